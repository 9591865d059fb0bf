import DeepLinking
import Foundation
import Testing

@testable import DeepLinkCommands
@testable import DeepLinkingTools

/// `deeplink generate swift`: names, refusals and build errors.
@MainActor
@Suite struct GenerateCommandTests {
  func manifest(_ routes: String, swiftType: String? = nil) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    let type = swiftType.map { #""swiftType": "\#($0)", "# } ?? ""
    try #"{\#(type)"schemes": ["shop"], "routes": [\#(routes)]}"#.write(
      to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test func namesBecomeSwiftNamesAndReservedWordsAreEscaped() async throws {
    let path = try manifest(
      #"{"name": "product-reviews", "pattern": "/p/<int:product_id>/r(/<int:page>)"}, {"name": "default", "pattern": "/d/:in"}, {"name": "2fa", "pattern": "/2fa"}, {"name": "all", "pattern": "/all/*"}"#,
      swiftType: "AppLink")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = await runTool(["generate", "swift", "--manifest", path])
    #expect(run.status == 0)
    #expect(run.output.contains("public enum AppLink: TypedDeepLink, Hashable {"))
    #expect(run.output.contains("  case productReviews(productId: Int, page: Int?)\n"))
    #expect(run.output.contains("  case `default`(in: String)\n"))
    #expect(run.output.contains("  case _2fa\n"))
    #expect(run.output.contains("  case all(rest: String)\n"))
    #expect(
      run.output.contains(
        #"      guard let productIdValue = match.parameters.value("product_id", as: Int.self) else {"#
          + "\n        return nil\n      }\n"
      ))
    let named = await runTool(["generate", "swift", "--manifest", path, "--type", "Links"])
    #expect(named.output.contains("public enum Links: TypedDeepLink, Hashable {"))
    // A type's name may hold digits and `_` after its first letter, or start with `_`.
    for type in ["App_Link2", "_Links"] {
      let run = await runTool(["generate", "swift", "--manifest", path, "--type", type])
      #expect(run.output.contains("public enum \(type): TypedDeepLink, Hashable {"), "\(type)")
    }
  }

  /// A web-page route whose pattern names its page gives a case that carries it, typed as the
  /// placeholder: the compiler asks for the page, and a link without it opens no route.
  @Test func aPageThePatternNamesIsInTheCase() async throws {
    let routes =
      #"{"name": "web", "pattern": "/web?url=<url:page>", "webPage": "page"}, {"name": "help", "pattern": "/help", "webPage": "url"}"#
    let path = try manifest(routes)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = await runTool(["generate", "swift", "--manifest", path])
    #expect(run.status == 0)
    #expect(run.output.contains("  case web(page: URL)\n"))
    // Read from a query item the pattern does not name, the page is not in the case.
    #expect(run.output.contains("  case help\n"))
    let router = try RouteManifest(json: #"{"schemes": ["shop"], "routes": [\#(routes)]}"#).router
    #expect(router.match("shop://web") == nil)
    #expect(router.match("shop://help")?.route.name == "help")
  }

  /// A name in any script Swift takes keeps its letters and the marks written with them (each
  /// case compiled in `NamesLink`); what Swift does not take separates words, and what shows
  /// nothing is left out.
  @Test(arguments: [
    ("détail", "détail"), ("e\u{301}t\u{E9}", "e\u{301}t\u{E9}"),
    ("नमस्ते", "नमस्ते"), ("किताब सूची", "किताबसूची"), ("ดาว", "ดาว"), ("កម្ពុជា", "កម្ពុជា"),
    ("ᠠᠡ", "ᠠᠡ"), ("ⴰⴱ-x", "ⴰⴱX"), ("𠀀x", "𠀀x"), ("𐀀x", "𐀀x"), ("Ⰰx", "ⰰx"), ("𐐀x", "𐐨x"),
    ("x\u{FE00}y", "xy"), ("a\u{2603}b", "aB"), ("٣x", "x"), ("x\u{E000}y", "xY"),
  ])
  func namesInEveryScriptSwiftTakes(_ name: String, _ expected: String) {
    #expect(SwiftLinkGenerator.identifier(name) == expected)
  }

  /// A manifest is shared with people who do not write the app: nothing in its text becomes
  /// code. A description's line break would end the doc comment and start a line of Swift.
  @Test func manifestTextNeverBecomesCode() async throws {
    let path = try manifest(
      #"{"name": "say \"hi\" \\o/", "pattern": "/q/:q", "description": "Quotes\n  public static let injected = 1\u2028  let more = 2\u202e"}"#
    )
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = await runTool(["generate", "swift", "--manifest", path])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.contains("injected") && !$0.hasPrefix("  ///") })
    #expect(
      lines.contains(
        "  /// Quotes%0A  public static let injected = 1%E2%80%A8  let more = 2%E2%80%AE: `/q/:q`"))
    // The name as a string literal of the same value.
    #expect(lines.contains(#"    case "say \"hi\" \\o/":"#))
    #expect(!run.output.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{202E}" })
  }

  /// A string literal of the generated source has the value of the text it was made from,
  /// whatever it holds; no character of it ends the literal or the line.
  @Test func aStringLiteralEscapesWhatCannotStandInIt() {
    #expect(
      SwiftLinkGenerator.literal("a\u{0}b\n\u{202E}\"\\é")
        == #""a\u{0}b\u{a}\u{202e}\"\\é""#)
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let routes: [String]
    /// The manifest's `swiftType`.
    let type: String?
    /// Where the problem is in the manifest, and where a build shows it (`LINE:COLUMN`).
    let location: String
    let position: String
    let message: String
    var testDescription: String { message }
  }

  /// A manifest of one route a line: its `swiftType` at 2:2, route N at line 4 + N, column 3.
  func manifest(lines routes: [String], swiftType: String?) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    let type = swiftType.map { #""swiftType": "\#($0)","# } ?? #""caseSensitive": true,"#
    try #"""
    {"schemes": ["shop"],
     \#(type)
     "routes": [
      \#(routes.joined(separator: ",\n  "))
    ]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// Names the generated type cannot hold are manifest problems at their place: `routes
  /// --check` lists them (a manifest it passes builds), and the build shows each at its line.
  @Test(arguments: [
    Refusal(
      routes: [#"{"name": "a-b", "pattern": "/x"}"#, #"{"name": "aB", "pattern": "/y"}"#],
      type: nil, location: "routes[1].name", position: "5:3",
      message: "routes 'a-b' and 'aB' both become the Swift case 'aB'; rename one"),
    Refusal(
      routes: [
        #"{"name": "b", "pattern": "/b"}"#, #"{"name": "a", "pattern": "/x/:user_id/:userId"}"#,
      ],
      type: nil, location: "routes[1].pattern", position: "5:3",
      message:
        "route 'a': parameters 'user_id' and 'userId' both become the Swift label 'userId'; rename one"
    ),
    Refusal(
      routes: [#"{"name": "---", "pattern": "/x"}"#], type: nil, location: "routes[0].name",
      position: "4:3", message: "route '---': its name gives no Swift identifier"),
    Refusal(
      routes: [#"{"name": "a", "pattern": "/x/<uuid:_>/:b"}"#], type: nil,
      location: "routes[0].pattern", position: "4:3",
      message: "route 'a': the parameter '_' gives no Swift label; rename it"),
    Refusal(
      routes: [#"{"name": "a", "pattern": "/x"}"#], type: "class", location: "swiftType",
      position: "2:2", message: "'class' is not a valid Swift type name"),
    Refusal(
      routes: [#"{"name": "a", "pattern": "/x"}"#], type: "_", location: "swiftType",
      position: "2:2", message: "'_' is not a valid Swift type name"),
    Refusal(
      routes: [#"{"name": "a", "pattern": "/x"}"#], type: "URL", location: "swiftType",
      position: "2:2",
      message: "'URL' is a type the generated source uses itself; choose another type name"),
    Refusal(
      routes: [#"{"name": "b", "pattern": "/b"}"#, #"{"name": "route names", "pattern": "/x"}"#],
      type: nil, location: "routes[1].name", position: "5:3",
      message:
        "route 'route names' becomes the case 'routeNames', which the type has already as the list of its routes; rename the route"
    ),
  ])
  func namesThatCannotBeSwiftAreRefused(_ refusal: Refusal) async throws {
    let path = try manifest(lines: refusal.routes, swiftType: refusal.type)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let check = await runTool(["routes", "--check", "--manifest", path])
    #expect(check.status == 1)
    #expect(check.output == "\(path): \(refusal.location): \(refusal.message)\n1 problem found\n")
    let arguments = ["generate", "swift", "--manifest", path]
    let run = await runTool(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "deeplink generate: \(path): \(refusal.location): \(refusal.message)\n")
    // As a build step, the same problem is a build error at its line.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let build = await runTool(arguments + ["--output", output.path])
    #expect(build.status == 2)
    #expect(
      build.errors
        == "\(path):\(refusal.position): error: \(refusal.location): \(refusal.message)\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// Every name the type cannot hold is listed at once, not one a build, each at its line; a
  /// type named with `--type` replaces the manifest's, whose problem is then not the build's.
  @Test func everyNameTheTypeCannotHoldIsListedAtOnce() async throws {
    let path = try manifest(
      lines: [
        #"{"name": "a-b", "pattern": "/a"}"#, #"{"name": "aB", "pattern": "/b"}"#,
        #"{"name": "routeNames", "pattern": "/c"}"#,
        #"{"name": "e", "pattern": "/e/:a_b/:aB?q=:q&Q=:Q"}"#,
        #"{"name": "A_B", "pattern": "/f"}"#, #"{"name": "g", "pattern": "/g/:_/<int:__>"}"#,
      ], swiftType: "URL")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = [
      "2:2: error: swiftType: 'URL' is a type the generated source uses itself; choose another type name",
      "5:3: error: routes[1].name: routes 'a-b' and 'aB' both become the Swift case 'aB'; rename one",
      "6:3: error: routes[2].name: route 'routeNames' becomes the case 'routeNames', which the type has already as the list of its routes; rename the route",
      "7:3: error: routes[3].pattern: route 'e': parameters 'a_b' and 'aB' both become the Swift label 'aB'; rename one",
      "7:3: error: routes[3].pattern: route 'e': parameters 'q' and 'Q' both become the Swift label 'q'; rename one",
      "8:3: error: routes[4].name: routes 'a-b' and 'A_B' both become the Swift case 'aB'; rename one",
      "9:3: error: routes[5].pattern: route 'g': the parameter '_' gives no Swift label; rename it",
      "9:3: error: routes[5].pattern: route 'g': the parameter '__' gives no Swift label; rename it",
    ]
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let build = await runTool(["generate", "swift", "--manifest", path, "--output", output.path])
    #expect(build.status == 2)
    #expect(build.errors == expected.map { "\(path):\($0)\n" }.joined())
    let check = await runTool(["routes", "--check", "--manifest", path])
    #expect(check.output.components(separatedBy: "\n").count == expected.count + 2)
    let typed = await runTool([
      "generate", "swift", "--manifest", path, "--output", output.path, "--type", "Link",
    ])
    #expect(typed.errors == expected.dropFirst().map { "\(path):\($0)\n" }.joined())
  }

  /// A type name given with `--type` is the command line's: a name that cannot be is a usage
  /// error that says so, not a problem of the manifest, with or without `--output`. A name in
  /// another script is a Swift identifier, as a case name is.
  @Test func aTypeNameOnTheCommandLineIsChecked() async throws {
    let path = try manifest(#"{"name": "a", "pattern": "/x"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for (type, problem) in [
      ("class", "'class' is not a valid Swift type name"),
      ("My Link", "'My Link' is not a valid Swift type name"),
      ("2Link", "'2Link' is not a valid Swift type name"),
      ("Link-2", "'Link-2' is not a valid Swift type name"),
      ("UUID", "'UUID' is a type the generated source uses itself; choose another type name"),
    ] {
      for output in [[], ["--output", "/tmp/never-\(UUID()).swift"]] {
        let run = await runTool(["generate", "swift", "--manifest", path, "--type", type] + output)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("deeplink generate: --type: \(problem)\nUsage: "), "\(type)")
        #expect(run.output.isEmpty)
      }
    }
    for type in ["Ünïcode", "नमस्ते", "_Link2", "リンク"] {
      let run = await runTool(["generate", "swift", "--manifest", path, "--type", type])
      #expect(run.status == 0, "\(type): \(run.errors)")
      #expect(run.output.contains("public enum \(type): TypedDeepLink, Hashable {"))
    }
  }

  /// Every type the generated source names is one a link type may not be named as: a link type
  /// of that name would hide it and the source would not compile.
  @Test func everyTypeTheSourceNamesIsRefusedAsTheTypeName() async throws {
    let path = try manifest(
      #"{"name": "a", "pattern": "/a/<int:n>/<uuid:u>/<bool:b>/<double:d>/:s?to=<url:l>"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = await runTool(["generate", "swift", "--manifest", path, "--type", "Link"])
    #expect(run.status == 0)
    // The source's words that start with a capital, outside comments and string literals.
    let code = run.output.split(separator: "\n").map { line in
      String(line.prefix { $0 != "/" }).split(separator: "\"", omittingEmptySubsequences: false)
        .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
    }.joined(separator: "\n")
    let words = Set(
      code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        .filter { $0.first?.isUppercase == true })
    #expect(words.isSuperset(of: ["RouteMatch", "Int", "UUID", "Bool", "Double", "URL"]))
    for type in words.subtracting(["Link", "DeepLinking", "Foundation"]) {
      let refused = await runTool(["generate", "swift", "--manifest", path, "--type", type])
      #expect(refused.status == 2, "\(type)")
    }
  }

  /// A manifest with problems fails the build with `routes --check`'s messages, each at its line.
  @Test func manifestProblemsAreBuildErrorsAtTheirLines() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // Braces and an escaped quote inside a string do not start or end a route.
    try #"""
    {"schemes": ["shop"],
     "routes": [
       {"name": "a", "pattern": "/a", "description": "say \"}{ [hi\\"},
       {"name": "b", "pattern": "/b/<int:id"}
     ]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    let build = await runTool([
      "generate", "swift", "--manifest", file.path, "--output", output.path,
    ])
    let check = await runTool(["routes", "--check", "--manifest", file.path])
    #expect(build.status == 2)
    #expect(
      build.errors
        == "\(file.path):4:4: error: routes[1]: route 'b': pattern '/b/<int:id': position 4: '<' is not closed by '>'\n"
    )
    #expect(
      check.output.hasPrefix(
        "\(file.path): routes[1]: route 'b': pattern '/b/<int:id': position 4:"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// A value of `routes` that is no route counts as one: each problem is shown at its own
  /// element, where a problem after a string or a number was shown at the next object, or at
  /// the file's start.
  @Test func aRouteThatIsNoObjectKeepsTheOthersAtTheirLines() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try """
    {"schemes": ["shop"],
     "routes": [
      "x",
      {"name": "a", "pattern": "/a<"},
      7, {"name": "b", "pattern": "/b<"}
    ]}
    """.write(to: file, atomically: true, encoding: .utf8)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    let build = await runTool([
      "generate", "swift", "--manifest", file.path, "--output", output.path,
    ])
    #expect(build.status == 2)
    #expect(
      build.errors.split(separator: "\n").map { $0.split(separator: ": error: ")[0] } == [
        "\(file.path):3:3", "\(file.path):4:3", "\(file.path):5:3", "\(file.path):5:6",
      ])
  }

  /// Without `--output` a manifest's problems are one error of the command (exit 2), not build
  /// errors; an output file that cannot be written is an error naming it.
  @Test func problemsWithoutAnOutputAndAnOutputThatCannotBeWritten() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"schemes": ["shop"], "routes": [{"name": "a", "pattern": "/a<"}]}"#
      .write(to: file, atomically: true, encoding: .utf8)
    let printed = await runTool(["generate", "swift", "--manifest", file.path])
    #expect(printed.status == 2)
    #expect(printed.output.isEmpty)
    #expect(
      printed.errors
        == "deeplink generate: \(file.path): routes[0]: route 'a': pattern '/a<': position 3: '<' is not closed by '>'\n"
    )
    let unwritable = await runTool([
      "generate", "swift", "--manifest", manifestPath, "--output",
      "/nonexistent/folder/Links.swift",
    ])
    #expect(unwritable.status == 2)
    #expect(
      unwritable.errors
        == "deeplink generate: /nonexistent/folder/Links.swift: cannot write the file\n")
  }

  /// A problem under a top-level key is shown at that key (`schemes[1]` at `"schemes"`), not
  /// at a string that reads the same, nor at the file's start.
  @Test func aTopLevelProblemIsABuildErrorAtItsKey() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    for (manifest, expected) in [
      (
        """
        {"routes": [{"name": "schemes", "pattern": "/a"}],
          "schemes": ["shop", "b@d"]}
        """,
        "2:3: error: schemes[1]: 'b@d' is not a valid scheme"
      ),
      (
        """
        {"schemes": ["shop"],
         "routes": [{"name": "a", "pattern": "/a"}], "allowHTTP": "yes"}
        """,
        "2:46: error: allowHTTP: must be true or false"
      ),
    ] {
      try manifest.write(to: file, atomically: true, encoding: .utf8)
      let build = await runTool([
        "generate", "swift", "--manifest", file.path, "--output", output.path,
      ])
      #expect(build.status == 2)
      #expect(build.errors.hasPrefix("\(file.path):\(expected)"), "\(build.errors)")
    }
  }

  @Test func theOutputIsRewrittenOnlyWhenItChanges() async throws {
    let path = try manifest(#"{"name": "a", "pattern": "/a"}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    defer { try? FileManager.default.removeItem(at: output) }
    #expect(
      await runTool(["generate", "swift", "--manifest", path, "--output", output.path]).status == 0)
    let first =
      try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    try await Task.sleep(nanoseconds: 20_000_000)
    #expect(
      await runTool(["generate", "swift", "--manifest", path, "--output", output.path]).status == 0)
    let second =
      try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
    #expect(first == second)
  }
}
