/// The checks made when routes are added: unique names, owned origins, no ambiguous pairs.
struct RouteTableValidator: Sendable {
  private var names: Set<String> = []
  /// Each variant's shape, with the route that owns it.
  private var shapes: [String: (route: String, pattern: String)] = [:]

  /// Records `route` and returns every problem it has; on problems nothing is recorded.
  mutating func add(_ route: Route, origins: RouterOrigins) -> [RouteError] {
    var problems: [RouteError] = []
    let name = route.name
    let pattern = route.pattern.text
    if names.contains(name) {
      problems.append(
        RouteError(
          .duplicateName, "another route is already named '\(name)'", route: name,
          pattern: pattern))
    }
    if let problem = origins.problem(with: route.pattern.scope) {
      problems.append(RouteError(.undeclaredOrigin, problem, route: name, pattern: pattern))
    }
    var ownShapes: [String: String] = [:]
    for variant in route.pattern.variants {
      let shape = Self.shape(of: variant.segments, route: route, origins: origins)
      if let other = shapes[shape] {
        problems.append(
          RouteError(
            .ambiguous,
            "matches exactly the same URLs as route '\(other.route)' ('\(other.pattern)') with "
              + "the same precedence; give one a priority or change a segment",
            route: name, pattern: pattern))
        break
      }
      if ownShapes[shape] != nil {
        problems.append(
          RouteError(
            .ambiguous, "two forms of its optional groups match exactly the same URLs",
            route: name, pattern: pattern))
        break
      }
      ownShapes[shape] = name
    }
    guard problems.isEmpty else { return problems }
    names.insert(name)
    for shape in ownShapes.keys { shapes[shape] = (name, pattern) }
    return []
  }

  /// A key equal for two variants exactly when they match the same URLs with the same
  /// precedence.
  static func shape(of segments: [PatternSegment], route: Route, origins: RouterOrigins) -> String {
    var key = "\(route.priority)\u{1}"
    switch route.pattern.scope {
    case .any: key += "*"
    case .scheme(let scheme): key += "s:" + scheme
    case .host(let host): key += "h:" + host
    }
    for (offset, segment) in segments.enumerated() {
      key += "\u{1}"
      switch segment.kind {
      case .literal(let text):
        // The first segment is a custom scheme's host, which compares case-insensitively.
        key += "L" + (origins.caseSensitive && offset > 0 ? text : text.lowercased())
      case .parameter(let type): key += "P\(type.kind.rawValue)"
      case .remainder(let oneOrMore): key += oneOrMore ? "R+" : "R*"
      }
    }
    return key
  }
}
