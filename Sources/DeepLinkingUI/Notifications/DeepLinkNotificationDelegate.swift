#if canImport(UserNotifications) && !os(tvOS)
  import DeepLinking
  import UserNotifications

  /// The notification center's delegate: forwards each notification response (a tap, or an
  /// action button with its identifier) to the pipeline, and passes every callback on to the
  /// app's own delegate, if it has one.
  ///
  /// Install it before `application(_:didFinishLaunchingWithOptions:)` returns, or a push
  /// tapped while the app is closed is never delivered:
  ///
  /// ```swift
  /// let notifications = DeepLinkNotificationDelegate(pipeline: pipeline, next: self)
  /// notifications.install()
  /// ```
  @MainActor
  public final class DeepLinkNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// Whether an instance is the notification center's delegate (checked in debug builds).
    public private(set) static var isInstalled = false

    private let pipeline: DeepLinkPipeline
    private weak var next: (any UNUserNotificationCenterDelegate)?

    /// A delegate feeding `pipeline` and passing callbacks on to `next`.
    public init(pipeline: DeepLinkPipeline, next: (any UNUserNotificationCenterDelegate)? = nil) {
      self.pipeline = pipeline
      self.next = next
    }

    /// Makes this the current notification center's delegate. The center holds its delegate
    /// weakly: keep a reference to this object.
    public func install() {
      UNUserNotificationCenter.current().delegate = self
      Self.isInstalled = true
    }

    // Documented signature: `func userNotificationCenter(_ center: UNUserNotificationCenter,
    // didReceive response: UNNotificationResponse, withCompletionHandler completionHandler:
    // @escaping @Sendable () -> Void)`.
    public nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      let payload = JSONValue(userInfo: response.notification.request.content.userInfo)
      let action = response.actionIdentifier
      let id = response.notification.request.identifier
      MainActor.assumeIsolated {
        pipeline.post {
          await $0.notificationResponse(
            payload: payload, actionIdentifier: action, notificationID: id)
        }
        if let next,
          next.responds(
            to: #selector(
              UNUserNotificationCenterDelegate.userNotificationCenter(
                _:didReceive:withCompletionHandler:)))
        {
          next.userNotificationCenter?(
            center, didReceive: response, withCompletionHandler: completionHandler)
        } else {
          completionHandler()
        }
      }
    }

    // Documented signature: `func userNotificationCenter(_ center: UNUserNotificationCenter,
    // willPresent notification: UNNotification, withCompletionHandler completionHandler:
    // @escaping @Sendable (UNNotificationPresentationOptions) -> Void)`.
    public nonisolated func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      MainActor.assumeIsolated {
        if let next,
          next.responds(
            to: #selector(
              UNUserNotificationCenterDelegate.userNotificationCenter(
                _:willPresent:withCompletionHandler:)))
        {
          next.userNotificationCenter?(
            center, willPresent: notification, withCompletionHandler: completionHandler)
        } else {
          completionHandler([])
        }
      }
    }
  }
#endif
