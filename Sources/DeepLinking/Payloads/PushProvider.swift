/// Where one push provider puts the deep link: a description, read by one engine
/// (``PushLinkReader``) and written by one composer (`deeplink push --style`), so that what the
/// tool writes the reader finds, for every provider and every button layout.
package struct PushProvider: Sendable {
  /// Where a tapped action button's own link is.
  ///
  /// A struct of plain fields rather than an enum with payloads: such an enum keeps its case in
  /// the spare bits of a payload's pointer, and LeakSanitizer, which the fuzz targets run, cannot
  /// see the memory behind a tagged pointer in these static tables.
  package struct Buttons: Sendable {
    package enum Layout: Sendable { case list, keyed, indexed }

    package let layout: Layout
    /// The array of buttons (list, indexed) or the object of actions (keyed).
    package let container: PayloadKeyPath
    /// The button's link, under its button: the key paths tried in order.
    package let links: [PayloadKeyPath]
    /// The field naming a button's action identifier (list).
    package let id: String
    /// The identifier's prefix before the button's position (indexed).
    package let prefix: String
    /// The position of the first button (indexed).
    package let base: Int
    /// Whether the array arrives as JSON text (list).
    package let asJSONText: Bool
    /// A field of the button, and the text it must hold for the button to have a link
    /// (Swrve's `action_type` is `open_url`; its other actions hold a campaign id, not a link);
    /// an empty field means every button's link is read.
    package let linkWhen: (field: PayloadKeyPath, value: String)

    /// An array of button objects at `array` (or a string holding it as JSON), each naming its
    /// action identifier under `id` and holding its link at `link`.
    static func list(array: PayloadKeyPath, id: String, link: PayloadKeyPath, asJSONText: Bool)
      -> Buttons
    {
      Buttons(
        layout: .list, container: array, links: [link], id: id, prefix: "", base: 0,
        asJSONText: asJSONText, linkWhen: (PayloadKeyPath(components: []), ""))
    }

    /// An object at `actions` keyed by action identifier, each value holding the link at one
    /// of `links`, tried in order.
    static func keyed(actions: PayloadKeyPath, links: [PayloadKeyPath]) -> Buttons {
      Buttons(
        layout: .keyed, container: actions, links: links, id: "", prefix: "", base: 0,
        asJSONText: false, linkWhen: (PayloadKeyPath(components: []), ""))
    }

    /// An array of button objects at `array` known by position: the action identifier starts
    /// with `prefix` and ends with the button's position counted from `base` (`MP_ACTION_0`,
    /// `CountlyActionIdentifier1`, `EXPONEA_APP_OPEN_ACTION_0`), and the button's link is at
    /// `link`, when the button's `linkWhen` field holds its value.
    static func indexed(
      array: PayloadKeyPath, prefix: String, base: Int, link: PayloadKeyPath,
      linkWhen: (field: PayloadKeyPath, value: String) = (PayloadKeyPath(components: []), "")
    ) -> Buttons {
      Buttons(
        layout: .indexed, container: array, links: [link], id: "", prefix: prefix, base: base,
        asJSONText: false, linkWhen: linkWhen)
    }
  }

  /// The provider's name, as `--style` takes it and the reader reports it.
  package let name: String
  /// The provider's name for people, as the README lists it.
  package let title: String
  /// Key paths any one of which marks a payload as this provider's.
  package let markers: [PayloadKeyPath]
  /// Key paths and the text one must hold to mark a payload as this provider's (`source` is
  /// `xnpe_platform`), for a provider whose keys are too common to mark it alone. With neither
  /// markers nor marking values, any payload is the provider's.
  package let markingValues: [(path: PayloadKeyPath, value: String)]
  /// Key paths of the default link, in the order tried; empty for a provider whose payload
  /// never carries one (see ``withoutLink``).
  package let links: [PayloadKeyPath]
  /// Where a composed payload carries its link: the provider's current key; `nil` for a
  /// provider without links, which payloads cannot be composed for.
  package let writtenAt: PayloadKeyPath?
  /// Why a payload of a provider without links holds none (Sendbird names a chat channel), for
  /// the message of a reader that recognised the payload but found no link.
  package let withoutLink: String?
  /// Where buttons' links are, if the provider has per-button links.
  package let buttons: Buttons?
  /// URL-valued keys of the provider's payloads that are never the link (images, media,
  /// tracking, avatars): listed so that tests can prove none is ever taken for it.
  package let decoys: [PayloadKeyPath]
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
    _ name: String, title: String, markers: [PayloadKeyPath] = [],
    markingValues: [(path: PayloadKeyPath, value: String)] = [], links: [PayloadKeyPath],
    writtenAt: PayloadKeyPath? = nil, withoutLink: String? = nil, buttons: Buttons? = nil,
    companions: [(path: PayloadKeyPath, value: JSONValue)] = [],
    buttonsCompanions: [(path: PayloadKeyPath, value: JSONValue)] = [],
    buttonCompanions: [(path: PayloadKeyPath, value: ButtonValue)] = [],
    decoys: [PayloadKeyPath] = []
  ) {
    self.name = name
    self.title = title
    self.markers = markers
    self.markingValues = markingValues
    self.links = links
    self.writtenAt = writtenAt ?? links.first
    self.withoutLink = withoutLink
    self.buttons = buttons
    self.decoys = decoys
    self.companions = companions
    self.buttonsCompanions = buttonsCompanions
    self.buttonCompanions = buttonCompanions
  }

  /// Whether `payload` looks like this provider's.
  package func recognizes(_ payload: JSONValue) -> Bool {
    if markers.isEmpty, markingValues.isEmpty { return true }
    return markers.contains { $0.value(in: payload) != nil }
      || markingValues.contains { $0.path.value(in: payload)?.stringValue == $0.value }
  }

  /// The key paths of action `action`'s link in `payload`, in the order tried.
  package func buttonLinks(in payload: JSONValue, action: String) -> [PayloadKeyPath] {
    guard let buttons, let button = button(in: payload, action: action, buttons) else {
      return []
    }
    let condition = buttons.linkWhen
    if !condition.field.components.isEmpty {
      let field = PayloadKeyPath(components: button.components + condition.field.components)
      guard field.value(in: payload)?.stringValue == condition.value else { return [] }
    }
    return buttons.links.map { PayloadKeyPath(components: button.components + $0.components) }
  }

  /// The key path of the button (or action object) that action `action` names.
  private func button(in payload: JSONValue, action: String, _ buttons: Buttons)
    -> PayloadKeyPath?
  {
    switch buttons.layout {
    case .keyed:
      return PayloadKeyPath(components: buttons.container.components + [action])
    case .indexed:
      // The position is the identifier's last digits, written without leading zeros.
      let digits = action.reversed().prefix { $0.isASCII && $0.isNumber }.reversed()
      guard action.hasPrefix(buttons.prefix), action.count > buttons.prefix.count,
        action.count - digits.count >= buttons.prefix.count, let number = Int(String(digits)),
        String(number) == String(digits), number >= buttons.base
      else { return nil }
      return PayloadKeyPath(
        components: buttons.container.components + [String(number - buttons.base)])
    case .list:
      guard let value = buttons.container.value(in: payload) else { return nil }
      let elements =
        value.arrayValue ?? value.stringValue.flatMap { PayloadKeyPath.nestedJSON($0)?.arrayValue }
      for (offset, element) in (elements ?? []).enumerated()
      where element[buttons.id]?.stringValue == action {
        return PayloadKeyPath(components: buttons.container.components + [String(offset)])
      }
      return nil
    }
  }
}

extension PayloadKeyPath: ExpressibleByStringLiteral {
  /// A key path written with dots between keys; a key holding dots is written as one component
  /// with ``PayloadKeyPath/init(components:)``.
  package init(stringLiteral text: String) { self.init(text) }
}
