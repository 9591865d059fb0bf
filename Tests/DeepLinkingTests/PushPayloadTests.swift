import DeepLinking
import DeepLinkingTools
import Foundation
import Testing

@Suite struct PushPayloadTests {
  struct Fixture: CustomTestStringConvertible, Sendable {
    let file: String
    let reader: String
    let keyPath: String
    let link: String
    var action: (id: String, keyPath: String, link: String)? = nil
    var testDescription: String { file }
  }

  static let fixtures: [Fixture] = [
    Fixture(file: "raw", reader: "raw", keyPath: "link", link: "shop://category/new"),
    Fixture(
      file: "infobip", reader: "infobip", keyPath: "internalData.deeplink",
      link: "com.infobip.mobilemessaging://deeplink/redScreen/greenScreen/blueScreen"),
    Fixture(
      file: "infobip-api", reader: "infobip",
      keyPath: "notificationOptions.primaryButtonAction.resource",
      link: "com.infobip.mobilemessaging://deeplink/redScreen"),
    Fixture(file: "fcm", reader: "fcm", keyPath: "deeplink", link: "shop://promo/SALE20"),
    Fixture(file: "onesignal", reader: "onesignal", keyPath: "custom.u", link: "shop://product/77"),
    Fixture(
      file: "onesignal-os-data", reader: "onesignal", keyPath: "os_data.u",
      link: "shop://product/31"),
    Fixture(file: "braze", reader: "braze", keyPath: "ab_uri", link: "shop://cart"),
    Fixture(
      file: "airship", reader: "airship", keyPath: "^d", link: "shop://user/u1/orders/9001",
      action: ("shop_now", "com.urbanairship.interactive_actions.shop_now.^d", "shop://cart")),
    Fixture(
      file: "iterable", reader: "iterable", keyPath: "itbl.defaultAction.data",
      link: "shop://product/12",
      action: ("view_cart", "itbl.actionButtons.0.action.data", "shop://cart")),
    Fixture(
      file: "clevertap", reader: "clevertap", keyPath: "wzrk_dl", link: "shop://promo/FLASH",
      action: ("cart", "wzrk_acts.0.dl", "shop://cart")),
    Fixture(
      file: "customerio", reader: "customerio", keyPath: "CIO.push.link",
      link: "shop://user/u1/orders/9002"),
    Fixture(
      file: "klaviyo", reader: "klaviyo", keyPath: "body.url", link: "shop://promo/HALF",
      action: ("com.klaviyo.action.shop", "body.action_buttons.0.url", "shop://cart")),
    Fixture(
      file: "airship-long", reader: "airship", keyPath: "open_external_url_action",
      link: "https://shop.example.com/stories/spring"),
    Fixture(
      file: "kumulos", reader: "kumulos", keyPath: "custom.u",
      link: "shop://track/6F9619FF-8B86-D011-B42D-00C04FC964FF"),
    Fixture(
      file: "emarsys", reader: "emarsys", keyPath: "ems.default_action.url",
      link: "shop://promo/SPRING", action: ("open", "ems.actions.0.url", "shop://cart")),
    Fixture(
      file: "bloomreach", reader: "bloomreach", keyPath: "url", link: "shop://category/sale",
      action: ("EXPONEA_APP_OPEN_ACTION_0", "actions.0.url", "shop://cart")),
    Fixture(file: "expo", reader: "expo", keyPath: "body.url", link: "shop://user/u1/orders"),
    Fixture(
      file: "adobe-legacy", reader: "adobe", keyPath: "adb_deeplink", link: "shop://category/new"),
    Fixture(
      file: "countly", reader: "countly", keyPath: "c.l", link: "shop://product/88",
      action: ("CountlyActionIdentifier1", "c.b.0.l", "shop://cart")),
    Fixture(
      file: "mixpanel", reader: "mixpanel", keyPath: "mp_ontap.uri", link: "shop://promo/TODAY",
      action: ("MP_ACTION_0", "mp_buttons.0.ontap.uri", "shop://cart")),
    Fixture(
      file: "branch", reader: "branch", keyPath: "branch", link: "https://shop.app.link/gift123"),
    Fixture(
      file: "leanplum", reader: "leanplum", keyPath: "_lpx.URL", link: "shop://settings/profile",
      action: ("edit", "_lpc.edit.URL", "shop://settings/profile/edit")),
    Fixture(
      file: "infobip-webview", reader: "infobip", keyPath: "internalData.webViewUrl",
      link: "https://shop.example.com/help/terms"),
    Fixture(
      file: "moengage", reader: "moengage", keyPath: "app_extra.moe_deeplink",
      link: "shop://category/weekend"),
    Fixture(
      file: "intercom", reader: "intercom", keyPath: "uri", link: "shop://user/u1/orders/9003"),
    Fixture(file: "courier", reader: "courier", keyPath: "deeplink", link: "shop://product/64"),
    Fixture(
      file: "pusherbeams", reader: "pusherbeams", keyPath: "data.url",
      link: "shop://user/u1/orders/9004"),
    Fixture(
      file: "salesforce-cloudpage", reader: "salesforce", keyPath: "_x",
      link: "https://shop.example.com/stories/new-store"),
    Fixture(file: "batch", reader: "batch", keyPath: "com.batch.l", link: "shop://category/picks"),
    Fixture(file: "pushwoosh", reader: "pushwoosh", keyPath: "l", link: "shop://cart"),
    Fixture(
      file: "swrve", reader: "swrve", keyPath: "_sd", link: "shop://promo/LEVEL2",
      action: ("0", "_sw.buttons.0.action", "shop://cart")),
    Fixture(
      file: "salesforce", reader: "salesforce", keyPath: "_od", link: "shop://help/events/today"),
    Fixture(file: "adobe", reader: "adobe", keyPath: "adb_uri", link: "shop://help/tour"),
    Fixture(
      file: "pinpoint", reader: "pinpoint", keyPath: "data.pinpoint.deeplink",
      link: "shop://settings/subscription"),
  ]

  static func payload(_ name: String) throws -> JSONValue {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Push/\(name).json")
    return try JSONValue(parsing: String(contentsOf: url, encoding: .utf8))
  }

  @Test(arguments: fixtures)
  func readsEachProvidersLink(_ fixture: Fixture) throws {
    let payload = try Self.payload(fixture.file)
    let found = try #require(try PushLinkReader().link(in: payload))
    #expect(found.url == fixture.link)
    #expect(found.reader == fixture.reader)
    #expect(found.keyPath == fixture.keyPath)
    if let action = fixture.action {
      let button = try #require(try PushLinkReader().link(in: payload, actionIdentifier: action.id))
      #expect(button.url == action.link)
      #expect(button.keyPath == action.keyPath)
    }
    // A tap on the notification itself gives its link, however the tap is named, as the
    // pipeline reads it: no identifier, the system's, an empty one.
    for tap in [nil, PushLinkReader.defaultActionIdentifier, ""] {
      #expect(try PushLinkReader().link(in: payload, actionIdentifier: tap)?.url == fixture.link)
    }
    // A button without a link of its own opens nothing (never the default link: a wrong link
    // is worse than none); dismissing gives none either.
    #expect(try PushLinkReader().link(in: payload, actionIdentifier: "unknown") == nil)
    #expect(
      try PushLinkReader().link(
        in: payload, actionIdentifier: PushLinkReader.dismissActionIdentifier) == nil)
  }

  /// Every fixture is a realistic test: beside its link it holds at least one other URL (an
  /// image, a tracking or media URL) that must not be taken for it, and at least one action
  /// button (its own link, or the category that registers buttons).
  @Test(arguments: fixtures)
  func eachFixtureHoldsADecoyAndAButton(_ fixture: Fixture) throws {
    let payload = try Self.payload(fixture.file)
    var urls: [String] = []
    func collect(_ value: JSONValue) {
      switch value {
      case .string(let text) where text.contains("://"): urls.append(text)
      case .object(let members): members.forEach { collect($0.value) }
      case .array(let elements): elements.forEach(collect)
      default: break
      }
    }
    collect(payload)
    let links = [fixture.link] + (fixture.action.map { [$0.link] } ?? [])
    #expect(urls.contains { !links.contains($0) }, "no decoy URL beside the link")
    #expect(
      fixture.action != nil || payload["aps"]?["category"] != nil, "no action button")
  }

  @Test func neverTakesAnImageForTheLink() throws {
    let payload = try JSONValue(
      parsing:
        #"{"aps": {}, "fcm_options": {"image": "https://cdn.example.com/a.jpg"}, "att": {"url": "https://x.com/b.png"}, "image_url": "https://x.com/c.png"}"#
    )
    #expect(try PushLinkReader().link(in: payload) == nil)
  }

  /// A key path's keys may hold dots: the longest key present wins at each step (`com.batch`
  /// before `com`), also where a shorter key is present too and would lead elsewhere.
  @Test func theLongestKeyPresentWinsAtEachStep() throws {
    let payload = try JSONValue(
      parsing: #"{"com.batch": {"l": "shop://long"}, "com": {"batch": {"l": "shop://short"}}}"#)
    #expect(PayloadKeyPath("com.batch.l").value(in: payload)?.stringValue == "shop://long")
    #expect(PayloadKeyPath("com.batch.l.x").value(in: payload) == nil)
    let nested = try JSONValue(parsing: #"{"a": {"b.c": "one", "b": {"c": "two"}}}"#)
    #expect(PayloadKeyPath("a.b.c").value(in: nested)?.stringValue == "one")
  }

  /// The providers are text read at first use: every description reads, under its own name,
  /// and a description with a member of the wrong kind is refused rather than half read.
  @Test func everyProviderDescriptionReads() throws {
    #expect(PushProviders.all.count == PushProviders.descriptions.count)
    #expect(Set(PushProviders.all.map(\.name)).count == PushProviders.all.count)
    let raw = try #require(PushProviders.named("raw"))
    #expect(raw.links.map(\.description).prefix(4) == ["link", "data.link", "url", "data.url"])
    #expect(
      try #require(PushProviders.named("batch")).links == [
        PayloadKeyPath(components: ["com.batch", "l"])
      ])
    for broken in [
      #"{"name": "x", "title": "X", "links": "url"}"#,
      #"{"name": "x", "title": "X", "links": ["url"], "buttons": {"layout": "grid", "at": "b"}}"#,
      #"{"name": "x", "title": "X", "links": ["url"], "companions": [{"value": 1}]}"#,
      #"{"name": "x", "title": "X", "links": ["url"], "companions": [{"at": "id"}]}"#,
      #"{"name": "x", "links": ["url"]}"#,
    ] {
      #expect(PushProvider(description: try JSONValue(parsing: broken)) == nil, "\(broken)")
    }
    #expect(
      PushProvider(description: try JSONValue(parsing: #"{"name": "x", "title": "X"}"#)) != nil)
  }

  /// Every provider's decoys (images, media, avatars, tracking URLs), filled with valid URLs
  /// in a payload its markers recognise: no link is found, and a real link beside them wins.
  @Test(arguments: PushProviders.all.filter { !$0.decoys.isEmpty }.map(\.name))
  func neverTakesADecoyForTheLink(_ name: String) throws {
    let provider = try #require(PushProviders.named(name))
    #expect(provider.decoys.allSatisfy { !provider.links.contains($0) })
    var payload = JSONValue.object([("aps", .object([]))])
    for companion in provider.companions { payload.set(companion.path, companion.value) }
    for marker in provider.markers where marker.value(in: payload) == nil {
      payload.set(marker, .string("1"))
    }
    for decoy in provider.decoys { payload.set(decoy, .string("https://cdn.example.com/a.png")) }
    #expect(try PushLinkReader().link(in: payload) == nil)
    guard let writtenAt = provider.writtenAt else { return }
    payload.set(writtenAt, .string("shop://cart"))
    let found = try #require(try PushLinkReader().link(in: payload))
    #expect(found.url == "shop://cart")
    #expect(found.reader == name)
  }

  @Test func appDefinedKeyPathsComeFirst() throws {
    let payload = try JSONValue(
      parsing: #"{"link": "shop://cart", "payload": {"route": "shop://product/3"}}"#)
    let found = try #require(
      try PushLinkReader(customKeyPaths: ["payload.route"]).link(in: payload))
    #expect(found.url == "shop://product/3")
    #expect(found.reader == "custom")
    // A path naming no key would name the whole payload: every push would fail to read.
    for empty in ["", "."] {
      let reader = PushLinkReader(customKeyPaths: [empty, "payload.route"])
      #expect(try reader.link(in: payload)?.url == "shop://product/3", "'\(empty)'")
    }
  }

  @Test func readsLinksInsideJSONStringsAtAnyDepth() throws {
    let payload = try JSONValue(
      parsing: #"{"custom": "{\"i\": \"n1\", \"u\": \"shop://product/8\"}"}"#)
    let found = try #require(try PushLinkReader().link(in: payload))
    #expect(found.url == "shop://product/8")
    #expect(found.keyPath == "custom.u")
    let deep = try JSONValue(parsing: #"{"a": {"b": [{"c": "{\"d\": \"shop://cart\"}"}]}}"#)
    #expect(try PushLinkReader(customKeyPaths: ["a.b.0.c.d"]).link(in: deep)?.url == "shop://cart")
  }

  @Test func readsFlattenedDottedKeys() throws {
    let flattened = try JSONValue(
      parsing:
        #"{"aps": {}, "data": {"pinpoint.deeplink": "shop://cart", "pinpoint.campaign.campaign_id": "c"}}"#
    )
    let found = try #require(try PushLinkReader().link(in: flattened))
    #expect(found.url == "shop://cart")
    #expect(found.reader == "pinpoint")
  }

  @Test func trimsWhitespaceAroundTheLink() throws {
    let payload = try JSONValue(parsing: #"{"link": "  shop://cart\n"}"#)
    #expect(try PushLinkReader().link(in: payload)?.url == "shop://cart")
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let json: String
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Bad(json: #"{"link": ""}"#, message: "link: the link is empty"),
    Bad(json: #"{"link": 42}"#, message: "link: the link must be a string, not a number"),
    Bad(
      json: #"{"link": ["shop://cart"]}"#, message: "link: the link must be a string, not an array"),
    Bad(
      json: #"{"link": "product/42"}"#,
      message: "link: 'product/42' is not an absolute URL: it has no scheme"),
    Bad(
      json: #"{"ab_uri": {"url": "shop://x"}}"#,
      message: "ab_uri: the link must be a string, not an object"),
    Bad(
      json: #"{"link": "shop://search?q=red shoes"}"#,
      message:
        "link: 'shop://search?q=red shoes' is not a valid URL: a space at offset 19 must be percent-encoded"
    ),
    Bad(
      json: #"{"link": "shop://a\u0001b"}"#,
      message:
        "link: 'shop://a%01b' is not a valid URL: the byte 0x01 at offset 8 must be percent-encoded"
    ),
    // A link is quoted whole up to 80 characters; a longer one, its first 77 and "...".
    Bad(
      json: #"{"link": "product/"# + String(repeating: "a", count: 72) + #""}"#,
      message:
        "link: 'product/\(String(repeating: "a", count: 72))' is not an absolute URL: it has no scheme"
    ),
    Bad(
      json: #"{"link": "product/"# + String(repeating: "a", count: 73) + #""}"#,
      message:
        "link: 'product/\(String(repeating: "a", count: 69))...' is not an absolute URL: it has no scheme"
    ),
  ])
  func unusableValuesNameTheirKeyPath(_ bad: Bad) throws {
    let error = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: bad.json)
    }
    #expect(error.description == bad.message)
  }

  @Test func hostilePayloadsFailClearly() throws {
    let huge = "{\"link\": \"shop://" + String(repeating: "a", count: 1_000_000) + "\"}"
    let long = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: huge)
    }
    #expect(long.message == "the link is 1000007 bytes long, over 8192")
    // A link of 8,192 bytes is read; one byte more is not.
    func link(bytes: Int) -> String {
      #"{"link": "shop://"# + String(repeating: "a", count: bytes - 7) + #""}"#
    }
    #expect(try PushLinkReader().link(inJSON: link(bytes: 8_192))?.url.utf8.count == 8_192)
    let over = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: link(bytes: 8_193))
    }
    #expect(over.message == "the link is 8193 bytes long, over 8192")
    let nested =
      String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
    let deep = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: nested)
    }
    #expect(deep.location == "$")
    #expect(deep.message.contains("nesting deeper than 64 levels"))
    // 64 levels are read (the payload's object is the first), 65 are not.
    func payload(levels: Int) -> String {
      #"{"link": "shop://a", "x": "# + String(repeating: "[", count: levels - 1)
        + String(repeating: "]", count: levels - 1) + "}"
    }
    #expect(try PushLinkReader().link(inJSON: payload(levels: 64))?.url == "shop://a")
    let tooDeep = #expect(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: payload(levels: 65))
    }
    #expect(
      tooDeep?.message
        == "the payload is not valid JSON: invalid JSON at line 1, column 90: nesting deeper than 64 levels"
    )
    let broken = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: "{\"link\": ")
    }
    #expect(broken.message.hasPrefix("the payload is not valid JSON: invalid JSON at line 1"))
    #expect(try PushLinkReader().link(inJSON: #"{"aps": {"alert": "no link"}}"#) == nil)
  }

  /// A refusal's key path and message show hidden characters percent-encoded: a button's
  /// action identifier is a step of the key path (`_lpc.<identifier>.URL`), and the payload's
  /// text is quoted.
  @Test func aRefusalShowsNoHiddenCharacterInItsKeyPathOrMessage() throws {
    let identifier = "OPEN\u{202E}x\u{85}"
    let payload: [AnyHashable: Any] = [
      "aps": ["alert": "Hi"], "_lpm": 1, "_lpx": ["__name__": "Open URL", "URL": "shop://a"],
      "_lpc": [identifier: ["__name__": "Open URL", "URL": "no\u{202E}link"]],
    ]
    let error = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().url(in: payload, actionIdentifier: identifier)
    }
    #expect(error.location == "_lpc.OPEN%E2%80%AEx%C2%85.URL")
    #expect(error.message == "'no%E2%80%AElink' is not an absolute URL: it has no scheme")
  }

  @Test(arguments: PushComposer.styles)
  func everyStyleRoundTrips(_ style: String) throws {
    let payload = try PushComposer.payload(link: "shop://product/5", title: "T", style: style)
    let found = try #require(try PushLinkReader().link(in: payload))
    #expect(found.url == "shop://product/5")
    #expect(found.reader == style)
    let file = PushComposer.simulatorFile(payload, bundleID: "com.example.shop")
    #expect(try PushLinkReader().link(in: file)?.url == "shop://product/5")
    #expect(file["Simulator Target Bundle"]?.stringValue == "com.example.shop")
  }

  /// Every provider with per-button links, whatever its layout: what the composer writes the
  /// reader finds, button by button.
  @Test(arguments: PushProviders.all.filter { $0.buttons != nil }.map(\.name))
  func actionButtonsRoundTrip(_ style: String) throws {
    let provider = try #require(PushProviders.named(style))
    let ids = provider.buttonIdentifiers(count: 2) ?? ["VIEW", "LATER"]
    let payload = try PushComposer.payload(
      link: "shop://product/5", style: style,
      actions: [(ids[0], "shop://cart"), (ids[1], "shop://")])
    #expect(payload["aps"]?["category"]?.stringValue == PushComposer.actionCategory)
    #expect(try PushLinkReader().link(in: payload, actionIdentifier: ids[0])?.url == "shop://cart")
    #expect(try PushLinkReader().link(in: payload, actionIdentifier: ids[1])?.url == "shop://")
    #expect(try PushLinkReader().link(in: payload)?.url == "shop://product/5")
  }

  /// The composer writes buttons in the shape the provider's SDK sends them, as its fixture
  /// shows: a list where it sends a list, JSON text where it sends text (CleverTap's
  /// `wzrk_acts`), an object of actions where it keys them. (Raw APNs has no SDK: its buttons'
  /// shape is this package's own.)
  @Test(arguments: PushProviders.all.filter { $0.buttons != nil && $0.name != "raw" }.map(\.name))
  func composedButtonsTakeTheSDKsShape(_ style: String) throws {
    let provider = try #require(PushProviders.named(style))
    let buttons = try #require(provider.buttons)
    let ids = provider.buttonIdentifiers(count: 2) ?? ["VIEW", "LATER"]
    let composed = try PushComposer.payload(
      link: "shop://product/5", style: style,
      actions: [(ids[0], "shop://cart"), (ids[1], "shop://")])
    let sent = try #require(buttons.container.value(in: try Self.payload(style)))
    let written = try #require(buttons.container.value(in: composed))
    #expect(written.kindDescription == sent.kindDescription)
    // What the SDK sends beside its buttons (Airship's interactive type) is written with them,
    // and only with them.
    let plain = try PushComposer.payload(link: "shop://product/5", style: style)
    for companion in provider.buttonsCompanions {
      #expect(companion.path.value(in: try Self.payload(style)) != nil)
      #expect(companion.path.value(in: composed)?.stringValue == companion.value.stringValue)
      #expect(companion.path.value(in: plain) == nil)
    }
  }

  /// A button known by position that has no link of its own opens nothing, never the default
  /// link; a position past the buttons neither.
  @Test func buttonsKnownByPositionWithoutALinkOpenNothing() throws {
    let countly = try Self.payload("countly")
    #expect(
      try PushLinkReader().link(in: countly, actionIdentifier: "CountlyActionIdentifier2") == nil)
    #expect(
      try PushLinkReader().link(in: countly, actionIdentifier: "CountlyActionIdentifier0") == nil)
    #expect(
      try PushLinkReader().link(in: countly, actionIdentifier: "CountlyActionIdentifier01") == nil)
    let bloomreach = try Self.payload("bloomreach")
    #expect(
      try PushLinkReader().link(in: bloomreach, actionIdentifier: "EXPONEA_APP_OPEN_ACTION_1")
        == nil)
    #expect(try PushLinkReader().link(in: bloomreach, actionIdentifier: "EXPONEA_") == nil)
    // A payload with `source` set to anything else is not Bloomreach's.
    let other = try JSONValue(parsing: #"{"source": "crm", "url": "shop://cart"}"#)
    #expect(try PushLinkReader().link(in: other)?.reader == "raw")
    // An app event button carries no link: nothing opens.
    #expect(
      try PushLinkReader().link(in: try Self.payload("emarsys"), actionIdentifier: "event") == nil)
    let mixpanel = try Self.payload("mixpanel")
    #expect(try PushLinkReader().link(in: mixpanel, actionIdentifier: "MP_ACTION_1") == nil)
    #expect(try PushLinkReader().link(in: mixpanel, actionIdentifier: "MP_ACTION_7") == nil)
  }

  /// A named action other than "Open URL", a Swrve button that dismisses or opens a campaign:
  /// no link, and no error for the campaign id in `action`.
  @Test func buttonsWhoseActionIsNotALinkOpenNothing() throws {
    let swrve = try Self.payload("swrve")
    #expect(try PushLinkReader().link(in: swrve, actionIdentifier: "1") == nil)
    #expect(try PushLinkReader().link(in: swrve, actionIdentifier: "2") == nil)
    #expect(try PushLinkReader().link(in: swrve, actionIdentifier: "3") == nil)
    let leanplum = try Self.payload("leanplum")
    #expect(try PushLinkReader().link(in: leanplum, actionIdentifier: "later") == nil)
  }

  /// A Sendbird chat message names a channel, not a link: no link, and the reader says why.
  @Test func providersWithoutLinksSaySo() throws {
    let sendbird = try Self.payload("sendbird")
    #expect(try PushLinkReader().link(in: sendbird) == nil)
    let known = try #require(PushLinkReader().withoutLink(in: sendbird))
    #expect(known.reader == "sendbird")
    #expect(known.reason.contains("sendbird.channel.channel_url"))
    #expect(PushLinkReader().withoutLink(in: try Self.payload("raw")) == nil)
    #expect(!PushComposer.styles.contains("sendbird"))
    #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", style: "sendbird")
    }
  }

  @Test func buttonsKnownByPositionAreComposedUnderTheirSystemNames() throws {
    #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", style: "countly", actions: [("VIEW", "shop://y")])
    }
  }

  @Test func composingRefusesWhatAPNsWouldNot() throws {
    #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", body: String(repeating: "b", count: 5_000))
    }
    // APNs takes 4,096 bytes: a payload of exactly that is written, one byte more is not.
    let empty = try PushComposer.payload(link: "shop://x", body: "").jsonText.utf8.count
    let fits = String(repeating: "b", count: PushComposer.maximumPayloadSize - empty)
    #expect(
      try PushComposer.payload(link: "shop://x", body: fits).jsonText.utf8.count
        == PushComposer.maximumPayloadSize)
    let over = #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", body: fits + "b")
    }
    #expect(over?.description == "the payload is 4097 bytes, over the APNs limit of 4096")
    #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", style: "braze", actions: [("A", "shop://y")])
    }
    // A link that is not one says whose it is: the notification's, or a button's.
    let links: [(String, [(id: String, link: String)], String)] = [
      ("nope", [], "the link: 'nope' is not an absolute URL: it has no scheme"),
      (
        "shop://x", [("VIEW", "shop://cart"), ("OPEN", "")],
        "the action 'OPEN': '' is not an absolute URL: it has no scheme"
      ),
    ]
    for (link, actions, message) in links {
      let failure = #expect(throws: PushComposer.Failure.self) {
        try PushComposer.payload(link: link, actions: actions)
      }
      #expect(failure?.description == message)
    }
    // A button is found by its identifier: a second with the same one would never open its
    // link, and the system's identifiers for the notification itself are no button's.
    let buttons: [([(id: String, link: String)], String)] = [
      (
        [("VIEW", "shop://cart"), ("VIEW", "shop://product/1")],
        "the action 'VIEW' is given twice: each button needs an identifier of its own"
      ),
      ([("", "shop://cart")], "an action button needs an identifier"),
      (
        [(PushLinkReader.defaultActionIdentifier, "shop://cart")],
        "'com.apple.UNNotificationDefaultActionIdentifier' is the system's identifier for the notification itself, not a button's"
      ),
      (
        [(PushLinkReader.dismissActionIdentifier, "shop://cart")],
        "'com.apple.UNNotificationDismissActionIdentifier' is the system's identifier for the notification itself, not a button's"
      ),
    ]
    for (actions, message) in buttons {
      let failure = #expect(throws: PushComposer.Failure.self) {
        try PushComposer.payload(link: "shop://x", actions: actions)
      }
      #expect(failure?.description == message)
    }
    #expect(throws: PushComposer.Failure.self) {
      try PushComposer.payload(link: "shop://x", style: "gcm")
    }
  }
}

/// The README's list of providers is the descriptions' list, in the order they are tried.
@Suite struct PushProviderListTests {
  @Test(arguments: [
    "README.md", "Sources/DeepLinking/Documentation.docc/LinksFromPushNotifications.md",
  ])
  func theDocumentationListsEveryProviderInOrder(_ file: String) throws {
    // Words joined by single spaces: a list may wrap anywhere.
    let readme = try String(
      contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let start = try #require(readme.range(of: "and the documented keys of "))
    let end = try #require(
      readme.range(of: ", tried in that order", range: start.upperBound..<readme.endIndex))
    let listed = readme[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
    let providers = PushProviders.all.filter { $0.name != "raw" }
    #expect(listed == providers.map(\.title))
    if file == "README.md" {
      #expect(readme.contains("| Push payloads of \(providers.count) providers |"))
    }
  }
}
