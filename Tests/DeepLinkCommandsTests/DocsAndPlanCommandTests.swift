import Foundation
import Testing

@MainActor
@Suite struct DocsAndPlanCommandTests {
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
  }

  /// The header counts the routes as a person would say it, and says when there is no domain.
  @Test func theHeaderOfACatalogueOfOneRouteAndNoDomain() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("one-\(UUID()).json")
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
        "- [ ] universal link, app closed: `xcrun simctl terminate iPhone 16 com.example.shop || true`, then `xcrun simctl openurl iPhone 16 'https://shop.example.com/product/42'` → **product**"
      ))
    #expect(plan.contains("→ **redScreen > greenScreen > blueScreen**"))
    #expect(
      !plan.contains(
        "universal link, app foreground: `xcrun simctl launch iPhone 16 com.example.shop`, then `xcrun simctl openurl iPhone 16 'https://shop.example.com/checkout'`"
      ))
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

  @Test func badFormatsAreUsageErrors() async {
    #expect(await runTool(["docs", "--manifest", manifestPath, "--format", "pdf"]).status == 2)
    #expect(await runTool(["plan", "--manifest", manifestPath]).status == 2)
  }
}
