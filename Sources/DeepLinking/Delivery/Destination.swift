import Foundation

/// One screen a link leads to. A route gives one destination named after it; a chain route
/// gives one per screen its URL names; a web-page route carries the page to load.
public struct Destination: Sendable, Hashable, CustomReflectable {
  /// The screen's name: the route's name, or a screen of the route's chain.
  public var name: String { storage.name }
  /// The match the destination came from.
  public var match: RouteMatch { storage.match }
  /// For a web-page route, the page to open in the web view (checked against the allowlist).
  public var webPage: URL? { storage.webPage }

  /// The fields in one object: a destination, with the match it holds, goes through the
  /// dispatcher's asynchronous steps, and one reference copies in one step where the match's
  /// fields took one each (3 KB of code).
  private final class Storage: Sendable {
    let name: String
    let match: RouteMatch
    let webPage: URL?

    init(name: String, match: RouteMatch, webPage: URL?) {
      self.name = name
      self.match = match
      self.webPage = webPage
    }
  }

  private let storage: Storage

  init(name: String, match: RouteMatch, webPage: URL?) {
    storage = Storage(name: name, match: match, webPage: webPage)
  }

  public static func == (lhs: Destination, rhs: Destination) -> Bool {
    lhs.name == rhs.name && lhs.match == rhs.match && lhs.webPage == rhs.webPage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(match)
    hasher.combine(webPage)
  }

  /// The fields, as a struct of them would show them when printed or dumped.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["name": name, "match": match, "webPage": webPage as Any],
      displayStyle: .struct)
  }
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
  /// Why the link was declined, for the `declined` event; not part of the value's identity.
  let reason: String?

  init(handled: Bool, reason: String? = nil) {
    self.handled = handled
    self.reason = reason
  }

  /// The handler took the link.
  public static let handled = LinkHandling(handled: true)
  /// The handler passed: the next best matching route is tried, then the unmatched handler.
  public static let declined = LinkHandling(handled: false)

  /// Whether both handled the link, or both declined it (whatever the reason).
  public static func == (lhs: LinkHandling, rhs: LinkHandling) -> Bool {
    lhs.handled == rhs.handled
  }

  /// Hashes whether the link was handled.
  public func hash(into hasher: inout Hasher) { hasher.combine(handled) }
}
