import DeepLinking
import Foundation

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
