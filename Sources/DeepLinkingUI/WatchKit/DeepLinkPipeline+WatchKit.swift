#if os(watchOS)
  import DeepLinking
  import Foundation

  /// Forwarding from a `WKApplicationDelegate`, where universal links arrive as a user
  /// activity. A SwiftUI watch app can use `deepLinks(_:)` instead, which also reports the
  /// app active.
  extension DeepLinkPipeline {
    /// Call from `WKApplicationDelegate.handle(_:)`.
    ///
    /// Documented signature: `func handle(_ userActivity: NSUserActivity)` (watchOS 7).
    public func handle(_ userActivity: NSUserActivity) {
      let type = userActivity.activityType
      let url = userActivity.webpageURL?.absoluteString
      post { await $0.handle(.continueUserActivity(type: type, webpageURL: url, scene: nil)) }
    }

    /// Call from `applicationDidBecomeActive()`: without it, links wait until they expire.
    ///
    /// Documented: `WKApplicationDelegate.applicationDidBecomeActive()` (watchOS 7).
    public func handleDidBecomeActive() { post { await $0.handle(.appPhase(.didBecomeActive)) } }

    /// Call from `applicationWillResignActive()` (watchOS 7).
    public func handleWillResignActive() {
      post { await $0.handle(.appPhase(.willResignActive)) }
    }

    /// Call from `applicationDidEnterBackground()` (watchOS 7).
    public func handleDidEnterBackground() {
      post { await $0.handle(.appPhase(.didEnterBackground)) }
    }
  }
#endif
