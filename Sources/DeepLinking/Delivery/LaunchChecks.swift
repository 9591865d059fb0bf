/// Checks of how an app wired the pipeline, reported in debug builds by the adapters.
public enum LaunchChecks {
  /// The warning to print when launch finishes without the notification center delegate
  /// installed, or `nil` when it is.
  public static func notificationDelegateWarning(installed: Bool) -> String? {
    installed
      ? nil
      : "DeepLinking: UNUserNotificationCenter's delegate is not a DeepLinkNotificationDelegate "
        + "when launch finishes. Install it in application(_:didFinishLaunchingWithOptions:) "
        + "before returning, or a push tapped while the app is closed is never delivered."
  }
}
