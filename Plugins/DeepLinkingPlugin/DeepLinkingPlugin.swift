import Foundation
import PackagePlugin

/// Generates the Swift type of the target's `deeplinks.json` at build time, with
/// `deeplink generate swift`: a case per route, typed parameters, and a typed handler. A
/// manifest with problems fails the build, each problem shown at its place in the file, and so
/// does a target holding two files named `deeplinks.json`.
///
/// ```swift
/// .executableTarget(
///   name: "Shop", dependencies: [.product(name: "DeepLinking", package: "swift-deeplinking")],
///   resources: [.copy("deeplinks.json")],
///   plugins: [.plugin(name: "DeepLinkingPlugin", package: "swift-deeplinking")])
/// ```
@main
struct DeepLinkingPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let manifests = target.sourceFiles.filter { $0.url.lastPathComponent == "deeplinks.json" }
    guard let manifest = manifests.first?.url else {
      Diagnostics.warning("DeepLinkingPlugin: target '\(target.name)' has no deeplinks.json")
      return []
    }
    // One type per target: with two manifests, taking either would leave the other's routes
    // out of the app without a word.
    guard manifests.count == 1 else {
      let paths = manifests.map(\.url.path).sorted().joined(separator: ", ")
      Diagnostics.error(
        "DeepLinkingPlugin: target '\(target.name)' holds \(manifests.count) files named deeplinks.json (\(paths)): keep one, or exclude the others in Package.swift"
      )
      return []
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("DeepLinks.swift")
    return [
      .buildCommand(
        displayName: "Generating the Swift type of \(manifest.lastPathComponent)",
        executable: try context.tool(named: "deeplink").url,
        arguments: ["generate", "swift", "--manifest", manifest.path, "--output", output.path],
        inputFiles: [manifest], outputFiles: [output])
    ]
  }
}
