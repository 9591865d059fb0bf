import Foundation

/// Finds the deep link in a push notification's payload, whichever provider sent it.
///
/// App-defined key paths are tried first, then the built-in readers: the raw APNs keys
/// (`link`, `url`, `deeplink`, `deep_link`, `uri`) and the documented keys of the major push
/// providers. Only known keys are read: an image or media URL is never taken for the link.
///
/// <!-- sample: core -->
/// ```swift
/// let reader = PushLinkReader(customKeyPaths: ["payload.route"])
/// let url = try reader.url(inJSON: #"{"aps": {}, "link": "shop://product/5"}"#)
/// // "shop://product/5"
/// ```
public struct PushLinkReader: Sendable {
  /// The identifier iOS gives the default tap (`UNNotificationDefaultActionIdentifier`).
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// The identifier iOS gives a dismissal (`UNNotificationDismissActionIdentifier`).
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// The largest payload text read, in bytes (1 MiB; APNs itself sends at most 4 KB).
  public static let maximumPayloadSize = 1 << 20

  private let custom: [PayloadKeyPath]

  /// A reader trying `customKeyPaths` (dot-separated) before the built-in readers. A path that
  /// names no key (`""`, `"."`) finds nothing.
  public init(customKeyPaths: [String] = []) {
    custom = customKeyPaths.map { PayloadKeyPath($0) }
  }

  /// The link in `userInfo` for the tapped action, or `nil` when the payload has none.
  ///
  /// - Parameters:
  ///   - userInfo: The notification's `userInfo`.
  ///   - actionIdentifier: The action button tapped; `nil`, the default identifier or an empty
  ///     one for a tap on the notification itself. The dismiss action gives no link, and
  ///     neither does a button without a link of its own.
  /// - Throws: ``DeepLinkError`` when a known key holds a value that is not an absolute URL,
  ///   or when `userInfo` nests deeper than JSON text is read (64 levels; key path `$`).
  public func url(in userInfo: [AnyHashable: Any], actionIdentifier: String? = nil)
    throws(DeepLinkError) -> String?
  {
    try link(in: JSONValue(userInfo: userInfo), actionIdentifier: actionIdentifier)?.url
  }

  /// The link in a payload given as JSON text; see ``url(in:actionIdentifier:)``.
  ///
  /// - Throws: ``DeepLinkError`` for text that is not a JSON object of at most
  ///   ``maximumPayloadSize`` bytes (key path `$`), or an unusable value.
  public func url(inJSON text: String, actionIdentifier: String? = nil) throws(DeepLinkError)
    -> String?
  {
    try link(inJSON: text, actionIdentifier: actionIdentifier)?.url
  }

  /// The link in `payload`, read as JSON, and where it was found.
  package func link(in payload: JSONValue, actionIdentifier: String? = nil) throws(DeepLinkError)
    -> PushLink?
  {
    // The limit JSON text is parsed under, held to a `userInfo` too, whatever the action: the
    // app reads a payload exactly when `deeplink extract` and `simulate` do.
    if payload.nests(deeperThan: LinkLimits.maximumPayloadDepth) {
      throw DeepLinkError.payload(
        reader: "json", keyPath: "$",
        "the payload nests deeper than \(LinkLimits.maximumPayloadDepth) levels")
    }
    if actionIdentifier == Self.dismissActionIdentifier { return nil }
    let action = Self.button(actionIdentifier)
    let providers = PushProviders.all.filter { $0.recognizes(payload) }
    if let action {
      for provider in providers {
        for path in provider.buttonLinks(in: payload, action: action) {
          if let found = try read(path, in: payload, reader: provider.name) { return found }
        }
      }
      // A button without a link of its own (a background "Mark as read", a text reply) opens
      // nothing: the payload's default link would be a screen the user did not ask for.
      return nil
    }
    for path in custom {
      if let found = try read(path, in: payload, reader: "custom") { return found }
    }
    for provider in providers {
      for path in provider.links {
        if let found = try read(path, in: payload, reader: provider.name) { return found }
      }
    }
    return nil
  }

  /// The button an action identifier names, or `nil` for a tap on the notification itself:
  /// no identifier, the default one, or an empty one. The one rule for the reader, the
  /// pipeline's doors and `deeplink extract`.
  package static func button(_ actionIdentifier: String?) -> String? {
    actionIdentifier == defaultActionIdentifier || actionIdentifier?.isEmpty == true
      ? nil : actionIdentifier
  }

  /// Why `payload` holds no link, when it is the payload of a provider whose payloads never
  /// carry one (a Sendbird chat message names a channel): the provider's name and the reason.
  package func withoutLink(in payload: JSONValue) -> (reader: String, reason: String)? {
    for provider in PushProviders.all where provider.recognizes(payload) {
      if let reason = provider.withoutLink { return (provider.name, reason) }
    }
    return nil
  }

  /// The link in a payload given as JSON text, and where it was found.
  package func link(inJSON text: String, actionIdentifier: String? = nil) throws(DeepLinkError)
    -> PushLink?
  {
    try link(in: Self.payload(json: text), actionIdentifier: actionIdentifier)
  }

  /// A payload given as JSON text, read as the system would hand it over: at most
  /// ``maximumPayloadSize`` bytes, nested at most 64 levels, a JSON object. Every reader of
  /// payload text (this one, `deeplink extract`, `deeplink simulate`) reads it here.
  package static func payload(json text: String) throws(DeepLinkError) -> JSONValue {
    func refuse(_ message: String) -> DeepLinkError {
      DeepLinkError.payload(reader: "json", keyPath: "$", message)
    }
    guard text.utf8.count <= maximumPayloadSize else {
      throw refuse(
        "the payload is \(text.utf8.count) bytes, over the limit of \(maximumPayloadSize)")
    }
    let payload: JSONValue
    do {
      payload = try JSONValue(parsing: text, maximumDepth: LinkLimits.maximumPayloadDepth)
    } catch {
      throw refuse("the payload is not valid JSON: \(error)")
    }
    guard payload.objectValue != nil else {
      throw refuse("the payload must be a JSON object, not \(payload.kindDescription)")
    }
    return payload
  }

  private func read(_ path: PayloadKeyPath, in payload: JSONValue, reader: String)
    throws(DeepLinkError) -> PushLink?
  {
    guard let value = path.value(in: payload) else { return nil }
    func fail(_ reason: String) -> DeepLinkError {
      DeepLinkError.payload(reader: reader, keyPath: path.description, reason)
    }
    guard case .string(let raw) = value else {
      if case .null = value { return nil }
      throw fail("the link must be a string, not \(value.kindDescription)")
    }
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { throw fail("the link is empty") }
    guard text.utf8.count <= LinkLimits.maximumEmbeddedLinkLength else {
      throw fail(
        "the link is \(text.utf8.count) bytes long, over \(LinkLimits.maximumEmbeddedLinkLength)")
    }
    if let problem = URLParts.problem(with: text) {
      throw fail("'\(PushLinkReader.shortened(text))' is \(problem)")
    }
    return PushLink(url: text, reader: reader, keyPath: path.description)
  }

  static func shortened(_ text: String) -> String {
    text.count > 80 ? String(text.prefix(77)) + "..." : text
  }
}
