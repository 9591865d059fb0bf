// UserNotifications as Apple documents it (developer.apple.com/documentation/usernotifications/
// ...): the classes are plain, not Sendable, not main-actor; the delegate's methods are
// optional, so the protocol declares none here.
@_exported import AppleFoundation

/// unnotificationcontent: `class UNNotificationContent`.
open class UNNotificationContent: NSObject {
  /// unnotificationcontent/userinfo
  open var userInfo: [AnyHashable: Any] { [:] }
}
/// unnotificationrequest: `class UNNotificationRequest`.
open class UNNotificationRequest: NSObject {
  /// unnotificationrequest/identifier
  open var identifier: String { "" }
  /// unnotificationrequest/content
  open var content: UNNotificationContent { UNNotificationContent() }
}
/// unnotification: `class UNNotification`.
open class UNNotification: NSObject {
  /// unnotification/request
  open var request: UNNotificationRequest { UNNotificationRequest() }
}
/// unnotificationresponse: `class UNNotificationResponse`.
open class UNNotificationResponse: NSObject {
  /// unnotificationresponse/notification
  open var notification: UNNotification { UNNotification() }
  /// unnotificationresponse/actionidentifier
  open var actionIdentifier: String { "" }
}
/// unnotificationpresentationoptions
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
}
/// unusernotificationcenterdelegate: `protocol UNUserNotificationCenterDelegate :
/// NSObjectProtocol`; every method optional.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {}
/// unusernotificationcenter: `class UNUserNotificationCenter`.
open class UNUserNotificationCenter: NSObject {
  /// unusernotificationcenter/current()
  open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
  /// unusernotificationcenter/delegate: `weak var delegate`, set before launch finishes.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
}
