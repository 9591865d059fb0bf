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
