import DeepLinking

/// A place where a website's `apple-app-site-association` file and the app's routes disagree.
package struct AASADifference: Sendable, Hashable, CustomStringConvertible {
  /// What kind of disagreement.
  package struct Kind: Sendable, Hashable, CustomStringConvertible {
    package let description: String
    /// A route's URL that the file sends to Safari.
    package static let sentToSafari = Kind(description: "sent to Safari")
    /// A URL the file sends to the app that no route handles.
    package static let unrouted = Kind(description: "not routed")
    /// A route kept off universal links whose URL the file still sends to the app.
    package static let notUniversal = Kind(description: "not a universal link")
    /// A route no URL could be made for on the domain (no example, and sample values it does
    /// not take): the file was not checked against it.
    package static let unchecked = Kind(description: "not checked")
  }

  /// What kind of disagreement.
  package let kind: Kind
  /// The route concerned, if any.
  package let route: String?
  /// An example URL showing it; `nil` for a route not checked.
  package let url: String?
  /// Which part of the file decided, in words.
  package let detail: String

  /// The difference for a person; the file's text (an example URL made from its components,
  /// a detail quoting them) shows its hidden characters percent-encoded.
  package var description: String {
    ShownText.of(
      "\(kind): \(route.map { "route '\($0)': " } ?? "")\(url.map { $0 + ": " } ?? "")\(detail)")
  }
}

extension AppSiteAssociation {
  /// Where this file and `manifest` disagree on `domain` (by default the manifest's first
  /// concrete domain): route URLs the file sends to Safari, routes kept off universal links
  /// that the file sends to the app anyway, and URLs it sends to the app that no route handles,
  /// each with an example URL.
  package func differences(from manifest: RouteManifest, domain: String? = nil)
    throws(AASAReadError) -> [AASADifference]
  {
    let host = try manifest.universalDomain(domain)
    // A device reads none of a file that long: every URL goes to Safari.
    if isTooLong {
      return [
        AASADifference(
          kind: .sentToSafari, route: nil, url: nil,
          detail:
            "every URL: the file is \(size) bytes, over the \(Self.maximumSize) (128 KB) a device reads, so it reads none of it"
        )
      ]
    }
    let router = manifest.router
    // A URL a `<link:>` opens, and a wildcard's fill: made once.
    let link = Self.routedLink(router, host: host)
    var differences: [AASADifference] = []
    // For each form of each route's optional groups (in the path and in the fragment), and
    // each set of sample values, the values of its placeholders in order, with the query of
    // the route's URL and the paths `aasa generate` writes for the route (a form the URL
    // builder would not choose, one without an optional group of literals alone, is sampled
    // too).
    let origin = "https://" + host
    var routeForms:
      [(path: [String], fragment: [String], query: [String: String], written: [String])] = []
    // The paths `aasa generate` writes for the routes not checked: what they send to the app
    // is not reported unrouted either, the route's own difference standing for it.
    var uncheckedPaths: Set<String> = []
    for route in router.routes where RouteManifest.route(route, isOn: host) {
      let urls = Self.urls(of: route, router: router, host: host, link: link)
      guard let url = urls.first else {
        uncheckedPaths.formUnion(RouteManifest.aasaPaths(route.pattern))
        // A URL made of sample values that a route before it opens: no example would do.
        let taken = Self.sampleURL(
          of: route, router: router, host: host, link: link, leaving: [], opening: false)
        let other = taken.flatMap { Self.openedRoute($0, router) }
        differences.append(
          AASADifference(
            kind: .unchecked, route: route.name, url: other == nil ? nil : taken,
            detail: other.map {
              "route '\($0)' opens it first, as it does every URL of this route made on \(host)"
            }
              ?? "no URL of it could be made on \(host); give the route an example"))
        continue
      }
      let written = RouteManifest.aasaPaths(route.pattern)
      let fragments = route.pattern.extras?.fragment?.forms.map(\.segments) ?? [[]]
      let query = Self.queryValues(of: url)
      for set in Self.sampleSets.indices {
        func values(_ segments: [PatternSegment]) -> [String] {
          segments.flatMap(\.names).map { name in
            Self.sampleValue(of: route.pattern.parameterType(name), in: set, link: link)
              .map { LinkEncoding.encode($0, allowed: LinkEncoding.unreserved) } ?? ""
          }
        }
        for form in route.pattern.variants {
          for fragment in fragments {
            routeForms.append((values(form.segments), values(fragment), query, written))
          }
        }
      }
      // Each must be decided as the route asks.
      for url in urls {
        let decision = match(url)
        if route.opensAsUniversalLink != decision.opens {
          differences.append(Self.difference(url, decidedAgainst: route.name, by: decision))
        }
      }
    }
    // The route forms by each path `aasa generate` writes for them, in order.
    var formsByPath: [String: [Int]] = [:]
    for (place, form) in routeForms.enumerated() {
      for path in Set(form.written) { formsByPath[path, default: []].append(place) }
    }
    let fills =
      Self.fills + (link.map { [LinkEncoding.encode($0, allowed: LinkEncoding.unreserved)] } ?? [])
    for (detailsIndex, entry) in details.enumerated() {
      // What each entry sends to the app: its components, or the legacy form's paths (a path
      // is matched alone, without the query), each with its place in the file.
      let senders:
        [(place: String, path: AASAPattern?, query: QueryPattern?, fragment: AASAPattern?)] =
          if let components = entry.components {
            components.enumerated().filter { !$0.element.exclude }.map {
              ("components[\($0.offset)]", $0.element.path, $0.element.query, $0.element.fragment)
            }
          } else {
            (entry.legacyPaths ?? []).filter { !$0.exclude }.map {
              ("paths[\($0.index)]", $0.pattern, nil, nil)
            }
          }
      for sender in senders where !uncheckedPaths.contains(sender.path?.text ?? "") {
        // Wildcards filled with a few kinds of value; where the component has a route's path
        // as `aasa generate` writes it, filled with the values of the route's placeholders in
        // turn too, and its query items left open with those of the route's URL (placeholders
        // of types no one fill meets at once, an `int` and a `uuid`). A gap only if none of
        // those it decides is routed (a URL an earlier component decides is that one's), nor
        // any of the route's own that the file opens (by an earlier component too: `/t/?*-?*`
        // takes every UUID of `/t/<uuid:u>x`, and what is left to the route's `/t/?*x` is its
        // placeholder's wildcard). A URL without the fragment a component asks for is not one
        // it sends to the app.
        func rest(_ fill: String, _ query: [String: String] = [:], _ fragment: [String] = [])
          -> String
        {
          Self.sampleRest(
            sender.query, sender.fragment, fill: fill, query: query, fragment: fragment)
        }
        let filled = fills.map {
          origin + Self.sample(sender.path?.tokens ?? [.any], path: true, fill: $0) + rest($0)
        }
        let typed = (formsByPath[sender.path?.text ?? ""] ?? []).map { routeForms[$0] }.flatMap {
          form in
          fills.map {
            origin
              + Self.sample(
                sender.path?.tokens ?? [.any], path: true, fill: $0, values: form.path)
              + rest($0, form.query, form.fragment)
          }
        }
        let place = "details[\(detailsIndex)].\(sender.place)"
        let urls = (filled + typed).filter { match($0).place == place }
        guard let url = urls.first,
          (urls + typed.filter { match($0).opens }).allSatisfy({ router.match($0) == nil })
        else { continue }
        differences.append(
          AASADifference(
            kind: .unrouted, route: nil, url: url,
            detail:
              "applinks.details[\(detailsIndex)].\(sender.place) ('\(sender.path?.text ?? "*")') sends it to the app, but no route handles it"
          ))
      }
      // applinks cannot say "one segment": a path's wildcard takes several, and decides the
      // URLs of whichever route the app opens with them (`/?*/b`, for `/:id/b`, takes
      // `/sample/x/b`, which `/<path:p>` opens). One such URL for each route it decides against.
      for (index, component) in (entry.components ?? []).enumerated() {
        guard let path = component.path, path.tokens.contains(where: { $0 == .any }) else {
          continue
        }
        let url =
          origin + Self.sample(path.tokens, path: true, fill: Self.severalSegments)
          + Self.sampleRest(component.query, component.fragment, fill: Self.fills[0])
        let decision = match(url)
        guard decision.place == "details[\(detailsIndex)].components[\(index)]",
          let route = Self.openedRoute(url, router).flatMap(router.route(named:)),
          route.opensAsUniversalLink != decision.opens,
          !differences.contains(where: { $0.route == route.name })
        else { continue }
        differences.append(
          Self.difference(
            url, decidedAgainst: route.name, by: decision,
            why: ", whose wildcard takes more than one segment"))
      }
      differences += overlapDifferences(
        of: detailsIndex, manifest: manifest, host: host, link: link,
        reported: Set(differences.compactMap(\.route)))
    }
    return differences
  }

  /// Where a component of the details entry at `detailsIndex` shares URLs with a path `aasa
  /// generate` writes for a route that asks the other way (`/a/?*`, for `/a/<int:n>`, and
  /// `/?*/?*`, for `/:p/:q` kept off universal links, share `/a/x`): one URL for each route,
  /// not among `reported`, that the app opens with a URL the component decides against it.
  private func overlapDifferences(
    of detailsIndex: Int, manifest: RouteManifest, host: String, link: String?,
    reported: Set<String>
  ) -> [AASADifference] {
    let router = manifest.router
    let caseSensitive = manifest.origins.caseSensitive
    // Each route's written paths, as components of a file of their own, found by their start.
    var written: [(route: Route, component: Component)] = []
    for route in router.routes where RouteManifest.route(route, isOn: host) {
      for path in RouteManifest.aasaPaths(route.pattern) {
        guard
          case .success(let pattern) = AASAPattern.compile(
            path, variables: [:], caseSensitive: caseSensitive)
        else { continue }
        var component = Component(path: pattern)
        component.settings.caseSensitive = caseSensitive
        written.append((route, component))
      }
    }
    let index = ComponentIndex(written.map(\.component))
    var routeURLs: [String: String?] = [:]
    var reported = reported
    var differences: [AASADifference] = []
    for (place, component) in (details[detailsIndex].components ?? []).enumerated() {
      let candidates =
        component.path.map { _ in index.overlapCandidates(of: component) }
        ?? Array(written.indices)
      for candidate in candidates {
        let (route, other) = written[candidate]
        guard route.opensAsUniversalLink == component.exclude, !reported.contains(route.name),
          let otherPath = other.path,
          let overlap = (component.path ?? otherPath).overlap(with: otherPath)
        else { continue }
        let routeURL =
          routeURLs[route.name]
          ?? Self.urls(of: route, router: router, host: host, link: link).first
        routeURLs[route.name] = routeURL
        for text in overlap.texts(fills: Self.fills) {
          let url = Self.url(on: host, path: text, for: component, like: routeURL)
          // The route first, then the file, which tries every component that may match.
          guard let opened = Self.openedRoute(url, router).flatMap(router.route(named:)),
            opened.opensAsUniversalLink == component.exclude, !reported.contains(opened.name)
          else { continue }
          let decision = match(url)
          guard decision.place == "details[\(detailsIndex)].components[\(place)]" else { continue }
          reported.insert(opened.name)
          differences.append(Self.difference(url, decidedAgainst: opened.name, by: decision))
          break
        }
      }
    }
    return differences
  }

  /// A URL on `host` with the path `path` that `component` takes whatever its query and
  /// fragment ask for, as like `routeURL` (a URL of the route the path is tried for) as it can
  /// be: with that URL's query and fragment where the component takes them, else with the
  /// component's, their wildcards given that URL's query values where it has them.
  static func url(
    on host: String, path: String, for component: Component, like routeURL: String?
  ) -> String {
    let origin = "https://" + host
    let tail = routeURL.flatMap { url in url.firstIndex { $0 == "?" || $0 == "#" } }.map {
      String(routeURL?[$0...] ?? "")
    }
    var rest = component
    rest.path = nil
    if let tail, rest.matches(origin + "/" + tail) { return origin + path + tail }
    return origin + path
      + sampleRest(
        component.query, component.fragment, fill: fills[0],
        query: routeURL.map(queryValues) ?? [:])
  }

  /// A wildcard's fill of two segments.
  static let severalSegments = sampleSets[0].text + "/" + sampleSets[1].text

  /// The query and fragment of a sample URL of a component: `fill` for wildcards, the values
  /// of a route's URL where given.
  static func sampleRest(
    _ query: AppSiteAssociation.QueryPattern?, _ fragment: AASAPattern?, fill: String,
    query values: [String: String] = [:], fragment fragmentValues: [String] = []
  ) -> String {
    Self.sampleQuery(query, fill: fill, values: values)
      + (fragment.map {
        "#" + Self.sample($0.tokens, path: false, fill: fill, values: fragmentValues)
      }
        ?? "")
  }

  /// The difference for `url`, which the file decides (`decision`, then `why`) against
  /// `route`, the route the app opens it with: sent to Safari, or sent to the app though the
  /// route is kept off universal links.
  static func difference(
    _ url: String, decidedAgainst route: String, by decision: AASAMatch, why: String = ""
  ) -> AASADifference {
    let decided = describe(decision) + why
    return decision.opens
      ? AASADifference(
        kind: .notUniversal, route: route, url: url,
        detail: "the route is marked \"universal\": false, but \(decided)")
      : AASADifference(kind: .sentToSafari, route: route, url: url, detail: decided)
  }

  static func describe(_ decision: AASAMatch) -> String {
    guard let place = decision.place.map({ "applinks." + $0 }) else {
      return "nothing in the file matches it"
    }
    return decision.excluded ? "excluded by \(place)" : "opens the app by \(place)"
  }

  /// A universal-link URL that opens `route`: its example moved to `host` (where a route of
  /// that host may take it), or one made of sample values (for a `<link:>`, `link`, a URL of
  /// another route, which the link must open).
  static func exampleURL(for route: Route, router: Router, host: String, link: String?)
    -> String?
  {
    router.exampleURL(of: route, on: .universalLink(host: host)).flatMap {
      opens($0, route, router) ? $0 : nil
    } ?? sampleURL(of: route, router: router, host: host, link: link, leaving: [])
  }

  /// The URLs of `route` on `host` that open it: its example or one of sample values, then
  /// one of each form of its optional groups, in the path and in the fragment, and one of each
  /// path `aasa generate` writes for it, each once, less those a route before it takes
  /// (`/sample` of `(/a)/*` opens `/<path:p>`: the file must decide it as that route asks);
  /// none when no such URL can be made.
  static func urls(of route: Route, router: Router, host: String, link: String?) -> [String] {
    guard let url = exampleURL(for: route, router: router, host: host, link: link) else {
      return []
    }
    // Each opens the route: the example and the sample values are chosen so.
    var seen: Set<String> = []
    let made = ([url] + formURLs(of: route, router: router, host: host, link: link)).filter {
      seen.insert($0).inserted
    }
    // And a URL of each path `aasa generate` writes for the route that none of those has, its
    // wildcards filled with the first sample value that opens the route, with the query and
    // fragment of the first URL: a form the URL builder does not write (`(/a)` without its
    // group of literals alone: `/`).
    let paths = made.compactMap {
      if case .success(let parts) = AASAURL.read($0) { parts.path(decoded: false) } else { nil }
    }
    let tail = url.firstIndex { $0 == "?" || $0 == "#" }.map { String(url[$0...]) } ?? ""
    let written = RouteManifest.aasaPaths(route.pattern).compactMap { path -> String? in
      guard
        case .success(let pattern) = AASAPattern.compile(path, variables: [:], caseSensitive: true),
        !paths.contains(where: { pattern.matches($0, caseSensitive: true) })
      else { return nil }
      return fills.lazy.map {
        "https://" + host
          + path.replacingOccurrences(of: "?*", with: $0).replacingOccurrences(of: "*", with: $0)
          + tail
      }.first { opens($0, route, router) }
    }
    return made + written
  }

  /// Whether the app opens `route` with `url`, rather than a route before it.
  static func opens(_ url: String, _ route: Route, _ router: Router) -> Bool {
    openedRoute(url, router) == route.name
  }

  /// The name of the route the app opens with `url`, if any: for a link inside a link, the
  /// route it came through, which the file decides for.
  static func openedRoute(_ url: String, _ router: Router) -> String? {
    router.match(url).map { $0.via.first ?? $0.name }
  }

  /// A URL of each form of `route`'s optional groups, in the path and in the fragment, made of
  /// sample values.
  static func formURLs(of route: Route, router: Router, host: String, link: String?) -> [String] {
    var leaving: [Set<String>] = []
    for forms in [route.pattern.variants, route.pattern.extras?.fragment?.forms].compactMap({ $0 })
    {
      let names = Set(forms.flatMap { $0.segments.flatMap(\.names) })
      leaving += forms.map { names.subtracting($0.segments.flatMap(\.names)) }
    }
    return leaving.compactMap {
      sampleURL(of: route, router: router, host: host, link: link, leaving: $0)
    }
  }

  /// A URL of `route` on `host` made of the first set of sample values it opens the route
  /// with (`/p/sample` opens `/p/sample` before `/p/:id`), the placeholders named in `leaving`
  /// left out, and a host's label (`<lang>.`), which is `host`'s. Two sets, of different
  /// characters: a literal after a placeholder is found at its first occurrence, so one set's
  /// value may hold the literal (`<uuid:id>0` and a UUID of zeros) where the other's does not.
  /// Without `opening`, the first URL made, whichever route it opens.
  static func sampleURL(
    of route: Route, router: Router, host: String, link: String?, leaving: Set<String>,
    opening: Bool = true
  ) -> String? {
    Self.sampleSets.indices.lazy.compactMap { set in
      var values: [String: String] = [:]
      let pattern = route.pattern
      for name in pattern.parameterNames where !leaving.contains(name) {
        guard name != pattern.hostLabelName else { continue }
        values[name] = sampleValue(of: pattern.parameterType(name), in: set, link: link)
      }
      return try? router.urlString(
        for: route.name, parameters: values, origin: .universalLink(host: host))
    }.first { !opening || opens($0, route, router) }
  }

  /// The sample value of `type` in the set `set` (for a `<link:>`, `link`).
  static func sampleValue(of type: ParameterType?, in set: Int, link: String?) -> String? {
    let values = sampleSets[set]
    switch type {
    case .int?: return values.int
    case .double?: return values.double
    case .bool?: return values.bool
    case .uuid?: return values.uuid
    case .url?: return "https://example.com/"
    case .link?: return link
    default: return values.text
    }
  }

  /// The sample values of each type, in two sets: a type's two values share no character but
  /// a UUID's `-`.
  static let sampleSets = [
    (
      text: "sample", int: "1", double: "1.5", bool: "true",
      uuid: "00000000-0000-0000-0000-000000000001"
    ),
    (text: "x", int: "2", double: "2", bool: "0", uuid: "abcdef23-4567-89ab-cdef-23456789abcd"),
  ]

  /// A URL on `host` of a route without a `<link:>` of its own, for a `<link:>` to open.
  static func routedLink(_ router: Router, host: String) -> String? {
    router.routes.lazy.filter { $0.pattern.extras?.link == nil }
      .compactMap { exampleURL(for: $0, router: router, host: host, link: nil) }.first
  }

  /// Values tried for wildcards: a number, a word, a UUID; `differences` adds, written as one
  /// segment or item, a URL the router opens (a web URL for a `<url:>`, a link for a `<link:>`).
  static let fills = [sampleSets[0].text, sampleSets[0].int, sampleSets[0].uuid]

  /// The query items of `url` as it writes them (a route's URL names each item once).
  static func queryValues(of url: String) -> [String: String] {
    guard case .success(let parts) = AASAURL.read(url) else { return [:] }
    return Dictionary(parts.queryItems(decoded: false)) { _, last in last }
  }

  /// Text a pattern matches: `?*` and `*` filled with `values` in turn, then with `fill`, a
  /// lone `?` with `x`, variables with their first alternative.
  static func sample(
    _ tokens: [AASAPattern.Token], path: Bool, fill: String, values: [String] = []
  ) -> String {
    var text = ""
    var index = 0
    var filled = 0
    func next() -> String {
      defer { filled += 1 }
      return filled < values.count ? values[filled] : fill
    }
    while index < tokens.count {
      switch tokens[index] {
      case .literal(let scalar): text.unicodeScalars.append(scalar)
      case .one:
        if index + 1 < tokens.count, tokens[index + 1] == .any {
          index += 1
          text += next()
        } else {
          text += "x"
        }
      case .any: text += path && text.isEmpty ? "/" + next() : next()
      case .variable(let alternatives):
        text += sample(alternatives.first ?? [], path: false, fill: fill)
      }
      index += 1
    }
    return path && !text.hasPrefix("/") ? "/" + text : text
  }

  /// Text a query pattern matches: as `sample` writes it, an item left open (`*`, `?*`) given
  /// its value in `values` where it has one.
  static func sampleQuery(
    _ query: AppSiteAssociation.QueryPattern?, fill: String, values: [String: String] = [:]
  ) -> String {
    switch query {
    case .whole(let pattern)?:
      let text = sample(pattern.tokens, path: false, fill: fill)
      return text.isEmpty ? "" : "?" + text
    case .items(let items)?:
      guard !items.isEmpty else { return "" }
      return "?"
        + items.map { item in
          let open = item.pattern.text == "*" || item.pattern.text == "?*"
          let value = open ? values[item.name] : nil
          return "\(item.name)=\(value ?? sample(item.pattern.tokens, path: false, fill: fill))"
        }.joined(separator: "&")
    case nil: return ""
    }
  }
}
