import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// One test per system entry point: the pipeline receives the door, app state and payload
/// that the `DeepLinkingUI` adapter for that callback passes (the adapters only convert
/// UIKit, SwiftUI, AppKit and UserNotifications values and call these same methods).
@MainActor
@Suite struct EntryPointTests {
  final class Recorder {
    var received: [DeepLinkEvent] = []
    var links: [IncomingLink] = []
  }

  func makePipeline() throws -> (DeepLinkPipeline, Recorder) {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.revealsQueryValues = true
    let pipeline = try DeepLinkPipeline(router: manifest.router, configuration: configuration)
    let recorder = Recorder()
    pipeline.observer = { if $0.kind == .received { recorder.received.append($0) } }
    pipeline.intercept { link in
      recorder.links.append(link)
      return link
    }
    return (pipeline, recorder)
  }

  static let payload = JSONValue.object([
    ("aps", .object([("alert", .string("Hi"))])), ("link", .string("shop://product/5")),
    ("actions", .array([.object([("id", .string("CART")), ("link", .string("shop://cart"))])])),
  ])

  // MARK: UIKit without scenes

  @Test func launchOptionsURL() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.applicationDidFinishLaunching(
      url: "shop://cart", sourceApplication: "com.apple.mobilesafari")
    let link = try #require(recorder.links.first)
    #expect(link.door == .customScheme)
    #expect(link.state == .notRunning)
    #expect(link.source == "com.apple.mobilesafari")
  }

  @Test func launchOptionsUserActivity() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.applicationDidFinishLaunching(userActivityURL: "https://shop.example.com/cart")
    #expect(recorder.links.map(\.door) == [.universalLink])
    #expect(recorder.links.first?.state == .notRunning)
  }

  /// A background launch by a silent push carries the payload in the launch options and no
  /// response follows: the app must not land on the push's link when the user opens it later.
  @Test func aSilentPushLaunchNeverBecomesADelivery() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.handle(
      .didFinishLaunching(
        url: nil, sourceApplication: nil, userActivityURL: nil, shortcutURL: nil,
        inBackground: true))
    await pipeline.handle(.remoteNotification(payload: Self.payload))
    #expect(pipeline.currentState == .background)
    await pipeline.appDidBecomeActive()
    #expect(recorder.links.isEmpty)
    #expect(pipeline.waitingLinks.isEmpty)
  }

  @Test func applicationOpenURL() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.appDidBecomeActive()
    await pipeline.openURL("shop://cart", source: "com.example.other")
    #expect(recorder.links.first?.door == .customScheme)
    #expect(recorder.links.first?.state == .foreground)
    #expect(recorder.links.first?.source == "com.example.other")
  }

  @Test func applicationContinueUserActivity() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.appDidBecomeActive()
    await pipeline.continueUserActivity(
      type: DeepLinkPipeline.browsingWebActivityType, webpageURL: "https://shop.example.com/cart")
    await pipeline.continueUserActivity(type: "com.example.handoff", webpageURL: "https://x.com")
    #expect(recorder.links.map(\.door) == [.universalLink])
  }

  @Test func applicationDidBecomeActiveIsTheReadinessSignal() async throws {
    let (pipeline, _) = try makePipeline()
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    await pipeline.openURL("shop://cart")
    #expect(navigator.shown.isEmpty)
    await pipeline.appDidBecomeActive()
    #expect(navigator.shown.map(\.name) == ["cart"])
  }

  // MARK: UIKit with scenes

  @Test func sceneConnectionURLContexts() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.sceneWillConnect(scene: "w", urls: ["shop://cart"])
    #expect(recorder.links.map(\.door) == [.customScheme])
    #expect(recorder.links.map(\.scene) == ["w"])
    #expect(recorder.links.first?.state == .notRunning)
  }

  @Test func sceneConnectionUserActivities() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.sceneWillConnect(
      scene: "w",
      userActivities: [(DeepLinkPipeline.browsingWebActivityType, "https://shop.example.com/cart")])
    #expect(recorder.links.map(\.door) == [.universalLink])
    #expect(recorder.links.map(\.scene) == ["w"])
  }

  @Test func sceneConnectionNotificationResponse() async throws {
    let (pipeline, recorder) = try makePipeline()
    // The public door takes the `userInfo` the system hands over.
    let userInfo: [AnyHashable: Any] = [
      "aps": ["alert": "Hi"], "link": "shop://product/5",
      "actions": [["id": "CART", "link": "shop://cart"]],
    ]
    await pipeline.sceneWillConnect(scene: "w", notification: (userInfo, "CART", "request-1"))
    let link = try #require(recorder.links.first)
    // UIKit connected the window to show the response in.
    #expect(link.scene == "w")
    #expect(link.door == .pushAction("CART"))
    #expect(link.url == "shop://cart")
    #expect(link.notificationID == "request-1")
    #expect(link.state == .notRunning)
  }

  @Test func sceneConnectionShortcutItem() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.sceneWillConnect(scene: "w", shortcutURL: "shop://cart")
    #expect(recorder.links.map(\.door) == [.shortcut])
    #expect(recorder.links.map(\.scene) == ["w"])
  }

  /// The app that opened a link (`UIOpenURLContext.options.sourceApplication`) is the link's
  /// `source` in a scene as it is in the app delegate, for interceptors that trust it: each
  /// context's own, at connection and while the app runs.
  @Test func aSceneKeepsTheAppThatOpenedEachLink() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.sceneWillConnect(
      scene: "w", urls: ["shop://cart"], sourceApplication: "com.example.mail")
    await pipeline.handle(
      .sceneWillConnect(
        scene: "v",
        urls: [
          (url: "shop://product/1", sourceApplication: "com.example.notes"),
          (url: "shop://product/2", sourceApplication: nil),
        ], userActivities: [], notification: nil, shortcutURL: nil))
    await pipeline.handle(
      .sceneOpenURLContexts(
        scene: "w",
        urls: [
          (url: "shop://product/3", sourceApplication: "com.example.mail"),
          (url: "shop://product/4", sourceApplication: "com.example.notes"),
        ]))
    #expect(
      recorder.links.map(\.url) == [
        "shop://cart", "shop://product/1", "shop://product/2", "shop://product/3",
        "shop://product/4",
      ])
    #expect(
      recorder.links.map(\.source) == [
        "com.example.mail", "com.example.notes", nil, "com.example.mail", "com.example.notes",
      ])
    #expect(recorder.links.map(\.scene) == ["w", "v", "v", "w", "w"])
  }

  /// The simulator gives the opening app as each style's callbacks do: the app delegate's
  /// options and the scene's contexts carry it, SwiftUI's `onOpenURL` does not.
  @Test(arguments: LifecycleSimulator.AppStyle.all)
  func eachStyleGivesTheAppThatOpenedALinkAsItsCallbacksDo(style: LifecycleSimulator.AppStyle)
    async throws
  {
    let app = LifecycleSimulator(router: try exampleManifest().router, style: style)
    var sources: [String?] = []
    app.configure = { pipeline in
      pipeline.intercept { link in
        sources.append(link.source)
        return link
      }
    }
    try await app.launch(url: "shop://cart", from: "com.example.mail")
    try await app.becomeActive()
    try await app.openURL("shop://product/1", from: "com.example.notes")
    let expected: [String?] =
      style == .swiftUI ? [nil, nil] : ["com.example.mail", "com.example.notes"]
    #expect(sources == expected)
    #expect(app.navigator.shown.map(\.name) == ["cart", "product"])
  }

  @Test func sceneOpenURLContextsWhileBackgrounded() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.appDidBecomeActive()
    pipeline.appWillResignActive()
    pipeline.appDidEnterBackground()
    await pipeline.openURL("shop://cart")
    #expect(recorder.links.first?.state == .background)
  }

  // MARK: Notifications

  /// A tap on the notification itself, however its action is named (the system's identifier,
  /// or an empty one), gives the payload's link through the push-tap door.
  @Test(arguments: [PushLinkReader.defaultActionIdentifier, ""])
  func notificationDefaultTap(action: String) async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.notificationResponse(
      payload: Self.payload, actionIdentifier: action, notificationID: "n1")
    #expect(recorder.links.map(\.door) == [.pushTap])
    #expect(recorder.links.map(\.url) == ["shop://product/5"])
  }

  @Test func notificationActionButton() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.notificationResponse(
      payload: Self.payload, actionIdentifier: "CART", notificationID: "n1")
    #expect(recorder.links.first?.door == .pushAction("CART"))
    #expect(recorder.links.first?.url == "shop://cart")
  }

  /// The public doors take the `userInfo` the system hands over (an app without the adapter
  /// calls them from its own notification delegate), and forward the action and the
  /// notification's identifier; the reader finds the README's link in it.
  @Test func notificationResponseFromUserInfo() async throws {
    let (pipeline, recorder) = try makePipeline()
    let userInfo: [AnyHashable: Any] = [
      "aps": ["alert": "Hi"], "link": "shop://product/5",
      "actions": [["id": "VIEW_CART", "link": "shop://cart"]],
    ]
    await pipeline.notificationResponse(userInfo: userInfo, notificationID: "n1")
    await pipeline.notificationResponse(
      userInfo: userInfo, actionIdentifier: "VIEW_CART", notificationID: "n2")
    #expect(recorder.links.map(\.door) == [.pushTap, .pushAction("VIEW_CART")])
    #expect(recorder.links.map(\.url) == ["shop://product/5", "shop://cart"])
    #expect(recorder.links.map(\.notificationID) == ["n1", "n2"])
    let reader = PushLinkReader(customKeyPaths: ["payload.route"])
    #expect(try reader.url(in: userInfo, actionIdentifier: "VIEW_CART") == "shop://cart")
    #expect(try reader.url(in: userInfo) == "shop://product/5")
    #expect(
      try reader.url(in: ["payload": ["route": "shop://help/faq"], "link": "shop://cart"])
        == "shop://help/faq")
  }

  @Test func notificationDismissGivesNoLink() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.notificationResponse(
      payload: Self.payload, actionIdentifier: PushLinkReader.dismissActionIdentifier,
      notificationID: "n1")
    #expect(recorder.links.isEmpty)
  }

  @Test func userInfoBecomesJSON() throws {
    let userInfo: [AnyHashable: Any] = [
      "aps": ["alert": "Hi", "badge": 3] as [String: Any], "link": "shop://cart",
      "flag": true, 42: "dropped",
      // As the system hands them over: Booleans are NSNumbers of Objective-C type "c".
      "on": NSNumber(value: true), "off": NSNumber(value: false), "one": NSNumber(value: 1),
    ]
    let json = JSONValue(userInfo: userInfo)
    #expect(json["link"]?.stringValue == "shop://cart")
    #expect(json["aps"]?["badge"] == .number(3))
    #expect(json["flag"] == .bool(true))
    #expect([json["on"], json["off"], json["one"]] == [.bool(true), .bool(false), .number(1)])
    #expect(json.objectValue?.count == 6)
  }

  /// Values JSON has no kind for take the package's own text forms: a date is read and written
  /// as `<date>` parameters are (with its fraction of a second; it lost it), data as base64, a
  /// URL as its text; a date beyond the year 9999 is left out, like any value JSON cannot hold.
  @Test func userInfoValuesWithoutAJSONKind() throws {
    let page = try #require(URL(string: "https://shop.example.com/a"))
    let userInfo: [AnyHashable: Any] = [
      "sent": Date(timeIntervalSince1970: 1_800_000_000.5),
      "far": Date(timeIntervalSince1970: 1e12), "bytes": Data([0xFF, 0x00]),
      "page": page, "none": NSNull(),
    ]
    let json = JSONValue(userInfo: userInfo)
    #expect(json["sent"] == .string("2027-01-15T08:00:00.5Z"))
    #expect(json["far"] == nil)
    #expect(json["bytes"] == .string("/wA="))
    #expect(json["page"] == .string("https://shop.example.com/a"))
    #expect(json["none"] == .null)
  }

  /// A `userInfo` is converted to at most `JSONValue.defaultMaximumDepth` (256) levels, the
  /// outer dictionary the first, so no property list overflows the stack: a value deeper is
  /// left out, in arrays as in dictionaries, and the rest is kept. (A push payload that deep
  /// is then refused whole by the reader: see `HostileInputTests`.)
  @Test func aUserInfoIsConvertedToABoundedDepth() throws {
    func nested(_ levels: Int, inDictionaries: Bool) -> Any {
      var value: Any = "shop://cart"
      for _ in 0..<levels { value = inDictionaries ? ["k": value] as [String: Any] : [value] }
      return value
    }
    let deepest = JSONValue.defaultMaximumDepth - 2
    for inDictionaries in [false, true] {
      /// What the conversion keeps `deepest` levels under `v`, of `levels` nested there.
      func innermost(_ levels: Int) -> JSONValue? {
        var value = JSONValue(userInfo: ["v": nested(levels, inDictionaries: inDictionaries)])["v"]
        for _ in 0..<deepest { value = inDictionaries ? value?["k"] : value?.arrayValue?.first }
        return value
      }
      #expect(innermost(deepest) == .string("shop://cart"))
      #expect(innermost(deepest + 1) == (inDictionaries ? .object([]) : .array([])))
    }
  }

  // MARK: SwiftUI, AppKit, watchOS

  @Test func swiftUIOnOpenURLCarriesUniversalLinksToo() async throws {
    let (pipeline, recorder) = try makePipeline()
    await pipeline.openURL("https://shop.example.com/cart")
    await pipeline.openURL("shop://product/1")
    #expect(recorder.links.map(\.door) == [.universalLink, .customScheme])
  }

  @Test func explicitReadinessFromTheRootView() async throws {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration()
    configuration.waitsForMarkReady = true
    let pipeline = try DeepLinkPipeline(router: manifest.router, configuration: configuration)
    let navigator = RecordingNavigator()
    pipeline.navigator = navigator
    await pipeline.openURL("shop://cart")
    await pipeline.appDidBecomeActive()
    #expect(navigator.shown.isEmpty)
    await pipeline.markReady()
    #expect(navigator.shown.map(\.name) == ["cart"])
  }

  @Test func postedWorkRunsInOrder() async throws {
    let (pipeline, recorder) = try makePipeline()
    for index in 1...5 { pipeline.post { await $0.openURL("shop://product/\(index)") } }
    await pipeline.idle()
    #expect(recorder.links.map(\.url) == (1...5).map { "shop://product/\($0)" })
  }

  @Test func synchronousCallbacksTellWhetherTheLinkIsTheApps() async throws {
    let (pipeline, recorder) = try makePipeline()
    #expect(pipeline.postOpenURL("shop://cart"))
    #expect(!pipeline.postOpenURL("shop://nowhere"))
    #expect(
      pipeline.postUserActivity(
        type: DeepLinkPipeline.browsingWebActivityType, webpageURL: "https://shop.example.com/cart")
    )
    #expect(
      !pipeline.postUserActivity(
        type: "com.example.handoff", webpageURL: "https://shop.example.com/cart"))
    await pipeline.idle()
    #expect(recorder.links.map(\.door) == [.customScheme, .customScheme, .universalLink])
  }

  @Test func openingExternallyOnlyForAllowedSchemes() async throws {
    let (pipeline, _) = try makePipeline()
    var opened: [URL] = []
    pipeline.openExternally = { url in
      opened.append(url)
      return true
    }
    await pipeline.openURL("tel:+123456789")
    await pipeline.openURL("mailto:help@example.com")
    await pipeline.openURL("intent://x")
    #expect(opened.map(\.absoluteString) == ["tel:+123456789", "mailto:help@example.com"])
  }
}
