import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// Events redact query values (and a fragment's written as query items, and user information)
/// unless ``DeliveryConfiguration/revealsQueryValues``: not only in their URL, but in every
/// field, whatever happens to the link.
@MainActor
@Suite struct EventRedactionTests {
  /// Each link carries a secret in its query, and each takes another path through the pipeline.
  static let links = [
    "shop://reset?token=zqazq",  // delivered, the value a parameter
    "shop://page?n=zqbzq",  // unmatched: not an int
    "shop://page?n=1&mode=zqczq",  // unmatched: not the literal
    "shop://web?url=https%3A%2F%2Fzqdzq.example%2F",  // refused: host off the allowlist
    "shop://web?url=zqezq",  // refused: not a URL
    "shop://web?url=https%3A%2F%2Fhelp.example.com%3A8443%2Fzqfzq",  // refused: port
    "shop://web?url=ftp%3A%2F%2Fhelp.example.com%2Fzqgzq",  // refused: scheme
    "shop://open?next=shop%3A%2F%2Freset%3Ftoken%3Dzqhzq",  // delivered, via a link
    "shop://open?next=https%3A%2F%2Fzqizq.example%2F",  // unmatched: foreign inner link
    "shop://open?next=shop%3A%2F%2Fnowhere%2Fzqjzq",  // unmatched: inner link matches nothing
    "shop://open?next=shop%3A%2F%2Fpage%3Fn%3Dzqkzq",  // unmatched: inner miss quotes it
    "shop://coupon?code=zqmzq",  // declined: the typed handler's value does not decode
    "shop://callback#access_token=zqnzq&state=1",  // delivered, a fragment of query items
    "shop://auth#access_token=zqozq",  // delivered, the value a parameter from the fragment
    "shop://auth#token=zqpzq",  // unmatched: the miss quotes the fragment
    "shop://ann:zqqzq@cart",  // unmatched: user information, a password in it
  ]

  func run(revealing: Bool) async throws -> [DeepLinkEvent] {
    let router = try Router(
      schemes: ["shop"], domains: [],
      routes: [
        Route("reset", pattern: "/reset?token=:token"),
        Route("page", pattern: "/page?n=<int:n>(&mode=full)"),
        Route("web", pattern: "/web", webPageParameter: "url"),
        Route("open", pattern: "/open?next=<link:next>"),
        Route("coupon", pattern: "/coupon?code=:code"),
        Route("callback", pattern: "/callback"),
        Route("auth", pattern: "/auth#access_token=<token>"),
        Route("cart", pattern: "/cart"),
      ])
    var configuration = DeliveryConfiguration()
    configuration.webAllowlist = ["help.example.com"]
    configuration.revealsQueryValues = revealing
    let app = LifecycleSimulator(router: router, configuration: configuration)
    struct Coupon: Decodable { let code: Int }
    app.configure = { pipeline in
      try pipeline.handle("coupon", as: Coupon.self) { _, _ in .handled }
    }
    try await app.launch()
    try await app.becomeActive()
    for link in Self.links {
      app.advance(by: 10)
      try await app.openURL(link)
    }
    // A push whose link is unusable (a space): its reason would quote it.
    try await app.tapPush(try JSONValue(parsing: #"{"link": "shop://reset?token=zqlzq x"}"#))
    return app.events
  }

  /// The secrets events show in their reasons and parameters, and with `url` in their URLs.
  func secrets(in events: [DeepLinkEvent], url: Bool = true) -> Set<String> {
    var found: Set<String> = []
    for event in events {
      let fields =
        [url ? event.url : "", event.reason ?? "", event.waitingFor ?? ""]
        + event.parameters.map(\.value)
      for field in fields {
        for secret in Self.secrets where field.lowercased().contains(secret) {
          found.insert(secret)
        }
      }
    }
    return found
  }

  static let secrets = "abcdefghijklmnopq".map { "zq\($0)zq" }

  @Test func eventsShowNoQueryValueByDefault() async throws {
    let events = try await run(revealing: false)
    #expect(events.filter { $0.kind == .delivered }.count == 4)
    #expect(secrets(in: events).isEmpty, "\(events.map(\.description))")
  }

  /// The same links with values revealed: reasons and parameters do carry them (all but the
  /// port's and the scheme's refusals, which quote only those, a delivery without parameters
  /// and the refusal of user information), so the test above sees what redaction hides there,
  /// beyond the URL.
  @Test func revealingShowsThem() async throws {
    let events = try await run(revealing: true)
    #expect(secrets(in: events) == Set(Self.secrets))
    #expect(
      secrets(in: events, url: false)
        == Set(Self.secrets).subtracting(["zqfzq", "zqgzq", "zqnzq", "zqqzq"]))
  }

  /// Escaped text that is not UTF-8 is quoted in a reason where it stands in the path; after
  /// the path it is a value's, quoted only with values revealed.
  @Test func escapesThatAreNotUTF8AreQuotedOnlyInThePath() async throws {
    for revealing in [false, true] {
      let router = try Router(schemes: ["shop"], routes: [Route("cart", pattern: "/cart")])
      var configuration = DeliveryConfiguration()
      configuration.revealsQueryValues = revealing
      let app = LifecycleSimulator(router: router, configuration: configuration)
      try await app.launch()
      try await app.becomeActive()
      for link in ["shop://cart?x=%C3%A9%E9", "shop://cart#%E9", "shop://caf%E9"] {
        app.advance(by: 10)
        try await app.openURL(link)
      }
      let reasons = app.events.filter { $0.kind == .unmatched }.compactMap(\.reason)
      #expect(
        reasons == [
          "the escaped text\(revealing ? " %C3%A9%E9" : "") at offset 14 is not UTF-8",
          "the escaped text\(revealing ? " %E9" : "") at offset 12 is not UTF-8",
          "the escaped text %E9 at offset 10 is not UTF-8",
        ], "revealing: \(revealing)")
    }
  }

  /// Redacted reasons still say what went wrong.
  @Test func redactedReasonsStillExplain() async throws {
    let events = try await run(revealing: false)
    let reasons = events.compactMap(\.reason)
    #expect(
      reasons.contains(
        "no route matches; closest is 'page' (/page?n=<int:n>(&mode=full)): the query item 'n' is not an int"
      ))
    #expect(reasons.contains("the web page's host is not on the web allowlist"))
    #expect(reasons.contains("the parameters do not decode as Coupon at 'code' (details redacted)"))
    #expect(
      reasons.contains("the web page names another port; only https's default port 443 is allowed"))
    #expect(
      reasons.contains(
        "the link in 'next' of route 'open': it names a scheme or host the app does not own; refused, as following it would be an open redirect"
      ))
    #expect(
      reasons.contains(
        "no route matches; closest is 'auth' (/auth#access_token=<token>): the fragment does not fit '#access_token=<token>'"
      ))
    let delivered = events.filter { $0.kind == .delivered }
    #expect(delivered.map(\.parameters.first?.value) == ["redacted", "redacted", nil, "redacted"])
  }
}
