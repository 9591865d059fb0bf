import DeepLinking

extension RouteManifest {
  /// The `apple-app-site-association` file for this manifest's universal-link routes on
  /// `domain` (by default the first concrete domain): one component per route form, in the
  /// router's precedence order (most specific first), routes marked `"universal": false` as
  /// `exclude` components, each with a comment naming its route. A component an earlier one
  /// covers is left out; one goes before an earlier one that would decide a URL of its route
  /// against it, where it can (``ComponentPlacement``); a URL still so decided gets a component
  /// of its own where it is the same whatever fills the wildcards (`/a/b`, of `/a/?*` and
  /// `/?*/b`), and is named in the deciding component's comment otherwise.
  ///
  /// Placeholders become `?*` (one or more characters) and a trailing `*` remainder both the
  /// bare path and `/*`, since `applinks` patterns cannot say "one segment". Required query
  /// items become the `"?"` dictionary (a literal value as itself, `:name` as `*`, a typed
  /// placeholder as `?*`), a required fragment pattern `"#"`. What `applinks` cannot say
  /// (optional query items and fragments, placeholder types, a `*` or `?` in a literal) the
  /// component's comment states.
  ///
  /// - Throws: ``AASAReadError`` when `appID` is not of the form `TEAMID.bundle.id` or there is
  ///   no domain.
  package func appSiteAssociation(appID: String, domain: String? = nil) throws(AASAReadError)
    -> JSONValue
  {
    if let problem = AASAReader.appIDProblem(appID) { throw AASAReadError(description: problem) }
    let host = try universalDomain(domain)
    // Each component without its comment, with the route it is for and what applinks cannot
    // say of it: the comment is written once it is known which components it covers.
    var drafts: [(members: [(key: String, value: JSONValue)], route: Route, unsaid: String)] = []
    for route in router.routes where Self.route(route, isOn: host) {
      let pattern = route.pattern
      let extras = Self.aasaExtras(pattern)
      let unsaid =
        extras.unsaid.isEmpty
        ? "" : "; applinks cannot say: " + extras.unsaid.joined(separator: ", ")
      // A fragment pattern takes fragments with and without a leading `/`: applinks cannot
      // say "optional", so each is a component.
      let fragments: [String?] = extras.fragments.isEmpty ? [nil] : extras.fragments
      for path in Self.aasaPaths(pattern) {
        for fragment in fragments {
          var members: [(key: String, value: JSONValue)] = [("/", .string(path))]
          if !extras.query.isEmpty {
            members.append(("?", .object(extras.query.map { ($0.name, .string($0.value)) })))
          }
          if let fragment { members.append(("#", .string(fragment))) }
          if !route.opensAsUniversalLink { members.append(("exclude", .bool(true))) }
          drafts.append((members, route, unsaid))
        }
      }
    }
    var details: [(key: String, value: JSONValue)] = [("appIDs", .array([.string(appID)]))]
    if !origins.caseSensitive {
      details.append(("defaults", .object([("caseSensitive", .bool(false))])))
    }
    func file(_ components: [JSONValue]) -> JSONValue {
      .object([
        (
          "applinks",
          .object([("details", .array([.object(details + [("components", .array(components))])]))])
        )
      ])
    }
    // A route's URLs, to tell whether a component may go before one that covers it: made once
    // a route, which has a component for each form.
    let link = AppSiteAssociation.routedLink(router, host: host)
    var urlsByRoute: [String: [String]] = [:]
    func urls(_ route: Route) -> [String] {
      if let urls = urlsByRoute[route.name] { return urls }
      let urls = AppSiteAssociation.urls(of: route, router: router, host: host, link: link)
      urlsByRoute[route.name] = urls
      return urls
    }
    var kept = drafts.indices.map { (index: $0, covers: [Int]()) }
    var shared: [Int: [(route: Route, path: String)]] = [:]
    if let compiled = try? AppSiteAssociation(
      json: file(drafts.map { .object($0.members) }).jsonText),
      let details = compiled.details.first, let patterns = details.components,
      patterns.count == drafts.count
    {
      let placement = ComponentPlacement(
        patterns: patterns, index: details.componentIndex, host: host, router: router
      ) { urls(drafts[$0].route) }
      kept = placement.kept()
      let overlaps = placement.decidedAgainst(kept.map(\.index))
      // A URL decided against its route where two components share it: alone, by one of its
      // own before the one that decides it; or else said in that one's comment.
      for exact in overlaps.exact.reversed() {
        var members: [(key: String, value: JSONValue)] = [("/", .string(exact.path))]
        if !exact.route.opensAsUniversalLink { members.append(("exclude", .bool(true))) }
        let decider = drafts[kept[exact.before].index].route
        let way = exact.route.opensAsUniversalLink ? "keep from the app" : "send to the app"
        let unsaid =
          ", at \(exact.path) alone, which the component of route '\(decider.name)' after it would \(way)"
        drafts.append((members, exact.route, unsaid))
        kept.insert((drafts.count - 1, []), at: exact.before)
      }
      shared = overlaps.crossed
    }
    return file(
      kept.map { entry in
        let draft = drafts[entry.index]
        // The routes it decides for besides its own; against one kept off universal links
        // while it is not, or the reverse, where no order could tell the two apart.
        func described(_ route: Route) -> String { "route '\(route.name)' (\(route.pattern.text))" }
        var names = [draft.route.name]
        var also = ""
        for other in entry.covers.map({ drafts[$0].route }) where !names.contains(other.name) {
          names.append(other.name)
          also += "; also decides for " + described(other)
          if other.opensAsUniversalLink != draft.route.opensAsUniversalLink {
            also += ", the other way: applinks cannot tell the two apart"
          }
        }
        for other in shared[entry.index] ?? [] where !names.contains(other.route.name) {
          names.append(other.route.name)
          also +=
            "; also decides for \(described(other.route)) at URLs such as \(other.path), the other way: applinks cannot tell the two apart"
        }
        let comment = described(draft.route) + draft.unsaid + also
        return .object(draft.members + [("comment", .string(comment))])
      })
  }

  /// The domain universal links are checked on: `domain`, which must be one of the manifest's
  /// (or under one of its `*.` domains), or the manifest's first concrete domain.
  func universalDomain(_ domain: String?) throws(AASAReadError) -> String {
    if let domain {
      let host = domain.lowercased()
      guard origins.domains.contains(where: { DomainName.matches(host, domain: $0) })
      else {
        // A file for another domain sends links to the app that no route takes.
        let domains = origins.domains.isEmpty ? "none" : origins.domains.joined(separator: ", ")
        throw AASAReadError(
          description:
            "'\(domain)' is not one of the manifest's domains (\(domains)): no route opens a link on it"
        )
      }
      return host
    }
    guard let first = origins.domains.first(where: { !$0.hasPrefix("*.") }) else {
      let wildcards = origins.domains.joined(separator: ", ")
      throw AASAReadError(
        description: origins.domains.isEmpty
          ? "the manifest has no concrete domain; give --domain"
          : "the manifest's domains are wildcards (\(wildcards)): give --domain with the subdomain that serves this copy of the file"
      )
    }
    return first
  }

  /// What serving the file on `host` needs beyond the file, for a host the manifest takes
  /// through a `*.` domain: the entitlement that names the wildcard, and a copy of the file on
  /// every subdomain (Apple fetches it from each one, and never from the apex for the
  /// wildcard).
  package func wildcardNotes(for host: String) -> [String] {
    origins.domains.filter { $0.hasPrefix("*.") && DomainName.matches(host, domain: $0) }.map {
      domain in
      "\(host) is taken through \(domain): the app's entitlement lists applinks:\(domain), and every subdomain serves its own copy of this file (\(domain.dropFirst(2)) itself is not covered by it)"
    }
  }

  /// Whether `route`'s URLs can be universal links on `host`.
  static func route(_ route: Route, isOn host: String) -> Bool {
    switch route.pattern.scope {
    case .any: return true
    case .scheme: return false
    case .host(let scoped): return scoped == host || DomainName.matches(host, domain: scoped)
    case .hostLabel(let suffix, _):
      return URLBytes.reading(host) { DomainName.matchesOneLabel($0, suffix: Array(suffix.utf8)) }
    }
  }

  /// The `"?"` items and `"#"` patterns of a route pattern's query items and fragment (the
  /// fragment with and without a leading `/`, as the router takes either), and what of them
  /// `applinks` components cannot say.
  static func aasaExtras(_ pattern: RoutePattern) -> (
    query: [(name: String, value: String)], fragments: [String], unsaid: [String]
  ) {
    var unsaid: [String] = []
    for variant in pattern.variants {
      for text in wildcardLiterals(variant.segments) {
        let said = "the literal '\(text)' of the path (read as wildcards)"
        if !unsaid.contains(said) { unsaid.append(said) }
      }
    }
    guard let extras = pattern.extras else { return ([], [], unsaid) }
    var query: [(name: String, value: String)] = []
    for item in extras.query {
      guard !item.isOptional else {
        unsaid.append("the optional query item '\(item.name)'")
        continue
      }
      // Written as a URL spells them, as the file's paths are: applinks compares the URL's
      // query percent-encoded, so `café` or `a b` as such would match no link.
      let name = LinkEncoding.encode(item.name, allowed: LinkEncoding.queryPart)
      switch item.value {
      case .literal(let text):
        let value = aasaLiteral(text, LinkEncoding.queryPart)
        if readsAsWildcards(value) {
          unsaid.append("the literal '\(text)' of '\(item.name)' (read as wildcards)")
        }
        if text.contains(" ") {
          // The router reads `+` as a space too; the file takes the `%20` spelling alone.
          unsaid.append("the literal '\(text)' of '\(item.name)' spelt with '+' for a space")
        }
        query.append((name, value))
      case .presence:
        // applinks reads a missing item as "", which "*" takes.
        query.append((name, "*"))
        unsaid.append("that '\(item.name)' be present")
      case .parameter(let type, _):
        if type == .string {
          query.append((name, "*"))
          unsaid.append("that '\(item.name)' be present")
        } else {
          query.append((name, "?*"))
          unsaid.append("the type \(type) of '\(item.name)'")
        }
      }
    }
    var fragments: [String] = []
    if let pattern = extras.fragment {
      if pattern.isOptional {
        unsaid.append("the optional fragment")
      } else {
        // One for each form of its optional groups, most present first, as for paths.
        for form in pattern.forms {
          let text = form.segments.map(Self.aasaText).joined(separator: "/")
          for literal in wildcardLiterals(form.segments) {
            let said = "the literal '\(literal)' of the fragment (read as wildcards)"
            if !unsaid.contains(said) { unsaid.append(said) }
          }
          fragments += ["/" + text, text]
        }
      }
    }
    return (query, fragments, unsaid)
  }

  /// The literals of `segments` (a segment's, or a mixed one's) that applinks reads as
  /// wildcards, written as ``aasaLiteral(_:_:)`` writes them: a `*`, and a `$(` (a `?` is
  /// written `%3F`, as links spell it).
  static func wildcardLiterals(_ segments: [PatternSegment]) -> [String] {
    segments.flatMap { segment -> [String] in
      switch segment.kind {
      case .literal(let text): [text]
      case .mixed(let mixed):
        mixed.parts.compactMap { if case .literal(let text) = $0 { text } else { nil } }
      default: []
      }
    }.filter { readsAsWildcards(aasaLiteral($0, LinkEncoding.segment)) }
  }

  /// Whether `written`, a literal in `applinks` syntax, holds what applinks reads as a
  /// wildcard.
  static func readsAsWildcards(_ written: String) -> Bool {
    written.contains("*") || written.contains("?")
  }

  /// A literal in `applinks` syntax: as links spell it (the bytes `allowed` does not keep
  /// percent-encoded), with each `$` that starts `$(` written `?`, which takes it: applinks
  /// would read `$(x)` as a substitution variable, one the file does not define.
  static func aasaLiteral(_ text: String, _ allowed: LinkEncoding.Allowed) -> String {
    LinkEncoding.encode(text, allowed: allowed).replacingOccurrences(of: "$(", with: "?(")
  }

  /// A segment in `applinks` syntax: a literal as links spell it, a placeholder as `?*`, a
  /// mixed segment's literals and placeholders so, a remainder as `*` (where a path ends with
  /// one, ``aasaPaths(_:)`` writes it its own way).
  static func aasaText(_ segment: PatternSegment) -> String {
    switch segment.kind {
    case .literal(let text): aasaLiteral(text, LinkEncoding.segment)
    case .parameter: "?*"
    case .remainder: "*"
    case .mixed(let mixed): aasaText(mixed)
    }
  }

  /// A mixed segment in `applinks` syntax: its literals, each placeholder as `?*`.
  static func aasaText(_ mixed: MixedSegment) -> String {
    mixed.parts.map { part in
      switch part {
      case .literal(let text): return aasaLiteral(text, LinkEncoding.segment)
      case .placeholder: return "?*"
      }
    }.joined()
  }

  /// The `applinks` path patterns of a route pattern, one per form.
  static func aasaPaths(_ pattern: RoutePattern) -> [String] {
    var paths: [String] = []
    for variant in pattern.variants {
      var path = ""
      var starRemainder = false
      for segment in variant.segments {
        switch segment.kind {
        case .remainder(let oneOrMore):
          if oneOrMore { path += "/?*" } else { starRemainder = true }
        default: path += "/" + Self.aasaText(segment)
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
