import Foundation

/// The doors links come in through, as plain values.
///
/// Each method here is what one UIKit, SwiftUI, AppKit or UserNotifications callback carries;
/// ``SystemCallback`` lists those callbacks, and the adapters in `DeepLinkingUI` and the
/// lifecycle simulator in `DeepLinkingTesting` both drive the pipeline through it.
extension DeepLinkPipeline {
  /// `NSUserActivityTypeBrowsingWeb`: the activity type of a universal link.
  public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

  /// The name of the one scene of an app that reports no scenes of its own.
  public nonisolated static let mainScene = "main"

  /// A URL opened in the app: custom schemes, and http(s) URLs that SwiftUI's `onOpenURL`
  /// hands over for universal links.
  public func openURL(_ url: String, source: String? = nil, scene: String? = nil) async {
    await receive(url, door: Self.door(forOpened: url), source: source, scene: scene)
  }

  /// A user activity continued: only web browsing activities (universal links) carry links.
  public func continueUserActivity(type: String, webpageURL: String?, scene: String? = nil)
    async
  {
    guard type == Self.browsingWebActivityType, let webpageURL else { return }
    await receive(webpageURL, door: .universalLink, scene: scene)
  }

  /// A home-screen quick action, at launch or while the app runs: the link it carries
  /// (`UIApplicationShortcutItem.userInfo["url"]` by the adapters' convention).
  public func performShortcut(url: String, scene: String? = nil) async {
    await receive(url, door: .shortcut, scene: scene)
  }

  /// A notification the user responded to: the link in its payload for the action tapped.
  ///
  /// An action button without a link of its own (a background "Mark as read") delivers
  /// nothing; the dismiss action neither.
  ///
  /// - Parameters:
  ///   - userInfo: The notification's `userInfo`.
  ///   - actionIdentifier: The action; the default identifier for a tap on the notification.
  ///   - notificationID: The notification request's identifier, to drop a second delivery.
  public nonisolated func notificationResponse(
    userInfo: [AnyHashable: Any],
    actionIdentifier: String = PushLinkReader.defaultActionIdentifier, notificationID: String
  ) async {
    let payload = JSONValue(userInfo: userInfo)
    await notificationResponse(
      payload: payload, actionIdentifier: actionIdentifier, notificationID: notificationID)
  }

  /// A notification response whose payload is already read as JSON; `scene` is the window
  /// the system connected for it, when it did (its link waits for that window).
  package func notificationResponse(
    payload: JSONValue, actionIdentifier: String = PushLinkReader.defaultActionIdentifier,
    notificationID: String, scene: String? = nil
  ) async {
    let button = PushLinkReader.button(actionIdentifier)
    let door = button.map(LinkDoor.pushAction) ?? .pushTap
    do {
      guard let found = try pushReader.link(in: payload, actionIdentifier: button) else { return }
      await receive(found.url, door: door, notificationID: notificationID, scene: scene)
    } catch {
      let link = IncomingLink(
        url: "", door: door, state: currentState, receivedAt: nil, notificationID: notificationID,
        scene: scene)
      // The reason may quote the link, query values and all: shown only when events reveal them.
      refuse(
        link,
        reason: configuration.revealsQueryValues
          ? "the push payload's link is unusable: \(error.description)"
          : "the push payload's link at '\(error.location ?? "$")' is unusable (details redacted)")
    }
  }

  /// A remote notification that arrived without the user acting on it (a silent,
  /// `content-available` push, or a background launch for one): never a delivery. A tap on a
  /// notification always comes through ``notificationResponse(userInfo:actionIdentifier:notificationID:)``.
  public nonisolated func silentNotification(userInfo: [AnyHashable: Any]) {}

  package func silentNotification(payload: JSONValue) {}

  /// `application(_:didFinishLaunchingWithOptions:)`: the launch options that carry links.
  ///
  /// UIKit calls `application(_:open:options:)` or `application(_:continue:...)` after this
  /// for the same link; the second arrival is dropped as a duplicate. A remote notification in
  /// the launch options is not read: a tap is answered by the notification response, and a
  /// background launch by a silent push must not navigate later.
  ///
  /// - Parameters:
  ///   - url: The launch options' URL (`.url`).
  ///   - sourceApplication: The app that opened it (`.sourceApplication`).
  ///   - userActivityURL: A universal link's URL, when the options carry one.
  ///   - shortcutURL: The link of the quick action that launched the app (`.shortcutItem`).
  ///   - inBackground: Whether the app launched in the background.
  public func applicationDidFinishLaunching(
    url: String? = nil, sourceApplication: String? = nil, userActivityURL: String? = nil,
    shortcutURL: String? = nil, inBackground: Bool = false
  ) async {
    if inBackground { appDidLaunchInBackground() }
    if let url { await openURL(url, source: sourceApplication) }
    if let userActivityURL {
      await continueUserActivity(type: Self.browsingWebActivityType, webpageURL: userActivityURL)
    }
    if let shortcutURL { await performShortcut(url: shortcutURL) }
  }

  /// `scene(_:willConnectTo:options:)`: the connection options that carry links, for a scene
  /// launched by a link. The scene is not active yet, so the links wait for it to become
  /// active.
  ///
  /// `sourceApplication` is the app that opened `urls` (their contexts'
  /// `options.sourceApplication`), kept as each link's ``IncomingLink/source``.
  public func sceneWillConnect(
    scene: String = DeepLinkPipeline.mainScene, urls: [String] = [],
    sourceApplication: String? = nil,
    userActivities: [(type: String, webpageURL: String?)] = [],
    notification: (
      userInfo: [AnyHashable: Any], actionIdentifier: String, notificationID: String
    )? =
      nil,
    shortcutURL: String? = nil
  ) async {
    await sceneWillConnect(
      scene: scene,
      urls: urls.map { (url: $0, sourceApplication: sourceApplication) },
      userActivities: userActivities,
      notificationPayload: notification.map {
        (JSONValue(userInfo: $0.userInfo), $0.actionIdentifier, $0.notificationID)
      }, shortcutURL: shortcutURL)
  }

  /// ``sceneWillConnect(scene:urls:sourceApplication:userActivities:notification:shortcutURL:)``
  /// with the notification's payload already read as JSON, and each URL's own source.
  package func sceneWillConnect(
    scene: String = DeepLinkPipeline.mainScene, urls: [SystemCallback.URLContext] = [],
    userActivities: [(type: String, webpageURL: String?)] = [],
    notificationPayload notification: (
      payload: JSONValue, actionIdentifier: String, notificationID: String
    )?,
    shortcutURL: String? = nil
  ) async {
    sceneDidConnect(scene)
    for context in urls {
      await openURL(context.url, source: context.sourceApplication, scene: scene)
    }
    for activity in userActivities {
      await continueUserActivity(
        type: activity.type, webpageURL: activity.webpageURL, scene: scene)
    }
    if let notification {
      // UIKit connects a scene for a notification to show the response there.
      await notificationResponse(
        payload: notification.payload, actionIdentifier: notification.actionIdentifier,
        notificationID: notification.notificationID, scene: scene)
    }
    if let shortcutURL { await performShortcut(url: shortcutURL, scene: scene) }
  }

  /// The door of an opened URL: http(s) is a universal link, anything else a custom scheme.
  static func door(forOpened url: String) -> LinkDoor {
    let scheme = URLParts.scheme(of: url)
    return scheme == "https" || scheme == "http" ? .universalLink : .customScheme
  }
}
