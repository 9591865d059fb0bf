/// The door a link came in through: a custom-scheme URL, a universal link, a push
/// notification tapped or one of its action buttons, an in-app message, a shortcut.
public struct LinkDoor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The door's name: `customScheme`, `universalLink`, `pushTap`, `pushAction`, `inApp`,
  /// `shortcut`.
  public let name: String
  /// For `pushAction`, the identifier of the action button tapped.
  public let actionIdentifier: String?

  init(_ name: String, actionIdentifier: String? = nil) {
    self.name = name
    self.actionIdentifier = actionIdentifier
  }

  /// `application(_:open:options:)`, `scene(_:openURLContexts:)`, `onOpenURL`.
  public static let customScheme = LinkDoor("customScheme")
  /// An `NSUserActivity` of type `NSUserActivityTypeBrowsingWeb`.
  public static let universalLink = LinkDoor("universalLink")
  /// A push notification tapped (the default action).
  public static let pushTap = LinkDoor("pushTap")
  /// An action button of a push notification, by its identifier.
  public static func pushAction(_ identifier: String) -> LinkDoor {
    LinkDoor("pushAction", actionIdentifier: identifier)
  }
  /// A link opened from inside the app: an in-app message, a QR code scanned in the app.
  public static let inApp = LinkDoor("inApp")
  /// A home-screen quick action.
  public static let shortcut = LinkDoor("shortcut")

  /// Whether the link came from a push notification.
  public var isPush: Bool { name == "pushTap" || name == "pushAction" }

  public var description: String {
    actionIdentifier.map { "\(name)(\($0))" } ?? name
  }
}
