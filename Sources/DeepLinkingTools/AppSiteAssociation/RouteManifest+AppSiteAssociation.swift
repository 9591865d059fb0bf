import DeepLinking

extension RouteManifest {
  /// The `apple-app-site-association` file for this manifest's universal-link routes on
  /// `domain` (by default the first concrete domain): one component per route form, in the
  /// router's precedence order (most specific first), routes marked `"universal": false` as
  /// `exclude` components, each with a comment naming its route.
  ///
  /// Placeholders become `?*` (one or more characters) and a trailing `*` remainder both the
  /// bare path and `/*`, since `applinks` patterns cannot say "one segment".
  ///
  /// - Throws: ``AASAReadError`` when `appID` is not of the form `TEAMID.bundle.id` or there is
  ///   no domain.
  package func appSiteAssociation(appID: String, domain: String? = nil) throws(AASAReadError)
    -> JSONValue
  {
    guard AASAReader.isAppID(appID) else {
      throw AASAReadError(
        description: "'\(appID)' is not of the form TEAMID.bundle.id (a 10-character team ID)")
    }
    let host = try universalDomain(domain)
    var components: [JSONValue] = []
    for route in router.routes where Self.route(route, isOn: host) {
      for path in Self.aasaPaths(route.pattern) {
        var members: [(key: String, value: JSONValue)] = [("/", .string(path))]
        if !route.opensAsUniversalLink { members.append(("exclude", .bool(true))) }
        members.append(("comment", .string("route '\(route.name)' (\(route.pattern.text))")))
        components.append(.object(members))
      }
    }
    var details: [(key: String, value: JSONValue)] = [("appIDs", .array([.string(appID)]))]
    if !origins.caseSensitive {
      details.append(("defaults", .object([("caseSensitive", .bool(false))])))
    }
    details.append(("components", .array(components)))
    return .object([("applinks", .object([("details", .array([.object(details)]))]))])
  }

  /// The domain universal links are checked on.
  func universalDomain(_ domain: String?) throws(AASAReadError) -> String {
    if let domain { return domain.lowercased() }
    guard let first = origins.domains.first(where: { !$0.hasPrefix("*.") }) else {
      throw AASAReadError(description: "the manifest has no concrete domain; give --domain")
    }
    return first
  }

  /// Whether `route`'s URLs can be universal links on `host`.
  static func route(_ route: Route, isOn host: String) -> Bool {
    switch route.pattern.scope {
    case .any: return true
    case .scheme: return false
    case .host(let scoped): return scoped == host || DomainName.matches(host, domain: scoped)
    }
  }

  /// The `applinks` path patterns of a route pattern, one per form.
  static func aasaPaths(_ pattern: RoutePattern) -> [String] {
    var paths: [String] = []
    for variant in pattern.variants {
      var path = ""
      var starRemainder = false
      for segment in variant.segments {
        switch segment.kind {
        case .literal(let text):
          path += "/" + LinkEncoding.encode(text, allowed: LinkEncoding.segment)
        case .parameter: path += "/?*"
        case .remainder(let oneOrMore):
          if oneOrMore { path += "/?*" } else { starRemainder = true }
        }
      }
      if starRemainder {
        paths.append(path.isEmpty ? "/" : path)
        paths.append(path + "/*")
      } else {
        paths.append(path.isEmpty ? "/" : path)
      }
    }
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }
}
