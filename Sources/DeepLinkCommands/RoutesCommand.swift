import DeepLinking
import DeepLinkingTools

/// `deeplink routes`: prints the route table in precedence order, or checks a manifest.
enum RoutesCommand {
  static let command = Command(
    name: "routes", summary: "Print the route table in precedence order, or --check it",
    synopsis: ["--manifest FILE [--check] [--json]"],
    discussion: """
      Prints the manifest's routes in the order they are tried. With --check, lists every
      problem in the manifest instead.
      """,
    options: [
      .manifest,
      .flag("--check", "List every problem; exit 1 if there is any."),
      .flag("--json", "One JSON object per route per line, with the manifest's keys."),
    ],
    exitStatus: "0 fine, 1 problems found (--check), 2 bad usage or bad manifest.",
    run: run)

  static func run(_ arguments: Arguments, _ console: Console) throws -> Int32 {
    if arguments.has("--check") {
      try arguments.refuse(["--json"], in: "--check")
      let path = try arguments.required("--manifest")
      let problems = RouteManifest.problems(inFile: path)
      for problem in problems { console.line(problem.description) }
      if problems.isEmpty {
        console.line("\(path): no problems")
        return 0
      }
      console.line("\(counted(problems.count, "problem")) found")
      return 1
    }
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let routes = manifest.router.routes
    if arguments.has("--json") {
      for route in routes {
        let object: JSONValue = .object([
          ("name", .string(route.name)), ("pattern", .string(route.pattern.text)),
          ("priority", .number(Double(route.priority))),
          ("requires", .array(route.requires.map(JSONValue.string))),
          ("example", route.example.map(JSONValue.string) ?? .null),
          // The manifest's other keys of a route, under their names there.
          ("description", route.summary.map(JSONValue.string) ?? .null),
          ("chain", .array(route.chain.map(JSONValue.string))),
          ("universal", .bool(route.opensAsUniversalLink)),
          ("webPage", route.webPageParameter.map(JSONValue.string) ?? .null),
        ])
        console.line(object.jsonText)
      }
      return 0
    }
    // A pattern's literal or a screen's name may hold what a terminal acts on (an escape
    // sequence, U+202E): shown percent-encoded, as messages show a link's text.
    let patterns = routes.map { ShownText.of($0.pattern.text) }
    let nameWidth = max(4, routes.map(\.name.count).max() ?? 0)
    let patternWidth = max(7, patterns.map(\.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    console.line(
      pad("#", 4) + pad("name", nameWidth + 2) + pad("pattern", patternWidth + 2) + "notes")
    for (offset, route) in routes.enumerated() {
      var notes: [String] = []
      if route.priority != 0 { notes.append("priority \(route.priority)") }
      if !route.requires.isEmpty {
        notes.append("requires \(route.requires.joined(separator: ", "))")
      }
      if !route.chain.isEmpty {
        notes.append("chain \(ShownText.of(route.chain.joined(separator: " > ")))")
      }
      if let web = route.webPageParameter { notes.append("web page from '\(web)'") }
      if !route.opensAsUniversalLink { notes.append("not a universal link") }
      var line =
        pad("\(offset + 1)", 4) + pad(route.name, nameWidth + 2)
        + pad(patterns[offset], patternWidth + 2) + notes.joined(separator: "; ")
      while line.hasSuffix(" ") { line.removeLast() }
      console.line(line)
    }
    return 0
  }
}
