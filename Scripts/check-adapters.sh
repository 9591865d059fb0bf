#!/usr/bin/env bash
# Type-checks the UIKit and AppKit adapters of DeepLinkingUI on Linux, against stub modules
# that transcribe the documented shapes of the Apple APIs they use (Scripts/AdapterStubs).
# It catches Swift errors (types, optionals, concurrency) in code no Linux compiler otherwise
# sees; it cannot prove the stubs match Apple's SDK, which is checked against the docs by hand.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources"/{UIKit,UserNotifications,AppKit,UIAdapters,MacAdapters}
cp "$root/Scripts/AdapterStubs/UIKit.swift" "$work/Sources/UIKit/"
cp "$root/Scripts/AdapterStubs/UserNotifications.swift" "$work/Sources/UserNotifications/"
cp "$root/Scripts/AdapterStubs/AppKit.swift" "$work/Sources/AppKit/"
# The debug-only notification check needs the Objective-C runtime; leave it out here.
for file in "$root"/Sources/DeepLinkingUI/UIKit/*.swift; do
  sed 's/DEBUG \&\& canImport(UserNotifications) \&\& !os(tvOS)/NEVER/' "$file" \
    > "$work/Sources/UIAdapters/$(basename "$file")"
done
cp "$root"/Sources/DeepLinkingUI/AppKit/*.swift "$work/Sources/MacAdapters/"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let deepLinking = Target.Dependency.product(name: "DeepLinking", package: "swift-deeplinking")
let package = Package(
  name: "adapter-check",
  dependencies: [.package(name: "swift-deeplinking", path: "$root")],
  targets: [
    .target(name: "UserNotifications"),
    .target(name: "UIKit", dependencies: ["UserNotifications"]),
    .target(name: "AppKit"),
    .target(name: "UIAdapters", dependencies: ["UIKit", "UserNotifications", deepLinking]),
    .target(name: "MacAdapters", dependencies: ["AppKit", deepLinking]),
  ],
  swiftLanguageModes: [.v6])
MANIFEST
swift build --package-path "$work" -Xswiftc -warnings-as-errors
echo "adapters type-check against the stubs"
