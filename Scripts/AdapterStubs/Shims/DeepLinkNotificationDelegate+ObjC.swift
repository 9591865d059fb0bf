// Stands in, on Linux, for Sources/DeepLinkingUI/Notifications/DeepLinkNotificationDelegate+ObjC.swift,
// whose calls of optional Objective-C requirements cannot compile here: the same signatures,
// assuming the worst (there is no previous delegate).
#if canImport(UserNotifications) && !FLAVOUR_TVOS
  import UserNotifications

  extension DeepLinkNotificationDelegate {
    func forwardResponse(
      _ center: UNUserNotificationCenter, _ response: UNNotificationResponse,
      _ completion: @escaping @Sendable () -> Void
    ) -> Bool { false }

    func forwardPresentation(
      _ center: UNUserNotificationCenter, _ notification: UNNotification,
      _ completion: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) -> Bool { false }

    #if !FLAVOUR_WATCHOS
      func forwardOpenSettings(_ center: UNUserNotificationCenter, _ notification: UNNotification?) {}
    #endif
  }
#endif
