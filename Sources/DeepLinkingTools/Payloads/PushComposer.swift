import DeepLinking

/// Writes test push payloads in a provider's shape, for `xcrun simctl push` and for tests.
///
/// ```swift
/// let payload = try PushComposer.payload(
///   link: "shop://product/5", title: "Back in stock", style: "braze")
/// let file = PushComposer.simulatorFile(payload, bundleID: "com.example.shop")
/// ```
package enum PushComposer {
  /// The largest payload APNs accepts, in bytes.
  package static let maximumPayloadSize = 4096
  /// The `aps.category` given to a payload with action buttons.
  package static let actionCategory = "DEEPLINK_ACTIONS"

  /// The styles (providers) payloads can be written in: `raw`, `infobip`, `fcm`, ...
  package static var styles: [String] { PushProviders.all.map(\.name).sorted() }

  /// Why a payload could not be written.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package let description: String
  }

  /// A payload carrying `link`, with an alert and, for `actions`, per-button links.
  ///
  /// - Throws: ``Failure`` for an unknown style, a style without per-button links asked for
  ///   actions, a link that is not an absolute URL, or a payload over 4 KB.
  package static func payload(
    link: String, title: String? = nil, body: String? = nil, style: String = "raw",
    actions: [(id: String, link: String)] = []
  ) throws(Failure) -> JSONValue {
    guard let provider = PushProviders.named(style) else {
      throw Failure(
        description: "unknown style '\(style)' (one of \(styles.joined(separator: ", ")))")
    }
    for candidate in [link] + actions.map(\.link) {
      if let problem = URLParts.problem(with: candidate) {
        throw Failure(description: "'\(candidate)' is \(problem)")
      }
    }
    guard let members = provider.compose(link, actions) else {
      throw Failure(description: "the \(style) style has no per-button links; leave out --action")
    }
    var alert: [(key: String, value: JSONValue)] = []
    if let title { alert.append(("title", .string(title))) }
    alert.append(("body", .string(body ?? "Open \(link)")))
    var aps: [(key: String, value: JSONValue)] = [("alert", .object(alert))]
    if !actions.isEmpty { aps.append(("category", .string(actionCategory))) }
    let payload = JSONValue.object([("aps", .object(aps))] + members)
    let size = payload.jsonText.utf8.count
    guard size <= maximumPayloadSize else {
      throw Failure(
        description: "the payload is \(size) bytes, over the APNs limit of \(maximumPayloadSize)")
    }
    return payload
  }

  /// `payload` as a Simulator `.apns` file for the app `bundleID`.
  package static func simulatorFile(_ payload: JSONValue, bundleID: String) -> JSONValue {
    guard case .object(let members) = payload else { return payload }
    return .object([("Simulator Target Bundle", .string(bundleID))] + members)
  }
}
