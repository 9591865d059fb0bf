#!/usr/bin/env bash
# Compiles every file of DeepLinkingUI on Linux, once per platform flavour (iOS, iOS app
# extension, Mac Catalyst, tvOS, visionOS, macOS, watchOS), against stub SDK modules
# (Scripts/AdapterStubs) that transcribe Apple's documented signatures, leave out what Apple
# marks unavailable in that flavour, and assume the worst about concurrency. Swift 6 mode,
# warnings as errors, with and without DEBUG.
#
# Platform conditions become flavour flags: os(iOS) -> FLAVOUR_IOS, and so on. Left out:
# files ending in +ObjC.swift (Objective-C runtime calls, which Linux cannot compile; a shim
# with their signatures stands in), and in the app-extension flavour files ending in
# +AppOnly.swift, every public declaration of which must be marked
# @available(iOSApplicationExtension, unavailable).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swift build --target DeepLinking -Xswiftc -warnings-as-errors >/dev/null
modules="$(swift build --show-bin-path)/Modules"
package_name=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -n 1 | cut -d'"' -f4)
stubs="$root/Scripts/AdapterStubs"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Every public declaration of an +AppOnly file is marked unavailable in app extensions.
for file in $(find Sources/DeepLinkingUI -name '*+AppOnly.swift'); do
  declarations=$(grep -cE '^\s*public (func|var|static|init|class|struct)' "$file" || true)
  marked=$(grep -c '@available(iOSApplicationExtension, unavailable)' "$file" || true)
  if [ "$declarations" != "$marked" ]; then
    echo "$file: $declarations public declarations, $marked marked @available(iOSApplicationExtension, unavailable)" >&2
    exit 1
  fi
done

checked=0
objc_lines=$(cat $(find Sources/DeepLinkingUI -name '*+ObjC.swift') | wc -l)
total_lines=$(cat $(find Sources/DeepLinkingUI -name '*.swift') | wc -l)

# flavour: flags; frameworks
check() {
  local flavour=$1 flags=$2 frameworks=$3 debug=$4
  local dir="$work/$flavour-$debug"
  mkdir -p "$dir/src"
  local defines=()
  for flag in $flags; do defines+=(-D "$flag"); done
  [ "$debug" = debug ] && defines+=(-D DEBUG)
  local common=(-swift-version 6 -parse-as-library -I "$dir" "${defines[@]}")
  # The stubs are built as they are; the adapters are what must compile without a warning.
  swiftc -emit-module -module-name AppleFoundation "${common[@]}" "$stubs/AppleFoundation.swift" \
    -emit-module-path "$dir/AppleFoundation.swiftmodule"
  for framework in $frameworks; do
    local extra=()
    [ "$framework" = SwiftUI ] && extra=(-enable-library-evolution)
    swiftc -emit-module -module-name "$framework" "${common[@]}" "${extra[@]}" -suppress-warnings \
      "$stubs/$framework.swift" -emit-module-path "$dir/$framework.swiftmodule"
  done
  local files=()
  for file in $(find Sources/DeepLinkingUI -name '*.swift' | sort); do
    case "$file" in
      *+ObjC.swift) continue ;;
      *+AppOnly.swift) [ "$flavour" = ios-extension ] && continue ;;
    esac
    local copy="$dir/src/$(basename "$file")"
    { echo "import AppleFoundation"
      sed -e 's/os(iOS)/FLAVOUR_IOS/g' -e 's/os(tvOS)/FLAVOUR_TVOS/g' \
        -e 's/os(watchOS)/FLAVOUR_WATCHOS/g' -e 's/os(macOS)/FLAVOUR_MACOS/g' \
        -e 's/os(visionOS)/FLAVOUR_VISIONOS/g' -e 's/targetEnvironment(macCatalyst)/FLAVOUR_CATALYST/g' \
        "$file"; } > "$copy"
    files+=("$copy")
  done
  files+=("$stubs/Shims/DeepLinkNotificationDelegate+ObjC.swift")
  # Compiled to an object, not only type-checked: the data-race checks run on SIL.
  swiftc -emit-object -wmo -o "$dir/DeepLinkingUI.o" -module-name DeepLinkingUI \
    -emit-module -emit-module-path "$dir/DeepLinkingUI.swiftmodule" \
    -package-name "$package_name" "${common[@]}" -warnings-as-errors \
    -I "$modules" "${files[@]}"
  checked=$((checked + 1))
  echo "  $flavour ($debug): ${#files[@]} files compile"
  # The documentation's samples for this flavour compile against it too.
  if [ "$debug" = debug ] && { [ "$flavour" = ios ] || [ "$flavour" = macos ]; }; then
    python3 "$root/Scripts/check-doc-samples.py" "$flavour" "$dir" "$modules" $flags
  fi
}

swift build --target DeepLinkingTesting -Xswiftc -warnings-as-errors >/dev/null
python3 "$root/Scripts/check-doc-samples.py" core "$modules"
python3 "$root/Scripts/check-doc-samples.py" testing "$modules"

for debug in debug release; do
  check ios "FLAVOUR_IOS" "UserNotifications UIKit SwiftUI" $debug
  check ios-extension "FLAVOUR_IOS FLAVOUR_EXTENSION" "UserNotifications UIKit SwiftUI" $debug
  check catalyst "FLAVOUR_IOS FLAVOUR_CATALYST" "UserNotifications UIKit SwiftUI" $debug
  check tvos "FLAVOUR_TVOS" "UserNotifications UIKit SwiftUI" $debug
  check visionos "FLAVOUR_VISIONOS" "UserNotifications UIKit SwiftUI" $debug
  check macos "FLAVOUR_MACOS" "UserNotifications AppKit SwiftUI" $debug
  check watchos "FLAVOUR_WATCHOS" "UserNotifications SwiftUI" $debug
done
echo "adapters compile in $checked flavour builds; not compiled here: $objc_lines of $total_lines lines (+ObjC.swift)"
