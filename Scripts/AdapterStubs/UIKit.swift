// UIKit as Apple documents it, in the flavour the FLAVOUR_* conditions pick: members Apple
// marks unavailable on a platform are left out there, and `UIApplication.shared` is left out
// of app extensions. Concurrency as Apple shows it: `@MainActor` where the page says so,
// nothing is `Sendable` unless the page says so. Each member names the page it came from
// (developer.apple.com/documentation/uikit/...).
@_exported import AppleFoundation
import UserNotifications

/// uiapplication: `@MainActor class UIApplication`.
@MainActor open class UIApplication {
  #if !FLAVOUR_EXTENSION
    /// uiapplication/shared: unavailable in app extensions.
    open class var shared: UIApplication { fatalError() }
  #endif
  /// uiapplication/applicationstate
  open var applicationState: State { .active }
  /// uiapplication/state
  public enum State: Int, Sendable { case active, inactive, background }
  /// uiapplication/launchoptionskey
  public struct LaunchOptionsKey: Hashable, Sendable {
    public let rawValue: String
    /// launchoptionskey/url (iOS, tvOS, Catalyst, visionOS)
    public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// launchoptionskey/sourceapplication
    public static let sourceApplication = Self(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    #if !FLAVOUR_TVOS
      /// launchoptionskey/shortcutitem: iOS 3–26, Catalyst, visionOS; not tvOS.
      public static let shortcutItem = Self(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
      /// launchoptionskey/remotenotification: iOS, Catalyst, visionOS; not tvOS.
      public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    #endif
  }
  /// uiapplication/openurloptionskey
  public struct OpenURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    /// openurloptionskey/sourceapplication
    public static let sourceApplication = Self(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }
  /// uiapplication/openexternalurloptionskey
  public struct OpenExternalURLOptionsKey: Hashable, Sendable { public let rawValue: String }
  /// uiapplication/open(_:options:completionhandler:): iOS 10, tvOS 10, Catalyst, visionOS;
  /// `completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil`, imported
  /// also as `async -> Bool`.
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}
  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    false
  }
}

/// uiapplicationdelegate: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`
/// (its methods are optional).
@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}
/// uiuseractivityrestoring: `@MainActor protocol UIUserActivityRestoring : NSObjectProtocol`.
@MainActor public protocol UIUserActivityRestoring: NSObjectProtocol {}

/// uiresponder: `@MainActor class UIResponder`.
@MainActor open class UIResponder: NSObject {}

/// uiscenesession: `@MainActor class UISceneSession`.
@MainActor open class UISceneSession {
  /// uiscenesession/persistentidentifier
  open var persistentIdentifier: String { "" }
  /// uiscenesession/role
  open var role: Role { Role(rawValue: "") }
  /// uiscenesession/role
  public struct Role: Hashable, Sendable { public let rawValue: String }
}

/// uiscene: `@MainActor class UIScene`.
@MainActor open class UIScene: UIResponder {
  /// uiscene/session
  open var session: UISceneSession { UISceneSession() }
  /// uiscene/connectionoptions: `@MainActor class ConnectionOptions` (tvOS 13 too).
  @MainActor open class ConnectionOptions {
    /// connectionoptions/urlcontexts
    open var urlContexts: Set<UIOpenURLContext> { [] }
    /// connectionoptions/useractivities
    open var userActivities: Set<NSUserActivity> { [] }
    #if !FLAVOUR_TVOS
      /// connectionoptions/notificationresponse: not tvOS.
      open var notificationResponse: UNNotificationResponse? { nil }
      /// connectionoptions/shortcutitem: iOS 13, Catalyst, visionOS; not tvOS.
      open var shortcutItem: UIApplicationShortcutItem? { nil }
    #endif
  }
  /// uiscene/openurloptions: `@MainActor class OpenURLOptions`.
  @MainActor open class OpenURLOptions {
    /// uiscene/openurloptions/sourceapplication
    open var sourceApplication: String? { nil }
  }
}

/// uiwindowscene: `@MainActor class UIWindowScene`.
@MainActor open class UIWindowScene: UIScene {}

/// uiscenedelegate: `@MainActor protocol UISceneDelegate` (its methods are optional).
@MainActor public protocol UISceneDelegate: NSObjectProtocol {}
/// uiwindowscenedelegate: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// uisceneconfiguration: `@MainActor class UISceneConfiguration`; iOS 13, tvOS 13.
@MainActor open class UISceneConfiguration {
  /// uisceneconfiguration/init(name:sessionrole:)
  public init(name: String?, sessionRole: UISceneSession.Role) {}
  /// uisceneconfiguration/delegateclass: `var delegateClass: AnyClass?`
  open var delegateClass: AnyClass?
}

/// uiopenurlcontext: `@MainActor class UIOpenURLContext`.
@MainActor open class UIOpenURLContext: NSObject {
  /// uiopenurlcontext/url
  open var url: URL { URL(fileURLWithPath: "/") }
  /// uiopenurlcontext/options
  open var options: UIScene.OpenURLOptions { UIScene.OpenURLOptions() }
}

#if !FLAVOUR_TVOS
  /// uiapplicationshortcutitem: iOS 9, Catalyst, visionOS; not tvOS.
  @MainActor open class UIApplicationShortcutItem: NSObject {
    /// uiapplicationshortcutitem/userinfo: `[String: any NSSecureCoding]?`
    open var userInfo: [String: Any]? { nil }
  }
#endif

/// uiviewcontroller: `@MainActor class UIViewController`.
@MainActor open class UIViewController: UIResponder {
  /// uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { nil }
  /// uiviewcontroller/presentingviewcontroller
  open var presentingViewController: UIViewController? { nil }
  /// uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}
}

/// uiwindow: `@MainActor class UIWindow`.
@MainActor open class UIWindow: UIResponder {
  /// uiwindow/rootviewcontroller
  open var rootViewController: UIViewController?
}
