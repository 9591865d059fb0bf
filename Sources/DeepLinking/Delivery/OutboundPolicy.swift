import Foundation

/// What may leave the app: links handed to the system (by scheme), and web pages a web-page
/// route loads in the app's web view (https, port 443, a host on the allowlist).
struct OutboundPolicy: Sendable {
  let externalSchemes: Set<String>
  let webAllowlist: [String]

  /// Why an unowned link may not be opened outside the app, or `nil` when it may.
  func externalRefusal(scheme: String) -> String? {
    externalSchemes.contains(scheme)
      ? nil : "the scheme '\(scheme)' is not allowed to open outside the app"
  }

  /// Why the web page `match` opens may not be loaded, or `nil` when it may (or the route
  /// opens no web page).
  func webPageRefusal(_ match: RouteMatch) -> String? {
    guard let parameter = match.route.webPageParameter else { return nil }
    guard let text = Self.webPageText(match) else {
      return "the web page parameter '\(parameter)' is missing"
    }
    return WebPagePolicy.refusal(for: text, allowlist: webAllowlist)
  }

  /// The page a web-page route opens, when the match has one.
  static func webPage(_ match: RouteMatch) -> URL? {
    webPageText(match).flatMap { URL(string: $0) }
  }

  private static func webPageText(_ match: RouteMatch) -> String? {
    guard let parameter = match.route.webPageParameter else { return nil }
    return match.parameters[parameter] ?? match.query[parameter]
  }
}
