import DeepLinking
import Testing

/// The README's complete example, run: each value its comments give is the value the code
/// gives. (Scripts/check-doc-samples.py compiles the block; this checks what it says.)
@Suite struct ReadmeExampleTests {
  struct ProductLink: Decodable, Equatable {
    let id: Int
    let ref: String?
  }

  @Test func theCompleteExampleGivesTheValuesItsCommentsSay() throws {
    let router = try Router(
      schemes: ["shop"], domains: ["shop.example.com"],
      routes: [
        Route("product", pattern: "/product/<int:id>"),
        Route("orders", pattern: "/user/:uid/orders(/:oid)", requires: ["signedIn"]),
        Route("help", pattern: "/help/<path:article>"),
      ])
    let match = try #require(router.match("https://shop.example.com/product/42?ref=push"))
    #expect(match.route.name == "product")
    #expect(match.parameters.value("id", as: Int.self) == 42)
    #expect(match.query["ref"] == "push")
    #expect(try match.decode(ProductLink.self) == ProductLink(id: 42, ref: "push"))

    let miss = try #require(router.resolve("shop://product/abc").failure)
    #expect(miss.route == "product")
    #expect(
      miss.message
        == "no route matches; closest is 'product' (/product/<int:id>): segment 2 'abc' is not an int"
    )

    #expect(
      try router.url(for: "orders", parameters: ["uid": "u1", "oid": 9]).absoluteString
        == "shop://user/u1/orders/9")
  }
}
