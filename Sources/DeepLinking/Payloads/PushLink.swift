/// The deep link found in a push notification's payload, and where it was found.
public struct PushLink: Sendable, Hashable, CustomStringConvertible {
  /// The link, trimmed.
  public let url: String
  /// The reader that found it: `raw`, `custom`, or a provider's name such as `fcm`.
  public let reader: String
  /// The key path it was found at, such as `link` or
  /// `notificationOptions.primaryButtonAction.resource`.
  public let keyPath: String

  public var description: String { "\(url) (\(reader): \(keyPath))" }
}
