// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "deeplink-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "swift-deeplinking", path: "..")],
  targets: [
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "deeplink-benchmarks",
      dependencies: [
        .product(name: "DeepLinking", package: "swift-deeplinking"),
        .product(name: "DeepLinkingTesting", package: "swift-deeplinking"), "AllocationCounter",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
