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
    #expect(throws: DeepLinkError.self) {
      try builder.add(contentsOf: [Route("help", pattern: "/help"), Route("cart", pattern: "/c")])
    }
    #expect(builder.build().routes.map(\.name) == ["cart"])
  }

  @Test func aHandlerForARouteThatDoesNotExistIsAnError() throws {
    let pipeline = DeepLinkPipeline(router: try exampleManifest().router)
    do {
      try pipeline.handle("prodcut") { _ in .handled }
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .unknownRoute)
      #expect(error.route == "prodcut")
      #expect(error.message.hasPrefix("no route is named 'prodcut' (the routes: "))
    }
    try pipeline.handle("product") { _ in .handled }
  }

  @Test func aTypedHandlerForAnotherManifestInstallsNothing() throws {
    struct Other: TypedDeepLink {
      static let routeNames = ["product", "missing"]
      init?(_ match: RouteMatch) { nil }
    }
    let pipeline = DeepLinkPipeline(router: try exampleManifest().router)
    #expect(throws: DeepLinkError.self) { try pipeline.handle(Other.self) { _ in .handled } }
  }

  @Test func aConditionNoRouteRequiresIsAnError() async throws {
    let pipeline = DeepLinkPipeline(router: try exampleManifest().router)
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
    await #expect(throws: DeepLinkError.self) { try await app.setCondition("beta", met: true) }
  }
}
