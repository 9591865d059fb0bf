#if canImport(UserNotifications) && !os(tvOS)
  import DeepLinking
  import UserNotifications

  /// The notification center's delegate: forwards each notification response (a tap, or an
  /// action button with its identifier) to the pipeline, and passes every callback on to the
  /// delegate that was installed before it (Firebase Messaging, OneSignal and Braze install
  /// their own), so the app does not have to pass it.
  ///
  /// Install it before `application(_:didFinishLaunchingWithOptions:)` returns (on macOS, in
  /// `applicationWillFinishLaunching(_:)`), or a push tapped while the app is closed is never
  /// delivered. The center holds its delegate weakly: keep a reference to this object.
  ///
  /// <!-- sample: ios, uses: pipeline notifications -->
  /// ```swift
  /// notifications = DeepLinkNotificationDelegate(pipeline: pipeline)
  /// notifications.install()
  /// ```
  ///
  /// The callbacks may arrive on any thread (another SDK's proxy may forward them from its own
  /// queue): they read the values they need where they arrive and hand them to the pipeline on
  /// the main actor; nothing asserts the main thread.
  public final class DeepLinkNotificationDelegate: NSObject, UNUserNotificationCenterDelegate,
    @unchecked Sendable
  {
    // Sendable: `pipeline` is a main-actor object, and `previous` is written once, on the main
    // actor in `install`, before the center can call this delegate.
    private let pipeline: DeepLinkPipeline
    /// The delegate installed before this one, to which every callback is passed on.
    nonisolated(unsafe) private(set) weak var previous: (any UNUserNotificationCenterDelegate)?

    /// A delegate feeding `pipeline`.
    public init(pipeline: DeepLinkPipeline) {
      self.pipeline = pipeline
    }

    /// Makes this the notification center's delegate, keeping the one installed before it to
    /// pass callbacks on to.
    ///
    /// Documented: `UNUserNotificationCenter.current()` and its `delegate`, "set before your
    /// app finishes launching".
    @MainActor
    public func install(on center: UNUserNotificationCenter = .current()) {
      if let current = center.delegate, current !== self { previous = current }
      center.delegate = self
    }

    /// Whether a delegate of this type is the notification center's delegate now.
    @MainActor
    public static func isInstalled(on center: UNUserNotificationCenter = .current()) -> Bool {
      center.delegate is DeepLinkNotificationDelegate
    }

    // Documented signature: `func userNotificationCenter(_ center: UNUserNotificationCenter,
    // didReceive response: UNNotificationResponse, withCompletionHandler completionHandler:
    // @escaping @Sendable () -> Void)`.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      let callback = SystemCallback.notificationResponse(
        DeepLinkPipeline.notificationResponse(response))
      let pipeline = self.pipeline
      Task { @MainActor in pipeline.post { await $0.handle(callback) } }
      if !forwardResponse(center, response, completionHandler) { completionHandler() }
    }

    // Documented signature: `func userNotificationCenter(_ center: UNUserNotificationCenter,
    // willPresent notification: UNNotification, withCompletionHandler completionHandler:
    // @escaping @Sendable (UNNotificationPresentationOptions) -> Void)`.
    public func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      if !forwardPresentation(center, notification, completionHandler) { completionHandler([]) }
    }

    #if !os(watchOS)
      // Documented signature: `func userNotificationCenter(_ center:
      // UNUserNotificationCenter, openSettingsFor notification: UNNotification?)` (iOS 12,
      // macOS 10.14, Catalyst, visionOS; not watchOS, not tvOS).
      public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
      ) {
        forwardOpenSettings(center, notification)
      }
    #endif
  }

  extension DeepLinkPipeline {
    /// A notification response's values: the payload, the action and the request identifier.
    nonisolated static func notificationResponse(_ response: UNNotificationResponse)
      -> SystemCallback.NotificationResponse
    {
      SystemCallback.NotificationResponse(
        payload: JSONValue(userInfo: response.notification.request.content.userInfo),
        actionIdentifier: response.actionIdentifier,
        requestIdentifier: response.notification.request.identifier)
    }
  }
#endif
