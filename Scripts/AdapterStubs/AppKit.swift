// AppKit as Apple documents it (developer.apple.com/documentation/appkit/...).
@_exported import AppleFoundation

/// nsworkspace: `class NSWorkspace`.
open class NSWorkspace: NSObject {
  /// nsworkspace/shared
  open class var shared: NSWorkspace { NSWorkspace() }
  /// nsworkspace/open(_:): `func open(_ url: URL) -> Bool`
  open func open(_ url: URL) -> Bool { false }
}
