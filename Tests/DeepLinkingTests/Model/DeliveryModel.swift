/// The reference model of delivery: which links an app must see, on which route, in which
/// order, computed from the rules the README promises without any of the pipeline's code.
///
/// A pure reducer: `apply(event)` moves the state and appends the deliveries it predicts.
/// Its route table, its clock, its inbox and its duplicate window are its own.
struct DeliveryModel {
  /// The variations a sequence runs under.
  struct Settings: Hashable, CustomStringConvertible {
    var style: Style
    var keepsAll: Bool
    var timeToLive: Double
    var duplicateWindow: Double
    var navigationTimeout: Double
    var explicitReadiness: Bool
    /// Routes whose handler declines every link.
    var declining: Set<String>

    var description: String {
      "\(style) \(keepsAll ? "all" : "latest") ttl=\(timeToLive) window=\(duplicateWindow) "
        + "timeout=\(navigationTimeout) explicit=\(explicitReadiness) declining=\(declining.sorted())"
    }
  }

  enum Style: String, CaseIterable { case appDelegate, scenes, swiftUI }

  /// A push notification: its default link, one action button with a link, and which was
  /// acted on.
  struct Push: Hashable {
    enum Tap: CaseIterable { case notification, buttonWithLink, buttonWithoutLink, dismiss }
    var link: String
    var buttonLink: String
    var tap: Tap
  }

  enum Event: Hashable {
    case launch, launchURL(String), launchActivity(String), launchPush(Push)
    case launchSilent(String), launchShortcut(String)
    case openURL(String), openActivity(String), tapPush(Push), silent(String), shortcut(String)
    case active, resign, background, foreground, ready
    case condition(String, Bool)
    case wait(Double)
    case terminate
    case navigatorFailsNext, navigatorHangsNext
    /// The store cannot be read until `unlock` (a device restarted and not unlocked since:
    /// files it protects cannot be read; the store's writes still succeed, the worst case).
    case lock, unlock
    /// A window connects; one window's phase changes; a link opened in one window (scene
    /// styles only: an app delegate has no windows, and these are then ignored, as they are
    /// when the window is not connected).
    case connect(String)
    case window(String, WindowChange)
    case openURLIn(String, window: String)
  }

  enum WindowChange: Hashable, CaseIterable { case active, inactive, background, foreground, close }

  struct Delivery: Hashable, CustomStringConvertible {
    let url: String
    let route: String
    /// The window it was shown in, when the app had several.
    var window: String? = nil
    var description: String { "\(url) -> \(route)" + (window.map { " in \($0)" } ?? "") }
  }

  /// What the pipeline reports of a link, but its arrival and its waits: shown on a route,
  /// declined by a route's handler, not shown (the navigator failed or hung), taken by no
  /// route (or declined by every one), handed to the system, dropped as stale (having waited
  /// past its time to live, or put that far ahead by a clock set back), or superseded by a
  /// newer link (under the latest-only policy, or past the inbox's capacity).
  enum Outcome: Hashable, CustomStringConvertible {
    case delivered(Delivery)
    case declined(String, route: String)
    case notShown(String)
    case unmatched(String)
    case external(String)
    case expired(String)
    case superseded(String)

    var description: String {
      switch self {
      case .delivered(let delivery): delivery.description
      case .declined(let url, let route): "\(url) declined by \(route)"
      case .notShown(let url): "\(url) not shown"
      case .unmatched(let url): "\(url) unmatched"
      case .external(let url): "\(url) external"
      case .expired(let url): "\(url) expired"
      case .superseded(let url): "\(url) superseded"
      }
    }
  }

  // MARK: - The app's routes, as the model knows them

  /// The routes each URL matches, best first (what the manifest's precedence gives).
  static let candidates: [String: [String]] = [
    "shop://account/settings": ["settings", "account"],
    "shop://account/profile": ["account"],
    "shop://product/1": ["product", "anyProduct"],
    "shop://product/2": ["product", "anyProduct"],
    "shop://product/x": ["anyProduct"],
    "shop://user/u1/orders": ["orders"],
    "shop://cart": ["cart"],
    "shop://promo/A": ["promo"],
    "shop://nothing": [],
    "tel:123": [],
  ]
  static let requires: [String: Set<String>] = [
    "account": ["signedIn"], "orders": ["signedIn"], "anyProduct": ["beta"],
    "promo": ["signedIn", "beta"],
  ]
  /// Routes the app handles in code (the rest go to the navigator).
  static let handledInCode: Set<String> = ["cart"]

  // MARK: - State

  struct Waiting {
    let url: String
    let receivedAt: Double
    let routes: [String]
    var next: Int
    /// The window it arrived in; `nil` for a link of the whole app (a push tap).
    let window: String?
  }

  enum Phase { case inactive, active, background }
  enum Show { case fails, hangs }

  let settings: Settings
  /// What became of each link, in the order the pipeline reports it.
  private(set) var outcomes: [Outcome] = []
  /// The deliveries alone.
  var delivered: [Delivery] {
    outcomes.compactMap { if case .delivered(let delivery) = $0 { delivery } else { nil } }
  }
  private(set) var isRunning = false
  /// The windows the app has told of, in the order they connected, with their phases.
  private var windows: [(name: String, phase: Phase)] = []
  /// Windows, the one that became active last, last.
  private var activations: [String] = []
  /// The windows the system connected (scene styles): a link opened without naming one lands
  /// in the first.
  private var systemWindows: [String] = []
  private var uiReady = false
  private var conditions: Set<String> = []
  private var now = 0.0
  private var inbox: [Waiting] = []
  /// What the store holds: the inbox as last written.
  private var stored: [Waiting] = []
  private var storeLocked = false
  /// The store could not be read at launch and has not been read since: nothing is written to
  /// it meanwhile, and the links that wait are in memory only.
  private var storeUnread = false
  /// How many times links were read from a store after launch (for the test's coverage).
  private(set) var lateReads = 0
  private var recent: [(url: String, at: Double)] = []
  private var nextShow: Show?

  init(settings: Settings) { self.settings = settings }

  // MARK: - Events

  mutating func apply(_ event: Event) {
    switch event {
    case .launch: start()
    case .launchURL(let url), .launchActivity(let url):
      start()
      // A scene app is launched into its first window, which the link arrives in; a SwiftUI
      // app hears of the link before any window.
      if settings.style == .scenes { connectBySystem(Self.main) }
      arrive(url, in: settings.style == .scenes ? Self.main : nil)
    case .launchShortcut(let url):
      start()
      if settings.style != .appDelegate { connectBySystem(Self.main) }
      arrive(url, in: settings.style == .appDelegate ? nil : Self.main)
    case .launchPush(let push):
      start()
      // The window connected for the notification is where its response is shown.
      if settings.style == .scenes { connectBySystem(Self.main) }
      arrive(push, in: settings.style == .scenes ? Self.main : nil)
    case .launchSilent:
      start()
      windows = [(Self.main, .background)]
    case .openURL(let url), .openActivity(let url), .shortcut(let url):
      arrive(url, in: settings.style == .appDelegate ? nil : systemWindows.first ?? Self.main)
    case .tapPush(let push): arrive(push, in: nil)
    case .silent: break  // never a delivery
    case .active:
      if settings.style == .appDelegate {
        setAll(.active)
        pass()
      } else {
        for window in everyWindow() {
          set(.active, of: window)
          pass()
        }
      }
    case .resign:
      for window in settings.style == .appDelegate ? windows.map(\.name) : everyWindow()
      where phase(of: window) == .active {
        set(.inactive, of: window)
      }
    case .background:
      apply(.resign)
      if settings.style == .appDelegate {
        setAll(.background)
      } else {
        for window in everyWindow() { set(.background, of: window) }
      }
    case .foreground:
      if settings.style == .appDelegate {
        setAll(.inactive)
      } else {
        for window in everyWindow() { set(.inactive, of: window) }
      }
    case .connect(let window):
      guard settings.style != .appDelegate else { return }
      connectBySystem(window)
    case .window(let window, let change):
      guard settings.style != .appDelegate, systemWindows.contains(window) else { return }
      switch change {
      case .active:
        set(.active, of: window)
        pass()
      case .inactive: if phase(of: window) == .active { set(.inactive, of: window) }
      case .background: set(.background, of: window)
      case .foreground: set(.inactive, of: window)
      case .close:
        // Its links go to the active window at once, or wait for the next one.
        systemWindows.removeAll { $0 == window }
        windows.removeAll { $0.name == window }
        activations.removeAll { $0 == window }
        pass()
      }
    case .openURLIn(let url, let window):
      guard settings.style != .appDelegate, systemWindows.contains(window) else { return }
      arrive(url, in: window)
    case .ready:
      uiReady = true
      pass()
    case .condition(let name, let met):
      if met {
        conditions.insert(name)
        pass()
      } else {
        conditions.remove(name)
      }
    case .wait(let seconds):
      now += seconds
      // Only a running app sees the clock; a terminated one sees it when launched.
      if isRunning { expire() }
    case .terminate:
      // No window is left, and nothing is shown until the next launch; the store keeps the
      // links last written.
      if !storeUnread { stored = inbox }
      inbox = []
      isRunning = false
      windows = []
      activations = []
      systemWindows = []
    case .navigatorFailsNext: nextShow = .fails
    case .navigatorHangsNext: nextShow = .hangs
    case .lock: storeLocked = true
    case .unlock: storeLocked = false
    }
  }

  /// A new process: it remembers no recent links, and its UI is not ready yet; the links that
  /// waited are still stored (those stale by the clock it reads now are dropped), and the
  /// conditions are reported again.
  private mutating func start() {
    isRunning = true
    windows = []
    activations = []
    systemWindows = []
    uiReady = false
    recent = []
    storeUnread = storeLocked
    inbox = storeLocked ? [] : stored
    expire()
    if !conditions.isEmpty { pass() }
  }

  private mutating func arrive(_ push: Push, in window: String?) {
    switch push.tap {
    case .notification: arrive(push.link, in: window)
    case .buttonWithLink: arrive(push.buttonLink, in: window)
    case .buttonWithoutLink, .dismiss: break
    }
  }

  private mutating func arrive(_ url: String, in window: String?) {
    readStoreAgain()
    // Every arrival reads the clock: what is stale then is dropped then.
    expire()
    // A clock set back counts as much as one moved on.
    recent.removeAll { abs(now - $0.at) > settings.duplicateWindow }
    // A duplicate is not an outcome: the system itself hands some links over twice (a launch
    // URL and its open call), which the pipeline reports and the model does not see.
    if recent.contains(where: { $0.url == url }) { return }
    recent.append((url, now))
    guard let routes = Self.candidates[url], let first = routes.first else {
      // The system takes a link of another app's scheme; the app's own that no route takes
      // is unmatched.
      outcomes.append(url.hasPrefix("shop:") ? .unmatched(url) : .external(url))
      return
    }
    if !settings.keepsAll { supersede(keeping: 0) }
    let link = Waiting(url: url, receivedAt: now, routes: routes, next: 0, window: window)
    if canDeliver(link, to: first) {
      deliver(link)
      pass()
    } else {
      queue(link)
    }
  }

  // MARK: - Delivery

  private func canDeliver(_ link: Waiting, to route: String) -> Bool {
    window(for: link) != nil && (Self.requires[route] ?? []).isSubset(of: conditions)
  }

  /// The window `link` is shown in now, or `nil` while it must wait: its own, once active, or,
  /// for a link of the whole app or whose window closed, the active one that became active last.
  private func window(for link: Waiting) -> String? {
    guard !settings.explicitReadiness || uiReady else { return nil }
    if let own = link.window, let phase = phase(of: own) { return phase == .active ? own : nil }
    return activations.last { phase(of: $0) == .active }
  }

  // MARK: - Windows

  static let main = "main"

  private func phase(of window: String) -> Phase? { windows.first { $0.name == window }?.phase }

  private mutating func connect(_ window: String) {
    if phase(of: window) == nil { windows.append((window, .inactive)) }
  }

  /// A window the system connects (a scene's `willConnectTo`).
  private mutating func connectBySystem(_ window: String) {
    if !systemWindows.contains(window) { systemWindows.append(window) }
    connect(window)
  }

  private mutating func set(_ phase: Phase, of window: String) {
    connect(window)
    if let index = windows.firstIndex(where: { $0.name == window }) { windows[index].phase = phase }
    if phase == .active {
      activations.removeAll { $0 == window }
      activations.append(window)
    }
  }

  /// The windows a scene app's phase change goes to: every window the system connected, or
  /// `main`, which it connects first when there is none.
  private mutating func everyWindow() -> [String] {
    if systemWindows.isEmpty { connectBySystem(Self.main) }
    return systemWindows
  }

  /// An app delegate's phase: every window's (`main`, when there is none).
  private mutating func setAll(_ phase: Phase) {
    if windows.isEmpty { connect(Self.main) }
    for window in windows.map(\.name) { set(phase, of: window) }
  }

  /// Waiting links whose next route can take them, oldest first; stale ones are dropped first.
  private mutating func pass() {
    readStoreAgain()
    expire()
    while let index = inbox.firstIndex(where: { canDeliver($0, to: $0.routes[$0.next]) }) {
      deliver(inbox.remove(at: index))
    }
  }

  /// Drops the links stale by the clock now: a link that waited longer than its time to live,
  /// or one the clock, set back, puts that far in the future. Done whenever the running app
  /// reads the clock: at launch, on every arrival and pass, as time passes.
  private mutating func expire() {
    let (now, timeToLive) = (now, settings.timeToLive)
    let isStale = { (link: Waiting) in abs(now - link.receivedAt) > timeToLive }
    outcomes += inbox.filter(isStale).map { .expired($0.url) }
    inbox.removeAll(where: isStale)
  }

  /// Offers `link` to its routes from its next one; a route not open yet makes it wait there.
  private mutating func deliver(_ link: Waiting) {
    for index in link.next..<link.routes.count {
      let route = link.routes[index]
      guard canDeliver(link, to: route) else {
        var waiting = link
        waiting.next = index
        queue(waiting)
        return
      }
      if settings.declining.contains(route) {
        outcomes.append(.declined(link.url, route: route))
        continue
      }
      let shownIn = windows.count > 1 ? window(for: link) : nil
      if Self.handledInCode.contains(route) {
        outcomes.append(.delivered(Delivery(url: link.url, route: route, window: shownIn)))
        return
      }
      switch nextShow {
      case nil:
        outcomes.append(.delivered(Delivery(url: link.url, route: route, window: shownIn)))
      case .fails:
        nextShow = nil
        outcomes.append(.notShown(link.url))
      case .hangs:
        nextShow = nil
        now += settings.navigationTimeout
        outcomes.append(.notShown(link.url))
      }
      return
    }
    // Every route declined it.
    outcomes.append(.unmatched(link.url))
  }

  /// Puts `link` in the inbox after every link that arrived at or before its time; under the
  /// latest-only policy, a link that arrived later wins over it. At most 100 links wait: past
  /// that, the oldest give way.
  private mutating func queue(_ link: Waiting) {
    if !settings.keepsAll, inbox.contains(where: { $0.receivedAt > link.receivedAt }) {
      outcomes.append(.superseded(link.url))
      return
    }
    insert(link)
    supersede(keeping: 100)
  }

  /// Drops the waiting links but the newest `count`, oldest first, as superseded.
  private mutating func supersede(keeping count: Int) {
    let dropped = inbox.dropLast(count)
    outcomes += dropped.map { .superseded($0.url) }
    inbox.removeFirst(dropped.count)
  }

  private mutating func insert(_ link: Waiting) {
    let position = inbox.firstIndex { $0.receivedAt > link.receivedAt } ?? inbox.endIndex
    inbox.insert(link, at: position)
  }

  /// A store unread at launch is read at the first arrival or pass once it can be: its links
  /// join those in memory in order of arrival, and under the latest-only policy the newest
  /// alone stays.
  private mutating func readStoreAgain() {
    guard isRunning, storeUnread, !storeLocked else { return }
    storeUnread = false
    guard !stored.isEmpty else { return }
    lateReads += 1
    for link in stored { insert(link) }
    if !settings.keepsAll { supersede(keeping: 1) }
  }
}
