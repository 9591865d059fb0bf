/// Where a push provider puts the deep link, and how it shapes a payload.
package struct PushProvider: Sendable {
  /// The provider's name, as `--style` takes it and ``PushLink/reader`` reports it.
  package let name: String
  /// Whether a payload looks like this provider's (checked before its key paths).
  package let recognizes: @Sendable (JSONValue) -> Bool
  /// Key paths of the default link, in the order tried.
  package let linkPaths: [PayloadKeyPath]
  /// Key paths of an action button's link, given the payload and the action identifier.
  package let actionPaths: @Sendable (JSONValue, String) -> [PayloadKeyPath]
  /// The provider-specific members of a payload carrying `link` and `actions`, or `nil`
  /// when the provider has no per-button links and actions were asked for.
  package let compose:
    @Sendable (String, [(id: String, link: String)]) -> [(key: String, value: JSONValue)]?

  package init(
    _ name: String, recognizes: @escaping @Sendable (JSONValue) -> Bool = { _ in true },
    links: [String],
    actions: @escaping @Sendable (JSONValue, String) -> [PayloadKeyPath] = { _, _ in [] },
    compose:
      @escaping @Sendable (String, [(id: String, link: String)]) -> [(
        key: String, value: JSONValue
      )]?
  ) {
    self.name = name
    self.recognizes = recognizes
    self.linkPaths = links.map(PayloadKeyPath.init)
    self.actionPaths = actions
    self.compose = compose
  }
}

/// The built-in readers, each with the public source its keys come from.
package enum PushProviders {
  /// Specific providers first, the raw keys last, so a provider's documented key wins over a
  /// generic `url` elsewhere in its payload.
  package static let all: [PushProvider] = [
    infobip, iterable, airship, braze, oneSignal, cleverTap, customerIO, klaviyo, branch,
    leanplum, batch, pushwoosh, swrve, salesforce, adobe, pinpoint, fcm, raw,
  ]

  /// The provider named `name`.
  package static func named(_ name: String) -> PushProvider? { all.first { $0.name == name } }

  package static func has(_ path: String) -> @Sendable (JSONValue) -> Bool {
    let keyPath = PayloadKeyPath(path)
    return { keyPath.value(in: $0) != nil }
  }

  /// A payload made only of what `compose` returns when no actions are given.
  package static func plain(
    _ members: @escaping @Sendable (String) -> [(key: String, value: JSONValue)]
  )
    -> @Sendable (String, [(id: String, link: String)]) -> [(key: String, value: JSONValue)]?
  {
    { link, actions in actions.isEmpty ? members(link) : nil }
  }

  /// The paths of action `action` in an array of action objects at `arrayPath`.
  package static func actionsInArray(
    _ payload: JSONValue, at arrayPath: String, _ action: String, idKey: String, link: String
  ) -> [PayloadKeyPath] {
    guard
      let elements = PayloadKeyPath(arrayPath).value(in: payload)?.arrayValue
        ?? PayloadKeyPath(arrayPath).value(in: payload)?.stringValue.flatMap({
          PayloadKeyPath.nestedJSON($0)?.arrayValue
        })
    else { return [] }
    for (offset, element) in elements.enumerated() where element[idKey]?.stringValue == action {
      return [PayloadKeyPath("\(arrayPath).\(offset).\(link)")]
    }
    return []
  }

  /// Raw APNs payloads: the app's server puts the link beside `aps` (the fourth source
  /// document sends `link`), or under `data`; action buttons as `actions: [{id, link}]`.
  package static let raw = PushProvider(
    "raw", links: ["link", "url", "deeplink", "deep_link", "uri"].flatMap { [$0, "data.\($0)"] },
    actions: { actionsInArray($0, at: "actions", $1, idKey: "id", link: "link") },
    compose: { link, actions in
      var members: [(key: String, value: JSONValue)] = [("link", .string(link))]
      if !actions.isEmpty {
        members.append(
          (
            "actions",
            .array(actions.map { .object([("id", .string($0.id)), ("link", .string($0.link))]) })
          ))
      }
      return members
    })

  /// Infobip Mobile Messaging (the first source document): the API's
  /// `notificationOptions.primaryButtonAction` (`type: DEEP_LINK`, `resource`); the iOS SDK
  /// reads the delivered message's `internalData`, whose `deeplink` holds the link.
  package static let infobip = PushProvider(
    "infobip",
    links: [
      "notificationOptions.primaryButtonAction.resource", "internalData.deeplink",
      "internalData.notificationOptions.primaryButtonAction.resource",
    ],
    compose: plain { link in
      [("internalData", .object([("deeplink", .string(link))]))]
    })

  /// Firebase Cloud Messaging: a data message's keys arrive at the top level of `userInfo`
  /// beside `gcm.message_id`; FCM has no link key of its own on iOS (`fcm_options.link` is for
  /// web push, `fcm_options.image` is an image and never read).
  package static let fcm = PushProvider(
    "fcm", recognizes: has("gcm.message_id"), links: ["link", "deeplink", "deep_link", "url"],
    compose: plain { link in
      [("gcm.message_id", .string("1700000000000000")), ("link", .string(link))]
    })

  /// OneSignal: the launch URL is `custom.u` (`custom.i` the notification id, `custom.a` the
  /// additional data); OneSignal SDK's notification parsing.
  package static let oneSignal = PushProvider(
    "onesignal", recognizes: has("custom.i"), links: ["custom.u", "custom.a.deeplink"],
    compose: plain { link in
      [
        (
          "custom",
          .object([("i", .string("5d7a1b9e-0000-4000-8000-000000000001")), ("u", .string(link))])
        )
      ]
    })

  /// Braze: `ab_uri` holds the deep link or web URL (Braze docs, push payload logged by the
  /// Swift SDK), `ab` the campaign data.
  package static let braze = PushProvider(
    "braze", links: ["ab_uri"],
    compose: plain { link in
      [("ab", .object([("c", .string("campaign"))])), ("ab_uri", .string(link))]
    })

  /// Airship: the `^d` (deep_link_action) and `^u` (open_external_url_action) actions; an
  /// interactive button's actions under `com.urbanairship.interactive_actions.<button id>`.
  package static let airship = PushProvider(
    "airship", links: ["^d", "deep_link_action", "^u"],
    actions: { _, action in
      ["^d", "deep_link_action", "^u"].map {
        PayloadKeyPath(components: ["com.urbanairship.interactive_actions", action, $0])
      }
    },
    compose: { link, actions in
      var members: [(key: String, value: JSONValue)] = [("^d", .string(link))]
      if !actions.isEmpty {
        members.append(("com.urbanairship.interactive_type", .string("deeplink_actions")))
        members.append(
          (
            "com.urbanairship.interactive_actions",
            .object(actions.map { ($0.id, .object([("^d", .string($0.link))])) })
          ))
      }
      return members
    })

  /// Iterable: `itbl.defaultAction` (`type: openUrl`, `data`), buttons in `itbl.actionButtons`
  /// by `identifier` with their `action.data`; legacy templates put the link in `url`
  /// (Iterable Swift SDK, IterableAppIntegrationInternal).
  package static let iterable = PushProvider(
    "iterable", recognizes: has("itbl"), links: ["itbl.defaultAction.data", "url"],
    actions: {
      actionsInArray($0, at: "itbl.actionButtons", $1, idKey: "identifier", link: "action.data")
    },
    compose: { link, actions in
      func action(_ url: String) -> JSONValue {
        .object([("type", .string("openUrl")), ("data", .string(url))])
      }
      var itbl: [(key: String, value: JSONValue)] = [
        ("messageId", .string("0123456789abcdef")), ("defaultAction", action(link)),
      ]
      if !actions.isEmpty {
        itbl.append(
          (
            "actionButtons",
            .array(
              actions.map {
                .object([("identifier", .string($0.id)), ("action", action($0.link))])
              })
          ))
      }
      return [("itbl", .object(itbl))]
    })

  /// CleverTap: `wzrk_dl` holds the deep link; buttons are a JSON string in `wzrk_acts`,
  /// each `{id, l (label), dl (deep link)}` (CleverTap SDK).
  package static let cleverTap = PushProvider(
    "clevertap", links: ["wzrk_dl"],
    actions: { actionsInArray($0, at: "wzrk_acts", $1, idKey: "id", link: "dl") },
    compose: { link, actions in
      var members: [(key: String, value: JSONValue)] = [
        ("wzrk_pn", .bool(true)), ("wzrk_dl", .string(link)),
      ]
      if !actions.isEmpty {
        let buttons = JSONValue.array(
          actions.map {
            .object([("id", .string($0.id)), ("l", .string($0.id)), ("dl", .string($0.link))])
          })
        members.append(("wzrk_acts", .string(buttons.jsonText)))
      }
      return members
    })

  /// Customer.io: `CIO.push.link` (Customer.io iOS SDK rich push payload).
  package static let customerIO = PushProvider(
    "customerio", links: ["CIO.push.link"],
    compose: plain { link in [("CIO", .object([("push", .object([("link", .string(link))]))]))] })

  /// Klaviyo: `body.url` for the default tap, `body.action_buttons[{id, label, url}]` for
  /// buttons (Klaviyo Swift SDK's push action buttons payload specification).
  package static let klaviyo = PushProvider(
    "klaviyo", recognizes: has("body._k"), links: ["body.url"],
    actions: { actionsInArray($0, at: "body.action_buttons", $1, idKey: "id", link: "url") },
    compose: { link, actions in
      var body: [(key: String, value: JSONValue)] = [
        ("_k", .string("notification-1")), ("url", .string(link)),
      ]
      if !actions.isEmpty {
        body.append(
          (
            "action_buttons",
            .array(
              actions.map {
                .object([
                  ("id", .string($0.id)), ("label", .string($0.id)), ("url", .string($0.link)),
                ])
              })
          ))
      }
      return [("body", .object(body))]
    })

  /// Branch: the `branch` key holds a Branch link (Branch docs, push notification links).
  package static let branch = PushProvider(
    "branch", links: ["branch"], compose: plain { link in [("branch", .string(link))] })

  /// Leanplum: the open action `_lpx` (`__name__: "Open URL"`, `URL`) (Leanplum docs).
  package static let leanplum = PushProvider(
    "leanplum", links: ["_lpx.URL"],
    compose: plain { link in
      [("_lpx", .object([("__name__", .string("Open URL")), ("URL", .string(link))]))]
    })

  /// Batch: the deeplink `l` inside `com.batch` (Batch docs, iOS push payload).
  package static let batch = PushProvider(
    "batch", links: ["com.batch.l"],
    compose: plain { link in [("com.batch", .object([("l", .string(link))]))] })

  /// Pushwoosh: the link `l` beside the push hash `p` (Pushwoosh iOS SDK).
  package static let pushwoosh = PushProvider(
    "pushwoosh", recognizes: has("p"), links: ["l"],
    compose: plain { link in [("p", .string("1a2b3c")), ("l", .string(link))] })

  /// Swrve: the deeplink `_sd` beside the push id `_p` (Swrve iOS SDK).
  package static let swrve = PushProvider(
    "swrve", links: ["_sd"],
    compose: plain { link in [("_p", .string("1")), ("_sd", .string(link))] })

  /// Salesforce Marketing Cloud MobilePush: the OpenDirect URL `_od` (MobilePush SDK).
  package static let salesforce = PushProvider(
    "salesforce", links: ["_od"],
    compose: plain { link in [("_m", .string("message-1")), ("_od", .string(link))] })

  /// Adobe Journey Optimizer: `adb_uri` with `adb_a_type` `DEEPLINK` or `WEBURL` (Adobe
  /// Experience Platform Mobile SDK push payload).
  package static let adobe = PushProvider(
    "adobe", links: ["adb_uri"],
    compose: plain { link in [("adb_a_type", .string("DEEPLINK")), ("adb_uri", .string(link))] })

  /// Amazon Pinpoint: `data.pinpoint.deeplink`, then the open-URL action `data.pinpoint.url`
  /// (AWS Amplify push notification docs; Android flattens them to `pinpoint.deeplink`, which
  /// the key path reads too).
  package static let pinpoint = PushProvider(
    "pinpoint", links: ["data.pinpoint.deeplink", "data.pinpoint.url", "pinpoint.deeplink"],
    compose: plain { link in
      [("data", .object([("pinpoint", .object([("deeplink", .string(link))]))]))]
    })
}
