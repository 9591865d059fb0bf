import DeepLinking
import DeepLinkingTools
import Testing

@Suite struct AppSiteAssociationTests {
  /// Apple's documented example (Supporting associated domains; applinks).
  static let appleExample = """
    {"applinks": {"details": [{
      "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"],
      "components": [
        {"#": "no_universal_links", "exclude": true, "comment": "Matches any URL with a fragment that equals no_universal_links"},
        {"/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/."},
        {"/": "/help/website/*", "exclude": true, "comment": "Not a universal link."},
        {"/": "/help/*", "?": {"articleNumber": "????"}, "comment": "An articleNumber of exactly four characters."}
      ]}]}}
    """

  struct Case: CustomTestStringConvertible, Sendable {
    let label: String
    let components: String
    let url: String
    /// The deciding component, or nil when none matches.
    let component: Int?
    var excluded = false
    var variables = ""
    var defaults = ""
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    // Apple's documented example
    Case(
      label: "apple: /buy/shoes", components: "", url: "https://example.com/buy/shoes", component: 1
    ),
    Case(
      label: "apple: fragment excluded", components: "",
      url: "https://example.com/buy/shoes#no_universal_links", component: 0, excluded: true),
    Case(
      label: "apple: other fragment", components: "", url: "https://example.com/buy/shoes#top",
      component: 1),
    Case(
      label: "apple: help/website excluded", components: "",
      url: "https://example.com/help/website/faq", component: 2, excluded: true),
    Case(
      label: "apple: help article 4 chars", components: "",
      url: "https://example.com/help/printer?articleNumber=1234", component: 3),
    Case(
      label: "apple: help article 3 chars", components: "",
      url: "https://example.com/help/printer?articleNumber=123", component: nil),
    Case(
      label: "apple: help no article", components: "", url: "https://example.com/help/printer",
      component: nil),
    Case(
      label: "apple: /buy alone", components: "", url: "https://example.com/buy", component: nil),
    Case(
      label: "apple: /buy/ empty rest", components: "", url: "https://example.com/buy/",
      component: 1),
    Case(
      label: "apple: other path", components: "", url: "https://example.com/sell/shoes",
      component: nil),
    // Wildcards
    Case(label: "* zero chars", components: #"{"/": "/a*"}"#, url: "https://x.com/a", component: 0),
    Case(
      label: "* many chars", components: #"{"/": "/a*"}"#, url: "https://x.com/abc/def",
      component: 0),
    Case(
      label: "* crosses slashes", components: #"{"/": "/a/*/z"}"#, url: "https://x.com/a/b/c/z",
      component: 0),
    Case(
      label: "? exactly one", components: #"{"/": "/a?"}"#, url: "https://x.com/ab", component: 0),
    Case(label: "? not zero", components: #"{"/": "/a?"}"#, url: "https://x.com/a", component: nil),
    Case(
      label: "? not two", components: #"{"/": "/a?"}"#, url: "https://x.com/abc", component: nil),
    Case(
      label: "?* one or more", components: #"{"/": "/a/?*"}"#, url: "https://x.com/a/b",
      component: 0),
    Case(
      label: "?* not zero", components: #"{"/": "/a/?*"}"#, url: "https://x.com/a/", component: nil),
    Case(
      label: "???? four", components: #"{"/": "/????"}"#, url: "https://x.com/abcd", component: 0),
    Case(
      label: "literal mismatch", components: #"{"/": "/abc"}"#, url: "https://x.com/abd",
      component: nil),
    Case(
      label: "whole path must match", components: #"{"/": "/abc"}"#, url: "https://x.com/abc/d",
      component: nil),
    Case(label: "empty path is /", components: #"{"/": "/"}"#, url: "https://x.com", component: 0),
    Case(
      label: "omitted keys match all", components: #"{"comment": "all"}"#,
      url: "https://x.com/any?x=1#f", component: 0),
    // Order and exclude
    Case(
      label: "first match wins", components: #"{"/": "/a/*"}, {"/": "/a/b", "exclude": true}"#,
      url: "https://x.com/a/b", component: 0),
    Case(
      label: "exclude first", components: #"{"/": "/a/b", "exclude": true}, {"/": "/a/*"}"#,
      url: "https://x.com/a/b", component: 0, excluded: true),
    Case(
      label: "exclude only that", components: #"{"/": "/a/b", "exclude": true}, {"/": "/a/*"}"#,
      url: "https://x.com/a/c", component: 1),
    Case(
      label: "exclude false", components: #"{"/": "/a", "exclude": false}"#, url: "https://x.com/a",
      component: 0),
    // Case sensitivity
    Case(
      label: "case-sensitive by default", components: #"{"/": "/Buy"}"#, url: "https://x.com/buy",
      component: nil),
    Case(
      label: "caseSensitive false", components: #"{"/": "/Buy", "caseSensitive": false}"#,
      url: "https://x.com/bUY", component: 0),
    Case(
      label: "defaults caseSensitive", components: #"{"/": "/Buy"}"#, url: "https://x.com/buy",
      component: 0, defaults: #""defaults": {"caseSensitive": false},"#),
    Case(
      label: "component overrides defaults", components: #"{"/": "/Buy", "caseSensitive": true}"#,
      url: "https://x.com/buy", component: nil, defaults: #""defaults": {"caseSensitive": false},"#),
    Case(
      label: "case-insensitive fragment", components: ##"{"#": "Top", "caseSensitive": false}"##,
      url: "https://x.com/a#TOP", component: 0),
    // Percent encoding
    Case(
      label: "percentEncoded default compares encoded", components: #"{"/": "/caf%C3%A9"}"#,
      url: "https://x.com/caf%C3%A9", component: 0),
    Case(
      label: "percentEncoded default: decoded pattern misses", components: #"{"/": "/café"}"#,
      url: "https://x.com/caf%C3%A9", component: nil),
    Case(
      label: "percentEncoded false decodes",
      components: #"{"/": "/café", "percentEncoded": false}"#, url: "https://x.com/caf%C3%A9",
      component: 0),
    Case(
      label: "percentEncoded false space", components: #"{"/": "/a b", "percentEncoded": false}"#,
      url: "https://x.com/a%20b", component: 0),
    Case(
      label: "percentEncoded true space", components: #"{"/": "/a%20b"}"#,
      url: "https://x.com/a%20b", component: 0),
    // Query
    Case(
      label: "query string pattern", components: #"{"?": "ref=*"}"#,
      url: "https://x.com/a?ref=push", component: 0),
    Case(
      label: "query string whole", components: #"{"?": "ref=push"}"#,
      url: "https://x.com/a?ref=push&x=1", component: nil),
    Case(
      label: "query missing is empty", components: #"{"?": "*"}"#, url: "https://x.com/a",
      component: 0),
    Case(
      label: "query dict item", components: #"{"?": {"id": "?*"}}"#,
      url: "https://x.com/a?x=1&id=7", component: 0),
    Case(
      label: "query dict missing item is empty", components: #"{"?": {"id": "?*"}}"#,
      url: "https://x.com/a?x=1", component: nil),
    Case(
      label: "query dict missing item may match empty", components: #"{"?": {"id": "*"}}"#,
      url: "https://x.com/a", component: 0),
    Case(
      label: "query dict every instance", components: #"{"?": {"id": "?"}}"#,
      url: "https://x.com/a?id=1&id=22", component: nil),
    Case(
      label: "query dict every instance ok", components: #"{"?": {"id": "?"}}"#,
      url: "https://x.com/a?id=1&id=2", component: 0),
    Case(
      label: "query dict two items", components: #"{"?": {"a": "1", "b": "2"}}"#,
      url: "https://x.com/?b=2&a=1", component: 0),
    Case(
      label: "query dict extra items ignored", components: #"{"?": {"a": "1"}}"#,
      url: "https://x.com/?a=1&z=9", component: 0),
    Case(
      label: "query dict case", components: #"{"?": {"A": "x"}, "caseSensitive": false}"#,
      url: "https://x.com/?a=X", component: 0),
    Case(
      label: "query item without value", components: #"{"?": {"flag": ""}}"#,
      url: "https://x.com/?flag", component: 0),
    // Fragment
    Case(
      label: "fragment pattern", components: ##"{"#": "sec-*"}"##, url: "https://x.com/a#sec-2",
      component: 0),
    Case(
      label: "fragment missing is empty", components: ##"{"#": "?*"}"##, url: "https://x.com/a",
      component: nil),
    Case(
      label: "path and fragment both", components: ##"{"/": "/a", "#": "b"}"##,
      url: "https://x.com/a#c", component: nil),
    // Substitution variables
    Case(
      label: "custom variable", components: #"{"/": "/$(food)/"}"#, url: "https://x.com/taco/",
      component: 0, variables: #""substitutionVariables": {"food": ["burrito", "taco"]},"#),
    Case(
      label: "custom variable miss", components: #"{"/": "/$(food)/"}"#,
      url: "https://x.com/pizza/", component: nil,
      variables: #""substitutionVariables": {"food": ["burrito", "taco"]},"#),
    Case(
      label: "variable with wildcard", components: #"{"/": "/$(food)"}"#,
      url: "https://x.com/taco-deluxe", component: 0,
      variables: #""substitutionVariables": {"food": ["taco*"]},"#),
    Case(
      label: "$(lang)_$(region)", components: #"{"/": "/$(lang)_$(region)/*"}"#,
      url: "https://x.com/en_US/home", component: 0),
    Case(
      label: "$(region) unknown", components: #"{"/": "/$(region)/*"}"#,
      url: "https://x.com/QQ/home", component: nil),
    Case(
      label: "$(digit)", components: #"{"/": "/v$(digit)"}"#, url: "https://x.com/v7", component: 0),
    Case(
      label: "$(digit) one char", components: #"{"/": "/v$(digit)"}"#, url: "https://x.com/v10",
      component: nil),
    Case(
      label: "$(alpha)", components: #"{"/": "/$(alpha)$(alpha)"}"#, url: "https://x.com/Ab",
      component: 0),
    Case(
      label: "$(upper)", components: #"{"/": "/$(upper)"}"#, url: "https://x.com/a", component: nil),
    Case(
      label: "$(lower)", components: #"{"/": "/$(lower)"}"#, url: "https://x.com/a", component: 0),
    Case(
      label: "$(alnum)", components: #"{"/": "/$(alnum)$(alnum)"}"#, url: "https://x.com/a1",
      component: 0),
    Case(
      label: "$(xdigit)", components: #"{"/": "/$(xdigit)$(xdigit)"}"#, url: "https://x.com/fA",
      component: 0),
    Case(
      label: "$(xdigit) miss", components: #"{"/": "/$(xdigit)"}"#, url: "https://x.com/g",
      component: nil),
    // A `$` that starts no variable is itself, last in a pattern too.
    Case(
      label: "$ at the end", components: #"{"/": "/price$"}"#, url: "https://x.com/price$",
      component: 0),
    Case(
      label: "$( not closed", components: #"{"/": "/a$(b"}"#, url: "https://x.com/a$(b",
      component: 0),
    Case(
      label: "variable case-insensitive", components: #"{"/": "/$(food)", "caseSensitive": false}"#,
      url: "https://x.com/TACO", component: 0,
      variables: #""substitutionVariables": {"food": ["taco"]},"#),
  ]

  /// The components of a generated file's one details entry.
  /// The file `aasa generate` makes from `manifest`, read as `aasa check` and `diff` read it.
  static func generatedFile(_ manifest: RouteManifest) throws -> AppSiteAssociation {
    try AppSiteAssociation(json: manifest.appSiteAssociation(appID: "ABCDE12345.a.b").jsonText)
  }

  /// The file generated for `routes` (see ``manifest(routes:)``): its components as written,
  /// each path with `exclude` or nothing and its comment, the file read back and its
  /// differences from the manifest.
  static func generatedComponents(routes: String) throws -> (
    components: [(path: String, exclude: String, comment: String)], file: AppSiteAssociation,
    differences: [String]
  ) {
    let manifest = try manifest(routes: routes)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    let file = try AppSiteAssociation(json: generated.jsonText)
    return (
      try components(of: generated).map {
        (
          $0["/"]?.stringValue ?? "", $0["exclude"] == nil ? "" : "exclude",
          $0["comment"]?.stringValue ?? ""
        )
      },
      file, try file.differences(from: manifest).map(\.description)
    )
  }

  /// A manifest of the domain `shop.example.com` and the routes `routes`, JSON objects.
  static func manifest(routes: String) throws -> RouteManifest {
    try RouteManifest(json: #"{"domains": ["shop.example.com"], "routes": ["# + routes + "]}")
  }

  /// The manifest of `routes` (see ``manifest(routes:)``) and the file generated from it.
  static func generated(routes: String) throws -> (RouteManifest, AppSiteAssociation) {
    let manifest = try manifest(routes: routes)
    return (manifest, try generatedFile(manifest))
  }

  static func components(of generated: JSONValue) throws -> [JSONValue] {
    try #require(generated["applinks"]?["details"]?.arrayValue?.first?["components"]?.arrayValue)
  }

  static func file(_ test: Case) -> String {
    if test.components.isEmpty { return appleExample }
    return """
      {"applinks": {\(test.variables)\(test.defaults) "details": [{"appIDs": ["ABCDE12345.com.example.app"],
        "components": [\(test.components)]}]}}
      """
  }

  @Test(arguments: cases)
  func followsApplesMatchingRules(_ test: Case) throws {
    let file = try AppSiteAssociation(json: Self.file(test))
    #expect(!file.hasErrors, "\(file.problems)")
    let result = file.match(test.url)
    #expect(result.componentIndex == test.component)
    #expect(result.excluded == test.excluded)
    #expect(result.opens == (test.component != nil && !test.excluded))
    if test.component != nil { #expect(result.appID?.hasPrefix("ABCDE12345.") == true) }
  }

  @Test func legacyPathsAreReadWhenThereAreNoComponents() throws {
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.old", "paths": ["NOT /videos/secret", "/videos/*"]}]}}"#
    )
    #expect(file.match("https://x.com/videos/1").opens)
    #expect(file.match("https://x.com/videos/secret").excluded)
    #expect(file.match("https://x.com/other").opens == false)
    #expect(file.match("https://x.com/videos/1").appID == "ABCDE12345.com.example.old")
    // The decision is named where the file has it: a path, not a component.
    #expect(file.match("https://x.com/videos/secret").place == "details[0].paths[0]")
    #expect(file.match("https://x.com/videos/1").place == "details[0].paths[1]")
    #expect(file.match("https://x.com/other").place == nil)
  }

  /// A details entry listing several apps decides for all of them; `aasa match` names the
  /// first, as the file lists them, whether the entry has components or legacy paths.
  @Test func theDecidingEntrysFirstAppIDIsNamed() throws {
    for decider in [#""components": [{"/": "/a/*"}]"#, #""paths": ["/a/*"]"#] {
      let file = try AppSiteAssociation(
        json:
          #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.one", "FGHIJ67890.com.example.two"], "#
          + decider + "}]}}")
      #expect(!file.hasErrors, "\(file.problems)")
      #expect(file.match("https://x.com/a/1").appID == "ABCDE12345.com.example.one", "\(decider)")
    }
  }

  /// Legacy paths are compared with the path as the URL writes it, percent-encoded and with
  /// case, as a component's are by default: `/caf%C3%A9/*` takes `/caf%C3%A9/1`, and `/a/b`
  /// takes neither `/a%2Fb`, one segment holding an escaped slash, nor `/A/b`.
  @Test func legacyPathsAreComparedAsWritten() throws {
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.old", "paths": ["/caf%C3%A9/*", "/a/b"]}]}}"#
    )
    #expect(file.match("https://x.com/caf%C3%A9/1").place == "details[0].paths[0]")
    #expect(file.match("https://x.com/a/b").place == "details[0].paths[1]")
    #expect(file.match("https://x.com/a%2Fb").opens == false)
    #expect(file.match("https://x.com/A/b").opens == false)
  }

  /// A URL holds a character beyond ASCII, a space or a control character percent-encoded,
  /// never as written: a pattern compared with the URL as written (`percentEncoded`, true by
  /// default, and legacy paths) that holds one never matches there, and one compared with it
  /// decoded that holds an escape matches only a URL holding the escape escaped. Both are
  /// warned about, at the pattern, variables' alternatives included.
  @Test func checkWarnsAboutPatternsWrittenAsNoURLReads() throws {
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"substitutionVariables": {"v": ["x", "ü*"]}, "details": [
          {"appIDs": ["ABCDE12345.a.b"], "components": [
            {"/": "/caf%C3%A9/*", "percentEncoded": false}, {"/": "/$(v)/a"}, {"?": {"q": "a b"}},
            {"#": "x\ty"}, {"/": "/é/*", "percentEncoded": false}, {"/": "/%za%az", "percentEncoded": false},
            {"/": "/caf%C3%A9/*"}, {"/": "/a\u007F"}, {"#": "!~"}]},
          {"appIDs": ["ABCDE12345.c.d"], "paths": ["/ö/*", "/caf%C3%A9/*"]}]}}
        """#)
    let tail = "and the pattern is compared with the URL so (percentEncoded, true by default)"
    #expect(
      file.problems.map(\.description) == [
        "warning: applinks.details[0].components[0]./: '%C3' matches only a URL holding '%25C3': the pattern is compared with the URL percent-decoded (percentEncoded false); write the character it encodes, or leave percentEncoded out",
        "warning: applinks.details[0].components[1]./: 'ü' never matches: a URL holds it percent-encoded (%C3%BC), \(tail); write %C3%BC, or set percentEncoded to false",
        "warning: applinks.details[0].components[2].?.q: ' ' never matches: a URL holds it percent-encoded (%20), \(tail); write %20, or set percentEncoded to false",
        "warning: applinks.details[0].components[3].#: %09 never matches: a URL holds it percent-encoded (%09), \(tail); write %09, or set percentEncoded to false",
        "warning: applinks.details[0].components[7]./: %7F never matches: a URL holds it percent-encoded (%7F), \(tail); write %7F, or set percentEncoded to false",
        "warning: applinks.details[1].paths[0]: 'ö' never matches: a URL holds it percent-encoded (%C3%B6), and the pattern is compared with the URL so; write %C3%B6",
      ])
    // As the warnings say: the patterns compared as written take the encoded URLs alone.
    #expect(file.match("https://x.com/%C3%BC/a").opens == false)
    #expect(file.match("https://x.com/caf%C3%A9/1").componentIndex == 6)
    #expect(file.match("https://x.com/%C3%A9/1").componentIndex == 4)
  }

  /// A URL given with characters beyond ASCII (`café`, as people and `aasa match`'s users write
  /// it) is matched as a device holds it, percent-encoded: `/caf%C3%A9/*` takes it, and `/café/*`
  /// only where the URL is compared decoded.
  @Test func aURLIsMatchedAsADeviceHoldsIt() throws {
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/café/*"}, {"/": "/caf%C3%A9/*"}, {"/": "/ö/*", "percentEncoded": false},
          {"?": "q=ü"}, {"#": "ß"}, {"?": "r=%C3%BC"}, {"#": "%C3%9F"}]}]}}
        """#)
    #expect(file.match("https://x.com/café/1").componentIndex == 1)
    #expect(file.match("https://x.com/ö/1").componentIndex == 2)
    #expect(file.match("https://x.com/%C3%B6/1").componentIndex == 2)
    #expect(file.match("https://x.com/x?r=ü").componentIndex == 5)
    #expect(file.match("https://x.com/x#ß").componentIndex == 6)
  }

  /// A legacy path that cannot be read is left out, and the later ones keep their index in
  /// the file: a decision is named at the path that made it.
  @Test func legacyPathsKeepTheirPlaceAfterOneThatCannotBeRead() throws {
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.old", "paths": ["/a/$(nope)", "NOT /b/secret", "/b/*"]}]}}"#
    )
    #expect(file.problems.map(\.description).contains { $0.contains("details[0].paths[0]") })
    #expect(file.match("https://x.com/b/secret").place == "details[0].paths[1]")
    #expect(file.match("https://x.com/b/1").place == "details[0].paths[2]")
    #expect(file.match("https://x.com/b/1").componentIndex == 2)
    // So do those after an element that is no string, which was the whole list's error.
    let withNumber = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.old", "paths": [7, "/b/*"]}]}}"#
    )
    #expect(
      withNumber.problems.map(\.description) == [
        "error: applinks.details[0].paths[0]: must be a string, not a number"
      ])
    #expect(withNumber.match("https://x.com/b/1").place == "details[0].paths[1]")
  }

  /// The legacy form is checked against the routes as components are: a route sent to Safari
  /// by a `NOT` path, and a path sending the app URLs no route handles.
  @Test func diffChecksLegacyPaths() throws {
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.shop", "paths": ["NOT /cart", "/product/*", "/blog/*"]}]}}"#
    )
    let described = try file.differences(from: exampleManifest()).map(\.description)
    #expect(
      described.contains(
        "sent to Safari: route 'cart': https://shop.example.com/cart: excluded by applinks.details[0].paths[0]"
      ))
    #expect(
      described.contains(
        "not routed: https://shop.example.com/blog/sample: applinks.details[0].paths[2] ('/blog/*') sends it to the app, but no route handles it"
      ))
    #expect(!described.contains { $0.contains("'product'") || $0.contains("'/product/*'") })
  }

  @Test func laterDetailsEntriesAreTried() throws {
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.one"], "components": [{"/": "/one/*"}]}, {"appIDs": ["ABCDE12345.a.two"], "components": [{"/": "/two/*"}]}]}}"#
    )
    let result = file.match("https://x.com/two/x")
    #expect(result.detailsIndex == 1)
    #expect(result.appID == "ABCDE12345.a.two")
  }

  struct Problem: CustomTestStringConvertible, Sendable {
    let json: String
    let expected: String
    var testDescription: String { expected }
  }

  @Test(arguments: [
    Problem(
      json: #"{"applinks": {"details": [{"appIDs": ["com.example.app"], "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appIDs[0]: 'com.example.app' is not of the form TEAMID.bundle.id: the team ID 'com' must be 10 uppercase letters A-Z and digits"
    ),
    Problem(
      json:
        ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a#b"}]}]}}"##,
      expected:
        "error: applinks.details[0].components[0]./: '#' in a path pattern never matches: the fragment is matched by '#'"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/$(nope)"}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0]./: unknown substitution variable '$(nope)'"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"path": "/a"}]}]}}"#,
      expected: "error: applinks.details[0].components[0].path: unknown key"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": 5}]}]}}"#,
      expected: "error: applinks.details[0].components[0]./: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "exclude": "yes"}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0].exclude: must be true or false, not a string"),
    Problem(
      json: #"{"applinks": {"details": [{"components": []}]}}"#,
      expected: "error: applinks.details[0]: has neither appIDs nor appID"),
    Problem(
      json: #"{"applinks": {"details": {}}}"#,
      expected: "error: applinks.details: must be an array, not an object"),
    Problem(
      json: #"{"applinks": {"details": [], "extra": 1}}"#,
      expected: "error: applinks.extra: unknown key"),
    Problem(
      json: #"{"applinks": {"details": []}, "webcredentials": {"apps": []}, "other": 1}"#,
      expected: "error: other: unknown key"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"?": 3}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0].?: must be a string or an object, not a number"),
    Problem(
      json: #"{"applinks": {"substitutionVariables": {"x": "y"}, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables.x: must be an array of strings, not a string"),
    Problem(
      json: #"{"applinks": {"substitutionVariables": {"x": ["$(y)"]}, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables.x: a value cannot hold another substitution variable"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a/*"}, {"/": "/a/b"}]}]}}"#,
      expected:
        "warning: applinks.details[0].components[1]: can never match: components[0] matches every URL it would"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"comment": "all"}, {"/": "/x", "exclude": true}]}]}}"#,
      expected:
        "warning: applinks.details[0].components[1]: can never match: components[0] matches every URL it would"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "paths": ["/a"], "components": [{"/": "/a"}]}]}}"#,
      expected:
        "warning: applinks.details[0].paths: legacy paths are ignored because components is present"
    ),
    Problem(
      json:
        #"{"applinks": 1}"#,
      expected:
        "error: applinks: must be an object, not a number"),
    Problem(
      json:
        #"{"applinks": {}}"#,
      expected:
        "error: applinks.details: missing"),
    Problem(
      json:
        #"{"applinks": {"substitutionVariables": 1, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables: must be an object, not a number"),
    Problem(
      json:
        #"{"applinks": {"substitutionVariables": {"a$b": ["x"]}, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables.a$b: a variable name cannot contain '$', '(' or ')'"),
    Problem(
      json:
        #"{"applinks": {"substitutionVariables": {"v": ["a", 1]}, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables.v[1]: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"defaults": 1, "details": []}}"#,
      expected:
        "error: applinks.defaults: must be an object, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [1]}}"#,
      expected:
        "error: applinks.details[0]: must be an object, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appID": 1, "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appID: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b", 3], "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appIDs[1]: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": "ABCDE12345.a.b", "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appIDs: must be an array of strings, not a string"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": 1}]}}"#,
      expected:
        "error: applinks.details[0].components: must be an array, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "paths": ["/a", 1]}]}}"#,
      expected:
        "error: applinks.details[0].paths[1]: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [1]}]}}"#,
      expected:
        "error: applinks.details[0].components[0]: must be an object, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "comment": 1}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0].comment: must be a string, not a number"),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "?": {"x": 1}}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0].?.x: must be a string, not a number"),
    Problem(
      json:
        ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "#": 1}]}]}}"##,
      expected:
        "error: applinks.details[0].components[0].#: must be a string, not a number"),
    // A value of the wrong kind is reported and the next ones are still read.
    Problem(
      json:
        #"{"applinks": {"substitutionVariables": {"w": "x", "v": ["$(y)"]}, "details": []}}"#,
      expected:
        "error: applinks.substitutionVariables.v: a value cannot hold another substitution variable"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/a", "?": {"x": 1, "y": "$(nope)"}}]}]}}"#,
      expected:
        "error: applinks.details[0].components[0].?.y: unknown substitution variable '$(nope)'"
    ),
    // With both appID and appIDs, each app ID is named at its own place.
    Problem(
      json:
        #"{"applinks": {"details": [{"appID": "bad", "appIDs": ["ABCDE12345.a.b", "bad2"], "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appIDs[1]: 'bad2' is not of the form TEAMID.bundle.id: a team ID, a dot and a bundle identifier, such as ABCDE12345.com.example.shop"
    ),
    Problem(
      json:
        #"{"applinks": {"details": [{"appID": "bad", "appIDs": ["ABCDE12345.a.b"], "components": []}]}}"#,
      expected:
        "error: applinks.details[0].appID: 'bad' is not of the form TEAMID.bundle.id: a team ID, a dot and a bundle identifier, such as ABCDE12345.com.example.shop"
    ),
  ])
  func checkReportsEachProblemAtItsPath(_ problem: Problem) throws {
    let file = try AppSiteAssociation(json: problem.json)
    #expect(file.problems.map(\.description).contains(problem.expected), "\(file.problems)")
  }

  /// A `defaults` object takes the two matching settings and nothing else, at the file's level
  /// and at an entry's.
  @Test func defaultsTakeTheMatchingSettingsOnly() throws {
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"defaults": {"caseSensitive": false, "percentEncoded": false, "x": 1},
          "details": [{"appIDs": ["ABCDE12345.a.b"], "components": [],
            "defaults": {"percentEncoded": true, "y": 2}}]}}
        """#)
    #expect(
      file.problems.map(\.description) == [
        "error: applinks.defaults.x: unknown key",
        "error: applinks.details[0].defaults.y: unknown key",
      ])
  }

  /// Components compare paths with case unless told otherwise, as Apple's do: `/A/*` does not
  /// cover `/a/b`, unless it compares without case. A later component without case takes
  /// `/a/b` in every case: only an earlier one without case covers it.
  @Test(arguments: [
    ("/A/*", "", "", false), ("/A/*", #", "caseSensitive": true"#, "", false),
    ("/A/*", #", "caseSensitive": false"#, "", true), ("/a/*", "", "", true),
    ("/A/*", #", "caseSensitive": false"#, #", "caseSensitive": false"#, true),
    ("/a/*", "", #", "caseSensitive": false"#, false),
    ("/a/*", #", "caseSensitive": true"#, #", "caseSensitive": false"#, false),
    ("*", "", #", "caseSensitive": false"#, true),
  ])
  func aComponentCoversAnotherWithTheCaseItCompares(
    _ earlier: String, _ earlierSettings: String, _ laterSettings: String, _ covered: Bool
  ) throws {
    let json =
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": ""#
      + earlier + "\"" + earlierSettings + #"}, {"/": "/a/b""# + laterSettings + "}]}]}}"
    let problems = try AppSiteAssociation(json: json).problems.map(\.description)
    let shadowed =
      "warning: applinks.details[0].components[1]: can never match: components[0] matches every URL it would"
    #expect(problems == (covered ? [shadowed] : []), "\(json)")
  }

  /// A component is said never to match only when an earlier one matches every URL it would:
  /// `/a/?` takes one character where `/a/*` takes any number, so `/a/*` still decides
  /// `/a/xyz` (the warning said otherwise, and a reader trusting it would have deleted a live
  /// exclusion).
  @Test(arguments: [
    ("/a/?", "/a/*", false), ("/a/*", "/a/?*", true), ("/a/?*", "/a/*", false),
    ("/b/?x", "/b/*x", false), ("/b/*x", "/b/?x", true), ("/b/*", "/b/*x", true),
    ("/p/?*", "/p/?*/reviews", true), ("/p/?*/reviews", "/p/?*", false),
    ("/a/$(lang)", "/a/*", false), ("/a/*", "/a/$(lang)", true), ("/a/$(digit)", "/a/5", true),
    ("/a/$(digit)", "/a/x", false),
  ])
  func aComponentCoversAnotherOnlyWhenItMatchesEveryURLOfIt(
    _ earlier: String, _ later: String, _ covered: Bool
  ) throws {
    let json =
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": ""#
      + earlier + #""}, {"/": ""# + later + #"", "exclude": true}]}]}}"#
    let file = try AppSiteAssociation(json: json)
    let shadowed =
      "warning: applinks.details[0].components[1]: can never match: components[0] matches every URL it would"
    #expect(file.problems.map(\.description) == (covered ? [shadowed] : []), "\(json)")
  }

  /// A component asking for query items covers none that does not: `/a/*` with `k` required
  /// leaves `/a/b` without it to the next.
  @Test func aComponentAskingForQueryItemsCoversNoneWithout() throws {
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/a/*", "?": {"k": "?*"}}, {"/": "/a/b", "exclude": true}]}]}}
        """#)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.match("https://x.com/a/b").componentIndex == 1)
  }

  /// A component reading the URL percent-decoded covers none reading it as written: `/b/*%41`
  /// decoded never matches `/b/%41` (read `/b/A`), which `/b/*%41` as written does. (The first
  /// is warned about for its escape, not for covering the second.)
  @Test func componentsReadingTheURLDifferentlyCoverNoneOfEachOther() throws {
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/b/*%41", "percentEncoded": false}, {"/": "/b/*%41"}]}]}}
        """#)
    #expect(file.problems.map(\.path) == ["applinks.details[0].components[0]./"])
    #expect(file.match("https://x.com/b/%41").componentIndex == 1)
  }

  @Test func legacyAppsMustBeAnEmptyArray() throws {
    let warning = "warning: applinks.apps: is legacy and must be an empty array if present"
    func problems(_ apps: String) throws -> [String] {
      try AppSiteAssociation(json: #"{"applinks": {"apps": \#(apps), "details": []}}"#)
        .problems.map(\.description)
    }
    #expect(try !problems("[]").contains(warning))
    #expect(try problems(#"["ABCDE12345.a.b"]"#).contains(warning))
    #expect(try problems("{}").contains(warning))
  }

  @Test func unreadableFilesThrow() {
    for (json, expected) in [
      ("[]", "the file must be a JSON object, not an array"),
      ("{}", "the file has no 'applinks' section"),
      ("{", "invalid JSON at line 1, column 2: unexpected end of input, expected a string key"),
    ] {
      let error = #expect(throws: AASAReadError.self) { try AppSiteAssociation(json: json) }
      #expect(error?.description == expected)
    }
  }

  @Test func theGeneratedFilePassesCheckAndOpensEveryUniversalRoute() throws {
    let manifest = try exampleManifest()
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let router = manifest.router
    for route in manifest.routes {
      let example = try #require(route.example)
      let match = try #require(router.match(example))
      let url = try router.urlString(
        for: route.name, parameters: match.parameters.dictionary, query: match.query,
        origin: .universalLink(host: "shop.example.com"))
      #expect(file.match(url).opens == route.opensAsUniversalLink, "\(route.name): \(url)")
    }
    #expect(try file.differences(from: manifest).isEmpty)
  }

  /// A route's component that an earlier route's covers (`/item/?*` before `/item/?*/photos`,
  /// as the typed placeholder puts the routes) would never decide a URL: it is left out, the
  /// earlier comment names its route, and the file passes `aasa check` without a warning.
  @Test func aComponentAnEarlierOneCoversIsLeftOut() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "photos", "pattern": "/item/:slug/photos(/<int:page>)"},
          {"name": "item", "pattern": "/item/<int:id>"}, {"name": "cart", "pattern": "/cart"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    let components = try Self.components(of: generated)
    #expect(components.map { $0["/"]?.stringValue } == ["/item/?*", "/cart"])
    #expect(
      components.first?["comment"]?.stringValue
        == "route 'item' (/item/<int:id>); also decides for route 'photos' (/item/:slug/photos(/<int:page>))"
    )
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(try file.differences(from: manifest).isEmpty)
    #expect(file.match("https://shop.example.com/item/red/photos/2").opens)
  }

  /// A component covered by an earlier one that decides the other way goes before it, where
  /// none of that one's route's URLs is one it matches: `/o/?*/x`, kept off universal links,
  /// was left out under `/o/?*` (an `<int:>` route's), and the file opened the app for it;
  /// `/a/?*/items` under an excluded `/a/?*` was sent to Safari. Where the two match alike (`/n/<int:n>` kept
  /// off, `/n/:name` not), the comment says applinks cannot tell them apart, and the diff finds
  /// the route it decides against.
  /// A component two earlier ones cover is left out, and the comment of the first of them,
  /// the one Apple's rule lets decide its URLs, names its route; a route limited to another of
  /// the app's domains is not in this domain's file, and is in its own.
  @Test func aCoveredComponentIsNamedByTheFirstThatCoversItAndAnotherHostsRouteIsLeftOut()
    throws
  {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["a.example", "b.example"], "routes": [
          {"name": "x", "pattern": "/x"}, {"name": "y", "pattern": "https://b.example/y"},
          {"name": "end", "pattern": "/a/<x>b"}, {"name": "start", "pattern": "/a/c<y>"},
          {"name": "cb", "pattern": "/a/cb", "priority": -1}]}
        """#)
    let components = try Self.components(of: manifest.appSiteAssociation(appID: "ABCDE12345.a.b"))
    #expect(
      components.map { [$0["/"]?.stringValue ?? "", $0["comment"]?.stringValue ?? ""] } == [
        ["/a/c?*", "route 'start' (/a/c<y>); also decides for route 'cb' (/a/cb)"],
        ["/a/?*b", "route 'end' (/a/<x>b)"], ["/x", "route 'x' (/x)"],
      ])
    let other = try Self.components(
      of: manifest.appSiteAssociation(appID: "ABCDE12345.a.b", domain: "b.example"))
    #expect(other.map { $0["/"]?.stringValue ?? "" } == ["/a/c?*", "/a/?*b", "/x", "/y"])
  }

  /// Components come in the order the app tries the routes, mixed segments included: the
  /// app gives `/a/cb` to `/a/c<y>` (its literal prefix is the longer), so the file opens the
  /// app for it, though `/a/<x>b`, kept off universal links, also takes it. Listed by name, the
  /// exclusion came first and sent the link to Safari.
  @Test func mixedSegmentsComeInTheOrderTheAppTriesThem() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "end", "pattern": "/a/<x>b", "universal": false},
          {"name": "start", "pattern": "/a/c<y>"}]}
        """#)
    #expect(manifest.router.match("https://shop.example.com/a/cb")?.name == "start")
    let file = try Self.generatedFile(manifest)
    #expect(file.match("https://shop.example.com/a/cb").opens)
    #expect(!file.match("https://shop.example.com/a/xb").opens)
    #expect(try file.differences(from: manifest).map(\.description) == [])
  }

  /// A route's form that another route's URLs reach first is not that route's: `/sample`
  /// fits the form `/*` of `(/a)/*`, but the app opens `/<path:p>` with it. The exclusion of
  /// `/<path:p>`, kept off universal links, goes before `/*`, since the URLs of `(/a)/*` that
  /// it matches are decided earlier (`/a/*`): the file sent `/b` to the app, saying applinks
  /// could not tell the two apart, and the diff, checking `/sample` against `(/a)/*`, would
  /// have called the right file wrong.
  @Test func aURLIsDecidedAsTheRouteThatOpensItAsks() throws {
    let manifest = try Self.manifest(
      routes: #"""
        {"name": "optional", "pattern": "(/a)/*"},
        {"name": "rest", "pattern": "/<path:p>", "universal": false}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    let components = try Self.components(of: generated)
    #expect(
      components.map { [$0["/"]?.stringValue ?? "", $0["exclude"] == nil ? "" : "exclude"] } == [
        ["/a", ""], ["/a/*", ""], ["/", ""], ["/?*", "exclude"], ["/*", ""],
      ])
    let file = try AppSiteAssociation(json: generated.jsonText)
    for path in ["/", "/a", "/a/x", "/b", "/b/c", "/sample"] {
      let url = "https://shop.example.com" + path
      let route = try #require(manifest.router.match(url)).route
      #expect(file.match(url).opens == route.opensAsUniversalLink, "\(path)")
    }
    #expect(try file.differences(from: manifest).map(\.description) == [])
  }

  /// The diff checks a route with a URL that opens it: `/p/sample`, made of the first set of
  /// sample values, opens `/p/sample`, kept off universal links, and the diff said the file
  /// sent a URL of `/p/:id` to Safari; it now takes the next set's `/p/x`, and finds the file
  /// right, and wrong when it sends `/p/x` to Safari.
  @Test func theDiffChecksARouteWithAURLThatOpensIt() throws {
    let (manifest, file) = try Self.generated(
      routes: #"""
        {"name": "id", "pattern": "/p/:id"},
        {"name": "sample", "pattern": "/p/sample", "universal": false}
        """#)
    #expect(try file.differences(from: manifest).map(\.description) == [])
    let wrong = try AppSiteAssociation(
      json: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": []}]}}"#)
    #expect(
      try wrong.differences(from: manifest).map(\.description).filter { $0.contains("'id'") } == [
        "sent to Safari: route 'id': https://shop.example.com/p/x: nothing in the file matches it"
      ])
    // Nor with its example written on the domain, where a route of that host opens it.
    let hosted = try RouteManifest(
      json: #"""
        {"schemes": ["shop"], "domains": ["shop.example.com"], "routes": [
          {"name": "id", "pattern": "/p/:id", "example": "shop://p/1"},
          {"name": "one", "pattern": "https://shop.example.com/p/1", "universal": false}]}
        """#)
    #expect(try Self.generatedFile(hosted).differences(from: hosted).map(\.description) == [])
  }

  /// A route whose every URL another route opens first is not checked, and the diff says which
  /// route takes them, where it asked for an example, which would open that route too.
  @Test func aRouteAnotherAlwaysComesBeforeIsNamed() throws {
    let (manifest, file) = try Self.generated(
      routes: #"""
        {"name": "id", "pattern": "/p/:id"},
        {"name": "all", "pattern": "/p/<path:rest>", "priority": 5}
        """#)
    #expect(
      try file.differences(from: manifest).map(\.description) == [
        "not checked: route 'id': https://shop.example.com/p/sample: route 'all' opens it first, as it does every URL of this route made on shop.example.com"
      ])
  }

  /// A route's form that the URL builder does not write (`(/a)` without its group of
  /// literals: `/`) is checked too, by the path `aasa generate` writes for it: the file put
  /// the exclusion of `/*`'s bare path first and sent `/` to Safari, and the diff, checking
  /// `/a` alone, agreed.
  @Test func aFormTheBuilderDoesNotWriteIsChecked() throws {
    let (manifest, file) = try Self.generated(
      routes: #"""
        {"name": "optional", "pattern": "(/a)"},
        {"name": "rest", "pattern": "/*", "universal": false}
        """#)
    #expect(file.match("https://shop.example.com/").opens)
    #expect(!file.match("https://shop.example.com/b").opens)
    #expect(try file.differences(from: manifest).map(\.description) == [])
    let wrong = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/a"}, {"/": "/", "exclude": true}, {"/": "/"}, {"/": "/*", "exclude": true}]}]}}
        """#)
    #expect(
      try wrong.differences(from: manifest).map(\.description) == [
        "sent to Safari: route 'optional': https://shop.example.com/: excluded by applinks.details[0].components[1]"
      ])
  }

  /// applinks cannot say "one segment": `/?*/b`, written for `/:id/b` (kept off universal
  /// links), also takes `/sample/x/b`, which the app opens with `/<path:p>`. No file can tell
  /// the two apart; the diff, and so `generate`'s warning, now says so.
  @Test func aWildcardTakingSeveralSegmentsIsReported() throws {
    let manifest = try Self.manifest(
      routes: #"""
        {"name": "rest", "pattern": "/<path:p>"},
        {"name": "b", "pattern": "/:id/b", "universal": false}
        """#)
    #expect(
      try Self.generatedFile(manifest).differences(from: manifest).map(\.description) == [
        "sent to Safari: route 'rest': https://shop.example.com/sample/x/b: excluded by applinks.details[0].components[0], whose wildcard takes more than one segment"
      ])
  }

  /// Two components that decide differently and share a URL, neither covering the other:
  /// `/a/?*`, for `/a(/<int:n>)`, takes `/a/b`, which the app opens with `/:p/b` (kept off
  /// universal links). The file sent it to the app, and the diff found the file right. Now the
  /// exclusion goes before, as it takes no URL the app opens with `/a(/<int:n>)`; where it
  /// would (`/1/b`, of an `/<int:x>/b` it shares its path with), that URL, the same whatever
  /// fills the wildcards, has a component of its own before.
  @Test func aURLTwoComponentsShareIsDecidedAsTheAppOpensIt() throws {
    let routes = #"""
      {"name": "a", "pattern": "/a(/<int:n>)"},
      {"name": "b", "pattern": "/:p/b", "universal": false}
      """#
    let moved = try Self.generatedComponents(routes: routes)
    #expect(
      moved.components.map { [$0.path, $0.exclude] } == [
        ["/?*/b", "exclude"], ["/a/?*", ""], ["/a", ""],
      ])
    #expect(moved.file.problems.isEmpty, "\(moved.file.problems)")
    #expect(moved.differences.isEmpty)
    #expect(!moved.file.match("https://shop.example.com/a/b").opens)
    #expect(moved.file.match("https://shop.example.com/a/1").opens)
    // The file written before: the diff names the URL.
    let before = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/a/?*"}, {"/": "/a"}, {"/": "/?*/b", "exclude": true}]}]}}
        """#)
    #expect(
      try before.differences(from: Self.manifest(routes: routes)).map(\.description) == [
        "not a universal link: route 'b': https://shop.example.com/a/b: the route is marked \"universal\": false, but opens the app by applinks.details[0].components[0]"
      ])
    // A route that asks for a query goes before the exclusion it shares its path with.
    let query = try Self.generatedComponents(
      routes: routes + #", {"name": "d", "pattern": "/:x/b?k=1"}"#)
    #expect(query.components.map(\.path) == ["/?*/b", "/?*/b", "/a/?*", "/a"])
    #expect(query.differences.isEmpty)
    #expect(query.file.match("https://shop.example.com/a/b?k=1").opens)
    #expect(!query.file.match("https://shop.example.com/a/b").opens)
    let alone = try Self.generatedComponents(
      routes: routes + #", {"name": "e", "pattern": "/<int:x>/b"}"#)
    #expect(
      alone.components.map { [$0.path, $0.exclude] } == [
        ["/a/b", "exclude"], ["/a/?*", ""], ["/a", ""], ["/?*/b", ""],
      ])
    #expect(
      alone.components.first?.comment
        == "route 'b' (/:p/b), at /a/b alone, which the component of route 'a' after it would send to the app"
    )
    #expect(alone.file.problems.isEmpty, "\(alone.file.problems)")
    #expect(!alone.file.match("https://shop.example.com/a/b").opens)
    #expect(alone.file.match("https://shop.example.com/1/b").opens)
  }

  /// Where no component may go before another and a component of its own would take a URL of
  /// a route that asks the other way (`/a/b?k=1`, which `/:x/b?k=1` opens), or where what the
  /// two share depends on the wildcards' values (`/a/?*`, for `/a/<int:n>`, takes `/a/x`, which
  /// the app opens with `/:p/:q`), no file tells them apart: the comment and the diff say so,
  /// where both were silent.
  @Test func urlsTwoComponentsShareThatNoOrderDecidesAreSaid() throws {
    let shared = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/a(/<int:n>)"},
        {"name": "b", "pattern": "/:p/b", "universal": false},
        {"name": "e", "pattern": "/<int:x>/b"},
        {"name": "d", "pattern": "/:x/b?k=1"}
        """#)
    #expect(shared.components.map(\.path) == ["/a/?*", "/a", "/?*/b"])
    #expect(
      shared.components.first?.comment
        == "route 'a' (/a(/<int:n>)); also decides for route 'b' (/:p/b) at URLs such as /a/b, the other way: applinks cannot tell the two apart"
    )
    #expect(shared.file.match("https://shop.example.com/a/b?k=1").opens)
    let typed = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/a/<int:n>"},
        {"name": "b", "pattern": "/:p/:q", "universal": false}
        """#)
    #expect(typed.components.map(\.path) == ["/a/?*", "/?*/?*"])
    #expect(
      typed.components.first?.comment
        == "route 'a' (/a/<int:n>); also decides for route 'b' (/:p/:q) at URLs such as /a/sample, the other way: applinks cannot tell the two apart"
    )
    #expect(
      typed.differences == [
        "not a universal link: route 'b': https://shop.example.com/a/sample: the route is marked \"universal\": false, but opens the app by applinks.details[0].components[0]"
      ])
    // A route's own URL, which only a value of its type makes (a web URL for `<url:>`).
    let own = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/<uuid:u>?x=:q"},
        {"name": "d", "pattern": "/<double:x>/:y"},
        {"name": "z", "pattern": "/<url:page>/:q", "universal": false}
        """#)
    #expect(
      own.components.first?.comment
        == "route 'a' (/<uuid:u>?x=:q); applinks cannot say: that 'x' be present; also decides for route 'z' (/<url:page>/:q) at URLs such as /https:%2F%2Fexample.com%2F/sample, the other way: applinks cannot tell the two apart"
    )
    // A URL written as a component would read `$(b)` as a substitution variable.
    let variable = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/xa$<int:p>"},
        {"name": "b", "pattern": "/<q>%28b%29", "universal": false},
        {"name": "e", "pattern": "/<int:x>%28b%29"}
        """#)
    #expect(variable.components.map(\.path) == ["/xa$?*", "/?*(b)"])
    #expect(variable.file.problems.isEmpty, "\(variable.file.problems)")
    #expect(
      variable.components.first?.comment
        == "route 'a' (/xa$<int:p>); also decides for route 'b' (/<q>%28b%29) at URLs such as /xa$(b), the other way: applinks cannot tell the two apart"
    )
  }

  /// Where a component may not go before the first one that decides a URL of its route
  /// against it (`/?*/?*`, for `/:p/:q` kept off, would take `/a/1` from `/a/?*`), it still goes
  /// before the one covering it (`/?*`, for `/<int:x>`), where it may: it was left out, and the
  /// file sent `/sample/x` to the app.
  @Test func aComponentGoesBeforeTheOneCoveringItWhenNotFurther() throws {
    let placed = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/a/<int:n>"},
        {"name": "c", "pattern": "/<int:x>"},
        {"name": "b", "pattern": "/:p/:q", "universal": false}
        """#)
    #expect(
      placed.components.map { [$0.path, $0.exclude] } == [
        ["/a/?*", ""], ["/?*/?*", "exclude"], ["/?*", ""],
      ])
    #expect(!placed.file.match("https://shop.example.com/sample/x").opens)
    #expect(placed.file.match("https://shop.example.com/1").opens)
    #expect(placed.file.match("https://shop.example.com/a/1").opens)
  }

  /// A covering component that decides the other way is not passed where the two share a URL
  /// of its route: `/?*/?*`, for `/<url:page>/:q` kept off universal links, went before
  /// `/?*`, for `/<path:p>` of priority 1, as no sample URL of the latter has two segments,
  /// though `/x/y` is one; the file sent it to Safari.
  @Test func aComponentDoesNotGoBeforeOneWhoseURLsItShares() throws {
    let passed = try Self.generatedComponents(
      routes: #"""
        {"name": "a", "pattern": "/<path:p>", "priority": 1},
        {"name": "b", "pattern": "/<url:page>/:q", "universal": false}
        """#)
    #expect(passed.components.map { [$0.path, $0.exclude] } == [["/?*", ""]])
    #expect(passed.file.match("https://shop.example.com/x/y").opens)
  }

  @Test func aComponentCoveredByOneDecidingTheOtherWayGoesBeforeIt() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "off", "pattern": "/o/<bool:on>/x", "universal": false},
          {"name": "item", "pattern": "/o/<int:id>"},
          {"name": "any", "pattern": "/a/<uuid:u>", "universal": false},
          {"name": "items", "pattern": "/a/:s/items"},
          {"name": "n", "pattern": "/n/<int:n>", "universal": false},
          {"name": "name", "pattern": "/n/:name"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    let components = try Self.components(of: generated)
    #expect(
      components.map { [$0["/"]?.stringValue ?? "", $0["exclude"] == nil ? "" : "exclude"] } == [
        ["/o/?*/x", "exclude"], ["/o/?*", ""], ["/n/?*", "exclude"], ["/a/?*/items", ""],
        ["/a/?*", "exclude"],
      ])
    #expect(
      components.dropFirst(2).first?["comment"]?.stringValue
        == "route 'n' (/n/<int:n>); also decides for route 'name' (/n/:name), the other way: applinks cannot tell the two apart"
    )
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(
      try file.differences(from: manifest).map(\.description) == [
        "sent to Safari: route 'name': https://shop.example.com/n/sample: excluded by applinks.details[0].components[2]"
      ])
    #expect(!file.match("https://shop.example.com/o/true/x").opens)
    #expect(file.match("https://shop.example.com/a/shoes/items").opens)
  }

  /// A route whose placeholders no one sample value meets at once (an `int` and a `uuid`), in
  /// every form of its optional groups: the generated file agrees with it, where the diff
  /// said the file sent `/p/sample/r/sample` to the app unrouted. A component the route does
  /// not explain still shows the gap.
  @Test func theDiffFillsARoutesComponentWithTheRoutesOwnValues() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "r", "pattern": "/p/<int:id>/r(/page/<int:page>)/<uuid:shipment>"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(try generated.differences(from: manifest).map(\.description) == [])
    let handWritten = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/p/?*/x/?*"}]}]}}"#
    )
    #expect(
      try handWritten.differences(from: manifest).map(\.kind) == [
        .sentToSafari, .sentToSafari, .unrouted,
      ])
  }

  /// A component whose path is any text (`*`), or that has no path, is sampled on a path
  /// starting with `/`, as every URL's does.
  @Test func aComponentOfAnyPathIsSampledWithASlash() throws {
    let manifest = try RouteManifest(
      json:
        #"{"domains": ["shop.example.com"], "routes": [{"name": "p", "pattern": "/p/<int:id>"}]}"#)
    func unrouted(_ component: String) throws -> [String?] {
      let file = try AppSiteAssociation(
        json: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": ["#
          + component + "]}]}}")
      return try file.differences(from: manifest).filter { $0.kind == .unrouted }.map(\.url)
    }
    #expect(try unrouted(#"{"/": "*"}"#) == ["https://shop.example.com/sample"])
    #expect(try unrouted(##"{"#": "x*"}"##) == ["https://shop.example.com/sample#xsample"])
  }

  /// A route's URLs that an earlier component opens count for its own component: every UUID
  /// holds a `-`, so `/t/?*-?*` (route `t`'s) takes each URL of `/t/<uuid:u>x`, and what is
  /// left to `/t/?*x` (`/t/samplex`) is its placeholder's wildcard, not a gap. (The fuzz target
  /// found the diff calling a file just generated "not routed" there.)
  @Test func aRoutesURLsOpenedByAnEarlierComponentCountForItsOwn() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "t", "pattern": "/t/<first>-<last>"}, {"name": "u", "pattern": "/t/<uuid:u>x"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(try generated.differences(from: manifest).map(\.description) == [])
  }

  /// A component is blamed only for the URLs it decides: `/item/*/photos` after `/item/?*`
  /// never decides one (`aasa check` says so), and was said to send `/item/sample/photos` to
  /// the app unrouted, which the component before it does, for its route's sake.
  @Test func aURLAnEarlierComponentDecidesIsNotALatersGap() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [{"name": "item", "pattern": "/item/<uuid:id>"}]}
        """#)
    let file = try AppSiteAssociation(
      json: #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [
          {"/": "/item/?*"}, {"/": "/item/*/photos"}]}]}}
        """#)
    #expect(try file.differences(from: manifest).map(\.description) == [])
  }

  /// A route whose query items take types no one sample value meets at once (a UUID, a bool):
  /// the generated component, `/q` asking for both items, was said to send
  /// `/q?id=sample&x=sample` to the app unrouted; the items it leaves open now take the values
  /// of the route's URL.
  @Test func theDiffTriesARoutesOwnQueryOnItsComponent() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "q", "pattern": "/q?id=<uuid:id>&x=<bool:b>"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(try generated.differences(from: manifest).map(\.description) == [])
  }

  /// A literal after a placeholder is found at its first occurrence, so a sample value holding
  /// it opens no route (`<uuid:u>0` with a UUID of zeros, `<double:d>5` with `1.5`): the diff
  /// tries a second set of values, of other characters, before it gives up on the route. With
  /// one set it reported each such route not checked, and its generated component unrouted.
  @Test func theDiffTriesASecondSetOfSampleValues() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "u", "pattern": "/u/<uuid:u>0"}, {"name": "d", "pattern": "/d/<double:d>5"},
          {"name": "b", "pattern": "/b/<bool:b>e"}, {"name": "t", "pattern": "/t/<t>e"},
          {"name": "f", "pattern": "/f/<int:n>(/<uuid:u>0)"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(try generated.differences(from: manifest).map(\.description) == [])
    let nothing = try AppSiteAssociation(
      json: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": []}]}}"#)
    #expect(
      try nothing.differences(from: manifest).map(\.url) == [
        "https://shop.example.com/b/0e", "https://shop.example.com/d/25",
        "https://shop.example.com/u/abcdef23-4567-89ab-cdef-23456789abcd0",
        "https://shop.example.com/t/xe",
        "https://shop.example.com/f/2/abcdef23-4567-89ab-cdef-23456789abcd0",
        "https://shop.example.com/f/1",
      ])
  }

  /// A component `aasa generate` writes for a route no URL can be made for (a `<link:>` with
  /// no other route to open) is not checked either: the diff reports each such route, and not
  /// the component's URLs as unrouted, which the route may well handle.
  @Test func aComponentOfARouteNotCheckedIsNotReportedUnrouted() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "go", "pattern": "/go/<link:next>"}, {"name": "open", "pattern": "/open/<link:to>"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(
      try generated.differences(from: manifest).map(\.description) == [
        "not checked: route 'go': no URL of it could be made on shop.example.com; give the route an example",
        "not checked: route 'open': no URL of it could be made on shop.example.com; give the route an example",
      ])
  }

  /// A route of a custom scheme (`app://s/:id`) is never a universal link: the file has no
  /// component for it, and the diff does not ask for one.
  @Test func routesOfACustomSchemeAreLeftOutOfTheFile() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"schemes": ["shop", "app"], "domains": ["shop.example.com"], "routes": [
          {"name": "s", "pattern": "app://s/:id"}, {"name": "p", "pattern": "/p/:id"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    let components = try Self.components(of: generated)
    #expect(components.map { $0["comment"]?.stringValue } == ["route 'p' (/p/:id)"])
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(try file.differences(from: manifest).map(\.description) == [])
    #expect(!file.match("https://shop.example.com/s/5").opens)
  }

  /// Routes whose placeholders take a web URL or a link are checked like any other, with a
  /// URL and a routed link as their values: the diff finds them sent to Safari, and a file
  /// generated from them agrees (a word filled into their components was no URL, and read as
  /// a gap). A route no URL can be made for is reported, not passed over.
  @Test func diffChecksRoutesOfWebURLsAndLinks() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"schemes": ["shop"], "domains": ["shop.example.com"], "routes": [
          {"name": "open", "pattern": "/open?to=<url:to>"}, {"name": "go", "pattern": "/go/<link:next>"},
          {"name": "p", "pattern": "/p/<int:id>"}]}
        """#)
    let generated = try Self.generatedFile(manifest)
    #expect(try generated.differences(from: manifest).map(\.description) == [])
    let productsOnly = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/p/*"}]}]}}"#
    )
    #expect(
      try productsOnly.differences(from: manifest).map(\.description) == [
        "sent to Safari: route 'go': https://shop.example.com/go/https:%2F%2Fshop.example.com%2Fp%2F1: nothing in the file matches it",
        "sent to Safari: route 'open': https://shop.example.com/open?to=https://example.com/: nothing in the file matches it",
      ])
    let linksOnly = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [{"name": "go", "pattern": "/go/<link:next>"}]}
        """#)
    #expect(
      try productsOnly.differences(from: linksOnly).map(\.description) == [
        "not checked: route 'go': no URL of it could be made on shop.example.com; give the route an example",
        "not routed: https://shop.example.com/p/sample: applinks.details[0].components[0] ('/p/*') sends it to the app, but no route handles it",
      ])
  }

  @Test func diffFindsRoutesSentToSafariAndUnroutedURLs() throws {
    let manifest = try exampleManifest()
    let file = try AppSiteAssociation(
      json:
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/product/*"}, {"/": "/blog/*"}, {"/": "/cart", "exclude": true}, {"/": "/checkout"}, {"/": "/gift/?"}]}]}}"#
    )
    let differences = try file.differences(from: manifest)
    let described = differences.map(\.description)
    #expect(
      described.contains(
        "sent to Safari: route 'cart': https://shop.example.com/cart: excluded by applinks.details[0].components[2]"
      ))
    #expect(
      described.contains(
        "sent to Safari: route 'clothes': https://shop.example.com/clothes: nothing in the file matches it"
      ))
    #expect(
      described.contains(
        "not a universal link: route 'checkout': https://shop.example.com/checkout: the route is marked \"universal\": false, but opens the app by applinks.details[0].components[3]"
      ))
    #expect(
      described.contains(
        "not routed: https://shop.example.com/blog/sample: applinks.details[0].components[1] ('/blog/*') sends it to the app, but no route handles it"
      ))
    #expect(!described.contains { $0.contains("'/product/*'") })
    // A pattern ending in a lone '?' (one character) is sampled with one.
    #expect(
      described.contains(
        "not routed: https://shop.example.com/gift/x: applinks.details[0].components[4] ('/gift/?') sends it to the app, but no route handles it"
      ))
  }

  /// A component's URLs are sampled with the fragment and the query it asks for (a query
  /// written as one string, a variable's first value): a component with a fragment was
  /// passed over, its URLs sampled without one, which it does not send to the app.
  @Test func diffSamplesTheFragmentAndQueryAComponentAsksFor() throws {
    let file = try AppSiteAssociation(
      json: ##"""
        {"applinks": {"substitutionVariables": {"v": ["zz", "product"]}, "details": [{
          "appIDs": ["ABCDE12345.com.example.shop"], "components": [
            {"/": "/zzz", "#": "a*"}, {"/": "/yyy", "?": "k=*"}, {"/": "/www", "?": {"k": "$(v)"}},
            {"/": "/help/*", "#": "?*"}]}]}}
        """##)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let unrouted = try file.differences(from: exampleManifest()).filter { $0.kind == .unrouted }
    #expect(
      unrouted.map(\.description) == [
        "not routed: https://shop.example.com/zzz#asample: applinks.details[0].components[0] ('/zzz') sends it to the app, but no route handles it",
        "not routed: https://shop.example.com/yyy?k=sample: applinks.details[0].components[1] ('/yyy') sends it to the app, but no route handles it",
        "not routed: https://shop.example.com/www?k=zz: applinks.details[0].components[2] ('/www') sends it to the app, but no route handles it",
      ])
  }

  /// A fragment's optional groups give a component for each form, as a path's do: the file
  /// sent `/h#/s/x` (the short form) to Safari, with a comment saying applinks could not say the
  /// groups, and the diff, checking the example's form only, found nothing. It checks every
  /// form's URL now, in the path and in the fragment.
  @Test func eachFormOfAFragmentIsWrittenAndChecked() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [{"name": "h", "pattern": "/h#/s/<a>(/<b>)"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.a.b")
    #expect(
      try Self.components(of: generated).map { $0["#"]?.stringValue }
        == ["/s/?*/?*", "s/?*/?*", "/s/?*", "s/?*"])
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    for url in ["/h#/s/x", "/h#s/x", "/h#/s/x/y"] {
      #expect(file.match("https://shop.example.com" + url).opens, "\(url)")
    }
    #expect(try file.differences(from: manifest).isEmpty)
    let fullFormOnly = try AppSiteAssociation(
      json:
        ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/h", "#": "/s/?*/?*"}]}]}}"##
    )
    #expect(
      try fullFormOnly.differences(from: manifest).map(\.description) == [
        "sent to Safari: route 'h': https://shop.example.com/h#/s/sample: nothing in the file matches it"
      ])
    // Placeholders of types no one value meets at once are sampled each with its own; a
    // fragment whose groups may all be absent is optional, and written so.
    let typed = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "g", "pattern": "/g#/s/<uuid:f>(/<bool:b>)"},
          {"name": "o", "pattern": "/o#(/<int:o>)"}]}
        """#)
    let typedFile = try Self.generatedFile(typed)
    #expect(try typedFile.differences(from: typed).isEmpty)
  }

  /// Required query items become the `"?"` dictionary and a required fragment `"#"`; what
  /// applinks cannot say (optional items, types) the comment states; the file opens each
  /// route's URLs and not those lacking a required item.
  @Test func queryItemsAndFragmentsMapToComponents() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "album", "pattern": "/photos/album?albumname=:album&index=<int:index>"},
          {"name": "search", "pattern": "/search?q=:query(&page=<int:page>)"},
          {"name": "find", "pattern": "/find(?page=<int:page>)&q=:query"},
          {"name": "help", "pattern": "/help#/<section>"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    let components = try Self.components(of: generated)
    #expect(
      components.map(\.jsonText) == [
        #"{"/":"/photos/album","?":{"albumname":"*","index":"?*"},"comment":"route 'album' (/photos/album?albumname=:album&index=<int:index>); applinks cannot say: that 'albumname' be present, the type int of 'index'"}"#,
        #"{"/":"/find","?":{"q":"*"},"comment":"route 'find' (/find(?page=<int:page>)&q=:query); applinks cannot say: the optional query item 'page', that 'q' be present"}"#,
        ##"{"/":"/help","#":"/?*","comment":"route 'help' (/help#/<section>)"}"##,
        ##"{"/":"/help","#":"?*","comment":"route 'help' (/help#/<section>)"}"##,
        #"{"/":"/search","?":{"q":"*"},"comment":"route 'search' (/search?q=:query(&page=<int:page>)); applinks cannot say: that 'q' be present, the optional query item 'page'"}"#,
      ])
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let host = "https://shop.example.com"
    #expect(file.match(host + "/photos/album?albumname=summer&index=3").opens)
    #expect(!file.match(host + "/photos/album?albumname=summer").opens)
    #expect(file.match(host + "/search?q=shoes&page=2").opens)
    // applinks reads a missing item as "", which "*" takes: the comment says so.
    #expect(file.match(host + "/search").opens)
    #expect(file.match(host + "/help#/returns").opens)
    // The router takes the fragment with or without its leading `/`: so does the file.
    #expect(manifest.router.match(host + "/help#returns")?.name == "help")
    #expect(file.match(host + "/help#returns").opens)
    #expect(!file.match(host + "/help").opens)
    #expect(try file.differences(from: manifest).isEmpty)
  }

  /// Literal query items and fragments are written percent-encoded, as the paths are and as
  /// applinks compares them: written decoded (`red shoes`, `café`), they matched no link and
  /// the file sent the routes to Safari. What the file cannot say is in the comment: a space
  /// spelt `+`, a literal's `*` read as a wildcard, an item that must be present. A table
  /// that compares without case says so in the entry's defaults.
  @Test func literalsAreWrittenAsLinksSpellThem() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "caseSensitive": false, "routes": [
          {"name": "shoes", "pattern": "/sale?q=red+shoes&caf%C3%A9=a%26b"},
          {"name": "flags", "pattern": "/flags?debug&y=a*b"},
          {"name": "faq", "pattern": "/faq#summer sale/<x>"},
          {"name": "menu", "pattern": "/menu#caf%C3%A9"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    let entry = try #require(generated["applinks"]?["details"]?.arrayValue?.first)
    #expect(entry["defaults"]?.jsonText == #"{"caseSensitive":false}"#)
    let components = try #require(entry["components"]?.arrayValue)
    #expect(
      components.map(\.jsonText) == [
        ##"{"/":"/faq","#":"/summer%20sale/?*","comment":"route 'faq' (/faq#summer sale/<x>)"}"##,
        ##"{"/":"/faq","#":"summer%20sale/?*","comment":"route 'faq' (/faq#summer sale/<x>)"}"##,
        #"{"/":"/flags","?":{"debug":"*","y":"a*b"},"comment":"route 'flags' (/flags?debug&y=a*b); applinks cannot say: that 'debug' be present, the literal 'a*b' of 'y' (read as wildcards)"}"#,
        ##"{"/":"/menu","#":"/caf%C3%A9","comment":"route 'menu' (/menu#caf%C3%A9)"}"##,
        ##"{"/":"/menu","#":"caf%C3%A9","comment":"route 'menu' (/menu#caf%C3%A9)"}"##,
        #"{"/":"/sale","?":{"q":"red%20shoes","caf%C3%A9":"a%26b"},"comment":"route 'shoes' (/sale?q=red+shoes&caf%C3%A9=a%26b); applinks cannot say: the literal 'red shoes' of 'q' spelt with '+' for a space"}"#,
      ])
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let host = "https://shop.example.com"
    for url in [
      "/sale?q=red%20shoes&caf%C3%A9=a%26b", "/faq#summer%20sale/1", "/faq#/summer%20sale/1",
      "/menu#caf%C3%A9", "/MENU#CAF%C3%A9",
    ] {
      #expect(manifest.router.match(host + url) != nil, "\(url)")
      #expect(file.match(host + url).opens, "\(url)")
    }
    // The router reads '+' as a space; the file cannot: the comment above says so.
    #expect(manifest.router.match(host + "/sale?q=red+shoes&caf%C3%A9=a%26b")?.name == "shoes")
    #expect(!file.match(host + "/sale?q=red+shoes&caf%C3%A9=a%26b").opens)
    // The literal's '*' takes other values, which no route takes: the diff finds one.
    #expect(
      try file.differences(from: manifest).map(\.description) == [
        "not routed: https://shop.example.com/flags?debug=sample&y=asampleb: applinks.details[0].components[2] ('/flags') sends it to the app, but no route handles it"
      ])
  }

  /// A `*` in a literal of the path or the fragment, of a segment or of a mixed one, is
  /// written as links spell it, and applinks reads it as a wildcard: the comment says so, as it
  /// does for a query literal.
  @Test func aStarInALiteralIsSaidToBeReadAsAWildcard() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "stars", "pattern": "/a%2Ab/<x>-c%2Ad"}, {"name": "marks", "pattern": "/what%3F"},
          {"name": "tab", "pattern": "/t#e%2Af"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    let components = try Self.components(of: generated)
    #expect(
      components.map(\.jsonText) == [
        #"{"/":"/a*b/?*-c*d","comment":"route 'stars' (/a%2Ab/<x>-c%2Ad); applinks cannot say: the literal 'a*b' of the path (read as wildcards), the literal '-c*d' of the path (read as wildcards)"}"#,
        #"{"/":"/what%3F","comment":"route 'marks' (/what%3F)"}"#,
        ##"{"/":"/t","#":"/e*f","comment":"route 'tab' (/t#e%2Af); applinks cannot say: the literal 'e*f' of the fragment (read as wildcards)"}"##,
        ##"{"/":"/t","#":"e*f","comment":"route 'tab' (/t#e%2Af); applinks cannot say: the literal 'e*f' of the fragment (read as wildcards)"}"##,
      ])
  }

  /// A literal holding `$(`, as links spell it (`/p/$(y)`), would be read by applinks as a
  /// substitution variable the file does not define, an error that voids the component: its `$`
  /// is written `?`, which takes it, and the comment says the literal is read as wildcards.
  /// In the path, a mixed segment, a query item's value and the fragment alike.
  @Test func aLiteralStartingAVariableIsWrittenWithAWildcard() throws {
    let manifest = try RouteManifest(
      json: #"""
        {"domains": ["shop.example.com"], "routes": [
          {"name": "path", "pattern": "/p/%24%28y%29"}, {"name": "mixed", "pattern": "/m/a%24%28<x>"},
          {"name": "query", "pattern": "/q?k=%24%28y%29"}, {"name": "tab", "pattern": "/t#%24%28y%29"},
          {"name": "dollar", "pattern": "/d/%24y/%28"}]}
        """#)
    let generated = try manifest.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    let said = "applinks cannot say: the literal"
    #expect(
      try Self.components(of: generated).map(\.jsonText) == [
        #"{"/":"/d/$y/(","comment":"route 'dollar' (/d/%24y/%28)"}"#,
        #"{"/":"/p/?(y)","comment":"route 'path' (/p/%24%28y%29); \#(said) '$(y)' of the path (read as wildcards)"}"#,
        #"{"/":"/m/a?(?*","comment":"route 'mixed' (/m/a%24%28<x>); \#(said) 'a$(' of the path (read as wildcards)"}"#,
        #"{"/":"/q","?":{"k":"?(y)"},"comment":"route 'query' (/q?k=%24%28y%29); \#(said) '$(y)' of 'k' (read as wildcards)"}"#,
        ##"{"/":"/t","#":"/?(y)","comment":"route 'tab' (/t#%24%28y%29); \##(said) '$(y)' of the fragment (read as wildcards)"}"##,
        ##"{"/":"/t","#":"?(y)","comment":"route 'tab' (/t#%24%28y%29); \##(said) '$(y)' of the fragment (read as wildcards)"}"##,
      ])
    let file = try AppSiteAssociation(json: generated.jsonText)
    #expect(file.problems.isEmpty, "\(file.problems)")
    // Every route's link, as the router builds it, opens the app.
    for route in manifest.routes {
      let values = route.pattern.parameterNames.isEmpty ? [:] : ["x": "1"]
      let url = try manifest.router.urlString(
        for: route.name, parameters: values, origin: .universalLink(host: "shop.example.com"))
      #expect(file.match(url).opens, "\(url)")
    }
  }

  @Test func aWildcardDomainNeedsItsEntitlementAndACopyPerSubdomain() throws {
    let manifest = try RouteManifest(
      json:
        #"{"domains": ["*.wiki.example"], "routes": [{"name": "page", "pattern": "/wiki/<title>"}]}"#
    )
    // Which subdomain serves this copy only the caller knows.
    let error = #expect(throws: AASAReadError.self) {
      try manifest.appSiteAssociation(appID: "ABCDE12345.x.y")
    }
    #expect(
      error?.description
        == "the manifest's domains are wildcards (*.wiki.example): give --domain with the subdomain that serves this copy of the file"
    )
    #expect(
      manifest.wildcardNotes(for: "en.wiki.example") == [
        "en.wiki.example is taken through *.wiki.example: the app's entitlement lists applinks:*.wiki.example, and every subdomain serves its own copy of this file (wiki.example itself is not covered by it)"
      ])
    #expect(manifest.wildcardNotes(for: "wiki.example").isEmpty)
  }

  /// An app ID is refused with the part that is wrong: no dot, a team ID that is not 10
  /// uppercase letters and digits (a lowercase one, one a character short), a bundle
  /// identifier outside Apple's rule.
  @Test func generateRefusesBadAppIDs() throws {
    let form = "is not of the form TEAMID.bundle.id"
    let refusals = [
      (
        "ABCDE12345",
        "'ABCDE12345' \(form): a team ID, a dot and a bundle identifier, such as ABCDE12345.com.example.shop"
      ),
      (
        "com.example.shop",
        "'com.example.shop' \(form): the team ID 'com' must be 10 uppercase letters A-Z and digits"
      ),
      (
        "abcde12345.com.x",
        "'abcde12345.com.x' \(form): the team ID 'abcde12345' must be 10 uppercase letters A-Z and digits"
      ),
      (
        "ABCDE1234.com.x",
        "'ABCDE1234.com.x' \(form): the team ID 'ABCDE1234' must be 10 uppercase letters A-Z and digits"
      ),
      (
        "ABCDE12345.com.x_y",
        "'ABCDE12345.com.x_y' \(form): the bundle identifier 'com.x_y' must be letters A-Z and a-z, digits, '-' and '.', not starting or ending with '.'"
      ),
      (
        "ABCDE12345.com.x.",
        "'ABCDE12345.com.x.' \(form): the bundle identifier 'com.x.' must be letters A-Z and a-z, digits, '-' and '.', not starting or ending with '.'"
      ),
    ]
    for (appID, message) in refusals {
      let error = #expect(throws: AASAReadError.self) {
        try exampleManifest().appSiteAssociation(appID: appID)
      }
      #expect(error?.description == message)
    }
    #expect(throws: Never.self) {
      try exampleManifest().appSiteAssociation(appID: "ABCDE12345.com.Example-2.shop")
    }
  }

  /// An app that takes only its custom scheme has no site to serve the file from.
  @Test func generateWithoutAnyDomainSaysSo() throws {
    let manifest = try RouteManifest(
      json: #"{"schemes": ["shop"], "routes": [{"name": "p", "pattern": "/p"}]}"#)
    let error = #expect(throws: AASAReadError.self) {
      try manifest.appSiteAssociation(appID: "ABCDE12345.x.y")
    }
    #expect(error?.description == "the manifest has no concrete domain; give --domain")
  }

  /// A device reads a file of at most 128 KB, and none of a longer one (Apple's limit since
  /// iOS 9.3.1): the check says so at the file, no URL opens the app, and the diff says that
  /// every URL goes to Safari, once.
  @Test func aFileLongerThanADeviceReadsOpensNothing() throws {
    let json =
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"#
    let padding = AppSiteAssociation.maximumSize - json.utf8.count
    let manifest = try RouteManifest(
      json: #"{"domains": ["example.com"], "routes": [{"name": "a", "pattern": "/a"}]}"#)
    let atTheLimit = try AppSiteAssociation(json: json + String(repeating: " ", count: padding))
    #expect(atTheLimit.problems.isEmpty)
    #expect(atTheLimit.match("https://example.com/a").opens)
    #expect(try atTheLimit.differences(from: manifest).isEmpty)
    let over = try AppSiteAssociation(json: json + String(repeating: " ", count: padding + 1))
    #expect(
      over.problems.map(\.description) == [
        "error: the file: 131073 bytes, over the 131072 (128 KB) a device reads: it reads none of it, and no URL opens the app; make it shorter (fewer components, shorter comments, no indentation)"
      ])
    #expect(!over.match("https://example.com/a").opens)
    #expect(
      try over.differences(from: manifest).map(\.description) == [
        "sent to Safari: every URL: the file is 131073 bytes, over the 131072 (128 KB) a device reads, so it reads none of it"
      ])
  }
}
