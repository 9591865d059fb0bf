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
