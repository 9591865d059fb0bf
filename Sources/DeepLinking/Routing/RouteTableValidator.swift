/// The checks made when routes are added: unique names, owned origins, no ambiguous pairs.
struct RouteTableValidator: Sendable {
  private var names: Set<String> = []
  /// Each variant's shape, with the route that owns it.
  private var shapes: [Shape: (route: String, pattern: String)] = [:]

  /// What two variants share exactly when they match the same URLs with the same precedence.
  struct Shape: Hashable {
    enum Segment: Hashable {
      case literal(String)
      case parameter(UInt8)
      case remainder(oneOrMore: Bool)
    }
    let priority: Int
    let scope: PatternScope
    let segments: [Segment]
  }

  /// Records `route` and returns every problem it has; on problems nothing is recorded.
  mutating func add(_ route: Route, origins: RouterOrigins, limits: LinkLimits) -> [RouteError] {
    var problems: [RouteError] = []
    let name = route.name
    let pattern = route.pattern.text
    if names.contains(name) {
      problems.append(
        RouteError(
          .duplicateName, "another route is already named '\(name)'", route: name,
          pattern: pattern))
    }
    let longest = route.pattern.variants.map(\.segments.count).max() ?? 0
    if longest > limits.maximumSegments {
      problems.append(
        RouteError(
          .invalidPattern,
          "the pattern has \(longest) segments, more than the \(limits.maximumSegments) a link may have",
          route: name, pattern: pattern))
    }
    if let problem = origins.problem(with: route.pattern.scope) {
      problems.append(RouteError(.undeclaredOrigin, problem, route: name, pattern: pattern))
    }
    var ownShapes: [Shape: String] = [:]
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

  /// The shape of a variant of `route`.
  static func shape(of segments: [PatternSegment], route: Route, origins: RouterOrigins) -> Shape {
    Shape(
      priority: route.priority, scope: route.pattern.scope,
      segments: segments.enumerated().map { offset, segment in
        switch segment.kind {
        case .literal(let text):
          // The first segment is a custom scheme's host, which compares case-insensitively.
          return .literal(origins.caseSensitive && offset > 0 ? text : text.lowercased())
        case .parameter(let type): return .parameter(type.kind.rawValue)
        case .remainder(let oneOrMore): return .remainder(oneOrMore: oneOrMore)
        }
      })
  }
}
