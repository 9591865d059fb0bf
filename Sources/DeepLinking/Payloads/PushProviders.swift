/// The built-in providers, each described as data, with the public source its keys come from.
package enum PushProviders {
  /// Specific providers first, the raw keys last, so a provider's documented key wins over a
  /// generic `url` elsewhere in its payload.
  package static let all: [PushProvider] = [
    infobip, iterable, airship, braze, oneSignal, kumulos, cleverTap, customerIO, klaviyo,
    countly, mixpanel, emarsys, bloomreach, expo, branch, leanplum, batch, pushwoosh, swrve,
    salesforce, adobe,
    pinpoint,
    fcm, raw,
  ]

  /// The provider named `name`.
  package static func named(_ name: String) -> PushProvider? { all.first { $0.name == name } }

  /// A key path of `keys`, one component each: for keys that hold dots (`com.batch`).
  static func keys(_ keys: String...) -> PayloadKeyPath { PayloadKeyPath(components: keys) }

  /// Raw APNs payloads: the app's server puts the link beside `aps` (the fourth source
  /// document sends `link`), or under `data`; action buttons as `actions: [{id, link}]`.
  static let raw = PushProvider(
    "raw", title: "raw APNs keys",
    links: ["link", "url", "deeplink", "deep_link", "uri"].flatMap {
      [PayloadKeyPath($0), PayloadKeyPath("data.\($0)")]
    },
    buttons: .list(array: "actions", id: "id", link: "link", asJSONText: false))

  /// Infobip Mobile Messaging (the first source document): the API's
  /// `notificationOptions.primaryButtonAction` (`type: DEEP_LINK`, `resource`); the iOS SDK
  /// reads the delivered message's `internalData`, whose `deeplink` holds the link.
  static let infobip = PushProvider(
    "infobip", title: "Infobip",
    links: [
      "notificationOptions.primaryButtonAction.resource", "internalData.deeplink",
      "internalData.notificationOptions.primaryButtonAction.resource",
    ],
    writtenAt: "internalData.deeplink")

  /// Firebase Cloud Messaging: a data message's keys arrive at the top level of `userInfo`
  /// beside `gcm.message_id`; FCM has no link key of its own on iOS (`fcm_options.link` is for
  /// web push, `fcm_options.image` is an image and never read).
  static let fcm = PushProvider(
    "fcm", title: "Firebase Cloud Messaging", markers: [keys("gcm.message_id")],
    links: ["link", "deeplink", "deep_link", "url"],
    companions: [(keys("gcm.message_id"), .string("1700000000000000"))])

  /// OneSignal: the launch URL is `custom.u` beside the notification id `custom.i`, or, in the
  /// other layout, `os_data.u` beside `os_data.i`; `custom.a` is the additional data, `att` and
  /// `os_data.att` attachments (never links). Buttons carry ids only, no links of their own
  /// (OneSignal/OneSignal-iOS-SDK, OSNotification's payload parsing: `_launchURL =
  /// custom[@"u"]`, or `os_data[@"u"]`).
  static let oneSignal = PushProvider(
    "onesignal", title: "OneSignal", markers: ["custom.i", "os_data.i"],
    links: ["custom.u", "os_data.u", "custom.a.deeplink"],
    companions: [("custom.i", .string("5d7a1b9e-0000-4000-8000-000000000001"))])

  /// Kumulos: the URL is `custom.u`, as OneSignal's, but the payload is marked by its message
  /// under `custom.a` at the key `k.message` (whose `data.id` is the message id), with no
  /// `custom.i` (Kumulos/KumulosSdkSwift, Sources/SDK/Kumulos+Push.swift, KSPushNotification).
  static let kumulos = PushProvider(
    "kumulos", title: "Kumulos", markers: [keys("custom", "a", "k.message")], links: ["custom.u"],
    companions: [(keys("custom", "a", "k.message", "data", "id"), .number(1))])

  /// Emarsys: under `ems`, the tap's action `ems.default_action` and the buttons'
  /// `ems.actions`, each `{id, title, type, url}`; an action of type `OpenExternalUrl` carries
  /// the link in `url`, others (app events, custom events) none; `u` is JSON text holding the
  /// message id `sid` (emartech/ios-emarsys-sdk: EMSPushV3Internal.m reads `ems.actions`, the
  /// notification center delegate's tests give the payload's shape).
  static let emarsys = PushProvider(
    "emarsys", title: "Emarsys", markers: ["ems"], links: ["ems.default_action.url"],
    buttons: .list(array: "ems.actions", id: "id", link: "url", asJSONText: false),
    companions: [
      ("u", .string(#"{"sid":"123456789"}"#)),
      ("ems.default_action.type", .string("OpenExternalUrl")),
    ],
    buttonCompanions: [("title", .identifier), ("type", .fixed(.string("OpenExternalUrl")))])

  /// Bloomreach Engagement (formerly Exponea): `source` is `xnpe_platform`; the tap's link is
  /// `url` (with `action` `deeplink` or `browser`; `app` has none), a button's is
  /// `actions[n].url`, its identifier ending in its position from 0 after the last `_`
  /// (`EXPONEA_APP_OPEN_ACTION_0`) (exponea/exponea-ios-sdk: PushNotificationParser.swift,
  /// `Exponea.isExponeaNotification`).
  static let bloomreach = PushProvider(
    "bloomreach", title: "Bloomreach Engagement", markingValues: [("source", "xnpe_platform")],
    links: ["url"],
    buttons: .indexed(array: "actions", prefix: "EXPONEA_", base: 0, link: "url"),
    companions: [("source", .string("xnpe_platform")), ("action", .string("deeplink"))],
    buttonCompanions: [("title", .identifier), ("action", .fixed(.string("deeplink")))])

  /// Expo: the notification's `data` arrives as `body`, beside `experienceId` and `scopeKey`
  /// (expo/expo, expo-notifications' notification serializer); Expo's guides put the link in
  /// `data.url` (documentation only: the key is the app's convention, which Expo documents).
  static let expo = PushProvider(
    "expo", title: "Expo", markers: ["experienceId", "scopeKey"], links: ["body.url"],
    companions: [("experienceId", .string("@owner/shop")), ("scopeKey", .string("@owner/shop"))])

  /// Braze: `ab_uri` holds the deep link or web URL (Braze docs, push payload logged by the
  /// Swift SDK), `ab` the campaign data.
  static let braze = PushProvider(
    "braze", title: "Braze", links: ["ab_uri"], companions: [("ab.c", .string("campaign"))])

  /// Airship: the deep-link action, short `^d` or long `deep_link_action`, then the open-URL
  /// action, `^u` or `open_external_url_action`; an interactive button's actions under
  /// `com.urbanairship.interactive_actions.<button id>`.
  static let airship = PushProvider(
    "airship", title: "Airship",
    links: ["^d", "deep_link_action", "^u", "open_external_url_action"],
    buttons: .keyed(
      actions: keys("com.urbanairship.interactive_actions"),
      links: ["^d", "deep_link_action", "^u", "open_external_url_action"]),
    buttonsCompanions: [(keys("com.urbanairship.interactive_type"), .string("deeplink_actions"))])

  /// Iterable: `itbl.defaultAction` (`type: openUrl`, `data`), buttons in `itbl.actionButtons`
  /// by `identifier` with their `action.data`; legacy templates put the link in `url`
  /// (Iterable Swift SDK, IterableAppIntegrationInternal).
  static let iterable = PushProvider(
    "iterable", title: "Iterable", markers: ["itbl"], links: ["itbl.defaultAction.data", "url"],
    buttons: .list(
      array: "itbl.actionButtons", id: "identifier", link: "action.data", asJSONText: false),
    companions: [
      ("itbl.messageId", .string("0123456789abcdef")),
      ("itbl.defaultAction.type", .string("openUrl")),
    ],
    buttonCompanions: [("action.type", .fixed(.string("openUrl")))])

  /// CleverTap: `wzrk_dl` holds the deep link; buttons are a JSON string in `wzrk_acts`,
  /// each `{id, l (label), dl (deep link)}` (CleverTap SDK).
  static let cleverTap = PushProvider(
    "clevertap", title: "CleverTap", links: ["wzrk_dl"],
    buttons: .list(array: "wzrk_acts", id: "id", link: "dl", asJSONText: true),
    companions: [("wzrk_pn", .bool(true))], buttonCompanions: [("l", .identifier)])

  /// Customer.io: `CIO.push.link` (Customer.io iOS SDK rich push payload).
  static let customerIO = PushProvider("customerio", title: "Customer.io", links: ["CIO.push.link"])

  /// Klaviyo: `body.url` for the default tap, `body.action_buttons[{id, label, url}]` for
  /// buttons (Klaviyo Swift SDK's push action buttons payload specification).
  static let klaviyo = PushProvider(
    "klaviyo", title: "Klaviyo", markers: ["body._k"], links: ["body.url"],
    buttons: .list(array: "body.action_buttons", id: "id", link: "url", asJSONText: false),
    companions: [("body._k", .string("notification-1"))],
    buttonCompanions: [("label", .identifier)])

  /// Countly: everything under `c` — the notification id `c.i` (what marks the payload), the
  /// default link `c.l`, buttons `c.b` as `{t: title, l: link}` whose actions are
  /// `CountlyActionIdentifier1`, `...2` by position from 1; `c.a` is an attachment's URL, never
  /// a link (Countly/countly-sdk-ios, CountlyNotificationService.m: the `kCountlyPNKey...`
  /// constants and the action identifiers it registers).
  static let countly = PushProvider(
    "countly", title: "Countly", markers: ["c.i"], links: ["c.l"],
    buttons: .indexed(array: "c.b", prefix: "CountlyActionIdentifier", base: 1, link: "l"),
    companions: [("c.i", .string("5f0c0e0a0000000000000001"))],
    buttonCompanions: [("t", .identifier)])

  /// Mixpanel: `mp` marks the payload; the tap's action is `mp_ontap` (`type` `deeplink` or
  /// `browser` with its `uri`; `homescreen` has none), a button's is `mp_buttons[n].ontap`, its
  /// action identifier `MP_ACTION_<n>` by position from 0 (mixpanel-swift,
  /// MixpanelPushNotifications.swift, `handleResponse`).
  static let mixpanel = PushProvider(
    "mixpanel", title: "Mixpanel", markers: ["mp"], links: ["mp_ontap.uri"],
    buttons: .indexed(array: "mp_buttons", prefix: "MP_ACTION_", base: 0, link: "ontap.uri"),
    companions: [("mp.token", .string("project-token")), ("mp_ontap.type", .string("deeplink"))],
    buttonCompanions: [("lbl", .identifier), ("ontap.type", .fixed(.string("deeplink")))])

  /// Branch: the `branch` key holds a Branch link (Branch docs, push notification links).
  static let branch = PushProvider("branch", title: "Branch", links: ["branch"])

  /// Leanplum: the open action `_lpx` (`__name__: "Open URL"`, `URL`) (Leanplum docs).
  static let leanplum = PushProvider(
    "leanplum", title: "Leanplum", links: ["_lpx.URL"],
    companions: [("_lpx.__name__", .string("Open URL"))])

  /// Batch: the deeplink `l` inside `com.batch` (Batch docs, iOS push payload).
  static let batch = PushProvider("batch", title: "Batch", links: [keys("com.batch", "l")])

  /// Pushwoosh: the link `l` beside the push hash `p` (Pushwoosh iOS SDK).
  static let pushwoosh = PushProvider(
    "pushwoosh", title: "Pushwoosh", markers: ["p"], links: ["l"],
    companions: [("p", .string("1a2b3c"))])

  /// Swrve: the deeplink `_sd` beside the push id `_p` (Swrve iOS SDK).
  static let swrve = PushProvider(
    "swrve", title: "Swrve", links: ["_sd"], companions: [("_p", .string("1"))])

  /// Salesforce Marketing Cloud MobilePush: the OpenDirect URL `_od` (MobilePush SDK).
  static let salesforce = PushProvider(
    "salesforce", title: "Salesforce Marketing Cloud", links: ["_od"],
    companions: [("_m", .string("message-1"))])

  /// Adobe Journey Optimizer: `adb_uri` with `adb_a_type` `DEEPLINK` or `WEBURL` (Adobe
  /// Experience Platform Mobile SDK push payload); Adobe Mobile Services, the legacy product,
  /// sent `adb_deeplink` (documentation only: its guide reads
  /// `remoteNotification[@"adb_deeplink"]`).
  static let adobe = PushProvider(
    "adobe", title: "Adobe", links: ["adb_uri", "adb_deeplink"],
    companions: [("adb_a_type", .string("DEEPLINK"))])

  /// Amazon Pinpoint: `data.pinpoint.deeplink`, then the open-URL action `data.pinpoint.url`
  /// (AWS Amplify push notification docs; Android flattens them to `pinpoint.deeplink`, which
  /// the key path reads too).
  static let pinpoint = PushProvider(
    "pinpoint", title: "Amazon Pinpoint",
    links: ["data.pinpoint.deeplink", "data.pinpoint.url", "pinpoint.deeplink"])
}
