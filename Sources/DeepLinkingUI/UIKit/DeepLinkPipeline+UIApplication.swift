#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// Forwarding from an app delegate (apps without scenes), one line per callback.
  ///
  /// Every method converts UIKit's values and posts them, in order, to the pipeline's
  /// plain-value entry points, which the lifecycle simulator tests on every platform.
  extension DeepLinkPipeline {
    /// Call from `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// Documented signature: `func application(_ application: UIApplication,
    /// didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    /// -> Bool`.
    public func handleLaunch(options: [UIApplication.LaunchOptionsKey: Any]?) {
      let url = (options?[.url] as? URL)?.absoluteString
      let source = options?[.sourceApplication] as? String
      // The activity dictionary holds the NSUserActivity under this documented-by-practice key.
      let activity =
        (options?[.userActivityDictionary] as? [AnyHashable: Any])?[
          "UIApplicationLaunchOptionsUserActivityKey"] as? NSUserActivity
      let activityURL =
        activity?.activityType == NSUserActivityTypeBrowsingWeb
        ? activity?.webpageURL?.absoluteString : nil
      let notification = (options?[.remoteNotification] as? [AnyHashable: Any]).map {
        JSONValue(userInfo: $0)
      }
      warnIfNotificationDelegateMissing()
      post {
        await $0.applicationDidFinishLaunching(
          url: url, sourceApplication: source, userActivityURL: activityURL,
          remoteNotification: notification)
      }
    }

    /// Call from `application(_:open:options:)`; returns whether the link is the app's.
    ///
    /// Documented signature: `func application(_ app: UIApplication, open url: URL,
    /// options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool`.
    @discardableResult
    public func handleOpen(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:])
      -> Bool
    {
      postOpenURL(url.absoluteString, source: options[.sourceApplication] as? String)
    }

    /// Call from `application(_:continue:restorationHandler:)` or `scene(_:continue:)`;
    /// returns whether the activity is a universal link of the app's.
    ///
    /// Documented signature: `func application(_ application: UIApplication, continue
    /// userActivity: NSUserActivity, restorationHandler: @escaping
    /// ([any UIUserActivityRestoring]?) -> Void) -> Bool`.
    @discardableResult
    public func handleContinue(_ userActivity: NSUserActivity) -> Bool {
      postUserActivity(
        type: userActivity.activityType, webpageURL: userActivity.webpageURL?.absoluteString)
    }

    /// Call from `applicationDidBecomeActive(_:)` or `sceneDidBecomeActive(_:)`.
    public func handleDidBecomeActive() { post { await $0.appDidBecomeActive() } }

    /// Call from `applicationWillResignActive(_:)` or `sceneWillResignActive(_:)`.
    public func handleWillResignActive() { post { $0.appWillResignActive() } }

    /// Call from `applicationDidEnterBackground(_:)` or `sceneDidEnterBackground(_:)`.
    public func handleDidEnterBackground() { post { $0.appDidEnterBackground() } }

    /// Call from `applicationWillEnterForeground(_:)` or `sceneWillEnterForeground(_:)`.
    public func handleWillEnterForeground() { post { $0.appWillEnterForeground() } }

    /// Connects ``openExternally`` to `UIApplication.shared.open`, for links of schemes on the
    /// external allowlist only (the pipeline refuses the others before calling it).
    public func opensExternalLinksWithUIApplication() {
      openExternally = { url in
        await withCheckedContinuation { continuation in
          // Documented signature: `func open(_ url: URL, options:
          // [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler:
          // (@MainActor @Sendable (Bool) -> Void)? = nil)`.
          UIApplication.shared.open(url, options: [:]) { continuation.resume(returning: $0) }
        }
      }
    }

    private func warnIfNotificationDelegateMissing() {
      #if DEBUG && canImport(UserNotifications) && !os(tvOS)
        if let warning = LaunchChecks.notificationDelegateWarning(
          installed: DeepLinkNotificationDelegate.isInstalled)
        {
          print(warning)
        }
      #endif
    }
  }
#endif
