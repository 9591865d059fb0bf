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
  /// The `aps.category` given to a payload with action buttons when no other is asked for.
  package static let actionCategory = "DEEPLINK_ACTIONS"

  /// The styles (providers) payloads can be written in: `raw`, `infobip`, `fcm`, ... (not
  /// those whose payloads never carry a link, such as Sendbird's).
  package static var styles: [String] {
    PushProviders.all.filter { $0.writtenAt != nil }.map(\.name).sorted()
  }

  /// Why a payload could not be written.
  package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    package let description: String
  }

  /// A payload carrying `link`, with an alert and, for `actions`, per-button links.
  ///
  /// `category` is the `aps.category`: the notification category, registered by the app, whose
  /// actions have the identifiers of `actions` (the system shows buttons only for a category
  /// the app registered); ``actionCategory`` when there are actions and no other is given.
  ///
  /// - Throws: ``Failure`` for an unknown style, a style without per-button links asked for
  ///   actions, a link that is not an absolute URL (or, with `manifest`, one the app would not
  ///   open: not routed and not of a scheme it hands to the system, or a web page its web
  ///   allowlist refuses), an empty category, or a payload over 4 KB.
  package static func payload(
    link: String, title: String? = nil, body: String? = nil, style: String = "raw",
    actions: [(id: String, link: String)] = [], category: String? = nil,
    openedBy manifest: RouteManifest? = nil
  ) throws(Failure) -> JSONValue {
    if category?.isEmpty == true { throw Failure(description: "the category needs a name") }
    guard let provider = PushProviders.named(style) else {
      throw Failure(
        description: "unknown style '\(style)' (one of \(styles.joined(separator: ", ")))")
    }
    guard let writtenAt = provider.writtenAt else {
      throw Failure(
        description: "the \(style) style carries no link: \(provider.withoutLink ?? "")")
    }
    // Which link is at fault: the notification's, or a button's.
    for (holder, candidate) in [("the link", link)]
      + actions.map({ ("the action '\($0.id)'", $0.link) })
    {
      if let problem = URLParts.problem(with: candidate) {
        throw Failure(description: "\(holder): '\(candidate)' is \(problem)")
      }
      guard let manifest else { continue }
      switch manifest.router.resolve(candidate) {
      case .failure(let failure):
        // Another app's link (`tel:`, a website) is handed to the system when the manifest
        // lists its scheme among those that may leave the app (never `javascript:` or `file:`,
        // which a manifest cannot list).
        var external = ""
        if failure.isExternal, let scheme = URLParts.scheme(of: candidate) {
          let schemes = manifest.externalSchemes
          if schemes.contains(scheme) { continue }
          external =
            ", nor is '\(scheme)' among the schemes it hands to the system (externalSchemes: \(schemes.isEmpty ? "none" : schemes.joined(separator: ", ")))"
        }
        throw Failure(
          description: "\(holder): '\(candidate)' is not routed: \(failure.message)\(external)")
      case .success(let match):
        if let refusal = match.webPageRefusal(allowlist: manifest.webAllowlist) {
          throw Failure(
            description: "\(holder): '\(candidate)' opens a web page the app refuses: \(refusal)")
        }
      }
    }
    for (offset, action) in actions.enumerated() {
      if let problem = problem(withButton: action.id, after: actions[..<offset].map(\.id)) {
        throw Failure(description: problem)
      }
    }
    if let expected = provider.buttonIdentifiers(count: actions.count),
      actions.map(\.id) != expected
    {
      throw Failure(
        description:
          "\(style) buttons are known by their position: name them \(expected.joined(separator: ", "))"
      )
    }
    guard let members = provider.composed(link: link, at: writtenAt, actions: actions) else {
      throw Failure(description: "the \(style) style has no per-button links; leave out --action")
    }
    var alert: [(key: String, value: JSONValue)] = []
    if let title { alert.append(("title", .string(title))) }
    alert.append(("body", .string(body ?? "Open \(link)")))
    var aps: [(key: String, value: JSONValue)] = [("alert", .object(alert))]
    if let category = category ?? (actions.isEmpty ? nil : actionCategory) {
      aps.append(("category", .string(category)))
    }
    let payload = JSONValue.object([("aps", .object(aps))] + members)
    let size = payload.jsonText.utf8.count
    guard size <= maximumPayloadSize else {
      throw Failure(
        description: "the payload is \(size) bytes, over the APNs limit of \(maximumPayloadSize)")
    }
    return payload
  }

  /// What is wrong with `id` as the identifier of a button after buttons `before`: the reader
  /// finds a button's link by its identifier, so one given twice could never open its second
  /// link, and the system's identifiers for a tap on the notification (or its dismissal) are no
  /// button's.
  private static func problem(withButton id: String, after before: [String]) -> String? {
    if id.isEmpty { return "an action button needs an identifier" }
    if before.contains(id) {
      return "the action '\(id)' is given twice: each button needs an identifier of its own"
    }
    if id == PushLinkReader.defaultActionIdentifier || id == PushLinkReader.dismissActionIdentifier
    {
      return "'\(id)' is the system's identifier for the notification itself, not a button's"
    }
    return nil
  }

  /// `payload` as a Simulator `.apns` file for the app `bundleID`.
  package static func simulatorFile(_ payload: JSONValue, bundleID: String) -> JSONValue {
    guard case .object(let members) = payload else { return payload }
    return .object([("Simulator Target Bundle", .string(bundleID))] + members)
  }
}

extension PushProvider {
  /// The members of a payload carrying `link` and `actions` in this provider's shape, from its
  /// description (the reader's own), or `nil` when actions were asked for and the provider has
  /// no per-button links.
  func composed(link: String, at writtenAt: PayloadKeyPath, actions: [(id: String, link: String)])
    -> [(
      key: String, value: JSONValue
    )]?
  {
    if !actions.isEmpty, buttons == nil { return nil }
    var payload = JSONValue.object([])
    for companion in companions { payload.set(companion.path, companion.value) }
    payload.set(writtenAt, .string(link))
    if !actions.isEmpty {
      for companion in buttonsCompanions { payload.set(companion.path, companion.value) }
    }
    if let buttons, !actions.isEmpty {
      switch buttons.layout {
      case .keyed:
        for action in actions {
          payload.set(
            PayloadKeyPath(
              components: buttons.container.components + [action.id] + buttons.links[0].components),
            .string(action.link))
        }
      case .list:
        let list = JSONValue.array(
          actions.map {
            button(id: (buttons.id, $0.id), link: (buttons.links[0], $0.link), label: $0.id)
          })
        payload.set(buttons.container, buttons.asJSONText ? .string(list.jsonText) : list)
      case .indexed:
        payload.set(
          buttons.container,
          .array(actions.map { button(id: nil, link: (buttons.links[0], $0.link), label: $0.id) }))
      }
    }
    guard case .object(let members) = payload else { return [] }
    return members
  }
}

extension PushProvider {
  /// A composed button: its id (when buttons are known by id), its companion fields, its link.
  fileprivate func button(
    id: (key: String, value: String)?, link: (path: PayloadKeyPath, value: String), label: String
  ) -> JSONValue {
    var button = JSONValue.object(id.map { [($0.key, .string($0.value))] } ?? [])
    for companion in buttonCompanions {
      switch companion.value {
      case .fixed(let value): button.set(companion.path, value)
      case .identifier: button.set(companion.path, .string(label))
      }
    }
    button.set(link.path, .string(link.value))
    return button
  }

  /// The action identifiers the system gives `count` buttons of this provider, when they are
  /// known by position (`MP_ACTION_0`, ...); `nil` when the payload names them.
  package func buttonIdentifiers(count: Int) -> [String]? {
    guard let buttons, buttons.layout == .indexed else { return nil }
    return (0..<count).map { "\(buttons.prefix)\(buttons.base + $0)" }
  }
}

extension JSONValue {
  /// Sets the value at `path`, making the objects on the way; a new key goes after the keys
  /// already there.
  package mutating func set(_ path: PayloadKeyPath, _ value: JSONValue) {
    set(path.components[...], value)
  }

  private mutating func set(_ keys: ArraySlice<String>, _ value: JSONValue) {
    guard let key = keys.first else {
      self = value
      return
    }
    guard case .object(var members) = self else {
      self = .object([])
      return set(keys, value)
    }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value.set(keys.dropFirst(), value)
    } else {
      var child = JSONValue.object([])
      child.set(keys.dropFirst(), value)
      members.append((key, child))
    }
    self = .object(members)
  }
}
