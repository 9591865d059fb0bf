import Foundation

/// One pipeline for every door: links are normalised, intercepted, routed, held until the app
/// (and the signed-in user) is ready, persisted across termination, delivered at most once,
/// and dropped when stale.
///
/// ```swift
/// let pipeline = DeepLinkPipeline(router: router, store: FileLinkStore(url: linksFile))
/// pipeline.navigator = appNavigator
/// pipeline.handle("product") { match in
///   showProduct(match.parameters.value("id", as: Int.self)!)
///   return .handled
/// }
/// // From the system's callbacks (or the DeepLinkingUI adapters):
/// await pipeline.receive("shop://product/42", door: .customScheme)
/// await pipeline.appDidBecomeActive()  // delivers what waited
/// ```
@MainActor
public final class DeepLinkPipeline {
  /// The routes links are matched against.
  public let router: Router
  /// How links are held and delivered.
  public let configuration: DeliveryConfiguration
  /// Shows the destinations of routes that have no handler of their own.
  public var navigator: (any LinkNavigator)?
  /// Hands a link the app does not own (on the external allowlist) to the system; returns
  /// whether it was opened. The Apple adapters connect it to `UIApplication.open`.
  public var openExternally: (@MainActor (URL) async -> Bool)?
  /// Called for links no route takes.
  public var onUnmatched: (@MainActor (IncomingLink, MatchFailure) async -> Void)?
  /// Told every step of every link.
  public var observer: (@MainActor (DeepLinkEvent) -> Void)?
  /// Finds the link in push payloads; set it to add app-defined key paths.
  public var pushReader = PushLinkReader()
  /// The last error reading or writing the store, if any.
  public private(set) var storeError: (any Error)?

  private let store: any LinkStore
  private let clock: @Sendable () -> Date
  private var interceptors: [any LinkInterceptor] = []
  private var handlers: [String: @MainActor (RouteMatch) async -> LinkHandling] = [:]
  private var conditions: Set<String> = []
  private var phase = Phase.launching
  private var uiReady = false
  private var pending: [PendingLink] = []
  private var recentURLs: [(url: String, at: Date)] = []
  private var recentNotifications: [String] = []
  private var delivering = false
  /// What each waiting link was last reported waiting for.
  private var reportedWaits: [UUID: String] = [:]
  /// The last work posted by ``post(_:)``, which the next one waits for.
  var lastPosted: Task<Void, Never>?
  /// A notification from the launch options, read if no notification response follows.
  var launchNotification: (payload: JSONValue, id: String)?

  private enum Phase { case launching, active, inactive, background }

  /// Creates a pipeline and loads the links that were waiting when the app last stopped.
  ///
  /// - Parameters:
  ///   - router: The routes.
  ///   - configuration: Time to live, duplicate window, policy, readiness, allowlists.
  ///   - store: Where waiting links are kept; by default in memory only.
  ///   - clock: The current time; injectable for tests.
  public init(
    router: Router, configuration: DeliveryConfiguration = DeliveryConfiguration(),
    store: any LinkStore = InMemoryLinkStore(), clock: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.router = router
    self.configuration = configuration
    self.store = store
    self.clock = clock
    do {
      pending = try store.load()
    } catch {
      storeError = error
    }
  }

  // MARK: - Registration

  /// Adds an interceptor, run after those added before it.
  public func add(interceptor: any LinkInterceptor) { interceptors.append(interceptor) }

  /// Handles links of route `name`; the handler may decline a link, and then the next best
  /// matching route is tried, then ``onUnmatched``.
  public func handle(
    _ name: String, _ handler: @escaping @MainActor (RouteMatch) async -> LinkHandling
  ) {
    handlers[name] = handler
  }

  /// Handles links of route `name` with their parameters decoded into `type`; a link whose
  /// parameters do not decode is declined.
  public func handle<T: Decodable>(
    _ name: String, as type: T.Type,
    _ handler: @escaping @MainActor (T, RouteMatch) async -> LinkHandling
  ) {
    handlers[name] = { match in
      guard let value = try? match.decode(T.self) else { return .declined }
      return await handler(value, match)
    }
  }

  // MARK: - State

  /// The links waiting to be delivered, oldest first.
  public var waitingLinks: [PendingLink] { pending }

  /// The state to stamp on a link arriving now.
  public var currentState: AppState {
    switch phase {
    case .launching: .notRunning
    case .background: .background
    case .active, .inactive: .foreground
    }
  }

  /// Whether links can be delivered now: the app is active and, with explicit readiness, has
  /// called ``markReady()``.
  public var isReady: Bool {
    phase == .active && (!configuration.readiness.explicit || uiReady)
  }

  /// The app (or its first scene) became active: with the default readiness, waiting links are
  /// delivered.
  public func appDidBecomeActive() async {
    phase = .active
    if let (payload, id) = launchNotification {
      await notificationResponse(payload: payload, notificationID: id)
    }
    await deliverWaiting()
  }

  /// The app is about to stop being active (a system alert, the app switcher).
  public func appWillResignActive() { if phase == .active { phase = .inactive } }

  /// The app went to the background.
  public func appDidEnterBackground() { phase = .background }

  /// The app is coming back to the foreground; it is not active yet.
  public func appWillEnterForeground() { phase = .inactive }

  /// The UI can navigate (the root view appeared); with explicit readiness, waiting links are
  /// delivered once the app is also active.
  public func markReady() async {
    uiReady = true
    await deliverWaiting()
  }

  /// Reports a condition routes may require, such as `signedIn`, met or not.
  public func setCondition(_ name: String, met: Bool) async {
    if met {
      conditions.insert(name)
      await deliverWaiting()
    } else {
      conditions.remove(name)
    }
  }

  /// Drops links that waited past their time to live, reporting each.
  public func dropExpiredLinks() {
    let now = clock()
    let expired = pending.filter {
      now.timeIntervalSince($0.link.receivedAt) > configuration.timeToLive
    }
    guard !expired.isEmpty else { return }
    pending.removeAll { expired.contains($0) }
    persist()
    for item in expired {
      var event = makeEvent(.expired, item.link)
      event.reason = "waited longer than \(Int(configuration.timeToLive)) seconds"
      emit(event)
    }
  }

  // MARK: - Receiving

  /// Receives a link from `door`, stamped with the app's current state and time.
  public func receive(
    _ url: String, door: LinkDoor, source: String? = nil, notificationID: String? = nil
  ) async {
    await receive(
      IncomingLink(
        url: url, door: door, state: currentState, receivedAt: clock(), source: source,
        notificationID: notificationID))
  }

  /// Receives a link: drops duplicates, runs the interceptors, routes it, and delivers it now
  /// or holds it until the app is ready and the route's conditions are met.
  public func receive(_ incoming: IncomingLink) async {
    var link = incoming
    if link.receivedAt == .distantPast { link.receivedAt = clock() }
    link.url = link.url.trimmingCharacters(in: .whitespacesAndNewlines)
    emit(makeEvent(.received, link))
    if isDuplicate(link) {
      emit(makeEvent(.duplicate, link))
      return
    }
    for interceptor in interceptors {
      let decision = await interceptor.intercept(link)
      switch decision.kind {
      case .pass: continue
      case .consume:
        emit(makeEvent(.intercepted, link))
        return
      case .rewrite(let url): link.url = url
      }
    }
    switch router.resolve(link.url) {
    case .failure(let failure):
      await handleMiss(link, failure)
    case .success(let match):
      if let refusal = webPageRefusal(match) {
        refuse(link, reason: refusal)
        return
      }
      if configuration.policy.latestOnly { supersedeWaiting() }
      let requirement = unmetRequirement(of: match.route)
      if !delivering, requirement == nil {
        delivering = true
        await dispatch(link)
        delivering = false
        await deliverWaiting()
        return
      }
      let item = PendingLink(link: link)
      pending.append(item)
      persist()
      // Ready but another delivery is under way: it waits for that one ("ready").
      reportWaiting(item, match, requirement ?? "ready")
    }
  }

  // MARK: - Delivering

  /// Delivers the waiting links that can be delivered now, oldest first.
  private func deliverWaiting() async {
    guard !delivering else { return }
    delivering = true
    defer { delivering = false }
    dropExpiredLinks()
    while let index = pending.firstIndex(where: { item in
      guard let match = router.match(item.link.url) else { return true }
      return unmetRequirement(of: match.route) == nil
    }) {
      // Removed from the store before any handler runs: at most once, even after a crash.
      let item = pending.remove(at: index)
      reportedWaits[item.id] = nil
      persist()
      await dispatch(item.link)
    }
    // Links still waiting, now for something else (signed in rather than ready), say so.
    for item in pending {
      guard let match = router.match(item.link.url),
        let requirement = unmetRequirement(of: match.route)
      else { continue }
      reportWaiting(item, match, requirement)
    }
  }

  private func reportWaiting(_ item: PendingLink, _ match: RouteMatch, _ requirement: String) {
    guard reportedWaits[item.id] != requirement else { return }
    reportedWaits[item.id] = requirement
    var event = makeEvent(.waiting, item.link)
    event.route = match.name
    event.waitingFor = requirement
    emit(event)
  }

  /// The first thing keeping `route`'s links from delivery: `ready` or a condition.
  private func unmetRequirement(of route: Route) -> String? {
    if !isReady { return "ready" }
    return route.requires.first { !conditions.contains($0) }
  }

  /// Hands `link` to its route's handler or the navigator, trying the next route when a
  /// handler declines.
  private func dispatch(_ link: IncomingLink) async {
    let candidates = router.matches(link.url)
    for match in candidates {
      if let handler = handlers[match.name] {
        guard await handler(match) == .handled else {
          var event = makeEvent(.declined, link)
          event.route = match.name
          emit(event)
          continue
        }
        emit(deliveredEvent(link, match, plan: [match.name]))
        return
      }
      if let navigator {
        let plan = destinations(for: match)
        for destination in plan { await navigator.show(destination) }
        emit(deliveredEvent(link, match, plan: plan.map(\.name)))
        return
      }
      var event = makeEvent(.declined, link)
      event.route = match.name
      event.reason = "no handler and no navigator for the route"
      emit(event)
    }
    switch router.resolve(link.url) {
    case .failure(let failure): await handleMiss(link, failure)
    case .success:
      let failure = MatchFailure(code: .noRoute, reason: "every matching route declined the link")
      var event = makeEvent(.unmatched, link)
      event.reason = failure.reason
      emit(event)
      await onUnmatched?(link, failure)
    }
  }

  /// The screens a match leads to: one per route, or, for a chain, one per screen its
  /// remaining segments name, in URL order, unknown names skipped.
  public func destinations(for match: RouteMatch) -> [Destination] {
    let route = match.route
    if !route.chain.isEmpty {
      let rest = match.parameters.map(\.value).last ?? ""
      return rest.split(separator: "/").map(String.init).filter(route.chain.contains).map {
        Destination(name: $0, match: match, webPage: nil)
      }
    }
    return [Destination(name: route.name, match: match, webPage: webPage(of: match))]
  }

  private func deliveredEvent(_ link: IncomingLink, _ match: RouteMatch, plan: [String])
    -> DeepLinkEvent
  {
    var event = makeEvent(.delivered, link)
    event.route = match.name
    event.parameters = Array(match.parameters)
    event.plan = plan
    return event
  }

  // MARK: - Links the app does not route

  private func handleMiss(_ link: IncomingLink, _ failure: MatchFailure) async {
    guard failure.isExternal else {
      var event = makeEvent(.unmatched, link)
      event.reason = failure.reason
      emit(event)
      await onUnmatched?(link, failure)
      return
    }
    let scheme = link.url.prefix { $0 != ":" }.lowercased()
    guard configuration.externalSchemes.contains(scheme), let url = URL(string: link.url) else {
      refuse(link, reason: "the scheme '\(scheme)' is not allowed to open outside the app")
      return
    }
    emit(makeEvent(.external, link))
    _ = await openExternally?(url)
  }

  // MARK: - Web pages

  /// The page a web-page route opens, when the match has one.
  private func webPage(of match: RouteMatch) -> URL? {
    guard let parameter = match.route.webPageParameter else { return nil }
    let text = match.parameters[parameter] ?? match.query.first(parameter)
    return text.flatMap { URL(string: $0) }
  }

  /// Why a web-page route's page may not be loaded, or `nil` when it may.
  private func webPageRefusal(_ match: RouteMatch) -> String? {
    guard let parameter = match.route.webPageParameter else { return nil }
    guard let text = match.parameters[parameter] ?? match.query.first(parameter) else {
      return "the web page parameter '\(parameter)' is missing"
    }
    return WebPagePolicy.refusal(for: text, allowlist: configuration.webAllowlist)
  }

  // MARK: - Duplicates, policy, store, events

  private func isDuplicate(_ link: IncomingLink) -> Bool {
    if let id = link.notificationID {
      if recentNotifications.contains(id) { return true }
      recentNotifications.append(id)
      if recentNotifications.count > 64 { recentNotifications.removeFirst() }
    }
    let now = link.receivedAt
    recentURLs.removeAll { now.timeIntervalSince($0.at) > configuration.duplicateWindow }
    if recentURLs.contains(where: { $0.url == link.url }) { return true }
    recentURLs.append((link.url, now))
    return false
  }

  private func supersedeWaiting() {
    guard !pending.isEmpty else { return }
    let superseded = pending
    pending.removeAll()
    persist()
    for item in superseded { emit(makeEvent(.superseded, item.link)) }
  }

  private func persist() {
    do {
      try store.save(pending)
    } catch {
      storeError = error
    }
  }

  private func makeEvent(_ kind: DeepLinkEvent.Kind, _ link: IncomingLink) -> DeepLinkEvent {
    DeepLinkEvent(
      kind,
      url: configuration.revealsQueryValues ? link.url : Self.redactingQueryValues(link.url),
      link: link)
  }

  private func emit(_ event: DeepLinkEvent) { observer?(event) }

  func refuse(_ link: IncomingLink, reason: String) {
    var event = makeEvent(.refused, link)
    event.reason = reason
    emit(event)
  }

  /// `url` with each query value replaced by `redacted`.
  static func redactingQueryValues(_ url: String) -> String {
    guard let question = url.firstIndex(of: "?") else { return url }
    let fragmentStart = url[question...].firstIndex(of: "#") ?? url.endIndex
    let query = url[url.index(after: question)..<fragmentStart]
    let redacted = query.split(separator: "&", omittingEmptySubsequences: false).map { item in
      guard let equals = item.firstIndex(of: "=") else { return String(item) }
      return item[..<equals] + "=redacted"
    }
    return url[...question] + redacted.joined(separator: "&") + url[fragmentStart...]
  }
}
