import DeepLinking
import DeepLinkingTesting
import Testing

/// A router is built once, from routes checked as they are added; names given to the pipeline
/// later are checked against it.
@MainActor
@Suite struct RouterBuildingTests {
  @Test func aBuilderFilledFromSeveralModulesBuildsOneTable() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("cart", pattern: "/cart"))
    try builder.add(contentsOf: [Route("product", pattern: "/product/<int:id>")])
    let router = builder.build()
    #expect(router.match("shop://cart")?.name == "cart")
    #expect(router.match("shop://product/4")?.name == "product")
    #expect(Set(router.routes.map(\.name)) == ["cart", "product"])
  }

  /// A router made without saying otherwise (by the initializer, the builder or a manifest)
  /// takes only `https` links on its domains and compares path literals with case; told
  /// otherwise, it takes `http` links and folds case.
  @Test func saidNothingARouterTakesHTTPSAndComparesWithCase() throws {
    let routes = [try Route("cart", pattern: "/cart")]
    var builder = try Router.Builder(schemes: ["shop"], domains: ["shop.example.com"])
    try builder.add(contentsOf: routes)
    let manifest = try RouteManifest(
      json: #"{"domains": ["shop.example.com"], "routes": [{"name": "cart", "pattern": "/cart"}]}"#)
    let defaults = [
      try Router(schemes: ["shop"], domains: ["shop.example.com"], routes: routes),
      builder.build(), manifest.router,
    ]
    for router in defaults {
      #expect(router.match("https://shop.example.com/cart")?.name == "cart")
      #expect(router.match("http://shop.example.com/cart") == nil)
      #expect(router.match("https://shop.example.com/CART") == nil)
    }
    var told = try Router.Builder(
      schemes: ["shop"], domains: ["shop.example.com"], allowsHTTP: true, caseSensitive: false)
    try told.add(contentsOf: routes)
    let toldManifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "allowHTTP": true, "caseSensitive": false,
         "routes": [{"name": "cart", "pattern": "/cart"}]}
        """#)
    let toldOtherwise = [
      try Router(
        schemes: ["shop"], domains: ["shop.example.com"], allowsHTTP: true, caseSensitive: false,
        routes: routes),
      told.build(), toldManifest.router,
    ]
    for router in toldOtherwise {
      #expect(router.match("http://shop.example.com/CART")?.name == "cart")
    }
  }

  /// A name is shown in messages, events, the catalogue and generated Swift: a line break or
  /// an invisible character in it is refused, named with the character made visible.
  @Test(arguments: [
    ("a\nb", "a%0Ab"), ("a\u{0}", "a%00"), ("\u{7F}", "%7F"), ("a\u{202E}b", "a%E2%80%AEb"),
    ("a\u{200B}", "a%E2%80%8B"), ("a\u{2028}", "a%E2%80%A8"),
  ])
  func aNameHoldingAHiddenCharacterIsRefused(_ name: String, _ shown: String) throws {
    let route = try Route(name, pattern: "/a")
    #expect {
      try Router(schemes: ["shop"], routes: [route])
    } throws: { error in
      let error = try #require(error as? DeepLinkError)
      return error.code == .invalidPattern
        && error.message
          == "a route's name may not hold a control or invisible character: '\(shown)'"
        && !error.description.unicodeScalars.contains { ShownText.isHidden($0) }
    }
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    #expect(throws: DeepLinkError.self) { try builder.add(route) }
    #expect(builder.build().routes.isEmpty)
  }

  /// A name written decomposed (`e` and a combining accent) looks the same as the precomposed
  /// one, and a handler's name takes either: two such routes would share a handler. It is
  /// refused, shown escaped; the precomposed name, and any other script in NFC, is taken.
  @Test func aNameWrittenDecomposedIsRefused() throws {
    let error = #expect(throws: DeepLinkError.self) {
      try Router(
        schemes: ["shop"],
        routes: [Route("caf\u{E9}", pattern: "/a"), Route("cafe\u{301}", pattern: "/b")])
    }
    #expect(
      error?.message
        == "a route's name must be written precomposed (NFC), as links write text: 'cafe%CC%81' is not"
    )
    let router = try Router(
      schemes: ["shop"],
      routes: [Route("caf\u{E9}", pattern: "/a"), Route("\u{915}\u{93F}", pattern: "/b")])
    #expect(router.routes.map(\.name) == ["caf\u{E9}", "\u{915}\u{93F}"])
  }

  /// A condition's name, unlike a route's, is taken in either Unicode form: conditions compare
  /// as Swift strings do, so the precomposed name the app reports meets the decomposed one the
  /// route requires, and the link is delivered.
  @MainActor @Test func aConditionWrittenDecomposedIsMetByItsPrecomposedName() async throws {
    let router = try Router(
      schemes: ["shop"], routes: [Route("a", pattern: "/a", requires: ["v\u{E9}rifie\u{301}"])])
    let pipeline = try DeepLinkPipeline(router: router)
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://a", door: .customScheme)
    #expect(navigator.shown.isEmpty)
    try await pipeline.setCondition("v\u{E9}rifi\u{E9}", met: true)
    #expect(navigator.shown.map(\.name) == ["a"])
  }

  /// A name with spaces around it is one no handler names: refused, as a condition's is.
  @Test(arguments: [" cart", "cart ", " "])
  func aNameWithSpacesAroundItIsRefused(_ name: String) throws {
    let route = try Route(name, pattern: "/a")
    let error = #expect(throws: DeepLinkError.self) {
      try Router(schemes: ["shop"], routes: [route])
    }
    #expect(error?.message == "a route's name may not have spaces around it: '\(name)'")
    #expect(
      try Router(schemes: ["shop"], routes: [Route("my cart", pattern: "/a")]).routes.count == 1)
  }

  @Test func namesOutsideASCIIThatHideNothingAreKept() throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [Route("café-ü", pattern: "/a"), Route("say \"hi\" \\o/", pattern: "/b")])
    #expect(router.routes.map(\.name) == ["café-ü", "say \"hi\" \\o/"])
  }

  @Test func aRouteKeepsEachOptionGivenAlone() throws {
    // A route keeps its options with defaults apart from its pattern: each one given alone,
    // with every other at its default, must still be there.
    #expect(try Route("a", pattern: "/a", priority: 3).priority == 3)
    #expect(
      try Route("a", pattern: "/a", opensAsUniversalLink: false).opensAsUniversalLink == false)
    #expect(try Route("a", pattern: "/a", requires: ["signedIn"]).requires == ["signedIn"])
    #expect(try Route("a", pattern: "/a/*", chain: ["b"]).chain == ["b"])
    #expect(try Route("a", pattern: "/:u", webPageParameter: "u").webPageParameter == "u")
    #expect(try Route("a", pattern: "/a", summary: "A").summary == "A")
    #expect(try Route("a", pattern: "/a", example: "shop://a").example == "shop://a")
    let plain = try Route("a", pattern: "/a")
    #expect(String(describing: plain) == "a (/a)")
    #expect(plain.priority == 0 && plain.opensAsUniversalLink && plain.requires.isEmpty)
    #expect(plain.chain.isEmpty && plain.webPageParameter == nil && plain.summary == nil)
  }

  /// Routes are values: equal when their name, pattern and every option are, and a router's
  /// copy of a route (kept without its parsed forms) equals the route it was given.
  @Test func routesAreEqualExactlyWhenEveryFieldIs() throws {
    let route = try Route("a", pattern: "/a/:id", requires: ["signedIn"])
    #expect(try Route("a", pattern: "/a/:id", requires: ["signedIn"]) == route)
    let others = try [
      Route("b", pattern: "/a/:id", requires: ["signedIn"]),
      Route("a", pattern: "/a/<int:id>", requires: ["signedIn"]),
      Route("a", pattern: "/a/:id"),
      Route("a", pattern: "/a/:id", priority: 1, requires: ["signedIn"]),
      Route("a", pattern: "/a/:id", requires: ["signedIn"], example: "shop://a/1"),
    ]
    for other in others { #expect(other != route, "\(other)") }
    let router = try Router(schemes: ["shop"], routes: [route])
    #expect(router.route(named: "a") == route)
  }

  @Test func everyRouteOfALargeTableIsFoundByNameAndBuildsItsOwnLinks() throws {
    // Registered in an order unlike the table's precedence order (higher priorities first),
    // so a lookup that mixed the two orders would find another route.
    let routes = try (0..<2_000).map { n in
      try Route("r\(n)", pattern: "/s\(n % 50)/\(n)/:id", priority: n % 7)
    }
    let router = try Router(schemes: ["shop"], routes: routes)
    for route in routes {
      #expect(router.route(named: route.name) == route)
      let url = try router.urlString(for: route.name, parameters: ["id": 9])
      #expect(router.match(url)?.name == route.name, "\(url)")
    }
    #expect(router.route(named: "r2000") == nil)
  }

  /// A table of `Router.routesIndexedWhileChecked` routes or more is checked on one thread
  /// while it is indexed on another: every problem is still found, wherever it stands, and
  /// named as a builder filled one route at a time names it; a good table matches as that
  /// builder's router does.
  @Test func aLargeTableIsCheckedAndBuiltAsABuilderFilledOneRouteAtATime() throws {
    let size = Router.routesIndexedWhileChecked + 10
    let table = try (0..<size).map { n in
      try Route("r\(n)", pattern: "/s\(n % 50)/\(n)/:id", priority: n % 3)
    }
    let limits = LinkLimits(maximumSegments: 4)
    func oneAtATime(_ routes: [Route]) throws(DeepLinkError) -> Router {
      var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]), limits: limits)
      for route in routes { try builder.add(route) }
      return builder.build()
    }
    let bad = [
      try Route("r5", pattern: "/other"),  // a name taken
      try Route("twin", pattern: "/s7/7/:x", priority: 1),  // the same URLs as r7
      try Route("web", pattern: "https://elsewhere.example/a"),  // an origin not owned
      try Route("a\u{202E}b", pattern: "/hidden"),  // a hidden character in the name
      try Route("deep", pattern: "/a/b/c/d/e"),  // more segments than the limits allow
    ]
    for route in bad {
      for place in [0, size / 2, size] {
        var routes = table
        routes.insert(route, at: place)
        let expected = #expect(throws: DeepLinkError.self) { try oneAtATime(routes) }
        let found = #expect(throws: DeepLinkError.self) {
          try Router(schemes: ["shop"], routes: routes, limits: limits)
        }
        #expect(found != nil && found == expected, "\(route) at \(place)")
      }
    }
    let router = try Router(schemes: ["shop"], routes: table, limits: limits)
    let reference = try oneAtATime(table)
    let sameRoutes = router.routes == reference.routes
    #expect(sameRoutes, "the routes, or their precedence order, differ")
    for n in [0, 1, 7, size / 2, size - 1] {
      for url in ["shop://s\(n % 50)/\(n)/9", "shop://s\(n % 50)/\(n)", "shop://s\(n)/x/9"] {
        #expect(router.match(url)?.name == reference.match(url)?.name, "\(url)")
        #expect(router.match(url)?.parameters == reference.match(url)?.parameters, "\(url)")
      }
      #expect(router.match("shop://s\(n % 50)/\(n)/9")?.name == "r\(n)")
    }
  }

  @Test func aRouterBuiltFromAnotherRoutersRoutesMatchesAndBuildsAsItDoes() throws {
    let first = try Router(
      schemes: ["shop"],
      routes: [
        Route("orders", pattern: "/user/:uid/orders(/:oid)"),
        Route("user", pattern: "/u/user_<id>"),
        Route("files", pattern: "/files/*"),
      ])
    // Rebuilt with one more route from the routes the first router keeps.
    let second = try Router(
      schemes: ["shop"], routes: first.routes + [Route("cart", pattern: "/cart")])
    for url in [
      "shop://user/7/orders", "shop://user/7/orders/9", "shop://u/user_ann", "shop://files/a/b",
    ] {
      #expect(second.match(url)?.name == first.match(url)?.name, "\(url)")
      #expect(second.match(url)?.parameters == first.match(url)?.parameters, "\(url)")
    }
    #expect(second.match("shop://cart")?.name == "cart")
    #expect(
      try second.urlString(for: "orders", parameters: ["uid": 7, "oid": 9])
        == first.urlString(for: "orders", parameters: ["uid": 7, "oid": 9]))
    // Its checks still see the routes' forms: one form of `orders` again is ambiguous.
    let twin = try Route("twin", pattern: "/user/:x/orders")
    #expect {
      try Router(schemes: ["shop"], routes: first.routes + [twin])
    } throws: { error in
      (error as? DeepLinkError)?.code == .ambiguous
    }
  }

  /// Limits no link could be read under are refused wherever a router is made, naming the
  /// limit: a router made with them would match nothing and blame each link for being too long.
  @Test(arguments: [
    (LinkLimits(maximumLength: -1), "limits.maximumLength: must be at least 1, not -1"),
    (LinkLimits(maximumLength: 0), "limits.maximumLength: must be at least 1, not 0"),
    (LinkLimits(maximumSegments: -5), "limits.maximumSegments: must be at least 0, not -5"),
    (LinkLimits(maximumQueryItems: -1), "limits.maximumQueryItems: must be at least 0, not -1"),
  ])
  func limitsNoLinkCouldBeReadUnderAreRefused(_ limits: LinkLimits, _ expected: String) throws {
    let large = try (0..<Router.routesIndexedWhileChecked).map {
      try Route("r\($0)", pattern: "/\($0)")
    }
    let errors = [
      #expect(throws: DeepLinkError.self) {
        try Router(schemes: ["shop"], routes: [], limits: limits)
      },
      #expect(throws: DeepLinkError.self) {
        try Router(schemes: ["shop"], routes: large, limits: limits)
      },
      #expect(throws: DeepLinkError.self) { try Router.Builder(schemes: ["shop"], limits: limits) },
      #expect(throws: DeepLinkError.self) {
        try RouteManifest(json: #"{"schemes": ["shop"], "routes": []}"#, limits: limits)
      },
    ]
    for error in errors {
      #expect(error?.code == .invalidLimits)
      #expect(error.map(String.init(describing:)) == expected)
    }
  }

  /// The least limits are kept: a one-byte length, and no segments or query items at all.
  @Test func theLeastLimitsAreKept() throws {
    let router = try Router(
      schemes: ["shop"], routes: [Route("home", pattern: "/")],
      limits: LinkLimits(maximumLength: 1, maximumSegments: 0, maximumQueryItems: 0))
    #expect(router.resolve("shop://").failure?.code == .overLimit)
    let roomy = try Router(
      schemes: ["shop"], routes: [Route("home", pattern: "/")],
      limits: LinkLimits(maximumLength: 7, maximumSegments: 0, maximumQueryItems: 0))
    #expect(roomy.match("shop://")?.route.name == "home")
    #expect(roomy.resolve("shop://a").failure?.code == .overLimit)
  }

  @Test func aBuiltRouterDoesNotSeeRoutesAddedLater() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("cart", pattern: "/cart"))
    let first = builder.build()
    try builder.add(Route("help", pattern: "/help"))
    #expect(first.match("shop://help") == nil)
    #expect(builder.build().match("shop://help")?.name == "help")
  }

  @Test func aRejectedRouteLeavesTheBuilderAsItWas() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("cart", pattern: "/cart"))
    let error = #expect(throws: DeepLinkError.self) {
      try builder.add(contentsOf: [Route("help", pattern: "/help"), Route("cart", pattern: "/c")])
    }
    #expect(error?.code == .duplicateName)
    #expect(error?.route == "cart")
    #expect(builder.build().routes.map(\.name) == ["cart"])
  }

  @Test func aRejectedBatchLeavesNoNameOrPatternBehind() throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("cart", pattern: "/cart"))
    #expect(throws: DeepLinkError.self) {
      try builder.add(
        contentsOf: [
          Route("help", pattern: "/help"), Route("faq", pattern: "/faq/:topic"),
          Route("cart", pattern: "/c"),
        ])
    }
    // The batch's names and patterns are free again.
    try builder.add(contentsOf: [
      Route("help", pattern: "/help"), Route("faq", pattern: "/faq/:id"),
    ])
    #expect(builder.build().match("shop://faq/returns")?.name == "faq")
    // What was kept is still checked.
    #expect { try builder.add(Route("topic", pattern: "/faq/:other")) } throws: { error in
      (error as? DeepLinkError)?.code == .ambiguous
    }
    #expect { try builder.add(Route("cart", pattern: "/basket")) } throws: { error in
      (error as? DeepLinkError)?.code == .duplicateName
    }
    #expect(builder.build().routes.map(\.name).sorted() == ["cart", "faq", "help"])
  }

  @Test func aRejectedRouteWhoseShapeHashesAsAKeptOneLeavesTheKeptOneChecked() throws {
    // Paths are case-sensitive here, so `/items/Red` and `/items/red` are two shapes; the
    // checks hash both alike and tell them apart in full.
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("red", pattern: "/items/Red"))
    #expect(throws: DeepLinkError.self) {
      try builder.add(contentsOf: [
        Route("lower", pattern: "/items/red"), Route("red", pattern: "/r"),
      ])
    }
    #expect { try builder.add(Route("again", pattern: "/items/Red")) } throws: { error in
      (error as? DeepLinkError)?.code == .ambiguous
    }
    try builder.add(Route("lower", pattern: "/items/red"))
    let router = builder.build()
    #expect(router.match("shop://items/Red")?.name == "red")
    #expect(router.match("shop://items/red")?.name == "lower")
  }

  @Test func aHandlerForARouteThatDoesNotExistIsAnError() throws {
    let pipeline = try DeepLinkPipeline(router: try exampleManifest().router)
    do {
      try pipeline.handle("prodcut") { _ in .handled }
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unknownRoute)
      #expect(error.route == "prodcut")
      #expect(error.message.hasPrefix("no route is named 'prodcut' (the routes: "))
    }
    try pipeline.handle("product") { _ in .handled }
    // A handler taking decoded parameters too.
    struct Product: Decodable { let id: Int }
    let decoding = #expect(throws: DeepLinkError.self) {
      try pipeline.handle("prodcut", as: Product.self) { _, _ in .handled }
    }
    #expect(decoding?.code == .unknownRoute)
    #expect(decoding?.route == "prodcut")
  }

  @MainActor
  @Test func aTypedHandlerForAnotherManifestInstallsNothing() async throws {
    struct Other: TypedDeepLink {
      static let routeNames = ["product", "missing"]
      init?(_ match: RouteMatch) {}
    }
    let pipeline = try DeepLinkPipeline(router: try exampleManifest().router)
    var handled = 0
    let error = #expect(throws: DeepLinkError.self) {
      try pipeline.handle(Other.self) { _ in
        handled += 1
        return .handled
      }
    }
    #expect(error?.code == .unknownRoute)
    #expect(error?.route == "missing")
    // Not even for `product`, which the router has.
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://product/42", door: .customScheme)
    #expect(handled == 0)
  }

  /// A condition no app would report holds its links forever: refused when the route is made.
  @Test(arguments: [
    ("", ""), (" signedIn", " signedIn"), ("signedIn\n", "signedIn%0A"),
    ("signed\u{200B}In", "signed%E2%80%8BIn"),
  ])
  func aConditionNoAppWouldReportIsRefused(_ condition: String, _ shown: String) {
    let error = #expect(throws: DeepLinkError.self) {
      try Route("orders", pattern: "/orders", requires: ["signedIn", condition])
    }
    #expect(
      error?.message
        == "the condition '\(shown)' can never be reported: a condition's name is not empty, "
        + "has no spaces around it and no control or invisible character")
    #expect(error?.route == "orders")
  }

  @Test func aConditionNoRouteRequiresIsAnError() async throws {
    let pipeline = try DeepLinkPipeline(router: try exampleManifest().router)
    do {
      try await pipeline.setCondition("signedin", met: true)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unknownCondition)
      #expect(
        error.message
          == "no route requires the condition 'signedin' (the routes' conditions: signedIn)")
    }
    try await pipeline.setCondition("signedIn", met: true)
    let app = LifecycleSimulator(router: try exampleManifest().router)
    let unknown = await #expect(throws: DeepLinkError.self) {
      try await app.setCondition("beta", met: true)
    }
    #expect(unknown?.code == .unknownCondition)
    #expect(
      unknown?.message
        == "no route requires the condition 'beta' (the routes' conditions: signedIn)")
  }
}
