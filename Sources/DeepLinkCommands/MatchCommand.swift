import DeepLinking

/// `deeplink match`: matches URLs against a route manifest.
enum MatchCommand {
  static let command = DeepLinkTool.Command(
    name: "match", summary: "Match URLs against a route manifest",
    usage: """
      Usage: deeplink match --manifest FILE [--json] [--stdin] URL...

      Matches each URL against the manifest's routes and prints the route, its parameters,
      query items and fragment, or why no route matched.

      Options:
        --manifest FILE  The route manifest (JSON).
        --json           One JSON object per URL per line.
        --stdin          Read URLs from standard input, one per line, streaming.

      Exit status: 0 every URL matched, 1 some did not, 2 bad usage or bad manifest.
      """,
    flags: ["--json", "--stdin"], options: ["--manifest"], run: run)

  static func run(_ arguments: Arguments, _ console: Console) throws -> Int32 {
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let router = manifest.makeRouter()
    let json = arguments.has("--json")
    guard arguments.has("--stdin") || !arguments.operands.isEmpty else {
      throw UsageError("give one or more URLs, or --stdin")
    }
    var allMatched = true
    func handle(_ url: String) {
      let result = router.resolve(url)
      if case .failure = result { allMatched = false }
      console.line(json ? jsonLine(url, result) : textLine(url, result))
    }
    for url in arguments.operands { handle(url) }
    if arguments.has("--stdin") {
      while let line = console.readLine() {
        var url = line
        if url.utf8.last == 0x0D { url = String(decoding: url.utf8.dropLast(), as: UTF8.self) }
        if url.isEmpty { continue }
        handle(url)
      }
    }
    return allMatched ? 0 : 1
  }

  /// `{"url":...,"matched":true,"route":"product","params":{...},"query":{...},"fragment":null}`
  static func jsonLine(_ url: String, _ result: Result<RouteMatch, MatchFailure>) -> String {
    var line = "{\"url\":"
    JSONValue.appendQuoted(url, to: &line)
    switch result {
    case .success(let match):
      line += ",\"matched\":true,\"route\":"
      JSONValue.appendQuoted(match.name, to: &line)
      line += ",\"params\":{"
      var first = true
      for parameter in match.parameters {
        if !first { line += "," }
        first = false
        JSONValue.appendQuoted(parameter.name, to: &line)
        line += ":"
        JSONValue.appendQuoted(parameter.value, to: &line)
      }
      line += "},\"query\":"
      appendQuery(match.query, to: &line)
      line += ",\"fragment\":"
      if let fragment = match.fragment {
        JSONValue.appendQuoted(fragment, to: &line)
      } else {
        line += "null"
      }
      line += "}"
    case .failure(let failure):
      line += ",\"matched\":false,\"route\":null,\"reason\":"
      JSONValue.appendQuoted(failure.reason, to: &line)
      line += "}"
    }
    return line
  }

  /// Query items as an object; a repeated name gives an array of its values.
  static func appendQuery(_ items: [QueryItem], to line: inout String) {
    line += "{"
    var names: [String] = []
    var values: [String: [String]] = [:]
    for item in items {
      if values[item.name] == nil { names.append(item.name) }
      values[item.name, default: []].append(item.value)
    }
    for (offset, name) in names.enumerated() {
      if offset > 0 { line += "," }
      JSONValue.appendQuoted(name, to: &line)
      line += ":"
      let all = values[name]!
      if all.count == 1 {
        JSONValue.appendQuoted(all[0], to: &line)
      } else {
        line += "["
        for (index, value) in all.enumerated() {
          if index > 0 { line += "," }
          JSONValue.appendQuoted(value, to: &line)
        }
        line += "]"
      }
    }
    line += "}"
  }

  static func textLine(_ url: String, _ result: Result<RouteMatch, MatchFailure>) -> String {
    switch result {
    case .success(let match):
      var parts = ["\(url) -> \(match.name)"]
      parts += match.parameters.map { "\($0.name)=\($0.value)" }
      parts += match.query.map { "?\($0.name)=\($0.value)" }
      if let fragment = match.fragment { parts.append("#\(fragment)") }
      return parts.joined(separator: "  ")
    case .failure(let failure):
      return "\(url) -> no match: \(failure.reason)"
    }
  }
}
