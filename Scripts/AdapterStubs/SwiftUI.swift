// SwiftUI as Apple documents it (developer.apple.com/documentation/swiftui/...), at the
// package's deployment targets: `View` and `ViewModifier` are main-actor protocols, and the
// closures of `task(id:priority:_:)` are `@Sendable` as in the iOS 15 SDK (the worst case).
// Built with library evolution, so `@unknown default` on `ScenePhase` stays warning-free.
import Foundation

/// view: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }

/// viewbuilder
@resultBuilder public enum ViewBuilder {
  public static func buildBlock<C: View>(_ content: C) -> C { content }
}

/// viewmodifier: `@MainActor @preconcurrency protocol ViewModifier`.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}
/// modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError() }
}
public struct _OpaqueView: View { public var body: Never { fatalError() } }

extension View {
  /// view/modifier(_:)
  public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent()
  }
  /// view/onopenurl(perform:): iOS 14, macOS 11, tvOS 14, watchOS 7.
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> _OpaqueView {
    _OpaqueView()
  }
  /// view/task(id:priority:_:): iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.
  public nonisolated func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> _OpaqueView { _OpaqueView() }
  /// view/ondisappear(perform:)
  public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> _OpaqueView {
    _OpaqueView()
  }
}

/// scenephase: `enum ScenePhase` (frozen in name only: `@unknown default` is expected).
public enum ScenePhase: Sendable, Hashable { case background, inactive, active }

/// environmentvalues
public struct EnvironmentValues {
  /// environmentvalues/scenephase
  public var scenePhase: ScenePhase { .active }
}

/// environment: `@propertyWrapper struct Environment<Value>`.
@propertyWrapper public struct Environment<Value>: Sendable {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {}
  public var wrappedValue: Value { fatalError() }
}

/// state: `@propertyWrapper struct State<Value>`.
@propertyWrapper public struct State<Value>: Sendable {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
}

// What the documentation's samples use to declare an app.

/// emptyview
public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}
/// scene: `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}
extension Never: Scene {}
@resultBuilder public enum SceneBuilder {
  public static func buildBlock<C: Scene>(_ content: C) -> C { content }
}
/// app: `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}
extension App {
  public static func main() {}
}
/// windowgroup: `struct WindowGroup<Content> where Content : View`.
public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}
extension View {
  /// view/handlesexternalevents(preferring:allowing:): iOS 14, macOS 11, visionOS 1.
  public nonisolated func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> _OpaqueView
  { _OpaqueView() }
}
#if canImport(UIKit)
  import UIKit
  /// uiapplicationdelegateadaptor: `@MainActor @propertyWrapper struct
  /// UIApplicationDelegateAdaptor<DelegateType> where DelegateType : NSObject,
  /// DelegateType : UIApplicationDelegate`.
  @MainActor @propertyWrapper public struct UIApplicationDelegateAdaptor<
    DelegateType: NSObject & UIApplicationDelegate
  > {
    public init() {}
    public var wrappedValue: DelegateType { fatalError() }
  }
#endif
