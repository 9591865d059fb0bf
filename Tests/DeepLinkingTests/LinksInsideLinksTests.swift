import DeepLinking
import DeepLinkingTesting
import Testing

/// `<url:name>` carries a web URL as a value; `<link:name>` is a link the app routes again,
/// never one it does not own.
@Suite struct LinksInsideLinksTests {
  static let router = Result {
    try makeRouter(
      [
        "deep-link": "/deep-link?url=<link:target>",
        // Would take the outer URL too: a refused inner link must not fall through to it.
        "deep-link-any": "/deep-link",
        "newTab": "/settings/newTab",
        "open": "/open?url=<url:page>",
        "product": "/product/<int:id>",
        "fragment": "/jump#<link:to>",
      ], schemes: ["browser"], domains: ["shop.example.com"])
  }

  typealias Case = ResolutionCase

  @Test(arguments: [
    // A path is resolved against the outer link's scheme, or its host for a domain.
    Case(url: "browser://deep-link?url=/settings/newTab", route: "newTab", via: ["deep-link"]),
    Case(url: "browser://deep-link?url=%2Fsettings%2FnewTab", route: "newTab", via: ["deep-link"]),
    Case(
      url: "https://shop.example.com/deep-link?url=/product/4", route: "product",
      via: ["deep-link"], parameters: ["id": "4"]),
    Case(
      url: "browser://deep-link?url=https%3A%2F%2Fshop.example.com%2Fproduct%2F5",
      route: "product", via: ["deep-link"], parameters: ["id": "5"]),
    Case(
      url: "browser://jump#%2Fproduct%2F6", route: "product", via: ["fragment"],
      parameters: ["id": "6"]
    ),
    // Two levels: outer, inner, innermost.
    Case(
      url: "browser://deep-link?url=browser://deep-link%3Furl%3D%2Fproduct%2F1", route: "product",
      via: ["deep-link", "deep-link"], parameters: ["id": "1"]),
    // Not the app's: the whole link is refused, with no fall-through to `deep-link-any`.
    Case(
      url: "browser://deep-link?url=evil://x", route: nil,
      reason:
        "'evil://x' names a scheme or host the app does not own; refused, as following it would be an open redirect"
    ),
    Case(
      url: "browser://deep-link?url=https://evil.example/x", route: nil,
      reason:
        "'https://evil.example/x' names a scheme or host the app does not own; refused, as following it would be an open redirect"
    ),
    Case(
      url: "browser://deep-link?url=javascript:alert(1)", route: nil,
      reason:
        "'javascript:alert(1)' names a scheme or host the app does not own; refused, as following it would be an open redirect"
    ),
    // An inner link no route matches leaves the outer link unmatched, naming the inner link.
    Case(
      url: "browser://deep-link?url=/nowhere", route: nil,
      reason:
        "'browser://nowhere' matches no route (no route matches; closest is 'newTab' (/settings/newTab): segment 1 'nowhere' is not 'settings')"
    ),
    // Three levels is one too many.
    Case(
      url:
        "browser://deep-link?url=browser://deep-link%3Furl%3Dbrowser%253A%252F%252Fdeep-link%253Furl%253D%25252Fproduct%25252F1",
      route: nil, reason: "links are followed 2 deep at most; '/product/1' is deeper"),
    // Not a link at all: the route does not match, and the next candidate takes the URL.
    Case(url: "browser://deep-link?url=hello", route: "deep-link-any"),
    Case(url: "browser://deep-link?url=//evil.example/x", route: "deep-link-any"),
    Case(
      url: "browser://open?url=https://example.org/a?b=1", route: "open",
      parameters: ["page": "https://example.org/a?b=1"]),
    Case(
      url: "browser://open?url=javascript:alert(1)", route: nil,
      reason: "the query item 'url' is 'javascript:alert(1)', not a url"),
    Case(
      url: "browser://open?url=//evil.example", route: nil,
      reason: "the query item 'url' is '//evil.example', not a url"),
    Case(
      url: "browser://open?url=file:///etc/passwd", route: nil,
      reason: "the query item 'url' is 'file:///etc/passwd', not a url"),
    Case(
      url: "browser://open?url=data:text/html,hi", route: nil,
      reason: "the query item 'url' is 'data:text/html,hi', not a url"),
  ])
  func followsOnlyTheAppsOwnLinks(_ test: Case) throws {
    let router = try Self.router.get()
    switch expectResolution(test, router) {
    case .success:
      #expect(router.match(test.url)?.name == test.route)
    case .failure(let error):
      #expect(router.match(test.url) == nil)
      #expect(router.matches(test.url).allSatisfy { $0.name != "deep-link-any" })
      #expect(!error.isExternal, "the outer link is the app's: never opened outside")
    }
  }

  /// A link carried inside a link is at most 8,192 bytes: a `<url:>` or `<link:>` value of
  /// that length is taken, one byte more is not (it is no value of that type).
  @Test func aLinkInsideALinkIsAtMost8KB() throws {
    let router = try Self.router.get()
    func inner(_ prefix: String, bytes: Int) -> String {
      prefix + String(repeating: "a", count: bytes - prefix.utf8.count)
    }
    let page = "https://help.example.com/"
    #expect(router.match("browser://open?url=" + inner(page, bytes: 8_192))?.name == "open")
    #expect(router.match("browser://open?url=" + inner(page, bytes: 8_193)) == nil)
    let link = "browser://product/1?pad="
    #expect(router.match("browser://deep-link?url=" + inner(link, bytes: 8_192))?.name == "product")
    // Longer, it is no link: the route that does not ask for one takes the outer link.
    #expect(
      router.match("browser://deep-link?url=" + inner(link, bytes: 8_193))?.name
        == "deep-link-any")
  }

  @Test func aPatternRoutesOneLinkAgain() {
    let two = #expect(throws: DeepLinkError.self) {
      try RoutePatternProbe.parse("/a?x=<link:x>&y=<link:y>")
    }
    #expect(
      two?.description
        == "route 'probe': pattern '/a?x=<link:x>&y=<link:y>': position 15: a pattern routes one <link:> again, not 2"
    )
    let part = #expect(throws: DeepLinkError.self) { try RoutePatternProbe.parse("/x<url:u>") }
    #expect(
      part?.description
        == "route 'probe': pattern '/x<url:u>': position 4: <url:> takes a whole segment, not a part of one"
    )
    #expect(throws: Never.self) { try RoutePatternProbe.parse("/open/<url:page>") }
  }

  /// The builder makes no wrapper link the router would refuse to follow: another app's link,
  /// one no route takes, one nested too deep. The refusal is the router's own.
  @Test func aWrapperIsBuiltOnlyAroundALinkTheRouterFollows() throws {
    let router = try Self.router.get()
    let own = try router.urlString(for: "deep-link", parameters: ["target": "/product/7"])
    #expect(own == "browser://deep-link?url=/product/7")
    #expect(router.match(own)?.name == "product")
    for (target, reason) in [
      (
        "https://evil.example/x",
        "'https://evil.example/x' names a scheme or host the app does not own; refused, as following it would be an open redirect"
      ),
      (
        "/nothing/here",
        "'browser://nothing/here' matches no route (no route matches; closest is 'newTab' (/settings/newTab): segment 1 'nothing' is not 'settings')"
      ),
      (
        "browser://deep-link?url=browser://deep-link?url=browser://deep-link?url=/product/1",
        "links are followed 2 deep at most; 'browser://deep-link?url=/product/1' is deeper"
      ),
    ] {
      let error = try #require(throws: DeepLinkError.self, "\(target)") {
        try router.urlString(for: "deep-link", parameters: ["target": target])
      }
      #expect(error.message == "the link in 'target' of route 'deep-link': \(reason)")
    }
  }
}

/// Parses a pattern through the public API: a route of it.
enum RoutePatternProbe {
  static func parse(_ pattern: String) throws {
    _ = try Route("probe", pattern: pattern)
  }
}

/// A link inside a link is delivered in place of the outer one, with the inner route's
/// conditions and the outer route's: neither a public wrapper nor a signed-in one opens a
/// screen early.
@MainActor
@Suite struct LinksInsideLinksDeliveryTests {
  /// A public wrapper route and a signed-in route it can carry.
  static func wrapperRouter() throws -> Router {
    try Router(
      schemes: ["shop"],
      routes: [
        Route("deep-link", pattern: "/deep-link?url=<link:target>"),
        Route("orders", pattern: "/user/:uid/orders", requires: ["signedIn"]),
      ])
  }

  @Test func theInnerRouteIsDeliveredWithItsOwnConditions() async throws {
    let router = try Self.wrapperRouter()
    let app = LifecycleSimulator(router: router, style: .scenes)
    try await app.launch(url: "shop://deep-link?url=/user/u1/orders")
    var via: [[String]] = []
    try app.pipeline?.handle("orders") { match in
      via.append(match.via)
      return .handled
    }
    try await app.becomeActive()
    #expect(via.isEmpty, "waits for sign-in, as the inner route requires")
    try await app.setCondition("signedIn", met: true)
    #expect(via == [["deep-link"]])
    try await app.openURL("shop://deep-link?url=evil://steal")
    #expect(app.events.last?.kind == .unmatched)
  }

  /// A link inside a link that waits across a relaunch comes back as it was: the inner link,
  /// with its parameters and the route it came through, not the outer URL.
  @Test func aWaitingLinkInsideALinkSurvivesARelaunch() async throws {
    let router = try Self.wrapperRouter()
    let app = LifecycleSimulator(router: router, style: .scenes)
    try await app.launch(url: "shop://deep-link?url=shop://user/u1/orders")
    try await app.becomeActive()
    #expect(app.events.last?.waitingFor == "signedIn")
    app.terminate()
    try await app.launch()
    try await app.becomeActive()
    try await app.setCondition("signedIn", met: true)
    let shown = try #require(app.navigator.shown.first?.match)
    #expect(shown.url == "shop://user/u1/orders")
    #expect(shown.via == ["deep-link"])
    #expect(shown.parameters["uid"] == "u1")
  }

  /// The wrapper's own conditions hold too: a link through a route that requires sign-in
  /// waits for it, even when the inner route requires nothing; then for the inner route's.
  @Test func theOuterRoutesConditionsHoldToo() async throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("account-link", pattern: "/account/open?next=<link:next>", requires: ["signedIn"]),
        Route("product", pattern: "/product/:id"),
        Route("beta", pattern: "/beta/:id", requires: ["beta"]),
      ])
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = true
    let app = LifecycleSimulator(router: router, style: .scenes, configuration: configuration)
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://account/open?next=/product/1")
    app.advance(by: 10)
    try await app.openURL("shop://account/open?next=/beta/2")
    #expect(app.navigator.shown.isEmpty)
    #expect(
      app.events.filter { $0.kind == .waiting }.compactMap(\.waitingFor) == [
        "signedIn", "signedIn",
      ])
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.map(\.name) == ["product"])
    #expect(app.events.last?.waitingFor == "beta")
    try await app.setCondition("beta", met: true)
    #expect(app.navigator.shown.map(\.name) == ["product", "beta"])
  }
}
