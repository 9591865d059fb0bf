import DeepLinking
import DeepLinkingTesting

/// A route table and a fixed sequence of URLs to match against it.
struct Workload {
  let name: String
  let patterns: [(name: String, pattern: String)]
  let urls: [String]

  func makeRouter() throws -> Router {
    try Router(
      schemes: ["shop"], domains: ["shop.example.com"],
      routes: patterns.map { try Route($0.name, pattern: $0.pattern) })
  }

  /// The table as a route manifest, for the command-line tool.
  var manifestJSON: String {
    let routes = patterns.map { #"{"name": "\#($0.name)", "pattern": "\#($0.pattern)"}"# }
    return
      #"{"schemes": ["shop"], "domains": ["shop.example.com"], "routes": [\#(routes.joined(separator: ",\n"))]}"#
  }
}

enum Workloads {
  static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

  static func token(_ generator: inout SeededGenerator, _ length: ClosedRange<Int> = 6...14)
    -> String
  {
    String(
      (0..<Int.random(in: length, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      })
  }

  static func uuid(_ generator: inout SeededGenerator) -> String {
    let hex = Array("0123456789ABCDEF")
    let groups = [8, 4, 4, 4, 12].map { count in
      String((0..<count).map { _ in hex.randomElement(using: &generator)! })
    }
    return groups.joined(separator: "-")
  }

  /// A value for a placeholder of `pattern`'s segment `segment`.
  static func value(for segment: Substring, _ generator: inout SeededGenerator) -> String {
    if segment.hasPrefix("<int:") {
      return String(Int.random(in: 1...9_999_999, using: &generator))
    }
    if segment.hasPrefix("<uuid:") { return uuid(&generator) }
    if segment == "*" || segment.hasPrefix("<path:") {
      return (0..<Int.random(in: 1...4, using: &generator)).map { _ in token(&generator, 3...8) }
        .joined(separator: "/")
    }
    return token(&generator)
  }

  /// A URL for `pattern` with random values, on a random origin.
  static func url(for pattern: String, query: String?, _ generator: inout SeededGenerator) -> String
  {
    let path = pattern.split(separator: "/").map { segment -> String in
      segment.hasPrefix(":") || segment.hasPrefix("<") || segment == "*"
        ? value(for: segment, &generator) : String(segment)
    }.joined(separator: "/")
    let origin = Bool.random(using: &generator) ? "shop://" : "https://shop.example.com/"
    return origin + path + (query.map { "?" + $0 } ?? "")
  }

  /// W1: 50 routes of a shopping app; 80% hits, 20% misses.
  static func shop(count: Int, seed: UInt64 = 42) -> Workload {
    let literal = [
      "/settings/privacy", "/settings/notifications", "/settings/account", "/settings", "/cart",
      "/checkout", "/wishlist", "/orders", "/help", "/about", "/contact", "/deals/today",
      "/deals/week", "/account/addresses", "/account/payment", "/gift-cards", "/stores",
    ]
    let placeholders = [
      "/product/<int:id>", "/product/<int:id>/reviews", "/product/<int:id>/reviews/<int:rid>",
      "/product/<int:id>/questions", "/category/:slug", "/category/:slug/:sub",
      "/category/:slug/:sub/:leaf", "/brand/:brand", "/brand/:brand/products", "/user/:uid",
      "/user/:uid/orders", "/user/:uid/orders/:oid", "/user/:uid/orders/:oid/items/:iid",
      "/user/:uid/reviews", "/user/:uid/wishlist", "/store/:sid", "/store/:sid/events/:eid",
      "/order/<int:oid>/track", "/order/<int:oid>/return", "/collection/:cid",
      "/collection/:cid/item/:iid", "/article/:slug", "/video/<uuid:vid>", "/coupon/:code",
      "/referral/:token", "/event/:eid/tickets/<int:n>", "/list/:lid/share/:token",
      "/compare/:a/:b",
    ]
    let withQuery = ["/search", "/filter", "/promo", "/track"]
    let remainders = ["/files/*", "/docs/<path:page>"]
    let all = literal + placeholders + withQuery + remainders
    let patterns = all.enumerated().map { (name: "r\($0.offset)", pattern: $0.element) }
    var generator = SeededGenerator(seed: seed)
    var hits: [String] = []
    for pattern in all {
      for _ in 0..<24 {
        var query: String?
        if withQuery.contains(pattern) {
          query =
            "q=\(token(&generator))%20\(token(&generator, 3...6))&page=\(Int.random(in: 1...20, using: &generator))&sort=price%2Bdesc"
        } else if Int.random(in: 0..<4, using: &generator) == 0 {
          query = "ref=push"
        }
        hits.append(url(for: pattern, query: query, &generator))
      }
    }
    var misses: [String] = []
    for _ in 0..<200 {
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: misses.append("shop://unknown/\(token(&generator))")
      case 1: misses.append("https://shop.example.com/user")
      case 2:
        misses.append(
          "shop://product/\(Int.random(in: 1...999, using: &generator))/reviews/2/extra/more")
      case 3: misses.append("other://product/\(Int.random(in: 1...999, using: &generator))")
      default: misses.append("shop://product/\(token(&generator))")
      }
    }
    return Workload(
      name: "W1", patterns: patterns,
      urls: sequence(hits: hits, misses: misses, count: count, &generator))
  }

  /// W2: `size` generated routes in groups of four; 80% hits, 20% misses.
  static func generated(size: Int, count: Int, seed: UInt64 = 7) -> Workload {
    var patterns: [(name: String, pattern: String)] = []
    patterns.reserveCapacity(size)
    var section = 0
    while patterns.count < size {
      let forms = [
        "/section\(section)/item/:id", "/section\(section)/list",
        "/section\(section)/item/:id/comments/:cid", "/section\(section)/settings/:key",
      ]
      for form in forms where patterns.count < size {
        patterns.append((name: "r\(patterns.count)", pattern: form))
      }
      section += 1
    }
    var generator = SeededGenerator(seed: seed)
    var hits: [String] = []
    var misses: [String] = []
    for _ in 0..<2_000 {
      let pattern = patterns.randomElement(using: &generator)!.pattern
      hits.append(url(for: pattern, query: nil, &generator))
      let n = Int.random(in: 0..<max(1, section), using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: misses.append("shop://section\(n)/unknown/\(token(&generator))")
      case 1: misses.append("shop://nosuch\(n)/item/1")
      default: misses.append("https://shop.example.com/section\(n)/item/1/comments")
      }
    }
    return Workload(
      name: "W2", patterns: patterns,
      urls: sequence(hits: hits, misses: misses, count: count, &generator))
  }

  static func sequence(
    hits: [String], misses: [String], count: Int, _ generator: inout SeededGenerator
  ) -> [String] {
    (0..<count).map { _ in
      Int.random(in: 0..<10, using: &generator) < 8
        ? hits.randomElement(using: &generator)! : misses.randomElement(using: &generator)!
    }
  }
}
