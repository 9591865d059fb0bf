import Foundation

/// The system's entry points, as plain values.
///
/// Each method here is what one UIKit, SwiftUI, AppKit or UserNotifications callback carries.
/// The adapters in `DeepLinkingUI` only convert the system's types and call these; the
/// lifecycle simulator in `DeepLinkingTesting` calls the same methods, so every decision (which
/// door, which state, what waits) is tested on any platform.
extension DeepLinkPipeline {
  /// `NSUserActivityTypeBrowsingWeb`: the activity type of a universal link.
  public static let browsingWebActivityType = "NSUserActivityTypeBrowsingWeb"

  /// A URL opened in the app: custom schemes, and http(s) URLs that SwiftUI's `onOpenURL`
  /// hands over for universal links.
  public func openURL(_ url: String, source: String? = nil) async {
    await receive(url, door: Self.door(forOpened: url), source: source)
  }

  /// A user activity continued: only web browsing activities (universal links) carry links.
  public func continueUserActivity(type: String, webpageURL: String?) async {
    guard type == Self.browsingWebActivityType, let webpageURL else { return }
    await receive(webpageURL, door: .universalLink)
  }

  /// A notification the user responded to: the link in its payload for the action tapped.
  ///
  /// - Parameters:
  ///   - payload: The notification's `userInfo`.
  ///   - actionIdentifier: The action; the default identifier for a tap on the notification.
  ///   - notificationID: The notification request's identifier, to drop a second delivery.
  public func notificationResponse(
    payload: JSONValue, actionIdentifier: String = PushLinkReader.defaultActionIdentifier,
    notificationID: String
  ) async {
    launchNotification = nil
    let isDefault =
      actionIdentifier == PushLinkReader.defaultActionIdentifier || actionIdentifier.isEmpty
    let door: LinkDoor = isDefault ? .pushTap : .pushAction(actionIdentifier)
    do {
      guard
        let found = try pushReader.link(
          in: payload, actionIdentifier: isDefault ? nil : actionIdentifier)
      else { return }
      await receive(found.url, door: door, notificationID: notificationID)
    } catch {
      let link = IncomingLink(
        url: "", door: door, state: currentState, receivedAt: nil, notificationID: notificationID)
      refuse(link, reason: "the push payload's link is unusable: \(error.description)")
    }
  }

  /// `application(_:didFinishLaunchingWithOptions:)`: the launch options that carry links.
  ///
  /// UIKit calls `application(_:open:options:)` or `application(_:continue:...)` after this
  /// for the same link; the second arrival is dropped as a duplicate. A remote notification in
  /// the launch options is only a fallback: the notification center's response, which knows
  /// the action tapped, normally follows; the payload is read only if no response came by the
  /// time the app becomes active.
  public func applicationDidFinishLaunching(
    url: String? = nil, sourceApplication: String? = nil, userActivityURL: String? = nil,
    remoteNotification: JSONValue? = nil, notificationID: String? = nil
  ) async {
    if let url { await openURL(url, source: sourceApplication) }
    if let userActivityURL {
      await continueUserActivity(type: Self.browsingWebActivityType, webpageURL: userActivityURL)
    }
    if let remoteNotification {
      launchNotification = (
        remoteNotification, notificationID ?? Self.payloadID(remoteNotification)
      )
    }
  }

  /// `scene(_:willConnectTo:options:)`: the connection options that carry links, for a scene
  /// launched by a link. The scene is not active yet, so the links wait for
  /// ``appDidBecomeActive()`` (from `sceneDidBecomeActive(_:)`).
  public func sceneWillConnect(
    urls: [String] = [], userActivities: [(type: String, webpageURL: String?)] = [],
    notification: (payload: JSONValue, actionIdentifier: String, notificationID: String)? = nil,
    shortcutURL: String? = nil
  ) async {
    for url in urls { await openURL(url) }
    for activity in userActivities {
      await continueUserActivity(type: activity.type, webpageURL: activity.webpageURL)
    }
    if let notification {
      await notificationResponse(
        payload: notification.payload, actionIdentifier: notification.actionIdentifier,
        notificationID: notification.notificationID)
    }
    if let shortcutURL { await receive(shortcutURL, door: .shortcut) }
  }

  /// The door of an opened URL: http(s) is a universal link, anything else a custom scheme.
  static func door(forOpened url: String) -> LinkDoor {
    let scheme = url.prefix { $0 != ":" }.lowercased()
    return scheme == "https" || scheme == "http" ? .universalLink : .customScheme
  }

  /// An identifier for a payload that carries none: the same payload gives the same one.
  static func payloadID(_ payload: JSONValue) -> String {
    // FNV-1a of the compact JSON: stable across launches, unlike `Hasher`.
    return "payload-"
      + payload.jsonText.utf8.reduce(into: UInt64(0xcbf2_9ce4_8422_2325)) {
        $0 = ($0 ^ UInt64($1)) &* 0x100_0000_01b3
      }.description
  }
}
