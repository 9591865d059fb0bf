/// An error in a route pattern or a route table, found when the table is built.
///
/// The description names the route, the pattern and the 1-based position in the pattern:
///
/// ```
/// route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'
/// ```
public struct RouteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem this is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    /// The pattern's syntax is wrong.
    public static let invalidPattern = Code("invalid pattern")
    /// A placeholder type other than `int`, `double`, `bool`, `uuid`, `string`, `path`.
    public static let unknownType = Code("unknown type")
    /// Two placeholders of one pattern share a name.
    public static let duplicatePlaceholder = Code("duplicate placeholder")
    /// A `*` or `<path:...>` remainder that is not the last segment.
    public static let misplacedRemainder = Code("misplaced remainder")
    /// Two routes share a name.
    public static let duplicateName = Code("duplicate name")
    /// Two routes match exactly the same URLs with the same precedence.
    public static let ambiguous = Code("ambiguous routes")
    /// A scheme that cannot be an app's custom scheme.
    public static let invalidScheme = Code("invalid scheme")
    /// A domain that is not a bare host name.
    public static let invalidDomain = Code("invalid domain")
    /// A pattern's scheme or host that the table does not own.
    public static let undeclaredOrigin = Code("undeclared origin")
    /// A table with neither schemes nor domains.
    public static let noOrigins = Code("no origins")
    /// A handler installed for a route the table does not have.
    public static let unknownRoute = Code("unknown route")
    /// A condition reported that no route requires.
    public static let unknownCondition = Code("unknown condition")
  }

  /// What kind of problem this is.
  public let code: Code
  /// What is wrong, in words.
  public let reason: String
  /// The route's name, when the problem belongs to a route.
  public internal(set) var route: String?
  /// The pattern's text, when the problem belongs to a pattern.
  public let pattern: String?
  /// The 1-based position in the pattern, when there is one.
  public let position: Int?

  init(
    _ code: Code, _ reason: String, route: String? = nil, pattern: String? = nil,
    position: Int? = nil
  ) {
    self.code = code
    self.reason = reason
    self.route = route
    self.pattern = pattern
    self.position = position
  }

  public var description: String {
    var parts: [String] = []
    if let route { parts.append("route '\(route)'") }
    if let pattern { parts.append("pattern '\(pattern)'") }
    if let position { parts.append("position \(position)") }
    parts.append(reason)
    return parts.joined(separator: ": ")
  }
}

extension RouteError {
  /// A handler installed for `name`, which `router` does not have.
  package static func unknownRoute(_ name: String, in router: Router) -> RouteError {
    let names = router.routes.map(\.name).sorted().joined(separator: ", ")
    return RouteError(
      .unknownRoute, "no route is named '\(name)' (the routes: \(names))", route: name)
  }

  /// The condition `name` reported, which no route of `router` requires.
  package static func unknownCondition(_ name: String, in router: Router) -> RouteError {
    let known = Set(router.routes.flatMap(\.requires)).sorted()
    return RouteError(
      .unknownCondition,
      "no route requires the condition '\(name)' (the routes' conditions: "
        + "\(known.isEmpty ? "none" : known.joined(separator: ", ")))")
  }
}
