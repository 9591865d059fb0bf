extension Router {
  /// How many links deep `<link:>` placeholders are followed: outer, inner, innermost.
  static let maximumLinkDepth = 2

  /// `match` itself, or, when its route routes a `<link:>` placeholder again, the match of
  /// the inner link, followed to a depth of ``maximumLinkDepth``.
  ///
  /// An inner link of a scheme or host the app does not own refuses the whole link (it would
  /// be an open redirect); one that no route matches leaves the outer link unmatched. Neither
  /// falls through to another route. Without `quotingValues`, the failure's words leave out
  /// the inner link (a value of the outer one).
  func following(
    _ match: RouteMatch, depth: Int = 0, quotingValues: Bool = true
  ) -> Result<RouteMatch, DeepLinkError> {
    guard match.routesLink, let name = match.route.pattern.extras?.link,
      let value = match.parameters[name]
    else {
      return .success(match)
    }
    func refuse(_ code: DeepLinkError.Code, _ reason: String) -> Result<RouteMatch, DeepLinkError> {
      .failure(
        DeepLinkError(
          code: code, message: "the link in '\(name)' of route '\(match.name)': \(reason)",
          input: match.url, route: match.name))
    }
    guard depth < Self.maximumLinkDepth else {
      let quoted = quotingValues ? "; '\(ShownText.of(value))' is deeper" : ""
      return refuse(.overLimit, "links are followed \(Self.maximumLinkDepth) deep at most\(quoted)")
    }
    let inner = Self.absolute(value, against: match.origin)
    switch walk(inner) {
    case .failure(let miss):
      let failure = index.failure(
        for: miss, url: inner, limits: limits, quotingQueryValues: quotingValues)
      let link = quotingValues ? "'\(ShownText.of(inner))'" : "it"
      switch failure.code {
      case .foreignScheme, .foreignHost, .insecureScheme, .unexpectedAuthority:
        // Not `foreignScheme`: the outer link is the app's, and must not be opened outside.
        return refuse(
          .unsafeInput,
          "\(link) names a scheme or host the app does not own; refused, as following it would be an open redirect"
        )
      default:
        return refuse(
          .noRoute, "\(link) matches no route" + (quotingValues ? " (\(failure.message))" : ""))
      }
    case .success(var found):
      switch following(found, depth: depth + 1, quotingValues: quotingValues) {
      case .failure(let failure): return .failure(failure)
      case .success(let followed): found = followed
      }
      found.via = [match.name] + found.via
      return .success(found)
    }
  }

  /// An inner link made absolute: a path starting with `/` is resolved against the outer
  /// link's scheme and, for a domain, its host.
  static func absolute(_ link: String, against origin: LinkOrigin) -> String {
    guard link.hasPrefix("/") else { return link }
    switch origin.kind {
    case .customScheme(let scheme): return scheme + ":/" + link
    case .universalLink(let host): return "https://" + host + link
    }
  }
}
