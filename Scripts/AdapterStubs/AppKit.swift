@_exported import Foundation
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
open class NSUserActivity: NSObject, @unchecked Sendable {
  public var activityType = ""
  public var webpageURL: URL?
}
open class NSWorkspace: @unchecked Sendable {
  public static let shared = NSWorkspace()
  public func open(_ url: URL) -> Bool { true }
}
