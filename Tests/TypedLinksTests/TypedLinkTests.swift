import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// What a generated link type has beside ``TypedDeepLink``'s requirements.
protocol GeneratedLink: TypedDeepLink, Equatable {
  var routeName: String { get }
  func url(in router: Router, origin: LinkOrigin?) throws(DeepLinkError) -> URL
}
extension ShopLink: GeneratedLink {}
extension NamesLink: GeneratedLink {}
extension StaticLink: GeneratedLink {}

/// The type generated from the example manifest (`ShopLink.swift`, the golden file, compiled
/// here): the round-trip law over every route, the typed handler, and the generator's output
/// equal to the file.
@Suite struct TypedLinkTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let manifestPath = root.appendingPathComponent("Examples/Shop/deeplinks.json").path
  static let namesManifestPath = root.appendingPathComponent(
    "Tests/TypedLinksTests/Fixtures/names.json"
  ).path
  static let staticManifestPath = root.appendingPathComponent(
    "Tests/TypedLinksTests/Fixtures/static.json"
  ).path
  static let emptyManifestPath = root.appendingPathComponent(
    "Tests/TypedLinksTests/Fixtures/empty.json"
  ).path

  static func router() throws -> Router { try RouteManifest(contentsOf: manifestPath).router }

  /// A value of `type` for a placeholder, from `random`; strings with characters a URL must
  /// escape.
  static func value(_ type: ParameterType?, _ random: inout SeededGenerator) -> String {
    switch type?.description {
    case "int": String(Int.random(in: -1_000_000...1_000_000, using: &random))
    case "double": String(Double(Int.random(in: -5000...5000, using: &random)) / 8)
    case "bool": Bool.random(using: &random) ? "true" : "false"
    case "uuid": UUID().uuidString
    case "url": "https://example.org/\(Int.random(in: 0...99, using: &random))?q=a%20b"
    case "path":
      (0..<Int.random(in: 1...3, using: &random)).map { _ in value(nil, &random) }
        .joined(separator: "/")
    default:
      String(
        (0..<Int.random(in: 1...8, using: &random)).map { _ in
          "abcXYZ09 -_.~%&+é".randomElement(using: &random)!
        })
    }
  }

  /// For every route and generated values: the link read from the route's URL builds a URL
  /// that the router matches back to the same link, on every origin.
  @Test func everyLinkRoundTripsThroughItsURL() throws {
    try Self.roundTrip(
      ShopLink.self, manifest: Self.manifestPath,
      origins: [nil, .customScheme("shop"), .universalLink(host: "shop.example.com")])
  }

  /// The same for a type whose routes and parameters take the names the generated code uses
  /// itself (`self`, `match`, `values`, `init`, `routeName`, `url`, `origin`, ...): this file
  /// compiles, and every link still round-trips.
  @Test func namesTheGeneratedCodeUsesItselfRoundTrip() throws {
    try Self.roundTrip(
      NamesLink.self, manifest: Self.namesManifestPath,
      origins: [nil, .customScheme("names"), .universalLink(host: "names.example.com")])
  }

  /// A manifest whose routes have no parameter, and one with no route yet (an app that
  /// applies the plugin before it has links), give types that compile without a warning
  /// (`StaticLink.swift`, `EmptyLink.swift`, compiled here with warnings as errors in CI):
  /// the first had a dictionary `var` it never wrote, the second an empty array literal of no
  /// type, which did not compile.
  @Test func manifestsWithoutParametersOrRoutesGiveTypesThatCompile() throws {
    try Self.roundTrip(
      StaticLink.self, manifest: Self.staticManifestPath,
      origins: [nil, .customScheme("plain"), .universalLink(host: "plain.example.com")])
    #expect(StaticLink.cart.parameters.isEmpty)
    #expect(EmptyLink.routeNames.isEmpty)
  }

  static func roundTrip<Link: GeneratedLink>(
    _ type: Link.Type, manifest path: String, origins: [LinkOrigin?]
  ) throws {
    let manifest = try RouteManifest(contentsOf: path)
    let router = manifest.router
    var random = SeededGenerator(seed: 18)
    #expect(Link.routeNames == manifest.routes.map(\.name))
    var checked = 0
    for route in router.routes {
      for _ in 0..<40 {
        var values: [String: String] = [:]
        for name in route.pattern.parameterNames
        where !route.pattern.isOptional(name) || Bool.random(using: &random) {
          values[name] =
            name == route.pattern.hostLabelName
            ? ["en", "fr", "x-1"].randomElement(using: &random)!
            : Self.value(route.pattern.parameterType(name), &random)
        }
        // A value that is a dot segment cannot be in a link: building it is an error.
        if values.values.contains(where: {
          $0.split(separator: "/").contains { $0 == "." || $0 == ".." }
        }) {
          let error = #expect(throws: DeepLinkError.self) {
            try router.urlString(for: route.name, parameters: values)
          }
          #expect(error?.code == .unbuildable)
          #expect(
            error?.message.hasSuffix("no link may hold a '.' or '..' segment") == true
              || error?.message.hasSuffix("segment: no link may hold one") == true, "\(values)")
          continue
        }
        let url = try router.urlString(for: route.name, parameters: values)
        let match = try #require(router.match(url), "\(url)")
        let link = try #require(Link(match), "\(route.name): \(url)")
        #expect(link.routeName == route.name)
        for origin in origins where route.pattern.host == nil || origin == nil {
          let again = try #require(router.match(link.url(in: router, origin: origin)))
          #expect(Link(again) == link, "\(link) through \(again.url)")
        }
        checked += 1
      }
    }
    #expect(checked > router.routes.count * 35)
  }

  @Test func aMatchOfAnotherRouteOrAValueThatDoesNotConvertIsNoLink() throws {
    let router = try Self.router()
    #expect(ShopLink(try #require(router.match("shop://product/42"))) == .product(id: 42))
    #expect(
      ShopLink(try #require(router.match("shop://product/42/reviews")))
        == .productReviews(id: 42, page: nil))
    #expect(ShopLink(try #require(router.match("shop://deeplink"))) == .screens(rest: ""))
    let other = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("elsewhere", pattern: "/x")])
    #expect(ShopLink(try #require(other.match("shop://x"))) == nil)
  }

  /// One handler for every route; the compiler checks the `switch` is complete.
  @MainActor
  @Test func oneTypedHandlerTakesEveryRoute() async throws {
    let pipeline = try DeepLinkPipeline(router: try Self.router())
    var seen: [ShopLink] = []
    try pipeline.handle(ShopLink.self) { link in
      switch link {
      case .home, .cart, .checkout, .privacy, .album, .clothes, .web: break
      case .product, .productReviews, .category, .search, .orders, .settings, .promo: break
      case .track, .help, .screens, .call, .faq, .compare: break
      }
      seen.append(link)
      return .handled
    }
    try await pipeline.setCondition("signedIn", met: true)
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://user/u1/orders/9", door: .customScheme)
    await pipeline.receive("https://shop.example.com/help/returns/how-to", door: .universalLink)
    #expect(seen == [.orders(uid: "u1", oid: "9"), .help(article: "returns/how-to")])
  }

  /// A case carries what the pattern names: the example's `web` route reads its page from a
  /// query item its pattern does not name, so its case has no page, and the link that case
  /// builds is one the app refuses (named in the pattern, the page is in the case:
  /// `GenerateCommandTests.aPageThePatternNamesIsInTheCase`).
  @MainActor
  @Test func aPageThePatternDoesNotNameIsNotInTheCase() async throws {
    let router = try Self.router()
    #expect(try ShopLink.web.url(in: router, origin: nil).absoluteString == "shop://web")
    let pipeline = try DeepLinkPipeline(router: router)
    var events: [DeepLinkEvent] = []
    pipeline.observer = { events.append($0) }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://web", door: .customScheme)
    #expect(events.map(\.kind) == [.received, .refused])
    #expect(events.last?.reason == "the web page parameter 'url' is missing")
  }

  /// A typed handler may take the match too, for what a case does not carry: the query items
  /// a pattern does not name, and the fragment.
  @MainActor
  @Test func aTypedHandlerCanReadTheMatchTheLinkCameFrom() async throws {
    let pipeline = try DeepLinkPipeline(router: try Self.router())
    var seen: [String] = []
    try pipeline.handle(ShopLink.self) { link, match in
      if case .search(let scope) = link {
        seen.append("\(scope ?? "-") q=\(match.query["q"] ?? "") sort=\(match.query["sort"] ?? "")")
      } else {
        seen.append("\(link.routeName) #\(match.fragment ?? "")")
      }
      return .handled
    }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://search/sale?q=red+shoes&sort=price", door: .customScheme)
    await pipeline.receive("shop://faq#returns", door: .customScheme)
    #expect(seen == ["sale q=red shoes sort=price", "faq #returns"])
    // A handler for a type generated from another manifest is refused, installing nothing.
    let other = try DeepLinkPipeline(
      router: try Router(
        origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")]))
    #expect(throws: DeepLinkError.self) {
      try other.handle(ShopLink.self) { _, _ in .handled }
    }
    // Not even the routes named before the one the router lacks (the last) get a handler.
    let full = try Self.router()
    let partial = try DeepLinkPipeline(
      router: try Router(
        origins: full.origins, routes: full.routes.filter { $0.name != "compare" }))
    var ran: [String] = []
    let refusal = #expect(throws: DeepLinkError.self) {
      try partial.handle(ShopLink.self) { link, _ in
        ran.append(link.routeName)
        return .handled
      }
    }
    #expect(refusal?.code == .unknownRoute)
    #expect(refusal?.route == "compare")
    await partial.appDidBecomeActive()
    await partial.receive("shop://cart", door: .customScheme)
    #expect(ran.isEmpty)
  }

  /// The generator's output is each compiled file, byte for byte (reviewed by hand once: see
  /// the commit).
  @Test(arguments: [
    (manifestPath, "ShopLink"), (namesManifestPath, "NamesLink"),
    (staticManifestPath, "StaticLink"), (emptyManifestPath, "EmptyLink"),
  ])
  func theGeneratorWritesTheCompiledFile(_ manifest: String, _ type: String) throws {
    let golden = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/TypedLinksTests/\(type).swift"),
      encoding: .utf8)
    let process = Process()
    process.executableURL = Self.root.appendingPathComponent(".build/debug/deeplink")
    let binary = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(
      "deeplink")
    if FileManager.default.isExecutableFile(atPath: binary.path) { process.executableURL = binary }
    process.arguments = [
      "generate", "swift", "--manifest", manifest, "--type", type,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == golden)
  }
}
