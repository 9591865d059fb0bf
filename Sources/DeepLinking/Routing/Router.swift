import Foundation

/// Matches URLs against a table of routes, and builds URLs back from routes.
///
/// The router is `Sendable`: match from any thread while routes are added. Routes are checked
/// when they are added (duplicate names, ambiguous pairs, origins the table does not own), and
/// the table is compiled into an index once, on the first match after a change, so the cost of
/// a match does not depend on the number of routes.
///
/// ```swift
/// let router = try Router(schemes: ["shop"], domains: ["shop.example.com"])
/// try router.add(Route("product", pattern: "/product/<int:id>"))
/// router.match("shop://product/42")?.parameters["id"]                    // "42"
/// router.match("https://shop.example.com/product/42")?.route.name        // "product"
/// ```
public final class Router: Sendable {
  /// The schemes and domains the router owns.
  public let origins: RouterOrigins
  /// Limits on the URLs the router reads.
  public let limits: LinkLimits

  private struct State {
    var routes: [Route] = []
    var validator = RouteTableValidator()
    var index: RouteIndex?
  }

  private let state: Locked<State>

  /// Creates a router for `origins`, with `routes`.
  ///
  /// - Throws: ``RouteError`` for the first invalid route.
  public init(origins: RouterOrigins, routes: [Route] = [], limits: LinkLimits = .default)
    throws(RouteError)
  {
    self.origins = origins
    self.limits = limits
    self.state = Locked(State())
    try add(contentsOf: routes)
  }

  /// Creates a router from routes already checked together, under `limits`, by `validator`.
  init(
    origins: RouterOrigins, validatedRoutes routes: [Route], validator: RouteTableValidator,
    limits: LinkLimits
  ) {
    self.origins = origins
    self.limits = limits
    self.state = Locked(State(routes: routes, validator: validator))
  }

  /// Creates a router owning custom `schemes` and web `domains`.
  ///
  /// - Throws: ``RouteError`` for a bad scheme or domain, or when both lists are empty.
  public convenience init(
    schemes: [String], domains: [String] = [], allowsHTTP: Bool = false,
    caseSensitive: Bool = true
  ) throws(RouteError) {
    try self.init(
      origins: RouterOrigins(
        schemes: schemes, domains: domains, allowsHTTP: allowsHTTP, caseSensitive: caseSensitive))
  }

  /// Adds a route.
  ///
  /// - Throws: ``RouteError`` when its name is taken, its scheme or host is not the router's,
  ///   or it matches exactly the same URLs as another route with the same precedence.
  public func add(_ route: Route) throws(RouteError) {
    try add(contentsOf: [route])
  }

  /// Adds routes, all or none.
  ///
  /// - Throws: ``RouteError`` for the first route that cannot be added; none are added then.
  public func add(contentsOf routes: [Route]) throws(RouteError) {
    let result: Result<Void, RouteError> = state.withLock { state in
      var validator = state.validator
      for route in routes {
        if let problem = validator.add(route, origins: origins, limits: limits).first {
          return .failure(problem)
        }
      }
      state.validator = validator
      state.routes.append(contentsOf: routes)
      state.index = nil
      return .success(())
    }
    try result.get()
  }

  /// The route named `name`, or `nil`.
  public func route(named name: String) -> Route? {
    state.withLock { state in state.routes.first { $0.name == name } }
  }

  /// The routes in precedence order: the order in which they are tried.
  public var routes: [Route] { index.routes }

  /// The compiled index, built on first use after a change.
  var index: RouteIndex {
    state.withLock { state in
      if let index = state.index { return index }
      let index = RouteIndex(routes: state.routes, origins: origins)
      state.index = index
      return index
    }
  }
}
