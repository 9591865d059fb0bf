import DeepLinking
import Foundation
import Testing

@MainActor
@Suite struct PushCommandTests {
  @Test func extractShowsHiddenCharactersOfTheLinkEncoded() async {
    let payload = #"{"aps": {}, "url": "shop://cart/\u202eevil"}"#
    let text = await runTool(["extract", "-"], input: payload)
    #expect(text.output == "shop://cart/%E2%80%AEevil  (reader raw, key path url)\n")
    // JSON carries the value itself, its U+202E written as an escape a terminal does not act on.
    let json = await runTool(["extract", "--json", "-"], input: payload)
    #expect(json.output.hasPrefix(#"{"link":"shop://cart/\u202eevil""#))
    let read = try? JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(read?["link"] as? String == "shop://cart/\u{202E}evil")
  }

  /// `extract`, `simulate` and the library read payload text in one place, under one set of
  /// rules: `extract` took a payload of any size up to the 16 MiB of a file, where the library
  /// refuses one over 1 MiB, and `simulate` took a payload that is not an object and did nothing.
  @Test func everyReaderOfPayloadTextReadsItAlike() async throws {
    let padding = String(repeating: "x", count: PushLinkReader.maximumPayloadSize)
    let large = #"{"link": "shop://cart", "pad": "\#(padding)"}"#
    let cases = [
      (large, "the payload is \(large.utf8.count) bytes, over the limit of 1048576"),
      ("[1]", "the payload must be a JSON object, not an array"),
      (#"{"link":"#, "the payload is not valid JSON: invalid JSON at line 1"),
    ]
    for (payload, message) in cases {
      let library = try #require(throws: DeepLinkError.self) {
        try PushLinkReader().url(inJSON: payload)
      }
      #expect(library.description.hasPrefix("$: " + message), "\(message)")
      let extract = await runTool(["extract", "-"], input: payload)
      #expect(extract.status == 2)
      #expect(
        extract.errors.hasPrefix("deeplink extract: " + message), "\(extract.errors.prefix(200))")
      let simulate = await runTool(
        ["simulate", "--manifest", manifestPath], input: "launch push \(payload)\n")
      #expect(simulate.status == 2)
      #expect(
        simulate.errors.hasPrefix("deeplink simulate: line 1: " + message),
        "\(simulate.errors.prefix(200))")
    }
  }

  @Test func pushThenExtractGivesTheLinkBack() async throws {
    for style in ["raw", "braze", "iterable", "infobip"] {
      let push = await runTool([
        "push", "--link", "shop://product/5", "--bundle-id", "com.example.shop", "--style", style,
        "--title", "Back in stock",
      ])
      #expect(push.status == 0)
      #expect(push.output.contains(#""Simulator Target Bundle": "com.example.shop""#))
      let extract = await runTool(["extract", "--json", "-"], input: push.output)
      #expect(extract.status == 0)
      #expect(extract.output.hasPrefix(#"{"link":"shop://product/5","reader":"\#(style)""#))
    }
  }

  /// The system shows a notification's buttons only for a category the app registered with
  /// those actions: `--category` names the app's, in place of `DEEPLINK_ACTIONS`, which no app
  /// registers unless told to.
  @Test func theCategoryIsTheOneTheAppRegistered() async throws {
    /// The `aps.category` of the payload `push` writes with `extra` arguments, or the error.
    func category(_ extra: [String]) async throws -> String? {
      let push = await runTool(
        ["push", "--link", "shop://product/5", "--bundle-id", "com.example.shop"] + extra)
      #expect(push.status == 0, "\(extra): \(push.errors)")
      let file = try #require(
        try JSONSerialization.jsonObject(with: Data(push.output.utf8)) as? [String: Any])
      return (file["aps"] as? [String: Any])?["category"] as? String
    }
    let cart = ["--action", "VIEW_CART=shop://cart"]
    #expect(try await category(cart) == "DEEPLINK_ACTIONS")
    #expect(try await category(cart + ["--category", "CART"]) == "CART")
    #expect(try await category(["--category", "CART"]) == "CART")
    #expect(try await category([]) == nil)
    // The buttons' links are read as before.
    let push = await runTool(
      [
        "push", "--link", "shop://product/5", "--bundle-id", "com.example.shop", "--category",
        "CART",
      ]
        + cart)
    let extract = await runTool(["extract", "--action", "VIEW_CART"], input: push.output)
    #expect(extract.output.hasPrefix("shop://cart"))
    let empty = await runTool(
      ["push", "--link", "shop://cart", "--bundle-id", "com.example.shop", "--category", ""])
    #expect(empty.status == 2)
    #expect(empty.errors == "deeplink push: the category needs a name\n")
  }

  @Test func actionsGetACategoryAndTheirOwnLinks() async {
    let push = await runTool([
      "push", "--link", "shop://product/5", "--bundle-id", "com.example.shop",
      "--action", "VIEW_CART=shop://cart",
    ])
    #expect(push.output.contains(#""category": "DEEPLINK_ACTIONS""#))
    let extract = await runTool(["extract", "--action", "VIEW_CART", "--json"], input: push.output)
    #expect(
      extract.output
        == #"{"link":"shop://cart","reader":"raw","keyPath":"actions.0.link","error":null}"# + "\n")
    let dismissed = await runTool(
      ["extract", "--action", "com.apple.UNNotificationDismissActionIdentifier", "--json"],
      input: push.output)
    #expect(dismissed.status == 1)
    #expect(dismissed.output == #"{"link":null,"reader":null,"keyPath":null,"error":null}"# + "\n")
    // In words: a button the payload gives no link opens nothing, not the notification's link;
    // neither does a dismissal; a tap on the notification opens its link.
    let other = await runTool(["extract", "--action", "LATER"], input: push.output)
    #expect(other.status == 1)
    #expect(
      other.output
        == "no link for the action 'LATER' in the payload: a button without a link of its own opens nothing\n"
    )
    let words = await runTool(
      ["extract", "--action", "com.apple.UNNotificationDismissActionIdentifier"],
      input: push.output)
    #expect(words.output == "no link: the notification was dismissed, which opens nothing\n")
    let tap = await runTool(
      ["extract", "--action", "com.apple.UNNotificationDefaultActionIdentifier"],
      input: push.output)
    #expect(tap.output == "shop://product/5  (reader raw, key path link)\n")
    // An empty action is a tap on the notification too, as the app's pipeline reads it.
    let empty = await runTool(["extract", "--action", ""], input: push.output)
    #expect(empty.output == "shop://product/5  (reader raw, key path link)\n")
    let none = await runTool(["extract"], input: #"{"aps": {}}"#)
    #expect(none.output == "no link in the payload\n")
    let tapOnNone = await runTool(
      ["extract", "--action", "com.apple.UNNotificationDefaultActionIdentifier"],
      input: #"{"aps": {}}"#)
    #expect(tapOnNone.output == "no link in the payload\n")
  }

  @Test func extractReportsUnusableValues() async {
    let run = await runTool(["extract", "--json"], input: #"{"aps": {}, "wzrk_dl": "cart"}"#)
    #expect(run.status == 1)
    #expect(
      run.output
        == #"{"link":null,"reader":"clevertap","keyPath":"wzrk_dl","error":"'cart' is not an absolute URL: it has no scheme"}"#
        + "\n")
    let text = await runTool(["extract"], input: #"{"link": "shop://cart"}"#)
    #expect(text.output == "shop://cart  (reader raw, key path link)\n")
  }

  /// A payload with no link says whose it is and why, when its provider never carries one.
  @Test func extractSaysWhyAProvidersPayloadHasNoLink() async {
    let chat = #"{"aps": {}, "sendbird": {"channel": {"channel_url": "sendbird_group_channel_1"}}}"#
    let run = await runTool(["extract", "--json"], input: chat)
    #expect(run.status == 1)
    #expect(
      run.output
        == #"{"link":null,"reader":"sendbird","keyPath":null,"error":"a Sendbird payload names a chat channel (sendbird.channel.channel_url), not a link: route the channel in the app"}"#
        + "\n")
    let none = await runTool(["extract", "--json"], input: #"{"aps": {}}"#)
    #expect(none.status == 1)
    #expect(none.output == #"{"link":null,"reader":null,"keyPath":null,"error":null}"# + "\n")
  }

  @Test func extractRefusesUnreadableInput() async {
    #expect(await runTool(["extract"], input: "not json").status == 2)
    #expect(await runTool(["extract"], input: "[1]").status == 2)
    #expect(await runTool(["extract", "/nonexistent.apns"]).status == 2)
  }

  /// A payload, like any file the tool reads, may come through a pipe: `extract <(curl ...)`
  /// was "cannot read the file" on Linux.
  @Test func extractReadsAPipe() async throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID()).apns")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
      handle.write(Data(#"{"aps": {}, "link": "shop://cart"}"#.utf8))
      try? handle.close()
    }
    writer.start()
    let run = await runTool(["extract", fifo.path])
    #expect(run.status == 0)
    #expect(run.output == "shop://cart  (reader raw, key path link)\n")
  }

  /// A file larger than the manifest's limit is refused without being read whole.
  @Test func extractRefusesAFileOverTheLimit() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("p-\(UUID()).apns")
    try Data(repeating: 0x20, count: RouteManifest.maximumSize + 1).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await runTool(["extract", file.path])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "deeplink extract: \(file.path): the file is larger than \(RouteManifest.maximumSize) bytes\n"
    )
  }

  @Test func pushRefusesLinksTheManifestDoesNotRoute() async {
    // The notification's link, and a button's, each says whose it is.
    for (link, action, expected) in [
      ("shop://nowhere", [String](), "the link: 'shop://nowhere' is not routed: no route matches"),
      (
        "shop://cart", ["--action", "OPEN=shop://nowhere"],
        "the action 'OPEN': 'shop://nowhere' is not routed: no route matches"
      ),
      // The app's own domain: https is an external scheme, but this link is the app's, and
      // unmatched.
      (
        "https://shop.example.com/nowhere", [String](),
        "the link: 'https://shop.example.com/nowhere' is not routed: no route matches"
      ),
      // Another app's link whose scheme the app does not hand to the system.
      (
        "ftp://files.example.com/a", [String](),
        "the link: 'ftp://files.example.com/a' is not routed: the scheme 'ftp' is not one of the app's schemes (shop), nor is 'ftp' among the schemes it hands to the system (externalSchemes: tel, mailto, sms, https)\n"
      ),
      // A link handed to the system is fine, and the buttons after it are checked all the same.
      (
        "tel:+15555550100", ["--action", "OPEN=shop://nowhere"],
        "the action 'OPEN': 'shop://nowhere' is not routed: no route matches"
      ),
      (
        "shop://cart", ["--action", "RUN=javascript:alert(1)"],
        "the action 'RUN': 'javascript:alert(1)' is not routed: the scheme 'javascript' is not one of the app's schemes (shop), nor is 'javascript' among the schemes it hands to the system (externalSchemes: tel, mailto, sms, https)\n"
      ),
      // Routed, and refused by the app all the same: its web page is not on the allowlist.
      (
        "shop://web?url=https://evil.example.net/", [String](),
        "the link: 'shop://web?url=https://evil.example.net/' opens a web page the app refuses: the web page's host 'evil.example.net' is not on the web allowlist\n"
      ),
      (
        "shop://cart", ["--action", "HELP=shop://web?url=http://help.example.com/faq"],
        "the action 'HELP': 'shop://web?url=http://help.example.com/faq' opens a web page the app refuses: the web page's scheme 'http' is not https\n"
      ),
    ] {
      let run = await runTool(
        ["push", "--link", link, "--bundle-id", "com.example.shop", "--manifest", manifestPath]
          + action)
      #expect(run.status == 2)
      #expect(run.errors.hasPrefix("deeplink push: " + expected))
    }
    // A text that is no URL is named so, with a manifest or without.
    let text = await runTool([
      "push", "--link", "not a url", "--bundle-id", "com.example.shop", "--manifest",
      manifestPath,
    ])
    #expect(
      text.errors
        == "deeplink push: the link: 'not a url' is not an absolute URL: it has no scheme\n")
    // A page the allowlist takes, as the button's link; a phone number and another site's
    // page, which the app hands to the system (`tel` and `https` are external schemes).
    let ok = await runTool([
      "push", "--link", "shop://cart", "--bundle-id", "com.example.shop", "--manifest",
      manifestPath, "--action", "HELP=shop://web?url=https://help.example.com/faq",
      "--action", "CALL=tel:+123456789", "--action", "BLOG=https://blog.example.org/new",
    ])
    #expect(ok.status == 0)
    #expect(ok.output.contains(#""link": "shop://web?url=https://help.example.com/faq""#))
    #expect(ok.output.contains(#""link": "tel:+123456789""#))
    #expect(ok.output.contains(#""link": "https://blog.example.org/new""#))
  }

  @Test func pushRefusesOversizedPayloadsAndBadActions() async {
    let big = await runTool([
      "push", "--link", "shop://cart", "--bundle-id", "b", "--body",
      String(repeating: "x", count: 5_000),
    ])
    #expect(big.status == 2)
    #expect(big.errors.contains("over the APNs limit of 4096"))
    let action = await runTool([
      "push", "--link", "shop://cart", "--bundle-id", "b", "--action", "nolink",
    ])
    #expect(action.status == 2)
    #expect(action.errors.hasPrefix("deeplink push: --action takes ID=URL, not 'nolink'"))
  }
}

/// `match --json` names the outer routes a `<link:>` led through under `via`.
@MainActor
@Suite struct MatchViaTests {
  @Test func viaNamesTheOuterRoutes() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "via-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"""
    {"schemes": ["browser"], "routes": [
      {"name": "deep-link", "pattern": "/deep-link?url=<link:target>"},
      {"name": "newTab", "pattern": "/settings/newTab"}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let one = await runTool([
      "match", "--manifest", file.path, "--json", "browser://deep-link?url=/settings/newTab",
    ])
    #expect(
      one.output
        == #"{"url":"browser://deep-link?url=/settings/newTab","matched":true,"route":"newTab","via":"deep-link","params":{},"query":{},"fragment":null}"#
        + "\n")
    let two = await runTool([
      "match", "--manifest", file.path, "--json",
      "browser://deep-link?url=browser://deep-link%3Furl%3D%2Fsettings%2FnewTab",
    ])
    #expect(two.output.contains(#""route":"newTab","via":["deep-link","deep-link"],"#))
    let direct = await runTool([
      "match", "--manifest", file.path, "--json", "browser://settings/newTab",
    ])
    #expect(!direct.output.contains("via"))
  }
}
