#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  #if DEBUG && canImport(UserNotifications) && !os(tvOS)
    import UserNotifications
  #endif

  extension DeepLinkPipeline {
    /// In debug builds, warns when the notification center's delegate is not a
    /// ``DeepLinkNotificationDelegate``: push taps would then never reach the pipeline, unless
    /// the delegate installed after it passes them on.
    func warnIfNotificationDelegateMissing() {
      #if DEBUG && canImport(UserNotifications) && !os(tvOS)
        if !DeepLinkNotificationDelegate.isInstalled() {
          print(
            "DeepLinking: the notification center's delegate is not a DeepLinkNotificationDelegate; "
              + "install one before launch finishes (or make sure the delegate installed after it "
              + "passes responses on), or push taps will not open their links.")
        }
      #endif
    }
  }
#endif
