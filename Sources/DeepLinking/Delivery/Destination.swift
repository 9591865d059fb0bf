import Foundation

/// One screen a link leads to. A route gives one destination named after it; a chain route
/// gives one per screen its URL names; a web-page route carries the page to load.
public struct Destination: Sendable, Hashable {
  /// The screen's name: the route's name, or a screen of the route's chain.
  public let name: String
  /// The match the destination came from.
  public let match: RouteMatch
  /// For a web-page route, the page to open in the web view (checked against the allowlist).
  public let webPage: URL?
}

/// Shows destinations, one at a time: the app's navigation.
///
/// Contract: called on the main actor, only when the scene is active, the app reported it is
/// ready and the route's conditions are met. Return once the destination is on screen (for a
/// modal, after its presentation completed), since the next destination of a chain is shown
/// only then; throw when it cannot be shown (no window, a presentation UIKit refused). The
/// pipeline gives each destination ``DeliveryConfiguration/navigationTimeout``: a navigator
/// that has not returned by then is left behind, the link is reported
/// ``DeepLinkEvent/Kind/notShown``, and the next link proceeds. A link not shown is never
/// reported delivered.
@MainActor
public protocol LinkNavigator {
  /// Shows `destination` and returns when it is on screen.
  ///
  /// - Throws: Any error, when the destination cannot be shown; its description is the reason
  ///   reported.
  func show(_ destination: Destination) async throws
}

/// What a route handler did with a link.
public struct LinkHandling: Sendable, Hashable {
  let handled: Bool

  /// The handler took the link.
  public static let handled = LinkHandling(handled: true)
  /// The handler passed: the next best matching route is tried, then the unmatched handler.
  public static let declined = LinkHandling(handled: false)
}
