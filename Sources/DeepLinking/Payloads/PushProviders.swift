/// The built-in providers, each described as data (JSON text, read once at first use), with the
/// public source its keys come from.
///
/// A description is text rather than Swift values: 29 tables written as code cost an app
/// 80 KB of machine code, the text a few KB. Its members:
/// - `name`, `title`: the `--style` name, the name for people;
/// - `markers`: key paths any one of which marks a payload as the provider's; `markingValues`:
///   `{"at", "value"}` pairs, for keys too common to mark it alone (neither: any payload);
/// - `links`: the default link's key paths, in order; `writtenAt`: where a composed payload
///   puts it (default: the first); `withoutLink`: why the provider's payloads never hold one;
/// - `buttons`: `layout` (`list`, `keyed` or `indexed`), `at` (the array or object), `links`,
///   `id` (list), `prefix` and `base` (indexed), `asJSONText`, `linkWhen` (`{"at", "value"}`);
/// - `decoys`: URL-valued keys that are never the link; `companions`, `buttonsCompanions`,
///   `buttonCompanions`: `{"at", "value"}` members a composed payload carries (`"identifier":
///   true` for a button's own identifier).
///
/// A key path is `"a.b.c"`, or `["com.batch", "l"]` for keys holding dots; a last component
/// `@appKeys` stands for each of ``appKeys``.
package enum PushProviders {
  /// Specific providers first, the raw keys last, so a provider's documented key wins over a
  /// generic `url` elsewhere in its payload.
  package static let all: [PushProvider] = descriptions.compactMap {
    try? PushProvider(description: JSONValue(parsing: $0))
  }

  /// The provider named `name`.
  package static func named(_ name: String) -> PushProvider? { all.first { $0.name == name } }

  /// The keys an app's own server names its link with, beside `aps` or under `data`.
  package static let appKeys = ["link", "url", "deeplink", "deep_link", "uri"]

  /// Every provider's description, in the order tried.
  package static let descriptions: [String] = [
    // Infobip Mobile Messaging (the first source document): the API's
    // `notificationOptions.primaryButtonAction` (`type: DEEP_LINK`, `resource`); the iOS SDK
    // reads the delivered message's `internalData`, whose `deeplink` holds the link, or
    // `webViewUrl` (a page to open in a web view) or `browserUrl` (a page for the browser);
    // `atts` are attachments (infobip/mobile-messaging-sdk-ios, the SDK's `InternalDataKeys`).
    #"""
    {"name": "infobip", "title": "Infobip",
     "links": ["notificationOptions.primaryButtonAction.resource", "internalData.deeplink",
               "internalData.webViewUrl", "internalData.browserUrl",
               "internalData.notificationOptions.primaryButtonAction.resource"],
     "writtenAt": "internalData.deeplink", "decoys": ["internalData.atts.0.url"]}
    """#,
    // Iterable: `itbl.defaultAction` (`type: openUrl`, `data`), buttons in
    // `itbl.actionButtons` by `identifier` with their `action.data`; legacy templates put the
    // link in `url` (Iterable/iterable-swift-sdk: IterableAppIntegrationInternal.swift reads
    // the payload, IterableAction.swift names `openUrl`).
    #"""
    {"name": "iterable", "title": "Iterable", "markers": ["itbl"],
     "links": ["itbl.defaultAction.data", "url"],
     "buttons": {"layout": "list", "at": "itbl.actionButtons", "id": "identifier",
                 "links": ["action.data"]},
     "companions": [{"at": "itbl.messageId", "value": "0123456789abcdef"},
                    {"at": "itbl.defaultAction.type", "value": "openUrl"}],
     "buttonCompanions": [{"at": "action.type", "value": "openUrl"}],
     "decoys": ["itbl.attachment-url"]}
    """#,
    // Airship: the deep-link action, short `^d` or long `deep_link_action`, then the open-URL
    // action, `^u` or `open_external_url_action`; an interactive button's actions under
    // `com.urbanairship.interactive_actions.<button id>` (urbanairship/ios-library:
    // UAAppIntegration.m reads that key for a button; the action names are Airship's
    // documented registry names).
    #"""
    {"name": "airship", "title": "Airship",
     "links": ["^d", "deep_link_action", "^u", "open_external_url_action"],
     "buttons": {"layout": "keyed", "at": ["com.urbanairship.interactive_actions"],
                 "links": ["^d", "deep_link_action", "^u", "open_external_url_action"]},
     "buttonsCompanions": [{"at": ["com.urbanairship.interactive_type"],
                            "value": "deeplink_actions"}],
     "decoys": [["com.urbanairship.media_attachment", "url", "0"]]}
    """#,
    // Braze: `ab_uri` holds the deep link or web URL, `ab` the campaign data (documentation
    // only: the Swift SDK ships as a binary; Braze's push guide shows the payload the SDK logs,
    // and the Android SDK's notification receiver reads the same `ab_uri`).
    #"""
    {"name": "braze", "title": "Braze", "links": ["ab_uri"],
     "companions": [{"at": "ab.c", "value": "campaign"}], "decoys": ["ab.att.url"]}
    """#,
    // OneSignal: the launch URL is `custom.u` beside the notification id `custom.i`, or, in
    // the other layout, `os_data.u` beside `os_data.i`; `custom.a` is the additional data,
    // `att` and `os_data.att` attachments (never links). Buttons carry ids only, no links of
    // their own (OneSignal/OneSignal-iOS-SDK, OSNotification's payload parsing: `_launchURL =
    // custom[@"u"]`, or `os_data[@"u"]`).
    #"""
    {"name": "onesignal", "title": "OneSignal", "markers": ["custom.i", "os_data.i"],
     "links": ["custom.u", "os_data.u", "custom.a.deeplink"],
     "companions": [{"at": "custom.i", "value": "5d7a1b9e-0000-4000-8000-000000000001"}],
     "decoys": ["att.id", "os_data.att.id"]}
    """#,
    // Kumulos: the URL is `custom.u`, as OneSignal's, but the payload is marked by its message
    // under `custom.a` at the key `k.message` (whose `data.id` is the message id), with no
    // `custom.i` (Kumulos/KumulosSdkSwift, Sources/SDK/Kumulos+Push.swift, KSPushNotification).
    #"""
    {"name": "kumulos", "title": "Kumulos", "markers": [["custom", "a", "k.message"]],
     "links": ["custom.u"],
     "companions": [{"at": ["custom", "a", "k.message", "data", "id"], "value": 1}]}
    """#,
    // CleverTap: `wzrk_dl` holds the deep link; buttons are a JSON string in `wzrk_acts`,
    // each `{id, l (label), dl (deep link)}` (CleverTap's push guides; the Android SDK and its
    // push templates parse `wzrk_acts` as JSON text, the iOS SDK's source was not available).
    #"""
    {"name": "clevertap", "title": "CleverTap", "links": ["wzrk_dl"],
     "buttons": {"layout": "list", "at": "wzrk_acts", "id": "id", "links": ["dl"],
                 "asJSONText": true},
     "companions": [{"at": "wzrk_pn", "value": true}],
     "buttonCompanions": [{"at": "l", "identifier": true}], "decoys": ["ct_mediaUrl"]}
    """#,
    // Customer.io: `CIO.push.link`, beside `CIO-Delivery-ID`; `CIO.push.image` is an image,
    // never read (customerio/customerio-ios: CustomerIOParsedPushPayload.swift, and the older
    // RichPushProcessor reading `CIO.push.link`).
    #"""
    {"name": "customerio", "title": "Customer.io", "links": ["CIO.push.link"],
     "decoys": ["CIO.push.image"]}
    """#,
    // Klaviyo: `body.url` for the default tap, `body.action_buttons[{id, label, url}]` for
    // buttons (Klaviyo Swift SDK's push action buttons payload specification).
    #"""
    {"name": "klaviyo", "title": "Klaviyo", "markers": ["body._k"], "links": ["body.url"],
     "buttons": {"layout": "list", "at": "body.action_buttons", "id": "id", "links": ["url"]},
     "companions": [{"at": "body._k", "value": "notification-1"}],
     "buttonCompanions": [{"at": "label", "identifier": true}]}
    """#,
    // Countly: everything under `c` — the notification id `c.i` (what marks the payload), the
    // default link `c.l`, buttons `c.b` as `{t: title, l: link}` whose actions are
    // `CountlyActionIdentifier1`, `...2` by position from 1; `c.a` is an attachment's URL,
    // never a link (Countly/countly-sdk-ios, CountlyNotificationService.m: the
    // `kCountlyPNKey...` constants and the action identifiers it registers).
    #"""
    {"name": "countly", "title": "Countly", "markers": ["c.i"], "links": ["c.l"],
     "buttons": {"layout": "indexed", "at": "c.b", "prefix": "CountlyActionIdentifier",
                 "base": 1, "links": ["l"]},
     "companions": [{"at": "c.i", "value": "5f0c0e0a0000000000000001"}],
     "buttonCompanions": [{"at": "t", "identifier": true}], "decoys": ["c.a"]}
    """#,
    // Mixpanel: `mp` marks the payload; the tap's action is `mp_ontap` (`type` `deeplink` or
    // `browser` with its `uri`; `homescreen` has none), a button's is `mp_buttons[n].ontap`,
    // its action identifier `MP_ACTION_<n>` by position from 0 (mixpanel-swift,
    // MixpanelPushNotifications.swift, `handleResponse`).
    #"""
    {"name": "mixpanel", "title": "Mixpanel", "markers": ["mp"], "links": ["mp_ontap.uri"],
     "buttons": {"layout": "indexed", "at": "mp_buttons", "prefix": "MP_ACTION_", "base": 0,
                 "links": ["ontap.uri"]},
     "companions": [{"at": "mp.token", "value": "project-token"},
                    {"at": "mp_ontap.type", "value": "deeplink"}],
     "buttonCompanions": [{"at": "lbl", "identifier": true},
                          {"at": "ontap.type", "value": "deeplink"}]}
    """#,
    // Emarsys: under `ems`, the tap's action `ems.default_action` and the buttons'
    // `ems.actions`, each `{id, title, type, url}`; an action of type `OpenExternalUrl`
    // carries the link in `url`, others (app events, custom events) none; `u` is JSON text
    // holding the message id `sid` (emartech/ios-emarsys-sdk: EMSPushV3Internal.m reads
    // `ems.actions`, the notification center delegate's tests give the payload's shape).
    #"""
    {"name": "emarsys", "title": "Emarsys", "markers": ["ems"],
     "links": ["ems.default_action.url"],
     "buttons": {"layout": "list", "at": "ems.actions", "id": "id", "links": ["url"]},
     "companions": [{"at": "u", "value": "{\"sid\":\"123456789\"}"},
                    {"at": "ems.default_action.type", "value": "OpenExternalUrl"}],
     "buttonCompanions": [{"at": "title", "identifier": true},
                          {"at": "type", "value": "OpenExternalUrl"}]}
    """#,
    // Bloomreach Engagement (formerly Exponea): `source` is `xnpe_platform`; the tap's link is
    // `url` (with `action` `deeplink` or `browser`; `app` has none), a button's is
    // `actions[n].url`, its identifier ending in its position from 0 after the last `_`
    // (`EXPONEA_APP_OPEN_ACTION_0`) (exponea/exponea-ios-sdk: PushNotificationParser.swift,
    // `Exponea.isExponeaNotification`).
    #"""
    {"name": "bloomreach", "title": "Bloomreach Engagement",
     "markingValues": [{"at": "source", "value": "xnpe_platform"}], "links": ["url"],
     "buttons": {"layout": "indexed", "at": "actions", "prefix": "EXPONEA_", "base": 0,
                 "links": ["url"]},
     "companions": [{"at": "source", "value": "xnpe_platform"},
                    {"at": "action", "value": "deeplink"}],
     "buttonCompanions": [{"at": "title", "identifier": true},
                          {"at": "action", "value": "deeplink"}]}
    """#,
    // Expo: the notification's `data` arrives as `body`, beside `experienceId` and `scopeKey`
    // (expo/expo, expo-notifications' notification serializer); Expo's guides put the link in
    // `data.url` (documentation only: the key is the app's convention, which Expo documents).
    #"""
    {"name": "expo", "title": "Expo", "markers": ["experienceId", "scopeKey"],
     "links": ["body.url"],
     "companions": [{"at": "experienceId", "value": "@owner/shop"},
                    {"at": "scopeKey", "value": "@owner/shop"}]}
    """#,
    // MoEngage: `moengage` (with the workspace's `moengage.app_id`) marks the payload; the
    // campaign's deep link is `app_extra.moe_deeplink`, `app_extra.screenName` a screen name
    // and `app_extra.screenData` its key-value pairs (never links). The iOS SDK is closed
    // source: moengage/iOS-PluginBase (MoEngagePluginUtils.createPushClickPayload) hands the
    // payload on as it arrives, and public apps' handlers read `app_extra.moe_deeplink`.
    #"""
    {"name": "moengage", "title": "MoEngage", "markers": ["moengage"],
     "links": ["app_extra.moe_deeplink"],
     "companions": [{"at": "moengage.app_id", "value": "WORKSPACE_ID"},
                    {"at": "moengage.cid", "value": "c1"}],
     "decoys": ["moengage.media-attach"]}
    """#,
    // Intercom: `intercom_push_type` marks the payload; a push message's link is `uri`;
    // `image_url` is the author's avatar, never a link. The iOS SDK is closed source: the keys
    // are those Intercom's payload carries on every platform, as the Android SDK's PushPayload
    // reads them and capacitor-community/intercom (src/definitions.ts,
    // IntercomPushNotificationData) types them.
    #"""
    {"name": "intercom", "title": "Intercom", "markers": ["intercom_push_type"],
     "links": ["uri"],
     "companions": [{"at": "intercom_push_type", "value": "push"},
                    {"at": "conversation_id", "value": "1"}],
     "decoys": ["image_url"]}
    """#,
    // Courier: `trackingUrl` marks the payload (trycourier/courier-ios, CorePush.swift
    // `trackNotification` posts to it: an https URL that is never the link); the message's
    // data arrive at the top level (Courier.formatPushNotification merges them), so the link
    // is at the app's own keys there. Courier has no link key of its own.
    #"""
    {"name": "courier", "title": "Courier", "markers": ["trackingUrl"], "links": ["@appKeys"],
     "companions": [{"at": "trackingUrl", "value": "https://api.courier.com/e/m/1"}],
     "decoys": ["trackingUrl"]}
    """#,
    // Sendbird Chat: `sendbird` marks the payload; it names a channel
    // (`sendbird.channel.channel_url`, an identifier, not a URL), a sender with a
    // `profile_url` (an image) and files, never a link to open (public apps route
    // `sendbird.channel.channel_url` themselves, as SendbirdUIKit's `moveToChannel` does).
    #"""
    {"name": "sendbird", "title": "Sendbird", "markers": ["sendbird"], "links": [],
     "withoutLink": "a Sendbird payload names a chat channel (sendbird.channel.channel_url), not a link: route the channel in the app",
     "decoys": ["sendbird.sender.profile_url", "sendbird.files.0.url"]}
    """#,
    // Pusher Beams: `data.pusher.publishId` marks the payload
    // (pusher/push-notifications-swift, PublishId.swift); the publisher's `apns.data` arrives
    // as `data` beside it, so the link is at the app's own keys under `data` (documentation
    // only: Beams names no link key).
    #"""
    {"name": "pusherbeams", "title": "Pusher Beams", "markers": ["data.pusher.publishId"],
     "links": ["data.@appKeys"],
     "companions": [{"at": "data.pusher.publishId", "value": "pubid-1"}]}
    """#,
    // Branch: the `branch` key holds a Branch link, which the SDK's `handlePushNotification`
    // opens (documentation only: Branch's push notification guide).
    #"""
    {"name": "branch", "title": "Branch", "links": ["branch"]}
    """#,
    // Leanplum: the message id `_lpm` marks the payload; the tap's action is `_lpx`, a
    // button's is `_lpc.<action identifier>`, each a named action whose `URL` is the link when
    // it is `__name__: "Open URL"` (other named actions, such as chaining to a message, carry
    // none) (Leanplum/Leanplum-iOS-SDK: LPConstants.m `_lpm`, `_lpx`, `_lpc`; the
    // notifications manager takes `_lpc[identifier]` for a button).
    #"""
    {"name": "leanplum", "title": "Leanplum", "markers": ["_lpm", "_lpx", "_lpc"],
     "links": ["_lpx.URL"], "buttons": {"layout": "keyed", "at": "_lpc", "links": ["URL"]},
     "companions": [{"at": "_lpm", "value": 1}, {"at": "_lpx.__name__", "value": "Open URL"}]}
    """#,
    // Batch: the deeplink `l` inside `com.batch` (BatchLabs/Batch-iOS-SDK:
    // BAPushEventPayload.m takes it from `BAPushCenter deeplinkFromUserInfo:`; the key itself
    // from Batch's payload documentation).
    #"""
    {"name": "batch", "title": "Batch", "links": [["com.batch", "l"]]}
    """#,
    // Pushwoosh: the link `l` beside the push hash `p` (documentation only: Pushwoosh's
    // payload reference; PWMessage in Pushwoosh/pushwoosh-ios-sdk exposes it as `link`).
    #"""
    {"name": "pushwoosh", "title": "Pushwoosh", "markers": ["p"], "links": ["l"],
     "companions": [{"at": "p", "value": "1a2b3c"}]}
    """#,
    // Swrve: the push id `_p` marks the payload; the deeplink is `_sd` (`_d` in older
    // campaigns); rich pushes carry `_sw` with `media` (an image, never the link) and
    // `buttons`, whose action identifiers are their positions from 0 and whose `action` is a
    // link only when `action_type` is `open_url` (Swrve/swrve-ios-sdk:
    // SwrveNotificationConstants.m, SwrveNotificationManager.m `categoryFromUserInfo`).
    #"""
    {"name": "swrve", "title": "Swrve", "markers": ["_p"], "links": ["_sd", "_d"],
     "buttons": {"layout": "indexed", "at": "_sw.buttons", "prefix": "", "base": 0,
                 "links": ["action"], "linkWhen": {"at": "action_type", "value": "open_url"}},
     "companions": [{"at": "_p", "value": "1"}],
     "buttonCompanions": [{"at": "title", "identifier": true},
                          {"at": "action_type", "value": "open_url"}],
     "decoys": ["_sw.media.url", "_sw.media.fallback_url"]}
    """#,
    // Salesforce Marketing Cloud MobilePush: the message id `_m` marks the payload; the link
    // is the OpenDirect URL `_od`, else the CloudPage URL `_x` (a web page) (documentation
    // only: the SDK is closed source; Salesforce's MobilePush guides for OpenDirect and
    // CloudPages).
    #"""
    {"name": "salesforce", "title": "Salesforce Marketing Cloud", "markers": ["_m"],
     "links": ["_od", "_x"], "companions": [{"at": "_m", "value": "message-1"}],
     "decoys": ["_mediaUrl"]}
    """#,
    // Adobe Journey Optimizer: `adb_uri` with `adb_a_type` `DEEPLINK` or `WEBURL`
    // (documentation only: Adobe Experience Platform's push payload reference); Adobe Mobile
    // Services, the legacy product, sent `adb_deeplink` (its guide, "Implement push messaging
    // with deep linking", reads `remoteNotification[@"adb_deeplink"]`).
    #"""
    {"name": "adobe", "title": "Adobe", "links": ["adb_uri", "adb_deeplink"],
     "companions": [{"at": "adb_a_type", "value": "DEEPLINK"}], "decoys": ["adb_media"]}
    """#,
    // Amazon Pinpoint: `data.pinpoint.deeplink`, then the open-URL action `data.pinpoint.url`
    // (documentation only: AWS Amplify's push notification guide; Android flattens them to
    // `pinpoint.deeplink`, which the key path reads too).
    #"""
    {"name": "pinpoint", "title": "Amazon Pinpoint",
     "links": ["data.pinpoint.deeplink", "data.pinpoint.url", "pinpoint.deeplink"]}
    """#,
    // Firebase Cloud Messaging: a data message's keys arrive at the top level of `userInfo`
    // beside `gcm.message_id` (firebase/firebase-ios-sdk, FirebaseMessaging's constants: the
    // message id key); FCM has no link key of its own on iOS (`fcm_options.link` is for web
    // push, `fcm_options.image` is an image and never read), so the app's keys are read there.
    #"""
    {"name": "fcm", "title": "Firebase Cloud Messaging", "markers": [["gcm.message_id"]],
     "links": ["link", "deeplink", "deep_link", "url"],
     "companions": [{"at": ["gcm.message_id"], "value": "1700000000000000"}],
     "decoys": ["fcm_options.image"]}
    """#,
    // Raw APNs payloads: the app's server puts the link beside `aps` (the fourth source
    // document sends `link`), or under `data`; action buttons as `actions: [{id, link}]`.
    #"""
    {"name": "raw", "title": "raw APNs keys", "links": ["@appKeys", "data.@appKeys"],
     "buttons": {"layout": "list", "at": "actions", "id": "id", "links": ["link"]}}
    """#,
  ]
}
