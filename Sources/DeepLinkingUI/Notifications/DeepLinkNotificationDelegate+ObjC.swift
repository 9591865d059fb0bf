#if canImport(UserNotifications) && !os(tvOS)
  import UserNotifications

  // Passing callbacks on to the previous delegate: calls of `@objc optional` requirements,
  // which need the Objective-C runtime. The only lines of DeepLinkingUI not type-checked on
  // Linux (Scripts/check-adapters.sh gives the checked files a shim with these signatures).
  // An optional requirement called with `?(...)` gives `nil` when the delegate lacks it.
  extension DeepLinkNotificationDelegate {
    func forwardResponse(
      _ center: UNUserNotificationCenter, _ response: UNNotificationResponse,
      _ completion: @escaping @Sendable () -> Void
    ) -> Bool {
      previous?.userNotificationCenter?(
        center, didReceive: response, withCompletionHandler: completion) != nil
    }

    func forwardPresentation(
      _ center: UNUserNotificationCenter, _ notification: UNNotification,
      _ completion: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) -> Bool {
      previous?.userNotificationCenter?(
        center, willPresent: notification, withCompletionHandler: completion) != nil
    }

    #if !os(watchOS)
      func forwardOpenSettings(_ center: UNUserNotificationCenter, _ notification: UNNotification?)
      {
        _ = previous?.userNotificationCenter?(center, openSettingsFor: notification)
      }
    #endif
  }
#endif
