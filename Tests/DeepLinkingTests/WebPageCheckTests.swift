import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// A web-page route's page is checked whenever the route is about to be tried, not only when the
/// link arrives: a web view never loads a page off the allowlist, however the link reached the
/// route.
@MainActor
@Suite struct WebPageCheckTests {
  let hostile = "https%3A%2F%2Fevil.example%2F"
  let allowed = "https%3A%2F%2Fhelp.example.com%2Ffaq"

  func app(_ routes: [Route], allowlist: [String] = ["help.example.com"]) throws
    -> LifecycleSimulator
  {
    let router = try Router(schemes: ["shop"], domains: [], routes: routes)
    var configuration = DeliveryConfiguration()
    configuration.webAllowlist = allowlist
    // Reasons name the host refused (see EventRedactionTests for them redacted).
    configuration.revealsQueryValues = true
    return LifecycleSimulator(router: router, configuration: configuration)
  }

  /// An app whose one route, `/web`, loads its `url` and requires `signedIn`, launched and
  /// active, after opening that route's link with `page` (signed out).
  func signedInWebPageOpened(_ page: String) async throws -> LifecycleSimulator {
    let app = try app([
      Route("web", pattern: "/web", requires: ["signedIn"], webPageParameter: "url")
    ])
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://web?url=\(page)")
    return app
  }

  /// Terminates `app`, launches it again (with `allowlist`, if given) and signs in.
  func relaunchAndSignIn(_ app: LifecycleSimulator, allowlist: [String]? = nil) async throws {
    app.terminate()
    if let allowlist { app.configuration.webAllowlist = allowlist }
    try await app.launch()
    try await app.becomeActive()
    try await app.setCondition("signedIn", met: true)
  }

  func refusals(_ app: LifecycleSimulator) -> [String] {
    app.events.filter { $0.kind == .refused }.compactMap(\.reason)
  }

  /// The best route declines, and the next is a web-page route: its page is checked too.
  @Test func aPageReachedAfterADecliningRouteIsChecked() async throws {
    let app = try app([
      Route("article", pattern: "/page/:slug", priority: 1),
      Route("web", pattern: "/page/:slug", webPageParameter: "url"),
    ])
    app.configure = { pipeline in try? pipeline.handle("article") { _ in .declined } }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://page/x?url=\(hostile)")
    app.advance(by: 10)
    try await app.openURL("shop://page/y?url=\(allowed)")
    #expect(
      app.navigator.shown.map { $0.webPage?.absoluteString } == ["https://help.example.com/faq"])
    #expect(refusals(app) == ["the web page's host 'evil.example' is not on the web allowlist"])
  }

  /// A link whose page is refused does not wait for its route's conditions: it is refused when
  /// it arrives, and nothing of it is kept.
  @Test func aRefusedPageIsNotKeptWaiting() async throws {
    let app = try await signedInWebPageOpened(hostile)
    #expect(app.events.map(\.kind) == [.received, .refused])
    try await relaunchAndSignIn(app)
    #expect(app.navigator.shown.isEmpty)
    #expect(app.events.map(\.kind) == [.received, .refused])
  }

  /// A link kept waiting from an earlier run is checked against this run's allowlist: a host
  /// the app no longer trusts is not loaded.
  @Test func aWaitingLinkIsCheckedAgainstTheAllowlistOfTheRunThatDeliversIt() async throws {
    let app = try await signedInWebPageOpened(allowed)
    #expect(app.events.last?.kind == .waiting)
    try await relaunchAndSignIn(app, allowlist: ["docs.example.com"])
    #expect(app.navigator.shown.isEmpty)
    #expect(
      refusals(app) == ["the web page's host 'help.example.com' is not on the web allowlist"])
  }

  /// An allowlist entry that is no domain name, or a wildcard over a top-level domain, allows
  /// nothing: the other entries still do.
  @Test func anAllowlistEntryThatIsNoAppsDomainAllowsNothing() async throws {
    let app = try app(
      [Route("web", pattern: "/web", webPageParameter: "url")],
      allowlist: ["*.example", "*.com", "*.co.uk", "help.example.com/faq", "help.example.com"])
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://web?url=\(hostile)")
    app.advance(by: 10)
    try await app.openURL("shop://web?url=https%3A%2F%2Fshop.evil.com%2F")
    app.advance(by: 10)
    try await app.openURL("shop://web?url=https%3A%2F%2Fevil.co.uk%2F")
    app.advance(by: 10)
    try await app.openURL("shop://web?url=\(allowed)")
    #expect(
      app.navigator.shown.map { $0.webPage?.absoluteString } == ["https://help.example.com/faq"])
    #expect(
      refusals(app) == [
        "the web page's host 'evil.example' is not on the web allowlist",
        "the web page's host 'shop.evil.com' is not on the web allowlist",
        "the web page's host 'evil.co.uk' is not on the web allowlist",
      ])
  }

  /// `destinations(for:)`, which an app may call on any match, gives a page only once checked.
  @Test func destinationsCarryOnlyACheckedPage() throws {
    let router = try Router(
      schemes: ["shop"], domains: [],
      routes: [Route("web", pattern: "/web", webPageParameter: "url")])
    var configuration = DeliveryConfiguration()
    configuration.webAllowlist = ["help.example.com"]
    let pipeline = try DeepLinkPipeline(router: router, configuration: configuration)
    let good = try #require(router.match("shop://web?url=\(allowed)"))
    let bad = try #require(router.match("shop://web?url=\(hostile)"))
    #expect(
      pipeline.destinations(for: good).map { $0.webPage?.absoluteString }
        == ["https://help.example.com/faq"])
    #expect(pipeline.destinations(for: bad).isEmpty)
  }
}
