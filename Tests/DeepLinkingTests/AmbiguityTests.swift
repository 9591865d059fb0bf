import Testing

@testable import DeepLinking

/// Two routes are refused together exactly when they take the same URLs with the same
/// precedence. The table's checks hash each form's shape and compare two forms in full only
/// when their hashes are equal; so the comparison is tested here on its own as well as through
/// a router, since the hashes keep most differing pairs from ever reaching it.
@Suite struct AmbiguityTests {
  struct Pair: CustomTestStringConvertible, Sendable {
    let first: String
    let second: String
    var firstPriority = 0
    var caseSensitive = true
    let ambiguous: Bool
    var testDescription: String {
      "\(first) \(ambiguous ? "~" : "vs") \(second)\(caseSensitive ? "" : " (any case)")"
        + (firstPriority == 0 ? "" : " (priority \(firstPriority))")
    }
  }

  static let pairs: [Pair] = [
    Pair(first: "/a/:x", second: "/a/:y", ambiguous: true),
    Pair(first: "/a/:x", second: "/a/<int:x>", ambiguous: false),
    Pair(first: "/a/*", second: "/a/<path:p>", ambiguous: false),
    Pair(first: "/a/:x", second: "/a/:x", firstPriority: 1, ambiguous: false),
    Pair(first: "/a/B", second: "/a/b", ambiguous: false),
    Pair(first: "/a/B", second: "/a/b", caseSensitive: false, ambiguous: true),
    // The first segment is a custom scheme's host, which never has case.
    Pair(first: "/A/b", second: "/a/b", ambiguous: true),
    Pair(first: "shop://A/b", second: "shop://a/b", ambiguous: true),
    Pair(first: "shop://u<id>X", second: "shop://u<n>x", ambiguous: true),
    // A route limited to a web host reads its first segment from a path, with case.
    Pair(first: "https://wiki.example/A/b", second: "https://wiki.example/a/b", ambiguous: false),
    Pair(
      first: "https://wiki.example/A/b", second: "https://wiki.example/a/b", caseSensitive: false,
      ambiguous: true),
    Pair(first: "https://*.wiki.example/A", second: "https://*.wiki.example/a", ambiguous: false),
    Pair(
      first: "https://wiki.example/u<id>X", second: "https://wiki.example/u<n>x", ambiguous: false),
    Pair(first: "/u_<id>", second: "/u_<name>", ambiguous: true),
    Pair(first: "/u_<id>", second: "/u-<id>", ambiguous: false),
    Pair(first: "shop://a/:x", second: "/a/:x", ambiguous: false),
    Pair(
      first: "https://<lang>.wiki.example/a", second: "https://*.wiki.example/a",
      ambiguous: true),
    Pair(first: "https://wiki.example/a", second: "https://*.wiki.example/a", ambiguous: false),
    Pair(first: "/s?q=:q", second: "/s?q=:r", ambiguous: true),
    Pair(first: "/s?q=:q", second: "/s(?q=:q)", ambiguous: false),
    Pair(first: "/s?q=:q", second: "/s?q=<int:q>", ambiguous: false),
    Pair(first: "/s?q=a", second: "/s?q=b", ambiguous: false),
    Pair(first: "/s?q=a", second: "/s?q", ambiguous: false),
    // An untyped placeholder takes every value (the empty one too), as `name` alone does.
    Pair(first: "/s?q", second: "/s?q=:q", ambiguous: true),
    Pair(first: "/s?q=<string:q>", second: "/s?q", ambiguous: true),
    Pair(first: "/s(?q)", second: "/s(?q=:q)", ambiguous: true),
    Pair(first: "/s?q", second: "/s(?q=:q)", ambiguous: false),
    Pair(first: "/s?q", second: "/s?q=<int:q>", ambiguous: false),
    Pair(first: "/s?a&b=:b", second: "/s?a=:a&b", ambiguous: true),
    Pair(first: "/s?a=1&b=:b", second: "/s?b=:c&a=1", ambiguous: true),
    Pair(first: "/s?a=1&b=:b", second: "/s?a=1&c=:b", ambiguous: false),
    Pair(first: "/s?a=1", second: "/s?a=1&b=:b", ambiguous: false),
    Pair(first: "/s", second: "/s?q=:q", ambiguous: false),
    Pair(first: "/s?q=:q", second: "/s/:q", ambiguous: false),
    Pair(first: "/h#<s>", second: "/h#<t>", ambiguous: true),
    Pair(first: "/h#<s>", second: "/h(#<s>)", ambiguous: false),
    // An optional fragment takes the fragments of its forms with segments, in any order.
    Pair(first: "/h#(/:a)", second: "/h(#/:b)", ambiguous: true),
    Pair(first: "/h#(/:a)(/:b)", second: "/h(#/:c(/:d))", ambiguous: true),
    Pair(first: "/h#(/:a)", second: "/h#(/<int:a>)", ambiguous: false),
    Pair(first: "/h(#/:a)", second: "/h(#/:b(/:c))", ambiguous: false),
    Pair(first: "/h(#/:b(/:c))", second: "/h(#/:a)", ambiguous: false),
    Pair(first: "/h#a(/b)", second: "/h#a", ambiguous: false),
    Pair(first: "/h#/a/<s>", second: "/h#/b/<s>", ambiguous: false),
    Pair(first: "/h#/A/<s>", second: "/h#/a/<s>", ambiguous: false),
    Pair(first: "/h#/A/<s>", second: "/h#/a/<s>", caseSensitive: false, ambiguous: true),
  ]

  @Test(arguments: pairs)
  func formsCompareAsTheyTakeURLs(_ pair: Pair) throws {
    let origins = try RouterOrigins(
      schemes: ["shop"], domains: ["wiki.example", "*.wiki.example"],
      caseSensitive: pair.caseSensitive)
    let first = try Route("first", pattern: pair.first, priority: pair.firstPriority)
    let second = try Route("second", pattern: pair.second)
    let firstForm = first.pattern.variants[0].segments
    let secondForm = second.pattern.variants[0].segments
    #expect(
      RouteTableValidator.sameShape(
        firstForm, of: first, secondForm, of: second, origins: origins) == pair.ambiguous)
    if pair.ambiguous {
      // Forms that compare equal must hash equal, or the check would never compare them.
      #expect(
        RouteTableValidator.shapeHash(
          of: first.pattern.variants, 0, priority: first.priority, first.pattern)
          == RouteTableValidator.shapeHash(
            of: second.pattern.variants, 0, priority: second.priority, second.pattern))
    }
    // Through a router: the pair is refused, naming the first route, exactly when ambiguous.
    do {
      _ = try Router(origins: origins, routes: [first, second])
      #expect(!pair.ambiguous, "the pair was accepted")
    } catch {
      #expect(pair.ambiguous, "\(error)")
      #expect(error.code == .ambiguous)
    }
  }

  /// Two routes limited to a web host whose first segments differ only in case each take their
  /// own links in a table with case (they were refused as the same, as two custom-scheme routes'
  /// first segments, hosts, are).
  @Test func aWebRoutesFirstSegmentKeepsItsCase() throws {
    let router = try Router(
      schemes: ["shop"], domains: ["wiki.example", "*.wiki.example"],
      routes: [
        Route("upper", pattern: "https://wiki.example/A"),
        Route("lower", pattern: "https://wiki.example/a"),
        Route("upperLabel", pattern: "https://*.wiki.example/A"),
        Route("lowerLabel", pattern: "https://*.wiki.example/a"),
      ])
    #expect(router.match("https://wiki.example/A")?.name == "upper")
    #expect(router.match("https://wiki.example/a")?.name == "lower")
    #expect(router.match("https://en.wiki.example/A")?.name == "upperLabel")
    #expect(router.match("https://en.wiki.example/a")?.name == "lowerLabel")
  }
}
