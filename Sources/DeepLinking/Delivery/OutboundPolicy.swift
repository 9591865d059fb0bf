import Foundation

/// What may leave the app: links handed to the system (by scheme), and web pages a web-page
/// route loads in the app's web view (https, port 443, a host on the allowlist).
struct OutboundPolicy: Sendable {
  let externalSchemes: Set<String>
  let webAllowlist: [String]
  /// Whether refusals quote the page, or parts of it: not when events redact query values.
  let quotesPages: Bool

  /// The web page a match opens, once checked.
  enum WebPage: Equatable {
    /// The route opens no web page.
    case none
    /// The page to load: the URL the policy checked.
    case allowed(URL)
    /// Why the page may not be loaded.
    case refused(String)
  }

  /// Why an unowned link may not be opened outside the app, or `nil` when it may.
  func externalRefusal(scheme: String) -> String? {
    if let refusal = Self.neverExternalRefusal(scheme) { return refusal }
    // `scheme` is read in lowercase; the list may be written otherwise (`Tel`) in code.
    return externalSchemes.contains { $0.lowercased() == scheme }
      ? nil : "the scheme '\(scheme)' is not allowed to open outside the app"
  }

  /// Why links of `scheme` (lowercase) never leave the app, whatever the external allowlist
  /// says: handed to the system, a `file:` link opens a local file (on macOS it launches an
  /// app), and `javascript:`, `vbscript:` and `data:` links carry code or content rather than
  /// naming a place. A link from a push or a web page could otherwise reach them.
  @inline(never)
  static func neverExternalRefusal(_ scheme: String) -> String? {
    switch scheme {
    case "file", "javascript", "vbscript", "data":
      "the scheme '\(scheme)' never opens outside the app: it would open a local file or carry code"
    default: nil
    }
  }

  /// The web page `match` opens, checked against the allowlist: the only way a page reaches a
  /// destination.
  func webPage(of match: RouteMatch) -> WebPage {
    match.webPage(allowlist: webAllowlist, quoting: quotesPages)
  }
}

extension RouteMatch {
  /// The web page this match opens, checked against `allowlist`; the refusal quotes the page
  /// when `quoting`.
  func webPage(allowlist: [String], quoting: Bool) -> OutboundPolicy.WebPage {
    guard let parameter = route.webPageParameter else { return .none }
    guard let text = parameters[parameter] ?? query[parameter] else {
      return .refused("the web page parameter '\(parameter)' is missing")
    }
    return WebPagePolicy.check(text, allowlist: allowlist, quoting: quoting)
  }

  /// Why an app whose web allowlist is `allowlist` refuses the web page this match opens,
  /// quoting the page; `nil` when the route opens no page or the page is allowed. The tools
  /// check a route's example and a test push's link with it, by the pipeline's own rule.
  package func webPageRefusal(allowlist: [String]) -> String? {
    guard case .refused(let reason) = webPage(allowlist: allowlist, quoting: true) else {
      return nil
    }
    return reason
  }
}
