import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// The delivery promises an app relies on, each shown failing when broken (see the closing
/// note of the delivery issue for how each was broken on purpose).
@MainActor
@Suite struct DeliveryPromiseTests {
  static let accountRoutes = [
    ("specific", "/account/settings", [String]()), ("account", "/account/:section", ["signedIn"]),
  ]

  func app(
    style: LifecycleSimulator.AppStyle = .scenes,
    routes: [(String, String, [String])] = [
      ("product", "/product/<int:id>", []), ("cart", "/cart", []),
    ],
    _ configure: (inout DeliveryConfiguration) -> Void = { _ in }
  ) throws -> LifecycleSimulator {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]),
      routes: routes.map { try Route($0.0, pattern: $0.1, requires: $0.2) })
    var configuration = DeliveryConfiguration()
    configuration.revealsQueryValues = true
    configuration.duplicateWindow = 0
    configure(&configuration)
    return LifecycleSimulator(router: router, style: style, configuration: configuration)
  }

  func lines(
    _ app: LifecycleSimulator,
    _ kinds: Set<String> = ["delivered", "declined", "waiting", "notShown"]
  )
    -> [String]
  {
    app.events.filter { kinds.contains($0.kind.description) }.map(\.description)
  }

  // MARK: - Gating every candidate

  /// A declining handler in front of a gated route must not let a signed-out user through.
  @Test func aFallThroughCandidateIsGatedOnItsOwnConditions() async throws {
    let app = try app(routes: Self.accountRoutes)
    app.configure = { try $0.handle("specific") { _ in .declined } }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://account/settings")
    #expect(app.navigator.shown.isEmpty, "shown while signed out")
    #expect(
      lines(app) == [
        "declined shop://account/settings route=specific",
        "waiting shop://account/settings route=account for=signedIn",
      ])
    // Signing in delivers it to the gated route, without asking the declining one again.
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.map(\.name) == ["account"])
    #expect(
      app.events.last?.description
        == "delivered shop://account/settings route=account params=section=settings")
  }

  /// A link waiting at its second route keeps that place across a relaunch.
  @Test func aLinkWaitingAtAFallThroughRouteKeepsItsPlaceAcrossARelaunch() async throws {
    let app = try app(routes: Self.accountRoutes)
    var asked = 0
    app.configure = { pipeline in
      try pipeline.handle("specific") { _ in
        asked += 1
        return .declined
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://account/settings")
    app.terminate()
    try await app.setCondition("signedIn", met: true)
    try await app.launch()
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["account"])
    #expect(asked == 1)
  }

  /// A link stored by one version of the app and loaded by the next, whose routes read it
  /// otherwise (a type narrowed, a route added, a placeholder renamed), is routed again by the
  /// new routes: not delivered to the old route's name with the old reading's values.
  @Test func aLinkStoredBeforeAnUpdateIsRoutedByTheNewRoutes() async throws {
    let store = InMemoryLinkStore()
    func router(_ routes: [(String, String)]) throws -> Router {
      try Router(
        origins: RouterOrigins(schemes: ["shop"]),
        routes: routes.map { try Route($0.0, pattern: $0.1, requires: ["signedIn"]) })
    }
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = true
    configuration.revealsQueryValues = true
    let before = try DeepLinkPipeline(
      router: try router([("product", "/product/:id")]), configuration: configuration,
      store: store)
    await before.appDidBecomeActive()
    await before.receive("shop://product/abc", door: .customScheme)
    await before.receive("shop://product/7", door: .customScheme)
    #expect(before.inboxLinks.map(\.routes) == [["product"], ["product"]])

    let updated = try router([("product", "/product/<int:productID>"), ("slug", "/product/:slug")])
    let after = try DeepLinkPipeline(router: updated, configuration: configuration, store: store)
    #expect(after.inboxLinks.map(\.routes) == [["slug"], ["product", "slug"]])
    var events: [String] = []
    after.observer = { if $0.kind == .delivered { events.append($0.description) } }
    let navigator = RecordingNavigator()
    after.navigator = navigator
    await after.appDidBecomeActive()
    try await after.setCondition("signedIn", met: true)
    #expect(
      events == [
        "delivered shop://product/abc route=slug params=slug=abc",
        "delivered shop://product/7 route=product params=productID=7",
      ])
  }

  // MARK: - Doors that are right

  /// The payload as the system hands it over (`[AnyHashable: Any]`), as an app's tests give it;
  /// the delivery model gives it as JSON.
  @Test(arguments: LifecycleSimulator.AppStyle.all)
  func aSilentPushNeverBecomesADelivery(style: LifecycleSimulator.AppStyle) async throws {
    let app = try app(style: style)
    let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "link": "shop://cart"]
    try await app.launch(silentPush: payload)
    #expect(app.pipeline?.currentState == .background)
    try await app.enterForeground()
    try await app.becomeActive()
    try await app.silentPush(payload)
    #expect(app.navigator.shown.isEmpty)
    #expect(app.events.isEmpty)
  }

  @Test func anActionWithoutItsOwnLinkDeliversNothing() async throws {
    let app = try app()
    try await app.launch()
    try await app.becomeActive()
    let payload = try JSONValue(
      parsing:
        #"{"aps": {"category": "ORDER"}, "link": "shop://product/1", "actions": [{"id": "VIEW", "link": "shop://cart"}]}"#
    )
    try await app.tapPush(payload, action: "MARK_READ")
    #expect(app.navigator.shown.isEmpty)
    try await app.tapPush(payload, action: "VIEW")
    #expect(app.navigator.shown.map(\.name) == ["cart"])
    #expect(app.events.first?.door == .pushAction("VIEW"))
  }

  @Test(arguments: LifecycleSimulator.AppStyle.all)
  func aQuickActionWhileRunningIsDelivered(style: LifecycleSimulator.AppStyle) async throws {
    let app = try app(style: style)
    try await app.launch()
    try await app.becomeActive()
    try await app.shortcut("shop://cart")
    #expect(app.navigator.shown.map(\.name) == ["cart"])
    #expect(app.events.first?.door == .shortcut)
    #expect(app.events.first?.state == .foreground)
  }

  /// Events that read the same are not the same event when a field differs: the same link
  /// delivered through two doors is two deliveries, in a `Set` too.
  @Test func eventsAreEqualWhenEveryFieldIs() async throws {
    let app = try app()
    try await app.launch()
    try await app.becomeActive()
    for open in [
      { try await app.openURL("shop://cart") }, { try await app.shortcut("shop://cart") },
      { try await app.openURL("shop://cart") },
    ] {
      try await open()
      app.advance(by: 1)  // past the duplicate window
    }
    // And once arriving in the background.
    try await app.enterBackground()
    try await app.openURL("shop://cart")
    try await app.enterForeground()
    try await app.becomeActive()
    let delivered = app.events.filter { $0.kind == .delivered }
    #expect(
      delivered.map(\.description) == Array(repeating: "delivered shop://cart route=cart", count: 4)
    )
    #expect(delivered.map(\.door) == [.customScheme, .shortcut, .customScheme, .customScheme])
    #expect(delivered.map(\.state) == [.foreground, .foreground, .foreground, .background])
    #expect(delivered[0] != delivered[1])
    #expect(delivered[0] == delivered[2])
    #expect(delivered[0] != delivered[3])
    #expect(Set(delivered).count == 3)
    // A plan that is the route alone is not shown: an event told another plan is another one.
    var replanned = delivered[0]
    replanned.plan = []
    #expect(replanned.description == delivered[0].description)
    #expect(replanned != delivered[0])
  }

  @Test(arguments: LifecycleSimulator.AppStyle.all)
  func aQuickActionAtLaunchIsDeliveredOnce(style: LifecycleSimulator.AppStyle) async throws {
    let app = try app(style: style) { $0.duplicateWindow = 5 }
    try await app.launch(shortcut: "shop://cart")
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["cart"])
    #expect(app.events.first?.state == .notRunning)
  }

  /// `isReady` says whether a link could be delivered now: once some window is active, not
  /// before nor in the background, and with explicit readiness only after `markReady()`.
  @Test func isReadySaysWhetherALinkCouldBeDeliveredNow() async throws {
    let router = try Router(schemes: ["shop"], routes: [Route("cart", pattern: "/cart")])
    let app = try DeepLinkPipeline(router: router)
    #expect(!app.isReady)
    await app.appDidBecomeActive()
    #expect(app.isReady)
    app.appWillResignActive()
    #expect(!app.isReady)
    let windows = try DeepLinkPipeline(router: router)
    windows.sceneDidConnect("a")
    windows.sceneDidConnect("b")
    #expect(!windows.isReady)
    await windows.sceneDidBecomeActive("b")
    #expect(windows.isReady)
    windows.sceneDidEnterBackground("b")
    #expect(!windows.isReady)
    var explicit = DeliveryConfiguration()
    explicit.waitsForMarkReady = true
    let splash = try DeepLinkPipeline(router: router, configuration: explicit)
    await splash.appDidBecomeActive()
    #expect(!splash.isReady)
    await splash.markReady()
    #expect(splash.isReady)
    splash.appDidEnterBackground()
    #expect(!splash.isReady)
  }

  /// With explicit readiness a link waits for the app's `markReady()`, in every style: a
  /// SwiftUI window becoming active does not say the UI can navigate (a splash screen or an
  /// onboarding may still be showing).
  @Test(arguments: LifecycleSimulator.AppStyle.all)
  func explicitReadinessWaitsForTheAppInEveryStyle(style: LifecycleSimulator.AppStyle)
    async throws
  {
    let app = try app(style: style) { $0.waitsForMarkReady = true }
    try await app.launch(url: "shop://cart")
    try await app.becomeActive()
    if style != .appDelegate {
      try await app.connectScene("second")
      try await app.scene("second", .active)
    }
    try await app.openURL("shop://product/1")
    #expect(app.navigator.shown.isEmpty)
    #expect(app.events.last?.description == "waiting shop://product/1 route=product for=ready")
    try await app.markReady()
    #expect(app.navigator.shown.map(\.name) == ["product"])
  }

  // MARK: - Several windows

  /// One window in the background does not hold up a link for another; each link is shown in
  /// the window it arrived in.
  @Test(arguments: [LifecycleSimulator.AppStyle.scenes, .swiftUI])
  func eachLinkIsShownInTheSceneItArrivedIn(style: LifecycleSimulator.AppStyle) async throws {
    let app = try app(style: style)
    try await app.launch()
    try await app.connectScene("left")
    try await app.connectScene("right")
    try await app.scene("left", .active)
    try await app.scene("right", .active)
    try await app.scene("left", .background)
    #expect(app.pipeline?.currentState == .foreground)
    try await app.openURL("shop://product/1", in: "right")
    try await app.openURL("shop://cart", in: "left")
    #expect(
      lines(app) == [
        "delivered shop://product/1 route=product params=id=1 scene=right",
        "waiting shop://cart route=cart for=ready",
      ])
    try await app.scene("left", .active)
    #expect(app.events.last?.description == "delivered shop://cart route=cart scene=left")
  }

  /// A push tapped while the app runs names no window: it is shown in the window that became
  /// active last.
  @Test func aPushTappedWhileRunningIsShownInTheWindowActiveLast() async throws {
    let app = try app()
    try await app.launch()
    try await app.connectScene("left")
    try await app.connectScene("right")
    try await app.scene("left", .active)
    try await app.scene("right", .active)
    try await app.tapPush(["link": "shop://product/1"])
    try await app.scene("left", .inactive)
    try await app.scene("left", .active)
    try await app.tapPush(["link": "shop://cart"])
    #expect(
      lines(app).filter { $0.hasPrefix("delivered") } == [
        "delivered shop://product/1 route=product params=id=1 scene=right",
        "delivered shop://cart route=cart scene=left",
      ])
  }

  @Test func aLinkWhoseSceneDisconnectsGoesToTheNextActiveScene() async throws {
    let app = try app()
    try await app.launch()
    try await app.connectScene("left")
    try await app.connectScene("right")
    try await app.openURL("shop://cart", in: "left")
    try await app.scene("left", .disconnect)
    try await app.scene("right", .active)
    // One scene is left, so the event names none.
    #expect(app.events.last?.description == "delivered shop://cart route=cart")
    #expect(app.navigator.shown.map(\.name) == ["cart"])
  }

  /// A link waiting for a window in the background, when that window closes while another is
  /// active, is shown in the active one at once: it does not wait for a window to become active.
  @Test(arguments: [LifecycleSimulator.AppStyle.scenes, .swiftUI])
  func aLinkWhoseSceneClosesGoesToTheActiveSceneAtOnce(
    style: LifecycleSimulator.AppStyle
  ) async throws {
    let app = try app(style: style)
    try await app.launch()
    try await app.connectScene("left")
    try await app.connectScene("right")
    try await app.connectScene("third")
    try await app.scene("right", .active)
    try await app.openURL("shop://cart", in: "left")
    #expect(app.navigator.shown.isEmpty)
    try await app.scene("left", .disconnect)
    #expect(app.events.last?.description == "delivered shop://cart route=cart scene=right")
  }

  // MARK: - The navigator's contract

  /// At most `LinkInbox.capacity` (100) links wait, so a flood cannot grow the store (and the
  /// time each change takes to write it) without end: past it, the oldest give way, each
  /// reported `superseded` with why, and the rest are delivered in the order they came.
  @Test func atMostAHundredLinksWaitAndTheOldestGiveWay() async throws {
    let app = try app { $0.deliversEveryWaitingLink = true }
    try await app.launch()
    for id in 0..<103 { try await app.openURL("shop://product/\(id)") }
    let reason = "reason=more than 100 links waited; the oldest gave way"
    #expect(
      lines(app, ["superseded"]) == (0..<3).map { "superseded shop://product/\($0) \(reason)" })
    #expect(lines(app, ["waiting"]).count == 103)
    try await app.becomeActive()
    #expect(
      lines(app, ["delivered"])
        == (3..<103).map { "delivered shop://product/\($0) route=product params=id=\($0)" })
    // Under the latest-only policy a superseded link says no more than that.
    let latest = try self.app()
    try await latest.launch()
    try await latest.openURL("shop://product/1")
    try await latest.openURL("shop://product/2")
    #expect(lines(latest, ["superseded"]) == ["superseded shop://product/1"])
  }

  /// A router of one route, `product` (`/product/<int:id>`), on the scheme `shop`.
  func productRouter() throws -> Router {
    try Router(
      origins: RouterOrigins(schemes: ["shop"]),
      routes: [Route("product", pattern: "/product/<int:id>")])
  }

  /// A store's bytes holding a link to each of `urls`, received a second after the one before
  /// from 1,800,000,000, not yet routed; every one with the identifier `id`, when given.
  func storedLinks(_ urls: [String], id: UUID? = nil) throws -> Data {
    try LinkStoreFormat.encode(
      urls.enumerated().map { offset, url in
        PendingLink(
          id: id ?? UUID(),
          link: IncomingLink(
            url: url, door: .customScheme, state: .notRunning,
            receivedAt: Date(timeIntervalSince1970: 1_800_000_000 + Double(offset))))
      })
  }

  /// A pipeline of ``productRouter()`` reading `store`, its clock at `now`, with a navigator
  /// that records what it shows and the events it reports.
  func appReading(
    _ store: LockableStore, configuration: DeliveryConfiguration = DeliveryConfiguration(),
    now: TimeInterval
  ) throws -> (DeepLinkPipeline, RecordingNavigator, EventLog) {
    let pipeline = try DeepLinkPipeline(
      router: productRouter(), configuration: configuration, store: store,
      clock: { Date(timeIntervalSince1970: now) })
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    let events = EventLog()
    pipeline.observer = { events.lines.append($0.description) }
    return (pipeline, navigator, events)
  }

  /// A store holding more than 100 links (written by hand, or damaged: the pipeline writes no
  /// more) keeps the newest 100 once read, at launch or late: the oldest give way, reported
  /// as a flood's are, and are stored no more.
  @Test func aStoreHoldingMoreThanAHundredLinksKeepsTheNewest() async throws {
    let stored = try storedLinks((0..<103).map { "shop://product/\($0)" })
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = true
    for locked in [false, true] {
      let store = LockableStore(stored, locked: locked)
      let (pipeline, navigator, events) = try appReading(
        store, configuration: configuration, now: 1_800_000_200)
      store.isLocked = false
      await pipeline.receive("shop://nothing", door: .customScheme)
      #expect(pipeline.waitingLinks.map(\.url) == (3..<103).map { "shop://product/\($0)" })
      #expect(
        try store.stored.map(LinkStoreFormat.decode)?.map(\.link.url)
          == (3..<103).map { "shop://product/\($0)" })
      let reason = "reason=more than 100 links waited; the oldest gave way"
      #expect(
        events.lines.filter { $0.hasPrefix("superseded") }
          == (0..<3).map { "superseded shop://product/\($0) \(reason)" })
      await pipeline.appDidBecomeActive()
      #expect(navigator.shown.map(\.match.url) == (3..<103).map { "shop://product/\($0)" })
    }
  }

  /// A store holding several links (written under the every-link policy, by an earlier
  /// version of the app) read under the latest-only policy, at launch or late, delivers the
  /// newest alone: the others are superseded, as they would have been had they come under it.
  @Test func aStoreOfSeveralLinksReadUnderTheLatestOnlyPolicyDeliversTheNewest() async throws {
    let stored = try storedLinks(["shop://product/1", "shop://product/2", "shop://gone"])
    for locked in [false, true] {
      let store = LockableStore(stored, locked: locked)
      let (pipeline, navigator, events) = try appReading(store, now: 1_800_000_200)
      store.isLocked = false
      await pipeline.appDidBecomeActive()
      // The newest link no route of this version takes is dropped: the newest taken is shown.
      #expect(navigator.shown.map(\.match.url) == ["shop://product/2"])
      #expect(
        events.lines.filter { !$0.hasPrefix("storeFailed") } == [
          "unmatched shop://gone reason=no route of this version of the app takes the stored link",
          "superseded shop://product/1",
          "delivered shop://product/2 route=product params=id=2",
        ])
      #expect(try store.stored.map(LinkStoreFormat.decode)?.isEmpty == true)
    }
  }

  @Test func aFailingNavigatorReportsNotShownAndTheNextLinkProceeds() async throws {
    let app = try app { $0.deliversEveryWaitingLink = true }
    app.navigator.nextBehaviour = .fail
    try await app.launch()
    try await app.openURL("shop://product/1")
    try await app.openURL("shop://cart")
    try await app.becomeActive()
    #expect(
      lines(app) == [
        "waiting shop://product/1 route=product for=ready",
        "waiting shop://cart route=cart for=ready",
        "notShown shop://product/1 route=product reason=the navigator failed: the presentation was refused",
        "delivered shop://cart route=cart",
      ])
  }

  /// Said nothing, a pipeline keeps the defaults its documentation gives: the same link again
  /// within 5 seconds is a duplicate (later, it is delivered again), a navigator that does not
  /// return is given up on after 10 seconds, and links to `tel`, `mailto`, `sms` and `https`
  /// may leave the app, and no others; a manifest without `externalSchemes` allows the same.
  /// A simulated app is a scene delegate's unless told otherwise.
  @Test func saidNothingThePipelineKeepsItsDocumentedDefaults() async throws {
    let manifest = try RouteManifest(
      json: #"""
        {"schemes": ["shop"], "routes": [{"name": "cart", "pattern": "/cart"},
         {"name": "product", "pattern": "/product/<int:id>"}]}
        """#)
    #expect(LifecycleSimulator(router: manifest.router).style == .scenes)
    for configuration in [DeliveryConfiguration(), DeliveryConfiguration(manifest: manifest)] {
      let app = LifecycleSimulator(router: manifest.router, configuration: configuration)
      try await app.launch()
      try await app.becomeActive()
      try await app.openURL("shop://cart")
      app.advance(by: 5)
      try await app.openURL("shop://cart")
      app.advance(by: 0.001)
      try await app.openURL("shop://cart")
      app.navigator.nextBehaviour = .hang
      let start = app.clock.now()
      try await app.openURL("shop://product/1")
      #expect(app.clock.now().timeIntervalSince(start) == 10)
      #expect(
        lines(app, ["delivered", "duplicate", "notShown"]) == [
          "delivered shop://cart route=cart", "duplicate shop://cart",
          "delivered shop://cart route=cart",
          "notShown shop://product/1 route=product reason=the navigator did not show 'product' within 10 seconds",
        ])
      let outside = [
        "tel:+1", "mailto:a@example.com", "sms:+1", "https://example.org/a", "http://example.org/a",
        "facetime:+1", "otherapp://a",
      ]
      for link in outside { try await app.openURL(link) }
      #expect(app.openedExternally == Array(outside.prefix(4)))
    }
  }

  /// A navigator that never returns (UIKit refusing a presentation) used to stall every later
  /// link; now it has a bounded time.
  @Test func aHangingNavigatorIsGivenUpOnAndTheNextLinkProceeds() async throws {
    let app = try app { $0.navigationTimeout = 3 }
    app.navigator.nextBehaviour = .hang
    try await app.launch()
    try await app.becomeActive()
    let start = app.clock.now()
    try await app.openURL("shop://product/1")
    #expect(app.clock.now().timeIntervalSince(start) == 3)
    try await app.openURL("shop://cart")
    try await app.enterBackground()
    try await app.enterForeground()
    try await app.becomeActive()
    #expect(
      lines(app) == [
        "notShown shop://product/1 route=product reason=the navigator did not show 'product' within 3 seconds",
        "delivered shop://cart route=cart",
      ])
    #expect(app.navigator.shown.map(\.name) == ["cart"])
  }

  /// With a real clock: the bounded time is real time, and a hang does not block.
  @Test func theNavigatorsBoundedTimeIsRealTimeByDefault() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    var configuration = DeliveryConfiguration()
    configuration.navigationTimeout = 0.05
    let pipeline = try DeepLinkPipeline(router: router, configuration: configuration)
    let navigator = RecordingNavigator()
    navigator.behaviour = .hang
    pipeline.navigator = navigator
    var events: [String] = []
    pipeline.observer = { events.append($0.kind.description) }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://cart", door: .customScheme)
    #expect(events == ["received", "notShown"])
  }

  /// An infinite bound (or one past 584 years) waits for the navigator, however long it takes.
  /// The real sleep converted it to nanoseconds and trapped: every navigation slower than an
  /// instant crashed the app.
  @Test(arguments: [TimeInterval.infinity, 1e12])
  func aNavigatorGivenNoBoundIsWaitedFor(timeout: TimeInterval) async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    var configuration = DeliveryConfiguration()
    configuration.navigationTimeout = timeout
    let pipeline = try DeepLinkPipeline(router: router, configuration: configuration)
    pipeline.navigator = SlowNavigator()
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://cart", door: .customScheme)
    #expect(
      events == [
        "received shop://cart door=customScheme state=foreground",
        "delivered shop://cart route=cart",
      ])
  }

  /// A link that arrives while another is being delivered (here from inside that link's
  /// handler) waits for it, says so, and is delivered once the first handler returns: one
  /// link at a time, in order. It was reported waiting `for=ready` in an active app.
  @Test func aLinkArrivingDuringADeliveryWaitsForThePreviousLink() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]),
      routes: [Route("product", pattern: "/product/<int:id>"), Route("cart", pattern: "/cart")])
    let pipeline = try DeepLinkPipeline(router: router)
    var lines: [String] = []
    pipeline.observer = { lines.append($0.description) }
    try pipeline.handle("product") { _ in
      lines.append("product handler starts")
      await pipeline.receive("shop://cart", door: .inApp)
      lines.append("product handler returns")
      return .handled
    }
    try pipeline.handle("cart") { _ in
      lines.append("cart handler")
      return .handled
    }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://product/1", door: .customScheme)
    #expect(
      lines == [
        "received shop://product/1 door=customScheme state=foreground",
        "product handler starts",
        "received shop://cart door=inApp state=foreground",
        "waiting shop://cart route=cart for=previous",
        "product handler returns",
        "delivered shop://product/1 route=product params=id=1",
        "cart handler",
        "delivered shop://cart route=cart",
      ])
  }

  /// A time that is negative or not a number is refused when the pipeline is made, naming the
  /// setting: a time to live of -1 dropped every link as stale, a duplicate window of `.nan`
  /// let every repeat through. 0 and `.infinity` are times.
  @Test func aNegativeOrNotANumberTimeIsRefusedWhenThePipelineIsMade() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    let settings: [(String, WritableKeyPath<DeliveryConfiguration, TimeInterval>)] = [
      ("timeToLive", \.timeToLive), ("duplicateWindow", \.duplicateWindow),
      ("navigationTimeout", \.navigationTimeout),
    ]
    for (name, setting) in settings {
      for (value, shown) in [(-1, "-1"), (-0.5, "-0.5"), (.nan, "nan"), (-.infinity, "-inf")] {
        var configuration = DeliveryConfiguration()
        configuration[keyPath: setting] = value
        let error = #expect(throws: DeepLinkError.self) {
          try DeepLinkPipeline(router: router, configuration: configuration)
        }
        #expect(error?.code == .invalidConfiguration)
        #expect(
          error.map(String.init(describing:))
            == "configuration.\(name): must be 0 seconds or more, not \(shown)")
        let app = LifecycleSimulator(router: router, configuration: configuration)
        await #expect(throws: DeepLinkError.self) { try await app.launch(url: "shop://cart") }
        #expect(!app.isRunning)
      }
      for value in [0, TimeInterval.infinity] {
        var configuration = DeliveryConfiguration()
        configuration[keyPath: setting] = value
        let app = LifecycleSimulator(router: router, configuration: configuration)
        try await app.launch()
        try await app.becomeActive()
        try await app.openURL("shop://cart")
        #expect(app.navigator.shown.map(\.name) == ["cart"], "\(name) = \(value)")
      }
    }
  }

  /// A handler the simulated app cannot install fails its launch, as it would fail the app's:
  /// the test does not go on with a handler missing.
  @Test func aConfigureErrorFailsTheSimulatedLaunch() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    let app = LifecycleSimulator(router: router)
    app.configure = { pipeline in try pipeline.handle("crat") { _ in .handled } }
    let error = await #expect(throws: DeepLinkError.self) {
      try await app.launch(url: "shop://cart")
    }
    #expect(error?.code == .unknownRoute)
    #expect(error?.route == "crat")
    #expect(!app.isRunning)
    #expect(app.events.isEmpty)
    // Mended, the same simulator launches.
    app.configure = { pipeline in try pipeline.handle("cart") { _ in .handled } }
    try await app.launch(url: "shop://cart")
    #expect(app.isRunning)
  }

  // MARK: - The store

  @Test func aStoreOfTheFirstFormatIsReadAndRoutedOnce() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let version1 = """
      {"links":[{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","link":{"door":{"name":"customScheme"},"receivedAt":1800000000,"state":{"name":"notRunning"},"url":"shop://product/5"}},{"id":"7F9619FF-8B86-D011-B42D-00C04FC964FF","link":{"door":{"name":"customScheme"},"receivedAt":1800000001,"state":{"name":"notRunning"},"url":"shop://gone"}}],"version":1}
      """
    try Data(version1.utf8).write(to: file)
    let router = try productRouter()
    var events: [String] = []
    let store = FileLinkStore(url: file)
    let pipeline = try DeepLinkPipeline(
      router: router, store: store, clock: { Date(timeIntervalSince1970: 1_800_000_010) })
    #expect(pipeline.storeError == nil)
    #expect(pipeline.inboxLinks.map(\.routes) == [["product"]])
    pipeline.observer = { events.append($0.description) }
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    await pipeline.appDidBecomeActive()
    #expect(navigator.shown.map(\.name) == ["product"])
    #expect(
      events == [
        "unmatched shop://gone reason=no route of this version of the app takes the stored link",
        "delivered shop://product/5 route=product params=id=5",
      ])
    #expect(try store.load().map(LinkStoreFormat.decode)?.isEmpty == true)
  }

  /// Every stored link is looked at when the next version loads them, not only those before
  /// the first that keeps its place: a link no route takes now, stored between two that keep
  /// theirs, is dropped and told.
  @Test func aStoredLinkNoRouteTakesNowIsDroppedWhereverItStands() async throws {
    let store = InMemoryLinkStore()
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = true
    let before = try DeepLinkPipeline(
      router: try Router(
        schemes: ["shop"],
        routes: [Route("product", pattern: "/product/<int:id>"), Route("gone", pattern: "/gone")]),
      configuration: configuration, store: store)
    for url in ["shop://product/5", "shop://gone", "shop://product/6"] {
      await before.receive(url, door: .customScheme)
    }
    let after = try DeepLinkPipeline(
      router: try productRouter(), configuration: configuration, store: store)
    #expect(after.inboxLinks.map(\.link.url) == ["shop://product/5", "shop://product/6"])
    var events: [String] = []
    after.observer = { events.append($0.description) }
    #expect(
      events == [
        "unmatched shop://gone reason=no route of this version of the app takes the stored link"
      ])
  }

  /// What the pipeline did while it was made (stored links dropped as stale, or that no route
  /// takes now) is told when the app sets its observer, before anything later: it was told at
  /// the first pass, after the events of links that came before it, and never when the
  /// process ended first (a background launch).
  @Test func theLoadingIsToldWhenTheObserverIsSet() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let stored = [
      PendingLink(
        link: IncomingLink(
          url: "shop://product/1", door: .customScheme, state: .notRunning,
          receivedAt: Date(timeIntervalSince1970: 1_800_000_000))),
      PendingLink(
        link: IncomingLink(
          url: "shop://gone", door: .customScheme, state: .notRunning,
          receivedAt: Date(timeIntervalSince1970: 1_800_000_900))),
    ]
    try LinkStoreFormat.encode(stored).write(to: file)
    let router = try productRouter()
    let pipeline = try DeepLinkPipeline(
      router: router, store: FileLinkStore(url: file),
      clock: { Date(timeIntervalSince1970: 1_800_001_000) })
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    #expect(
      events == [
        "expired shop://product/1 reason=waited longer than 600 seconds",
        "unmatched shop://gone reason=no route of this version of the app takes the stored link",
      ])
    await pipeline.receive("shop://product/2", door: .customScheme)
    await pipeline.appDidBecomeActive()
    #expect(events.count == 5)
    #expect(events.filter { $0.hasPrefix("expired") || $0.hasPrefix("unmatched") }.count == 2)
    // Told once: an observer set again is not told them again.
    pipeline.observer = { events.append($0.description) }
    #expect(events.count == 5)
  }

  /// A store of a format this version does not know (written by a later version of the app,
  /// before a downgrade) is not read as links: it is reported, with its version, and replaced
  /// by the links that arrive.
  @Test func aStoreOfAnUnknownFormatIsReportedAndReplaced() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"links":[],"version":3}"#.utf8).write(to: file)
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    let store = FileLinkStore(url: file)
    let pipeline = try DeepLinkPipeline(router: router, store: store)
    let error = try #require(pipeline.storeError)
    #expect("\(error)".contains("unknown version 3"))
    await pipeline.receive("shop://cart", door: .customScheme)
    let stored = try #require(try store.load())
    #expect(try LinkStoreFormat.decode(stored).map(\.link.url) == ["shop://cart"])
    #expect(String(decoding: stored, as: UTF8.self).hasSuffix(#""version":2}"#))
  }

  /// A stored link whose place (the route to try next) is none of its routes, as in a damaged
  /// store, is routed again from its best route: it is delivered, where a place before the
  /// first route crashed the app at every launch.
  @Test func aStoredLinkWhosePlaceIsNoneOfItsRoutesIsRoutedAgain() async throws {
    for place in ["-1", "1", "9223372036854775807", "0"] {
      let stored = #"""
        {"links":[{"candidates":[{"origin":"scheme:shop","parameters":[["id","1"]],"query":[],\#
        "route":"product"}],"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","link":{"door":\#
        {"name":"customScheme"},"receivedAt":1800000000,"state":{"name":"foreground"},\#
        "url":"shop:\/\/product\/1"},"nextCandidate":\#(place)}],"version":2}
        """#
      let (pipeline, navigator, _) = try appReading(
        LockableStore(Data(stored.utf8)), now: 1_800_000_010)
      #expect(pipeline.storeError == nil)
      #expect(pipeline.waitingLinks.map(\.url) == ["shop://product/1"], "place \(place)")
      await pipeline.appDidBecomeActive()
      #expect(navigator.shown.map(\.match.url) == ["shop://product/1"], "place \(place)")
    }
  }

  /// A store repeating a link's identifier is damaged (the pipeline stores each link once, and
  /// removes a delivered link by its identifier): it is reported and replaced, where links of
  /// one identifier kept places the pipeline never checked, and crashed it.
  @Test func aStoreRepeatingALinkIsReportedAndReplaced() async throws {
    let id = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
    let store = LockableStore(try storedLinks(["shop://product/1", "shop://product/2"], id: id))
    let (pipeline, _, _) = try appReading(store, now: 1_800_000_010)
    #expect(
      pipeline.storeError.map { "\($0)" }?.contains(
        "the link 6F9619FF-8B86-D011-B42D-00C04FC964FF is stored twice") == true)
    #expect(pipeline.waitingLinks.isEmpty)
    await pipeline.receive("shop://product/3", door: .customScheme)
    #expect(
      try store.stored.map(LinkStoreFormat.decode)?.map(\.link.url) == ["shop://product/3"])
  }

  /// The second format, byte for byte as it was first written (by the synthesized coding of
  /// `IncomingLink`): links stored by one version of the app are read by the next.
  @Test func aLinkIsStoredFieldForFieldAndReadBack() throws {
    let full = IncomingLink(
      url: "shop://product/5", door: .pushTap, state: .background,
      receivedAt: Date(timeIntervalSince1970: 1_800_000_000), source: "com.example.mail",
      notificationID: "n-1", scene: "main")
    let bare = IncomingLink(
      url: "shop://cart", door: .customScheme, state: .foreground,
      receivedAt: Date(timeIntervalSince1970: 1_800_000_001))
    let ids = try ["6F9619FF-8B86-D011-B42D-00C04FC964FF", "7F9619FF-8B86-D011-B42D-00C04FC964FF"]
      .map { try #require(UUID(uuidString: $0)) }
    let data = try LinkStoreFormat.encode([
      PendingLink(id: ids[0], link: full), PendingLink(id: ids[1], link: bare),
    ])
    let expected = #"""
      {"links":[{"candidates":[],"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","link":{"door":{"name":"pushTap"},"notificationID":"n-1","receivedAt":1800000000,"scene":"main","source":"com.example.mail","state":{"name":"background"},"url":"shop:\/\/product\/5"},"nextCandidate":0},{"candidates":[],"id":"7F9619FF-8B86-D011-B42D-00C04FC964FF","link":{"door":{"name":"customScheme"},"receivedAt":1800000001,"state":{"name":"foreground"},"url":"shop:\/\/cart"},"nextCandidate":0}],"version":2}
      """#
    #expect(String(decoding: data, as: UTF8.self) == expected)
    let read = try LinkStoreFormat.decode(data)
    #expect(read.map(\.id) == ids)
    #expect(read.map(\.link) == [full, bare])
    // Each field set alone changes that field only, and the copy it was made from not at all.
    var changed = full
    changed.scene = nil
    changed.source = "com.example.web"
    #expect(changed.scene == nil && changed.source == "com.example.web")
    #expect(changed.url == full.url && changed.notificationID == full.notificationID)
    #expect(full.scene == "main" && full.source == "com.example.mail")
    #expect(changed != full && changed.hashValue != full.hashValue)
    // Printed as a struct of its fields, in logs and test failures.
    #expect(
      String(describing: bare)
        == #"IncomingLink(url: "shop://cart", door: customScheme, state: foreground, "#
        + "receivedAt: 2027-01-15 08:00:01 +0000, source: nil, notificationID: nil, scene: nil)")
  }

  /// The pipeline of a locked store whose one link, `shop://product/1`, arrived at
  /// 1,800,000,000 (the pipeline's clock reads 10 seconds later), or of an empty one.
  func lockedStoreApp(
    empty: Bool = false, _ configure: (inout DeliveryConfiguration) -> Void = { _ in }
  ) throws -> (DeepLinkPipeline, LockableStore, RecordingNavigator, Data) {
    let stored = try LinkStoreFormat.encode(
      empty
        ? []
        : [
          PendingLink(
            link: IncomingLink(
              url: "shop://product/1", door: .customScheme, state: .notRunning,
              receivedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        ])
    // Locked, as a file the system protects until the device is first unlocked, when a push
    // launches the app in the background.
    let store = LockableStore(stored, locked: true)
    let router = try productRouter()
    var configuration = DeliveryConfiguration()
    configuration.revealsQueryValues = true
    configure(&configuration)
    let pipeline = try DeepLinkPipeline(
      router: router, configuration: configuration, store: store,
      clock: { Date(timeIntervalSince1970: 1_800_000_010) })
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    return (pipeline, store, navigator, stored)
  }

  /// A store that cannot be read at launch is not written over: its links are read once it can
  /// be, and delivered with those that arrived meanwhile, in order of arrival.
  @Test func aStoreUnreadableAtLaunchIsReadLaterAndNotWrittenOver() async throws {
    let (pipeline, store, navigator, stored) = try lockedStoreApp {
      $0.deliversEveryWaitingLink = true
    }
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    #expect(pipeline.storeError.map { "\($0)" } == "the device is locked")
    await pipeline.receive("shop://product/2", door: .pushTap)
    #expect(pipeline.waitingLinks.map(\.url) == ["shop://product/2"])
    #expect(store.stored == stored, "the stored link is not written over")
    #expect(store.saves == 0)
    #expect(
      events.contains(
        "storeFailed  reason=not saved: the store could not be read, and saving would replace "
          + "the links it holds; 1 link waits in memory only until it is read"))
    store.isLocked = false
    await pipeline.appDidBecomeActive()
    #expect(navigator.shown.map(\.match.url) == ["shop://product/1", "shop://product/2"])
    #expect(try store.stored.map(LinkStoreFormat.decode)?.isEmpty == true)
    #expect(pipeline.waitingLinks.isEmpty)
  }

  /// While the store stays unreadable, links are still delivered, and the store keeps what it
  /// held; under the latest-only policy a link that arrived since supersedes the stored one.
  @Test func aStoreReadLateKeepsTheLatestOnlyPolicy() async throws {
    let (pipeline, store, navigator, stored) = try lockedStoreApp()
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://product/2", door: .customScheme)
    #expect(navigator.shown.map(\.match.url) == ["shop://product/2"])
    #expect(store.stored == stored)
    pipeline.appDidEnterBackground()
    await pipeline.receive("shop://product/3", door: .pushTap)
    store.isLocked = false
    await pipeline.appDidBecomeActive()
    #expect(navigator.shown.map(\.match.url) == ["shop://product/2", "shop://product/3"])
    #expect(events.contains("superseded shop://product/1"))
    #expect(try store.stored.map(LinkStoreFormat.decode)?.isEmpty == true)
  }

  /// Links that arrived while the store was unread are written once it is read, even when it
  /// held nothing to add: they survive the app being terminated (the delivery model found them
  /// lost).
  @Test func linksThatCameWhileTheStoreWasUnreadAreSavedOnceItIsRead() async throws {
    let (pipeline, store, _, _) = try lockedStoreApp(empty: true)
    await pipeline.receive("shop://product/2", door: .pushTap)
    store.isLocked = false
    await pipeline.receive("shop://nothing", door: .customScheme)
    #expect(try store.stored.map(LinkStoreFormat.decode)?.map(\.link.url) == ["shop://product/2"])
    // The app is terminated and launched again: the link is delivered.
    let relaunched = try DeepLinkPipeline(
      router: pipeline.router, store: store, clock: { Date(timeIntervalSince1970: 1_800_000_010) })
    let navigator = RecordingNavigator()
    relaunched.navigator = navigator
    await relaunched.appDidBecomeActive()
    #expect(navigator.shown.map(\.match.url) == ["shop://product/2"])
  }

  /// A store still locked is said to be unreadable once, at launch, not again at every
  /// arrival; one that, unlocked, holds bytes the pipeline cannot read (damaged) is reported
  /// and replaced by the links in memory.
  @Test func aLockedStoreIsReportedOnceAndADamagedOneReplaced() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    let store = LockableStore(Data("not a list of links".utf8), locked: true)
    let pipeline = try DeepLinkPipeline(router: router, store: store)
    pipeline.navigator = RecordingNavigator()
    var failures: [String] = []
    pipeline.observer = { if $0.kind == .storeFailed { failures.append($0.reason ?? "") } }
    await pipeline.appDidBecomeActive()
    #expect(failures == ["the device is locked"])
    await pipeline.receive("shop://cart", door: .customScheme)
    await pipeline.receive("shop://cart?again", door: .customScheme)
    #expect(failures == ["the device is locked"])
    store.isLocked = false
    await pipeline.receive("shop://cart?later", door: .customScheme)
    #expect(failures.count == 2)
    #expect(try store.stored.map(LinkStoreFormat.decode)?.isEmpty == true)
  }

  /// A link that expires while the store cannot be written (it is still locked, the disk is
  /// full) is reported all the same: the failed write was reported instead of the link, which
  /// left the inbox without a word.
  @Test(arguments: [false, true])
  func aLinkDroppedWhileTheStoreCannotBeWrittenIsReported(locked: Bool) async throws {
    let router = try productRouter()
    let clock = ManualClock()
    let store: any LinkStore = locked ? LockableStore(nil, locked: true) : FailingStore()
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = true
    let pipeline = try DeepLinkPipeline(
      router: router, configuration: configuration, store: store, clock: clock.now)
    var events: [String] = []
    pipeline.observer = { if $0.kind != .storeFailed { events.append($0.description) } }
    await pipeline.receive("shop://product/1", door: .customScheme)
    clock.advance(by: 400)
    await pipeline.receive("shop://product/2", door: .customScheme)
    clock.advance(by: 250)
    pipeline.dropExpiredLinks()
    #expect(events.suffix(1) == ["expired shop://product/1 reason=waited longer than 600 seconds"])
    #expect(pipeline.waitingLinks.map(\.url) == ["shop://product/2"])
  }

  /// Under the latest-only policy, so is the link a newer one supersedes while the store
  /// cannot be written.
  @Test func aLinkSupersededWhileTheStoreCannotBeWrittenIsReported() async throws {
    let router = try productRouter()
    let latest = try DeepLinkPipeline(router: router, store: FailingStore())
    var said: [String] = []
    latest.observer = { if $0.kind != .storeFailed { said.append($0.description) } }
    await latest.receive("shop://product/3", door: .customScheme)
    await latest.receive("shop://product/4", door: .customScheme)
    #expect(said.contains("superseded shop://product/3"))
    #expect(latest.waitingLinks.map(\.url) == ["shop://product/4"])
  }

  struct FailingStore: LinkStore {
    struct Full: Error, CustomStringConvertible { let description = "the disk is full" }
    func load() throws -> Data? { nil }
    func save(_ data: Data) throws { throw Full() }
  }

  @Test func aStoreFailureIsAnEvent() async throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("cart", pattern: "/cart")])
    let pipeline = try DeepLinkPipeline(router: router, store: FailingStore())
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    await pipeline.receive("shop://cart", door: .customScheme)
    #expect(events.contains("storeFailed  reason=the disk is full"))
    #expect(pipeline.waitingLinks.count == 1, "the link still waits in memory")
  }

  // MARK: - Before the app installs a handler or a navigator

  enum FirstInstalled: String, CaseIterable, Sendable { case navigator, sceneNavigator, handler }

  /// The events a pipeline reported, as lines.
  final class EventLog { var lines: [String] = [] }

  /// A pipeline of `product` and `cart` with no handler and no navigator installed yet.
  func bareApp() throws -> (DeepLinkPipeline, EventLog) {
    let router = try Router(
      schemes: ["shop"],
      routes: [Route("product", pattern: "/product/<int:id>"), Route("cart", pattern: "/cart")])
    let pipeline = try DeepLinkPipeline(router: router)
    let events = EventLog()
    pipeline.observer = { events.lines.append($0.description) }
    return (pipeline, events)
  }

  /// The launch link of an app that installs its navigator or handlers only once active (in a
  /// view's `onAppear`, say) waits for the first of them, rather than being declined by every
  /// route and lost; it is delivered once, after the code that installed it.
  @Test(arguments: FirstInstalled.allCases)
  func aLinkWaitsForTheAppsFirstHandlerOrNavigator(_ first: FirstInstalled) async throws {
    let (pipeline, events) = try bareApp()
    await pipeline.receive("shop://product/42", door: .customScheme)
    await pipeline.appDidBecomeActive()
    #expect(pipeline.waitingLinks.map(\.url) == ["shop://product/42"])
    #expect(events.lines.last == "waiting shop://product/42 route=product for=handler")
    let navigator = RecordingNavigator()
    var handled: [String] = []
    switch first {
    case .navigator: pipeline.navigator = navigator
    case .sceneNavigator: pipeline.setNavigator(navigator, forScene: "main")
    case .handler:
      try pipeline.handle("cart") { _ in .handled }
      try pipeline.handle("product") { match in
        handled.append(match.url)
        return .handled
      }
    }
    await pipeline.idle()
    let shown = navigator.shown.map(\.match.url) + handled
    #expect(shown == ["shop://product/42"])
    #expect(pipeline.waitingLinks.isEmpty)
    #expect(events.lines.last == "delivered shop://product/42 route=product params=id=42")
  }

  /// Once the app has installed a handler or a navigator, a route with neither is declined, as
  /// a handler declines: the next route is tried, then `onUnmatched`.
  @Test func aRouteNothingTakesIsDeclinedOnceTheAppIsSetUp() async throws {
    let (pipeline, events) = try bareApp()
    var unmatched: [String] = []
    pipeline.onUnmatched = { link, _ in unmatched.append(link.url) }
    try pipeline.handle("cart") { _ in .handled }
    await pipeline.appDidBecomeActive()
    await pipeline.receive("shop://product/42", door: .customScheme)
    #expect(
      events.lines.suffix(2) == [
        "declined shop://product/42 route=product reason=no handler and no navigator for the route",
        "unmatched shop://product/42 reason=every matching route declined the link",
      ])
    #expect(unmatched == ["shop://product/42"])
  }
}

/// A navigator that takes a moment of real time to show each destination.
struct SlowNavigator: LinkNavigator {
  func show(_ destination: Destination) async throws {
    try await Task.sleep(nanoseconds: 20_000_000)
  }
}
