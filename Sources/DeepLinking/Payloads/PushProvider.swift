/// Where one push provider puts the deep link: a description, read by one engine
/// (``PushLinkReader``) and written by one composer (`deeplink push --style`), so that what the
/// tool writes the reader finds, for every provider and every button layout.
///
/// A class of constants: the reader goes through the table provider by provider, and a struct
/// of twelve fields was copied, field by field, at each step (4.6 KB of code in every app).
package final class PushProvider: Sendable {
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

  /// The provider a description of ``PushProviders/descriptions`` gives; `nil` when a member
  /// is missing or of the wrong kind.
  package init?(description: JSONValue) {
    func path(_ value: JSONValue?) -> PayloadKeyPath? {
      if let text = value?.stringValue { return PayloadKeyPath(text) }
      let components = value?.arrayValue?.compactMap(\.stringValue)
      guard let components, components.count == value?.arrayValue?.count else { return nil }
      return PayloadKeyPath(components: components)
    }
    func paths(_ value: JSONValue?) -> [PayloadKeyPath]? {
      guard let values = value?.arrayValue ?? (value == nil ? [] : nil) else { return nil }
      let read = values.compactMap(path)
      guard read.count == values.count else { return nil }
      return PayloadKeyPath.expandingAppKeys(read)
    }
    // `{"at", "value"}`, or (a button's field) `{"at", "identifier": true}`.
    func members(_ value: JSONValue?) -> [(path: PayloadKeyPath, value: ButtonValue)]? {
      guard let values = value?.arrayValue ?? (value == nil ? [] : nil) else { return nil }
      let read = values.compactMap { member -> (PayloadKeyPath, ButtonValue)? in
        guard let at = path(member["at"]) else { return nil }
        if let value = member["value"] { return (at, .fixed(value)) }
        return member["identifier"]?.boolValue == true ? (at, .identifier) : nil
      }
      return read.count == values.count ? read : nil
    }
    // Members of fixed values only.
    func fixed(_ value: JSONValue?) -> [(path: PayloadKeyPath, value: JSONValue)]? {
      guard let read = members(value) else { return nil }
      let values = read.compactMap { member -> (PayloadKeyPath, JSONValue)? in
        guard case .fixed(let value) = member.value else { return nil }
        return (member.path, value)
      }
      return values.count == read.count ? values : nil
    }
    guard let name = description["name"]?.stringValue,
      let title = description["title"]?.stringValue,
      let markers = paths(description["markers"]), let links = paths(description["links"]),
      let marking = fixed(description["markingValues"]),
      let decoys = paths(description["decoys"]),
      let companions = fixed(description["companions"]),
      let buttonsCompanions = fixed(description["buttonsCompanions"]),
      let buttonCompanions = members(description["buttonCompanions"])
    else { return nil }
    let markingValues = marking.compactMap { member in
      member.value.stringValue.map { (member.path, $0) }
    }
    guard markingValues.count == marking.count else { return nil }
    self.name = name
    self.title = title
    self.markers = markers
    self.markingValues = markingValues
    self.links = links
    self.writtenAt = description["writtenAt"].flatMap(path) ?? links.first
    self.withoutLink = description["withoutLink"]?.stringValue
    self.decoys = decoys
    self.companions = companions
    self.buttonsCompanions = buttonsCompanions
    self.buttonCompanions = buttonCompanions
    guard let buttons = description["buttons"] else {
      self.buttons = nil
      return
    }
    let layouts: [String: Buttons.Layout] = ["list": .list, "keyed": .keyed, "indexed": .indexed]
    var base = 0
    if case .number(let number) = buttons["base"] {
      guard let exact = Int(exactly: number) else { return nil }
      base = exact
    }
    let condition = buttons["linkWhen"]
    guard let layout = buttons["layout"]?.stringValue.flatMap({ layouts[$0] }),
      let container = path(buttons["at"]), let buttonLinks = paths(buttons["links"]),
      let field = condition == nil ? PayloadKeyPath(components: []) : path(condition?["at"])
    else { return nil }
    self.buttons = Buttons(
      layout: layout, container: container, links: buttonLinks,
      id: buttons["id"]?.stringValue ?? "", prefix: buttons["prefix"]?.stringValue ?? "",
      base: base, asJSONText: buttons["asJSONText"]?.boolValue ?? false,
      linkWhen: (field, condition?["value"]?.stringValue ?? ""))
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

extension PayloadKeyPath {
  /// `paths` with those whose last component is `@appKeys` expanded together, key by key, at
  /// the place of the first: `@appKeys`, `data.@appKeys` is `link`, `data.link`, `url`, ...
  static func expandingAppKeys(_ paths: [PayloadKeyPath]) -> [PayloadKeyPath] {
    let templates = paths.filter { $0.components.last == "@appKeys" }
    guard let first = paths.firstIndex(where: { $0.components.last == "@appKeys" }) else {
      return paths
    }
    let expanded = PushProviders.appKeys.flatMap { key in
      templates.map { PayloadKeyPath(components: $0.components.dropLast() + [key]) }
    }
    var result = paths.filter { $0.components.last != "@appKeys" }
    result.insert(contentsOf: expanded, at: first)
    return result
  }
}
