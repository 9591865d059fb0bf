@_exported import Foundation
import UserNotifications
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
open class NSUserActivity: NSObject, @unchecked Sendable {
  public var activityType = ""
  public var webpageURL: URL?
}
@MainActor open class UIApplication {
  public static let shared = UIApplication()
  public struct LaunchOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public static let url = Self(rawValue: "u"), sourceApplication = Self(rawValue: "s")
    public static let userActivityDictionary = Self(rawValue: "a"), remoteNotification = Self(rawValue: "r")
  }
  public struct OpenURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public static let sourceApplication = Self(rawValue: "s")
  }
  public struct OpenExternalURLOptionsKey: Hashable, Sendable { public let rawValue: String }
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
}
@MainActor open class UIScene {
  @MainActor public class ConnectionOptions {
    public var urlContexts: Set<UIOpenURLContext> = []
    public var userActivities: Set<NSUserActivity> = []
    public var notificationResponse: UNNotificationResponse?
    public var shortcutItem: UIApplicationShortcutItem?
  }
  @MainActor public class OpenURLOptions { public var sourceApplication: String? }
}
@MainActor open class UIOpenURLContext: NSObject {
  public var url = URL(string: "x:")!
  public var options = UIScene.OpenURLOptions()
}
@MainActor open class UIApplicationShortcutItem: NSObject { public var userInfo: [String: any NSSecureCoding]? }
@MainActor open class UIViewController {
  public var presentedViewController: UIViewController?
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}
@MainActor open class UIWindow { public var rootViewController: UIViewController? }
