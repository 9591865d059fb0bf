import DeepLinking
import DeepLinkingTesting
import DeepLinkingTools
import Testing

/// `aasa generate` and `aasa diff` on seeded random manifests: literals, typed placeholders,
/// mixed segments, optional groups, remainders, query items and fragments. The file generated
/// from a manifest of universal routes passes `aasa check`, and the diff finds it agrees with
/// the manifest: nothing but routes no URL could be made for, and the URLs a literal's `*`
/// lets through, which the component's comment states. (A diff that tried one value per
/// wildcard said a query of a UUID and a bool, or a form without an optional group of
/// literals, was sent to the app unrouted.)
@Suite struct GeneratedFileAgreementTests {
  @Test(arguments: [1, 2, 3])
  func theDiffFindsAGeneratedFileAgreesWithItsManifest(seed: UInt64) throws {
    let generated = try Self.generatedFiles(seed: seed)
    var disagreements: [String] = []
    for (manifest, routes, text, file) in generated {
      let wildcards = text.contains("(read as wildcards)")
      let differences = try file.differences(from: routes).filter {
        $0.kind != .unchecked && !($0.kind == .unrouted && wildcards)
      }
      if !file.problems.isEmpty || !differences.isEmpty {
        disagreements.append("\(manifest)\n\(file.problems)\n\(differences)")
      }
    }
    // Most manifests read (some patterns are refused: two placeholders without a literal
    // between them, a remainder after a query): the agreement was checked on them.
    #expect(generated.count >= 90)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3).joined(separator: "\n\n"))")
  }

  /// With routes kept off universal links, whose excludes go before the components covering
  /// them: the file still has no component an earlier one covers, or any other problem.
  @Test(arguments: [4, 5])
  func aFileWithExcludesPassesCheck(seed: UInt64) throws {
    let generated = try Self.generatedFiles(seed: seed, keptOff: 0.3)
    let problems = generated.filter { !$0.file.problems.isEmpty }.map {
      "\($0.manifest)\n\($0.file.problems)"
    }
    #expect(generated.filter { $0.text.contains(#""exclude":true"#) }.count >= 40)
    #expect(problems.isEmpty, "\(problems.prefix(3).joined(separator: "\n\n"))")
  }

  /// Of 150 random manifests from `seed`, those that read, each with the text of the file
  /// `aasa generate` makes from it and that file read back.
  static func generatedFiles(seed: UInt64, keptOff: Double = 0) throws -> [(
    manifest: String, routes: RouteManifest, text: String, file: AppSiteAssociation
  )] {
    var random = SeededGenerator(seed: seed)
    return try (0..<150).compactMap { _ in
      let manifest = Self.manifest(using: &random, keptOff: keptOff)
      guard let routes = try? RouteManifest(json: manifest),
        let text = try? routes.appSiteAssociation(appID: "ABCDE12345.a.b").jsonText
      else { return nil }
      return (manifest, routes, text, try AppSiteAssociation(json: text))
    }
  }

  static let literals = [
    "a", "b", "x", "0", "1", "-", "e", "item", "Cat", "é", "%20", ".", "~", "%24%28v%29", "%2A",
  ]
  static let types = ["", "int:", "uuid:", "bool:", "double:", "url:"]

  /// A manifest of one to five routes on `shop.example.com`, each kept off universal links
  /// with the odds `keptOff`.
  static func manifest(using random: inout SeededGenerator, keptOff: Double = 0) -> String {
    let routes = (0..<Int.random(in: 1...5, using: &random)).map { index in
      let pattern = Self.pattern(index, using: &random)
      let universal =
        Double.random(in: 0..<1, using: &random) < keptOff ? #", "universal": false"# : ""
      return #"{"name": "r\#(index)", "pattern": "\#(pattern)"\#(universal)}"#
    }
    let caseSensitive =
      Double.random(in: 0..<1, using: &random) < 0.2 ? #""caseSensitive": false, "# : ""
    return
      #"{"domains": ["shop.example.com"], \#(caseSensitive)"routes": [\#(routes.joined(separator: ", "))]}"#
  }

  static func pattern(_ route: Int, using random: inout SeededGenerator) -> String {
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    func literal() -> String {
      (literals.randomElement(using: &random) ?? "a") + (chance(0.5) ? "s" : "")
    }
    func placeholder(_ name: String) -> String {
      "<\(types.randomElement(using: &random) ?? "")\(name)>"
    }
    func segment(_ name: String) -> String {
      let kind = Double.random(in: 0..<1, using: &random)
      if kind < 0.4 { return literal() }
      if kind < 0.6 { return ":" + name }
      if kind < 0.8 { return placeholder(name) }
      return (literals.randomElement(using: &random) ?? "a") + placeholder(name)
        + (chance(0.5) ? "" : (literals.randomElement(using: &random) ?? "a"))
    }
    var pattern =
      "/"
      + (0..<Int.random(in: 1...3, using: &random)).map { segment("p\(route)x\($0)") }
      .joined(separator: "/")
    if chance(0.2) { pattern += "(/\(segment("o\(route)")))" }
    if chance(0.1) { pattern += "/<path:rest\(route)>" }
    if chance(0.3) {
      let items = (0..<Int.random(in: 1...2, using: &random)).map { item in
        let name = "q\(route)x\(item)"
        let value =
          ["<int:\(name)>", ":\(name)", "lit", "<uuid:\(name)>", "<bool:\(name)>"].randomElement(
            using: &random) ?? "lit"
        return (["k", "id", "x"].randomElement(using: &random) ?? "k") + "\(item)=" + value
      }
      pattern += "?" + items.joined(separator: "&")
    }
    if chance(0.15) {
      pattern +=
        "#"
        + ([
          "top", "/s/<int:f\(route)>", "<f\(route)>", "/s/<uuid:f\(route)>(/<bool:g\(route)>)",
        ].randomElement(using: &random) ?? "top")
    }
    return pattern
  }
}
