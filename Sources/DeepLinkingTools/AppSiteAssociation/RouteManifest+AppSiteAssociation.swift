import DeepLinking

extension RouteManifest {
  /// The `apple-app-site-association` file for this manifest's universal-link routes on
  /// `domain` (by default the first concrete domain): one component per route form, in the
  /// router's precedence order (most specific first), routes marked `"universal": false` as
  /// `exclude` components, each with a comment naming its route. A component an earlier one
  /// covers is left out, or, where the two decide differently, goes before it when it can. A
  /// URL two components that decide differently share, the same whatever fills their
  /// wildcards (`/a/b`, of `/a/?*` and `/?*/b`), gets a component of its own before them
  /// where the first would decide it against the route the app opens it with; where the URL
  /// depends on the wildcards' values, the comment says so.
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
      kept = Self.uncovered(patterns, details.componentIndex) { urls(drafts[$0].route) }
      let overlaps = Self.overlaps(
        kept.map(\.index), patterns, details.componentIndex, host: host, router: router
      ) { urls(drafts[$0].route) }
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

  /// The places of `components` that no earlier kept one covers, each with the places of those
  /// it covers (`/product/?*` before `/product/?*/reviews`, when the routes' precedence puts
  /// them so): a covered component would never decide a URL, and `aasa check` would warn about
  /// it. A component covered by one that decides the other way (a route kept off universal
  /// links, `/?*/x` under `/?*`) goes before it instead, unless a URL of that one's route
  /// (`urls`) that no earlier component decides is one it matches: that URL would be decided
  /// against its route otherwise.
  private static func uncovered(
    _ patterns: [AppSiteAssociation.Component], _ componentIndex: ComponentIndex,
    urls: (Int) -> [String]
  ) -> [(index: Int, covers: [Int])] {
    var kept: [(index: Int, covers: [Int])] = []
    // Where each kept component stands in `kept`: the first of those that may cover a
    // component (the index's candidates, kept) is looked for there, not in the whole list.
    var position: [Int: Int] = [:]
    for index in patterns.indices {
      guard
        let covering = componentIndex.coverCandidates(of: patterns[index])
          .compactMap({ position[$0] }).sorted()
          .first(where: { AASAReader.covers(patterns[kept[$0].index], patterns[index]) })
      else {
        position[index] = kept.count
        kept.append((index, []))
        continue
      }
      let other = kept[covering].index
      // Placed before `other`, it decides the URLs `other` decides now: none of `other`'s
      // route's may be among them (those an earlier component decides stay as they are).
      if patterns[other].exclude != patterns[index].exclude,
        !urls(other).contains(where: { url in
          patterns[index].matches(url)
            && !kept[..<covering].contains { patterns[$0.index].matches(url) }
        })
      {
        kept.insert((index, []), at: covering)
        for place in covering..<kept.count { position[kept[place].index] = place }
      } else {
        kept[covering].covers.append(index)
      }
    }
    return kept
  }

  /// Where two components that decide differently share URLs, neither covering the other
  /// (`/a/?*` of `/a(/<int:n>)` and `/?*/b` of `/:p/b`, kept off universal links): the URLs
  /// each kept component (`kept`, places of `patterns` in file order) decides against the
  /// route the app opens them with. One that is the same whatever fills the wildcards (`/a/b`)
  /// is `exact`, with the place in `kept` its own component goes before, when neither
  /// component asks for a query or a fragment and no URL of a route (`urls`) with its path is
  /// decided otherwise (`/a/b?k=1` of a route that is). Any other (`/a/x`, which `/a/?*`
  /// takes for `/a/<int:n>` and the app opens with `/:p/:q`) is `crossed`, by the component's
  /// place: applinks cannot tell those apart.
  private static func overlaps(
    _ kept: [Int], _ patterns: [AppSiteAssociation.Component], _ index: ComponentIndex,
    host: String, router: Router, urls: (Int) -> [String]
  ) -> (
    exact: [(before: Int, path: String, route: Route)],
    crossed: [Int: [(route: Route, path: String)]]
  ) {
    var position: [Int: Int] = [:]
    for (place, component) in kept.enumerated() { position[component] = place }
    // The components that match `url` (or its path alone), and the place in `kept` of the one
    // that decides it.
    func candidates(_ url: String, pathAlone: Bool = false) -> [Int] {
      guard case .success(let parts) = AASAURL.read(url) else { return [] }
      return index.candidates(for: parts).filter {
        pathAlone ? patterns[$0].matchesPath(of: parts) : patterns[$0].matches(parts)
      }
    }
    func decider(_ url: String) -> Int? { candidates(url).compactMap { position[$0] }.min() }
    var exact: [(before: Int, path: String, route: Route)] = []
    var crossed: [Int: [(route: Route, path: String)]] = [:]
    for (place, component) in kept.enumerated() {
      let deciding = patterns[component]
      guard let path = deciding.path else { continue }
      for other in index.overlapCandidates(of: deciding) where other != component {
        let sharing = patterns[other]
        guard sharing.exclude != deciding.exclude, let otherPath = sharing.path,
          let overlap = path.overlap(with: otherPath)
        else { continue }
        let tail = AppSiteAssociation.sampleRest(
          deciding.query ?? sharing.query, deciding.fragment ?? sharing.fragment,
          fill: AppSiteAssociation.fills[0])
        for text in overlap.texts(path, otherPath, fills: AppSiteAssociation.fills) {
          let url = "https://" + host + text + tail
          guard decider(url) == place,
            let route = AppSiteAssociation.openedRoute(url, router).flatMap(router.route(named:)),
            route.opensAsUniversalLink == deciding.exclude
          else { continue }
          // Alone (and not read as a variable), it decides every URL of its path that
          // `deciding` decides now: none may be one the app opens with a route that asks the
          // other way (`/a/b?k=1`, of `/:x/b?k=1`, or of a route whose URL it is).
          let alone =
            overlap.isExact && !text.contains("$(") && deciding.query == nil
            && deciding.fragment == nil && sharing.query == nil && sharing.fragment == nil
            && !candidates(url, pathAlone: true).contains { candidate in
              let asked = patterns[candidate]
              let values = urls(candidate).first.map(AppSiteAssociation.queryValues) ?? [:]
              let sample =
                url
                + AppSiteAssociation.sampleRest(
                  asked.query, asked.fragment, fill: AppSiteAssociation.fills[0], query: values)
              return ([sample] + urls(candidate)).contains { other in
                guard case .success(let parts) = AASAURL.read(other),
                  parts.path(decoded: false) == text, (decider(other) ?? kept.count) >= place,
                  let opener = AppSiteAssociation.openedRoute(other, router).flatMap(
                    router.route(named:))
                else { return false }
                return opener.opensAsUniversalLink != route.opensAsUniversalLink
              }
            }
          if alone {
            if !exact.contains(where: { $0.path == text }) { exact.append((place, text, route)) }
          } else if !(crossed[component] ?? []).contains(where: { $0.route.name == route.name }) {
            crossed[component, default: []].append((route, text))
          }
          break
        }
      }
    }
    return (exact.sorted { $0.before < $1.before }, crossed)
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
