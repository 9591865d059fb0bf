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
  }

  struct Delivery: Hashable, CustomStringConvertible {
    let url: String
    let route: String
    var description: String { "\(url) -> \(route)" }
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
  }

  enum Phase { case notRunning, starting, active, inactive, background }
  enum Show { case fails, hangs }

  let settings: Settings
  private(set) var delivered: [Delivery] = []
  private(set) var phase = Phase.notRunning
  private var uiReady = false
  private var conditions: Set<String> = []
  private var now = 0.0
  private var inbox: [Waiting] = []
  private var recent: [(url: String, at: Double)] = []
  private var nextShow: Show?

  init(settings: Settings) { self.settings = settings }

  var isRunning: Bool { phase != .notRunning }

  // MARK: - Events

  mutating func apply(_ event: Event) {
    switch event {
    case .launch: start()
    case .launchURL(let url), .launchActivity(let url), .launchShortcut(let url):
      start()
      arrive(url)
    case .launchPush(let push):
      start()
      arrive(push)
    case .launchSilent:
      start()
      phase = .background
    case .openURL(let url), .openActivity(let url), .shortcut(let url): arrive(url)
    case .tapPush(let push): arrive(push)
    case .silent: break  // never a delivery
    case .active:
      phase = .active
      pass()
      if settings.style == .swiftUI {  // the root view appears: the UI is ready
        uiReady = true
        pass()
      }
    case .resign: if phase == .active { phase = .inactive }
    case .background: phase = .background
    case .foreground: phase = .inactive
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
      phase = .notRunning
    case .navigatorFailsNext: nextShow = .fails
    case .navigatorHangsNext: nextShow = .hangs
    }
  }

  /// A new process: it remembers no recent links, and its UI is not ready yet; the links that
  /// waited are still stored (those stale by the clock it reads now are dropped), and the
  /// conditions are reported again.
  private mutating func start() {
    phase = .starting
    uiReady = false
    recent = []
    expire()
    if !conditions.isEmpty { pass() }
  }

  private mutating func arrive(_ push: Push) {
    switch push.tap {
    case .notification: arrive(push.link)
    case .buttonWithLink: arrive(push.buttonLink)
    case .buttonWithoutLink, .dismiss: break
    }
  }

  private mutating func arrive(_ url: String) {
    // Every arrival reads the clock: what is stale then is dropped then.
    expire()
    // A clock set back counts as much as one moved on.
    recent.removeAll { abs(now - $0.at) > settings.duplicateWindow }
    if recent.contains(where: { $0.url == url }) { return }
    recent.append((url, now))
    guard let routes = Self.candidates[url], let first = routes.first else { return }
    if !settings.keepsAll { inbox.removeAll() }
    let link = Waiting(url: url, receivedAt: now, routes: routes, next: 0)
    if canDeliver(to: first) {
      deliver(link)
      pass()
    } else {
      queue(link)
    }
  }

  // MARK: - Delivery

  private func canDeliver(to route: String) -> Bool {
    phase == .active && (!settings.explicitReadiness || uiReady)
      && (Self.requires[route] ?? []).isSubset(of: conditions)
  }

  /// Waiting links whose next route can take them, oldest first; stale ones are dropped first.
  private mutating func pass() {
    expire()
    while let index = inbox.firstIndex(where: { canDeliver(to: $0.routes[$0.next]) }) {
      deliver(inbox.remove(at: index))
    }
  }

  /// Drops the links stale by the clock now: a link that waited longer than its time to live,
  /// or one the clock, set back, puts that far in the future. Done whenever the running app
  /// reads the clock: at launch, on every arrival and pass, as time passes.
  private mutating func expire() {
    inbox.removeAll { abs(now - $0.receivedAt) > settings.timeToLive }
  }

  /// Offers `link` to its routes from its next one; a route not open yet makes it wait there.
  private mutating func deliver(_ link: Waiting) {
    for index in link.next..<link.routes.count {
      let route = link.routes[index]
      guard canDeliver(to: route) else {
        var waiting = link
        waiting.next = index
        queue(waiting)
        return
      }
      if settings.declining.contains(route) { continue }
      if Self.handledInCode.contains(route) {
        delivered.append(Delivery(url: link.url, route: route))
        return
      }
      switch nextShow {
      case nil:
        delivered.append(Delivery(url: link.url, route: route))
      case .fails:
        nextShow = nil
      case .hangs:
        nextShow = nil
        now += settings.navigationTimeout
      }
      return
    }
  }

  /// Puts `link` in the inbox after every link that arrived at or before its time; under the
  /// latest-only policy, a link that arrived later wins over it.
  private mutating func queue(_ link: Waiting) {
    if !settings.keepsAll, inbox.contains(where: { $0.receivedAt > link.receivedAt }) { return }
    let position = inbox.firstIndex { $0.receivedAt > link.receivedAt } ?? inbox.endIndex
    inbox.insert(link, at: position)
  }
}
