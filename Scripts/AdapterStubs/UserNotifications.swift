@_exported import Foundation
// Stubs with the documented shapes, for type-checking adapters on Linux.
public final class UNNotificationContent: @unchecked Sendable { public var userInfo: [AnyHashable: Any] = [:] }
public final class UNNotificationRequest: @unchecked Sendable { public var identifier = ""; public var content = UNNotificationContent() }
public final class UNNotification: @unchecked Sendable { public var request = UNNotificationRequest() }
public final class UNNotificationResponse: @unchecked Sendable { public var notification = UNNotification(); public var actionIdentifier = "" }
