import DeepLinking
import Foundation
import Testing

@MainActor
@Suite struct DocsAndPlanCommandTests {
  /// A manifest of `json` in a temporary file, removed by the caller.
  func manifestFile(_ json: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "manifest-\(UUID()).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// A manifest's text (a description, a screen's name, a pattern's literal) reaches the
  /// terminal, the Markdown, the page and the JSON with what a terminal acts on encoded: an
  /// escape sequence, U+202E, a C1 control, a NUL. Line breaks in a description are kept, and
  /// JSON writes the same values as `\u` escapes.
  @Test func manifestTextIsShownWithItsHiddenCharactersEncoded() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [{"name": "a", "pattern": "/a/\u202eb/*",
       "chain": ["s\u001bc", "t\u009bu"], "example": "shop://a/%E2%80%AEb/s",
       "description": "red \u001b[31m\nnext \u202ex\u0000\u007f"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    func shown(_ text: String) -> Bool {
      text.unicodeScalars.allSatisfy { $0 == "\n" || !ShownText.isHidden($0) }
    }
    let markdown = await runTool(["docs", "--manifest", file.path])
    #expect(markdown.status == 0)
    #expect(shown(markdown.output))
    #expect(markdown.output.contains("\n\nred %1B\\[31m\nnext %E2%80%AEx%00%7F\n\n"))
    #expect(markdown.output.contains("- Pattern: `/a/%E2%80%AEb/*`\n"))
    #expect(markdown.output.contains("- Screens in turn: s%1Bc, t%C2%9Bu\n"))
    let html = await runTool(["docs", "--manifest", file.path, "--format", "html"])
    #expect(shown(html.output))
    #expect(
      html.output.contains(#"<span class="summary">red %1B[31m\#nnext %E2%80%AEx%00%7F</span>"#))
    let table = await runTool(["routes", "--manifest", file.path])
    #expect(shown(table.output))
    #expect(table.output.contains("/a/%E2%80%AEb/*  chain s%1Bc > t%C2%9Bu\n"))
    for (json, escaped) in [
      (await runTool(["routes", "--manifest", file.path, "--json"]), #""/a/\u202eb/*""#),
      (
        await runTool(["match", "--manifest", file.path, "--json", "shop://a/%E2%80%AEb/s%C2%9B"]),
        #""s\u009b""#
      ),
    ] {
      #expect(shown(json.output))
      #expect(json.output.contains(escaped))
      let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
      #expect(object is [String: Any])
    }
    let route = await runTool(["routes", "--manifest", file.path, "--json"]).output
    let read = try JSONSerialization.jsonObject(with: Data(route.utf8)) as? [String: Any]
    #expect(read?["chain"] as? [String] == ["s\u{1B}c", "t\u{9B}u"])
    #expect(read?["pattern"] as? String == "/a/\u{202E}b/*")
  }

  @Test func theCatalogueMatchesItsGoldenFiles() async throws {
    let markdown = await runTool(["docs", "--manifest", manifestPath])
    #expect(markdown.status == 0)
    #expect(markdown.output == (try golden("catalogue.md")))
    let html = await runTool(["docs", "--manifest", manifestPath, "--format", "html"])
    #expect(html.output == (try golden("catalogue.html")))
  }

  @Test func theCatalogueTellsCampaignTeamsWhatTheyNeed() async {
    let markdown = await runTool(["docs", "--manifest", manifestPath]).output
    #expect(markdown.contains("## orders\n\nA user's orders, or one order\n"))
    #expect(markdown.contains("- Universal link: `https://shop.example.com/user/u123/orders/9001`"))
    #expect(markdown.contains("- Parameters: `uid` (string), `oid` (string)"))
    #expect(markdown.contains("- Waits for: signedIn"))
    #expect(markdown.contains("- Opens as a universal link: no"))
    let html = await runTool(["docs", "--manifest", manifestPath, "--format", "html"]).output
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains(#"<input id="search" type="search""#))
    #expect(!html.contains("<script src") && !html.contains("<link rel"), "one self-contained page")
    // A chain's screens, as the Markdown lists them.
    #expect(markdown.contains("- Screens in turn: redScreen, greenScreen, blueScreen\n"))
    #expect(
      html.contains(
        "<td><code>*</code> rest of the path<br>screens in turn: redScreen, greenScreen, blueScreen</td>"
      ))
  }

  /// A catalogue's free text may come from a CMS: in Markdown as in HTML, a name, a description,
  /// a condition or a screen holding markup is shown as text, never passed through as HTML.
  @Test func theCatalogueShowsMarkupAsText() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "a<b>", "pattern": "/a/*", "description": "<script>alert(1)</script> & \"q\"",
         "requires": ["<i>in</i>"], "chain": ["<img src=x onerror=alert(1)>"],
         "example": "shop://a/%3Cimg%20src=x%20onerror=alert(1)%3E"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    for format in ["markdown", "html"] {
      let output = await runTool(["docs", "--manifest", file.path, "--format", format]).output
      for markup in ["<script>alert", "<b>", "<i>", "<img"] {
        #expect(!output.contains(markup), "\(format): \(markup)")
      }
      #expect(
        output.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;"), "\(format)")
    }
    let markdown = await runTool(["docs", "--manifest", file.path]).output
    #expect(markdown.contains("## a&lt;b&gt;\n"))
    #expect(markdown.contains("- Waits for: &lt;i&gt;in&lt;/i&gt;\n"))
    #expect(markdown.contains("- Screens in turn: &lt;img src=x onerror=alert(1)&gt;\n"))
    let html = await runTool(["docs", "--manifest", file.path, "--format", "html"]).output
    #expect(html.contains("<br>screens in turn: &lt;img src=x onerror=alert(1)&gt;</td>"))
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example.x"])
      .output
    #expect(plan.contains("\n## a&lt;b&gt;\n"))
    #expect(plan.contains("→ **&lt;img src=x onerror=alert(1)&gt;**\n"))
    #expect(!plan.contains("<img") && !plan.contains("<b>"))
  }

  /// Markdown's own syntax in free text is shown as written too: a description holding
  /// `[help](javascript:alert(1))` is no link, and `_` or `*` set nothing in italics.
  @Test func theMarkdownShowsItsSyntaxAsText() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "a_b*", "pattern": "/a/*", "description": "[help](javascript:alert(1)) `x` # h | t ~s~ \\",
         "requires": ["signed_in"], "chain": ["[red]"], "example": "shop://a/%5Bred%5D"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["docs", "--manifest", file.path]).output
    #expect(markdown.contains("\n## a\\_b\\*\n"))
    #expect(
      markdown.contains(
        ##"\[help\](javascript:alert(1)) \`x\` \# h \| t \~s\~ \\"## + "\n"))
    #expect(markdown.contains(#"- Waits for: signed\_in"# + "\n"))
    #expect(markdown.contains(#"- Screens in turn: \[red\]"# + "\n"))
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example.x"])
      .output
    #expect(plan.contains("\n## a\\_b\\*\n"))
    #expect(plan.contains(#"→ **\[red\]**"#))
  }

  /// A description's lines are its text too: a line starting `- `, `+ ` or `1. ` is no list
  /// item, and `---` or `===` under a line does not make it a heading.
  @Test func aDescriptionsLinesStartNoListOrHeading() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "a", "pattern": "/a", "description": "Sale\n- new\n+ old\n1. one\n  12) two\n---\n===\nx - y 3. z"},
        {"name": "b", "pattern": "/b", "description": "- first\n"},
        {"name": "c", "pattern": "/c", "description": "7. seventh"},
        {"name": "d", "pattern": "/d", "description": ".NET) jobs"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["docs", "--manifest", file.path]).output
    #expect(
      markdown.contains(
        #"""

        Sale
        \- new
        \+ old
        1\. one
          12\) two
        \---
        \===
        x - y 3. z

        """#))
    // The description's first line starts a line too.
    #expect(markdown.contains("\n\\- first\n"))
    #expect(markdown.contains("\n7\\. seventh\n"))
    #expect(markdown.contains("\n.NET) jobs\n"))
  }

  /// A chain's step expects the screens its example names, in the example's order and without
  /// the names it does not know, as the pipeline shows them; not every screen of the chain.
  @Test func aChainStepExpectsTheScreensItsExampleNames() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "screens", "pattern": "/deeplink/*", "chain": ["red", "green", "blue"],
         "example": "shop://deeplink/blue/unknown/red"},
        {"name": "none", "pattern": "/none/*", "chain": ["red"], "example": "shop://none/x"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example.x"])
    #expect(plan.status == 0)
    let expected = plan.output.split(separator: "\n").filter { $0.hasPrefix("- [ ]") }.map {
      $0.split(separator: "→ ").last.map(String.init) ?? ""
    }
    #expect(
      expected
        == Array(repeating: "**blue > red**", count: 6)
        + Array(repeating: "**no screen (the example names none of the chain's)**", count: 6))
  }

  /// In a table without case, the example's screens are read without case too, and the step
  /// expects them as the chain spells them (it expected none of them).
  @Test func aChainStepOfATableWithoutCaseExpectsTheChainsSpelling() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "caseSensitive": false, "routes": [
        {"name": "screens", "pattern": "/deeplink/*", "chain": ["redScreen", "blueScreen"],
         "example": "shop://deeplink/BLUESCREEN/redscreen"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example.x"])
    #expect(plan.status == 0)
    let expected = plan.output.split(separator: "\n").filter { $0.hasPrefix("- [ ]") }.map {
      $0.split(separator: "→ ").last.map(String.init) ?? ""
    }
    #expect(expected == Array(repeating: "**blueScreen > redScreen**", count: 6))
  }

  /// A web-page route's links carry a page, which the app loads only when it is https on a
  /// host of the web allowlist: the catalogue says where the page goes and which hosts, so a
  /// campaign team does not send links the app refuses. A route without a page says nothing.
  @Test func theCatalogueSaysWhichPagesAWebPageRouteLoads() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "webAllowlist": ["*.example.com"], "routes": [
        {"name": "doc", "pattern": "/doc/:page", "webPage": "page"},
        {"name": "plain", "pattern": "/plain"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["docs", "--manifest", file.path]).output
    #expect(
      markdown.contains(
        "- Parameters: `page` (string)\n- Web page: from 'page', an https page on \\*.example.com\n"
      ))
    #expect(markdown.components(separatedBy: "Web page").count == 2)
    let html = await runTool(["docs", "--manifest", file.path, "--format", "html"]).output
    #expect(
      html.contains(
        "<td><code>page</code> string<br>web page from 'page', an https page on *.example.com</td>")
    )
    #expect(html.contains("<td><code>/plain</code></td><td></td><td>none</td>"))
    // Several hosts, and none.
    let shop = await runTool(["docs", "--manifest", manifestPath]).output
    #expect(
      shop.contains(
        "- Parameters: none\n- Web page: from 'url', an https page on one of shop.example.com, help.example.com\n"
      ))
    let none = try manifestFile(
      #"{"schemes": ["shop"], "routes": [{"name": "w", "pattern": "/w", "webPage": "to"}]}"#)
    defer { try? FileManager.default.removeItem(at: none) }
    let refused = await runTool(["docs", "--manifest", none.path, "--format", "html"]).output
    #expect(
      refused.contains(
        "<td>web page from 'to'; the manifest's web allowlist is empty: no page is allowed</td>"))
  }

  /// The header counts the routes as a person would say it, and says when there is no domain.
  /// A route opens as a universal link only when the website can send it to the app: not a
  /// route kept off universal links, nor one whose pattern names a custom scheme, nor any route
  /// of an app without a domain.
  @Test func theCatalogueSaysWhichRoutesOpenAsUniversalLinks() async throws {
    func answers(_ json: String) async throws -> (markdown: [String], html: [String]) {
      let file = try manifestFile(json)
      defer { try? FileManager.default.removeItem(at: file) }
      let markdown = await runTool(["docs", "--manifest", file.path]).output
      let html = await runTool(["docs", "--manifest", file.path, "--format", "html"]).output
      return (
        markdown.split(separator: "\n").filter { $0.hasPrefix("- Opens as a universal link: ") }
          .map { String($0.dropFirst(29)) },
        html.split(separator: "\n").filter { $0.hasPrefix("<tr><td>") }
          .compactMap { $0.split(separator: "<td>").last.map { String($0.prefix { $0 != "<" }) } }
      )
    }
    let routes = #"""
      "routes": [{"name": "a", "pattern": "/a"}, {"name": "s", "pattern": "shop://s"},
        {"name": "w", "pattern": "https://shop.example.com/w"},
        {"name": "off", "pattern": "/off", "universal": false}]
      """#
    let withDomain = try await answers(
      #"{"schemes": ["shop"], "domains": ["shop.example.com"], "# + routes + "}")
    #expect(withDomain.markdown == ["yes", "no", "yes", "no"])
    #expect(withDomain.html == withDomain.markdown)
    let schemesOnly = try await answers(
      #"{"schemes": ["shop"], "routes": [{"name": "a", "pattern": "/a"}]}"#)
    #expect(schemesOnly.markdown == ["no"])
    #expect(schemesOnly.html == ["no"])
  }

  /// An example is shown, and tested, on the origin its route takes: the custom scheme its
  /// pattern names (not the app's first), the host its pattern names or its example's host
  /// under a wildcard domain; a route kept off universal links still takes its web link in a
  /// push.
  @Test func examplesAreShownOnTheOriginsTheirRoutesTake() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop", "app"], "domains": ["*.wiki.example"], "routes": [
        {"name": "s", "pattern": "app://s/:id", "example": "app://s/5"},
        {"name": "article", "pattern": "https://<lang>.wiki.example/a/:t",
          "example": "https://en.wiki.example/a/Swift"},
        {"name": "page", "pattern": "/p/:id", "example": "https://fr.wiki.example/p/3"},
        {"name": "off", "pattern": "https://www.wiki.example/off", "universal": false,
          "example": "https://www.wiki.example/off"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let catalogue = await runTool(["docs", "--manifest", file.path]).output
    let examples = catalogue.split(separator: "\n").filter {
      $0.hasPrefix("## ") || $0.hasPrefix("- Custom scheme:") || $0.hasPrefix("- Universal link:")
    }
    #expect(
      examples == [
        "## s", "- Custom scheme: `app://s/5`", "## article",
        "- Universal link: `https://en.wiki.example/a/Swift`", "## page",
        "- Custom scheme: `shop://p/3`", "- Universal link: `https://fr.wiki.example/p/3`",
        "## off",
      ])
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x.y"])
    #expect(plan.errors.isEmpty)
    // Each door's link, from its foreground step.
    let doors = plan.output.split(separator: "\n")
      .compactMap { line -> String? in
        guard line.hasPrefix("- [ ] "), line.contains("app foreground") else { return nil }
        let door = line.dropFirst(6).prefix { $0 != "," }
        let link = line.split(separator: "'").dropFirst().first ?? ""
        return "\(door) \(link)"
      }
    #expect(
      doors == [
        "custom scheme app://s/5", "push app://s/5",
        "universal link https://en.wiki.example/a/Swift", "push https://en.wiki.example/a/Swift",
        "custom scheme shop://p/3", "universal link https://fr.wiki.example/p/3",
        "push shop://p/3", "push https://www.wiki.example/off",
      ])
    #expect(!plan.output.contains("Not in this plan"))
  }

  /// Each of the app's domains serves its own AASA file and can fail on its own: the plan opens
  /// the universal link on each, as the catalogue lists it on each, naming the domain.
  @Test func thePlanOpensAUniversalLinkOnEachDomain() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "domains": ["shop.example.com", "m.example.com"], "routes": [
        {"name": "p", "pattern": "/p/:id", "example": "https://m.example.com/p/3"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x.y"])
    let doors = plan.output.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("- [ ] "), line.contains("app closed") else { return nil }
      let door = line.dropFirst(6).prefix { $0 != "," }
      return "\(door) \(line.split(separator: "'").dropFirst().first ?? "")"
    }
    #expect(
      doors == [
        "custom scheme shop://p/3",
        "universal link on shop.example.com https://shop.example.com/p/3",
        "universal link on m.example.com https://m.example.com/p/3", "push shop://p/3",
      ])
    let catalogue = await runTool(["docs", "--manifest", file.path]).output
    #expect(
      catalogue.split(separator: "\n").filter { $0.hasPrefix("- Universal link:") } == [
        "- Universal link: `https://shop.example.com/p/3`",
        "- Universal link: `https://m.example.com/p/3`",
      ])
  }

  @Test func theHeaderOfACatalogueOfOneRouteAndNoDomain() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("one-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"schemes": ["shop"], "routes": [{"name": "cart", "pattern": "/cart"}]}"#.write(
      to: file, atomically: true, encoding: .utf8)
    let markdown = await runTool(["docs", "--manifest", file.path]).output
    #expect(markdown.contains("\n1 route. Custom schemes: shop. Domains: none.\n"))
    let html = await runTool(["docs", "--manifest", file.path, "--format", "html"]).output
    #expect(html.contains(#"<p class="meta">1 route · custom schemes: shop · domains: none</p>"#))
  }

  @Test func thePlanMatchesItsGoldenFiles() async throws {
    let markdown = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop",
    ])
    #expect(markdown.status == 0)
    #expect(markdown.output == (try golden("plan.md")))
    let script = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop", "--format", "sh",
    ])
    #expect(script.output == (try golden("plan.sh")))
  }

  /// A push opens its link only when its notification is tapped, and in the foreground the
  /// system shows it only if the app asks: each push step says to tap it, and the plan says
  /// once why a foreground push may show nothing. No other step asks for a tap.
  @Test func aPushStepAsksForATapOnTheNotification() async throws {
    let markdown = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop",
    ]).output
    let steps = markdown.split(separator: "\n").filter { $0.hasPrefix("- [ ]") }
    let pushes = steps.filter { $0.hasPrefix("- [ ] push, ") }
    #expect(pushes.count == 20 * 3)
    for step in steps {
      let asksForATap = step.contains(".apns`, then tap the notification → **")
      #expect(asksForATap == step.hasPrefix("- [ ] push, "), "\(step)")
    }
    #expect(markdown.components(separatedBy: "A push step ends with a tap").count == 2)
    #expect(markdown.contains("`DeepLinkNotificationDelegate` passes that on"))
    let script = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop", "--format", "sh",
    ]).output
    let calls = script.split(separator: "\n").filter { $0.hasPrefix("step '") }
    #expect(calls.count == steps.count)
    for call in calls {
      let asksForATap = call.hasSuffix(" 'tap the notification'")
      #expect(asksForATap == call.contains(": push, app "), "\(call)")
    }
    #expect(script.contains(#"if [ -n "${3:-}" ]; then echo "   then: $3"; fi"#))
    // A plan without steps has no push to explain.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"schemes": ["shop"], "routes": [{"name": "cart", "pattern": "/cart"}]}"#.write(
      to: file, atomically: true, encoding: .utf8)
    let empty = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example.shop"])
    #expect(!empty.output.contains("A push step"))
  }

  @Test func thePlanCoversEveryDoorAndState() async {
    let plan = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop", "--device",
      "iPhone 16",
    ]).output
    let steps = plan.split(separator: "\n").filter { $0.hasPrefix("- [ ]") }
    // Three states for each of: 19 custom-scheme examples (not the host-only route), 18
    // universal links (not the two routes kept off them), 20 pushes.
    let expected = (19 + 18 + 20) * 3
    #expect(steps.count == expected)
    #expect(
      plan.contains(
        "- [ ] universal link, app closed: `xcrun simctl terminate 'iPhone 16' com.example.shop || true`, then `xcrun simctl openurl 'iPhone 16' 'https://shop.example.com/product/42'` → **product**"
      ))
    #expect(plan.contains("→ **redScreen > greenScreen > blueScreen**"))
    #expect(
      !plan.contains(
        "universal link, app foreground: `xcrun simctl launch 'iPhone 16' com.example.shop`, then `xcrun simctl openurl 'iPhone 16' 'https://shop.example.com/checkout'`"
      ))
  }

  /// A route the plan has no step for is named in the plan, and one without an example is
  /// warned about: the checklist does not look complete when it is not.
  @Test func routesWithoutAStepAreNamed() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "a", "pattern": "/a", "example": "shop://a"},
        {"name": "b_1", "pattern": "/b/:id"},
        {"name": "c", "pattern": "/c", "example": "shop://a"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x.y"])
    #expect(markdown.status == 0)
    #expect(
      markdown.output.hasSuffix(
        "\n## Not in this plan\n\n- b\\_1: it has no example\n- c: its example does not open it\n\n"
      ))
    #expect(
      markdown.errors == """
        warning: \(file.path): routes[2].example: 'shop://a' opens route 'a', not 'c': give an example of this route
        warning: route 'b_1' has no example: the plan has no step for it

        """)
    let script = await runTool([
      "plan", "--manifest", file.path, "--bundle-id", "com.x.y", "--format", "sh",
    ]).output
    #expect(
      script.contains(
        "\n# Not in this plan: b_1: it has no example\n# Not in this plan: c: its example does not open it\n"
      ))
    // Every route with an example that opens it: no such section.
    let complete = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop",
    ])
    #expect(!complete.output.contains("Not in this plan"))
    #expect(complete.errors.isEmpty)
  }

  /// A manifest with no routes gives a plan with no steps, and says so, rather than a
  /// checklist with nothing in it that looks like a pass.
  @Test func aManifestWithoutRoutesIsSaidToHaveNoSteps() async throws {
    let file = try manifestFile(#"{"schemes": ["shop"], "routes": []}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x.y"])
    #expect(markdown.status == 0)
    #expect(markdown.output.hasSuffix("\nThe manifest has no routes: the plan has no steps.\n\n"))
    #expect(markdown.errors == "warning: the manifest has no routes: the plan has no steps\n")
    let script = await runTool([
      "plan", "--manifest", file.path, "--bundle-id", "com.x.y", "--format", "sh",
    ])
    #expect(script.errors == "warning: the manifest has no routes: the plan has no steps\n")
  }

  @Test func theScriptIsValidShell() async throws {
    let script = await runTool([
      "plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop", "--format", "sh",
    ]).output
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID()).sh")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-n", file.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  /// The script is run with `xcrun` and `sleep` stubbed: whatever the manifest's names and
  /// links hold, and whatever the device is called, each reaches `xcrun` as one argument, the
  /// shell runs nothing of them, and each payload is written inside the script's directory.
  @Test func theScriptRunsNothingItWasGiven() async throws {
    let setsid = "/usr/bin/setsid"  // no terminal, so the script's pause for return returns
    guard FileManager.default.isExecutableFile(atPath: setsid) else { return }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID())")
    let stubs = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let manifest = directory.appendingPathComponent("m.json")
    try #"""
    {"schemes": ["shop"], "routes": [
      {"name": "a$(touch pwned)/../../b `touch pwned`", "pattern": "/a/:x",
       "requires": ["it's$(touch pwned)"], "example": "shop://a/it's$(touch%20pwned)"}]}
    """#.write(to: manifest, atomically: true, encoding: .utf8)
    let log = directory.appendingPathComponent("xcrun.log")
    try #"""
    #!/bin/sh
    if [ "$2" = push ]; then
      # The payload's name, whether it is there, and the name of its directory's (mktemp's).
      printf '[%s][%s][%s][%s]' "$2" "$3" "$4" "$(basename "$5")" >> "$LOG"
      [ -f "$5" ] || printf ' no file' >> "$LOG"
      case "$(basename "$(dirname "$5")")" in tmp.*) ;; *) printf ' elsewhere' >> "$LOG";; esac
    else
      for argument in "$@"; do printf '[%s]' "$argument" >> "$LOG"; done
    fi
    echo >> "$LOG"
    """#.write(to: stubs.appendingPathComponent("xcrun"), atomically: true, encoding: .utf8)
    try "#!/bin/sh\n".write(
      to: stubs.appendingPathComponent("sleep"), atomically: true, encoding: .utf8)
    for stub in ["xcrun", "sleep"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: stubs.appendingPathComponent(stub).path)
    }
    let script = await runTool([
      "plan", "--manifest", manifest.path, "--bundle-id", "com.example.shop", "--device",
      "iPhone 16 Pro", "--format", "sh",
    ])
    #expect(script.status == 0, "\(script.errors)")
    let file = directory.appendingPathComponent("plan.sh")
    try script.output.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: setsid)
    process.arguments = ["/bin/bash", file.path]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = stubs.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["LOG"] = log.path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("pwned").path))
    let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    let app = "[iPhone 16 Pro][com.example.shop]"
    #expect(
      calls
        == [
          "[simctl][launch]\(app)",
          "[simctl][openurl][iPhone 16 Pro][shop://a/it's$(touch%20pwned)]",
          "[simctl][launch]\(app)", "[simctl][openurl][iPhone 16 Pro][https://www.apple.com]",
          "[simctl][openurl][iPhone 16 Pro][shop://a/it's$(touch%20pwned)]",
          "[simctl][terminate]\(app)",
          "[simctl][openurl][iPhone 16 Pro][shop://a/it's$(touch%20pwned)]",
          "[simctl][launch]\(app)", "[push]\(app)[push-a__touch_pwned__.._.._b__touch_pwned_.apns]",
          "[simctl][launch]\(app)", "[simctl][openurl][iPhone 16 Pro][https://www.apple.com]",
          "[push]\(app)[push-a__touch_pwned__.._.._b__touch_pwned_.apns]",
          "[simctl][terminate]\(app)",
          "[push]\(app)[push-a__touch_pwned__.._.._b__touch_pwned_.apns]",
        ].map { Substring($0) })
  }

  /// A route that waits for conditions shows no screen until they are met: the plan tells the
  /// tester to meet them before each of its steps (the script pauses for it), and says
  /// nothing for a route that waits for none.
  @Test func thePlanSaysWhatARouteWaitsFor() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "one", "pattern": "/one", "requires": ["signedIn"], "example": "shop://one"},
        {"name": "two", "pattern": "/two", "requires": ["signedIn", "is_adult"],
         "example": "shop://two"},
        {"name": "free", "pattern": "/free", "example": "shop://free"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x"]).output
    #expect(
      markdown.contains(
        "## one\n\nBefore each step, meet signedIn: the route waits for it, and shows no screen until it is met.\n\n- [ ] "
      ))
    #expect(
      markdown.contains(
        "## two\n\nBefore each step, meet signedIn and is\\_adult: the route waits for them, and shows no screen until they are met.\n\n- [ ] "
      ))
    #expect(markdown.contains("## free\n\n- [ ] "))
    #expect(markdown.components(separatedBy: "Before each step").count == 3)
    let script = await runTool([
      "plan", "--manifest", file.path, "--bundle-id", "com.x", "--format", "sh",
    ]).output
    let firsts = script.split(separator: "\n").filter { $0.hasPrefix("first ") }
    // Each of a route's six steps (two doors, no domain; three states) is preceded by its pause.
    #expect(
      firsts
        == Array(
          repeating:
            "first 'meet signedIn: the route waits for it, and shows no screen until it is met'",
          count: 6)
        + Array(
          repeating:
            "first 'meet signedIn and is_adult: the route waits for them, and shows no screen until they are met'",
          count: 6))
    #expect(script.contains("\n# 1. one: custom scheme, app foreground\nfirst 'meet signedIn:"))
  }

  /// Routes whose names come out the same as file names get a file each, numbered in turn.
  @Test func routesWhoseNamesMakeOneFileNameGetAFileEach() async throws {
    let file = try manifestFile(
      #"""
      {"schemes": ["shop"], "routes": [
        {"name": "a b", "pattern": "/a", "example": "shop://a"},
        {"name": "a_b", "pattern": "/b", "example": "shop://b"},
        {"name": "a$b", "pattern": "/c", "example": "shop://c"}]}
      """#)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = await runTool([
      "plan", "--manifest", file.path, "--bundle-id", "com.example.shop", "--format", "sh",
    ]).output
    #expect(script.contains("cat > \"$PAYLOADS/push-a_b.apns\" <<'JSON'\n"))
    #expect(script.contains("cat > \"$PAYLOADS/push-a_b-2.apns\" <<'JSON'\n"))
    #expect(script.contains("\"link\": \"shop://b\""))
    #expect(
      script.contains("xcrun simctl push booted com.example.shop \"$PAYLOADS/push-a_b-2.apns\""))
    #expect(script.contains("cat > \"$PAYLOADS/push-a_b-3.apns\" <<'JSON'\n"))
  }

  /// A bundle identifier is letters, digits, '-' and '.' (Apple's rule); anything else is a
  /// usage error that says so, before any payload or script is written.
  @Test func aBundleIdentifierOutsideApplesRuleIsAUsageError() async {
    for bundle in ["com.ex$(id)", "com example", ".com.example", "com.example.", "", "cöm.x"] {
      let plan = await runTool(["plan", "--manifest", manifestPath, "--bundle-id", bundle])
      #expect(plan.status == 2, "\(bundle)")
      #expect(
        plan.errors.contains(
          "--bundle-id '\(bundle)' is not a bundle identifier: letters A-Z and a-z, digits, '-' and '.', not starting or ending with '.', such as com.example.shop"
        ))
      #expect(plan.output.isEmpty)
      let push = await runTool(["push", "--link", "shop://cart", "--bundle-id", bundle])
      #expect(push.status == 2, "\(bundle)")
    }
    let fine = await runTool(["push", "--link", "shop://cart", "--bundle-id", "com.Example-2.shop"])
    #expect(fine.status == 0)
  }

  @Test func badFormatsAreUsageErrors() async {
    #expect(await runTool(["docs", "--manifest", manifestPath, "--format", "pdf"]).status == 2)
    #expect(await runTool(["plan", "--manifest", manifestPath]).status == 2)
  }
}
