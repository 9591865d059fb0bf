#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  #if !os(tvOS)
    import UserNotifications
  #endif

  /// Forwarding from a scene delegate, one line per callback. UIKit does not call the app
  /// delegate's `application(_:open:options:)` in a scene-based app.
  extension DeepLinkPipeline {
    /// Call from `scene(_:willConnectTo:options:)`: the links that launched the app, which
    /// wait until `sceneDidBecomeActive(_:)`, since the window is not on screen yet.
    ///
    /// Documented signature: `func scene(_ scene: UIScene, willConnectTo session:
    /// UISceneSession, options connectionOptions: UIScene.ConnectionOptions)`.
    public func handleSceneConnection(_ options: UIScene.ConnectionOptions) {
      let urls = options.urlContexts.map(\.url.absoluteString).sorted()
      let activities = options.userActivities.map {
        (type: $0.activityType, webpageURL: $0.webpageURL?.absoluteString)
      }
      var notification: (payload: JSONValue, actionIdentifier: String, notificationID: String)?
      #if !os(tvOS)
        if let response = options.notificationResponse {
          notification = (
            JSONValue(userInfo: response.notification.request.content.userInfo),
            response.actionIdentifier, response.notification.request.identifier
          )
        }
      #endif
      let shortcutURL = (options.shortcutItem?.userInfo?["url"] as? String)
      post {
        await $0.sceneWillConnect(
          urls: urls, userActivities: activities, notification: notification,
          shortcutURL: shortcutURL)
      }
    }

    /// Call from `scene(_:openURLContexts:)`.
    ///
    /// Documented signature: `func scene(_ scene: UIScene, openURLContexts URLContexts:
    /// Set<UIOpenURLContext>)`.
    public func handleOpenURLContexts(_ contexts: Set<UIOpenURLContext>) {
      for context in contexts.sorted(by: { $0.url.absoluteString < $1.url.absoluteString }) {
        let url = context.url.absoluteString
        let source = context.options.sourceApplication
        post { await $0.openURL(url, source: source) }
      }
    }
  }
#endif
