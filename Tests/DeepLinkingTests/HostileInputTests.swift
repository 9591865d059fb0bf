import DeepLinking
import DeepLinkingTesting
import DeepLinkingTools
import Foundation
import Testing

/// Links are untrusted input: a catalogue of hostile inputs, each with its expected outcome —
/// refused with a clear reason, or matched safely.
@Suite struct HostileInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let url: String
    /// The route it safely matches, or nil when refused.
    let route: String?
    /// What the refusal says (a prefix), when refused.
    var reason: String? = nil
    var testDescription: String { label }
  }

  /// The cart's link with `count` query items.
  static func cart(queryItems count: Int) -> String {
    "shop://cart?" + Array(repeating: "a=1", count: count).joined(separator: "&")
  }

  static let cases: [Case] = [
    Case(
      label: "64 KB URL", url: "shop://help/" + String(repeating: "a", count: 65_536), route: nil,
      reason: "the URL is 65548 bytes long, over the limit of 32768"),
    Case(
      label: "1 MB URL", url: "shop://help/" + String(repeating: "a/", count: 500_000), route: nil,
      reason: "the URL is 1000012 bytes long, over the limit of 32768"),
    Case(
      label: "10,000 segments", url: "shop://help" + String(repeating: "/a", count: 10_000),
      route: nil, reason: "the URL has 10001 path segments, over the limit of 256"),
    Case(
      label: "100,000 query items",
      url: cart(queryItems: 100_000),
      route: nil, reason: "the URL is"),
    Case(
      label: "1,000 query items",
      url: cart(queryItems: 1_000),
      route: nil, reason: "the URL has 1000 query items, over the limit of 512"),
    Case(label: "invalid percent escape", url: "shop://category/%zz", route: "category"),
    Case(label: "truncated percent escape", url: "shop://category/abc%4", route: "category"),
    // Escapes must stand for UTF-8 text: read leniently, each of these would reach the app as
    // U+FFFD, so that different links gave the same value and none built back.
    Case(
      label: "overlong UTF-8 escape", url: "shop://category/%C0%AF", route: nil,
      reason: "the escaped text %C0%AF at offset 16 is not UTF-8"),
    Case(
      label: "Latin-1 escape", url: "shop://category/caf%E9", route: nil,
      reason: "the escaped text %E9 at offset 19 is not UTF-8"),
    Case(
      label: "escaped byte 0xFF", url: "shop://category/%FF", route: nil,
      reason: "the escaped text %FF at offset 16 is not UTF-8"),
    Case(
      label: "continuation byte alone, after an escaped ASCII one",
      url: "shop://category/a%41%80", route: nil,
      reason: "the escaped text %80 at offset 20 is not UTF-8"),
    Case(
      label: "UTF-8 cut short by a raw byte", url: "shop://category/%C3a", route: nil,
      reason: "the escaped text %C3 at offset 16 is not UTF-8"),
    Case(
      label: "UTF-8 cut short at the end", url: "shop://category/%F0%9F%98", route: nil,
      reason: "the escaped text %F0%9F%98 at offset 16 is not UTF-8"),
    Case(
      label: "continuation byte alone after raw text", url: "shop://category/é%A9", route: nil,
      reason: "the escaped text %A9 at offset 18 is not UTF-8"),
    Case(
      label: "escaped surrogate", url: "shop://category/%ED%A0%80", route: nil,
      reason: "the escaped text %ED%A0%80 at offset 16 is not UTF-8"),
    Case(
      label: "escape past U+10FFFF", url: "shop://category/%F4%90%80%80", route: nil,
      reason: "the escaped text %F4%90%80%80 at offset 16 is not UTF-8"),
    Case(
      label: "Latin-1 escape in the query", url: "shop://search?q=caf%E9", route: nil,
      reason: "the escaped text %E9 at offset 19 is not UTF-8"),
    Case(
      label: "Latin-1 escape in the fragment", url: "shop://faq#caf%E9", route: nil,
      reason: "the escaped text %E9 at offset 14 is not UTF-8"),
    Case(label: "escaped UTF-8", url: "shop://category/caf%C3%A9%F0%9F%98%80", route: "category"),
    Case(
      label: "long escaped UTF-8",
      url: "shop://category/" + String(repeating: "%C3%A9", count: 2_000), route: "category"),
    Case(
      label: "escaped UTF-8, then a control character", url: "shop://category/%C3%A9%0A",
      route: nil, reason: "the URL holds the control character %0A at offset 22"),
    Case(
      label: "%00 in the path", url: "shop://category/a%00b", route: nil,
      reason: "the URL holds the control character %00 at offset 17"),
    Case(
      label: "%0A in the query", url: "shop://cart?x=%0Aforged", route: nil,
      reason: "the URL holds the control character %0A"),
    Case(
      label: "%7F", url: "shop://category/%7F", route: nil,
      reason: "the URL holds the control character %7F"),
    Case(
      label: "raw NUL", url: "shop://category/a\u{0}b", route: nil,
      reason: "not a valid URL: the byte 0x00 at offset 17 must be percent-encoded"),
    Case(
      label: "raw newline", url: "shop://cart\n", route: nil,
      reason: "not a valid URL: the byte 0x0A at offset 11"),
    Case(label: "double-encoded slash", url: "shop://category/a%252Fb", route: "category"),
    Case(
      label: "encoded slash stays in the segment", url: "shop://category/..%2F..%2Fetc",
      route: "category"),
    Case(
      label: "dot-dot segment", url: "shop://help/../../etc/passwd", route: nil,
      reason: "segment 2 is a '.' or '..' segment"),
    Case(
      label: "encoded dot-dot", url: "shop://help/%2E%2E/secret", route: nil,
      reason: "segment 2 is a '.' or '..' segment"),
    Case(
      label: "dot segment", url: "shop://help/./a", route: nil,
      reason: "segment 2 is a '.' or '..' segment"),
    Case(
      label: "Cyrillic lookalike host", url: "https://shоp.example.com/cart", route: nil,
      reason: "the host 'shоp.example.com' is not one of the app's domains"),
    Case(
      label: "punycode host", url: "https://xn--shp-pdd.example.com/cart", route: nil,
      reason: "the host 'xn--shp-pdd.example.com' is not one of the app's domains"),
    Case(
      label: "mixed-script host", url: "https://shop.ехample.com/cart", route: nil,
      reason: "the host"),
    Case(
      label: "userinfo trick", url: "https://shop.example.com@evil.com/cart", route: nil,
      reason: "the host 'evil.com' is not one of the app's domains"),
    Case(
      label: "userinfo on our host", url: "https://evil.com@shop.example.com/cart", route: nil,
      reason: "the URL carries user information"),
    Case(
      label: "port", url: "https://shop.example.com:8080/cart", route: nil,
      reason: "the URL names port 8080"),
    Case(
      label: "http downgrade", url: "http://shop.example.com/cart", route: nil,
      reason: "http is not accepted"),
    Case(
      label: "no host", url: "https:///cart", route: nil,
      reason: "the URL names no host (the app's domains: shop.example.com)"),
    Case(
      label: "no authority", url: "https:shop.example.com/cart", route: nil,
      reason: "the URL names no host (the app's domains: shop.example.com)"),
    Case(
      label: "javascript:", url: "javascript:alert(document.cookie)", route: nil,
      reason: "the scheme 'javascript' is not one of the app's schemes"),
    Case(
      label: "file:", url: "file:///etc/passwd", route: nil,
      reason: "the scheme 'file' is not one of the app's schemes"),
    Case(
      label: "data:", url: "data:text/html;base64,PHNjcmlwdD4=", route: nil,
      reason: "the scheme 'data' is not one of the app's schemes"),
    Case(
      label: "intent:", url: "intent://scan/#Intent;scheme=zxing;end", route: nil,
      reason: "the scheme 'intent' is not one of the app's schemes"),
    Case(
      label: "another app's scheme", url: "otherapp://product/1", route: nil,
      reason: "the scheme 'otherapp' is not one of the app's schemes"),
    Case(
      label: "userinfo on a custom scheme's first segment", url: "shop://evil@product/42",
      route: nil, reason: "the URL carries user information before 'product'"),
    Case(
      label: "empty userinfo on a custom scheme", url: "shop://@cart", route: nil,
      reason: "the URL carries user information before 'cart'"),
    Case(
      label: "port on a custom scheme's first segment", url: "shop://product:42/42", route: nil,
      reason: "the URL names port 42 on 'product'"),
    Case(label: "empty port on a custom scheme", url: "shop://cart:", route: "cart"),
    Case(label: "an @ in a custom scheme's path", url: "shop://cart/@x", route: nil),
    Case(label: "scheme case games", url: "ShOp://CaRt", route: "cart"),
    Case(label: "empty host custom scheme", url: "shop:///cart", route: "cart"),
    Case(
      label: "backslash", url: "shop://cart\\..", route: nil,
      reason: "not a valid URL: the byte 0x5C"),
    Case(
      label: "huge integer", url: "shop://product/" + String(repeating: "9", count: 400),
      route: nil, reason: "no route matches"),
    Case(
      label: "fragment with everything",
      url: "shop://cart#" + String(repeating: "%41", count: 1000), route: "cart"),
  ]

  /// Each limit is the most a link may have: at it a link matches, one past it is refused.
  static let limits =
    limit(
      "query items", at: 512, route: "cart",
      reason: "the URL has 513 query items, over the limit of 512"
    ) { cart(queryItems: $0) }
    + limit(
      "segments", at: 256, route: "help",
      reason: "the URL has 257 path segments, over the limit of 256"
    ) { "shop://help" + String(repeating: "/a", count: $0 - 1) }
    + limit(
      "bytes", at: 32_768, route: "help",
      reason: "the URL is 32769 bytes long, over the limit of 32768"
    ) { "shop://help/" + String(repeating: "a", count: $0 - 12) }

  /// A link of `url(limit)`, which matches `route`, and one of `url(limit + 1)`, refused with
  /// `reason`.
  static func limit(
    _ what: String, at limit: Int, route: String, reason: String, url: (Int) -> String
  ) -> [Case] {
    [
      Case(label: "\(limit) \(what)", url: url(limit), route: route),
      Case(label: "\(limit + 1) \(what)", url: url(limit + 1), route: nil, reason: reason),
    ]
  }

  @Test(arguments: cases + limits)
  func eachHostileInputHasItsOutcome(_ test: Case) throws {
    let router = try exampleManifest().router
    switch router.resolve(test.url) {
    case .success(let match):
      #expect(match.name == test.route, "matched \(match.name)")
    case .failure(let failure):
      #expect(test.route == nil, "refused: \(failure.message)")
      if let reason = test.reason {
        #expect(failure.message.hasPrefix(reason), "\(failure.message)")
      }
    }
    // The fast path agrees and never crashes.
    #expect(router.match(test.url)?.name == test.route)
  }

  /// Another app's link is that app's to read: escapes that are not UTF-8 (a Latin-1 `%E9`)
  /// do not keep it from being opened externally, while the app's own link holding them is an
  /// invalid URL.
  @Test func onlyTheAppsOwnLinksMustEscapeUTF8() throws {
    let router = try exampleManifest().router
    for (url, code) in [
      ("mailto:caf%E9@example.org", DeepLinkError.Code.foreignScheme),
      ("https://other.example/caf%E9", .foreignHost),
      ("shop://category/caf%E9", .invalidURL),
      ("https://shop.example.com/category/caf%E9", .invalidURL),
    ] {
      guard case .failure(let failure) = router.resolve(url) else {
        Issue.record("\(url) matched")
        continue
      }
      #expect(failure.code == code, "\(url): \(failure.message)")
      #expect(failure.isExternal == (code != .invalidURL), "\(url)")
    }
  }

  /// What the Security article says of values: an encoded slash makes no dot segment, so a
  /// value may hold `..` (the app checks a value before it names a file), and `url(for:)`
  /// refuses to write a `..` as a segment of its own.
  @Test func aValueIsTextNotACheckedPath() throws {
    let router = try exampleManifest().router
    #expect(router.match("shop://category/..%2F..%2Fadmin")?.parameters["slug"] == "../../admin")
    let article = try #require(router.match("shop://help/a/..%2Fb"))
    #expect(article.parameters["article"] == "a/../b")
    let refusal = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "help", parameters: article.parameters.dictionary)
    }
    #expect(refusal.message == "'article' cannot hold a '..' segment: no link may hold one")
  }

  /// Text a link carries is shown with its hidden characters percent-encoded, in messages and
  /// in events: a decoded U+202E would turn the rest of a log line around, a line break would
  /// forge a log line of its own.
  @Test func messagesAndEventsShowNoHiddenCharacter() async throws {
    let router = try Router(
      schemes: ["shop"], domains: [],
      routes: [
        Route("product", pattern: "/product/<int:id>"),
        Route("page", pattern: "/page?n=<int:n>"),
        Route("faq", pattern: "/faq#<int:section>"),
        Route("open", pattern: "/open?next=<link:next>"),
      ])
    let hidden = ["\u{202E}", "\u{2028}", "\u{200B}", "\u{85}", "\r", "\n"]
    func check(_ text: String, _ what: String) {
      for character in hidden {
        #expect(!text.contains(character), "\(what): \(text.debugDescription)")
      }
    }
    let misses = [
      ("shop://product/%E2%80%AE6", "segment 2 '%E2%80%AE6' is not an int"),
      ("shop://page?n=%E2%80%A8", "the query item 'n' is '%E2%80%A8', not an int"),
      ("shop://faq#%E2%80%8B", "the fragment '%E2%80%8B' does not fit '#<int:section>'"),
      ("shop://open?next=%C2%85evil", "the query item 'next' is '%C2%85evil', not a link"),
      ("shop://open?next=%2F%E2%80%AEx", "'shop://%E2%80%AEx' matches no route"),
    ]
    for (url, says) in misses {
      guard case .failure(let failure) = router.resolve(url) else {
        Issue.record("\(url) matched")
        continue
      }
      check(failure.message, url)
      #expect(failure.message.contains(says), "\(failure.message)")
    }
    // Events, their values revealed: the URL a link arrived with, and every reason.
    var configuration = DeliveryConfiguration()
    configuration.revealsQueryValues = true
    let app = await LifecycleSimulator(router: router, configuration: configuration)
    try await app.launch()
    try await app.becomeActive()
    for url in misses.map(\.0) + ["shop://product/4\r\nlevel=info forged", "shop://\u{202E}x"] {
      try await app.openURL(url)
    }
    // A push whose link holds a line break inside: the refusal quotes the link.
    try await app.tapPush(["link": "shop://product/5\nlevel=info forged"])
    let events = await app.events
    #expect(events.count == 15)
    #expect(
      events.last?.reason
        == "the push payload's link is unusable: link: 'shop://product/5%0Alevel=info forged' is not a valid URL: the byte 0x0A at offset 16 must be percent-encoded"
    )
    for event in events { check(event.description, event.kind.description) }
    #expect(events.contains { $0.url == "shop://product/4%0D%0Alevel=info forged" })
  }

  /// No value of a delivered link forges a log line through an event: hidden characters (a
  /// bidirectional override, NEL, a line separator) in a delivered link's parameters, in a
  /// typed handler's decline that quotes the value (the decoder's words or the standard
  /// library's, for an enum), and in a navigator's error that quotes it are percent-encoded,
  /// as in the URL.
  @MainActor @Test func noValueOfADeliveredLinkForgesALogLine() async throws {
    let router = try Router(
      schemes: ["shop"], domains: [],
      routes: [
        Route("tag", pattern: "/tag/:name"), Route("small", pattern: "/small/:n"),
        Route("show", pattern: "/show/:x"), Route("paint", pattern: "/paint/:color"),
      ])
    var configuration = DeliveryConfiguration()
    configuration.revealsQueryValues = true
    let pipeline = try DeepLinkPipeline(router: router, configuration: configuration)
    var lines: [String] = []
    pipeline.observer = { event in
      if event.kind != .received { lines.append(event.description) }
    }
    struct Small: Decodable { let n: Int8 }
    // The standard library's conformance quotes the value as written.
    struct Paint: Decodable {
      enum Color: String, Decodable { case red }
      let color: Color
    }
    try pipeline.handle("tag") { _ in .handled }
    try pipeline.handle("small", as: Small.self) { _, _ in .handled }
    try pipeline.handle("paint", as: Paint.self) { _, _ in .handled }
    pipeline.navigator = QuotingNavigator()
    await pipeline.appDidBecomeActive()
    let hidden = "x%E2%80%AEy%C2%85z%E2%80%A8w"
    for name in ["tag", "small", "paint", "show"] {
      await pipeline.receive("shop://\(name)/\(hidden)", door: .customScheme)
    }
    #expect(
      lines == [
        "delivered shop://tag/\(hidden) route=tag params=name=\(hidden)",
        "declined shop://small/\(hidden) route=small reason=the parameters do not decode as Small at 'n': '\(hidden)' is not a valid Int8",
        "unmatched shop://small/\(hidden) reason=every matching route declined the link",
        "declined shop://paint/\(hidden) route=paint reason=the parameters do not decode as Paint at 'color': Cannot initialize Color from invalid String value \(hidden)",
        "unmatched shop://paint/\(hidden) reason=every matching route declined the link",
        "notShown shop://show/\(hidden) route=show reason=the navigator failed: cannot show \(hidden)",
      ])
  }

  /// Every route's example with a hidden character (U+202E, NEL, U+2028; escaped and raw)
  /// written at every place after its scheme: no miss's message and no event, values revealed,
  /// holds one. Each of the six places the table of known places above missed (a delivered
  /// link's parameters, a typed handler's decline, a navigator's error, a foreign host, a
  /// custom scheme's first segment after user information, a web page's host) fails it when it
  /// quotes the value as written.
  @MainActor @Test func noHiddenCharacterWrittenAnywhereInALinkReachesAMessageOrAnEvent()
    async throws
  {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.revealsQueryValues = true
    configuration.duplicateWindow = 0
    let pipeline = try DeepLinkPipeline(router: manifest.router, configuration: configuration)
    var lines: [String] = []
    pipeline.observer = { lines.append($0.description) }
    // A category's slug as a number: a typed decline that quotes the value.
    struct Category: Decodable { let slug: Int8 }
    try pipeline.handle("category", as: Category.self) { _, _ in .handled }
    pipeline.navigator = QuotingNavigator(failing: "call")
    try await pipeline.setCondition("signedIn", met: true)
    await pipeline.appDidBecomeActive()
    let examples =
      manifest.routes.compactMap(\.example) + [
        "https://evil.example.org/x", "shop://web?url=https%3A%2F%2Fevil.example.org%2F",
        "https://shop.example.com/product/1", "shop://u@cart", "shop://cart:1/x",
      ]
    var links = 0
    for example in examples {
      let start =
        example.range(of: "://").map {
          example.distance(from: example.startIndex, to: $0.upperBound)
        } ?? 0
      for offset in start...example.count {
        for hidden in ["%E2%80%AE", "%C2%85", "%E2%80%A8", "\u{202E}", "\u{2028}"] {
          var url = example
          url.insert(contentsOf: hidden, at: url.index(url.startIndex, offsetBy: offset))
          if case .failure(let failure) = manifest.router.resolve(url) {
            #expect(
              !failure.message.unicodeScalars.contains(where: ShownText.isHidden),
              "\(url.debugDescription)")
          }
          await pipeline.receive(url, door: .universalLink)
          links += 1
        }
      }
    }
    #expect(links > 2_500)
    #expect(lines.filter { $0.hasPrefix("delivered") }.count > 700)
    for line in lines where line.unicodeScalars.contains(where: ShownText.isHidden) {
      Issue.record("an event holds a hidden character: \(line.debugDescription)")
    }
  }

  @Test func theWebViewNeverLoadsAHostOffItsAllowlist() async throws {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.duplicateWindow = 0
    let app = await LifecycleSimulator(router: manifest.router, configuration: configuration)
    try await app.launch()
    try await app.becomeActive()
    let pages = [
      "https://help.example.com.evil.com/", "https://evil.com/#help.example.com",
      "https://evil.com/?help.example.com", "https://evil.com\\@help.example.com/",
      "https://help.example.com%2F@evil.com/", "HTTPS://EVIL.COM/", "https:help.example.com",
      "https://[::1]/", "https://127.0.0.1/", "javascript://help.example.com/%0Aalert(1)",
      "https://help.example.com:444/", "https://help.example.com/ok",
    ]
    for page in pages {
      let encoded = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
      try await app.openURL("shop://web?url=\(encoded)")
    }
    // Exactly the one page on the allowlist loads: an empty list (nothing loaded, or no
    // navigation at all) fails as surely as a page off the allowlist.
    let loaded = await app.navigator.shown.compactMap { $0.webPage?.absoluteString }
    #expect(loaded == ["https://help.example.com/ok"])
  }

  @Test func manifestsOfHostileSizeFailOrLoadClearly() throws {
    let long = "/" + String(repeating: "a", count: 10_240)
    #expect(throws: DeepLinkError.self) { try Route("long", pattern: long) }
    do {
      _ = try Route("long", pattern: long)
    } catch {
      #expect(
        error.description.hasSuffix("the pattern is 10241 bytes long, over the limit of 2048"))
    }
    // A pattern of 2,048 bytes is read; one byte more is not.
    #expect(throws: Never.self) {
      try Route("at", pattern: "/" + String(repeating: "a", count: 2_047))
    }
    let over = #expect(throws: DeepLinkError.self) {
      try Route("over", pattern: "/" + String(repeating: "a", count: 2_048))
    }
    #expect(over?.message == "the pattern is 2049 bytes long, over the limit of 2048")
    // 100,000 routes load and match.
    var routes = ""
    for index in 0..<100_000 {
      routes += #"{"name": "r\#(index)", "pattern": "/s\#(index)/:id"},"#
    }
    let json = #"{"schemes": ["shop"], "routes": [\#(routes.dropLast())]}"#
    let manifest = try RouteManifest(json: json)
    #expect(manifest.router.match("shop://s99999/7")?.name == "r99999")
    // Deeply nested JSON and oversized files are refused, not a stack overflow.
    let nested = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let manifestError = #expect(throws: DeepLinkError.self) { try RouteManifest(json: nested) }
    #expect(
      manifestError?.description
        == "<manifest>: invalid JSON at line 1, column 257: nesting deeper than 256 levels")
    let parseError = #expect(throws: JSONParseError.self) { try JSONValue(parsing: nested) }
    #expect(
      parseError.map(String.init(describing:))
        == "invalid JSON at line 1, column 257: nesting deeper than 256 levels")
  }

  @Test func tenMegabytePayloadsAreRefusedQuickly() throws {
    let payload =
      #"{"link": "shop://cart", "pad": ""# + String(repeating: "x", count: 10 << 20) + #""}"#
    let error = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: payload)
    }
    #expect(error.message == "the payload is 10485794 bytes, over the limit of 1048576")
    // The limit is the most read: a payload of exactly 1 MiB is, one byte more is not.
    func sized(_ bytes: Int) -> String {
      let head = #"{"link": "shop://cart", "pad": ""#
      return head + String(repeating: "x", count: bytes - head.utf8.count - 2) + #""}"#
    }
    let limit = PushLinkReader.maximumPayloadSize
    #expect(try PushLinkReader().link(inJSON: sized(limit))?.url == "shop://cart")
    let over = try #require(throws: DeepLinkError.self) {
      try PushLinkReader().link(inJSON: sized(limit + 1))
    }
    #expect(over.message == "the payload is 1048577 bytes, over the limit of 1048576")
  }

  /// A payload is read to the same depth however it comes: as the `userInfo` the system hands
  /// over (what an app reads) and as JSON text (what `deeplink extract` and `simulate` read),
  /// 64 levels of arrays or objects are read and 65 refused, wherever the link is.
  @MainActor @Test(arguments: [false, true])
  func aPayloadNestingDeeperThanTextIsReadIsRefusedAsUserInfoToo(objects: Bool) async throws {
    /// The link beside `levels - 1` arrays, or objects, one in another.
    func nested(_ levels: Int) -> String {
      let (open, innermost, close) = objects ? (#"{"a": "#, "{}", "}") : ("[", "[]", "]")
      return #"{"link": "shop://cart", "deep": "# + String(repeating: open, count: levels - 2)
        + innermost + String(repeating: close, count: levels - 2) + "}"
    }
    /// The `userInfo` Foundation parses from `nested(levels)`, as the system hands it over.
    func handedOver(_ levels: Int) throws -> [AnyHashable: Any] {
      let parsed = try JSONSerialization.jsonObject(with: Data(nested(levels).utf8))
      return try #require(parsed as? [AnyHashable: Any])
    }
    let reader = PushLinkReader()
    #expect(try reader.url(inJSON: nested(64)) == "shop://cart")
    #expect(try reader.url(in: handedOver(64)) == "shop://cart")
    let userInfo = try handedOver(65)
    let fromText = try #require(throws: DeepLinkError.self) { try reader.url(inJSON: nested(65)) }
    let fromUserInfo = try #require(throws: DeepLinkError.self) { try reader.url(in: userInfo) }
    #expect(fromText.location == "$" && fromUserInfo.location == "$")
    #expect(fromUserInfo.message == "the payload nests deeper than 64 levels")
    // Whatever the action: the text is refused before any action is read.
    let dismissed = PushLinkReader.dismissActionIdentifier
    #expect(throws: DeepLinkError.self) {
      try reader.url(inJSON: nested(65), actionIdentifier: dismissed)
    }
    #expect(throws: DeepLinkError.self) {
      try reader.url(in: userInfo, actionIdentifier: dismissed)
    }
    // The app's door refuses it, saying so.
    let app = LifecycleSimulator(
      router: try Router(schemes: ["shop"], domains: [], routes: [Route("cart", pattern: "/cart")]))
    try await app.launch()
    try await app.becomeActive()
    try await app.tapPush(userInfo)
    #expect(app.events.map(\.kind) == [.refused])
    #expect(
      app.events.first?.reason == "the push payload's link at '$' is unusable (details redacted)")
  }

  /// Growing the input grows the work in proportion, never quadratically: the readers count
  /// their steps (bytes examined, automaton steps), and doubling the input at most doubles the
  /// growth in steps. Counted, not timed, so a busy machine cannot change the answer.
  @Test(arguments: ["url", "segments", "query", "pattern", "json", "json keys", "aasa"])
  func workGrowsLinearly(_ kind: String) throws {
    try #require(WorkCounter.isCounting, "steps are counted in debug builds only")
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("any", pattern: "/a/*")],
      limits: LinkLimits(
        maximumLength: 1 << 24, maximumSegments: 1 << 20, maximumQueryItems: 1 << 20))
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/*a*b*c*d"}]}]}}"#
    )
    func steps(_ size: Int) -> Int {
      switch kind {
      case "url":
        let url = "shop://a/" + String(repeating: "b", count: size)
        return WorkCounter.count { _ = router.resolve(url) }
      case "segments":
        let url = "shop://a" + String(repeating: "/b", count: size)
        return WorkCounter.count { _ = router.resolve(url) }
      case "query":
        let url = "shop://a?" + Array(repeating: "k=v", count: size).joined(separator: "&")
        return WorkCounter.count { _ = router.match(url) }
      case "pattern":
        let pattern = "/" + Array(repeating: "a", count: size / 8).joined(separator: "/")
        return WorkCounter.count { _ = try? RoutePattern(pattern) }
      case "json":
        let json = "[" + Array(repeating: "\"x\"", count: size).joined(separator: ",") + "]"
        return WorkCounter.count { _ = try? JSONValue(parsing: json) }
      case "json keys":
        // Every key written twice: the duplicate check must not rescan the object per key.
        let members = (0..<size).map { #""k\#($0 % 64)": 1"# }.joined(separator: ",")
        return WorkCounter.count { _ = try? JSONValue(parsing: "{\(members)}") }
      default:
        let url = "https://x.com/" + String(repeating: "a", count: size)
        return WorkCounter.count { _ = file.match(url) }
      }
    }
    // Work of the form a·n + b doubles its increase when the input doubles; a quadratic term
    // would quadruple it.
    let size = 4_000
    let small = steps(size)
    let medium = steps(size * 2)
    let large = steps(size * 4)
    #expect(small >= size / 8, "the \(kind) reader counted \(small) steps for \(size) units")
    #expect(
      large - medium <= 2 * (medium - small),
      "\(kind): \(small), \(medium), \(large) steps for \(size), twice and four times as much")
  }
}

/// A table of thousands of mixed segments under one parent (`/p/item1_<id>`, ...) is built in
/// about n·log n steps, not n² (each new segment walked its siblings: 4,000 took 1.2 s in a
/// release build), and most of them are passed over by their first or last byte when a link
/// is matched.
@Suite struct ManyMixedSiblingsTests {
  static func router(_ count: Int, folding: Bool = false) throws -> Router {
    try Router(
      schemes: ["shop"], caseSensitive: !folding,
      routes: (0..<count).map { try Route("r\($0)", pattern: "/p/item\($0)_<id>") }
        + (0..<count).map { try Route("s\($0)", pattern: "/p/<id>_ITEM\($0)") }
        + [Route("typed", pattern: "/p/<int:n>")])
  }

  @Test func buildingStepsGrowAsNLogN() throws {
    try #require(WorkCounter.isCounting, "steps are counted in debug builds only")
    // Tables under 1,000 routes, indexed on the thread that counts.
    let steps = try [100, 200, 400].map { size in
      try WorkCounter.count { _ = try Self.router(size) }
    }
    // n·log n a little more than doubles its increase when n doubles; n² quadruples it.
    #expect(steps[0] >= 100, "\(steps)")
    #expect(steps[2] - steps[1] <= 5 * (steps[1] - steps[0]) / 2, "\(steps)")
  }

  @Test(arguments: [false, true])
  func eachLinkFindsItsRoute(folding: Bool) throws {
    let router = try Self.router(300, folding: folding)
    #expect(router.match("shop://p/item7_x")?.name == "r7")
    #expect(router.match("shop://p/item299_x")?.name == "r299")
    #expect(router.match("shop://p/x_ITEM12")?.name == "s12")
    #expect(router.match("shop://p/42")?.name == "typed")
    #expect(router.match("shop://p/x_item12")?.name == (folding ? "s12" : nil))
    #expect(router.match("shop://p/ITEM7_x")?.name == (folding ? "r7" : nil))
    #expect(router.match("shop://p/item7_")?.name == nil)
    // The first segment of a custom scheme's link is its host, read without case.
    let hosts = try Router(
      schemes: ["shop"], caseSensitive: !folding,
      routes: [Route("a", pattern: "/Item<id>"), Route("b", pattern: "/<id>X")])
    #expect(hosts.match("shop://item5")?.name == "a")
    #expect(hosts.match("shop://5x")?.name == "b")
  }
}

/// A navigator that cannot show the destinations named `failing` (every one, by default), and
/// quotes the first parameter's value in its error.
private struct QuotingNavigator: LinkNavigator {
  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }
  var failing: String?
  func show(_ destination: Destination) async throws {
    guard failing == nil || destination.name == failing else { return }
    throw Refusal(description: "cannot show \(destination.match.parameters.first?.value ?? "")")
  }
}
