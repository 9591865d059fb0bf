import DeepLinking
import Foundation

/// Simulates an app's lifecycle around a ``DeepLinkPipeline``: each event is the sequence of
/// system callbacks a device makes for it in the app's style, run through the same callback
/// table the `DeepLinkingUI` adapters use, so "this push, on a cold launch, opened that
/// screen" can be tested without a device.
///
/// <!-- sample: testing, uses: router -->
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
    /// An app delegate and no scenes (legacy: the iOS 27 SDK requires scenes): launch
    /// options, `application(_:open:options:)`, `application(_:continue:restorationHandler:)`.
    public static let appDelegate = AppStyle(description: "appdelegate")
    /// A scene delegate: connection options, `scene(_:openURLContexts:)`, `scene(_:continue:)`.
    public static let scenes = AppStyle(description: "scenes")
    /// The SwiftUI lifecycle: `onOpenURL` and each window's scene phase.
    public static let swiftUI = AppStyle(description: "swiftui")
    /// Every style.
    public static let all: [AppStyle] = [.appDelegate, .scenes, .swiftUI]
  }

  /// Thrown for an event the simulated app cannot receive in its state or style.
  public struct Refusal: Error, CustomStringConvertible {
    public let description: String
  }

  /// The routes.
  public let router: Router
  /// The app style simulated.
  public let style: AppStyle
  /// The pipeline's configuration, used at each launch.
  public var configuration: DeliveryConfiguration
  /// The store that outlives the process.
  public let store: any LinkStore
  /// The clock, moved by ``advance(by:)`` and by the navigator's bounded time.
  public let clock: ManualClock
  /// What the app showed, across launches.
  public let navigator = RecordingNavigator()
  /// Every pipeline event, across launches.
  public private(set) var events: [DeepLinkEvent] = []
  /// The running process's pipeline, `nil` when the app is not running.
  public private(set) var pipeline: DeepLinkPipeline?
  /// Told every pipeline event as it happens, after it is recorded in ``events``.
  public var onEvent: (@MainActor (DeepLinkEvent) -> Void)?
  /// Called on each new pipeline, to register handlers and interceptors as the app does; an
  /// error it throws (a handler for a route the table lacks) is thrown by the launch. The
  /// pipeline's `observer` is the simulator's, which records ``events``: watch events with
  /// ``onEvent`` rather than replacing it.
  public var configure: (@MainActor (DeepLinkPipeline) throws -> Void)?

  private var conditions: Set<String> = []
  private var notificationCount = 0
  /// The scenes connected in the running process, in connection order.
  public private(set) var scenes: [String] = []
  /// The links the simulated system opened outside the app (on the external allowlist), in
  /// order: every one it is handed, unless `configure` sets the pipeline's `openExternally`.
  public private(set) var openedExternally: [String] = []

  /// A simulated app of `style` (by default a scene delegate's, as every app's is from the
  /// iOS 27 SDK), not running yet.
  public init(
    router: Router, style: AppStyle = .scenes,
    configuration: DeliveryConfiguration = DeliveryConfiguration(),
    store: (any LinkStore)? = nil, clock: ManualClock = ManualClock()
  ) {
    self.router = router
    self.style = style
    self.configuration = configuration
    self.store = store ?? InMemoryLinkStore()
    self.clock = clock
  }

  /// Whether the simulated process is running.
  public var isRunning: Bool { pipeline != nil }

  // MARK: - Launching

  /// A cold launch with no link; waiting links are reloaded from the store. Each launch throws
  /// ``Refusal`` while the app runs (a process is launched once; ``terminate()`` first),
  /// ``DeepLinkError`` when the pipeline refuses ``configuration`` (a negative time, an
  /// allowlist entry a manifest would refuse), and what ``configure`` throws; the app is not
  /// running then.
  public func launch() async throws {
    if pipeline != nil {
      throw Refusal(description: "the app is already running; terminate it first")
    }
    let clock = self.clock
    let pipeline = try DeepLinkPipeline(
      router: router, configuration: configuration, store: store, clock: clock.now,
      sleep: { clock.advance(by: $0) })
    pipeline.navigator = navigator
    pipeline.openExternally = { [weak self] url in
      self?.openedExternally.append(url.absoluteString)
      return true
    }
    pipeline.observer = { [weak self] event in
      self?.events.append(event)
      self?.onEvent?(event)
    }
    try configure?(pipeline)
    self.pipeline = pipeline
    scenes = []
    // Conditions were checked against the table when they were first reported.
    for condition in conditions.sorted() { try? await pipeline.setCondition(condition, met: true) }
  }

  /// A cold launch by a custom-scheme link opened by the app `source` (a bundle identifier,
  /// which UIKit gives the app delegate and the scene; SwiftUI's `onOpenURL` gives none); in
  /// the scenes style the system connects the scene `DeepLinkPipeline.mainScene` with it, and
  /// the link waits for that scene to be active.
  public func launch(url: String, from source: String? = nil) async throws {
    try await launch()
    switch style {
    case .appDelegate:
      await run(
        launchOptions(url: url, source: source),
        .openURL(url, sourceApplication: source, scene: nil))
    case .scenes: await run(connection(urls: [(url: url, sourceApplication: source)]))
    default: await run(.openURL(url, sourceApplication: nil, scene: nil))
    }
  }

  /// A cold launch by a universal link.
  public func launch(activity url: String) async throws {
    try await launch()
    let activity = SystemCallback.continueUserActivity(
      type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url, scene: nil)
    switch style {
    case .appDelegate: await run(launchOptions(activityURL: url), activity)
    case .scenes:
      await run(
        connection(activities: [
          .init(type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url)
        ]))
    default: await run(activity)
    }
  }

  /// A cold launch by tapping a push notification (or one of its action buttons) whose
  /// `userInfo` is `payload`; in the scenes style the system connects the scene
  /// `DeepLinkPipeline.mainScene` for the response, and the link waits for that scene.
  public func launch(push payload: [AnyHashable: Any], action: String? = nil) async throws {
    try await launch(push: JSONValue(userInfo: payload), action: action)
  }

  package func launch(push payload: JSONValue, action: String? = nil) async throws {
    try await launch()
    let response = nextResponse(payload, action: action)
    switch style {
    case .appDelegate:
      // The payload is in the launch options too, but the response is what carries the tap.
      await run(launchOptions(), .notificationResponse(response))
    case .scenes: await run(connection(notification: response), .notificationResponse(response))
    default: await run(.notificationResponse(response))
    }
  }

  /// A launch in the background by a silent push: no tap, no window.
  public func launch(silentPush payload: [AnyHashable: Any]) async throws {
    try await launch(silentPush: JSONValue(userInfo: payload))
  }

  package func launch(silentPush payload: JSONValue) async throws {
    try await launch()
    await run(launchOptions(inBackground: true), .remoteNotification(payload: payload))
  }

  /// A cold launch by a home-screen quick action carrying `url`.
  public func launch(shortcut url: String) async throws {
    try await launch()
    switch style {
    case .appDelegate:
      // The system calls performActionFor after the launch options when launch returns true.
      await run(launchOptions(shortcutURL: url), .performShortcut(url: url, scene: nil))
    default: await run(connection(shortcutURL: url))
    }
  }

  /// The process dies: nothing runs, waiting links stay in the store.
  public func terminate() {
    pipeline = nil
    scenes = []
  }

  // MARK: - Links while running

  /// A custom-scheme link opened while the app runs by the app `source` (as for
  /// ``launch(url:from:)``), in `scene` (default: the first scene connected; a launch by a link
  /// connects `DeepLinkPipeline.mainScene`).
  public func openURL(_ url: String, from source: String? = nil, in scene: String? = nil)
    async throws
  {
    let target = try sceneName(scene)
    switch style {
    case .appDelegate:
      try await runWhileRunning(.openURL(url, sourceApplication: source, scene: nil))
    case .scenes:
      try await runWhileRunning(
        .sceneOpenURLContexts(scene: target, urls: [(url: url, sourceApplication: source)]))
    default: try await runWhileRunning(.openURL(url, sourceApplication: nil, scene: target))
    }
  }

  /// A universal link tapped while the app runs, in `scene` (default: the first scene
  /// connected).
  public func continueActivity(_ url: String, in scene: String? = nil) async throws {
    let target = try sceneName(scene)
    try await runWhileRunning(
      .continueUserActivity(
        type: DeepLinkPipeline.browsingWebActivityType, webpageURL: url,
        scene: style == .appDelegate ? nil : target))
  }

  /// A push notification whose `userInfo` is `payload` tapped while the app runs (in the
  /// foreground or background).
  public func tapPush(_ payload: [AnyHashable: Any], action: String? = nil) async throws {
    try await tapPush(JSONValue(userInfo: payload), action: action)
  }

  package func tapPush(_ payload: JSONValue, action: String? = nil) async throws {
    try await runWhileRunning(.notificationResponse(nextResponse(payload, action: action)))
  }

  /// A silent push whose `userInfo` is `payload` while the app runs.
  public func silentPush(_ payload: [AnyHashable: Any]) async throws {
    try await silentPush(JSONValue(userInfo: payload))
  }

  package func silentPush(_ payload: JSONValue) async throws {
    try await runWhileRunning(.remoteNotification(payload: payload))
  }

  /// A quick action while the app runs.
  public func shortcut(_ url: String) async throws {
    try await runWhileRunning(
      .performShortcut(url: url, scene: style == .appDelegate ? nil : try sceneName(nil)))
  }

  // MARK: - Lifecycle

  /// The app became active: every connected scene, or the main one. (The UI is ready for
  /// explicit readiness only when the app calls ``markReady()``, in every style.)
  public func becomeActive() async throws {
    try await everyScene(app: .didBecomeActive, scene: .didBecomeActive)
  }

  /// The app stopped being active but stays in the foreground.
  public func resignActive() async throws {
    try await everyScene(app: .willResignActive, scene: .willResignActive)
  }

  /// The user went home: the app resigns active, then enters the background.
  public func enterBackground() async throws {
    try await everyScene(app: .willResignActive, scene: .willResignActive)
    try await everyScene(app: .didEnterBackground, scene: .didEnterBackground)
  }

  /// The app is coming back to the foreground (not active yet).
  public func enterForeground() async throws {
    try await everyScene(app: .willEnterForeground, scene: .willEnterForeground)
  }

  /// A scene (window) connects, with no link; one already connected is refused.
  public func connectScene(_ scene: String) async throws {
    try requireScenes()
    // The system connects a scene once, until it disconnects.
    guard !scenes.contains(scene) else {
      throw Refusal(description: "the scene '\(scene)' is already connected")
    }
    try await runWhileRunning(connection(scene: scene))
  }

  /// What happens to one scene.
  public enum SceneChange: Sendable, Hashable {
    case active, inactive, background, foreground, disconnect
  }

  /// One scene's phase changes.
  public func scene(_ scene: String, _ change: SceneChange) async throws {
    try requireScenes()
    guard scenes.contains(scene) else { throw notConnected(scene) }
    let phase: SystemCallback.ScenePhase
    switch change {
    case .active: phase = .didBecomeActive
    case .inactive: phase = .willResignActive
    case .background: phase = .didEnterBackground
    case .foreground: phase = .willEnterForeground
    case .disconnect:
      phase = .didDisconnect
      scenes.removeAll { $0 == scene }
    }
    try await runWhileRunning(.scenePhase(scene: scene, phase))
  }

  /// The app's UI reports it can navigate.
  public func markReady() async throws { try await running().markReady() }

  /// The app reports a condition such as `signedIn`; it stays reported across relaunches.
  ///
  /// - Throws: ``DeepLinkError`` when no route requires `name`.
  public func setCondition(_ name: String, met: Bool) async throws {
    guard router.hasCondition(name) else {
      throw DeepLinkError.unknownCondition(name, in: router)
    }
    if met { conditions.insert(name) } else { conditions.remove(name) }
    try await pipeline?.setCondition(name, met: met)
  }

  /// Moves the clock; links waiting past their time to live are dropped.
  public func advance(by seconds: TimeInterval) {
    clock.advance(by: seconds)
    pipeline?.dropExpiredLinks()
  }

  // MARK: - The callbacks a device makes

  private func launchOptions(
    url: String? = nil, source: String? = nil, activityURL: String? = nil,
    shortcutURL: String? = nil, inBackground: Bool = false
  ) -> SystemCallback {
    .didFinishLaunching(
      url: url, sourceApplication: source, userActivityURL: activityURL,
      shortcutURL: shortcutURL, inBackground: inBackground)
  }

  private func connection(
    scene: String = DeepLinkPipeline.mainScene, urls: [SystemCallback.URLContext] = [],
    activities: [SystemCallback.UserActivity] = [],
    notification: SystemCallback.NotificationResponse? = nil, shortcutURL: String? = nil
  ) -> SystemCallback {
    if !scenes.contains(scene) { scenes.append(scene) }
    return .sceneWillConnect(
      scene: scene, urls: urls, userActivities: activities, notification: notification,
      shortcutURL: shortcutURL)
  }

  private func everyScene(app: SystemCallback.AppPhase, scene: SystemCallback.ScenePhase)
    async throws
  {
    guard style != .appDelegate else { return try await runWhileRunning(.appPhase(app)) }
    if scenes.isEmpty { try await runWhileRunning(connection()) }
    for name in scenes { try await runWhileRunning(.scenePhase(scene: name, scene)) }
  }

  private func nextResponse(_ payload: JSONValue, action: String?)
    -> SystemCallback.NotificationResponse
  {
    notificationCount += 1
    return .init(
      payload: payload, actionIdentifier: action ?? PushLinkReader.defaultActionIdentifier,
      requestIdentifier: "notification-\(notificationCount)")
  }

  private func sceneName(_ scene: String?) throws -> String {
    guard let scene else { return scenes.first ?? DeepLinkPipeline.mainScene }
    try requireScenes()
    guard scenes.contains(scene) else { throw notConnected(scene) }
    return scene
  }

  /// A scene named that is not connected: which are (a plain launch connects none).
  private func notConnected(_ scene: String) -> Refusal {
    let connected = scenes.isEmpty ? "none" : scenes.map { "'\($0)'" }.joined(separator: ", ")
    return Refusal(
      description:
        "the scene '\(scene)' is not connected (connected: \(connected)); connect it first")
  }

  private func requireScenes() throws {
    if style == .appDelegate {
      throw Refusal(description: "an app-delegate app has no scenes; use style scenes or swiftui")
    }
  }

  private func run(_ callbacks: SystemCallback...) async {
    guard let pipeline else { return }
    for callback in callbacks { await pipeline.handle(callback) }
  }

  private func runWhileRunning(_ callback: SystemCallback) async throws {
    try await running().handle(callback)
  }

  private func running() throws -> DeepLinkPipeline {
    guard let pipeline else {
      throw Refusal(description: "the app is not running; launch it first")
    }
    return pipeline
  }
}
