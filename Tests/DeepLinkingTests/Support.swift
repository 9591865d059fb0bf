import DeepLinking
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The bundled example manifest's path.
let exampleManifestPath = repositoryRoot.appendingPathComponent("Examples/Shop/deeplinks.json").path

/// The bundled example manifest.
func exampleManifest() throws -> RouteManifest {
  try RouteManifest(contentsOf: exampleManifestPath)
}

/// A router for `patterns` given as `name: pattern`, owning `shop` and `shop.example.com`.
func makeRouter(
  _ patterns: KeyValuePairs<String, String>, schemes: [String] = ["shop"],
  domains: [String] = ["shop.example.com"], caseSensitive: Bool = true
) throws -> Router {
  try Router(
    origins: RouterOrigins(schemes: schemes, domains: domains, caseSensitive: caseSensitive),
    routes: patterns.map { try Route($0.key, pattern: $0.value) })
}

/// A URL and what a table does with it: the route (through `via`) and its parameters, or, for
/// `route: nil`, a miss whose message ends with `reason`.
struct ResolutionCase: CustomTestStringConvertible, Sendable {
  let url: String
  let route: String?
  var via: [String] = []
  var parameters: [String: String] = [:]
  var reason: String? = nil
  var testDescription: String { url }
}

/// Checks `router.resolve` against `test`, and returns what it gave for further checks.
@discardableResult
func expectResolution(_ test: ResolutionCase, _ router: Router) -> Result<RouteMatch, DeepLinkError>
{
  let result = router.resolve(test.url)
  switch result {
  case .success(let match):
    #expect(match.name == test.route)
    #expect(match.via == test.via)
    #expect(match.parameters.dictionary == test.parameters)
  case .failure(let error):
    #expect(test.route == nil, "\(error.message)")
    if let reason = test.reason { #expect(error.message.hasSuffix(reason), "\(error.message)") }
  }
  return result
}

/// The round-trip law for one route: the URL built from `values` is `expected`, and it
/// matches that route with those values.
func expectRoundTrip(
  _ router: Router, _ name: String, _ values: [String: String], _ expected: String
) throws {
  let built = try router.urlString(for: name, parameters: values)
  #expect(built == expected)
  let match = try #require(router.match(built))
  #expect(match.name == name)
  #expect(match.parameters.dictionary == values)
}

/// JSON values compare equal when they hold the same value, members in the same order: the
/// runtime module never compares them, so the comparison lives with the tests that do.
extension JSONValue: Equatable {
  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }
}

/// The inputs of a fuzz target, kept in `Fuzz/Corpus/<target>`: its seeds and what it found.
enum FuzzCorpus {
  static func folder(_ target: String) -> URL {
    repositoryRoot.appendingPathComponent("Fuzz/Corpus/\(target)")
  }

  static func files(_ target: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder(target).path)) ?? []).sorted()
  }

  static func data(_ target: String, _ file: String) throws -> Data {
    try Data(contentsOf: folder(target).appendingPathComponent(file))
  }
}
