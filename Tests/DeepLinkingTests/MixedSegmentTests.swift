import DeepLinking
import DeepLinkingTesting
import DeepLinkingTools
import Testing

/// Segments that mix literal text and placeholders: `/user_<id>`, `/<first>-<last>`,
/// `/<int:w>x<int:h>`, `/wiki/User_talk:<title>`.
@Suite struct MixedSegmentTests {
  static let router = Result {
    try makeRouter(
      [
        "user": "/user_<id>",
        "userNumber": "/user_<int:id>",
        "name": "/<first>-<last>",
        "size": "/img/<int:w>x<int:h>",
        "talk": "/wiki/User_talk:<title>",
        "userPage": "/wiki/User:<title>",
        "wiki": "/wiki/<title>",
        "version": "/v<int:major>.<int:minor>",
        "file": "/files/<name>.<ext>",
        "any": "/:x",
      ], domains: ["wiki.example"])
  }

  typealias Case = ResolutionCase

  @Test(arguments: [
    Case(url: "shop://user_ana", route: "user", parameters: ["id": "ana"]),
    // Typed parts beat untyped ones with the same literal characters.
    Case(url: "shop://user_42", route: "userNumber", parameters: ["id": "42"]),
    // Each literal part is found at its first occurrence after the previous part.
    Case(url: "shop://a-b-c", route: "name", parameters: ["first": "a", "last": "b-c"]),
    Case(url: "shop://img/640x480", route: "size", parameters: ["w": "640", "h": "480"]),
    Case(
      url: "shop://img/640xabc", route: nil,
      reason: "segment 2 '640xabc' does not fit '<int:w>x<int:h>'"),
    // Matched after percent-decoding; more literal characters first.
    Case(
      url: "https://wiki.example/wiki/User_talk:Ana", route: "talk", parameters: ["title": "Ana"]),
    Case(
      url: "https://wiki.example/wiki/User_talk%3AAna", route: "talk", parameters: ["title": "Ana"]
    ),
    Case(
      url: "https://wiki.example/wiki/User:Ana", route: "userPage", parameters: ["title": "Ana"]),
    Case(url: "https://wiki.example/wiki/Main", route: "wiki", parameters: ["title": "Main"]),
    // Each placeholder takes at least one character.
    Case(url: "shop://user_", route: "any", parameters: ["x": "user_"]),
    Case(url: "shop://-b", route: "any", parameters: ["x": "-b"]),
    Case(url: "shop://v2.10", route: "version", parameters: ["major": "2", "minor": "10"]),
    Case(url: "shop://v2.x", route: "any", parameters: ["x": "v2.x"]),
    Case(
      url: "shop://files/archive.tar.gz", route: "file",
      parameters: ["name": "archive", "ext": "tar.gz"]),
  ])
  func matchesPartsOfASegment(_ test: Case) throws {
    expectResolution(test, try Self.router.get())
  }

  /// More literal characters first, then typed parts, then the longer literal prefix, then the
  /// pattern text: never the order of registration.
  @Test func precedenceNeverDependsOnRegistration() throws {
    let patterns: [(String, String)] = [
      ("prefix", "/ab<x>"), ("suffix", "/<x>ab"), ("typed", "/ab<int:x>"), ("longer", "/abc<x>"),
      ("untyped", "/:x"), ("literal", "/abc1"),
    ]
    for order in [patterns, patterns.reversed()] {
      let router = try Router(
        schemes: ["shop"], routes: order.map { try Route($0.0, pattern: $0.1) })
      #expect(router.match("shop://abc1")?.name == "literal")
      #expect(router.match("shop://abc2")?.name == "longer")
      #expect(router.match("shop://ab2")?.name == "typed")
      #expect(router.match("shop://abz")?.name == "prefix")
      #expect(router.match("shop://zab")?.name == "suffix")
      #expect(router.match("shop://zz")?.name == "untyped")
      #expect(router.matches("shop://abab").map(\.name) == ["prefix", "suffix", "untyped"])
    }
    let twice = #expect(throws: DeepLinkError.self) {
      try makeRouter(["a": "/x<id>y", "b": "/x<name>y"])
    }
    #expect(
      twice?.description
        == "route 'b': pattern '/x<name>y': matches exactly the same URLs as route 'a' ('/x<id>y') with the same precedence; give one a priority or change a segment"
    )
  }

  /// In a table without case, mixed segments' texts compare without case: `<x>a<y>` and
  /// `<x>A<y>` share a place, and that place comes before `<x>B<y>`'s (`a` before `b`)
  /// whichever of the two sharing it is added first, that is whatever the routes' names.
  @Test func aTableWithoutCaseOrdersTextsWithoutCase() throws {
    for first in ["m", "q"] {
      let router = try Router(
        schemes: ["shop"], caseSensitive: false,
        routes: [
          Route(first, pattern: "/p/<x>a<y>/c"), Route("n", pattern: "/p/<x>A<y>/d"),
          Route("z", pattern: "/p/<x>B<y>/c"),
        ])
      #expect(router.matches("shop://p/1a2B3/c").map(\.name) == [first, "z"])
      #expect(router.matches("shop://p/1b2A3/d").map(\.name) == ["n"])
    }
    let patterns = try [Route("y", pattern: "/p/<a>Y<b>"), Route("x", pattern: "/p/<a>x<b>")]
    let folding = try Router(schemes: ["shop"], caseSensitive: false, routes: patterns)
    #expect(folding.matches("shop://p/1x2y3").map(\.name) == ["x", "y"])
    // With case, as written: `Y` before `x`.
    let exact = try Router(schemes: ["shop"], routes: patterns)
    #expect(exact.matches("shop://p/1x2Y3").map(\.name) == ["y", "x"])
  }

  /// In a table with case, mixed segments that differ only in the case of a literal part are
  /// two segments, each reaching its own route; without case, they would be one.
  @Test func segmentsDifferingInCaseAreTwoInATableWithCase() throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("lower", pattern: "/p/<x>a"), Route("upper", pattern: "/p/<x>A"),
        Route("middle", pattern: "/q/a<x>b"), Route("Middle", pattern: "/q/a<x>B"),
      ])
    #expect(router.match("shop://p/za")?.name == "lower")
    #expect(router.match("shop://p/zA")?.name == "upper")
    #expect(router.match("shop://q/azb")?.name == "middle")
    #expect(router.match("shop://q/azB")?.name == "Middle")
    #expect(throws: DeepLinkError.self) {
      try Router(
        schemes: ["shop"], caseSensitive: false,
        routes: [Route("lower", pattern: "/p/<x>a"), Route("upper", pattern: "/p/<x>A")])
    }
  }

  /// `Router.routes` and `deeplink routes` list the routes in the order they are tried: a
  /// link's candidates (`matches`) come in that order, mixed segments of different shapes at
  /// one place included, which the routes' kinds of segment alone do not order. Tables of
  /// routes without an origin, query, fragment or `*`, whose order does not depend on the
  /// link (a `*` that takes nothing comes after a route that ends there, though listed first
  /// as the longer).
  @Test func routesAreListedInTheOrderTheyAreTried() throws {
    var random = SeededGenerator(seed: 66)
    let segments = [
      "a", "ab", ":x", "<int:x>", "a<x>", "A<x>", "ab<x>", "<x>b", "<x>B", "<x>a<y>",
      "<x>B<y>", "<int:x>b", "a<int:x>", "<x>-<y>", "<path:x>",
    ]
    let texts = ["a", "ab", "aab", "ab1", "1b", "1B", "x-y", "1a2b3", "1b2A3", "a1", "A1", "1"]
    var compared = 0
    for table in 0..<300 {
      var patterns: Set<String> = []
      for _ in 0..<Int.random(in: 2...8, using: &random) {
        let count = Int.random(in: 1...3, using: &random)
        var parts = (0..<count).map { _ in segments.randomElement(using: &random)! }
        // A remainder comes last; names are made unique in each pattern.
        if let rest = parts.firstIndex(where: { $0.hasPrefix("<path") }) {
          parts = Array(parts[...rest])
        }
        var number = 0
        let named = parts.map { part in
          part.replacing(/(<(int:|path:)?|:)([xy])/) { match in
            number += 1
            return "\(match.output.1)\(match.output.3)\(number)"
          }
        }
        patterns.insert("/" + named.joined(separator: "/"))
      }
      let routes = try patterns.sorted().enumerated().map {
        try Route("r\($0.offset)", pattern: $0.element)
      }
      guard
        let router = try? Router(schemes: ["shop"], caseSensitive: table % 2 == 0, routes: routes)
      else { continue }
      let listed = router.routes.map(\.name)
      for _ in 0..<40 {
        let url =
          "shop://"
          + (0..<Int.random(in: 1...3, using: &random)).map { _ in
            texts.randomElement(using: &random)!
          }
          .joined(separator: "/")
        let tried = router.matches(url).map(\.name)
        #expect(
          tried == listed.filter(tried.contains), "\(url) in \(router.routes.map(\.pattern.text))")
        if tried.count > 1 { compared += 1 }
      }
    }
    #expect(compared > 500)
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let pattern: String
    let message: String
    var testDescription: String { pattern }
  }

  @Test(arguments: [
    Invalid(
      pattern: "/<a><b>",
      message:
        "pattern '/<a><b>': position 5: two placeholders with no literal text between them cannot be told apart"
    ),
    Invalid(
      pattern: "/x<path:p>",
      message: "pattern '/x<path:p>': position 4: <path:> takes a whole segment, not a part of one"),
    Invalid(pattern: "/x<a", message: "pattern '/x<a': position 3: '<' is not closed by '>'"),
    Invalid(
      pattern: "/x<a>*", message: "pattern '/x<a>*': position 6: unexpected '*' in a segment"),
    Invalid(
      pattern: "/<a>-<a>",
      message: "pattern '/<a>-<a>': position 2: the placeholder name 'a' is used twice"),
    Invalid(
      pattern: "/<int:a>x<a>",
      message: "pattern '/<int:a>x<a>': position 2: the placeholder name 'a' is used twice"),
    Invalid(
      pattern: "/x<int:1>",
      message:
        "pattern '/x<int:1>': position 8: '1' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
  ])
  func invalidMixedSegmentsSayWhereAndWhy(_ invalid: Invalid) {
    do {
      _ = try Route("r", pattern: invalid.pattern)
      Issue.record("expected an error for \(invalid.pattern)")
    } catch {
      #expect(error.description == "route 'r': " + invalid.message)
    }
  }

  @Test(arguments: [
    ("user", ["id": "ana"], "shop://user_ana"),
    ("name", ["first": "a", "last": "b-c"], "shop://a-b-c"),
    ("size", ["w": "640", "h": "480"], "shop://img/640x480"),
    ("talk", ["title": "Ana B"], "shop://wiki/User_talk:Ana%20B"),
  ])
  func urlsRoundTrip(_ name: String, _ values: [String: String], _ expected: String) throws {
    try expectRoundTrip(try Self.router.get(), name, values, expected)
  }

  /// A value holding the literal after it would be read back split there: not built.
  @Test func buildingRefusesValuesThatWouldReadBackDifferently() throws {
    let router = try Self.router.get()
    for (name, values, message) in [
      (
        "name", ["first": "a-b", "last": "c"],
        "'first' cannot be 'a-b' in the segment '<first>-<last>': it would be read back differently"
      ),
      ("size", ["w": "wide", "h": "1"], "'w' must be of type int, not 'wide'"),
      ("user", ["id": ""], "'id' must be non-empty text, not ''"),
    ] {
      let error = #expect(throws: DeepLinkError.self) {
        try router.urlString(for: name, parameters: values)
      }
      #expect(error?.message == message)
    }
  }

  @Test func appSiteAssociationPathsKeepTheLiterals() throws {
    let manifest = try RouteManifest(
      json:
        #"{"domains": ["wiki.example"], "routes": [{"name": "talk", "pattern": "/wiki/User_talk:<title>"}]}"#
    )
    let file = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.wiki")
    let components = try #require(
      file["applinks"]?["details"]?.arrayValue?.first?["components"]?.arrayValue)
    #expect(components.first?["/"]?.stringValue == "/wiki/User_talk:?*")
  }
}
