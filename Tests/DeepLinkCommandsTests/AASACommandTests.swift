import DeepLinking
import DeepLinkingTools
import Foundation
import Testing

@MainActor
@Suite struct AASACommandTests {
  let aasaPath = repositoryRoot.appendingPathComponent("Examples/Shop/apple-app-site-association")
    .path

  @Test func generatesTheFileForTheExample() async throws {
    let run = await runTool([
      "aasa", "generate", "--manifest", manifestPath, "--app-id", "ABCDE12345.com.example.shop",
    ])
    #expect(run.status == 0)
    #expect(run.output == (try golden("apple-app-site-association.json")))
  }

  /// applinks cannot say a placeholder's type or that an item be present: a route kept off
  /// universal links behind a broader pattern still opens the app. `generate` says so, as
  /// `diff` would, instead of writing the file silently.
  @Test func generateWarnsWhereTheFileDisagreesWithTheRoutes() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID()).json")
    try #"""
    {"domains": ["shop.example.com"], "routes": [
      {"name": "product", "pattern": "/product/<int:id>"},
      {"name": "slug", "pattern": "/product/:slug", "universal": false}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await runTool([
      "aasa", "generate", "--manifest", file.path, "--app-id", "ABCDE12345.com.example.shop",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains(#""/": "/product/?*""#))
    #expect(
      run.errors == """
        warning: not a universal link: route 'slug': https://shop.example.com/product/sample: the route is marked "universal": false, but opens the app by applinks.details[0].components[0]

        """)
    let example = await runTool([
      "aasa", "generate", "--manifest", manifestPath, "--app-id", "ABCDE12345.com.example.shop",
    ])
    #expect(example.errors.isEmpty)
  }

  /// A file for a domain that is not the app's sends links to the app that no route takes: it
  /// is refused, where it was written with a warning for every component. A domain in another
  /// case, or under a `*.` domain, is the app's.
  @Test func theDomainMustBeTheApps() async {
    let appID = "ABCDE12345.com.example.shop"
    for subcommand in [["generate", "--app-id", appID], ["diff", "--file", aasaPath]] {
      let run = await runTool(
        ["aasa"] + subcommand + ["--manifest", manifestPath, "--domain", "other.example.com"])
      #expect(run.status == 2, "\(subcommand)")
      #expect(run.output == "", "\(subcommand)")
      #expect(
        run.errors
          == "deeplink aasa: 'other.example.com' is not one of the manifest's domains "
          + "(shop.example.com): no route opens a link on it\n", "\(subcommand)")
    }
    let otherCase = await runTool([
      "aasa", "generate", "--manifest", manifestPath, "--app-id", appID, "--domain",
      "SHOP.example.com",
    ])
    #expect(otherCase.status == 0)
    #expect(otherCase.output == (try? golden("apple-app-site-association.json")))
  }

  @Test func matchPrintsOneObjectPerURL() async {
    let run = await runTool([
      "aasa", "match", "--file", aasaPath, "--json", "https://shop.example.com/product/42",
      "https://shop.example.com/checkout", "https://shop.example.com/nothing/here",
    ])
    #expect(run.status == 1)
    #expect(
      run.output == """
        {"url":"https://shop.example.com/product/42","opens":true,"appID":"ABCDE12345.com.example.shop","detailsIndex":0,"componentIndex":5,"excluded":false}
        {"url":"https://shop.example.com/checkout","opens":false,"appID":"ABCDE12345.com.example.shop","detailsIndex":0,"componentIndex":18,"excluded":true}
        {"url":"https://shop.example.com/nothing/here","opens":false,"appID":null,"detailsIndex":null,"componentIndex":null,"excluded":false}

        """)
  }

  /// A universal link is an http or https URL with a host: a custom-scheme link, or text that
  /// is no URL, opens nothing whatever the file's components say (`shop://product/1` has the
  /// path `/1` under the host `product`, and `/product/?*` would not be why it does not open).
  @Test func onlyWebURLsCanBeUniversalLinks() async {
    let run = await runTool([
      "aasa", "match", "--file", aasaPath, "shop://product/1", "https:/product/1", "notaurl",
      "HTTP://shop.example.com/product/1",
    ])
    #expect(run.status == 1)
    #expect(
      run.output == """
        shop://product/1 -> not a universal link: it is not an http or https URL with a host
        https:/product/1 -> not a universal link: it is not an http or https URL with a host
        notaurl -> not a universal link: it is not a URL
        HTTP://shop.example.com/product/1 -> opens ABCDE12345.com.example.shop (details[0].components[5])

        """)
    // Where the file would have taken its path: `/product/?*` matches `/product/1`.
    let json = await runTool(["aasa", "match", "--file", aasaPath, "--json", "shop:/product/1"])
    #expect(json.output.contains(#""opens":false,"appID":null"#))
  }

  @Test func checkAndDiffTheExample() async {
    let check = await runTool(["aasa", "check", "--file", aasaPath])
    #expect(check.status == 0)
    #expect(check.output == "0 errors, 0 warnings\n")
    let diff = await runTool(["aasa", "diff", "--manifest", manifestPath, "--file", aasaPath])
    #expect(diff.status == 0)
    #expect(diff.output == "the file and the routes agree\n")
  }

  /// An `apple-app-site-association` file comes from a website: its keys and values are shown
  /// with hidden characters encoded, never as escape sequences on the terminal.
  @Test func theFilesTextReachesTheTerminalEncoded() async throws {
    func file(_ json: String) throws -> String {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
      try json.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let keys = try file(
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/a", "\u001b[2Jx": "1"}]}]}, "\u001b[32mk": 1}"#
    )
    defer { try? FileManager.default.removeItem(atPath: keys) }
    let check = await runTool(["aasa", "check", "--file", keys])
    #expect(
      check.output == """
        error: %1B[32mk: unknown key
        error: applinks.details[0].components[0].%1B[2Jx: unknown key
        2 errors, 0 warnings

        """)
    let path = try file(
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/zz\u202e", "percentEncoded": false}]}]}}"#
    )
    defer { try? FileManager.default.removeItem(atPath: path) }
    let diff = await runTool(["aasa", "diff", "--manifest", manifestPath, "--file", path])
    #expect(
      diff.output.contains(
        "not routed: https://shop.example.com/zz%E2%80%AE: applinks.details[0].components[0] ('/zz%E2%80%AE') sends it to the app, but no route handles it\n"
      ))
    #expect(!diff.output.unicodeScalars.contains("\u{202E}"))
    let app = try file(
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.ex\u202eample"], "components": [{"/": "/a"}]}]}}"#
    )
    defer { try? FileManager.default.removeItem(atPath: app) }
    let match = await runTool(["aasa", "match", "--file", app, "https://shop.example.com/a"])
    #expect(
      match.output
        == "https://shop.example.com/a -> opens ABCDE12345.com.ex%E2%80%AEample (details[0].components[0])\n"
    )
  }

  /// A file of exactly the limit commands read files up to is read; one byte more is refused.
  @Test func checkReadsAFileUpToTheLimit() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    let json = Array(
      #"{"applinks": {"details": [{"appIDs": ["bad"], "components": [{"/": "/a"}]}]}}"#.utf8)
    let padding = RouteManifest.maximumSize - json.count
    try Data(json + Array(repeating: 0x20, count: padding)).write(to: file)
    let atTheLimit = await runTool(["aasa", "check", "--file", file.path])
    #expect(atTheLimit.status == 1)
    // Read, and far longer than a device reads.
    #expect(atTheLimit.output.contains("error: the file: \(RouteManifest.maximumSize) bytes, over"))
    #expect(atTheLimit.output.hasSuffix("2 errors, 0 warnings\n"))
    try Data(json + Array(repeating: 0x20, count: padding + 1)).write(to: file)
    let over = await runTool(["aasa", "check", "--file", file.path])
    #expect(over.status == 2)
    #expect(
      over.errors
        == "deeplink aasa: \(file.path): the file is larger than \(RouteManifest.maximumSize) bytes\n"
    )
  }

  /// The generated file is indented unless that makes it longer than the 128 KB a device
  /// reads; one still longer is an error (exit 1), not a file that opens nothing unseen.
  @Test func generateKeepsTheFileWithinWhatADeviceReads() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let aasa = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    defer { try? FileManager.default.removeItem(at: aasa) }
    func manifest(_ count: Int) throws {
      let routes = (0..<count).map {
        #"{"name": "r\#($0)", "pattern": "/section\#($0)/item/<int:id>"}"#
      }
      try #"{"domains": ["a.example"], "routes": [\#(routes.joined(separator: ", "))]}"#
        .write(to: file, atomically: true, encoding: .utf8)
    }
    let generate = ["aasa", "generate", "--manifest", file.path, "--app-id", "ABCDE12345.com.x"]
    try manifest(300)
    let indented = await runTool(generate)
    #expect(indented.status == 0)
    #expect(indented.output.contains("\n  "))
    try manifest(1_200)
    let compact = await runTool(generate)
    #expect(compact.status == 0)
    #expect(compact.errors.isEmpty)
    #expect(!compact.output.contains("\n  "))
    #expect(compact.output.utf8.count <= 128 * 1024)
    try compact.output.write(to: aasa, atomically: true, encoding: .utf8)
    #expect(
      await runTool(["aasa", "diff", "--manifest", file.path, "--file", aasa.path]).status == 0)
    try manifest(2_000)
    let over = await runTool(generate)
    #expect(over.status == 1)
    #expect(over.errors.hasPrefix("error: the file: "))
    #expect(over.errors.contains("over the 131072 (128 KB) a device reads"))
  }

  /// The 128 KB a device reads count the file's last line break: a file written at the limit
  /// exactly stays indented, one byte more is written without indentation.
  @Test func generateCountsTheFilesLastLineBreak() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // Routes of one length each (`r00042` at `/s00042/<int:id>`), the first one's name padded.
    func written(_ count: Int, padding: Int = 0, status: Int32 = 0) async throws -> (
      size: Int, indented: Bool
    ) {
      let routes = (0..<count).map { index in
        let number = String(format: "%05d", index)
        let name = "r" + number + String(repeating: "x", count: index == 0 ? padding : 0)
        return #"{"name": "\#(name)", "pattern": "/s\#(number)/<int:id>"}"#
      }
      try #"{"domains": ["a.example"], "routes": [\#(routes.joined(separator: ", "))]}"#
        .write(to: file, atomically: true, encoding: .utf8)
      let run = await runTool([
        "aasa", "generate", "--manifest", file.path, "--app-id", "ABCDE12345.com.x",
      ])
      #expect(run.status == status, "\(run.errors)")
      return (run.output.utf8.count, run.output.contains("\n  "))
    }
    let base = try await written(100).size
    let perRoute = try await written(101).size - base
    let count = 100 + (AppSiteAssociation.maximumSize - base) / perRoute
    let below = try await written(count)
    #expect(below.indented)
    let short = AppSiteAssociation.maximumSize - below.size
    let atTheLimit = try await written(count, padding: short)
    #expect(atTheLimit.size == AppSiteAssociation.maximumSize)
    #expect(atTheLimit.indented)
    let over = try await written(count, padding: short + 1)
    #expect(!over.indented)
    #expect(over.size < AppSiteAssociation.maximumSize)
    // Without indentation too: written to the limit exactly, the file is fine; one byte more
    // is an error (exit 1).
    let compactBase = try await written(1_500).size
    let compactPerRoute = try await written(1_501).size - compactBase
    let compactCount = 1_500 + (AppSiteAssociation.maximumSize - compactBase) / compactPerRoute
    let compactShort =
      AppSiteAssociation.maximumSize - (try await written(compactCount).size)
    let compactAtTheLimit = try await written(compactCount, padding: compactShort)
    #expect(compactAtTheLimit.size == AppSiteAssociation.maximumSize)
    #expect(!compactAtTheLimit.indented)
    _ = try await written(compactCount, padding: compactShort + 1, status: 1)
  }

  @Test func checkExitsOneOnErrors() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    try #"{"applinks": {"details": [{"appIDs": ["bad"], "components": [{"/": "/$(x)"}]}]}}"#
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await runTool(["aasa", "check", "--file", file.path])
    #expect(run.status == 1)
    #expect(
      run.output == """
        error: applinks.details[0].appIDs[0]: 'bad' is not of the form TEAMID.bundle.id: a team ID, a dot and a bundle identifier, such as ABCDE12345.com.example.shop
        error: applinks.details[0].components[0]./: unknown substitution variable '$(x)'
        2 errors, 0 warnings

        """)
  }

  @Test func badUsage() async {
    #expect(await runTool(["aasa"]).status == 2)
    #expect(await runTool(["aasa", "frob"]).status == 2)
    #expect(
      await runTool(["aasa", "match", "--file", "/nonexistent", "https://x.com"]).status == 2)
    let generate = await runTool(["aasa", "generate", "--manifest", manifestPath, "--app-id", "x"])
    #expect(generate.status == 2)
    #expect(generate.errors.hasPrefix("deeplink aasa: 'x' is not of the form TEAMID.bundle.id"))
  }

  /// An option of another subcommand is refused, not passed over: `generate --file F` wrote
  /// no file, and printed the file as if it had read the option.
  @Test func anOptionAnotherSubcommandTakesIsRefused() async {
    let appID = "ABCDE12345.com.example.shop"
    let cases: [([String], String)] = [
      (["generate", "--manifest", manifestPath, "--app-id", appID, "--file", aasaPath], "--file"),
      (["generate", "--manifest", manifestPath, "--app-id", appID, "--json"], "--json"),
      (["check", "--file", aasaPath, "--manifest", manifestPath], "--manifest"),
      (["check", "--file", aasaPath, "--json"], "--json"),
      (["match", "--file", aasaPath, "--domain", "x.com", "https://x.com/a"], "--domain"),
      (["match", "--file", aasaPath, "--app-id", appID, "https://x.com/a"], "--app-id"),
      (["diff", "--manifest", manifestPath, "--file", aasaPath, "--app-id", appID], "--app-id"),
      (["diff", "--manifest", manifestPath, "--file", aasaPath, "--json"], "--json"),
    ]
    for (arguments, option) in cases {
      let run = await runTool(["aasa"] + arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output == "", "\(arguments)")
      #expect(
        run.errors.hasPrefix("deeplink aasa: \(arguments[0]) takes no \(option)\n"),
        "\(arguments)")
    }
    // Each subcommand's own options are taken.
    let own: [[String]] = [
      ["generate", "--manifest", manifestPath, "--app-id", appID, "--domain", "shop.example.com"],
      ["check", "--file", aasaPath],
      ["match", "--file", aasaPath, "--json", "https://shop.example.com/cart"],
      ["diff", "--manifest", manifestPath, "--file", aasaPath, "--domain", "shop.example.com"],
    ]
    for arguments in own {
      #expect(await runTool(["aasa"] + arguments).status != 2, "\(arguments)")
    }
  }

  /// A file that is not JSON is an error naming the file and the place, with exit status 2;
  /// a file generated for a subdomain taken through a `*.` domain comes with a note of what
  /// serving it needs.
  @Test func aFileThatIsNotJSONAndAWildcardsNote() async throws {
    let broken = try temporaryFile("not json")
    defer { try? FileManager.default.removeItem(at: broken) }
    let check = await runTool(["aasa", "check", "--file", broken.path])
    #expect(check.status == 2)
    #expect(
      check.errors
        == "deeplink aasa: \(broken.path): invalid JSON at line 1, column 1: unexpected character 'n'\n"
    )
    let manifest = try temporaryFile(
      #"{"domains": ["*.wiki.example"], "routes": [{"name": "a", "pattern": "/a"}]}"#)
    defer { try? FileManager.default.removeItem(at: manifest) }
    let generate = await runTool([
      "aasa", "generate", "--manifest", manifest.path, "--app-id", "ABCDE12345.a.b", "--domain",
      "EN.wiki.example",
    ])
    #expect(generate.status == 0)
    #expect(
      generate.errors
        == "note: en.wiki.example is taken through *.wiki.example: the app's entitlement lists applinks:*.wiki.example, and every subdomain serves its own copy of this file (wiki.example itself is not covered by it)\n"
    )
  }

  func temporaryFile(_ json: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    try json.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// A file for shared web credentials only is valid and common: it opens nothing, and says so.
  @Test func aWebCredentialsOnlyFileIsValidAndOpensNothing() async throws {
    let file = try temporaryFile(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.shop"]}}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = await runTool(["aasa", "check", "--file", file.path])
    #expect(check.status == 0)
    #expect(
      check.output == """
        warning: applinks: absent: the file has 'webcredentials' but no universal links, so no URL opens the app
        0 errors, 1 warning

        """)
    let match = await runTool(["aasa", "match", "--file", file.path, "https://shop.example.com/x"])
    #expect(match.status == 1)
    #expect(
      match.output
        == "https://shop.example.com/x -> Safari: the file has no universal links (applinks)\n")
    #expect(match.errors == "")
  }

  /// `match` agrees with `check`: an entry without an app ID opens nothing, and a file with
  /// errors gives exit 2 and a warning that the answers cannot be trusted.
  @Test func matchOnAFileWithErrorsAgreesWithCheck() async throws {
    let file = try temporaryFile(#"{"applinks": {"details": [{"components": [{"/": "/x"}]}]}}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = await runTool(["aasa", "check", "--file", file.path])
    #expect(check.status == 1)
    #expect(check.output.hasPrefix("error: applinks.details[0]: has neither appIDs nor appID\n"))
    let match = await runTool([
      "aasa", "match", "--json", "--file", file.path, "https://a.example/x",
    ])
    #expect(match.status == 2)
    #expect(
      match.output
        == #"{"url":"https://a.example/x","opens":false,"appID":null,"detailsIndex":null,"componentIndex":null,"excluded":false}"#
        + "\n")
    #expect(
      match.errors
        == "deeplink aasa: \(file.path) has 1 error, so these answers cannot be trusted (see 'deeplink aasa check'): error: applinks.details[0]: has neither appIDs nor appID\n"
    )
  }

  /// A key written twice is read as Apple's parser reads it, the last value winning, with a
  /// warning at its position.
  @Test func aDuplicateKeyIsAWarningAndTheLastValueWins() async throws {
    let file = try temporaryFile(
      """
      {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/a"}]}],
       "details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/b"}]}]}}
      """)
    defer { try? FileManager.default.removeItem(at: file) }
    let check = await runTool(["aasa", "check", "--file", file.path])
    #expect(check.status == 0)
    #expect(
      check.output == """
        warning: line 2, column 2: the key "details" is written twice in one object; the last value is used
        0 errors, 1 warning

        """)
    let match = await runTool([
      "aasa", "match", "--file", file.path, "https://a.example/a", "https://a.example/b",
    ])
    #expect(
      match.output == """
        https://a.example/a -> Safari: nothing in the file matches it
        https://a.example/b -> opens ABCDE12345.com.example.shop (details[0].components[0])

        """)
  }

  /// A file of the legacy form names the path that decided, where the file has it.
  @Test func matchNamesALegacyPath() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    try
      #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.shop", "paths": ["NOT /cart", "/product/*"]}]}}"#
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let match = await runTool([
      "aasa", "match", "--file", file.path, "https://a.example/cart", "https://a.example/product/1",
    ])
    #expect(
      match.output == """
        https://a.example/cart -> Safari: excluded by details[0].paths[0]
        https://a.example/product/1 -> opens ABCDE12345.com.example.shop (details[0].paths[1])

        """)
  }
}
