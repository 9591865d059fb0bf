import DeepLinking

extension Router {
  /// `route`'s example URL built again on `origin` (its values on another scheme or domain), or
  /// `nil` when the route has no example that it matches or the origin does not suit it.
  package func exampleURL(of route: Route, on origin: LinkOrigin) -> String? {
    guard let example = route.example, let match = match(example), match.name == route.name else {
      return nil
    }
    let extras = route.pattern.extras
    let own = Set(extras?.query.map(\.name) ?? [])
    return try? urlString(
      for: route.name, parameters: match.parameters.dictionary,
      query: Parameters(match.query.filter { !own.contains($0.name) }),
      fragment: extras?.fragment == nil ? match.fragment : nil, origin: origin)
  }
}
