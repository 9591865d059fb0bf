import Foundation

/// How the pipeline holds and delivers links.
///
/// <!-- sample: core -->
/// ```swift
/// var configuration = DeliveryConfiguration()
/// configuration.timeToLive = 300
/// configuration.deliversEveryWaitingLink = true
/// ```
///
/// A pipeline checks its configuration when it is made: a time that is negative or not a
/// number, and a list entry a manifest would refuse, make ``DeepLinkPipeline``'s initializer
/// throw, naming the setting.
public struct DeliveryConfiguration: Sendable {
  /// How long a link may wait before it is dropped as stale (default 10 minutes); a clock set
  /// back by more than that makes waiting links stale too. Checked at launch, on every arrival
  /// and before every delivery: a link once seen stale stays dropped, and one received with a
  /// time of arrival already past it is dropped when it comes. `.infinity` keeps links until
  /// they are delivered.
  public var timeToLive: TimeInterval = 600
  /// Within this time, the same link arriving again is a duplicate (default 5 seconds).
  public var duplicateWindow: TimeInterval = 5
  /// Whether every waiting link is delivered, in the order they arrived, when the app becomes
  /// ready. By default only the most recent one is: older ones are superseded (a user who
  /// tapped twice wants the last). Either way at most 100 links wait; past that the oldest are
  /// superseded.
  public var deliversEveryWaitingLink = false
  /// Whether links wait for ``DeepLinkPipeline/markReady()`` as well as an active scene. By
  /// default the UI can navigate whenever the app is active.
  public var waitsForMarkReady = false
  /// Schemes of links the app does not own that may be handed to the system (default `tel`,
  /// `mailto`, `sms`, `https`), in any case (`Tel` allows `tel:` links). `file`, `javascript`,
  /// `vbscript` and `data` links never leave the app: listing one, or a text that is no scheme
  /// (`tel:`), makes the pipeline's initializer throw.
  public var externalSchemes = Set(defaultExternalSchemes)
  /// The external schemes when nothing else is said, here and in a manifest.
  package static let defaultExternalSchemes = ["tel", "mailto", "sms", "https"]
  /// Hosts a web-page route may load (https, port 443), exactly or, written `*.example.com`, any
  /// subdomain; checked each time a web-page route is tried. An entry that is not a domain name
  /// (`https://help.example.com`), a wildcard over a top-level domain or a registry's suffix
  /// (`*.com`, `*.co.uk`), or a repeat makes the pipeline's initializer throw, as a manifest
  /// listing one is refused.
  public var webAllowlist: [String] = []
  /// How long a navigator may take to show one destination before the link is reported
  /// ``DeepLinkEvent/Kind/notShown`` and the next link proceeds (default 10 seconds);
  /// `.infinity` sets no bound, so a navigator that never returns holds every later link.
  public var navigationTimeout: TimeInterval = 10
  /// Whether events carry query values. By default no field of an event shows one: URLs have
  /// them replaced by `redacted`, and so do parameters taken from a query or from a link inside
  /// a link; reasons leave out the values and pages they would quote. The same holds for the
  /// values of a fragment written as query items (`#access_token=...`) and for a URL's user
  /// information (`user:password@`). Turn it on in debug builds to see them.
  public var revealsQueryValues = false

  /// The default configuration.
  public init() {}

  /// A configuration taking the external schemes and web allowlist of `manifest`.
  public init(manifest: RouteManifest) {
    externalSchemes = Set(manifest.externalSchemes)
    webAllowlist = manifest.webAllowlist
  }

  /// Refuses what a manifest refuses, and times a manifest has not: a time that is negative or
  /// not a number (a time to live of `-1` would drop every link as stale, a duplicate window of
  /// `.nan` would let every repeat through); a web allowlist entry that is no domain name
  /// (`https://help.example.com`) or a wildcard over a top-level domain; an external scheme
  /// that is no scheme (`tel:`) or never leaves the app (`file`). Each would allow nothing, or
  /// everything, unseen. A pipeline is not made with one.
  @inline(never)
  package func check() throws(DeepLinkError) {
    let allowlistProblems = RouterOrigins.domainProblems(webAllowlist, "configuration.webAllowlist")
    if let problem = allowlistProblems.first { throw problem }
    // A set has no places: an entry is named by its text, the least of those refused (the
    // set's order changes from run to run; sorting it took 3 KB of code).
    var refused: String?
    for scheme in externalSchemes
    where RouterOrigins.problem(withScheme: scheme, custom: false) != nil {
      if refused.map({ scheme < $0 }) ?? true { refused = scheme }
    }
    if let refused, let problem = RouterOrigins.problem(withScheme: refused, custom: false) {
      throw DeepLinkError(
        code: .invalidScheme, message: problem, location: "configuration.externalSchemes")
    }
    if !(timeToLive >= 0) { throw Self.refusedTime("timeToLive", timeToLive) }
    if !(duplicateWindow >= 0) { throw Self.refusedTime("duplicateWindow", duplicateWindow) }
    if !(navigationTimeout >= 0) { throw Self.refusedTime("navigationTimeout", navigationTimeout) }
  }

  /// The error for a time `setting` that is negative or not a number.
  @inline(never)
  private static func refusedTime(_ setting: String, _ value: TimeInterval) -> DeepLinkError {
    DeepLinkError(
      code: .invalidConfiguration,
      message: "must be 0 seconds or more, not " + LinkDispatcher.seconds(value),
      location: "configuration." + setting)
  }
}
