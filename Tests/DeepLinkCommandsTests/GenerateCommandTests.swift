import Foundation
import Testing

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
    let run = await runTool(["generate", "swift", "--manifest", path])
    #expect(run.status == 0)
    #expect(run.output.contains("public enum AppLink: TypedDeepLink, Hashable {"))
    #expect(run.output.contains("  case productReviews(productId: Int, page: Int?)\n"))
    #expect(run.output.contains("  case `default`(in: String)\n"))
    #expect(run.output.contains("  case _2fa\n"))
    #expect(run.output.contains("  case all(rest: String)\n"))
    #expect(
      run.output.contains(
        #"      guard let productId = match.parameters.value("product_id", as: Int.self) else { return nil }"#
      ))
    let named = await runTool(["generate", "swift", "--manifest", path, "--type", "Links"])
    #expect(named.output.contains("public enum Links: TypedDeepLink, Hashable {"))
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let routes: String
    let type: String?
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Refusal(
      routes: #"{"name": "a-b", "pattern": "/x"}, {"name": "aB", "pattern": "/y"}"#, type: nil,
      message: "routes 'a-b' and 'aB' both become the case 'aB'"),
    Refusal(
      routes: #"{"name": "a", "pattern": "/x/:user_id/:userId"}"#, type: nil,
      message: "route 'a': parameters 'user_id' and 'userId' both become 'userId'"),
    Refusal(
      routes: #"{"name": "---", "pattern": "/x"}"#, type: nil,
      message: "route '---': its name gives no Swift identifier"),
    Refusal(
      routes: #"{"name": "a", "pattern": "/x"}"#, type: "class",
      message: "'class' is not a valid Swift type name"),
  ])
  func namesThatCannotBeSwiftAreRefused(_ refusal: Refusal) async throws {
    let path = try manifest(refusal.routes)
    var arguments = ["generate", "swift", "--manifest", path]
    if let type = refusal.type { arguments += ["--type", type] }
    let run = await runTool(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "deeplink generate: \(path): \(refusal.message)\n")
    // As a build step, the same problem is a build error at the file.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
    let build = await runTool(arguments + ["--output", output.path])
    #expect(build.status == 2)
    #expect(build.errors == "\(path):1:1: error: \(refusal.message)\n")
  }

  /// A manifest with problems fails the build with `routes --check`'s messages, each at its line.
  @Test func manifestProblemsAreBuildErrorsAtTheirLines() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    try """
    {"schemes": ["shop"],
     "routes": [
       {"name": "a", "pattern": "/a"},
       {"name": "b", "pattern": "/b/<int:id"}
     ]}
    """.write(to: file, atomically: true, encoding: .utf8)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
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

  @Test func theOutputIsRewrittenOnlyWhenItChanges() async throws {
    let path = try manifest(#"{"name": "a", "pattern": "/a"}"#)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("g-\(UUID()).swift")
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
