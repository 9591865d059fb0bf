import DeepLinking
import DeepLinkingTools
import Testing

/// A host-limited pattern's leftmost label may be `*` (any one label) or a placeholder
/// (`https://<lang>.wiki.example/...`, captured); `*.example.com` in `domains` takes every
/// subdomain, never the apex.
@Suite struct HostPatternTests {
  static let router = Result {
    try Router(
      schemes: ["wiki"], domains: ["*.wiki.example", "wiki.example"],
      routes: [
        Route("article", pattern: "https://<lang>.wiki.example/wiki/<title>"),
        Route("anySub", pattern: "https://*.wiki.example/about"),
        Route("apexAbout", pattern: "https://wiki.example/about"),
        Route("enAbout", pattern: "https://en.wiki.example/about"),
        Route("about", pattern: "/about"),
      ])
  }

  typealias Case = ResolutionCase

  @Test(arguments: [
    // The label is captured, lowercased: hosts ignore case.
    Case(
      url: "https://EN.wiki.example/wiki/Swift", route: "article",
      parameters: ["lang": "en", "title": "Swift"]),
    // Exactly one label: not two, not none.
    Case(
      url: "https://a.b.wiki.example/wiki/Swift", route: nil,
      reason: "it is limited to the host '<lang>.wiki.example'"),
    Case(
      url: "https://wiki.example/wiki/Swift", route: nil,
      reason: "it is limited to the host '<lang>.wiki.example'"),
    // An exact host beats one label under it, which beats every domain.
    Case(url: "https://en.wiki.example/about", route: "enAbout"),
    Case(url: "https://fr.wiki.example/about", route: "anySub"),
    Case(url: "https://wiki.example/about", route: "apexAbout"),
    Case(url: "https://x.y.wiki.example/about", route: "about"),
    Case(url: "wiki://about", route: "about"),
    // The labels a link brings under `*.` are DNS labels, as the domains are: a host some
    // readers take for a host and others for a path, or an escaped label, is not the app's.
    Case(
      url: "https://evil.com%2F.wiki.example/about", route: nil,
      reason:
        "the host 'evil.com%2f.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://a%2Eb.wiki.example/wiki/Swift", route: nil,
      reason:
        "the host 'a%2eb.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://%65n.wiki.example/about", route: nil,
      reason:
        "the host '%65n.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://en_us.wiki.example/about", route: nil,
      reason:
        "the host 'en_us.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://-en.wiki.example/about", route: nil,
      reason:
        "the host '-en.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://en-.x.wiki.example/about", route: nil,
      reason:
        "the host 'en-.x.wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://en..wiki.example/about", route: nil,
      reason:
        "the host 'en..wiki.example' is not one of the app's domains (*.wiki.example, wiki.example)"
    ),
    Case(
      url: "https://\(String(repeating: "a", count: 64)).wiki.example/about", route: nil,
      reason: "is not one of the app's domains (*.wiki.example, wiki.example)"),
    Case(
      url: "https://\(String(repeating: "a", count: 63)).wiki.example/about", route: "anySub"),
    Case(url: "https://xn--bcher-kva.wiki.example/about", route: "anySub"),
    Case(
      url: "https://x-1.b2.wiki.example/wiki/Swift", route: nil,
      reason: "it is limited to the host '<lang>.wiki.example'"),
  ])
  func matchesOneLabel(_ test: Case) throws {
    expectResolution(test, try Self.router.get())
  }

  /// A host-limited pattern takes one label under its own host, never under another domain
  /// of the app whose name is as long (`x.b.example` for `*.a.example`).
  @Test(arguments: [
    Case(url: "https://x.a.example/p", route: "aOnly"),
    Case(url: "https://x.b.example/p", route: nil, reason: "limited to the host '*.a.example'"),
    Case(url: "https://t.a.example/t/1", route: "team", parameters: ["team": "t", "id": "1"]),
    Case(
      url: "https://t.b.example/t/1", route: nil, reason: "limited to the host '<team>.a.example'"),
  ])
  func oneLabelUnderItsOwnHostOnly(_ test: Case) throws {
    let router = try Router(
      schemes: [], domains: ["*.a.example", "*.b.example"],
      routes: [
        Route("aOnly", pattern: "https://*.a.example/p"),
        Route("team", pattern: "https://<team>.a.example/t/:id"),
      ])
    expectResolution(test, router)
  }

  @Test func neverDependsOnRegistrationOrder() throws {
    let routes = try Self.router.get().routes
    let reversed = try Router(
      schemes: ["wiki"], domains: ["*.wiki.example", "wiki.example"], routes: routes.reversed())
    for url in [
      "https://en.wiki.example/about", "https://fr.wiki.example/about",
      "https://wiki.example/about",
    ] {
      #expect(reversed.match(url)?.name == (try Self.router.get()).match(url)?.name)
    }
  }

  /// One rule for a DNS label, wherever a host is read: the app's domains, the labels a link
  /// brings under `*.` and the one label a pattern's `*.` or `<name>.` host takes.
  @Test func everyHostReaderTakesTheSameLabels() {
    let labels = [
      "en", "x-1", "xn--bcher-kva", String(repeating: "a", count: 63), "EN", "a_b", "-a", "a-",
      "a%2Eb", "a.b", "", String(repeating: "a", count: 64), "é",
    ]
    for label in labels {
      let host = label + ".wiki.example"
      let isLabel = DomainName.problem(label) == nil && !label.contains(".")
      #expect(
        URLBytes.reading(host) {
          DomainName.matchesOneLabel($0, suffix: Array("wiki.example".utf8))
        }
          == isLabel, "\(host)")
      #expect(
        DomainName.matches(host, domain: "*.wiki.example")
          == (DomainName.problem(label) == nil), "\(host)")
    }
  }

  @Test func buildsTheLabelBack() throws {
    let router = try Self.router.get()
    let built = try router.urlString(for: "article", parameters: ["lang": "fr", "title": "Swift"])
    #expect(built == "https://fr.wiki.example/wiki/Swift")
    #expect(router.match(built)?.parameters.dictionary == ["lang": "fr", "title": "Swift"])
    // A label is written as hosts are read, in lower case.
    #expect(
      try router.urlString(for: "article", parameters: ["lang": "FR", "title": "Swift"]) == built)
    #expect(
      try router.urlString(for: "anySub", origin: .universalLink(host: "de.wiki.example"))
        == "https://de.wiki.example/about")
    // A label not given is the origin's, and the link is read back with it.
    let fromOrigin = try router.urlString(
      for: "article", parameters: ["title": "Swift"],
      origin: .universalLink(host: "FR.wiki.example"))
    #expect(fromOrigin == built)
    // Each refusal says what is missing or wrong.
    let notALabel = #expect(throws: DeepLinkError.self) {
      try router.urlString(for: "article", parameters: ["lang": "a.b", "title": "x"])
    }
    #expect(
      notALabel?.message
        == "'lang' cannot be 'a.b': the host '<lang>.wiki.example' takes one DNS label there")
    let noLabel = #expect(throws: DeepLinkError.self) {
      try router.urlString(for: "article", parameters: ["title": "x"])
    }
    #expect(
      noLabel?.message
        == "the host '<lang>.wiki.example' needs a value for 'lang'")
    let noOrigin = #expect(throws: DeepLinkError.self) { try router.urlString(for: "anySub") }
    #expect(
      noOrigin?.message
        == "the host '*.wiki.example' needs an origin")
    for host in ["a_b.wiki.example", "a%2Eb.wiki.example", "-a.wiki.example"] {
      let error = #expect(throws: DeepLinkError.self, "\(host)") {
        try router.urlString(for: "anySub", origin: .universalLink(host: host))
      }
      #expect(
        error?.message
          == "universal link on '\(host.lowercased())' is not on the host '*.wiki.example' (one "
          + "DNS label before '.wiki.example')")
    }
  }

  @Test(arguments: [
    (
      "https://en.<lang>.wiki.example/x",
      "position 12: a host placeholder is the leftmost label, as in <lang>.wiki.example"
    ),
    (
      "https://<lang>/x",
      "position 9: a host placeholder is the leftmost label, as in <lang>.wiki.example"
    ),
    (
      "https://<1>.wiki.example/x",
      "position 10: '1' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
    ("https://<l>.wiki..example/x", "position 13: '*.wiki..example' is not a valid domain name"),
  ])
  func hostPatternErrorsSayWhereAndWhy(_ pattern: String, _ message: String) {
    do {
      _ = try Route("r", pattern: pattern)
      Issue.record("expected an error for \(pattern)")
    } catch {
      #expect(error.description == "route 'r': pattern '\(pattern)': " + message)
    }
  }

  @Test func patternsAndTablesSayWhatIsWrong() {
    // A host placeholder under a domain the app does not own.
    let foreign = #expect(throws: DeepLinkError.self) {
      try Router(
        schemes: [], domains: ["shop.example.com"],
        routes: [Route("r", pattern: "https://<lang>.wiki.example/x")])
    }
    #expect(
      foreign?.message
        == "the host '<lang>.wiki.example' is not one of the app's domains (shop.example.com)")
    // `*` and a placeholder take the same hosts: the same path is ambiguous.
    let same = #expect(throws: DeepLinkError.self) {
      try Router(
        schemes: [], domains: ["*.wiki.example"],
        routes: [
          Route("a", pattern: "https://<lang>.wiki.example/x"),
          Route("b", pattern: "https://*.wiki.example/x"),
        ])
    }
    #expect(
      same?.description
        == "route 'b': pattern 'https://*.wiki.example/x': matches exactly the same URLs as route 'a' ('https://<lang>.wiki.example/x') with the same precedence; give one a priority or change a segment"
    )
  }

  @Test func applinksFilesAreMadePerSubdomain() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["*.wiki.example"], "routes": [
          {"name": "article", "pattern": "https://<lang>.wiki.example/wiki/<title>"}]}
        """#)
    let file = try manifest.appSiteAssociation(
      appID: "ABCDE12345.com.example.wiki", domain: "en.wiki.example")
    let components = try #require(
      file["applinks"]?["details"]?.arrayValue?.first?["components"]?.arrayValue)
    #expect(components.first?["/"]?.stringValue == "/wiki/?*")
    let other = try manifest.appSiteAssociation(
      appID: "ABCDE12345.com.example.wiki", domain: "a.b.wiki.example")
    #expect(other["applinks"]?["details"]?.arrayValue?.first?["components"]?.arrayValue == [])
  }

  /// The file made for one subdomain agrees with the routes there: a route over the host's
  /// label is checked with a URL on that subdomain (the label is the host's), made of sample
  /// values or moved from an example on another label, never reported unchecked.
  @Test func aSubdomainsFileAgreesWithARouteOverTheLabel() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["*.wiki.example"], "routes": [
          {"name": "article", "pattern": "https://<lang>.wiki.example/wiki/<title>(/<int:rev>)"},
          {"name": "talk", "pattern": "https://<lang>.wiki.example/talk/<uuid:id>",
           "example": "https://fr.wiki.example/talk/00000000-0000-0000-0000-00000000000a"}]}
        """#)
    let generated = try manifest.appSiteAssociation(
      appID: "ABCDE12345.com.example.wiki", domain: "en.wiki.example")
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(try file.differences(from: manifest, domain: "en.wiki.example").isEmpty)
    let talk = try #require(manifest.router.routes.first { $0.name == "talk" })
    #expect(
      manifest.router.exampleURL(of: talk, on: .universalLink(host: "en.wiki.example"))
        == "https://en.wiki.example/talk/00000000-0000-0000-0000-00000000000a")
  }
}
