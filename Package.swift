// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "swift-deeplinking",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "DeepLinking", targets: ["DeepLinking"]),
    .library(name: "DeepLinkingUI", targets: ["DeepLinkingUI"]),
    .library(name: "DeepLinkingTesting", targets: ["DeepLinkingTesting"]),
    .executable(name: "deeplink", targets: ["deeplink"]),
    .plugin(name: "DeepLinkingPlugin", targets: ["DeepLinkingPlugin"]),
  ],
  targets: [
    .target(name: "DeepLinking", swiftSettings: strictSettings),
    .target(name: "DeepLinkingUI", dependencies: ["DeepLinking"], swiftSettings: strictSettings),
    .target(
      name: "DeepLinkingTesting", dependencies: ["DeepLinking"], swiftSettings: strictSettings),
    .target(
      name: "DeepLinkingTools", dependencies: ["DeepLinking"], swiftSettings: strictSettings),
    .target(
      name: "DeepLinkCommands", dependencies: ["DeepLinking", "DeepLinkingTesting", "DeepLinkingTools"],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "deeplink", dependencies: ["DeepLinkCommands"], swiftSettings: strictSettings),
    .plugin(name: "DeepLinkingPlugin", capability: .buildTool(), dependencies: ["deeplink"]),
    .testTarget(
      name: "DeepLinkingTests", dependencies: ["DeepLinking", "DeepLinkingTesting", "DeepLinkingTools"],
      exclude: ["Fixtures"], swiftSettings: strictSettings),
    .executableTarget(
      name: "inbox-crash-child", dependencies: ["DeepLinking"], swiftSettings: strictSettings),
    .testTarget(
      name: "TypedLinksTests", dependencies: ["DeepLinking", "DeepLinkingTesting", "deeplink"],
      exclude: ["Fixtures"], swiftSettings: strictSettings),
    .testTarget(
      name: "DeepLinkCommandsTests",
      dependencies: ["DeepLinkCommands", "DeepLinkingTools", "deeplink", "inbox-crash-child"],
      resources: [.copy("Golden")],
      swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)
