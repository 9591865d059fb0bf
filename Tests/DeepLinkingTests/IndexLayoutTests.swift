import DeepLinkingTesting
import Testing

@testable import DeepLinking

/// The index lays each subtree out in one run after its root, so that a search down one path
/// reads nodes that sit together (the benchmark's `flatness` rows measure what that buys).
@Suite struct IndexLayoutTests {
  @Test func eachSubtreeIsOneRunRightAfterItsRoot() throws {
    // Added in precedence order, these make each section's nodes far apart: every `/list`
    // route comes before every `/item/:id` one.
    var routes: [Route] = []
    for section in 0..<40 {
      routes.append(try Route("list\(section)", pattern: "/s\(section)/list"))
      routes.append(try Route("item\(section)", pattern: "/s\(section)/item/:id"))
      routes.append(try Route("comments\(section)", pattern: "/s\(section)/item/:id/c/:cid"))
    }
    routes.append(try Route("high", pattern: "/s0/top", priority: 5))
    let index = try Router(schemes: ["shop"], routes: routes).index
    let nodes = index.nodes
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
      var current = Int(nodes[node].parent)
      while current >= 0 {
        if current == ancestor { return true }
        current = Int(nodes[current].parent)
      }
      return false
    }
    for (offset, node) in nodes.enumerated() where node.parent >= 0 {
      let parent = Int(node.parent)
      #expect(parent < offset)
      // Preorder: whatever lies between a node's parent and the node hangs off that parent.
      for between in parent + 1..<offset {
        #expect(
          isDescendant(between, of: parent), "node \(between) between \(parent) and \(offset)")
      }
    }
    // One root for each priority, the higher first, each followed by its whole tree.
    #expect(index.roots.count == 2)
    #expect(index.roots.first == 0)
  }
}

/// A literal of any length, among few siblings (a list) or many (the hash table), matches
/// itself and nothing else, and a miss beside it names it.
@Suite struct LiteralLabelTests {
  /// The first `length` characters of a 48-character text.
  static func literal(_ length: Int) -> String {
    String("abcdefghijklmnopqrstuvwxyz0123456789-._~ABCDEFGH".prefix(length))
  }
  static let lengths = 1...40

  static func router(caseSensitive: Bool) throws -> Router {
    var routes: [Route] = []
    for length in lengths {
      let label = literal(length)
      // Forty siblings under `many`: found through the hash table.
      routes.append(try Route("many\(length)", pattern: "shop://app/many/\(label)"))
      // One child under each `few…`: found in a list.
      routes.append(try Route("few\(length)", pattern: "shop://app/few\(length)/\(label)/end"))
    }
    return try Router(schemes: ["shop"], caseSensitive: caseSensitive, routes: routes)
  }

  @Test(arguments: [true, false])
  func aLabelOfAnyLengthMatchesItselfOnly(caseSensitive: Bool) throws {
    let router = try Self.router(caseSensitive: caseSensitive)
    for length in Self.lengths {
      let label = Self.literal(length)
      #expect(router.match("shop://app/many/\(label)")?.name == "many\(length)")
      #expect(router.match("shop://app/few\(length)/\(label)/end")?.name == "few\(length)")
      // Percent-encoded, the same bytes.
      let encoded = "%" + String(UInt8(ascii: "a"), radix: 16) + label.dropFirst()
      #expect(router.match("shop://app/many/\(encoded)")?.name == "many\(length)")
      // The last byte changed, or one byte more.
      let changed = label.dropLast() + "!"
      #expect(router.match("shop://app/many/\(changed)") == nil, "\(changed)")
      #expect(router.match("shop://app/few\(length)/\(changed)/end") == nil, "\(changed)")
      #expect(router.match("shop://app/few\(length)/\(label)x/end") == nil)
      #expect(router.match("shop://app/few\(length)/\(label.dropLast())/end") == nil)
      // Case: folded only by a case-insensitive router.
      let upper = label.uppercased()
      if upper != label {
        #expect(
          router.match("shop://app/many/\(upper)")?.name == (caseSensitive ? nil : "many\(length)"))
        #expect(
          router.match("shop://app/few\(length)/\(upper)/end")?.name
            == (caseSensitive ? nil : "few\(length)"))
      }
    }
  }

  /// A literal takes its link before a placeholder beside it and a remainder above it, whether
  /// the node lists its few literal children or finds one of many in the table: the search
  /// stops at the first match, and one that went on gave the link to the next route it met.
  @Test(arguments: [3, 8, 9, 40])
  func aLiteralChildWinsOverAPlaceholderBesideIt(literals: Int) throws {
    var routes = try (0..<literals).map { try Route("l\($0)", pattern: "/a/l\($0)/end") }
    routes.append(try Route("id", pattern: "/a/:id/end"))
    routes.append(try Route("rest", pattern: "/a/*"))
    routes.append(try Route("all", pattern: "/*"))
    let router = try Router(schemes: ["shop"], routes: routes)
    for literal in 0..<literals {
      #expect(router.match("shop://a/l\(literal)/end")?.name == "l\(literal)")
      #expect(
        router.matches("shop://a/l\(literal)/end").map(\.name)
          == ["l\(literal)", "id", "rest", "all"])
    }
    #expect(router.match("shop://a/other/end")?.name == "id")
    #expect(router.match("shop://a/l0/more")?.name == "rest")
  }

  @Test func aMissNamesTheClosestLabelWhateverItsLength() throws {
    let router = try Self.router(caseSensitive: true)
    for length in [3, 16, 17, 40] {
      let label = Self.literal(length)
      guard case .failure(let error) = router.resolve("shop://app/few\(length)/\(label)!/end")
      else {
        Issue.record("a label with one byte more matched")
        continue
      }
      #expect(error.message.contains("'\(label)'"), "\(error.message)")
    }
  }

  /// Where two routes come as close to a link that opens neither (`/ab/x` and `/ac/y`, for
  /// `shop://a`, one letter each; or `/t/:a/x` and `/t/:b/y`, for `shop://t/1/z`), the miss
  /// names the one that comes first in precedence, whichever the index laid out first.
  @Test func aMissBetweenRoutesEquallyCloseNamesTheFirstInPrecedence() throws {
    for (patterns, url) in [
      (["/ab/x", "/ac/y"], "shop://a"), (["/t/:a/x", "/t/:b/y"], "shop://t/1/z"),
    ] {
      for first in patterns.indices {
        let routes = try patterns.indices.map { place in
          try Route("r\(place)", pattern: patterns[place], priority: place == first ? 1 : 0)
        }
        let router = try Router(schemes: ["shop"], routes: routes)
        guard case .failure(let miss) = router.resolve(url) else {
          Issue.record("\(url) matched")
          continue
        }
        #expect(miss.route == "r\(first)", "\(patterns), priority to r\(first): \(miss.message)")
      }
    }
  }
}

/// Routes of one shape capture the same names at the same positions: the index keeps each run
/// of captures once, and every route still reads its own names and values.
@Suite struct SharedCaptureTests {
  @Test func routesOfOneShapeShareTheirCaptures() throws {
    var routes: [Route] = []
    for section in 0..<250 {
      routes.append(try Route("list\(section)", pattern: "/s\(section)/list"))
      routes.append(try Route("item\(section)", pattern: "/s\(section)/item/:id"))
      routes.append(try Route("comments\(section)", pattern: "/s\(section)/item/:id/c/:cid"))
      routes.append(try Route("setting\(section)", pattern: "/s\(section)/settings/:key"))
    }
    let router = try Router(schemes: ["shop"], routes: routes)
    // Three runs: [id], [id, cid], [key], kept without the room the builder had for 1,000.
    #expect(router.index.captures.count == 4)
    #expect(router.index.captures.capacity < 16)
    for section in [0, 137, 249] {
      let comments = router.match("shop://s\(section)/item/7/c/9")
      #expect(comments?.name == "comments\(section)")
      #expect(comments?.parameters["id"] == "7")
      #expect(comments?.parameters["cid"] == "9")
      #expect(router.match("shop://s\(section)/settings/dark")?.parameters["key"] == "dark")
    }
  }

  @Test func runsDifferingInANameAPositionOrAKindAreNotShared() throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("xy", pattern: "/a/:x/:y"),
        Route("yx", pattern: "/b/:y/:x"),
        Route("shifted", pattern: "/c/d/:x/:y"),
        Route("rest", pattern: "/e/:x/*"),
        Route("typed", pattern: "/f/<int:x>/<path:y>"),
        Route("user", pattern: "/g/user_<x>"),
        Route("member", pattern: "/h/member_<x>"),
        Route("pair", pattern: "/i/<x>-<y>"),
      ])
    func values(_ url: String) -> [String] {
      (router.match(url)?.parameters).map { parameters in
        parameters.map { "\($0.name)=\($0.value)" }
      } ?? ["no match"]
    }
    #expect(values("shop://a/1/2") == ["x=1", "y=2"])
    #expect(values("shop://b/1/2") == ["y=1", "x=2"])
    #expect(values("shop://c/d/1/2") == ["x=1", "y=2"])
    #expect(values("shop://e/1/2/3") == ["x=1", "*=2/3"])
    #expect(values("shop://f/1/2/3") == ["x=1", "y=2/3"])
    #expect(values("shop://g/user_1") == ["x=1"])
    #expect(values("shop://h/member_1") == ["x=1"])
    #expect(values("shop://i/1-2") == ["x=1", "y=2"])
  }
}

/// A generated table of many routes whose placeholders share a few names and positions (so
/// that their runs of captures are shared or not in every combination): each route's links,
/// built from values, match it again with exactly those values.
@Suite struct GeneratedTableRoundTripTests {
  @Test func everyRouteOfAGeneratedTableReadsBackTheValuesItWasBuiltWith() throws {
    var generator = SeededGenerator(seed: 12)
    let names = ["a", "b", "c"]
    var routes: [Route] = []
    for n in 0..<400 {
      var pattern = "/r\(n % 37)/\(n)"
      var unused = names.shuffled(using: &generator)
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        guard let name = unused.popLast() else { break }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: pattern += "/:\(name)"
        case 1: pattern += "/<int:\(name)>"
        case 2: pattern += "/u_<\(name)>"
        case 3: pattern += "/x/:\(name)"
        // One optional group at most: two side by side take the same URLs.
        default: pattern += pattern.contains("(") ? "/:\(name)" : "(/:\(name))"
        }
      }
      if Bool.random(using: &generator), !pattern.hasSuffix(")") { pattern += "/*" }
      routes.append(try Route("route\(n)", pattern: pattern))
    }
    let router = try Router(schemes: ["shop"], routes: routes)
    for route in routes {
      for sample in 0..<2 {
        var values: [String: String] = [:]
        for name in route.pattern.parameterNames {
          values[name] =
            name == "*"
            ? ["", "p/q"][sample]
            : route.pattern.parameterType(name) == .int
              ? "\(sample * 10 + names.firstIndex(of: name)!)" : "\(name)\(sample)"
        }
        let url = try router.urlString(for: route.name, parameters: values)
        let match = try #require(router.match(url), "\(url)")
        #expect(match.name == route.name, "\(url)")
        #expect(match.parameters.dictionary == values, "\(url) of \(route)")
      }
    }
  }
}
