/// Where one push provider puts the deep link: a description, read by one engine
/// (``PushLinkReader``) and written by one composer (`deeplink push --style`), so that what the
/// tool writes the reader finds, for every provider and every button layout.
package struct PushProvider: Sendable {
  /// Where a tapped action button's own link is.
  package enum Buttons: Sendable {
    /// An array of button objects at `array` (or a string holding it as JSON), each naming its
    /// action identifier under `id` and holding its link at `link`.
    case list(array: PayloadKeyPath, id: String, link: PayloadKeyPath, asJSONText: Bool)
    /// An object at `actions` keyed by action identifier, each value holding the link at one
    /// of `links`, tried in order.
    case keyed(actions: PayloadKeyPath, links: [PayloadKeyPath])
    /// An array of button objects at `array` known by position: the action identifier is
    /// `prefix` and the button's position counted from `base` (`MP_ACTION_0`,
    /// `CountlyActionIdentifier1`), and the button's link is at `link`.
    case indexed(array: PayloadKeyPath, prefix: String, base: Int, link: PayloadKeyPath)
  }

  /// The provider's name, as `--style` takes it and the reader reports it.
  package let name: String
  /// The provider's name for people, as the README lists it.
  package let title: String
  /// Key paths any one of which marks a payload as this provider's; none: any payload.
  package let markers: [PayloadKeyPath]
  /// Key paths of the default link, in the order tried.
  package let links: [PayloadKeyPath]
  /// Where a composed payload carries its link: the provider's current key.
  package let writtenAt: PayloadKeyPath
  /// Where buttons' links are, if the provider has per-button links.
  package let buttons: Buttons?
  /// Members a composed payload carries beside the link, so that the reader recognises it
  /// (an id, a type): written first, in order.
  package let companions: [(path: PayloadKeyPath, value: JSONValue)]
  /// Members a composed payload with buttons carries beside them (a type of interaction).
  package let buttonsCompanions: [(path: PayloadKeyPath, value: JSONValue)]
  /// Fields a composed button carries between its id and its link (a label: the id again).
  package let buttonCompanions: [(path: PayloadKeyPath, value: ButtonValue)]

  /// A value of a composed button's companion field.
  package enum ButtonValue: Sendable {
    case fixed(JSONValue)
    /// The button's action identifier.
    case identifier
  }

  init(
    _ name: String, title: String, markers: [PayloadKeyPath] = [], links: [PayloadKeyPath],
    writtenAt: PayloadKeyPath? = nil, buttons: Buttons? = nil,
    companions: [(path: PayloadKeyPath, value: JSONValue)] = [],
    buttonsCompanions: [(path: PayloadKeyPath, value: JSONValue)] = [],
    buttonCompanions: [(path: PayloadKeyPath, value: ButtonValue)] = []
  ) {
    self.name = name
    self.title = title
    self.markers = markers
    self.links = links
    self.writtenAt = writtenAt ?? links[0]
    self.buttons = buttons
    self.companions = companions
    self.buttonsCompanions = buttonsCompanions
    self.buttonCompanions = buttonCompanions
  }

  /// Whether `payload` looks like this provider's.
  package func recognizes(_ payload: JSONValue) -> Bool {
    markers.isEmpty || markers.contains { $0.value(in: payload) != nil }
  }

  /// The key paths of action `action`'s link in `payload`, in the order tried.
  package func buttonLinks(in payload: JSONValue, action: String) -> [PayloadKeyPath] {
    switch buttons {
    case nil: return []
    case .keyed(let actions, let links):
      return links.map { PayloadKeyPath(components: actions.components + [action] + $0.components) }
    case .indexed(let array, let prefix, let base, let link):
      guard action.hasPrefix(prefix), let number = Int(action.dropFirst(prefix.count)),
        String(number) == action.dropFirst(prefix.count), number >= base
      else { return [] }
      return [
        PayloadKeyPath(components: array.components + [String(number - base)] + link.components)
      ]
    case .list(let array, let id, let link, _):
      guard let value = array.value(in: payload) else { return [] }
      let elements =
        value.arrayValue ?? value.stringValue.flatMap { PayloadKeyPath.nestedJSON($0)?.arrayValue }
      for (offset, element) in (elements ?? []).enumerated()
      where element[id]?.stringValue == action {
        return [PayloadKeyPath(components: array.components + [String(offset)] + link.components)]
      }
      return []
    }
  }
}

extension PayloadKeyPath: ExpressibleByStringLiteral {
  /// A key path written with dots between keys; a key holding dots is written as one component
  /// with ``PayloadKeyPath/init(components:)``.
  package init(stringLiteral text: String) { self.init(text) }
}
