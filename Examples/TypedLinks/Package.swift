// swift-tools-version: 6.0
// An app target that applies DeepLinkingPlugin to its deeplinks.json: the build generates
// ShopLink, and main.swift handles every route with one exhaustive switch. Built and run by CI.
import PackageDescription

let package = Package(
  name: "TypedLinksExample",
  platforms: [.macOS(.v12)],
  dependencies: [.package(name: "swift-deeplinking", path: "../..")],
  targets: [
    .executableTarget(
      name: "ShopLinks",
      dependencies: [.product(name: "DeepLinking", package: "swift-deeplinking")],
      resources: [.copy("deeplinks.json")],
      plugins: [.plugin(name: "DeepLinkingPlugin", package: "swift-deeplinking")])
  ],
  swiftLanguageModes: [.v6])
