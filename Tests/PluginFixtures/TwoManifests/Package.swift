// swift-tools-version: 6.0
// A target holding two files named deeplinks.json: DeepLinkingPlugin must fail its build, naming
// both, rather than generate the type of either. Built by CI, which expects the failure.
import PackageDescription

let package = Package(
  name: "TwoManifests",
  platforms: [.macOS(.v12)],
  dependencies: [.package(name: "swift-deeplinking", path: "../../..")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [.product(name: "DeepLinking", package: "swift-deeplinking")],
      plugins: [.plugin(name: "DeepLinkingPlugin", package: "swift-deeplinking")])
  ],
  swiftLanguageModes: [.v6])
