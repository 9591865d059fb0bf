import DeepLinking
import DeepLinkingTesting
import Foundation

/// Random sequences for the reference model, and their run on the pipeline through the
/// lifecycle simulator: shared by the model test and the `sequence` fuzz target.
@MainActor
enum DeliveryModelRun {
  static func router() throws -> Router {
    try Router(
      origins: RouterOrigins(schemes: ["shop"]),
      routes: [
        Route("settings", pattern: "/account/settings"),
        Route("account", pattern: "/account/:section", requires: ["signedIn"]),
        Route("product", pattern: "/product/<int:id>"),
        Route("anyProduct", pattern: "/product/:id", requires: ["beta"]),
        Route("orders", pattern: "/user/:uid/orders", requires: ["signedIn"]),
        Route("cart", pattern: "/cart"),
        Route("promo", pattern: "/promo/:code", requires: ["signedIn", "beta"]),
      ])
  }

  // MARK: - Running a sequence on the pipeline

  static func run(
    _ events: [DeliveryModel.Event], _ settings: DeliveryModel.Settings, _ router: Router
  ) async throws -> [DeliveryModel.Outcome] {
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = settings.keepsAll
    configuration.timeToLive = settings.timeToLive
    configuration.duplicateWindow = settings.duplicateWindow
    configuration.navigationTimeout = settings.navigationTimeout
    if settings.explicitReadiness { configuration.waitsForMarkReady = true }
    let style: LifecycleSimulator.AppStyle =
      switch settings.style {
      case .appDelegate: .appDelegate
      case .scenes: .scenes
      case .swiftUI: .swiftUI
      }
    let store = LockableStore()
    let app = LifecycleSimulator(
      router: router, style: style, configuration: configuration, store: store)
    let declining = settings.declining
    app.configure = { pipeline in
      for route in declining { try pipeline.handle(route) { _ in .declined } }
      if !declining.contains("cart") { try pipeline.handle("cart") { _ in .handled } }
    }
    for event in events {
      switch event {
      case .launch: try await app.launch()
      case .launchURL(let url): try await app.launch(url: url)
      case .launchActivity(let url): try await app.launch(activity: url)
      case .launchPush(let push): try await app.launch(push: payload(push), action: action(push))
      case .launchSilent(let url): try await app.launch(silentPush: silentPayload(url))
      case .launchShortcut(let url): try await app.launch(shortcut: url)
      case .openURL(let url): try await app.openURL(url)
      case .openActivity(let url): try await app.continueActivity(url)
      case .tapPush(let push): try await app.tapPush(try payload(push), action: action(push))
      case .silent(let url): try await app.silentPush(try silentPayload(url))
      case .shortcut(let url): try await app.shortcut(url)
      case .active: try await app.becomeActive()
      case .resign: try await app.resignActive()
      case .background: try await app.enterBackground()
      case .foreground: try await app.enterForeground()
      case .ready: try await app.markReady()
      case .condition(let name, let met): try await app.setCondition(name, met: met)
      case .wait(let seconds): app.advance(by: seconds)
      case .terminate: app.terminate()
      case .navigatorFailsNext: app.navigator.nextBehaviour = .fail
      case .navigatorHangsNext: app.navigator.nextBehaviour = .hang
      case .lock: store.isLocked = true
      case .unlock: store.isLocked = false
      // Refused by the simulator, as the model ignores them, in an app-delegate app, for a
      // window not connected, and (connect) for one already connected.
      case .connect(let window):
        do { try await app.connectScene(window) } catch is LifecycleSimulator.Refusal {}
      case .window(let window, let change):
        do {
          try await app.scene(window, simulated(change))
        } catch is LifecycleSimulator.Refusal {}
      case .openURLIn(let url, let window):
        do { try await app.openURL(url, in: window) } catch is LifecycleSimulator.Refusal {}
      }
    }
    app.navigator.finishHangingShows()
    return app.events.compactMap { event in
      switch event.kind {
      case .delivered:
        .delivered(
          DeliveryModel.Delivery(url: event.url, route: event.route ?? "", window: event.scene))
      case .declined: .declined(event.url, route: event.route ?? "")
      case .notShown: .notShown(event.url)
      case .unmatched: .unmatched(event.url)
      case .external: .external(event.url)
      case .expired: .expired(event.url)
      case .superseded: .superseded(event.url)
      default: nil
      }
    }
  }

  static func simulated(_ change: DeliveryModel.WindowChange) -> LifecycleSimulator.SceneChange {
    switch change {
    case .active: .active
    case .inactive: .inactive
    case .background: .background
    case .foreground: .foreground
    case .close: .disconnect
    }
  }

  static func payload(_ push: DeliveryModel.Push) throws -> JSONValue {
    try JSONValue(
      parsing:
        #"{"aps": {"alert": "hi"}, "link": "\#(push.link)", "actions": [{"id": "BUTTON", "link": "\#(push.buttonLink)"}]}"#
    )
  }

  static func silentPayload(_ url: String) throws -> JSONValue {
    try JSONValue(parsing: #"{"aps": {"content-available": 1}, "link": "\#(url)"}"#)
  }

  static func action(_ push: DeliveryModel.Push) -> String? {
    switch push.tap {
    case .notification: nil
    case .buttonWithLink: "BUTTON"
    case .buttonWithoutLink: "MARK_READ"
    case .dismiss: PushLinkReader.dismissActionIdentifier
    }
  }

  // MARK: - Random sequences

  static func settings(_ random: inout some RandomNumberGenerator) -> DeliveryModel.Settings {
    let routes = ["settings", "product", "cart", "account"]
    return DeliveryModel.Settings(
      style: DeliveryModel.Style.allCases.randomElement(using: &random)!,
      keepsAll: Bool.random(using: &random),
      timeToLive: [30.0, 600].randomElement(using: &random)!,
      duplicateWindow: [0.0, 5].randomElement(using: &random)!,
      navigationTimeout: [1.0, 20].randomElement(using: &random)!,
      explicitReadiness: Int.random(in: 0..<4, using: &random) == 0,
      declining: Set(routes.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }))
  }

  static func events(_ random: inout some RandomNumberGenerator) -> [DeliveryModel.Event] {
    let urls = DeliveryModel.candidates.keys.sorted()
    func url() -> String { urls.randomElement(using: &random)! }
    /// The second window, mostly.
    func window() -> String { Int.random(in: 0..<4, using: &random) == 0 ? "main" : "w2" }
    func push() -> DeliveryModel.Push {
      DeliveryModel.Push(
        link: url(), buttonLink: url(),
        tap: DeliveryModel.Push.Tap.allCases.randomElement(using: &random)!)
    }
    var events: [DeliveryModel.Event] = []
    var running = false
    for _ in 0..<Int.random(in: 6...30, using: &random) {
      var event: DeliveryModel.Event
      if !running {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: event = .launch
        case 1: event = .launchURL(url())
        case 2: event = .launchActivity(url())
        case 3: event = .launchPush(push())
        case 4: event = .launchSilent(url())
        case 5: event = .launchShortcut(url())
        // The device restarts: the store cannot be read until it is unlocked.
        case 6: event = .lock
        default:
          event = [.condition("signedIn", true), .condition("beta", true), .wait(700)]
            .randomElement(using: &random)!
        }
        switch event {
        case .condition, .wait, .lock: break
        default: running = true
        }
        // Most launches are the user's: the app becomes active straight after.
        if running, Int.random(in: 0..<3, using: &random) > 0 {
          events.append(event)
          event = .active
          // An app with explicit readiness mostly reports it soon after (ignored otherwise).
          if Int.random(in: 0..<2, using: &random) > 0 {
            events.append(event)
            event = .ready
          }
        }
      } else {
        switch Int.random(in: 0..<35, using: &random) {
        case 0, 1, 2: event = .openURL(url())
        case 3: event = .openActivity(url())
        case 4, 5: event = .tapPush(push())
        case 6: event = .silent(url())
        case 7: event = .shortcut(url())
        case 8, 9, 10, 11, 12: event = .active
        case 13: event = .resign
        case 14: event = .background
        case 15: event = .foreground
        // The UI reports it can navigate, in every style (a SwiftUI window's appearing does
        // not: with explicit readiness, the app says when).
        case 16: event = .ready
        case 17, 18, 19:
          event = .condition(
            ["signedIn", "beta"].randomElement(using: &random)!,
            Int.random(in: 0..<4, using: &random) > 0)
        // Now and then the clock is set back (by the user, or a corrected device clock).
        case 20, 21: event = .wait([1.0, 4, 10, 40, 700, -3, -700].randomElement(using: &random)!)
        case 22: event = .navigatorFailsNext
        case 23: event = .navigatorHangsNext
        // A second window, and the first, each on its own (ignored in an app-delegate app).
        case 26, 27: event = .connect("w2")
        case 28, 29, 30:
          event = .window(
            window(), DeliveryModel.WindowChange.allCases.randomElement(using: &random)!)
        case 31, 32: event = .openURLIn(url(), window: window())
        // The device is unlocked (after a restart): the store can be read.
        case 33, 34: event = .unlock
        default:
          event = .terminate
          running = false
        }
      }
      events.append(event)
    }
    return events
  }
}

/// A store whose reads fail while it is locked (a device not unlocked since it started) and
/// whose writes succeed all along: the worst case, where a write replaces what could not be
/// read.
final class LockableStore: LinkStore, @unchecked Sendable {
  struct Locked: Error, CustomStringConvertible { let description = "the device is locked" }
  private let lock = NSLock()
  private var data: Data?
  private var locked: Bool
  private var writes = 0

  init(_ data: Data? = nil, locked: Bool = false) {
    self.data = data
    self.locked = locked
  }

  /// Whether reads fail.
  var isLocked: Bool {
    get { lock.withLock { locked } }
    set { lock.withLock { locked = newValue } }
  }
  /// What the store holds, read whether locked or not.
  var stored: Data? { lock.withLock { data } }
  /// How many writes succeeded.
  var saves: Int { lock.withLock { writes } }

  func load() throws -> Data? {
    try lock.withLock {
      if locked { throw Locked() }
      return data
    }
  }

  func save(_ data: Data) throws {
    lock.withLock {
      self.data = data
      writes += 1
    }
  }
}

/// Random bits taken from the fuzzer's input, so that libFuzzer's mutations steer the
/// sequence. They are mixed with a fixed stream (a bijection, so every input bit still
/// counts): an input of zeros, or one that ran out, must not make `random(in:)` draw for ever.
struct InputBits: RandomNumberGenerator {
  let bytes: [UInt8]
  var offset = 0
  var stream = SeededGenerator(seed: 0x5EED)
  mutating func next() -> UInt64 {
    var value: UInt64 = 0
    for _ in 0..<8 {
      value = value << 8 | UInt64(offset < bytes.count ? bytes[offset] : 0)
      offset += 1
    }
    return value ^ stream.next()
  }
}
