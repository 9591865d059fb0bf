import DeepLinkingTesting
import Foundation
import Testing

@testable import DeepLinking

/// Each part of the delivery pipeline, alone.
@Suite struct DeliveryPartsTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  func link(_ url: String, at seconds: Double = 0, id: String? = nil, scene: String? = nil)
    -> IncomingLink
  {
    IncomingLink(
      url: url, door: .customScheme, state: .foreground,
      receivedAt: Self.start.addingTimeInterval(seconds), notificationID: id, scene: scene)
  }

  // MARK: - LinkHandling

  /// A handler's answer is equal to `.declined` whatever reason the pipeline gave it (a typed
  /// handler's decline names the field that failed), and never to `.handled`.
  @Test func aDeclineIsADeclineWhateverItsReason() {
    let withReason = LinkHandling(handled: false, reason: "the parameters do not decode")
    #expect(withReason == .declined)
    #expect(withReason != .handled)
    #expect(Set([withReason, .declined, .handled]).count == 2)
  }

  // MARK: - LinkDoor

  /// A push tapped and a push's action button are push doors; no other door is.
  @Test func aDoorIsAPushOnlyWhenANotificationBroughtTheLink() {
    let doors: [LinkDoor] = [
      .pushTap, .pushAction("VIEW_CART"), .customScheme, .universalLink, .inApp, .shortcut,
    ]
    #expect(doors.map(\.isPush) == [true, true, false, false, false, false])
  }

  // MARK: - DuplicateFilter

  @Test func theDuplicateFilterDropsTheSameURLWithinItsWindowOnly() {
    var filter = DuplicateFilter(window: 5)
    let at = { Self.start.addingTimeInterval($0) }
    let first = filter.isDuplicate(link("shop://a"), at: at(0))
    let again = filter.isDuplicate(link("shop://a"), at: at(5))  // at the edge: still inside
    let other = filter.isDuplicate(link("shop://b"), at: at(5))
    let later = filter.isDuplicate(link("shop://a"), at: at(10.5))  // the window has passed
    #expect([first, again, other, later] == [false, true, false, false])
    // Text that looks the same in another Unicode form is another link: routes compare it as
    // written, so it may open another route, or none.
    let composed = filter.isDuplicate(link("shop://tag/caf\u{E9}"), at: at(11))
    let decomposed = filter.isDuplicate(link("shop://tag/cafe\u{301}"), at: at(11))
    let composedAgain = filter.isDuplicate(link("shop://tag/caf\u{E9}"), at: at(12))
    #expect([composed, decomposed, composedAgain] == [false, false, true])
  }

  @Test func theDuplicateFilterDropsANotificationSeenBeforeWhateverItsURL() {
    var filter = DuplicateFilter(window: 0)
    let now = Self.start
    let first = filter.isDuplicate(link("shop://a", id: "n1"), at: now)
    let again = filter.isDuplicate(link("shop://b", id: "n1"), at: now.addingTimeInterval(3600))
    // It remembers the last 64 notifications.
    for index in 0..<64 {
      _ = filter.isDuplicate(link("shop://x\(index)", id: "m\(index)"), at: now)
    }
    let forgotten = filter.isDuplicate(link("shop://c", id: "n1"), at: now.addingTimeInterval(7200))
    #expect([first, again, forgotten] == [false, true, false])
  }

  // MARK: - LinkInbox

  func pending(_ url: String, at seconds: Double) -> PendingLink {
    PendingLink(link: link(url, at: seconds), candidates: [], nextCandidate: 0)
  }

  @Test func theInboxKeepsArrivalOrderAndWritesEveryChange() throws {
    let store = InMemoryLinkStore()
    var inbox = LinkInbox(store: store)
    var gaveWay: [PendingLink] = []
    try inbox.add(pending("shop://b", at: 2), gaveWay: &gaveWay)
    try inbox.add(pending("shop://a", at: 1), gaveWay: &gaveWay)
    // Same time: after the one already there.
    try inbox.add(pending("shop://c", at: 2), gaveWay: &gaveWay)
    #expect(inbox.links.map(\.link.url) == ["shop://a", "shop://b", "shop://c"])
    #expect(
      try LinkStoreFormat.decode(try #require(try store.load())).map(\.link.url) == [
        "shop://a", "shop://b", "shop://c",
      ])
    try inbox.remove(inbox.links[1].id)
    #expect(
      try LinkStoreFormat.decode(try #require(try store.load())).map(\.link.url) == [
        "shop://a", "shop://c",
      ])
    var expired: [PendingLink] = []
    try inbox.removeExpired(
      now: Self.start.addingTimeInterval(61.5), timeToLive: 60, into: &expired)
    #expect(expired.map(\.link.url) == ["shop://a"])
    #expect(
      try LinkStoreFormat.decode(try #require(try store.load())).map(\.link.url) == ["shop://c"])
    var superseded: [PendingLink] = []
    try inbox.removeOldest(into: &superseded)
    #expect(superseded.map(\.link.url) == ["shop://c"])
    #expect(try LinkStoreFormat.decode(try #require(try store.load())).isEmpty)
  }

  @Test func theInboxReportsAStoreThatCannotBeWritten() throws {
    var inbox = LinkInbox(store: DeliveryPromiseTests.FailingStore())
    var gaveWay: [PendingLink] = []
    #expect(throws: DeliveryPromiseTests.FailingStore.Full.self) {
      try inbox.add(pending("shop://a", at: 0), gaveWay: &gaveWay)
    }
    #expect(inbox.links.count == 1, "the link is kept in memory")
  }

  // MARK: - DeliveryGate

  @Test func theGateOpensForAnActiveSceneWithTheRoutesConditions() throws {
    let route = try Route("orders", pattern: "/orders", requires: ["signedIn"])
    var gate = DeliveryGate(explicitReadiness: false)
    #expect(gate.unmet(link("shop://orders"), requires: route.requires) == "ready")
    #expect(gate.appState == .notRunning)
    gate.setAll(.active)
    #expect(gate.appState == .foreground)
    #expect(gate.unmet(link("shop://orders"), requires: route.requires) == "signedIn")
    gate.setCondition("signedIn", met: true)
    #expect(gate.unmet(link("shop://orders"), requires: route.requires) == nil)
    gate.setAll(.background)
    #expect(gate.unmet(link("shop://orders"), requires: route.requires) == "ready")
    #expect(gate.appState == .background)
  }

  @Test func explicitReadinessWaitsForTheUI() throws {
    let route = try Route("cart", pattern: "/cart")
    var gate = DeliveryGate(explicitReadiness: true)
    gate.setAll(.active)
    #expect(gate.unmet(link("shop://cart"), requires: route.requires) == "ready")
    gate.uiReady = true
    #expect(gate.unmet(link("shop://cart"), requires: route.requires) == nil)
  }

  @Test func aLinkGoesToItsSceneOrElseTheSceneActivatedLast() {
    var gate = DeliveryGate(explicitReadiness: false)
    gate.connect("a")
    gate.connect("b")
    gate.set(.active, of: "b")
    gate.set(.active, of: "a")
    #expect(gate.scene(for: link("shop://x", scene: "b")) == "b")
    #expect(gate.scene(for: link("shop://x")) == "a")
    gate.set(.background, of: "b")
    #expect(gate.scene(for: link("shop://x", scene: "b")) == nil, "it waits for its own scene")
    gate.disconnect("b")
    #expect(gate.scene(for: link("shop://x", scene: "b")) == "a", "its scene is gone")
  }

  // MARK: - OutboundPolicy

  @Test func theOutboundPolicyAllowsOnlyListedSchemesAndPages() throws {
    let policy = OutboundPolicy(
      externalSchemes: ["tel"], webAllowlist: ["help.example.com"], quotesPages: true)
    #expect(policy.externalRefusal(scheme: "tel") == nil)
    #expect(
      policy.externalRefusal(scheme: "otherapp")
        == "the scheme 'otherapp' is not allowed to open outside the app")
    let router = try makeRouter(["web": "/web"])
    let route = try Route("web", pattern: "/web", webPageParameter: "url")
    let routerWithPage = try Router(origins: router.origins, routes: [route])
    func verdict(_ page: String) throws -> OutboundPolicy.WebPage {
      let encoded = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? page
      return policy.webPage(of: try #require(routerWithPage.match("shop://web?url=\(encoded)")))
    }
    func refusal(_ page: String) throws -> String? {
      guard case .refused(let reason) = try verdict(page) else { return nil }
      return reason
    }
    #expect(try refusal("https://help.example.com/a") == nil)
    #expect(try refusal("https://help.example.com:443/a") == nil)
    #expect(try refusal("http://help.example.com/a") == "the web page's scheme 'http' is not https")
    #expect(
      try refusal("https://evil.example.com/")
        == "the web page's host 'evil.example.com' is not on the web allowlist")
    #expect(
      try refusal("https://help.example.com:8443/")
        == "the web page names port 8443; only https's default port 443 is allowed")
    // The page handed over is the text checked: spaces around it are gone from both.
    #expect(
      try verdict(" https://help.example.com/a ")
        == .allowed(URL(string: "https://help.example.com/a")!))
    #expect(
      try verdict("https://help.example.com/a")
        == .allowed(URL(string: "https://help.example.com/a")!))
    // Under a `*.` entry the link writes the leftmost labels: only letters, digits and hyphens.
    // The reason quotes the host, a hidden character in it (U+200B, U+202E) percent-encoded.
    let wildcard = OutboundPolicy(
      externalSchemes: [], webAllowlist: ["*.example.com"], quotesPages: true)
    for (host, quoted) in [
      ("evil.com%2F", "evil.com%2f"), ("evil.com\u{FF0F}", "evil.com\u{FF0F}"),
      ("evil.com%40x", "evil.com%40x"), ("a%", "a%"), ("\u{200B}a", "%E2%80%8Ba"),
      ("a\u{202E}b", "a%E2%80%AEb"), ("\u{E9}", "\u{E9}"), ("*", "*"),
    ] {
      let page = "https://\(host).example.com/"
      let encoded = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? page
      let match = try #require(routerWithPage.match("shop://web?url=\(encoded)"))
      #expect(
        wildcard.webPage(of: match)
          == .refused("the web page's host '\(quoted).example.com' is not a valid domain name"))
    }
    let sub = try #require(
      routerWithPage.match("shop://web?url=https%3A%2F%2Fa-1.b.example.com%2F"))
    #expect(wildcard.webPage(of: sub) == .allowed(URL(string: "https://a-1.b.example.com/")!))
    let other = try #require(routerWithPage.match("shop://web?url=https%3A%2F%2Fa.example.org%2F"))
    #expect(
      wildcard.webPage(of: other)
        == .refused("the web page's host 'a.example.org' is not on the web allowlist"))
    #expect(try verdict("https://evil.example.com/") != .none)
    // A route without a page has none; a web-page route without its parameter is refused.
    #expect(policy.webPage(of: try #require(router.match("shop://web"))) == .none)
    #expect(
      policy.webPage(of: try #require(routerWithPage.match("shop://web")))
        == .refused("the web page parameter 'url' is missing"))
  }

  // MARK: - LinkDispatcher

  /// A destination is a value: equal when its screen, its match and its page are.
  @Test func destinationsAreEqualExactlyWhenEveryFieldIs() throws {
    let router = try makeRouter(["product": "/product/:id"])
    let one = try #require(router.match("shop://product/1"))
    let two = try #require(router.match("shop://product/2"))
    let destination = Destination(name: "product", match: one, webPage: nil)
    let same = Destination(name: "product", match: one, webPage: nil)
    #expect(destination == same && Set([destination, same]).count == 1)
    let others = [
      Destination(name: "reviews", match: one, webPage: nil),
      Destination(name: "product", match: two, webPage: nil),
      Destination(name: "product", match: one, webPage: URL(string: "https://shop.example.com")),
    ]
    for other in others { #expect(other != destination, "\(other)") }
    // Printed (in logs, test failures) as a struct of its fields, not of its storage.
    let printed = String(describing: destination)
    #expect(printed.hasPrefix(#"Destination(name: "product", match: "#))
    #expect(printed.hasSuffix(", webPage: nil)"))
  }

  /// The test kit's navigator records what it shows, in order, fails when told (once with
  /// `nextBehaviour`), and forgets what it showed on `reset()`.
  @MainActor
  @Test func aRecordingNavigatorRecordsFailsAndForgets() async throws {
    let router = try makeRouter(["product": "/product/:id"])
    let match = try #require(router.match("shop://product/1"))
    let navigator = RecordingNavigator()
    try await navigator.show(Destination(name: "a", match: match, webPage: nil))
    navigator.nextBehaviour = .fail
    await #expect(throws: RecordingNavigator.Failure.self) {
      try await navigator.show(Destination(name: "b", match: match, webPage: nil))
    }
    try await navigator.show(Destination(name: "c", match: match, webPage: nil))
    #expect(navigator.shown.map(\.name) == ["a", "c"])
    navigator.reset()
    #expect(navigator.shown.isEmpty)
  }

  @MainActor
  @Test func theDispatcherPrefersTheHandlerThenTheScenesNavigator() async throws {
    let router = try makeRouter(["cart": "/cart", "product": "/product/:id"])
    let dispatcher = LinkDispatcher(navigationTimeout: 1, sleep: { _ in })
    let general = RecordingNavigator()
    let left = RecordingNavigator()
    dispatcher.navigator = general
    dispatcher.sceneNavigators["left"] = left
    dispatcher.handlers["cart"] = { _ in .declined }
    let cart = try #require(router.match("shop://cart"))
    let product = try #require(router.match("shop://product/1"))
    let plan = [Destination(name: "product", match: product, webPage: nil)]
    guard case .declined(nil) = await dispatcher.attempt(cart, plan: [], scene: nil) else {
      Issue.record("a declining handler declines")
      return
    }
    guard
      case .delivered(["product"]) = await dispatcher.attempt(product, plan: plan, scene: "left")
    else {
      Issue.record("the scene's navigator shows it")
      return
    }
    #expect(left.shown.map(\.name) == ["product"])
    #expect(general.shown.isEmpty)
    _ = await dispatcher.attempt(product, plan: plan, scene: "right")
    #expect(general.shown.map(\.name) == ["product"], "a scene without its own navigator")
  }

  @MainActor
  @Test func theDispatcherGivesUpOnANavigatorThatHangs() async throws {
    let router = try makeRouter(["product": "/product/:id"])
    let clock = ManualClock()
    let dispatcher = LinkDispatcher(navigationTimeout: 7, sleep: { clock.advance(by: $0) })
    let navigator = RecordingNavigator()
    navigator.behaviour = .hang
    dispatcher.navigator = navigator
    let product = try #require(router.match("shop://product/1"))
    let before = clock.now()
    let outcome = await dispatcher.attempt(
      product, plan: [Destination(name: "product", match: product, webPage: nil)], scene: nil)
    guard case .notShown(let reason) = outcome else {
      Issue.record("a hanging navigator is not shown")
      return
    }
    #expect(reason == "the navigator did not show 'product' within 7 seconds")
    #expect(clock.now().timeIntervalSince(before) == 7)
  }

  /// An infinite timeout starts no timer: a sleep that returns at once (as a simulated clock's
  /// can) does not give up on a navigator still at work.
  @MainActor
  @Test func anInfiniteTimeoutStartsNoTimer() async throws {
    let router = try makeRouter(["product": "/product/:id"])
    let dispatcher = LinkDispatcher(navigationTimeout: .infinity, sleep: { _ in })
    dispatcher.navigator = SlowNavigator()
    let product = try #require(router.match("shop://product/1"))
    let outcome = await dispatcher.attempt(
      product, plan: [Destination(name: "product", match: product, webPage: nil)], scene: nil)
    guard case .delivered(["product"]) = outcome else {
      Issue.record("the navigator is waited for: \(outcome)")
      return
    }
  }

  /// A time is written as a whole number where it is one, and as a number where it is too large
  /// for an `Int` (converting 1e19 trapped).
  @Test(arguments: [(7.0, "7"), (0.5, "0.5"), (-0.0, "0"), (1e19, "1e+19"), (-1e19, "-1e+19")])
  func timesAreWrittenWithoutATrap(seconds: TimeInterval, text: String) {
    #expect(LinkDispatcher.seconds(seconds) == text)
  }
}

/// Events carry URLs without query values, values of a fragment written as query items, or
/// user information, read by the URL reader.
@Suite struct RedactionTests {
  @Test(arguments: [
    ("shop://search?q=red&token=abc#top", "shop://search?q=redacted&token=redacted#top"),
    ("shop://search?flag&q=1", "shop://search?flag&q=redacted"),
    // The URL keeps its shape: an empty item stays where it was.
    ("shop://search?&q=1&&p=2&", "shop://search?&q=redacted&&p=redacted&"),
    ("shop://cart", "shop://cart"),
    ("https://shop.example.com/p?x=1#f?y=2", "https://shop.example.com/p?x=redacted#f?y=redacted"),
    ("shop://cb#access_token=abc&state=x&ok", "shop://cb#access_token=redacted&state=redacted&ok"),
    ("shop://chat#/room/42", "shop://chat#/room/42"),
    ("https://ann:secret@shop.example.com/p?x=1", "https://redacted@shop.example.com/p?x=redacted"),
    ("shop://ann@cart#a=1", "shop://redacted@cart#a=redacted"),
    ("not a url?secret=1", "<not a URL>"),
    ("", ""),
  ])
  func valuesAreRedacted(url: String, expected: String) {
    #expect(URLParts.redactingValues(url) == expected)
  }
}

/// A match keeps whether its route routes a link again; a match stored while it waited and read
/// back is equal to the match it was.
@Suite struct StoredLinkRouteTests {
  @Test func aStoredMatchOfALinkRouteReadsBackEqual() throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("go", pattern: "shop://go?id=:id(&next=<link:next>)"),
        Route("item", pattern: "shop://item/:id"),
      ])
    // The optional link is absent: the route itself is the match.
    let alone = try #require(router.match("shop://go?id=1"))
    #expect(alone.name == "go")
    // Present: the inner link's route is.
    #expect(router.match("shop://go?id=1&next=shop://item/2")?.name == "item")
    for match in [alone, try #require(router.match("shop://item/3"))] {
      let stored = StoredMatch(match)
      #expect(stored.match(url: match.url, in: router) == match)
    }
  }
}
