import Foundation

/// One pipeline for every door: a link is routed once on arrival, held until the app (and the
/// signed-in user) is ready for the route it will land on, persisted across termination,
/// delivered at most once, and dropped when stale.
///
/// <!-- sample: core, uses: router linksFile appNavigator showProduct -->
/// ```swift
/// let pipeline = try DeepLinkPipeline(router: router, store: FileLinkStore(url: linksFile))
/// pipeline.navigator = appNavigator
/// try pipeline.handle("product") { match in
///   showProduct(match.parameters.value("id", as: Int.self) ?? 0)
///   return .handled
/// }
/// // From the system's callbacks (or the DeepLinkingUI adapters):
/// await pipeline.receive("shop://product/42", door: .customScheme)
/// await pipeline.appDidBecomeActive()  // delivers what waited
/// ```
///
/// The pipeline coordinates small parts, each with one job: a duplicate filter, the inbox
/// (time to live, policy, store), the gate (scenes, readiness, conditions), the dispatcher
/// (handlers, navigators, fall-through) and the outbound policy (external schemes, web pages).
///
/// **Fall-through is gated.** When a handler declines, the next matching route is tried, but
/// only once its own `requires` are met: a route whose conditions are unmet makes the link wait
/// for them, and it is never skipped past.
///
/// **Handlers and app state.** A handler's asynchronous work may outlive the app going to the
/// background; the pipeline does not cancel it, and the link counts as delivered once the
/// handler returns ``LinkHandling/handled``. Links that arrive meanwhile wait, and are gated
/// again when it returns.
@MainActor
public final class DeepLinkPipeline {
  /// The routes links are matched against.
  public let router: Router
  /// How links are held and delivered.
  public let configuration: DeliveryConfiguration
  /// Shows the destinations of routes that have no handler, in scenes without a navigator of
  /// their own (see ``setNavigator(_:forScene:)``).
  public var navigator: (any LinkNavigator)? {
    get { dispatcher.navigator }
    set { install { $0.navigator = newValue } }
  }
  /// Hands a link the app does not own (on the external allowlist) to the system; returns
  /// whether it was opened. The Apple adapters connect it to `UIApplication.open`
  /// (`opensExternalLinksWithUIApplication()`); without it such links are refused, as nothing
  /// would open them.
  public var openExternally: (@MainActor (URL) async -> Bool)?
  /// Called for links no route takes.
  public var onUnmatched: (@MainActor (IncomingLink, DeepLinkError) async -> Void)?
  /// Told every step of every link; the steps taken while the pipeline was made (stored links
  /// dropped as stale, or that no route takes now) are told as soon as it is set.
  public var observer: (@MainActor (DeepLinkEvent) -> Void)? {
    didSet { reportHeldEvents() }
  }
  /// Finds the link in push payloads; set it to add app-defined key paths.
  public var pushReader = PushLinkReader()
  /// The last error reading or writing the store, if any (each is also a
  /// ``DeepLinkEvent/Kind/storeFailed`` event). A store that cannot be read is not written
  /// over (see ``LinkStore``).
  public private(set) var storeError: (any Error)?

  private let clock: @Sendable () -> Date
  private let outbound: OutboundPolicy
  private let dispatcher: LinkDispatcher
  private var interceptors: [any LinkInterceptor] = []
  private var duplicates: DuplicateFilter
  private var inbox: LinkInbox
  var gate: DeliveryGate
  private var delivering = false
  /// What each waiting link was last reported waiting for.
  private var reportedWaits: [UUID: String] = [:]
  /// The last work posted by ``post(_:)``, which the next one waits for.
  var lastPosted: Task<Void, Never>?
  /// Events of the loading, before anyone could observe them: reported when an observer is
  /// set.
  private var heldEvents: [DeepLinkEvent] = []
  private var isLoading = true
  /// How many links have arrived, and the arrival number of the newest link routed: links
  /// arrive in the order `receive` is called, and an interceptor that takes its time must not
  /// reorder them.
  private var arrivals = 0
  private var newestRouted = -1

  /// Creates a pipeline and loads the links that were waiting when the app last stopped.
  ///
  /// - Parameters:
  ///   - router: The routes.
  ///   - configuration: Time to live, duplicate window, policy, readiness, allowlists.
  ///   - store: Where waiting links are kept; by default in memory only.
  ///   - clock: The current time; injectable for tests.
  ///   - sleep: Waits for a number of seconds (the navigator's bounded time); injectable so a
  ///     simulated clock can stand in for real time.
  /// - Throws: ``DeepLinkError`` when `configuration` holds what would go unseen: a time that
  ///   is negative or not a number (`invalidConfiguration`), a web allowlist entry that is no
  ///   domain name or takes a whole top-level domain (`invalidDomain`), an external scheme that
  ///   is no scheme or never leaves the app (`invalidScheme`). The error's location names the
  ///   setting.
  public convenience init(
    router: Router, configuration: DeliveryConfiguration = DeliveryConfiguration(),
    store: (any LinkStore)? = nil, clock: @escaping @Sendable () -> Date = { Date() },
    sleep: @escaping @Sendable (TimeInterval) async -> Void = { seconds in
      // A time too long for UInt64 nanoseconds (584 years) sleeps for as long as it can.
      try? await Task.sleep(
        nanoseconds: UInt64(exactly: (max(0, seconds) * 1e9).rounded(.down)) ?? .max)
    }
  ) throws(DeepLinkError) {
    try configuration.check()
    self.init(router: router, checked: configuration, store: store, clock: clock, sleep: sleep)
  }

  /// A pipeline whose configuration was checked.
  private init(
    router: Router, checked configuration: DeliveryConfiguration, store: (any LinkStore)?,
    clock: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (TimeInterval) async -> Void
  ) {
    self.router = router
    self.configuration = configuration
    self.clock = clock
    outbound = OutboundPolicy(
      externalSchemes: configuration.externalSchemes,
      webAllowlist: configuration.webAllowlist,
      quotesPages: configuration.revealsQueryValues)
    dispatcher = LinkDispatcher(navigationTimeout: configuration.navigationTimeout, sleep: sleep)
    duplicates = DuplicateFilter(window: configuration.duplicateWindow)
    gate = DeliveryGate(explicitReadiness: configuration.waitsForMarkReady)
    inbox = LinkInbox(store: store ?? InMemoryLinkStore())
    do {
      try inbox.load()
    } catch {
      storeFailed(error)
    }
    // Links that went stale while the app was not running are dropped now: the clock may be
    // set back before the next pass, and would make them fresh again.
    dropExpiredLinks()
    routeLoadedLinks()
    keepWhatMayWait()
    isLoading = false
  }

  // MARK: - Registration

  /// Adds an interceptor, run after those added before it.
  public func add(interceptor: any LinkInterceptor) { interceptors.append(interceptor) }

  /// Adds an interceptor made of `body`: it returns the link to go on with, or `nil` when it
  /// took care of the link.
  ///
  /// <!-- sample: core, uses: pipeline -->
  /// ```swift
  /// pipeline.intercept { link in
  ///   link.url.hasPrefix("shop://campaign") ? nil : link
  /// }
  /// ```
  public func intercept(_ body: @escaping @MainActor (IncomingLink) async -> IncomingLink?) {
    add(interceptor: ClosureInterceptor(body))
  }

  /// Handles links of route `name`; the handler may decline a link, and then the next best
  /// matching route is tried (once its conditions are met), then ``onUnmatched``.
  ///
  /// - Throws: ``DeepLinkError`` with code `unknownRoute` when the router has no route `name`:
  ///   a handler that could never run is a mistake, found when it is installed.
  public func handle(
    _ name: String, _ handler: @escaping @MainActor (RouteMatch) async -> LinkHandling
  ) throws(DeepLinkError) {
    guard router.route(named: name) != nil else {
      throw DeepLinkError.unknownRoute(name, in: router)
    }
    install { $0.handlers[name] = handler }
  }

  /// Handles links of route `name` with their parameters decoded into `type`; a link whose
  /// parameters do not decode is declined, and the `declined` event says which field failed
  /// (and why, when events reveal query values: the value may come from the query).
  ///
  /// - Throws: ``DeepLinkError`` with code `unknownRoute` when the router has no route `name`.
  public func handle<T: Decodable>(
    _ name: String, as type: T.Type,
    _ handler: @escaping @MainActor (T, RouteMatch) async -> LinkHandling
  ) throws(DeepLinkError) {
    let reveals = configuration.revealsQueryValues
    try handle(name) { (match: RouteMatch) -> LinkHandling in
      let value: T
      do throws(DeepLinkError) {
        value = try match.decode(T.self)
      } catch {
        return Self.declining(error, as: "\(T.self)", reveals: reveals)
      }
      return await handler(value, match)
    }
  }

  /// A typed handler's decline of a link whose parameters do not decode as `type`: the field
  /// that failed, and why when events reveal query values (the value may come from the query).
  private nonisolated static func declining(
    _ error: DeepLinkError, as type: String, reveals: Bool
  ) -> LinkHandling {
    let field = error.location.flatMap { $0.isEmpty ? nil : " at '\($0)'" } ?? ""
    let details = reveals ? ": \(error.message)" : " (details redacted)"
    return LinkHandling(
      handled: false, reason: "the parameters do not decode as \(type)\(field)\(details)")
  }

  /// Shows the destinations of links delivered in `scene` with `navigator` (one navigator per
  /// window); `nil` removes it.
  public func setNavigator(_ navigator: (any LinkNavigator)?, forScene scene: String) {
    install { $0.sceneNavigators[scene] = navigator }
  }

  /// Installs a handler or a navigator. Links that came before the app installed either wait
  /// for one (nothing could take them): the first one installed starts a delivery pass, run
  /// after the code that installed it, so the handlers installed with it are there too.
  private func install(_ change: (LinkDispatcher) -> Void) {
    let tookLinks = dispatcher.takesLinks
    change(dispatcher)
    if !tookLinks, dispatcher.takesLinks, !inbox.links.isEmpty {
      post { await $0.deliverWaiting() }
    }
  }

  // MARK: - State

  /// The links waiting to be delivered, oldest first.
  public var waitingLinks: [IncomingLink] { inbox.links.map(\.link) }

  /// The links waiting, with the routes each may still go to.
  package var inboxLinks: [PendingLink] { inbox.links }

  /// The state to stamp on a link arriving now.
  public var currentState: AppState { gate.appState }

  /// Whether links can be delivered now: some scene is active and, with explicit readiness,
  /// the app has called ``markReady()``.
  public var isReady: Bool { gate.canDeliverAnywhere }

  /// The UI can navigate (the root view appeared); with explicit readiness, waiting links are
  /// delivered once a scene is also active.
  public func markReady() async {
    gate.uiReady = true
    await deliverWaiting()
  }

  /// Reports a condition routes may require, such as `signedIn`, met or not.
  ///
  /// - Throws: ``DeepLinkError`` with code `unknownCondition` when no route requires `name`: a
  ///   misspelt condition would otherwise hold its links forever.
  public func setCondition(_ name: String, met: Bool) async throws(DeepLinkError) {
    guard router.hasCondition(name) else {
      throw DeepLinkError.unknownCondition(name, in: router)
    }
    gate.setCondition(name, met: met)
    if met { await deliverWaiting() }
  }

  /// Drops links that waited past their time to live, reporting each.
  public func dropExpiredLinks() {
    // Reported whether or not the store could be written: they left the inbox either way.
    var expired: [PendingLink] = []
    do {
      try inbox.removeExpired(now: clock(), timeToLive: configuration.timeToLive, into: &expired)
    } catch {
      storeFailed(error)
    }
    for item in expired {
      reportedWaits[item.id] = nil
      reportExpired(item.link)
    }
  }

  /// Reports `link` dropped as stale.
  @inline(never)
  private func reportExpired(_ link: IncomingLink) {
    var event = makeEvent(.expired, link)
    event.reason =
      "waited longer than \(LinkDispatcher.seconds(configuration.timeToLive)) seconds"
    emit(event)
  }

  // MARK: - Receiving

  /// Receives a link from `door`, stamped with the app's current state and time.
  ///
  /// - Parameters:
  ///   - url: The link's text.
  ///   - door: The way it came in.
  ///   - source: The app or site that sent it, when the system says.
  ///   - notificationID: For a push, the notification's identifier (a second delivery of the
  ///     same notification is dropped).
  ///   - scene: The scene (window) it arrived in, for apps with several.
  public func receive(
    _ url: String, door: LinkDoor, source: String? = nil, notificationID: String? = nil,
    scene: String? = nil
  ) async {
    await receive(
      IncomingLink(
        url: url, door: door, state: currentState, receivedAt: clock(), source: source,
        notificationID: notificationID, scene: scene))
  }

  /// Receives a link: drops duplicates, runs the interceptors, routes it once, and delivers it
  /// now or holds it until the app is ready and its route's conditions are met.
  public func receive(_ incoming: IncomingLink) async {
    readStoreAgain()
    // The clock is read on every arrival: what is stale now is dropped now, even if the clock
    // is set back before the next pass.
    dropExpiredLinks()
    let arrival = arrivals
    arrivals += 1
    let now = clock()
    var link = incoming.stamped(now)
    link.url = link.url.trimmingCharacters(in: .whitespacesAndNewlines)
    emit(makeEvent(.received, link))
    // A link given a time of arrival past its time to live (one a notification extension
    // kept) is as stale as one that waited that long: dropped, not shown, nor held to be
    // dropped at the next check. One stamped now is within it.
    if !link.receivedAt.isWithin(configuration.timeToLive, of: now) {
      reportExpired(link)
      return
    }
    if duplicates.isDuplicate(link, at: link.receivedAt) {
      emit(makeEvent(.duplicate, link))
      return
    }
    for interceptor in interceptors {
      guard let next = await interceptor.intercept(link) else {
        emit(makeEvent(.intercepted, link))
        return
      }
      // A link made anew (a short link expanded) arrived when the link it replaces did: left
      // unstamped, it was as old as time, and dropped as stale before it could be delivered.
      link = next.stamped(link.receivedAt)
    }
    let candidates = router.matches(link.url)
    guard let best = candidates.first else {
      if case .failure(let failure) = router.resolve(link.url) {
        await handleMiss(link, failure)
      }
      return
    }
    // Refused now rather than stored: the page is checked again when its route is tried (a
    // route reached by falling through, a newer version's allowlist).
    if case .refused(let reason) = outbound.webPage(of: best) {
      refuse(link, reason: reason)
      return
    }
    if !configuration.deliversEveryWaitingLink, !supersedeOlderLinks(than: link, arrival: arrival) {
      return
    }
    let routed = PendingLink(
      link: link, candidates: candidates.map(StoredMatch.init), nextCandidate: 0)
    if !delivering, unmet(link, best) == nil {
      delivering = true
      await dispatch(routed, matches: candidates)
      delivering = false
      await deliverWaiting()
    } else {
      // Ready, but another link's delivery is under way: it waits for that one ("previous").
      wait(routed, at: best, for: unmet(link, best) ?? "previous")
    }
  }

  // MARK: - Delivering

  /// Delivers the waiting links that can be delivered now, oldest first.
  func deliverWaiting() async {
    guard !delivering else { return }
    delivering = true
    defer { delivering = false }
    readStoreAgain()
    dropExpiredLinks()
    while let (item, matches) = nextDeliverable() {
      // Removed from the store before any handler runs: at most once, even after a crash.
      reportedWaits[item.id] = nil
      do {
        try inbox.remove(item.id)
      } catch {
        storeFailed(error)
      }
      await dispatch(item, matches: matches)
    }
    // Links still waiting, now for something else (signed in rather than ready), say so.
    for item in inbox.links {
      guard let matches = self.matches(of: item), item.nextCandidate < matches.count else {
        continue
      }
      let match = matches[item.nextCandidate]
      if let requirement = unmet(item.link, match) {
        reportWaiting(item, match, requirement)
      }
    }
  }

  /// The oldest waiting link whose next route can take it now.
  private func nextDeliverable() -> (PendingLink, [RouteMatch])? {
    for item in inbox.links {
      guard let matches = matches(of: item), item.nextCandidate < matches.count else { continue }
      if unmet(item.link, matches[item.nextCandidate]) == nil {
        return (item, matches)
      }
    }
    return nil
  }

  /// Tries `link`'s routes from its next one: each is gated before it is tried, and a route
  /// whose conditions are unmet puts the link back to wait for them.
  private func dispatch(_ link: PendingLink, matches: [RouteMatch]) async {
    for index in link.nextCandidate..<matches.count {
      let match = matches[index]
      if let requirement = unmet(link.link, match) {
        wait(link.resuming(at: index), at: match, for: requirement)
        return
      }
      // Every route's page is checked as it is tried, the one reached after others declined
      // as well as the best: a page off the allowlist refuses the link.
      let page = outbound.webPage(of: match)
      if case .refused(let reason) = page {
        refuse(link.link, reason: reason)
        return
      }
      let scene = gate.scene(for: link.link)
      let plan = destinations(for: match, page: page)
      let outcome = await dispatcher.attempt(match, plan: plan, scene: scene)
      if report(outcome, of: link.link, at: match, in: scene) { return }
    }
    let failure = reportDeclined(link.link)
    await onUnmatched?(link.link, failure)
  }

  /// Reports `link` unmatched, every route that took it having declined it; returns why. Out
  /// of line and not `async`: at the end of ``dispatch(_:matches:)`` it took 0.4 KB more.
  @inline(never)
  private func reportDeclined(_ link: IncomingLink) -> DeepLinkError {
    let failure = DeepLinkError(code: .noRoute, message: "every matching route declined the link")
    var event = makeEvent(.unmatched, link)
    event.reason = failure.message
    emit(event)
    return failure
  }

  /// Reports what `match`'s route did with `link`, and returns whether that ends its delivery
  /// (it was delivered, or could not be shown) rather than passing it to the next route. Out of
  /// line and not `async`: in the loop that awaits each route it took 0.26 KB more.
  @inline(never)
  private func report(
    _ outcome: LinkDispatcher.Outcome, of link: IncomingLink, at match: RouteMatch,
    in scene: String?
  ) -> Bool {
    var event: DeepLinkEvent
    let ends: Bool
    switch outcome {
    case .delivered(let plan):
      event = makeEvent(.delivered, link)
      event.parameters = eventParameters(of: match)
      event.plan = plan
      ends = true
    case .declined(let reason):
      event = makeEvent(.declined, link)
      event.reason = reason
      ends = false
    case .notShown(let reason):
      event = makeEvent(.notShown, link)
      event.reason = reason
      ends = true
    }
    event.route = match.name
    if ends, gate.scenes.count > 1 { event.scene = scene }
    emit(event)
    return ends
  }

  /// Puts `item` in the inbox to wait for `requirement` before `match`'s route.
  private func wait(_ item: PendingLink, at match: RouteMatch, for requirement: String) {
    // Under the latest-only policy a link that arrived later already waits: it wins.
    if !configuration.deliversEveryWaitingLink,
      inbox.links.contains(where: { $0.link.receivedAt > item.link.receivedAt })
    {
      emit(makeEvent(.superseded, item.link))
      return
    }
    var gaveWay: [PendingLink] = []
    do {
      try inbox.add(item, gaveWay: &gaveWay)
    } catch {
      storeFailed(error)
    }
    if !gaveWay.isEmpty {
      reportSuperseded(gaveWay, reason: LinkInbox.gaveWayReason)
      // The link itself arrived before every other (one going on to its next route).
      guard !gaveWay.contains(where: { $0.id == item.id }) else { return }
    }
    reportWaiting(item, match, requirement)
  }

  private func reportWaiting(_ item: PendingLink, _ match: RouteMatch, _ requirement: String) {
    let key = "\(item.nextCandidate) \(requirement)"
    guard reportedWaits[item.id] != key else { return }
    reportedWaits[item.id] = key
    var event = makeEvent(.waiting, item.link)
    event.route = match.name
    event.waitingFor = requirement
    emit(event)
  }

  /// The matches of a waiting link, rebuilt from what was stored.
  private func matches(of item: PendingLink) -> [RouteMatch]? {
    let matches = item.candidates.compactMap { $0.match(url: item.link.url, in: router) }
    return matches.count == item.candidates.count ? matches : nil
  }

  /// Loaded links keep their place (the route they wait at) when this version of the app reads
  /// them as the routes they were stored with did. Others are routed again, from their best
  /// route: links from an earlier version's store, links whose routes changed while they
  /// waited (the app was updated: a pattern's types or names, a new route), and links whose
  /// place is none of their routes (a damaged store). Links no route takes now are dropped and
  /// reported.
  private func routeLoadedLinks() {
    for item in inbox.links {
      let matches = router.matches(item.link.url).map(StoredMatch.init)
      if item.candidates.indices.contains(item.nextCandidate), item.candidates == matches {
        continue
      }
      if !matches.isEmpty {
        inbox.replace(
          PendingLink(id: item.id, link: item.link, candidates: matches, nextCandidate: 0))
        continue
      }
      do {
        try inbox.remove(item.id)
      } catch {
        storeFailed(error)
      }
      var event = makeEvent(.unmatched, item.link)
      event.reason = "no route of this version of the app takes the stored link"
      emit(event)
    }
  }

  /// Reads a store that could not be read at launch (a file locked until the device is first
  /// unlocked): its links join those that arrived since, routed by this version's routes, and
  /// the whole list is saved, even when the store held none. Under the latest-only policy the
  /// newest link alone stays.
  private func readStoreAgain() {
    guard inbox.storeUnread else { return }
    let added: Bool
    do {
      added = try inbox.readAgain()
    } catch {
      // Still unreadable: said once at launch; a link that must wait says it is not saved.
      guard !inbox.storeUnread else { return }
      // Read, but damaged: reported, and replaced below by the links in memory.
      storeFailed(error)
      added = false
    }
    if added {
      routeLoadedLinks()
      keepWhatMayWait()
    }
    // The links that came while it was unread are written now, whatever it held.
    do {
      try inbox.save()
    } catch {
      storeFailed(error)
    }
  }

  /// The screens a match leads to: one per route, or, for a chain, one per screen its
  /// remaining segments name, in URL order, unknown names skipped. A web-page route whose page
  /// the web allowlist refuses leads to none.
  public func destinations(for match: RouteMatch) -> [Destination] {
    destinations(for: match, page: outbound.webPage(of: match))
  }

  /// The screens `match` leads to, its web page already checked.
  private func destinations(for match: RouteMatch, page: OutboundPolicy.WebPage) -> [Destination] {
    let route = match.route
    if !route.chain.isEmpty {
      return match.chainScreens(caseSensitive: router.origins.caseSensitive).map {
        Destination(name: $0, match: match, webPage: nil)
      }
    }
    switch page {
    case .none: return [Destination(name: route.name, match: match, webPage: nil)]
    case .allowed(let url): return [Destination(name: route.name, match: match, webPage: url)]
    case .refused: return []
    }
  }

  // MARK: - Links the app does not route

  private func handleMiss(_ link: IncomingLink, _ failure: DeepLinkError) async {
    guard failure.isExternal else {
      var event = makeEvent(.unmatched, link)
      event.reason = failure.message
      if !configuration.revealsQueryValues,
        case .failure(let quiet) = router.resolve(link.url, quotingQueryValues: false)
      {
        // The same miss, in words without the query's values; the handler has it whole.
        event.reason = quiet.message
      }
      emit(event)
      await onUnmatched?(link, failure)
      return
    }
    guard let scheme = URLParts.scheme(of: link.url) else {
      refuse(link, reason: "the link is not a URL")
      return
    }
    if let refusal = outbound.externalRefusal(scheme: scheme) {
      refuse(link, reason: refusal)
      return
    }
    guard let url = URL(string: link.url) else {
      refuse(link, reason: "the link is not a URL the system can open")
      return
    }
    let opened = await openExternally?(url)
    reportExternal(link, opened: opened)
  }

  /// Reports a link handed to the system once it has answered: one it did not open (no app
  /// takes its scheme, the user cancelled) is refused, not reported handed over. Out of line
  /// and not `async`: in ``handleMiss(_:_:)`` it took 0.1 KB more.
  @inline(never)
  private func reportExternal(_ link: IncomingLink, opened: Bool?) {
    switch opened {
    case true?: emit(makeEvent(.external, link))
    case false?: refuse(link, reason: "the system did not open it")
    case nil: refuse(link, reason: "openExternally is not set")
    }
  }

  // MARK: - Policy, store, events

  /// Under the latest-only policy, supersedes the waiting links that arrived before `link`,
  /// the `arrival`th link, and returns `true`; or supersedes `link` itself and returns `false`
  /// when a link that arrived after it was routed while an interceptor worked on it (a short
  /// link expanded over the network): that one is the link the user wants.
  @inline(never)
  private func supersedeOlderLinks(than link: IncomingLink, arrival: Int) -> Bool {
    guard newestRouted < arrival else {
      emit(makeEvent(.superseded, link))
      return false
    }
    newestRouted = arrival
    supersedeWaiting()
    return true
  }

  /// Removes the waiting links but the newest `count`, as superseded by newer ones (`reason`:
  /// why, when it is not the latest-only policy).
  private func supersedeWaiting(keeping count: Int = 0, reason: String? = nil) {
    var superseded: [PendingLink] = []
    do {
      try inbox.removeOldest(keeping: count, into: &superseded)
    } catch {
      storeFailed(error)
    }
    reportSuperseded(superseded, reason: reason)
  }

  /// The links of a store just read that may wait: the newest alone under the latest-only
  /// policy (a store written under the every-link policy, by an earlier version of the app,
  /// may hold several), and never more than ``LinkInbox/capacity`` (one written by hand, or
  /// damaged, may): the oldest give way, as to a flood of links.
  private func keepWhatMayWait() {
    supersedeWaiting(keeping: LinkInbox.capacity, reason: LinkInbox.gaveWayReason)
    if !configuration.deliversEveryWaitingLink { supersedeWaiting(keeping: 1) }
  }

  /// Reports `items` superseded; `reason` says why when it is not the latest-only policy. Out
  /// of line: two places report so.
  @inline(never)
  private func reportSuperseded(_ items: [PendingLink], reason: String? = nil) {
    for item in items {
      reportedWaits[item.id] = nil
      var event = makeEvent(.superseded, item.link)
      event.reason = reason
      emit(event)
    }
  }

  private func storeFailed(_ error: any Error) {
    storeError = error
    var event = DeepLinkEvent(
      .storeFailed, url: "",
      link: IncomingLink(url: "", door: .inApp, state: currentState, receivedAt: clock()))
    event.reason = "\(error)"
    emit(event)
  }

  /// What keeps `link` from being delivered to `match` now (see ``DeliveryGate/unmet``): the
  /// conditions of the routes a link inside a link came through, outermost first, then its
  /// own route's. A route's `requires` hold for every link it matches, followed or not.
  private func unmet(_ link: IncomingLink, _ match: RouteMatch) -> String? {
    let through = match.via.flatMap { router.route(named: $0)?.requires ?? [] }
    if let requirement = gate.unmet(link, requires: through + match.route.requires) {
      return requirement
    }
    // Before the app installs a handler or a navigator, a link would be declined by every
    // route and lost (the launch link of an app that sets up its screens once active): it
    // waits for one instead.
    return dispatcher.takesLinks ? nil : "handler"
  }

  /// A match's parameters as events show them: values taken from the query, from a fragment
  /// written as query items, or from a link inside the link, are `redacted` unless
  /// ``DeliveryConfiguration/revealsQueryValues``; the others, and those revealed, with their
  /// hidden characters percent-encoded (``ShownText``), so that a value cannot forge a log line.
  private func eventParameters(of match: RouteMatch) -> [Parameters.Element] {
    var fromQuery = match.route.pattern.extras?.query.compactMap(\.parameterName) ?? []
    if let fragment = match.fragment, URLParts.fragmentHoldsItems(fragment.utf8) {
      fromQuery += match.route.pattern.fragmentParameterNames
    }
    return match.parameters.map { parameter in
      configuration.revealsQueryValues || (match.via.isEmpty && !fromQuery.contains(parameter.name))
        ? (parameter.name, ShownText.of(parameter.value)) : (parameter.name, "redacted")
    }
  }

  private func makeEvent(_ kind: DeepLinkEvent.Kind, _ link: IncomingLink) -> DeepLinkEvent {
    DeepLinkEvent(
      kind,
      url: ShownText.of(
        configuration.revealsQueryValues ? link.url : URLParts.redactingValues(link.url)),
      link: link)
  }

  /// Tells the observer the events held while stored links loaded, once there is one: before
  /// any later event, and never lost to a process that ends before its first pass.
  @inline(never)
  private func reportHeldEvents() {
    guard observer != nil else { return }
    let held = heldEvents
    heldEvents = []
    for event in held { emit(event) }
  }

  /// Sends `event` to the observer, or holds it while stored links load. Out of line: inlined
  /// at its three uses it took 1.1 KB.
  @inline(never)
  private func emit(_ event: DeepLinkEvent) {
    if isLoading {
      heldEvents.append(event)
    } else {
      observer?(event)
    }
  }

  func refuse(_ link: IncomingLink, reason: String) {
    var event = makeEvent(.refused, link)
    event.reason = reason
    emit(event)
  }
}
