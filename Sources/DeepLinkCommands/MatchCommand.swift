import DeepLinking
import Foundation

/// `deeplink match`: matches URLs against a route manifest.
enum MatchCommand {
  static let command = Command(
    name: "match", summary: "Match URLs against a route manifest",
    synopsis: ["--manifest FILE [--json] [--stdin] URL..."],
    discussion: """
      Matches each URL against the manifest's routes and prints the route, its parameters,
      query items and fragment, or why no route matched. For a web-page route whose page the
      manifest's web allowlist refuses, it says why the app refuses the link.
      """,
    options: [
      .manifest,
      .flag("--json", "One JSON object per URL per line."),
      .flag(
        "--stdin",
        "Read URLs from standard input, one per line (spaces around it ignored), each answered as it comes."
      ),
    ],
    exitStatus: "0 every URL matched, 1 some did not, 2 bad usage or bad manifest.",
    operands: nil,
    run: run)

  static func run(_ arguments: Arguments, _ console: Console) throws -> Int32 {
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let router = manifest.router
    let json = arguments.has("--json")
    guard arguments.has("--stdin") || !arguments.operands.isEmpty else {
      throw UsageError("give one or more URLs, or --stdin")
    }
    var allMatched = true
    func handle(_ url: String, _ result: Result<RouteMatch, DeepLinkError>? = nil) {
      let result = result ?? router.resolve(url)
      var refusal: String?
      switch result {
      case .failure: allMatched = false
      case .success(let match):
        // Matched, and refused all the same: the app never loads the page.
        refusal = match.webPageRefusal(allowlist: manifest.webAllowlist)
      }
      if json {
        console.line { jsonLine(url, result, refusal: refusal, into: &$0) }
      } else {
        console.line(textLine(url, result, refusal: refusal))
      }
    }
    // Spaces around an argument (`"$URL "`) are no part of it, as the pipeline trims a link.
    for url in arguments.operands { handle(url.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if arguments.has("--stdin") {
      var lineNumber = 0
      while !console.outputClosed, var line = try console.readLine() {
        lineNumber += 1
        if lineNumber == 1, line.starts(with: TextInput.byteOrderMark) {
          line = line.dropFirst(TextInput.byteOrderMark.count)
        }
        // Lists written by hand: spaces, tabs and a carriage return around a URL are no part
        // of it (a URL holds none), and a blank line is skipped.
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        guard let first = line.firstIndex(where: { !isBlank($0) }),
          let last = line.lastIndex(where: { !isBlank($0) })
        else { continue }
        let bytes = line[first...last]
        var url = String(decoding: bytes, as: UTF8.self)
        // Spaces outside ASCII at either end (a no-break space copied from a page) go by the
        // rule an argument and the pipeline trim a link by: one rule wherever a link is read.
        if bytes[first] >= 0x80 || bytes[last] >= 0x80 {
          url = url.trimmingCharacters(in: .whitespacesAndNewlines)
          if url.isEmpty { continue }
        }
        // Most lines are ASCII, which is UTF-8 as it stands: only others are checked.
        if bytes.contains(where: { $0 >= 0x80 }),
          let (offset, _) = firstNonUTF8Byte(in: Data(bytes))
        {
          // A line from a log in another encoding (`caf\xE9`) is no URL of the app's: never
          // matched as the U+FFFD that would stand for its bytes.
          let reason =
            "line \(lineNumber) of standard input is not UTF-8: the bytes at offset "
            + "\(first - line.startIndex + offset) are not a character"
          handle(url, .failure(DeepLinkError(code: .invalidURL, message: reason)))
        } else {
          handle(url)
        }
      }
    }
    return allMatched ? 0 : 1
  }

  /// `{"url":...,"matched":true,"route":"product","params":{...},"query":{...},"fragment":null}`,
  /// with `"refused"` when the app refuses the web page the match opens.
  static func jsonLine(
    _ url: String, _ result: Result<RouteMatch, DeepLinkError>, refusal: String? = nil,
    into line: inout [UInt8]
  ) {
    func raw(_ text: StaticString) {
      line.append(
        contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
    raw("{\"url\":")
    JSONValue.appendQuoted(url, to: &line)
    switch result {
    case .success(let match):
      raw(",\"matched\":true,\"route\":")
      JSONValue.appendQuoted(match.name, to: &line)
      // The outer routes a `<link:>` led through: a name, or an array of two, outermost first.
      if !match.via.isEmpty {
        raw(",\"via\":")
        if match.via.count == 1 {
          JSONValue.appendQuoted(match.via[0], to: &line)
        } else {
          raw("[")
          for (offset, name) in match.via.enumerated() {
            if offset > 0 { raw(",") }
            JSONValue.appendQuoted(name, to: &line)
          }
          raw("]")
        }
      }
      raw(",\"params\":{")
      for (offset, parameter) in match.parameters.enumerated() {
        if offset > 0 { raw(",") }
        JSONValue.appendQuoted(parameter.name, to: &line)
        raw(":")
        JSONValue.appendQuoted(parameter.value, to: &line)
      }
      raw("},\"query\":{")
      // A repeated name gives an array of its values, at the name's first place.
      for (offset, item) in match.query.enumerated()
      where !match.query[..<offset].contains(where: { $0.name == item.name }) {
        if line.last != UInt8(ascii: "{") { raw(",") }
        JSONValue.appendQuoted(item.name, to: &line)
        raw(":")
        let values = match.query[offset...].filter { $0.name == item.name }
        if values.count == 1 {
          JSONValue.appendQuoted(item.value, to: &line)
        } else {
          raw("[")
          for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            JSONValue.appendQuoted(value.value, to: &line)
          }
          raw("]")
        }
      }
      raw("},\"fragment\":")
      if let fragment = match.fragment {
        JSONValue.appendQuoted(fragment, to: &line)
      } else {
        raw("null")
      }
      if let refusal {
        raw(",\"refused\":")
        JSONValue.appendQuoted(refusal, to: &line)
      }
      raw("}")
    case .failure(let failure):
      raw(",\"matched\":false,\"route\":null,\"reason\":")
      JSONValue.appendQuoted(failure.message, to: &line)
      raw("}")
    }
  }

  /// A line for a person: text from the link (decoded values, names, the fragment, the URL as
  /// given) shows hidden characters percent-encoded, so a U+202E in a value cannot turn the
  /// rest of the line around, as in the library's events and messages.
  static func textLine(
    _ url: String, _ result: Result<RouteMatch, DeepLinkError>, refusal: String? = nil
  ) -> String {
    let shown: (String) -> String = { ShownText.of($0) }
    switch result {
    case .success(let match):
      var parts = ["\(shown(url)) -> \(match.name)"]
      if !match.via.isEmpty { parts.append("via " + match.via.joined(separator: " > ")) }
      parts += match.parameters.map { "\(shown($0.name))=\(shown($0.value))" }
      parts += match.query.map { "?\(shown($0.name))=\(shown($0.value))" }
      if let fragment = match.fragment { parts.append("#\(shown(fragment))") }
      if let refusal { parts.append("(the app refuses it: \(shown(refusal)))") }
      return parts.joined(separator: "  ")
    case .failure(let failure):
      return "\(shown(url)) -> no match: \(failure.message)"
    }
  }
}
