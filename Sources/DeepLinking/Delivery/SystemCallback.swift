/// The system callbacks that carry links or change what the app can show, as plain values:
/// one table, which the Apple adapters in `DeepLinkingUI` build from the system's types and
/// the lifecycle simulator in `DeepLinkingTesting` replays, so the two cannot drift apart.
///
/// Each case names the callback it stands for and carries exactly the arguments the adapter
/// reads from it.
package enum SystemCallback: Sendable {
  /// `application(_:didFinishLaunchingWithOptions:)`: `.url`, `.sourceApplication`,
  /// the user activity's URL, `.shortcutItem`'s link; whether the app launched in the
  /// background (`applicationState == .background`). `.remoteNotification` is not read.
  case didFinishLaunching(
    url: String?, sourceApplication: String?, userActivityURL: String?, shortcutURL: String?,
    inBackground: Bool)
  /// `application(_:open:options:)`, `application(_:open:)` (AppKit), SwiftUI's `onOpenURL`.
  case openURL(String, sourceApplication: String?, scene: String?)
  /// `application(_:continue:restorationHandler:)`, `scene(_:continue:)`.
  case continueUserActivity(type: String, webpageURL: String?, scene: String?)
  /// `application(_:performActionFor:completionHandler:)`,
  /// `windowScene(_:performActionFor:completionHandler:)`: a quick action while running.
  case performShortcut(url: String, scene: String?)
  /// `scene(_:willConnectTo:options:)`: the connection options' URL contexts, user
  /// activities, notification response and shortcut item.
  case sceneWillConnect(
    scene: String, urls: [URLContext], userActivities: [UserActivity],
    notification: NotificationResponse?, shortcutURL: String?)
  /// `scene(_:openURLContexts:)`: each context.
  case sceneOpenURLContexts(scene: String, urls: [URLContext])
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  case notificationResponse(NotificationResponse)
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`: a silent push.
  case remoteNotification(payload: JSONValue)
  /// `applicationDidBecomeActive(_:)` and the other app-wide phase callbacks.
  case appPhase(AppPhase)
  /// `sceneDidBecomeActive(_:)` and the other per-scene callbacks.
  case scenePhase(scene: String, ScenePhase)

  /// A URL context (`UIOpenURLContext`): the URL, and the app that opened it
  /// (`options.sourceApplication`, which UIKit gives for an app of the same team only).
  package typealias URLContext = (url: String, sourceApplication: String?)

  /// A user activity: its type and web page URL.
  package struct UserActivity: Sendable {
    package let type: String
    package let webpageURL: String?
    package init(type: String, webpageURL: String?) {
      self.type = type
      self.webpageURL = webpageURL
    }
  }

  /// A notification response: the payload (`userInfo`), the action identifier and the
  /// notification request's identifier.
  package struct NotificationResponse: Sendable {
    package let payload: JSONValue
    package let actionIdentifier: String
    package let requestIdentifier: String
    package init(payload: JSONValue, actionIdentifier: String, requestIdentifier: String) {
      self.payload = payload
      self.actionIdentifier = actionIdentifier
      self.requestIdentifier = requestIdentifier
    }
  }

  /// `applicationDidBecomeActive`, `applicationWillResignActive`,
  /// `applicationDidEnterBackground`, `applicationWillEnterForeground`.
  package enum AppPhase: Sendable {
    case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground
  }

  /// `sceneDidBecomeActive`, `sceneWillResignActive`, `sceneDidEnterBackground`,
  /// `sceneWillEnterForeground`, `sceneDidDisconnect`.
  package enum ScenePhase: Sendable {
    case didBecomeActive, willResignActive, didEnterBackground, willEnterForeground, didDisconnect
  }
}

extension DeepLinkPipeline {
  /// Runs one system callback: the only place a callback's arguments become pipeline calls.
  package func handle(_ callback: SystemCallback) async {
    switch callback {
    case .didFinishLaunching(let url, let source, let activityURL, let shortcutURL, let background):
      await applicationDidFinishLaunching(
        url: url, sourceApplication: source, userActivityURL: activityURL,
        shortcutURL: shortcutURL, inBackground: background)
    case .openURL(let url, let source, let scene):
      await openURL(url, source: source, scene: scene)
    case .continueUserActivity(let type, let url, let scene):
      await continueUserActivity(type: type, webpageURL: url, scene: scene)
    case .performShortcut(let url, let scene):
      await performShortcut(url: url, scene: scene)
    case .sceneWillConnect(let scene, let urls, let activities, let notification, let shortcut):
      await sceneWillConnect(
        scene: scene, urls: urls, userActivities: activities.map { ($0.type, $0.webpageURL) },
        notificationPayload: notification.map {
          ($0.payload, $0.actionIdentifier, $0.requestIdentifier)
        }, shortcutURL: shortcut)
    case .sceneOpenURLContexts(let scene, let contexts):
      for context in contexts {
        await openURL(context.url, source: context.sourceApplication, scene: scene)
      }
    case .notificationResponse(let response):
      await notificationResponse(
        payload: response.payload, actionIdentifier: response.actionIdentifier,
        notificationID: response.requestIdentifier)
    case .remoteNotification(let payload):
      silentNotification(payload: payload)
    case .appPhase(let phase):
      switch phase {
      case .didBecomeActive: await appDidBecomeActive()
      case .willResignActive: appWillResignActive()
      case .didEnterBackground: appDidEnterBackground()
      case .willEnterForeground: appWillEnterForeground()
      }
    case .scenePhase(let scene, let phase):
      switch phase {
      case .didBecomeActive: await sceneDidBecomeActive(scene)
      case .willResignActive: sceneWillResignActive(scene)
      case .didEnterBackground: sceneDidEnterBackground(scene)
      case .willEnterForeground: sceneWillEnterForeground(scene)
      case .didDisconnect: await sceneDidDisconnect(scene)
      }
    }
  }
}
