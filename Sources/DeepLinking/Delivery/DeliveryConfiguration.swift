import Foundation

/// How the pipeline holds and delivers links.
///
/// ```swift
/// var configuration = DeliveryConfiguration()
/// configuration.timeToLive = 300
/// configuration.policy = .all
/// ```
public struct DeliveryConfiguration: Sendable {
  /// Which waiting links are delivered when the app becomes ready.
  public struct Policy: Sendable, Hashable, CustomStringConvertible {
    let latestOnly: Bool
    /// Only the most recent link; older ones are superseded (the default: a user who tapped
    /// twice wants the last).
    public static let latest = Policy(latestOnly: true)
    /// Every link, in the order they arrived.
    public static let all = Policy(latestOnly: false)
    public var description: String { latestOnly ? "latest" : "all" }
  }

  /// When the app's UI can navigate.
  public struct Readiness: Sendable, Hashable, CustomStringConvertible {
    let explicit: Bool
    /// Whenever the app is active (the default).
    public static let whenActive = Readiness(explicit: false)
    /// Only after the app calls ``DeepLinkPipeline/markReady()``, and while it is active.
    public static let explicit = Readiness(explicit: true)
    public var description: String { explicit ? "explicit" : "whenActive" }
  }

  /// How long a link may wait before it is dropped as stale (default 10 minutes).
  public var timeToLive: TimeInterval = 600
  /// Within this time, the same link arriving again is a duplicate (default 5 seconds).
  public var duplicateWindow: TimeInterval = 5
  /// Which waiting links are delivered (default ``Policy/latest``).
  public var policy: Policy = .latest
  /// When the UI can navigate (default ``Readiness/whenActive``).
  public var readiness: Readiness = .whenActive
  /// Schemes of links the app does not own that may be handed to the system (default `tel`,
  /// `mailto`, `sms`, `https`).
  public var externalSchemes: Set<String> = ["tel", "mailto", "sms", "https"]
  /// Hosts a web-page route may load (https only).
  public var webAllowlist: [String] = []
  /// How long a navigator may take to show one destination before the link is reported
  /// ``DeepLinkEvent/Kind/notShown`` and the next link proceeds (default 10 seconds).
  public var navigationTimeout: TimeInterval = 10
  /// Whether events carry query values; by default they are redacted.
  public var revealsQueryValues = false

  /// The default configuration.
  public init() {}

  /// A configuration taking the external schemes and web allowlist of `manifest`.
  public init(manifest: RouteManifest) {
    externalSchemes = Set(manifest.externalSchemes)
    webAllowlist = manifest.webAllowlist
  }
}
