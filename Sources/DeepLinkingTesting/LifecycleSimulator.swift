import DeepLinking
import Foundation

/// Simulates an app's lifecycle around a ``DeepLinkPipeline``, calling the pipeline exactly as
/// the `DeepLinkingUI` adapters do for each app style, so "this push, on a cold launch, opened
/// that screen" can be tested without a device.
///
/// ```swift
/// let app = LifecycleSimulator(router: router, style: .scenes)
/// try await app.launch(url: "shop://product/42")  // cold launch by a link
/// try await app.becomeActive()
/// #expect(app.navigator.shown.map(\.name) == ["product"])
/// ```
@MainActor
public final class LifecycleSimulator {
  /// How the simulated app receives system callbacks.
  public struct AppStyle: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// An app delegate and no scenes: launch options, `application(_:open:options:)`,
    /// `application(_:continue:restorationHandler:)`.
    public static let appDelegate = AppStyle(description: "appdelegate")
    /// A scene delegate: connection options, `scene(_:openURLContexts:)`, `scene(_:continue:)`.
    public static let scenes = AppStyle(description: "scenes")
    /// The SwiftUI lifecycle: `onOpenURL`, `onContinueUserActivity`, readiness on appear.
    public static let swiftUI = AppStyle(description: "swiftui")
    /// Every style.
    public static let all: [AppStyle] = [.appDelegate, .scenes, .swiftUI]
  }

  /// Thrown for an event the simulated app cannot receive in its state.
  public struct NotRunning: Error, CustomStringConvertible {
    public let description = "the app is not running; launch it first"
  }

  /// The routes.
  public let router: Router
  /// The app style simulated.
  public let style: AppStyle
  /// The pipeline's configuration, used at each launch.
  public var configuration: DeliveryConfiguration
  /// The store that outlives the process.
  public let store: any LinkStore
  /// The clock, moved by ``advance(by:)``.
  public let clock: ManualClock
  /// What the app showed, across launches.
  public let navigator = RecordingNavigator()
  /// Every pipeline event, across launches.
  public private(set) var events: [DeepLinkEvent] = []
  /// The running process's pipeline, `nil` when the app is not running.
  public private(set) var pipeline: DeepLinkPipeline?
  /// Told every pipeline event as it happens, after it is recorded in ``events``.
  public var onEvent: (@MainActor (DeepLinkEvent) -> Void)?
  /// Called on each new pipeline, to register handlers and interceptors as the app does.
  public var configure: (@MainActor (DeepLinkPipeline) -> Void)?

  private var conditions: Set<String> = []
  private var notificationCount = 0

  /// A simulated app of `style`, not running yet.
  public init(
    router: Router, style: AppStyle = .scenes,
    configuration: DeliveryConfiguration = DeliveryConfiguration(),
    store: any LinkStore = InMemoryLinkStore(), clock: ManualClock = ManualClock()
  ) {
    self.router = router
    self.style = style
    self.configuration = configuration
    self.store = store
    self.clock = clock
  }

  /// Whether the simulated process is running.
  public var isRunning: Bool { pipeline != nil }

  // MARK: - Launching

  /// A cold launch with no link; waiting links are reloaded from the store.
  public func launch() async {
    let pipeline = DeepLinkPipeline(
      router: router, configuration: configuration, store: store, clock: clock.now)
    pipeline.navigator = navigator
    pipeline.observer = { [weak self] event in
      self?.events.append(event)
      self?.onEvent?(event)
    }
    configure?(pipeline)
    self.pipeline = pipeline
    for condition in conditions.sorted() { await pipeline.setCondition(condition, met: true) }
  }

  /// A cold launch by a custom-scheme link.
  public func launch(url: String) async {
    await launch()
    guard let pipeline else { return }
    switch style {
    case .appDelegate:
      // Launch options, then UIKit's application(_:open:options:) for the same URL.
      await pipeline.applicationDidFinishLaunching(url: url)
      await pipeline.openURL(url)
    case .scenes: await pipeline.sceneWillConnect(urls: [url])
    default: await pipeline.openURL(url)
    }
  }

  /// A cold launch by a universal link.
  public func launch(activity url: String) async {
    await launch()
    guard let pipeline else { return }
    switch style {
    case .appDelegate:
      await pipeline.applicationDidFinishLaunching(userActivityURL: url)
      await pipeline.continueUserActivity(
        type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url)
    case .scenes:
      await pipeline.sceneWillConnect(
        userActivities: [(DeepLinkPipeline.browsingWebActivityType, url)])
    default:
      await pipeline.continueUserActivity(
        type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url)
    }
  }

  /// A cold launch by tapping a push notification (or one of its action buttons).
  public func launch(push payload: JSONValue, action: String? = nil) async {
    await launch()
    guard let pipeline else { return }
    let id = nextNotificationID()
    let identifier = action ?? PushLinkReader.defaultActionIdentifier
    switch style {
    case .appDelegate:
      // The payload in the launch options, then the notification center delegate's response.
      await pipeline.applicationDidFinishLaunching(remoteNotification: payload, notificationID: id)
      await pipeline.notificationResponse(
        payload: payload, actionIdentifier: identifier, notificationID: id)
    case .scenes:
      await pipeline.sceneWillConnect(notification: (payload, identifier, id))
      await pipeline.notificationResponse(
        payload: payload, actionIdentifier: identifier, notificationID: id)
    default:
      await pipeline.notificationResponse(
        payload: payload, actionIdentifier: identifier, notificationID: id)
    }
  }

  /// The process dies: nothing runs, waiting links stay in the store.
  public func terminate() { pipeline = nil }

  // MARK: - Links while running

  /// A custom-scheme link opened while the app runs.
  public func openURL(_ url: String) async throws {
    try await running().openURL(url)
  }

  /// A universal link tapped while the app runs.
  public func continueActivity(_ url: String) async throws {
    try await running().continueUserActivity(
      type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url)
  }

  /// A push notification tapped while the app runs (in the foreground or background).
  public func tapPush(_ payload: JSONValue, action: String? = nil) async throws {
    try await running().notificationResponse(
      payload: payload, actionIdentifier: action ?? PushLinkReader.defaultActionIdentifier,
      notificationID: nextNotificationID())
  }

  // MARK: - Lifecycle

  /// The app (its scene) became active; a SwiftUI app's root view appears then too.
  public func becomeActive() async throws {
    let pipeline = try running()
    await pipeline.appDidBecomeActive()
    if style == .swiftUI { await pipeline.markReady() }
  }

  /// The app stopped being active but stays in the foreground.
  public func resignActive() throws { try running().appWillResignActive() }

  /// The user went home: the app resigns active, then enters the background.
  public func enterBackground() throws {
    let pipeline = try running()
    pipeline.appWillResignActive()
    pipeline.appDidEnterBackground()
  }

  /// The app is coming back to the foreground (not active yet).
  public func enterForeground() throws { try running().appWillEnterForeground() }

  /// The app's UI reports it can navigate.
  public func markReady() async throws { try await running().markReady() }

  /// The app reports a condition such as `signedIn`; it stays reported across relaunches.
  public func setCondition(_ name: String, met: Bool) async {
    if met { conditions.insert(name) } else { conditions.remove(name) }
    await pipeline?.setCondition(name, met: met)
  }

  /// Moves the clock; links waiting past their time to live are dropped.
  public func advance(by seconds: TimeInterval) {
    clock.advance(by: seconds)
    pipeline?.dropExpiredLinks()
  }

  private func running() throws -> DeepLinkPipeline {
    guard let pipeline else { throw NotRunning() }
    return pipeline
  }

  private func nextNotificationID() -> String {
    notificationCount += 1
    return "notification-\(notificationCount)"
  }
}
