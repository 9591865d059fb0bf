/// A named route: a pattern and what the app needs to know to deliver links matching it.
///
/// ```swift
/// let product = try Route("product", pattern: "/product/<int:id>")
/// let orders = try Route("orders", pattern: "/user/:uid/orders(/:oid)", requires: ["signedIn"])
/// ```
public struct Route: Sendable, Hashable {
  /// The route's unique name, used to register handlers and build URLs.
  public let name: String
  /// The parsed pattern.
  public let pattern: RoutePattern
  /// Higher priorities win over more specific patterns; the default is 0.
  public var priority: Int
  /// Conditions the app must report met before a link for this route is delivered,
  /// such as `signedIn`.
  public var requires: [String]
  /// For a chain of screens: the screen names the remaining segments may name, in URL order;
  /// unknown segments are skipped.
  public var chain: [String]
  /// The name of the parameter (path or query) holding a web page to open in a web view,
  /// for hybrid apps; `nil` for an ordinary route.
  public var webPageParameter: String?
  /// Whether the route opens as a universal link on the app's domains (default `true`).
  public var opensAsUniversalLink: Bool
  /// What the route shows, for people.
  public var summary: String?
  /// An example URL the route matches.
  public var example: String?

  /// Creates a route, parsing its pattern.
  ///
  /// - Throws: ``RouteError`` when the pattern is invalid, naming the route and the position.
  public init(
    _ name: String, pattern: String, priority: Int = 0, requires: [String] = [],
    chain: [String] = [], webPageParameter: String? = nil, opensAsUniversalLink: Bool = true,
    summary: String? = nil, example: String? = nil
  ) throws(RouteError) {
    guard !name.isEmpty else { throw RouteError(.invalidPattern, "a route needs a name") }
    do {
      self.pattern = try RoutePattern(pattern)
    } catch {
      var named = error
      named.route = name
      throw named
    }
    self.name = name
    self.priority = priority
    self.requires = requires
    self.chain = chain
    self.webPageParameter = webPageParameter
    self.opensAsUniversalLink = opensAsUniversalLink
    self.summary = summary
    self.example = example
  }
}
