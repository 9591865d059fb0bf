import DeepLinking

/// Where `aasa generate` puts each route's components: the first that matches a URL decides
/// it, and applinks' wildcards take more than the routes' placeholders (any text, any number
/// of segments), so components of routes that ask differently (one kept off universal links)
/// share URLs. The components come in the routes' precedence order; one goes before an earlier
/// one that would decide a URL of its route against it, where no URL of another route is then
/// decided against that route; a URL that stays decided against its route is named.
struct ComponentPlacement {
  /// The components, compiled, in the routes' precedence order, and their index.
  let patterns: [AppSiteAssociation.Component]
  let index: ComponentIndex
  let host: String
  let router: Router
  /// The URLs of the route of the component at a place, each of which opens that route.
  let urls: (Int) -> [String]

  /// A kept component: its place in `patterns`, and the places of those it covers (and so
  /// stands for).
  typealias Kept = (index: Int, covers: [Int])

  /// The components kept, in file order. A component an earlier kept one covers is left out
  /// (it would never decide a URL, and `aasa check` would warn about it), unless it decides
  /// the other way (`/?*/x`, of a route kept off universal links, under `/?*`) and may go
  /// before. A component goes before the first kept one that decides the other way a URL of
  /// its route that it matches (`/?*/b`, for `/:p/b`, before `/a/?*`, for `/a(/<int:n>)`: they
  /// share `/a/b`, which the app opens with `/:p/b`), unless, placed there, it would decide a
  /// URL of a route that asks the other way (`urls`, and the URLs the two share) that no
  /// earlier component decides.
  func kept() -> [Kept] {
    var kept: [Kept] = []
    // Where each kept component stands in `kept`.
    var position: [Int: Int] = [:]
    func decider(_ url: String) -> Int? {
      matching(url).compactMap { position[$0] }.min()
    }
    for component in patterns.indices {
      let asked = patterns[component]
      let candidates = index.overlapCandidates(of: asked).compactMap { position[$0] }.sorted()
      let covering = candidates.first { AASAReader.covers(patterns[kept[$0].index], asked) }
      // The first kept component that decides the other way a URL this one takes of a route
      // that asks as this one does: one that covers it, one that decides a URL of its route,
      // or one that shares such a URL with it. (Whether the app opens the URL so is asked
      // before which component decides it, which tries every component that may.)
      func asksAlike(_ url: String) -> Bool {
        opener(url).map { $0.opensAsUniversalLink != asked.exclude } == true && asked.matches(url)
      }
      func decidesOtherwise(_ place: Int) -> Bool {
        patterns[kept[place].index].exclude != asked.exclude
      }
      let opposite = covering.flatMap { decidesOtherwise($0) ? $0 : nil }
      var target = opposite
      for url in urls(component) where asksAlike(url) {
        if let place = decider(url), place < (target ?? kept.count), decidesOtherwise(place) {
          target = place
        }
      }
      for place in candidates where place < (target ?? kept.count) && decidesOtherwise(place) {
        let shares = shared(kept[place].index, component).urls.contains {
          asksAlike($0.url) && decider($0.url) == place
        }
        if shares {
          target = place
          break
        }
      }
      // It goes there, or else just before the one covering it, where it may.
      if let place = [target, opposite == target ? nil : opposite].compactMap({ $0 }).first(
        where: { isSafe(component, at: $0, kept: kept, decider: decider) })
      {
        kept.insert((component, []), at: place)
        for place in place..<kept.count { position[kept[place].index] = place }
      } else if let covering {
        kept[covering].covers.append(component)
      } else {
        position[component] = kept.count
        kept.append((component, []))
      }
    }
    return kept
  }

  /// Whether `component`, placed at `target` in `kept`, decides none of the URLs of a route
  /// that asks the other way that the kept components from `target` on decide now: their
  /// routes' URLs, and those the two share.
  private func isSafe(
    _ component: Int, at target: Int, kept: [Kept], decider: (String) -> Int?
  ) -> Bool {
    let asked = patterns[component]
    let sharing = Set(index.overlapCandidates(of: asked))
    for place in target..<kept.count {
      let other = kept[place].index
      guard patterns[other].exclude != asked.exclude, sharing.contains(other) else { continue }
      for url in urls(other) + shared(component, other).urls.map(\.url)
      where asked.matches(url) && opener(url)?.opensAsUniversalLink == asked.exclude {
        if (decider(url) ?? kept.count) >= target { return false }
      }
    }
    return true
  }

  /// The URLs `kept` (places in `patterns`, in file order) decides against the route the app
  /// opens them with, where two components share them or where they are a route's own. One
  /// that two components that decide differently share and that is the same whatever fills
  /// the wildcards (`/a/b`, of `/a/?*` and `/?*/b`) is `exact`, with the place in `kept` its
  /// own component goes before, when neither component asks for a query or a fragment and no
  /// URL of its path is one the app opens with a route that asks the other way (`/a/b?k=1`,
  /// of `/:x/b?k=1`). Any other (`/a/x`, which `/a/?*` takes for `/a/<int:n>` and the app
  /// opens with `/:p/:q`) is `crossed`, by the deciding component's place in `patterns`:
  /// applinks cannot tell those apart.
  func decidedAgainst(_ kept: [Int]) -> (
    exact: [(before: Int, path: String, route: Route)],
    crossed: [Int: [(route: Route, path: String)]]
  ) {
    var position: [Int: Int] = [:]
    for (place, component) in kept.enumerated() { position[component] = place }
    func decider(_ url: String) -> Int? { matching(url).compactMap { position[$0] }.min() }
    var exact: [(before: Int, path: String, route: Route)] = []
    var crossed: [Int: [(route: Route, path: String)]] = [:]
    func cross(_ component: Int, _ route: Route, _ path: String) {
      guard !(crossed[component] ?? []).contains(where: { $0.route.name == route.name }) else {
        return
      }
      crossed[component, default: []].append((route, path))
    }
    for (place, component) in kept.enumerated() {
      let deciding = patterns[component]
      guard deciding.path != nil else { continue }
      for other in index.overlapCandidates(of: deciding) where other != component {
        let sharing = patterns[other]
        guard sharing.exclude != deciding.exclude else { continue }
        let (isExact, urls) = shared(component, other)
        for (text, url) in urls {
          guard let route = opener(url), route.opensAsUniversalLink == deciding.exclude,
            decider(url) == place
          else { continue }
          // Alone (and not read as a variable), it decides every URL of its path that
          // `deciding` decides now: none may be one the app opens with a route that asks the
          // other way (`/a/b?k=1`, of `/:x/b?k=1`, or of a route whose URL it is).
          let alone =
            isExact && !text.contains("$(") && deciding.query == nil
            && deciding.fragment == nil && sharing.query == nil && sharing.fragment == nil
            && !decidesOtherwise(
              path: text, asking: route.opensAsUniversalLink, from: place, decider: decider)
          if alone {
            if !exact.contains(where: { $0.path == text }) { exact.append((place, text, route)) }
          } else {
            cross(component, route, text)
          }
          break
        }
      }
    }
    // And the routes' own URLs that a component decides against them, as the diff finds them.
    var tried: Set<String> = []
    for draft in patterns.indices {
      for url in urls(draft) where tried.insert(url).inserted {
        guard let route = opener(url), let place = decider(url),
          route.opensAsUniversalLink == patterns[kept[place]].exclude,
          case .success(let parts) = AASAURL.read(url),
          !exact.contains(where: { $0.path == parts.path(decoded: false) })
        else { continue }
        cross(kept[place], route, parts.path(decoded: false))
      }
    }
    return (exact.sorted { $0.before < $1.before }, crossed)
  }

  /// Whether a component of the path `path` alone, at `place`, would decide the other way a
  /// URL the app opens with a route that asks `universal` differently and that no earlier
  /// component decides: one of that path for a component that matches it (with the component's
  /// query and fragment, `/a/b?k=1` of `/:x/b?k=1`), or a URL of its route.
  private func decidesOtherwise(
    path: String, asking universal: Bool, from place: Int, decider: (String) -> Int?
  ) -> Bool {
    matching("https://" + host + path, pathAlone: true).contains { candidate in
      let sample = AppSiteAssociation.url(
        on: host, path: path, for: patterns[candidate], like: urls(candidate).first)
      return ([sample] + urls(candidate)).contains { url in
        guard case .success(let parts) = AASAURL.read(url), parts.path(decoded: false) == path,
          (decider(url) ?? patterns.count) >= place, let opener = opener(url)
        else { return false }
        return opener.opensAsUniversalLink != universal
      }
    }
  }

  /// The places of the components that match `url` (or its path alone), in file order.
  private func matching(_ url: String, pathAlone: Bool = false) -> [Int] {
    guard case .success(let parts) = AASAURL.read(url) else { return [] }
    return index.candidates(for: parts).filter {
      pathAlone ? patterns[$0].matchesPath(of: parts) : patterns[$0].matches(parts)
    }
  }

  /// The URLs the components at `a` and `b` share (`a` taking them with its query and
  /// fragment), as like a URL of `b`'s route as they can be, each with its path: a shortest
  /// text of their paths, its wildcards filled with sample values; and whether that text is
  /// the same whatever fills them.
  private func shared(_ a: Int, _ b: Int) -> (isExact: Bool, urls: [(path: String, url: String)]) {
    guard let path = patterns[a].path, let other = patterns[b].path,
      let overlap = path.overlap(with: other)
    else { return (false, []) }
    return (
      overlap.isExact,
      overlap.texts(fills: AppSiteAssociation.fills).map {
        ($0, AppSiteAssociation.url(on: host, path: $0, for: patterns[a], like: urls(b).first))
      }
    )
  }

  /// The route the app opens with `url`.
  private func opener(_ url: String) -> Route? {
    AppSiteAssociation.openedRoute(url, router).flatMap(router.route(named:))
  }
}
