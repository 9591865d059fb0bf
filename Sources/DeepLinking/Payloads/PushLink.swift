/// The deep link found in a push notification's payload, and where it was found.
package struct PushLink: Sendable, CustomStringConvertible {
  /// The link, trimmed.
  package let url: String
  /// The reader that found it: `raw`, `custom`, or a provider's name such as `fcm`.
  package let reader: String
  /// The key path it was found at, such as `link` or
  /// `notificationOptions.primaryButtonAction.resource`.
  package let keyPath: String

  package var description: String { "\(url) (\(reader): \(keyPath))" }
}
