import DeepLinking

extension Router {
  /// `route`'s example URL built again on `origin` (its values on another scheme or domain; a
  /// host's label, `<lang>.wiki.example`, is the origin's), or `nil` when the route has no
  /// example that it matches or the origin does not suit it.
  package func exampleURL(of route: Route, on origin: LinkOrigin) -> String? {
    guard let example = route.example, let match = match(example), match.name == route.name else {
      return nil
    }
    let extras = route.pattern.extras
    let own = Set(extras?.query.map(\.name) ?? [])
    var values = match.parameters.dictionary
    if let label = route.pattern.hostLabelName { values[label] = nil }
    return try? urlString(
      for: route.name, parameters: values,
      query: Parameters(match.query.filter { !own.contains($0.name) }),
      fragment: extras?.fragment == nil ? match.fragment : nil, origin: origin)
  }
}

extension RouteManifest {
  /// The custom scheme `route`'s example is shown on: the one its pattern names, else the
  /// app's first; `nil` for a route of web links only.
  package func exampleScheme(of route: Route) -> String? {
    guard route.pattern.host == nil else { return nil }
    return route.pattern.scheme ?? origins.schemes.first
  }

  /// The hosts `route`'s example is shown on as a web link (a universal link, unless the route
  /// is kept off them; a push's link either way): the one its pattern names, else the app's
  /// concrete domains; the example's own host for a pattern over any leftmost label
  /// (`<lang>.wiki.example`), or when the app's domains are all wildcards. None for a route
  /// limited to a custom scheme.
  package func exampleHosts(of route: Route) -> [String] {
    var exampleHost: [String] {
      guard let example = route.example, let match = router.match(example),
        match.name == route.name, match.origin.isUniversalLink, let host = match.origin.host
      else { return [] }
      return [host]
    }
    switch route.pattern.scope {
    case .host(let host): return [host]
    case .hostLabel: return exampleHost
    case .scheme: return []
    case .any:
      let concrete = origins.domains.filter { !$0.hasPrefix("*.") }
      return concrete.isEmpty ? exampleHost : concrete
    }
  }
}
