import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

@Suite struct PrecedenceTests {
  @Test func literalBeatsTypedBeatsUntypedBeatsRemainder() throws {
    let router = try makeRouter([
      "star": "/p/*", "path": "/p/<path:rest>", "untyped": "/p/:x", "typed": "/p/<int:x>",
      "literal": "/p/new",
    ])
    #expect(router.match("shop://p/new")?.name == "literal")
    #expect(router.match("shop://p/5")?.name == "typed")
    #expect(router.match("shop://p/abc")?.name == "untyped")
    #expect(router.match("shop://p/a/b")?.name == "path")
    #expect(router.match("shop://p")?.name == "star")
  }

  @Test func comparesSegmentsFromTheLeft() throws {
    let router = try makeRouter(["left": "/a/b/:c", "right": "/a/:b/c"])
    #expect(router.match("shop://a/b/c")?.name == "left")
  }

  @Test func priorityBeatsSpecificity() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("specific", pattern: "/p/new"))
    try builder.add(Route("catchAll", pattern: "/p/:x", priority: 10))
    #expect(builder.build().match("shop://p/new")?.name == "catchAll")
  }

  @Test func optionalGroupsPresentBeatAbsent() throws {
    let router = try makeRouter(["files": "/files(/:folder)/*"])
    let match = try #require(router.match("shop://files/docs/a/b"))
    #expect(match.parameters.dictionary == ["folder": "docs", "*": "a/b"])
  }

  @Test func schemeLimitedRouteBeatsAnUnlimitedTwin() throws {
    let router = try makeRouter(
      ["any": "/p/:id", "shopOnly": "shop://p/:id"], schemes: ["shop", "other"])
    #expect(router.match("shop://p/1")?.name == "shopOnly")
    #expect(router.match("other://p/1")?.name == "any")
  }

  @Test func neverDependsOnRegistrationOrder() throws {
    let patterns: [(String, String)] = [
      ("a", "/x/:id"), ("b", "/x/<int:id>"), ("c", "/x/new"), ("d", "/x/*"), ("e", "/:any/new"),
    ]
    let urls = ["shop://x/1", "shop://x/new", "shop://x/q", "shop://x", "shop://y/new"]
    var outcomes: Set<[String?]> = []
    for rotation in 0..<patterns.count {
      let rotated = Array(patterns[rotation...] + patterns[..<rotation])
      var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
      for (name, pattern) in rotated.reversed() { try builder.add(Route(name, pattern: pattern)) }
      let router = builder.build()
      outcomes.insert(urls.map { router.match($0)?.name })
    }
    #expect(outcomes == [["b", "c", "a", "d", "e"]])
  }

  @Test func listsRoutesInPrecedenceOrder() throws {
    let router = try makeRouter(["star": "/p/*", "id": "/p/:id", "new": "/p/new"])
    #expect(router.routes.map(\.name) == ["new", "id", "star"])
  }

  /// The order of a table, against a reference that ranks each segment as the README says
  /// (literal, then typed from the narrowest, then untyped, then `*`), compares ranks from the
  /// left (a longer pattern first when one starts the other, unless it goes on with `*`: a
  /// link ending there opens the shorter), then names: patterns up to 22 segments long, past
  /// the 16 whose ranks the index packs into one number.
  @Test func ordersTablesAsTheReferenceRanksThem() throws {
    // `#` is the segment's position, so that placeholder names differ.
    let kinds: [(text: String, rank: Int)] = [
      ("a", 0), ("b", 0), ("<int:p#>", 2), ("<uuid:p#>", 3), (":p#", 8),
    ]
    var generator = SeededGenerator(seed: 16)
    for _ in 0..<20 {
      var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
      var expected: [(name: String, priority: Int, ranks: [Int])] = []
      // Routes share long stems, so that ranks tie far along, past the 16th segment.
      let stems = (0..<3).map { _ in
        (0..<Int.random(in: 10...18, using: &generator)).map { _ in
          Int.random(in: 0..<kinds.count, using: &generator)
        }
      }
      for number in 0..<60 {
        var text = ""
        var ranks: [Int] = []
        let stem = stems.randomElement(using: &generator)!
        let tail = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Int.random(in: 0..<kinds.count, using: &generator)
        }
        for (position, choice) in (stem + tail).enumerated() {
          // A stem's literals vary (`a` or `b`, the same rank), so stems do not make twins.
          var kind = kinds[choice]
          if kind.rank == 0 { kind = kinds[Int.random(in: 0...1, using: &generator)] }
          text += "/" + kind.text.replacingOccurrences(of: "#", with: "\(position)")
          ranks.append(kind.rank)
        }
        if Bool.random(using: &generator) {
          text += "/*"
          ranks.append(11)
        }
        let priority = Int.random(in: 0...1, using: &generator)
        // Twins of an earlier pattern are refused as ambiguous: the reference leaves them out.
        guard (try? builder.add(Route("r\(number)", pattern: text, priority: priority))) != nil
        else { continue }
        expected.append(("r\(number)", priority, ranks))
      }
      expected.sort { a, b in
        if a.priority != b.priority { return a.priority > b.priority }
        if a.ranks != b.ranks {
          for (x, y) in zip(a.ranks, b.ranks) where x != y { return x < y }
          let longer = a.ranks.count > b.ranks.count ? a.ranks : b.ranks
          let goesOnWithStar = longer[min(a.ranks.count, b.ranks.count)] == 11
          return (a.ranks.count > b.ranks.count) != goesOnWithStar
        }
        return a.name < b.name
      }
      #expect(expected.count > 40)
      #expect(builder.build().routes.map(\.name) == expected.map(\.name))
    }
  }

  /// `routes` is the order in which routes are tried: of random tables of one origin without
  /// query items, each link's matches (in the order a declining handler passes them on) come
  /// in the order the table lists them, where a pattern that ends meets `*` taking nothing
  /// (`/a` and `/a/*` on `shop://a`) as elsewhere.
  @Test func listsRoutesInTheOrderALinkTriesThem() throws {
    let kinds = ["a", "b", "<int:p#>", ":p#", "a-<p#>", "<p#>-b", "<path:p#>", "*"]
    var generator = SeededGenerator(seed: 17)
    var compared = 0
    for _ in 0..<200 {
      var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
      for number in 0..<8 {
        var text = ""
        for position in 0..<Int.random(in: 0...3, using: &generator) {
          let kind = kinds.randomElement(using: &generator)!
          text += "/" + kind.replacingOccurrences(of: "#", with: "\(position)")
          if kind == "*" || kind.hasPrefix("<path:") { break }
        }
        _ = try? builder.add(Route("r\(number)", pattern: text.isEmpty ? "/" : text))
      }
      let router = builder.build()
      let order = router.routes.map(\.name)
      for _ in 0..<20 {
        let segments = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          ["a", "b", "1", "a-b", "x"].randomElement(using: &generator)!
        }
        let url = "shop://" + segments.joined(separator: "/")
        let names = router.matches(url).map(\.name)
        compared += names.count > 1 ? 1 : 0
        let places = names.compactMap { order.firstIndex(of: $0) }
        #expect(places == places.sorted(), "\(url): \(names) against \(order)")
      }
    }
    #expect(compared > 500)
  }

  /// A pattern that ends where the link does comes before `*` taking nothing there, whatever
  /// their origins or query items, and the table lists it first.
  @Test func aPatternThatEndsComesBeforeAStarTakingNothing() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("star", pattern: "shop://ab/*"))
    try builder.add(Route("ab", pattern: "/ab"))
    try builder.add(Route("queried", pattern: "/cd/*?k=v"))
    try builder.add(Route("cd", pattern: "/cd"))
    let router = builder.build()
    #expect(router.matches("shop://ab").map(\.name) == ["ab", "star"])
    #expect(router.matches("shop://cd?k=v").map(\.name) == ["cd", "queried"])
    #expect(router.match("shop://ab/x")?.name == "star")
    #expect(router.routes.map(\.name) == ["ab", "cd", "queried", "star"])
  }

  /// A route with optional groups is listed at the place of its form with every group
  /// written; a link that leaves the groups out meets the shorter form at its own place.
  @Test func aRouteWithOptionalGroupsIsListedAtItsFullForm() throws {
    let router = try makeRouter(["optional": "(/a)/*", "rest": "/<path:p>"])
    #expect(router.routes.map(\.name) == ["optional", "rest"])
    #expect(router.matches("shop://a/x").map(\.name) == ["optional", "rest"])
    #expect(router.matches("shop://b").map(\.name) == ["rest", "optional"])
  }

  @Test func everyMatchInOrderForDecliningHandlers() throws {
    let router = try makeRouter(["star": "/p/*", "id": "/p/:id", "int": "/p/<int:id>"])
    #expect(router.matches("shop://p/5").map(\.name) == ["int", "id", "star"])
  }

  /// In a table without case, `a<x>` and `A<y>` take the same texts (as they do, in any
  /// table, as a custom scheme's first segment, its host): alone they are refused as one route
  /// twice; with segments after them, those decide.
  @Test func mixedSegmentsDifferingInCaseAreOneShapeInATableWithoutCase() throws {
    let refusals = [
      #expect(throws: DeepLinkError.self) {
        try makeRouter(["low": "/p/a<x>", "up": "/p/A<y>"], caseSensitive: false)
      },
      #expect(throws: DeepLinkError.self) { try makeRouter(["low": "/a<x>", "up": "/A<y>"]) },
    ]
    for refusal in refusals {
      #expect(refusal?.code == .ambiguous)
      #expect(refusal?.message.hasPrefix("matches exactly the same URLs as route 'low'") == true)
    }
    _ = try makeRouter(["low": "/p/a<x>", "up": "/p/A<y>"])
    let router = try makeRouter(["low": "/a<x>/lit", "up": "/A<y>/:e"], caseSensitive: false)
    #expect(router.matches("https://shop.example.com/AB/lit").map(\.name) == ["low", "up"])
  }

  /// Routes that tie on everything else, as the README's example: the name decides, whatever
  /// order they were given in.
  @Test func aTieGoesToTheRoutesName() throws {
    let routes = [try Route("b", pattern: "/search?q=:q"), try Route("a", pattern: "/search?r=:r")]
    for table in [routes, routes.reversed()] {
      let router = try Router(schemes: ["shop"], routes: table)
      #expect(router.matches("shop://search?q=1&r=2").map(\.name) == ["a", "b"])
    }
  }

  /// Two mixed segments of one shape take the same texts whatever their placeholders are
  /// named: the next segment decides between their routes, not the names.
  @Test(arguments: [("<a>x<b>", "<c>x<d>"), ("<c>x<d>", "<a>x<b>")])
  func placeholderNamesNeverDecide(_ literalFirst: String, _ untypedFirst: String) throws {
    let router = try makeRouter([
      "literal": "/\(literalFirst)/lit", "untyped": "/\(untypedFirst)/:e",
    ])
    #expect(router.matches("shop://1x2/lit").map(\.name) == ["literal", "untyped"])
    #expect(router.match("shop://1x2/other")?.name == "untyped")
    let names = try #require(router.match("shop://1x2/lit")).parameters.map(\.name)
    #expect(names == literalFirst.filter(\.isLetter).filter { $0 != "x" }.map(String.init))
    // A miss quotes the segment as the closest route writes it.
    guard case .failure(let miss) = router.resolve("shop://zz/lit") else {
      Issue.record("expected a miss")
      return
    }
    let closest = miss.message.contains("closest is 'literal'") ? literalFirst : untypedFirst
    #expect(miss.message.hasSuffix("segment 1 'zz' does not fit '\(closest)'"), "\(miss.message)")
  }

  struct Conflict: CustomTestStringConvertible, Sendable {
    let first: String
    let second: String
    let message: String
    var testDescription: String { "\(first) vs \(second)" }
  }

  @Test(arguments: [
    Conflict(
      first: "/a/:x", second: "/a/:y",
      message:
        "route 'second': pattern '/a/:y': matches exactly the same URLs as route 'first' ('/a/:x') with the same precedence; give one a priority or change a segment"
    ),
    Conflict(
      first: "/a/:x", second: "/a/<string:y>",
      message:
        "route 'second': pattern '/a/<string:y>': matches exactly the same URLs as route 'first' ('/a/:x') with the same precedence; give one a priority or change a segment"
    ),
    Conflict(
      first: "/user/:uid/orders", second: "/user/:id/orders(/:oid)",
      message:
        "route 'second': pattern '/user/:id/orders(/:oid)': in the form '/user/:id/orders', matches exactly the same URLs as route 'first' ('/user/:uid/orders') with the same precedence; give one a priority or change a segment"
    ),
    Conflict(
      first: "/:p(/<bool:b>)", second: "/:q/<bool:c>",
      message:
        "route 'second': pattern '/:q/<bool:c>': matches exactly the same URLs as route 'first' ('/:p(/<bool:b>)') in the form '/:p/<bool:b>' with the same precedence; give one a priority or change a segment"
    ),
    Conflict(
      first: "/(:p/)a<x>", second: "/:q(/a<y>)",
      message:
        "route 'second': pattern '/:q(/a<y>)': in the form '/:q/a<y>', matches exactly the same URLs as route 'first' ('/(:p/)a<x>') in the form '/:p/a<x>' with the same precedence; give one a priority or change a segment"
    ),
    Conflict(
      first: "/Product/:id", second: "/product/:x",
      message:
        "route 'second': pattern '/product/:x': matches exactly the same URLs as route 'first' ('/Product/:id') with the same precedence; give one a priority or change a segment"
    ),
  ])
  func rejectsAmbiguousPairs(_ conflict: Conflict) throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("first", pattern: conflict.first))
    #expect(throws: DeepLinkError.self) {
      try builder.add(Route("second", pattern: conflict.second))
    }
    do {
      try builder.add(Route("second", pattern: conflict.second))
    } catch {
      #expect(error.description == conflict.message)
      #expect(error.code == .ambiguous)
    }
  }

  @Test func rejectsOptionalGroupsThatCollide() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    do {
      try builder.add(Route("twice", pattern: "/a(/:x)(/:y)"))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "route 'twice': pattern '/a(/:x)(/:y)': two forms of its optional groups, '/a/:x' and '/a/:y', match exactly the same URLs"
      )
    }
  }

  @Test func differentPrioritiesOrScopesAreNotAmbiguous() throws {
    var builder = Router.Builder(
      origins: try RouterOrigins(schemes: ["shop"], domains: ["shop.example.com"]))
    try builder.add(Route("a", pattern: "/a/:x"))
    try builder.add(Route("b", pattern: "/a/:y", priority: 1))
    try builder.add(Route("c", pattern: "shop://a/:z"))
    try builder.add(Route("d", pattern: "https://shop.example.com/a/:z"))
    #expect(builder.build().routes.count == 4)
  }

  @Test func rejectsDuplicateNamesAndForeignOrigins() throws {
    var builder = Router.Builder(
      origins: try RouterOrigins(schemes: ["shop"], domains: ["shop.example.com"]))
    try builder.add(Route("a", pattern: "/a"))
    let duplicate = #expect(throws: DeepLinkError.self) {
      try builder.add(Route("a", pattern: "/b"))
    }
    #expect(duplicate?.description == "route 'a': pattern '/b': another route is already named 'a'")
    let scheme = #expect(throws: DeepLinkError.self) {
      try builder.add(Route("o", pattern: "other://x"))
    }
    #expect(
      scheme?.description
        == "route 'o': pattern 'other://x': the scheme 'other' is not one of the app's schemes (shop)"
    )
    let host = #expect(throws: DeepLinkError.self) {
      try builder.add(Route("h", pattern: "https://evil.com/x"))
    }
    #expect(
      host?.description
        == "route 'h': pattern 'https://evil.com/x': the host 'evil.com' is not one of the app's domains (shop.example.com)"
    )
    // None of the refused routes is in the table.
    #expect(builder.build().routes.map(\.name) == ["a"])
  }

  /// Found by the pattern fuzzer: a route longer than any link may be could never match.
  @Test func refusesPatternsLongerThanALinkMayBe() throws {
    var builder = Router.Builder(
      origins: try RouterOrigins(schemes: ["shop"]), limits: LinkLimits(maximumSegments: 3))
    do {
      try builder.add(Route("long", pattern: "/a/b/c/d"))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "route 'long': pattern '/a/b/c/d': too many segments: the pattern has 4, a link may have at most 3"
      )
    }
  }

  @Test func addingSeveralRoutesIsAllOrNothing() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    let error = #expect(throws: DeepLinkError.self) {
      try builder.add(contentsOf: [Route("a", pattern: "/a"), Route("b", pattern: "/a")])
    }
    #expect(error?.code == .ambiguous)
    #expect(error?.route == "b")
    #expect(builder.build().routes.isEmpty)
  }
}
