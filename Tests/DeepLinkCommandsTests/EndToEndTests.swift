import Testing

/// Runs the built `deeplink` binary as a user would and compares with golden files.
@MainActor
@Suite struct EndToEndTests {
  @Test func theReadmeCommandWorks() async throws {
    let run = try runBinary([
      "match", "--manifest", "Examples/Shop/deeplinks.json", "shop://product/42?ref=push",
    ])
    #expect(run.status == 0)
    #expect(run.output == "shop://product/42?ref=push -> product  id=42  ?ref=push\n")
  }

  @Test func matchesEveryExampleAsGolden() async throws {
    let urls = try golden("examples.urls")
    let run = try runBinary(
      ["match", "--manifest", "Examples/Shop/deeplinks.json", "--stdin", "--json"], input: urls)
    #expect(run.status == 1)
    #expect(run.output == (try golden("examples.jsonl")))
  }
}
