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
    app.configure = { pipeline in try pipeline.handle("article") { _ in .declined } }
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

  /// An allowlist entry that is no domain name, a wildcard over a top-level domain, a
  /// registry's suffix or a hosting service's (where anyone publishes a site), or a repeat, is refused when the pipeline is made, naming it: it would
  /// allow nothing (or take every host under the suffix) unseen, and a manifest refuses it.
  @Test(arguments: [
    (
      "*.com",
      "a wildcard over 'com' would take every host under a top-level domain; give the app's own domain under it, as in *.example.com"
    ),
    (
      "*.co.uk",
      "a wildcard over 'co.uk' would take every host a registry hands out under it; give the app's own domain under it, as in *.example.co.uk"
    ),
    (
      "*.netlify.app",
      "a wildcard over 'netlify.app' would take every site anyone publishes there; give the app's own host, as in example.netlify.app"
    ),
    ("help.example.com/faq", "the domain 'help.example.com/faq' has a path; give the host alone"),
    (
      "https://help.example.com",
      "the domain 'https://help.example.com' has a scheme or port; give the host alone"
    ),
    ("HELP.example.com", "'HELP.example.com' is listed twice (also configuration.webAllowlist[0])"),
  ])
  func anAllowlistEntryThatIsNoAppsDomainIsRefused(_ entry: String, _ message: String)
    async throws
  {
    let app = try app(
      [Route("web", pattern: "/web", webPageParameter: "url")],
      allowlist: ["help.example.com", entry])
    let error = await #expect(throws: DeepLinkError.self) { try await app.launch() }
    #expect(error?.code == .invalidDomain)
    #expect(error?.description == "configuration.webAllowlist[1]: " + message)
    #expect(!app.isRunning)
  }

  /// Of several wrong entries, the first is named (the one a reader fixes first).
  @Test func theFirstWrongAllowlistEntryIsNamed() async throws {
    let app = try app(
      [Route("web", pattern: "/web", webPageParameter: "url")],
      allowlist: ["help.example.com", "*.com", "https://help.example.org"])
    let error = await #expect(throws: DeepLinkError.self) { try await app.launch() }
    #expect(error?.location == "configuration.webAllowlist[1]")
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
