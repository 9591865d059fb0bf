// Foundation members that Apple's Foundation has and Linux's lacks.
@_exported import Foundation

/// developer.apple.com/documentation/foundation/nsuseractivity: `class NSUserActivity`
/// (not Sendable).
open class NSUserActivity: NSObject {
  open var activityType: String = ""
  open var webpageURL: URL?
}
/// developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
