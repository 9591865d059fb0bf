/// A URL matched to a route: which route, its typed path parameters, the query, the fragment.
///
/// <!-- sample: core, uses: router -->
/// ```swift
/// if let match = router.match("shop://product/42?ref=push") {
///   match.route.name                          // "product"
///   match.parameters.value("id", as: Int.self)  // 42
///   match.query["ref"]                        // "push"
/// }
/// ```
public struct RouteMatch: Sendable, Hashable {
  /// The route that matched.
  public let route: Route
  /// The path parameters, percent-decoded, in pattern order. A `*` remainder is under `*`,
  /// its segments joined by `/`.
  public let parameters: Parameters
  /// The query items in URL order, decoded; a repeated name keeps every value.
  public let query: Parameters
  /// The fragment as written after `#`, or `nil`.
  public let fragment: String?
  /// The URL as it was given.
  public let url: String
  /// The custom scheme or domain the URL belongs to.
  public let origin: LinkOrigin
  /// The routes whose `<link:>` placeholder led to this match, the outermost first
  /// (`browser://deep-link?url=/settings` matches `settings` via `deep-link`); empty for a
  /// link matched directly. ``url`` is then the inner link.
  public internal(set) var via: [String] = []
  /// Whether the route has a `<link:>` placeholder to follow: known from the index's entry, so
  /// that a match of any other route reads nothing more of the route than its reference. It
  /// is always the route pattern's `routesLink`, so matches never differ in it alone.
  var routesLink: Bool

  /// The name of the route that matched.
  public var name: String { route.name }

  /// For a chain route, the screens the rest of the path names, in URL order, unknown names
  /// skipped (not the last value, which may be a query item's), as the chain spells them;
  /// empty for another route. A table that compares path literals without case compares the
  /// names so too (ASCII letters folded, as its index folds them). What the pipeline shows,
  /// and what the device test plan expects.
  package func chainScreens(caseSensitive: Bool) -> [String] {
    let route = self.route
    let rest = route.pattern.remainderName.flatMap { parameters[$0] } ?? ""
    return rest.split(separator: "/").compactMap { named in
      route.chain.first {
        caseSensitive ? $0 == named : isSameIgnoringASCIICase($0, String(named))
      }
    }
  }
}
