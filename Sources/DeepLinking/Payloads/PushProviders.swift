/// Where each push provider puts the deep link, from its public documentation or SDK.
struct PushProvider: Sendable {
  let name: String
  /// Key paths of the default link, in the order tried.
  let linkPaths: @Sendable (JSONValue) -> [PayloadKeyPath]
  /// Key paths of an action button's link, given the action identifier.
  let actionPaths: @Sendable (JSONValue, String) -> [PayloadKeyPath]

  init(
    _ name: String, links: [String],
    actions: @escaping @Sendable (JSONValue, String) -> [PayloadKeyPath] = { _, _ in [] }
  ) {
    self.name = name
    let paths = links.map(PayloadKeyPath.init)
    self.linkPaths = { _ in paths }
    self.actionPaths = actions
  }
}

enum PushProviders {
  /// The providers in the order tried: specific providers' keys first, the raw keys last, so a
  /// provider's documented key wins over a generic `url` elsewhere in its payload.
  static let all: [PushProvider] = [infobip, raw]

  /// Raw APNs payloads: the app's own server puts the link beside `aps`, or under `data`.
  static let raw = PushProvider(
    "raw",
    links: ["link", "url", "deeplink", "deep_link", "uri"].flatMap { [$0, "data.\($0)"] },
    actions: { payload, action in
      // An app-defined convention: `actions` (or `buttons`) as an array of {id, link|url}.
      indexedActions(
        payload, under: ["actions", "buttons"], action, idKeys: ["id", "identifier"],
        linkKeys: ["link", "url", "deeplink"])
    })

  /// Infobip Mobile Messaging (the first source document): the API's
  /// `notificationOptions.primaryButtonAction` with `type: DEEP_LINK` and its `resource`;
  /// the iOS SDK reads the delivered message's `internalData` (`deeplink`, and the
  /// `inApp`/`webViewUrl` keys) and the top-level `deeplink`.
  static let infobip = PushProvider(
    "infobip",
    links: [
      "notificationOptions.primaryButtonAction.resource", "internalData.deeplink",
      "internalData.notificationOptions.primaryButtonAction.resource",
    ])

  /// The paths of the action `action` in an array of action objects under one of `keys`.
  static func indexedActions(
    _ payload: JSONValue, under keys: [String], _ action: String, idKeys: [String],
    linkKeys: [String]
  ) -> [PayloadKeyPath] {
    for key in keys {
      guard let elements = PayloadKeyPath(key).value(in: payload)?.arrayValue else { continue }
      for (offset, element) in elements.enumerated()
      where idKeys.contains(where: { element[$0]?.stringValue == action }) {
        return linkKeys.map { PayloadKeyPath("\(key).\(offset).\($0)") }
      }
    }
    return []
  }
}
