import DeepLinking
import DeepLinkingTesting
import Testing

@testable import DeepLinkingTools

/// A file's components are found by the literal text their path starts with: the answers are
/// those of trying every component in order, and the work grows with the routes, not with
/// their square.
@Suite struct AppSiteAssociationIndexTests {
  /// Paths of every kind the index tells apart: literal starts of every length (a segment
  /// with and without more after it, the root, an escape, a letter beyond ASCII, a start that
  /// ends inside a segment), and paths that start with a wildcard or a variable.
  static let paths = [
    "/a/*", "/a", "/A/*", "/a/b/?*", "/b/*", "/", "*", "/a*", "/?/x", "/$(lang)/x", "/%61/*",
    "/a%2Fb/*", "/é/*", "/%C3%A9/*", "//a", "/ab/*", "/?*",
  ]
  static let urls = [
    "/a/1", "/A/1", "/a", "/A", "/%61/x", "/a%2Fb/c", "/a/b/c", "/b/2", "/", "//a", "/en/x",
    "/x/x", "/ab/c", "/%C3%A9/x", "/é/x", "/abc", "/b",
  ]

  /// A component drawn from `random`: a path (or none), its settings (or the defaults), a
  /// query now and then, kept or excluded.
  static func component(_ random: inout SeededGenerator) -> String {
    var members: [String] = []
    if Int.random(in: 0..<8, using: &random) > 0 {
      members.append(#""/": "\#(paths.randomElement(using: &random)!)""#)
    }
    if Bool.random(using: &random) { members.append(#""?": {"k": "?*"}"#) }
    for setting in ["caseSensitive", "percentEncoded"] where Bool.random(using: &random) {
      members.append(#""\#(setting)": \#(Bool.random(using: &random))"#)
    }
    if Bool.random(using: &random) { members.append(#""exclude": true"#) }
    return "{" + members.joined(separator: ", ") + "}"
  }

  static func file(_ components: [String], defaults: String = "") throws -> AppSiteAssociation {
    try AppSiteAssociation(
      json:
        #"{"applinks": {\#(defaults)"details": [{"appIDs": ["ABCDE12345.a.b"], "components": ["#
        + components.joined(separator: ", ") + "]}]}}")
  }

  /// For drawn files and URLs: the component that decides is the first, in file order, that
  /// matches the URL by itself, and a component is said never to match exactly when an
  /// earlier one covers it, the first such one named (each component, and each pair, tried
  /// directly, without the index).
  @Test func theIndexAnswersAsTryingEveryComponentInOrder() throws {
    var random = SeededGenerator(seed: 64)
    // First, files where a component without case decides for one with it, or covers it,
    // under another spelling of its first segment.
    let written = [
      [#"{"/": "/A/*", "caseSensitive": false}"#, #"{"/": "/A/b"}"#, #"{"/": "/a/*"}"#],
      [#"{"/": "/a", "caseSensitive": false}"#, #"{"/": "/A", "exclude": true}"#],
      [#"{"/": "/%61/*", "percentEncoded": false}"#, #"{"/": "/a/*", "caseSensitive": false}"#],
    ]
    for round in 0..<(150 + written.count) {
      let drawn =
        round < written.count
        ? written[round]
        : (0..<Int.random(in: 1...10, using: &random)).map { _ in Self.component(&random) }
      let defaults =
        round % 3 == 2 ? #""defaults": {"caseSensitive": false, "percentEncoded": false}, "# : ""
      let file = try Self.file(drawn, defaults: defaults)
      let components = try #require(file.details.first?.components)
      for path in Self.urls {
        for query in ["", "?k=v"] {
          let url = "https://x.com" + path + query
          let expected = components.firstIndex { $0.matches(url) }
          #expect(file.match(url).componentIndex == expected, "\(url) in \(drawn)")
        }
      }
      let shadowed = components.indices.dropFirst().compactMap { later -> String? in
        (0..<later).first { AASAReader.covers(components[$0], components[later]) }.map {
          "applinks.details[0].components[\(later)]: can never match: components[\($0)] matches every URL it would"
        }
      }
      let warned = file.problems.filter { $0.message.hasPrefix("can never match") }
      #expect(warned.map { "\($0.path): \($0.message)" } == shadowed, "\(drawn)")
      // Every component sharing a text with another, read alike, is among its candidates.
      let index = try #require(file.details.first?.componentIndex)
      for (place, component) in components.enumerated() {
        let candidates = index.overlapCandidates(of: component)
        let sharing = components.indices.filter { other in
          guard let path = component.path, let otherPath = components[other].path else {
            return true
          }
          return components[other].settings.caseSensitive == component.settings.caseSensitive
            && components[other].settings.percentEncoded == component.settings.percentEncoded
            && path.overlap(with: otherPath) != nil
        }
        #expect(sharing.allSatisfy(candidates.contains), "components[\(place)] of \(drawn)")
      }
    }
  }

  /// A shortest text two patterns share, its wildcards' characters filled: what the generator
  /// and the diff try. The one filled a character at a time both patterns match.
  @Test func twoPatternsShareAShortestText() throws {
    func overlap(_ a: String, _ b: String) throws -> (exact: Bool, texts: [String])? {
      let compile = { (text: String) throws -> AASAPattern in
        try AASAPattern.compile(text, variables: [:], caseSensitive: true).get()
      }
      let (x, y) = (try compile(a), try compile(b))
      guard let overlap = x.overlap(with: y) else { return nil }
      let texts = overlap.texts(fills: ["sample", "1"])
      #expect(
        texts.last.map { x.matches($0, caseSensitive: true) && y.matches($0, caseSensitive: true) }
          == true, "\(a) and \(b): \(texts)")
      return (overlap.isExact, texts)
    }
    #expect(try overlap("/a/?*", "/?*/b")?.exact == true)
    #expect(try overlap("/a/?*", "/?*/b")?.texts == ["/a/b"])
    #expect(try overlap("/a/?*", "/?*/?*")?.exact == false)
    #expect(try overlap("/a/?*", "/?*/?*")?.texts == ["/a/sample", "/a/1", "/a/x"])
    // A lone `?` takes one character: a longer fill does not fit it.
    #expect(try overlap("/a/?", "/?*/?*")?.texts == ["/a/sample", "/a/1", "/a/x"])
    // Across segments, as applinks reads `*`.
    #expect(try overlap("/b/?*", "/?*/?*/a")?.texts == ["/b/sample/a", "/b/1/a", "/b/x/a"])
    // Filled from the first character on, each run once: `?*` and `*` share any text.
    #expect(try overlap("?*", "*")?.texts == ["sample", "1", "x"])
    #expect(try overlap("/??", "/??")?.texts == ["/sample", "/1", "/xx"])
    #expect(try overlap("?*/a/?*", "?*/a/?*")?.texts == ["sample/a/sample", "1/a/1", "x/a/x"])
    #expect(try overlap("/a/?", "/?*/bb") == nil)
    #expect(try overlap("/a", "/b") == nil)
  }

  /// Generating the file for a table, reading it back and diffing it against the table take
  /// work in proportion to the routes, though every path starts with the same segment: a URL
  /// is tried against the components whose literal start it starts with and those that start
  /// with a wildcard, not against all, and a component is checked against those that may
  /// cover it. Counted, not timed: twice the routes at most double the
  /// growth in steps. (Trying every component, 2,000 routes took 35 s in a release build.)
  @Test func generatingReadingAndDiffingGrowLinearlyWithTheRoutes() throws {
    try #require(WorkCounter.isCounting, "steps are counted in debug builds only")
    func steps(_ count: Int) throws -> Int {
      let routes = (0..<count).map {
        #"{"name": "r\#($0)", "pattern": "/api/s\#($0)/item/<int:id>(/:tab)"}"#
      }
      let manifest = try RouteManifest(
        json: #"{"schemes": ["shop"], "domains": ["shop.example.com"], "routes": ["#
          + routes.joined(separator: ", ") + "]}")
      return try WorkCounter.count {
        let json = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
        let file = try AppSiteAssociation(json: json.jsonText)
        #expect(try file.differences(from: manifest).isEmpty)
      }
    }
    let small = try steps(100)
    let medium = try steps(200)
    let large = try steps(400)
    #expect(
      large - medium <= 2 * (medium - small),
      "\(small), \(medium), \(large) steps for 100 routes, twice and four times as many")
  }
}
