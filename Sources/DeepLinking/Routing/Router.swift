import Foundation

/// Matches URLs against a table of routes, and builds URLs back from routes.
///
/// A router is built once: its routes are checked (duplicate names, ambiguous pairs, origins
/// the table does not own) and compiled into an index when it is made, and it never changes
/// after. It is an immutable `Sendable` value, so any thread matches without taking a lock, and
/// the cost of a match does not depend on the number of routes.
///
/// <!-- sample: core -->
/// ```swift
/// let router = try Router(
///   schemes: ["shop"], domains: ["shop.example.com"],
///   routes: [Route("product", pattern: "/product/<int:id>")])
/// router.match("shop://product/42")?.parameters["id"]                    // "42"
/// router.match("https://shop.example.com/product/42")?.route.name        // "product"
/// ```
///
/// An app whose feature modules each bring their routes fills a ``Builder`` and builds it.
public struct Router: Sendable {
  /// The compiled table: routes in precedence order and their index.
  let index: RouteIndex

  /// The schemes and domains the router owns.
  package var origins: RouterOrigins { index.origins }
  /// Limits on the URLs the router reads.
  public let limits: LinkLimits

  /// Builds a router owning custom `schemes` and web `domains` from `routes`.
  ///
  /// - Parameters:
  ///   - schemes: The app's custom schemes, such as `shop`.
  ///   - domains: The universal-link hosts; `*.example.com` takes every subdomain, not
  ///     `example.com` itself (as Apple's associated domains).
  ///   - allowsHTTP: Whether `http` links on the domains are taken (only `https` by default).
  ///   - caseSensitive: Whether path literals compare with case (schemes and hosts never do);
  ///     without case, ASCII letters fold and others compare as written (`É` is not `é`).
  ///   - routes: The table.
  ///   - limits: Limits on the URLs read and on the patterns.
  /// - Throws: ``DeepLinkError`` for a bad scheme or domain, limits no link could be read
  ///   under, or the first route that cannot be in the table.
  ///
  /// A table of 1,000 routes or more is checked on one thread while it is indexed on another;
  /// the call returns when both are done.
  public init(
    schemes: [String], domains: [String] = [], allowsHTTP: Bool = false,
    caseSensitive: Bool = true, routes: [Route], limits: LinkLimits = .default
  ) throws(DeepLinkError) {
    try self.init(
      origins: RouterOrigins(
        schemes: schemes, domains: domains, allowsHTTP: allowsHTTP, caseSensitive: caseSensitive),
      routes: routes, limits: limits)
  }

  /// Builds a router for `origins` from `routes`.
  ///
  /// A table of ``routesIndexedWhileChecked`` routes or more is checked on one thread while it
  /// is indexed on another: the index does not depend on the checks' outcome, and is dropped
  /// when they find a problem. The checks are the builder's, so the error is the same.
  package init(origins: RouterOrigins, routes: [Route], limits: LinkLimits = .default)
    throws(DeepLinkError)
  {
    try limits.check()
    guard routes.count >= Self.routesIndexedWhileChecked else {
      var builder = Builder(origins: origins, limits: limits)
      try builder.add(contentsOf: routes)
      self = builder.build()
      return
    }
    // What each part leaves: the first problem found, and the index.
    let outcome = Locked<(problem: DeepLinkError?, index: RouteIndex?)>((nil, nil))
    // `concurrentPerform` returns once both parts have run, on threads of the caller's priority.
    // The caller's thread takes part 0 at once while another is woken for part 1, so part 0 is
    // the index, the longer part: it starts without waiting for a thread, where the routes
    // just read are in the cache (building 10,000 routes took 8% less than the other way).
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        let index = RouteIndex(routes: routes, origins: origins)
        outcome.withLock { $0.index = index }
      } else {
        var checks = Builder(origins: origins, limits: limits)
        do throws(DeepLinkError) { try checks.add(contentsOf: routes) } catch {
          outcome.withLock { $0.problem = error }
        }
      }
    }
    let (problem, index) = outcome.withLock { $0 }
    if let problem { throw problem }
    // Both parts have run when `concurrentPerform` returns: the index is there, and indexing
    // again here is only what a missing one would need, rather than a trap.
    self.index = index ?? RouteIndex(routes: routes, origins: origins)
    self.limits = limits
  }

  /// The number of routes from which checking a table and indexing it run side by side: below
  /// it, a second thread saves a tenth of a millisecond at most, and waking it on a busy
  /// machine can cost as much.
  package static let routesIndexedWhileChecked = 1_000

  /// A router of routes already checked together under `limits`.
  init(origins: RouterOrigins, validatedRoutes routes: [Route], limits: LinkLimits) {
    self.index = RouteIndex(routes: routes, origins: origins)
    self.limits = limits
  }

  /// Collects routes, checking each as it comes, for a router built once they are all in.
  ///
  /// <!-- sample: core -->
  /// ```swift
  /// var builder = try Router.Builder(schemes: ["shop"])
  /// try builder.add(Route("cart", pattern: "/cart"))            // from the cart module
  /// try builder.add(contentsOf: [Route("product", pattern: "/product/<int:id>")])
  /// let router = builder.build()
  /// ```
  public struct Builder: Sendable {
    /// The schemes and domains the router will own.
    package let origins: RouterOrigins
    /// Limits on the URLs the router will read, and on its patterns.
    public let limits: LinkLimits
    private var validator = RouteTableValidator()

    /// An empty builder for a router owning custom `schemes` and web `domains`; see
    /// ``Router/init(schemes:domains:allowsHTTP:caseSensitive:routes:limits:)``.
    ///
    /// - Throws: ``DeepLinkError`` for a bad scheme or domain, or limits no link could be read
    ///   under.
    public init(
      schemes: [String], domains: [String] = [], allowsHTTP: Bool = false,
      caseSensitive: Bool = true, limits: LinkLimits = .default
    ) throws(DeepLinkError) {
      try limits.check()
      self.init(
        origins: try RouterOrigins(
          schemes: schemes, domains: domains, allowsHTTP: allowsHTTP, caseSensitive: caseSensitive),
        limits: limits)
    }

    /// An empty builder for `origins`.
    package init(origins: RouterOrigins, limits: LinkLimits = .default) {
      self.origins = origins
      self.limits = limits
    }

    /// Adds a route.
    ///
    /// - Throws: ``DeepLinkError`` when its name is taken, its scheme or host is not the table's,
    ///   or it matches exactly the same URLs as another route with the same precedence.
    public mutating func add(_ route: Route) throws(DeepLinkError) {
      try add(contentsOf: [route])
    }

    /// Adds routes, all or none.
    ///
    /// - Throws: ``DeepLinkError`` for the first route that cannot be added; none are added then.
    public mutating func add(contentsOf routes: [Route]) throws(DeepLinkError) {
      // Checked in place and rolled back on a problem: a copy of the checks made so far, for
      // each call, made filling a builder one route at a time take quadratic time.
      let mark = validator.mark
      validator.reserve(routes.count)
      for route in routes {
        if let problem = validator.add(route, origins: origins, limits: limits).first {
          validator.rollBack(to: mark)
          throw problem
        }
      }
    }

    /// The router: its routes ordered by precedence and indexed.
    public func build() -> Router {
      Router(origins: origins, validatedRoutes: validator.routes, limits: limits)
    }
  }

  /// The route named `name`, or `nil`.
  public func route(named name: String) -> Route? { index.route(named: name) }

  /// The routes in precedence order: the order in which they are tried (mixed segments by
  /// their own order; where routes end at one place, their origins, query items and
  /// fragments decide for each link). A route with optional groups stands at the place of its
  /// form with every group written; its shorter forms are tried at their own places.
  public var routes: [Route] { index.routes }

  /// Whether some route requires the condition `name`.
  package func hasCondition(_ name: String) -> Bool {
    index.routes.contains { $0.requires.contains(name) }
  }
}
