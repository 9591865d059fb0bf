import DeepLinking
import Testing

/// What a match promises about its route: it outlives the router, two matches are equal when
/// their routes and values are (whichever router made them), and printing shows the route.
@Suite struct RouteMatchTests {
  static func router(_ name: String) throws -> Router {
    try Router(schemes: ["shop"], routes: [Route(name, pattern: "/product/<int:id>")])
  }

  @Test func aMatchKeepsItsRouteWhenItsRouterIsGone() throws {
    // The router is a temporary: only the match holds on to what it matched.
    let match = try #require(try Self.router("product").match("shop://product/42"))
    #expect(match.route == (try Route("product", pattern: "/product/<int:id>")))
    #expect(match.route.patternText == "/product/<int:id>")
    #expect(match.name == "product")
  }

  /// A match says where its link points: the custom scheme, or the universal link's host,
  /// lowercased, and not the other.
  @Test func aMatchSaysWhereItsLinkPoints() throws {
    let router = try Router(
      schemes: ["shop"], domains: ["shop.example.com"],
      routes: [Route("product", pattern: "/product/<int:id>")])
    let custom = try #require(router.match("SHOP://product/42")).origin
    #expect(custom == .customScheme("Shop"))
    #expect(custom.scheme == "shop" && custom.host == nil && !custom.isUniversalLink)
    #expect(custom.description == "custom scheme 'shop'")
    let web = try #require(router.match("https://Shop.Example.com/product/42")).origin
    #expect(web == .universalLink(host: "SHOP.example.com"))
    #expect(web.host == "shop.example.com" && web.scheme == nil && web.isUniversalLink)
    #expect(web.description == "universal link on 'shop.example.com'")
  }

  @Test func matchesThatDifferOnlyInTheirRouteAreUnequal() throws {
    let a = try #require(try Self.router("a").match("shop://product/42"))
    let b = try #require(try Self.router("b").match("shop://product/42"))
    #expect(a.parameters == b.parameters && a.url == b.url && a.origin == b.origin)
    #expect(a != b)
    #expect(Set([a, b]).count == 2)
  }

  @Test func matchesOfEqualRoutesFromTwoRoutersAreEqual() throws {
    let first = try #require(try Self.router("product").match("shop://product/42"))
    let second = try #require(try Self.router("product").match("shop://product/42"))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    let other = try #require(try Self.router("product").match("shop://product/43"))
    #expect(first != other)
  }

  @Test func printingAMatchShowsItsRouteAndFields() throws {
    let match = try #require(try Self.router("product").match("shop://product/42?ref=push"))
    let text = String(describing: match)
    #expect(text.hasPrefix("RouteMatch(route: product (/product/<int:id>)"))
    for field in ["parameters:", "query:", "fragment:", "url:", "origin:", "via:"] {
      #expect(text.contains(field), "\(field) is missing from \(text)")
    }
    #expect(!text.contains("RouteIndex"))
  }
}
