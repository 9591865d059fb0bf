#if os(watchOS)
  import DeepLinking
  import Foundation

  /// Forwarding on watchOS, where universal links arrive as a user activity.
  extension DeepLinkPipeline {
    /// Call from `WKApplicationDelegate.handle(_:)`.
    ///
    /// Documented signature: `func handle(_ userActivity: NSUserActivity)` (watchOS 7).
    public func handle(_ userActivity: NSUserActivity) {
      let type = userActivity.activityType
      let url = userActivity.webpageURL?.absoluteString
      post { await $0.continueUserActivity(type: type, webpageURL: url) }
    }
  }
#endif
