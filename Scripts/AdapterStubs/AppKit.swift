// AppKit as Apple documents it (developer.apple.com/documentation/appkit/...).
@_exported import AppleFoundation

/// nsworkspace: `class NSWorkspace`.
open class NSWorkspace: NSObject {
  /// nsworkspace/shared
  open class var shared: NSWorkspace { NSWorkspace() }
  /// nsworkspace/open(_:): `func open(_ url: URL) -> Bool`
  open func open(_ url: URL) -> Bool { false }
}

/// nsapplication: `@MainActor class NSApplication`.
@MainActor open class NSApplication: NSObject {}
/// nsapplicationdelegate: `@MainActor protocol NSApplicationDelegate : NSObjectProtocol`.
@MainActor public protocol NSApplicationDelegate: NSObjectProtocol {}
/// nsuseractivityrestoring: `@MainActor protocol NSUserActivityRestoring : NSObjectProtocol`.
@MainActor public protocol NSUserActivityRestoring: NSObjectProtocol {}
