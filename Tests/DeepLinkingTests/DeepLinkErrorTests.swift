import DeepLinking
import Testing

/// An error is a value: equal when every field is, whatever object holds its fields.
@Suite struct DeepLinkErrorTests {
  /// The error of a route named `name` whose pattern is `pattern`.
  func error(_ name: String, _ pattern: String) throws -> DeepLinkError {
    try #require(throws: DeepLinkError.self) { try Route(name, pattern: pattern) }
  }

  @Test func errorsAreEqualExactlyWhenEveryFieldIs() throws {
    let first = try error("product", "/product/<int:id")
    let again = try error("product", "/product/<int:id")
    #expect(first == again)
    #expect(first.hashValue == again.hashValue)
    #expect(Set([first, again]).count == 1)
    // The same code and message, another route: the route a pattern belongs to is part of it.
    let otherRoute = try error("item", "/product/<int:id")
    #expect(otherRoute.message == first.message && otherRoute.position == first.position)
    #expect(otherRoute != first)
    // The same code, route and message, another position in another pattern.
    let otherPosition = try error("product", "/products/<int:id")
    #expect(otherPosition.message == first.message && otherPosition.route == first.route)
    #expect(otherPosition != first)
    #expect(Set([first, again, otherRoute, otherPosition]).count == 3)
  }

  @Test func anErrorDumpsItsFields() throws {
    var dumped = ""
    dump(try error("product", "/product/<int:id"), to: &dumped)
    #expect(dumped.contains("code: invalid pattern"))
    #expect(dumped.contains(#"position: Optional(10)"#))
    #expect(dumped.contains(#"route: Optional("product")"#))
    #expect(!dumped.contains("storage"))
  }

  @Test func aRouteNamesItsPatternsError() throws {
    let error = try error("product", "/product/<int:id")
    #expect(error.route == "product")
    #expect(error.input == "/product/<int:id")
    #expect(error.position == 10)
    #expect(error.code == .invalidPattern)
    #expect(
      error.description
        == "route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'")
  }
}

/// An app tells mistakes apart by their code (a foreign host opens in Safari, a malformed link
/// is logged): each kind of mistake gives its own code, and the code's name is the one its
/// documentation gives.
@MainActor
@Suite struct DeepLinkErrorCodeTests {
  /// The code of the error `body` throws, or `nil` when it throws none.
  func code(_ body: () throws -> Void) -> DeepLinkError.Code? {
    do {
      try body()
      return nil
    } catch {
      return (error as? DeepLinkError)?.code
    }
  }

  @Test func eachKindOfMistakeHasItsOwnCode() async throws {
    let product = try Route("product", pattern: "/product/<int:id>")
    let router = try Router(
      schemes: ["shop"], domains: ["shop.example.com"], routes: [product],
      limits: LinkLimits(maximumLength: 64))
    func resolved(_ url: String) -> DeepLinkError.Code? {
      if case .failure(let error) = router.resolve(url) { return error.code }
      return nil
    }
    struct Wide: Decodable { let id: Int8 }
    var negative = DeliveryConfiguration()
    negative.timeToLive = -1
    let pipeline = try DeepLinkPipeline(router: router)
    var unknownCondition: DeepLinkError.Code?
    do throws(DeepLinkError) {
      try await pipeline.setCondition("signedIn", met: true)
    } catch {
      unknownCondition = error.code
    }
    let codes: [(DeepLinkError.Code?, DeepLinkError.Code, String)] = [
      (code { _ = try Route("a", pattern: "/a/<int:id") }, .invalidPattern, "invalid pattern"),
      (code { _ = try Route("a", pattern: "/<float:x>") }, .unknownType, "unknown type"),
      (
        code { _ = try Route("a", pattern: "/:x/:x") }, .duplicatePlaceholder,
        "duplicate placeholder"
      ),
      (code { _ = try Route("a", pattern: "/*/a") }, .misplacedRemainder, "misplaced remainder"),
      (
        code { _ = try Router(schemes: ["shop"], routes: [product, product]) }, .duplicateName,
        "duplicate name"
      ),
      (
        code {
          _ = try Router(
            schemes: ["shop"], routes: [product, Route("item", pattern: "/product/<int:n>")])
        }, .ambiguous, "ambiguous routes"
      ),
      (code { _ = try Router(schemes: ["sh op"], routes: []) }, .invalidScheme, "invalid scheme"),
      (
        code { _ = try Router(schemes: [], domains: ["https://a.example"], routes: []) },
        .invalidDomain, "invalid domain"
      ),
      (
        code { _ = try Router(schemes: ["shop"], routes: [Route("a", pattern: "other://a")]) },
        .undeclaredOrigin, "undeclared origin"
      ),
      (code { _ = try Router(schemes: [], routes: []) }, .noOrigins, "no origins"),
      (
        code { try pipeline.handle("nowhere") { _ in .handled } }, .unknownRoute,
        "unknown route"
      ),
      (unknownCondition, .unknownCondition, "unknown condition"),
      (
        code {
          _ = try Router(schemes: ["shop"], routes: [], limits: LinkLimits(maximumLength: 0))
        },
        .invalidLimits, "invalid limits"
      ),
      (
        code { _ = try DeepLinkPipeline(router: router, configuration: negative) },
        .invalidConfiguration, "invalid configuration"
      ),
      (resolved("product/42"), .invalidURL, "invalid URL"),
      (resolved("shop://product/" + String(repeating: "4", count: 64)), .overLimit, "over limit"),
      (resolved("shop://product/../42"), .unsafeInput, "unsafe input"),
      (resolved("tel:+1"), .foreignScheme, "foreign scheme"),
      (resolved("https://other.example/product/42"), .foreignHost, "foreign host"),
      (resolved("http://shop.example.com/product/42"), .insecureScheme, "insecure scheme"),
      (
        resolved("https://shop.example.com:8443/product/42"), .unexpectedAuthority,
        "unexpected authority"
      ),
      (
        resolved("https://user@shop.example.com/product/42"), .unexpectedAuthority,
        "unexpected authority"
      ),
      (resolved("shop://cart"), .noRoute, "no route"),
      (
        code { _ = try router.match("shop://product/300")?.decode(Wide.self) }, .undecodable,
        "undecodable"
      ),
      (code { _ = try router.urlString(for: "cart") }, .unbuildable, "unbuildable"),
      (code { _ = try RouteManifest(json: "{") }, .invalidManifest, "invalid manifest"),
      (
        code { _ = try PushLinkReader().url(inJSON: #"{"link": 42}"#) }, .invalidPayload,
        "invalid payload"
      ),
    ]
    for (thrown, expected, name) in codes {
      #expect(thrown == expected, "\(name)")
      #expect(expected.description == name)
    }
    // Each of the 26 codes, one of them twice (a port, and user information).
    #expect(Set(codes.map(\.1)).count == 26 && codes.count == 27)
  }
}
