import DeepLinking
import DeepLinkingTools
import Foundation

/// `deeplink generate swift`: the Swift type of a manifest's links.
enum GenerateCommand {
  static let command = Command(
    name: "generate", summary: "Generate the Swift type of a manifest's links",
    synopsis: ["swift --manifest FILE [--type NAME] [--output FILE]"],
    discussion: """
      Prints an enum with a case per route and an associated value per parameter, typed as its
      placeholder, that converts from a match and builds its URL; handle it with
      pipeline.handle(Type.self) { link in switch link { ... } }. DeepLinkingPlugin runs this
      at build time; commit the output instead if you prefer.

      With --output, problems are written as FILE:LINE:COLUMN: error: lines, which Xcode and
      SwiftPM show as build errors.
      """,
    options: [
      .manifest,
      .option(
        "--type", "NAME", "The type's name (default: the manifest's swiftType, or DeepLink)."),
      .option("--output", "FILE", "Write the file there instead of standard output."),
    ],
    exitStatus: "0 generated, 2 bad usage or a manifest that cannot become Swift.",
    operands: 1,
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) throws -> Int32 {
    guard arguments.operands == ["swift"] else {
      throw UsageError("give the language to generate: swift")
    }
    let path = try arguments.required("--manifest")
    let output = arguments.value("--output")
    // A name given here is the command line's mistake, not the manifest's.
    if let type = arguments.value("--type"),
      let problem = SwiftLinkGenerator.problem(withTypeName: type)
    {
      throw UsageError("--type: \(problem)")
    }
    // Problems are one error of the command, or with `--output` build errors at their lines.
    func report(_ problems: [DeepLinkError]) throws -> Int32 {
      guard output != nil else {
        throw InputError(problems.map(\.description).joined(separator: "\n"))
      }
      for problem in problems { console.error(BuildDiagnostic.error(problem, in: path)) }
      return 2
    }
    var problems = RouteManifest.problems(inFile: path)
    // A type named here is the one generated: the manifest's own name is not used.
    if arguments.value("--type") != nil { problems.removeAll { $0.location == "swiftType" } }
    guard problems.isEmpty else { return try report(problems) }
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let source: String
    do throws(SwiftLinkGenerator.Failure) {
      source = try SwiftLinkGenerator(manifest: manifest, typeName: arguments.value("--type"))
        .source()
    } catch {
      return try report(error.problems)
    }
    guard let output else {
      console.line(String(source.dropLast()))
      return 0
    }
    // Rewritten only when it changes, so an unchanged manifest does not rebuild the target.
    if FileManager.default.contents(atPath: output) != Data(source.utf8) {
      guard FileManager.default.createFile(atPath: output, contents: Data(source.utf8)) else {
        throw InputError("\(output): cannot write the file")
      }
    }
    return 0
  }
}

/// A manifest problem as a build error a developer can click: `FILE:LINE:COLUMN: error:`.
enum BuildDiagnostic {
  static func error(_ problem: DeepLinkError, in path: String) -> String {
    let text = (try? fileContents(atPath: path, limit: RouteManifest.maximumSize)).map {
      String(decoding: $0, as: UTF8.self)
    }
    let (line, column) = text.map { position(of: problem, in: $0) } ?? (1, 1)
    let message = [problem.location, problem.message].compactMap { $0 }.joined(separator: ": ")
    return "\(path):\(line):\(column): error: \(message)"
  }

  /// Where the problem is: the position a JSON error names, or the start of `routes[N]`, or of
  /// a top-level key; else the file's start.
  static func position(of problem: DeepLinkError, in text: String) -> (Int, Int) {
    if let match = problem.message.firstMatch(of: /line (\d+), column (\d+)/),
      let line = Int(match.1), let column = Int(match.2)
    {
      return (line, column)
    }
    let location = problem.location ?? ""
    var offset: String.Index?
    if let match = location.firstMatch(of: /^routes\[(\d+)\]/), let index = Int(match.1) {
      offset = routeStart(index, in: text)
    } else {
      // `schemes[1]`, `allowHTTP`: the top-level key the location starts with.
      offset = keyStart(location.prefix { $0 != "." && $0 != "[" }, in: text)
    }
    guard let offset else { return (1, 1) }
    let before = text[..<offset]
    let line = before.filter { $0 == "\n" }.count + 1
    let column =
      before.distance(
        from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex,
        to: before.endIndex) + 1
    return (line, column)
  }

  /// Where `"key":` starts: a key, not a string value that reads the same (`"name":
  /// "schemes"`), which no colon follows.
  private static func keyStart(_ key: Substring, in text: String) -> String.Index? {
    guard !key.isEmpty else { return nil }
    var rest = text[...]
    while let found = rest.range(of: "\"\(key)\"") {
      if text[found.upperBound...].first(where: { !$0.isWhitespace }) == ":" {
        return found.lowerBound
      }
      rest = text[found.upperBound...]
    }
    return nil
  }

  /// Where the N-th element of the top-level `routes` array starts: its `{`, or the first
  /// character of a value that is no route (`7`, `"x"`), which counts as one all the same.
  private static func routeStart(_ index: Int, in text: String) -> String.Index? {
    guard let routes = keyStart("routes", in: text) else { return nil }
    var depth = 0
    var count = -1
    // Inside the array, after its `[` or a `,`: the next character that is not a space starts
    // an element.
    var elementNext = false
    var strings = JSONStrings()
    var position = text.index(routes, offsetBy: #""routes""#.count)
    while position < text.endIndex {
      let character = text[position]
      if elementNext, !character.isWhitespace {
        elementNext = false
        count += 1
        if count == index { return position }
      }
      if !strings.contain(character) {
        switch character {
        case "[", "{":
          depth += 1
          elementNext = depth == 1
        case "]", "}":
          depth -= 1
          if depth == 0 { return nil }
        case "," where depth == 1: elementNext = true
        default: break
        }
      }
      position = text.index(after: position)
    }
    return nil
  }
}
