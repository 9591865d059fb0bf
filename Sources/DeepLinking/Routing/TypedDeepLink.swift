/// A Swift type for an app's links: one case per route, with its parameters typed, generated
/// from the route manifest by `DeepLinkingPlugin` or `deeplink generate swift`.
///
/// Handle every route with one `switch`, which the compiler checks for missing routes:
///
/// <!-- sample: core, uses: pipeline TwoRouteShopLink showProduct showCart -->
/// ```swift
/// try pipeline.handle(ShopLink.self) { link in
///   switch link {
///   case .product(let id): showProduct(id)
///   case .cart: showCart()
///   // ... a route added to the manifest without a case here fails the build
///   }
///   return .handled
/// }
/// ```
public protocol TypedDeepLink: Sendable {
  /// The names of the routes the type has a case for.
  static var routeNames: [String] { get }
  /// The link a match carries, or `nil` when the match is of another route or a value does
  /// not convert.
  init?(_ match: RouteMatch)
}

extension DeepLinkPipeline {
  /// Handles every route of `type` with one handler, which receives the typed link; a match
  /// that does not convert is declined, and its `declined` event says so.
  ///
  /// - Throws: ``DeepLinkError`` with code `unknownRoute` when the router lacks a route of
  ///   `type` (the type was generated from another manifest); no handler is installed then.
  public func handle<Link: TypedDeepLink>(
    _ type: Link.Type, _ handler: @escaping @MainActor (Link) async -> LinkHandling
  ) throws(DeepLinkError) {
    try handle(type) { link, _ in await handler(link) }
  }

  /// Handles every route of `type` with one handler, which receives the typed link and the
  /// match it came from, for what the link's case does not carry: the query items a pattern
  /// does not name (`q` of `/search?q=shoes`), the fragment, the route a link came through.
  ///
  /// <!-- sample: core, uses: pipeline ThreeRouteShopLink showProduct showCart showSearch -->
  /// ```swift
  /// try pipeline.handle(ShopLink.self) { link, match in
  ///   switch link {
  ///   case .search(let scope): showSearch(match.query["q"] ?? "", in: scope)
  ///   case .product(let id): showProduct(id)
  ///   case .cart: showCart()
  ///   }
  ///   return .handled
  /// }
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` with code `unknownRoute` when the router lacks a route of
  ///   `type`; no handler is installed then.
  public func handle<Link: TypedDeepLink>(
    _ type: Link.Type, _ handler: @escaping @MainActor (Link, RouteMatch) async -> LinkHandling
  ) throws(DeepLinkError) {
    for name in Link.routeNames where router.route(named: name) == nil {
      try handle(name) { _ in .declined }
    }
    for name in Link.routeNames {
      try handle(name) { match in
        guard let link = Link(match) else {
          return LinkHandling(handled: false, reason: "the match does not convert to \(Link.self)")
        }
        return await handler(link, match)
      }
    }
  }
}
