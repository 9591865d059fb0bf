#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import DeepLinking

  /// Forwarding from an `NSApplicationDelegate`, one line per callback.
  ///
  /// Install ``DeepLinkNotificationDelegate`` in `applicationWillFinishLaunching(_:)`. An app
  /// that installs its own `kAEGetURL` handler with `NSAppleEventManager` replaces AppKit's,
  /// and `application(_:open:)` is then never called: forward that handler's URL to
  /// ``handleOpen(_:)`` instead.
  extension DeepLinkPipeline {
    /// Call from `application(_:open:)`.
    ///
    /// Documented signature: `func application(_ application: NSApplication, open urls: [URL])`.
    public func handleOpen(_ urls: [URL]) {
      for url in urls {
        let text = url.absoluteString
        post { await $0.handle(.openURL(text, sourceApplication: nil, scene: nil)) }
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
    public func handleDidBecomeActive() { post { await $0.handle(.appPhase(.didBecomeActive)) } }

    /// Call from `applicationWillResignActive(_:)`.
    public func handleWillResignActive() {
      post { await $0.handle(.appPhase(.willResignActive)) }
    }

    /// Connects ``openExternally`` to `NSWorkspace.shared.open(_:)`, for links of schemes on the
    /// external allowlist only.
    ///
    /// Documented signature: `func open(_ url: URL) -> Bool`.
    public func opensExternalLinksWithWorkspace() {
      openExternally = { url in NSWorkspace.shared.open(url) }
    }
  }
#endif
