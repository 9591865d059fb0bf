#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// Forwarding from a scene delegate, one line per callback: how apps receive links (from the
  /// iOS 27 SDK, every app has scenes). Each scene is its own window: its links wait for it to
  /// be active, and are shown with its navigator (``DeepLinkPipeline/setNavigator(_:forScene:)``
  /// with ``sceneName(_:)``).
  extension DeepLinkPipeline {
    /// The name the pipeline knows `scene` by: its session's persistent identifier.
    public static func sceneName(_ scene: UIScene) -> String {
      // Documented: `UISceneSession.persistentIdentifier: String` (iOS 13, tvOS 13).
      scene.session.persistentIdentifier
    }

    /// Call from `scene(_:willConnectTo:options:)`: the links that launched the app or opened
    /// this window, which wait until the scene is active.
    ///
    /// Documented signature: `func scene(_ scene: UIScene, willConnectTo session:
    /// UISceneSession, options connectionOptions: UIScene.ConnectionOptions)`.
    public func handleSceneConnection(_ scene: UIScene, options: UIScene.ConnectionOptions) {
      let name = Self.sceneName(scene)
      let urls = Self.contexts(options.urlContexts)
      let activities = options.userActivities.map {
        SystemCallback.UserActivity(
          type: $0.activityType, webpageURL: $0.webpageURL?.absoluteString)
      }
      var notification: SystemCallback.NotificationResponse?
      var shortcutURL: String?
      #if !os(tvOS)
        // Not on tvOS: `notificationResponse` and `shortcutItem` (iOS, Catalyst, visionOS).
        if let response = options.notificationResponse {
          notification = Self.notificationResponse(response)
        }
        shortcutURL = options.shortcutItem.flatMap(Self.link)
      #endif
      warnIfNotificationDelegateMissing()
      post {
        await $0.handle(
          .sceneWillConnect(
            scene: name, urls: urls, userActivities: activities, notification: notification,
            shortcutURL: shortcutURL))
      }
    }

    /// Call from `scene(_:openURLContexts:)`.
    ///
    /// Documented signature: `func scene(_ scene: UIScene, openURLContexts URLContexts:
    /// Set<UIOpenURLContext>)`.
    public func handleOpenURLContexts(_ scene: UIScene, _ contexts: Set<UIOpenURLContext>) {
      let urls = Self.contexts(contexts)
      let name = Self.sceneName(scene)
      post { await $0.handle(.sceneOpenURLContexts(scene: name, urls: urls)) }
    }

    /// Each context's URL and the app that opened it, in the order of the URLs (a set has
    /// none).
    ///
    /// Documented: `UIOpenURLContext.url: URL`, `.options: UIScene.OpenURLOptions`, whose
    /// `sourceApplication: String?` (iOS 13, tvOS 13, Catalyst, visionOS) names the app that
    /// opened the URL.
    static func contexts(_ contexts: Set<UIOpenURLContext>) -> [SystemCallback.URLContext] {
      contexts.map { (url: $0.url.absoluteString, sourceApplication: $0.options.sourceApplication) }
        .sorted { $0.url < $1.url }
    }

    /// Call from `scene(_:continue:)`: a universal link opened in this window.
    ///
    /// Documented signature: `func scene(_ scene: UIScene, continue userActivity:
    /// NSUserActivity)`.
    public func handleContinue(_ scene: UIScene, _ userActivity: NSUserActivity) {
      let type = userActivity.activityType
      let url = userActivity.webpageURL?.absoluteString
      let name = Self.sceneName(scene)
      post { await $0.handle(.continueUserActivity(type: type, webpageURL: url, scene: name)) }
    }

    /// Call from `sceneDidBecomeActive(_:)`.
    public func handleSceneDidBecomeActive(_ scene: UIScene) {
      postScene(scene, .didBecomeActive)
    }

    /// Call from `sceneWillResignActive(_:)`.
    public func handleSceneWillResignActive(_ scene: UIScene) {
      postScene(scene, .willResignActive)
    }

    /// Call from `sceneDidEnterBackground(_:)`.
    public func handleSceneDidEnterBackground(_ scene: UIScene) {
      postScene(scene, .didEnterBackground)
    }

    /// Call from `sceneWillEnterForeground(_:)`.
    public func handleSceneWillEnterForeground(_ scene: UIScene) {
      postScene(scene, .willEnterForeground)
    }

    /// Call from `sceneDidDisconnect(_:)`: links waiting for this window go to the active
    /// window, or to the next one that becomes active.
    public func handleSceneDidDisconnect(_ scene: UIScene) {
      postScene(scene, .didDisconnect)
    }

    #if !os(tvOS)
      /// Call from `windowScene(_:performActionFor:completionHandler:)`: a quick action while
      /// the app runs. Returns whether the item carries a link (`userInfo["url"]`), for the
      /// completion handler.
      ///
      /// Documented signature: `func windowScene(_ windowScene: UIWindowScene,
      /// performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler:
      /// @escaping (Bool) -> Void)` (iOS 13, Catalyst, visionOS; not tvOS).
      @discardableResult
      public func handlePerformAction(_ scene: UIScene, _ shortcutItem: UIApplicationShortcutItem)
        -> Bool
      {
        guard let url = Self.link(shortcutItem) else { return false }
        let name = Self.sceneName(scene)
        post { await $0.handle(.performShortcut(url: url, scene: name)) }
        return true
      }

      /// The link a quick action carries: its `userInfo["url"]`, by this package's convention.
      static func link(_ item: UIApplicationShortcutItem) -> String? {
        item.userInfo?["url"] as? String
      }
    #endif

    private func postScene(_ scene: UIScene, _ phase: SystemCallback.ScenePhase) {
      let name = Self.sceneName(scene)
      post { await $0.handle(.scenePhase(scene: name, phase)) }
    }
  }
#endif
