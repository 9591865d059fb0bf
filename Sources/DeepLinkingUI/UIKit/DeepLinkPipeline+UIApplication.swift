#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// Forwarding from an app delegate without scenes, one line per callback.
  ///
  /// Legacy: from the iOS 27 SDK an app without scenes no longer launches (Apple's TN3187),
  /// and these callbacks are deprecated from iOS 26. Use the scene forwarding, or
  /// ``DeepLinkSceneDelegate`` in a SwiftUI app.
  extension DeepLinkPipeline {
    /// Call from `application(_:didFinishLaunchingWithOptions:)`.
    ///
    /// The URL and the quick action in the launch options arrive again through
    /// `application(_:open:options:)` and `application(_:performActionFor:...)`: the second
    /// arrival is dropped. A remote notification in them is not read: a tap comes through the
    /// notification delegate, and a silent push must not navigate later.
    ///
    /// Documented signature: `func application(_ application: UIApplication,
    /// didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    /// -> Bool`.
    public func handleLaunch(
      _ application: UIApplication, options: [UIApplication.LaunchOptionsKey: Any]?
    ) {
      let url = (options?[.url] as? URL)?.absoluteString
      let source = options?[.sourceApplication] as? String
      var shortcutURL: String?
      #if !os(tvOS)
        // `LaunchOptionsKey.shortcutItem`: iOS, Catalyst, visionOS; not tvOS.
        shortcutURL = (options?[.shortcutItem] as? UIApplicationShortcutItem).flatMap(Self.link)
      #endif
      let inBackground = application.applicationState == .background
      warnIfNotificationDelegateMissing()
      post {
        await $0.handle(
          .didFinishLaunching(
            url: url, sourceApplication: source, userActivityURL: nil, shortcutURL: shortcutURL,
            inBackground: inBackground))
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

    /// Call from `application(_:continue:restorationHandler:)`; returns whether the activity
    /// is a universal link of the app's.
    ///
    /// Documented signature: `func application(_ application: UIApplication, continue
    /// userActivity: NSUserActivity, restorationHandler: @escaping
    /// ([any UIUserActivityRestoring]?) -> Void) -> Bool`.
    @discardableResult
    public func handleContinue(_ userActivity: NSUserActivity) -> Bool {
      postUserActivity(
        type: userActivity.activityType, webpageURL: userActivity.webpageURL?.absoluteString)
    }

    #if !os(tvOS)
      /// Call from `application(_:performActionFor:completionHandler:)`: a quick action while
      /// the app runs. Returns whether the item carries a link, for the completion handler.
      ///
      /// Documented signature: `func application(_ application: UIApplication,
      /// performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler:
      /// @escaping (Bool) -> Void)` (iOS 9–26, Catalyst, visionOS; not tvOS).
      @discardableResult
      public func handlePerformAction(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let url = Self.link(shortcutItem) else { return false }
        post { await $0.handle(.performShortcut(url: url, scene: nil)) }
        return true
      }
    #endif

    /// Call from `applicationDidBecomeActive(_:)`.
    public func handleDidBecomeActive() { post { await $0.handle(.appPhase(.didBecomeActive)) } }

    /// Call from `applicationWillResignActive(_:)`.
    public func handleWillResignActive() {
      post { await $0.handle(.appPhase(.willResignActive)) }
    }

    /// Call from `applicationDidEnterBackground(_:)`.
    public func handleDidEnterBackground() {
      post { await $0.handle(.appPhase(.didEnterBackground)) }
    }

    /// Call from `applicationWillEnterForeground(_:)`.
    public func handleWillEnterForeground() {
      post { await $0.handle(.appPhase(.willEnterForeground)) }
    }
  }
#endif
