#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import DeepLinking

  /// Forwarding from an `NSApplicationDelegate`, one line per callback.
  extension DeepLinkPipeline {
    /// Call from `application(_:open:)`.
    ///
    /// Documented signature: `func application(_ application: NSApplication, open urls: [URL])`.
    public func handleOpen(_ urls: [URL]) {
      for url in urls {
        let text = url.absoluteString
        post { await $0.openURL(text) }
      }
    }

    /// Call from `application(_:continue:restorationHandler:)`; returns whether the activity
    /// is a universal link of the app's.
    ///
    /// Documented signature: `func application(_ application: NSApplication, continue
    /// userActivity: NSUserActivity, restorationHandler: @escaping
    /// ([any NSUserActivityRestoring]) -> Void) -> Bool`.
    @discardableResult
    public func handleContinue(_ userActivity: NSUserActivity) -> Bool {
      postUserActivity(
        type: userActivity.activityType, webpageURL: userActivity.webpageURL?.absoluteString)
    }

    /// Call from `applicationDidBecomeActive(_:)`.
    public func handleDidBecomeActive() { post { await $0.appDidBecomeActive() } }

    /// Call from `applicationWillResignActive(_:)`.
    public func handleWillResignActive() { post { $0.appWillResignActive() } }

    /// Connects ``openExternally`` to `NSWorkspace.shared.open(_:)`, for links of schemes on the
    /// external allowlist only.
    public func opensExternalLinksWithWorkspace() {
      openExternally = { url in NSWorkspace.shared.open(url) }
    }
  }
#endif
