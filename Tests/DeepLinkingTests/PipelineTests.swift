import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

@MainActor
@Suite struct PipelineTests {
  /// A pipeline with a navigator that records what it shows, and the events it tells.
  @MainActor final class Recorded {
    let pipeline: DeepLinkPipeline
    let navigator = RecordingNavigator()
    private(set) var events: [String] = []

    init(_ pipeline: DeepLinkPipeline) {
      self.pipeline = pipeline
      pipeline.navigator = navigator
      pipeline.observer = { [unowned self] in self.events.append($0.description) }
    }
  }

  /// Work that, once it has begun, waits to be let go: a slow interceptor or handler.
  struct Pause: Sendable {
    private let entered: AsyncStream<Void>
    private let enter: AsyncStream<Void>.Continuation
    private let released: AsyncStream<Void>
    private let releasing: AsyncStream<Void>.Continuation

    init() {
      (entered, enter) = AsyncStream.makeStream(of: Void.self)
      (released, releasing) = AsyncStream.makeStream(of: Void.self)
    }

    /// In the paused work: says it has begun, and waits to be let go.
    func hold() async {
      enter.yield()
      for await _ in released { break }
    }

    /// Waits until the work has begun.
    func untilEntered() async {
      for await _ in entered { break }
    }

    /// Lets the work go on.
    func release() { releasing.yield() }
  }

  func makeApp(
    style: LifecycleSimulator.AppStyle = .scenes, store: any LinkStore = InMemoryLinkStore(),
    _ configure: (inout DeliveryConfiguration) -> Void = { _ in }
  ) throws -> LifecycleSimulator {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.revealsQueryValues = true
    configure(&configuration)
    return LifecycleSimulator(
      router: manifest.router, style: style, configuration: configuration, store: store)
  }

  func kinds(_ app: LifecycleSimulator) -> [String] { app.events.map(\.kind.description) }

  @Test func aLaunchLinkWaitsForReadinessThenSignIn() async throws {
    let app = try makeApp()
    try await app.launch(url: "shop://user/u1/orders/9")
    try await app.becomeActive()
    #expect(app.navigator.shown.isEmpty)
    let waiting = try #require(app.events.last)
    #expect(waiting.kind == .waiting)
    #expect(waiting.waitingFor == "signedIn")
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.map(\.name) == ["orders"])
    #expect(app.navigator.shown.first?.match.parameters.dictionary == ["uid": "u1", "oid": "9"])
  }

  @Test func aHandlerRegisteredAfterTheLaunchLinkStillGetsIt() async throws {
    let app = try makeApp()
    try await app.launch(url: "shop://user/u1/orders/9")  // before any handler, before readiness
    var handled: [String] = []
    try app.pipeline?.handle("orders") { match in
      handled.append(match.parameters["oid"] ?? "")
      return .handled
    }
    try await app.becomeActive()
    #expect(handled.isEmpty, "waits for sign-in")
    try await app.setCondition("signedIn", met: true)
    #expect(handled == ["9"])
    #expect(app.navigator.shown.isEmpty, "the handler took it, not the navigator")
  }

  @Test func signingOutKeepsTheLinkWaiting() async throws {
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://checkout")
    try await app.setCondition("signedIn", met: false)
    #expect(app.navigator.shown.isEmpty)
    #expect(app.pipeline?.waitingLinks.count == 1)
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.map(\.name) == ["checkout"])
  }

  @Test func waitingLinksSurviveTerminationAndExpire() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileLinkStore(url: directory.appendingPathComponent("links.json"))
    func stored() throws -> [String] {
      try store.load().map(LinkStoreFormat.decode)?.map(\.link.url) ?? []
    }
    let app = try makeApp(store: store)
    try await app.launch(url: "shop://product/1")
    app.terminate()
    #expect(try stored() == ["shop://product/1"])
    try await app.launch()
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["product"])
    #expect(try stored().isEmpty)

    app.terminate()
    try await app.launch(url: "shop://cart")
    app.terminate()
    app.advance(by: 601)
    try await app.launch()
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["product"])
    #expect(app.events.last?.kind == .expired)
    #expect(try stored().isEmpty)
  }

  /// A pipeline's push reader finds links where the app's own payloads keep them, before the
  /// keys it knows: a push with both opens the app's.
  @Test func thePipelinesPushReaderTriesTheAppsKeyPathsFirst() async throws {
    let app = try makeApp()
    app.configure = { $0.pushReader = PushLinkReader(customKeyPaths: ["payload.route"]) }
    try await app.launch()
    try await app.becomeActive()
    try await app.tapPush(["payload": ["route": "shop://cart"], "link": "shop://product/1"])
    try await app.tapPush(["payload": ["other": "shop://x"], "link": "shop://product/2"])
    #expect(app.navigator.shown.map(\.name) == ["cart", "product"])
  }

  /// `dropExpiredLinks()` drops the links that waited past their time to live, now, reporting
  /// each, and keeps the others.
  @Test func droppingExpiredLinksDropsOnlyTheStale() async throws {
    let app = try makeApp { $0.deliversEveryWaitingLink = true }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://user/u1/orders/9")
    app.advance(by: 300)
    try await app.openURL("shop://user/u1/orders/10")
    let pipeline = try #require(app.pipeline)
    app.advance(by: 300)
    pipeline.dropExpiredLinks()
    #expect(
      pipeline.waitingLinks.map(\.url) == ["shop://user/u1/orders/9", "shop://user/u1/orders/10"])
    app.advance(by: 1)
    pipeline.dropExpiredLinks()
    #expect(pipeline.waitingLinks.map(\.url) == ["shop://user/u1/orders/10"])
    #expect(
      app.events.last?.description
        == "expired shop://user/u1/orders/9 reason=waited longer than 600 seconds")
  }

  /// A clock set back (by the user, or a device whose time was wrong) cannot keep a link
  /// alive: a link stamped later than now by more than its time to live is stale too.
  @Test func aClockSetBackDoesNotKeepALinkAlive() async throws {
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://user/u1/orders/9")
    #expect(app.events.last?.waitingFor == "signedIn")
    app.advance(by: -86_400)
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.isEmpty)
    #expect(app.events.last?.kind == .expired)
    // Set back by less than its time to live, a link still lives (it waited at most that).
    try await app.setCondition("signedIn", met: false)
    try await app.openURL("shop://user/u1/orders/10")
    app.advance(by: -300)
    try await app.setCondition("signedIn", met: true)
    #expect(app.navigator.shown.map(\.name) == ["orders"])
  }

  /// A link the app has seen stale stays dropped when the clock is then set back: it is
  /// dropped when the app reads the clock, at launch and on every arrival, not only when it
  /// next tries to deliver.
  @Test func aLinkSeenStaleStaysDroppedWhenTheClockIsSetBack() async throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let now = Locked(start)
    let manifest = try exampleManifest()
    let store = InMemoryLinkStore()
    let navigator = RecordingNavigator()
    func pipeline() throws -> DeepLinkPipeline {
      var configuration = DeliveryConfiguration(manifest: manifest)
      configuration.deliversEveryWaitingLink = true
      let pipeline = try DeepLinkPipeline(
        router: manifest.router, configuration: configuration, store: store,
        clock: { now.withLock { $0 } })
      pipeline.navigator = navigator
      return pipeline
    }
    // Waiting for sign-in; the app is relaunched 700 s later, then the clock set back.
    try await pipeline().receive("shop://user/u1/orders/9", door: .customScheme)
    now.withLock { $0 = start + 700 }
    let relaunched = try pipeline()
    now.withLock { $0 = start }
    await relaunched.appDidBecomeActive()
    try await relaunched.setCondition("signedIn", met: true)
    #expect(navigator.shown.isEmpty)
    // In the background, another link arrives 700 s after one that waits; then the clock is
    // set back to where both are within their time to live, and the app becomes active.
    try await relaunched.setCondition("signedIn", met: false)
    relaunched.appWillResignActive()
    relaunched.appDidEnterBackground()
    await relaunched.receive("shop://user/u1/orders/10", door: .customScheme)
    now.withLock { $0 = start + 700 }
    await relaunched.receive("shop://cart", door: .customScheme)
    now.withLock { $0 = start + 150 }
    try await relaunched.setCondition("signedIn", met: true)
    await relaunched.appDidBecomeActive()
    #expect(navigator.shown.map(\.name) == ["cart"])
  }

  @Test func theSameLinkThroughTwoDoorsLandsOnce() async throws {
    let app = try makeApp(style: .appDelegate)
    try await app.launch(url: "shop://cart")  // launch options, then application(_:open:options:)
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["cart"])
    #expect(kinds(app) == ["received", "waiting", "received", "duplicate", "delivered"])
    app.advance(by: 10)
    try await app.openURL("shop://cart")  // later, on purpose: a new tap
    #expect(app.navigator.shown.map(\.name) == ["cart", "cart"])
  }

  @Test func latestPolicySupersedesOlderLinks() async throws {
    let app = try makeApp()
    try await app.launch(url: "shop://product/1")
    try await app.openURL("shop://product/2")
    try await app.becomeActive()
    #expect(app.navigator.shown.map { $0.match.parameters["id"] } == ["2"])
    #expect(app.events.contains { $0.kind == .superseded && $0.url == "shop://product/1" })
  }

  @Test func allPolicyDeliversEveryLinkInOrder() async throws {
    let app = try makeApp { $0.deliversEveryWaitingLink = true }
    try await app.launch(url: "shop://product/1")
    try await app.openURL("shop://product/2")
    try await app.becomeActive()
    #expect(app.navigator.shown.map { $0.match.parameters["id"] } == ["1", "2"])
  }

  @Test func explicitReadinessWaitsForTheApp() async throws {
    let app = try makeApp { $0.waitsForMarkReady = true }
    try await app.launch(url: "shop://cart")
    try await app.becomeActive()
    #expect(app.navigator.shown.isEmpty)
    try await app.markReady()
    #expect(app.navigator.shown.map(\.name) == ["cart"])
  }

  @Test func chainsShowEachKnownScreenInTurn() async throws {
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://deeplink/redScreen/unknown/greenScreen/blueScreen")
    #expect(app.navigator.shown.map(\.name) == ["redScreen", "greenScreen", "blueScreen"])
    #expect(app.events.last?.plan == ["redScreen", "greenScreen", "blueScreen"])
  }

  /// The screens are the rest of the path, however the remainder is written and whatever
  /// follows it: a query item's value is not read as screens.
  @Test func aChainReadsTheRestOfThePath() async throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("screens", pattern: "/deeplink/*?src=:src", chain: ["red", "green", "push"]),
        Route("steps", pattern: "/steps/<path:steps>(#<note>)", chain: ["one", "two"]),
        // In an optional group too.
        Route("menu", pattern: "/menu(/*)", chain: ["a", "b"]),
      ])
    let app = LifecycleSimulator(router: router)
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://deeplink/red/green?src=push")
    try await app.openURL("shop://steps/two/x/one#one")
    try await app.openURL("shop://menu/b/a")
    #expect(app.navigator.shown.map(\.name) == ["red", "green", "two", "one", "b", "a"])
  }

  /// In a table that compares path literals without case, a chain's screen names are compared
  /// so too, and shown as the chain spells them: `REDSCREEN` opens `redScreen`, where the
  /// link matched the route and then named none of its screens. A case-sensitive table keeps
  /// case.
  @Test(arguments: [false, true])
  func aChainsScreensFollowTheTablesCase(caseSensitive: Bool) async throws {
    let router = try Router(
      schemes: ["shop"], caseSensitive: caseSensitive,
      routes: [Route("screens", pattern: "/deeplink/*", chain: ["redScreen", "blueScreen"])])
    let app = LifecycleSimulator(router: router)
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://deeplink/REDSCREEN/nope/bluescreen/blueScreen")
    #expect(
      app.navigator.shown.map(\.name)
        == (caseSensitive ? ["blueScreen"] : ["redScreen", "blueScreen", "blueScreen"]))
  }

  /// A chain's screens come from the rest of the path: a route whose path has no placeholder
  /// for it, or a chain naming an empty screen, is refused, not declined at every link.
  @Test func aChainNeedsTheRestOfThePath() throws {
    for (pattern, chain, message) in [
      (
        "/deeplink/:screen", ["red"],
        "a chain's screens are named by the rest of the path: end the path with '*' or a <path:> placeholder"
      ),
      (
        "/deeplink?to=:to", ["red"],
        "a chain's screens are named by the rest of the path: end the path with '*' or a <path:> placeholder"
      ),
      ("/deeplink/*", ["red", ""], "a chain's screen names are not empty"),
    ] {
      let error = try #require(throws: DeepLinkError.self) {
        try Route("screens", pattern: pattern, chain: chain)
      }
      #expect(error.message == message, "\(pattern)")
      #expect(error.route == "screens")
    }
  }

  /// A chain naming a screen twice, as the table compares names, is refused when the table is
  /// built: a link would only ever show the first (`RED` after `red` in a table without case),
  /// where it was kept unreported. A case-sensitive table keeps `red` and `RED` apart.
  @Test func aChainNamingAScreenTwiceIsRefused() throws {
    func problem(_ chain: [String], caseSensitive: Bool) -> String? {
      do {
        _ = try Router(
          schemes: ["shop"], caseSensitive: caseSensitive,
          routes: [Route("screens", pattern: "/deeplink/*", chain: chain)])
        return nil
      } catch {
        return error.description
      }
    }
    let lead = "route 'screens': pattern '/deeplink/*': "
    #expect(
      problem(["red", "blue", "RED"], caseSensitive: false)
        == lead + "the chain names the screen 'RED' twice (the table compares names without case)")
    #expect(problem(["red", "blue", "RED"], caseSensitive: true) == nil)
    #expect(
      problem(["red", "red"], caseSensitive: true) == lead
        + "the chain names the screen 'red' twice")
    #expect(problem(["red", "blue"], caseSensitive: false) == nil)
    // A manifest says where.
    let error = try #require(throws: DeepLinkError.self) {
      try RouteManifest(
        json:
          #"{"schemes": ["shop"], "routes": [{"name": "s", "pattern": "/d/*", "chain": ["a", "a"]}]}"#
      )
    }
    #expect(error.description.hasPrefix("<manifest>: routes[0]: route 's'"))
  }

  /// A chain link naming none of its screens shows nothing, so it is not reported delivered:
  /// the route declines it, and with no other route it is unmatched.
  @Test func aChainNamingNoScreenIsNotDelivered() async throws {
    let app = try makeApp()
    var unmatched: [String] = []
    app.configure = { pipeline in pipeline.onUnmatched = { link, _ in unmatched.append(link.url) } }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://deeplink/unknown/other")
    #expect(app.navigator.shown.isEmpty)
    #expect(kinds(app) == ["received", "declined", "unmatched"])
    #expect(app.events[1].reason == "the link names none of the route's screens")
    #expect(unmatched == ["shop://deeplink/unknown/other"])
  }

  @Test func interceptorsConsumeRewriteOrPass() async throws {
    let app = try makeApp()
    app.configure = { pipeline in
      pipeline.intercept { link in
        if link.url.contains("campaign") { return nil }
        guard link.url == "shop://short/1" else { return link }
        var expanded = link
        expanded.url = "shop://product/1"
        return expanded
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://promo/campaign")
    try await app.openURL("shop://short/1")
    #expect(app.navigator.shown.map(\.name) == ["product"])
    #expect(app.events.contains { $0.kind == .intercepted })
  }

  /// A link an interceptor makes anew (a short link expanded into a fresh `IncomingLink`)
  /// arrived when the short link did: it waits and is delivered like it, and goes stale when it
  /// would have. Unstamped, it was dropped as stale at once.
  @Test(arguments: [(30.0, "delivered"), (601.0, "expired")])
  func aLinkAnInterceptorMakesKeepsTheArrivalTime(wait: TimeInterval, fate: String) async throws {
    let app = try makeApp()
    app.configure = { pipeline in
      pipeline.intercept { link in
        guard link.url == "shop://short/1" else { return link }
        return IncomingLink(url: "shop://product/1", door: link.door, state: link.state)
      }
    }
    try await app.launch(url: "shop://short/1")
    app.advance(by: wait)
    try await app.becomeActive()
    #expect(kinds(app) == ["received", "waiting", fate])
    #expect(app.navigator.shown.map(\.name) == (fate == "delivered" ? ["product"] : []))
  }

  /// A link handed over with a time of arrival already past its time to live (kept by a
  /// notification extension, given to the pipeline later) is dropped when it comes, whether it
  /// could be shown at once or would wait: it was shown at once, or held to be dropped at the
  /// next check. One stamped ahead of the clock by as much is stale too (the clock was set
  /// back); within its time to live, either way, it is delivered. A fresh copy of a stale link
  /// is no duplicate.
  @Test(arguments: [(-601.0, "expired"), (-599, "delivered"), (601, "expired"), (599, "delivered")])
  func aLinkArrivingStaleIsDropped(age: TimeInterval, fate: String) async throws {
    for signedIn in [true, false] {
      let app = try makeApp()
      try await app.launch()
      try await app.becomeActive()
      try await app.setCondition("signedIn", met: signedIn)
      let url = "shop://user/u1/orders/9"
      await app.pipeline?.receive(
        IncomingLink(
          url: url, door: .inApp, state: .foreground,
          receivedAt: app.clock.now().addingTimeInterval(-age)))
      let expected = fate == "expired" ? "expired" : signedIn ? "delivered" : "waiting"
      #expect(kinds(app) == ["received", expected], "signed in: \(signedIn)")
      #expect(app.pipeline?.waitingLinks.map(\.url) == (expected == "waiting" ? [url] : []))
      guard fate == "expired", signedIn else { continue }
      await app.pipeline?.receive(url, door: .inApp)
      #expect(kinds(app).suffix(2) == ["received", "delivered"])
    }
  }

  /// A link given a time of arrival that is not finite (a time computed as `0 / 0`) is stamped
  /// when it arrives, as one given none: it is stored (no store can write such a time; the
  /// store failed), is there after a relaunch, and goes stale after its time to live.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aLinkGivenNoFiniteTimeIsStampedOnArrival(seconds: Double) async throws {
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    let arrival = app.clock.now()
    await app.pipeline?.receive(
      IncomingLink(
        url: "shop://user/u1/orders/9", door: .inApp, state: .foreground,
        receivedAt: Date(timeIntervalSinceReferenceDate: seconds)))
    #expect(kinds(app) == ["received", "waiting"])
    // As seconds: a Date that is not finite crashes Foundation's description of it.
    #expect(
      app.pipeline?.waitingLinks.map(\.receivedAt.timeIntervalSinceReferenceDate)
        == [arrival.timeIntervalSinceReferenceDate])
    app.terminate()
    app.advance(by: 599)
    try await app.launch()
    #expect(app.pipeline?.waitingLinks.map(\.url) == ["shop://user/u1/orders/9"])
    app.advance(by: 2)
    #expect(app.events.last?.kind == .expired)
  }

  /// A link the app receives while an interceptor still works on an earlier one (a short link
  /// being expanded over the network) is the newer: under the latest-only policy it is the one
  /// delivered, whether it waits or is shown at once, and the earlier link is superseded when
  /// its interceptor finishes. The earlier link superseded it, or was shown over it.
  @Test(arguments: [false, true])
  func aLinkThatCameWhileAnInterceptorWorkedIsTheNewer(active: Bool) async throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [Route("product", pattern: "/product/:id"), Route("short", pattern: "/s/:code")])
    let clock = ManualClock()
    let app = Recorded(try DeepLinkPipeline(router: router, clock: clock.now))
    let pipeline = app.pipeline
    let pause = Pause()
    pipeline.intercept { link in
      guard link.url == "shop://s/1" else { return link }
      await pause.hold()
      var expanded = link
      expanded.url = "shop://product/7"
      return expanded
    }
    if active { await pipeline.appDidBecomeActive() }
    let first = Task { await pipeline.receive("shop://s/1", door: .inApp) }
    await pause.untilEntered()
    clock.advance(by: 1)
    await pipeline.receive("shop://product/9", door: .inApp)
    pause.release()
    await first.value
    await pipeline.appDidBecomeActive()
    #expect(app.navigator.shown.map { $0.match.parameters["id"] } == ["9"])
    let state = active ? "foreground" : "notRunning"
    #expect(
      app.events
        == [
          "received shop://s/1 door=inApp state=\(state)",
          "received shop://product/9 door=inApp state=\(state)",
        ]
        + (active
          ? [
            "delivered shop://product/9 route=product params=id=9",
            "superseded shop://product/7",
          ]
          : [
            "waiting shop://product/9 route=product for=ready",
            "superseded shop://product/7",
            "delivered shop://product/9 route=product params=id=9",
          ]))
  }

  /// Under the latest-only policy, a link whose handler declines it while a newer link waits
  /// (the newer one came while the handler worked) does not go back to wait for its next
  /// route's conditions: it is superseded, and only the newer link is delivered, also once the
  /// user signs in. Under the every-link policy it waits for them, and is delivered then.
  @Test(arguments: [false, true])
  func aLinkDeclinedWhileANewerOneWaitsIsSuperseded(everyLink: Bool) async throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("promo", pattern: "/promo"),
        Route("page", pattern: "/:page", requires: ["signedIn"]),
        Route("product", pattern: "/product/:id"),
      ])
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = everyLink
    let app = Recorded(try DeepLinkPipeline(router: router, configuration: configuration))
    let pipeline = app.pipeline
    let pause = Pause()
    try pipeline.handle("promo") { _ in
      await pause.hold()
      return .declined
    }
    await pipeline.appDidBecomeActive()
    let first = Task { await pipeline.receive("shop://promo", door: .inApp) }
    await pause.untilEntered()
    await pipeline.receive("shop://product/9", door: .inApp)
    pause.release()
    await first.value
    try await pipeline.setCondition("signedIn", met: true)
    #expect(
      app.navigator.shown.map(\.match.url)
        == ["shop://product/9"] + (everyLink ? ["shop://promo"] : []))
    #expect(
      app.events
        == [
          "received shop://promo door=inApp state=foreground",
          "received shop://product/9 door=inApp state=foreground",
          "waiting shop://product/9 route=product for=previous",
          "declined shop://promo route=promo",
        ]
        + (everyLink
          ? [
            "waiting shop://promo route=page for=signedIn",
            "delivered shop://product/9 route=product params=id=9",
            "delivered shop://promo route=page params=page=promo",
          ]
          : [
            "superseded shop://promo",
            "delivered shop://product/9 route=product params=id=9",
          ]))
  }

  @Test func aDecliningHandlerPassesToTheNextRoute() async throws {
    let app = try makeApp()
    var handled: [String] = []
    app.configure = { pipeline in
      try pipeline.handle("privacy") { _ in
        handled.append("privacy")
        return .declined
      }
      try pipeline.handle("settings") { match in
        handled.append("settings:\(match.parameters["section"] ?? "")")
        return .handled
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://settings/privacy")
    #expect(handled == ["privacy", "settings:privacy"])
    #expect(kinds(app).suffix(2) == ["declined", "delivered"])
  }

  /// A route whose optional group's forms both take the link (`/a(/:x)/*` on `/a/b`) is
  /// offered it once: a handler that declines passes it to the next route, not to itself again.
  @Test func aDecliningRouteIsNotOfferedTheLinkAgainByAnotherOfItsForms() async throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [Route("either", pattern: "/a(/:x)/*"), Route("rest", pattern: "/a/<path:p>")])
    #expect(router.matches("shop://a/b").map(\.name) == ["either", "rest"])
    let app = LifecycleSimulator(router: router)
    var offered: [String] = []
    app.configure = { pipeline in
      try pipeline.handle("either") { match in
        offered.append("either x=\(match.parameters["x"] ?? "none")")
        return .declined
      }
      try pipeline.handle("rest") { match in
        offered.append("rest p=\(match.parameters["p"] ?? "")")
        return .declined
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://a/b")
    #expect(offered == ["either x=b", "rest p=b"])
    #expect(kinds(app) == ["received", "declined", "declined", "unmatched"])
  }

  @Test func typedHandlersDecodeParameters() async throws {
    struct ProductLink: Decodable { let id: Int; let ref: String? }
    let app = try makeApp()
    var seen: [Int] = []
    app.configure = { pipeline in
      try pipeline.handle("product", as: ProductLink.self) { link, _ in
        seen.append(link.id)
        return .handled
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://product/7?ref=push")
    #expect(seen == [7])
  }

  /// A typed handler declines a link whose parameters do not decode, and its event says which
  /// field and why (values revealed here): a developer is not left guessing.
  @Test func typedHandlersSayWhyTheyDecline() async throws {
    struct ProductLink: Decodable { let id: Int8 }
    let app = try makeApp()
    app.configure = { pipeline in
      try pipeline.handle("product", as: ProductLink.self) { _, _ in .handled }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://product/300")
    let declined = app.events.filter { $0.kind == .declined }
    #expect(declined.map(\.route) == ["product"])
    #expect(
      declined.map(\.reason) == [
        "the parameters do not decode as ProductLink at 'id': '300' is not a valid Int8"
      ])
  }

  /// A typed link that does not convert declines with a reason too.
  @Test func typedLinksSayWhyTheyDecline() async throws {
    /// Only products up to 100 convert.
    struct SmallProduct: TypedDeepLink {
      static let routeNames = ["product"]
      let id: Int
      init?(_ match: RouteMatch) {
        guard let id = match.parameters.value("id", as: Int.self), id <= 100 else { return nil }
        self.id = id
      }
    }
    let app = try makeApp()
    var shown: [Int] = []
    app.configure = { pipeline in
      try pipeline.handle(SmallProduct.self) { link in
        shown.append(link.id)
        return .handled
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://product/7")
    try await app.openURL("shop://product/700")
    #expect(shown == [7])
    #expect(
      app.events.filter { $0.kind == .declined }.map(\.reason) == [
        "the match does not convert to SmallProduct"
      ])
  }

  /// Opens `links` in an active app (with `externalSchemes` when given) and returns the URLs
  /// its pipeline handed to the system, with the app.
  func openExternally(_ links: [String], allowing externalSchemes: Set<String>? = nil)
    async throws -> (opened: [String], app: LifecycleSimulator)
  {
    let app = try makeApp { if let externalSchemes { $0.externalSchemes = externalSchemes } }
    var opened: [String] = []
    app.configure = { pipeline in
      pipeline.openExternally = { url in
        opened.append(url.absoluteString)
        return true
      }
    }
    try await app.launch()
    try await app.becomeActive()
    for link in links { try await app.openURL(link) }
    return (opened, app)
  }

  @Test func externalLinksGoToTheSystemOnlyWhenAllowed() async throws {
    let (opened, app) = try await openExternally([
      "tel:+123456789", "javascript:alert(1)", "otherapp://x",
    ])
    #expect(opened == ["tel:+123456789"])
    let refusals = app.events.filter { $0.kind == .refused }.compactMap(\.reason)
    #expect(
      refusals == [
        "the scheme 'javascript' never opens outside the app: it would open a local file or carry code",
        "the scheme 'otherapp' is not allowed to open outside the app",
      ])
  }

  /// A `file:` link handed to the system opens a local file (on macOS, `NSWorkspace` launches
  /// an app), and `javascript:`, `vbscript:` and `data:` links carry code or content: none
  /// leaves the app, and listing one on the allowlist in code is refused when the pipeline is
  /// made, as a manifest listing one is.
  @Test func linksThatOpenLocalFilesOrCarryCodeNeverLeaveTheApp() async throws {
    let links = [
      "file:///Applications/Calculator.app", "FILE:///etc/passwd", "javascript:alert(1)",
      "vbscript:msgbox(1)", "data:text/html;base64,PHNjcmlwdD4=", "tel:+1",
    ]
    let (opened, app) = try await openExternally(links, allowing: ["tel"])
    #expect(opened == ["tel:+1"])
    let refusals = app.events.filter { $0.kind == .refused }.compactMap(\.reason)
    #expect(
      refusals
        == ["file", "file", "javascript", "vbscript", "data"].map {
          "the scheme '\($0)' never opens outside the app: it would open a local file or carry code"
        })
    // Of several, the least in order is named, whatever order the set iterates in (sets of
    // other sizes iterate in other orders).
    for size in 0..<24 {
      var several = DeliveryConfiguration()
      several.externalSchemes = Set(["vbscript", "file", "data", "javascript"])
        .union((0..<size).map { "app\($0)" })
      let least = #expect(throws: DeepLinkError.self) {
        try DeepLinkPipeline(router: app.router, configuration: several)
      }
      #expect(least?.message.hasPrefix("the scheme 'data' never opens") == true)
    }
    let refused = ["file", "FILE", "javascript", "vbscript", "data", "tel:", "1tel"]
    for scheme in refused {
      var configuration = DeliveryConfiguration()
      configuration.externalSchemes = ["tel", scheme]
      let error = #expect(throws: DeepLinkError.self) {
        try DeepLinkPipeline(router: app.router, configuration: configuration)
      }
      let lower = scheme.lowercased()
      #expect(
        error?.description
          == "configuration.externalSchemes: "
          + (["tel:", "1tel"].contains(scheme)
            ? "'\(lower)' is not a valid scheme (a letter, then letters, digits, '+', '-', '.', '_')"
            : "the scheme '\(lower)' never opens outside the app: it would open a local file or carry code")
      )
    }
  }

  /// A link the system does not open (no app takes its scheme, the user cancelled the call) is
  /// refused, with why, once the system has answered: it was reported handed over.
  @Test func aLinkTheSystemDoesNotOpenIsRefused() async throws {
    let app = try makeApp()
    app.configure = { pipeline in pipeline.openExternally = { url in url.scheme == "tel" } }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("tel:+1")
    try await app.openURL("mailto:a@example.com")
    #expect(
      app.events.filter { $0.kind != .received }.map(\.description) == [
        "external tel:+1",
        "refused mailto:a@example.com reason=the system did not open it",
      ])
  }

  /// An app that never connected `openExternally` has nothing to open links outside it: an
  /// allowed link is refused with why, not reported handed over (and lost). The simulated
  /// system opens every link it is handed, and lists them.
  @Test func withoutOpenExternallyAnAllowedLinkIsRefused() async throws {
    let router = try Router(schemes: ["shop"], routes: [Route("cart", pattern: "/cart")])
    let pipeline = try DeepLinkPipeline(router: router)
    var events: [String] = []
    pipeline.observer = { events.append($0.description) }
    await pipeline.receive("tel:+1", door: .inApp)
    #expect(events.last == "refused tel:+1 reason=openExternally is not set")
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("tel:+1")
    #expect(app.openedExternally == ["tel:+1"])
    #expect(app.events.last?.description == "external tel:+1")
  }

  /// Schemes are case-insensitive: an allowlist written `Tel` in code allows `tel:` and `TEL:`
  /// links, as the manifest's lowercased list does.
  @Test func theExternalAllowlistIgnoresCase() async throws {
    let links = ["tel:+1", "TEL:+2", "mailto:a@example.com"]
    let (opened, _) = try await openExternally(links, allowing: ["Tel"])
    #expect(opened == ["tel:+1", "TEL:+2"])
  }

  @Test func webPagesLoadOnlyFromTheAllowlist() async throws {
    let app = try makeApp()
    try await app.launch()
    try await app.becomeActive()
    let pages = [
      "https://help.example.com/faq", "http://help.example.com/faq", "javascript:alert(1)",
      "file:///etc/passwd", "data:text/html,hi", "https://evil.com/",
      "https://help.example.com@evil.com/",
    ]
    for page in pages {
      app.advance(by: 10)
      let encoded = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
      try await app.openURL("shop://web?url=\(encoded)")
    }
    #expect(
      app.navigator.shown.map { $0.webPage?.absoluteString } == ["https://help.example.com/faq"])
    #expect(
      app.events.filter { $0.kind == .refused }.compactMap(\.reason) == [
        "the web page's scheme 'http' is not https",
        "the web page's scheme 'javascript' is not https",
        "the web page's scheme 'file' is not https",
        "the web page's scheme 'data' is not https",
        "the web page's host 'evil.com' is not on the web allowlist",
        "the web page carries user information",
      ])
  }

  @Test func unmatchedLinksReachTheUnmatchedHandler() async throws {
    let app = try makeApp()
    var unmatched: [String] = []
    app.configure = { pipeline in
      pipeline.onUnmatched = { link, failure in unmatched.append("\(link.url): \(failure.message)")
      }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.openURL("shop://nowhere")
    #expect(unmatched.count == 1)
    #expect(unmatched.first?.hasPrefix("shop://nowhere: no route matches") == true)
  }

  /// A universal link of the app's own domain that no route takes is the app's to deal with
  /// (the documentation shows how to give it back to Safari): it reaches the unmatched
  /// handler, through its door, and is not handed to the system, though `https` is on the
  /// external allowlist and a page of another host is.
  @Test func anUnroutedPageOfTheAppsDomainIsLeftToTheUnmatchedHandler() async throws {
    let app = try makeApp()
    var unmatched: [LinkDoor] = []
    app.configure = { pipeline in pipeline.onUnmatched = { link, _ in unmatched.append(link.door) }
    }
    try await app.launch()
    try await app.becomeActive()
    try await app.continueActivity("https://shop.example.com/blog/summer")
    try await app.continueActivity("https://other.example.com/blog/summer")
    #expect(unmatched == [.universalLink])
    #expect(app.openedExternally == ["https://other.example.com/blog/summer"])
    #expect(kinds(app) == ["received", "unmatched", "received", "external"])
  }

  @Test func eventsRedactQueryValuesByDefault() async throws {
    let router = try exampleManifest().router
    let pipeline = try DeepLinkPipeline(router: router)
    var urls: [String] = []
    pipeline.observer = { urls.append($0.url) }
    await pipeline.receive("shop://search?q=secret&token=abc#top", door: .customScheme)
    #expect(urls.first == "shop://search?q=redacted&token=redacted#top")
  }

  @Test func aPushIsReadAndItsSecondDeliveryDropped() async throws {
    let app = try makeApp(style: .scenes)
    try await app.launch(push: JSONValue(parsing: #"{"aps": {}, "link": "shop://product/5"}"#))
    try await app.becomeActive()
    #expect(app.navigator.shown.map(\.name) == ["product"])
    #expect(app.events.filter { $0.kind == .duplicate }.count == 1)
  }

  @Test func aCorruptStoreIsReportedNotFatal() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("not json".utf8).write(to: file)
    let pipeline = try DeepLinkPipeline(
      router: try exampleManifest().router, store: FileLinkStore(url: file))
    #expect(pipeline.storeError != nil)
    #expect(pipeline.waitingLinks.isEmpty)
  }

  /// A store of the app's own keeps the bytes the pipeline hands it, and gives them back.
  @Test func anAppsOwnStoreKeepsTheLinks() async throws {
    final class DefaultsStore: LinkStore, @unchecked Sendable {
      let defaults: UserDefaults
      init(_ defaults: UserDefaults) { self.defaults = defaults }
      func load() throws -> Data? { defaults.data(forKey: "links") }
      func save(_ data: Data) throws { defaults.set(data, forKey: "links") }
    }
    let defaults = try #require(UserDefaults(suiteName: "deeplinking-tests-\(UUID())"))
    let router = try exampleManifest().router
    let first = try DeepLinkPipeline(router: router, store: DefaultsStore(defaults))
    await first.receive("shop://cart", door: .pushAction("VIEW"))
    let second = try DeepLinkPipeline(router: router, store: DefaultsStore(defaults))
    #expect(second.waitingLinks.map(\.url) == ["shop://cart"])
    #expect(second.waitingLinks.map(\.door) == [.pushAction("VIEW")])
  }

}
