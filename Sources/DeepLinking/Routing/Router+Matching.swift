import Foundation

extension Router {
  /// The best route for `url`, or `nil`.
  ///
  /// <!-- sample: core, uses: router -->
  /// ```swift
  /// router.match("SHOP://PRODUCT/7")?.route.name  // "product": schemes and hosts ignore case
  /// ```
  public func match(_ url: String) -> RouteMatch? {
    guard case .success(let match) = walk(url) else { return nil }
    // A route with a `<link:>` placeholder stands for the inner link's route.
    if !match.routesLink { return match }
    return try? following(match).get()
  }

  /// The best route for `url`, or `nil`.
  public func match(_ url: URL) -> RouteMatch? { match(url.absoluteString) }

  /// Every route matching `url`, best first, each once (by the best of its optional groups'
  /// forms): the order in which declining handlers pass a link on.
  public func matches(_ url: String) -> [RouteMatch] {
    // A candidate that routes a `<link:>` again stands for the inner link's match; one whose
    // link is refused or unmatched ends the list there: no fall-through past it.
    var followed: [RouteMatch] = []
    for candidate in candidates(url) {
      guard case .success(let match) = following(candidate) else { break }
      followed.append(match)
    }
    return followed
  }

  /// The routes matching `url`, best first, each once by its best form, with no `<link:>`
  /// followed; only the route named `only`, when given.
  func candidates(_ url: String, only: String? = nil) -> [RouteMatch] {
    let index = self.index
    var collector = EntryCollector(all: [])
    var found: [RouteMatch] = []
    _ = read(url) { input in
      index.search(input, &collector)
      // A route whose forms take the URL in two ways (`/a(/:x)/*` on `/a/b`) is offered once.
      var seen: [Int32] = []
      for entry in collector.all ?? [] {
        let route = index.entries[Int(entry)].route
        guard !seen.contains(route) else { continue }
        seen.append(route)
        guard only == nil || index.routes[Int(route)].name == only else { continue }
        found.append(index.makeMatch(entry, input, url: url))
        if only != nil { break }
      }
    }
    return found
  }

  /// The best route for `url`, or why there is none: which part of the URL is not the app's,
  /// or the route that came closest and where it parted from the URL. The closest is one that
  /// takes links of the URL's scheme or host where one is near; a route limited to another
  /// is named with that limit first.
  public func resolve(_ url: String) -> Result<RouteMatch, DeepLinkError> {
    resolve(url, quotingQueryValues: true)
  }

  /// ``resolve(_:)``, whose failure's words leave out the values of the URL's query (and the
  /// links inside it) without `quotingQueryValues`: for events, which redact them.
  func resolve(_ url: String, quotingQueryValues: Bool) -> Result<RouteMatch, DeepLinkError> {
    walk(url).mapError {
      index.failure(for: $0, url: url, limits: limits, quotingQueryValues: quotingQueryValues)
    }.flatMap { following($0, quotingValues: quotingQueryValues) }
  }

  /// The one walk behind ``match(_:)-(String)`` and ``resolve(_:)``: the match, or the miss as
  /// plain values.
  func walk(_ url: String) -> Result<
    RouteMatch, MatchMiss
  > {
    let index = self.index
    var collector = EntryCollector()
    var outcome = Result<RouteMatch, MatchMiss>.failure(.noRoute(RouteParting(), segmentCount: 0))
    if let miss = read(
      url,
      { input in
        index.search(input, &collector)
        outcome =
          collector.first >= 0
          ? .success(index.makeMatch(collector.first, input, url: url))
          : .failure(.noRoute(collector.parting, segmentCount: input.segmentCount))
      })
    {
      return .failure(miss)
    }
    // Moved out, not copied: a copy of the match and the destruction of the original took
    // 8% of a match.
    return consume outcome
  }

  /// Reads `url` and calls `body` with the input; or, without calling it, tells why the URL is
  /// not one of the app's. Not generic: one copy of the reader serves a match and the list of
  /// matches.
  private func read(_ url: String, _ body: (MatchInput) -> Void) -> MatchMiss? {
    let index = self.index
    return URLBytes.reading(url) { bytes -> MatchMiss? in
      if bytes.count > limits.maximumLength { return .overLength(bytes: bytes.count) }
      let parts: URLParts
      switch URLParts.read(bytes) {
      case .success(let read): parts = read
      case .failure(let failure): return .unreadable(failure)
      }
      if let offset = parts.encodedControl { return .encodedControl(offset: offset) }
      if let query = parts.query, limits.maximumQueryItems < query.count {
        var items = 1
        for offset in query where bytes[offset] == UInt8(ascii: "&") { items += 1 }
        if items > limits.maximumQueryItems { return .overQueryItems(count: items) }
      }
      let origin: MatchInput.Origin
      switch index.resolveOrigin(parts, bytes) {
      case .success(let resolved): origin = resolved
      case .failure(let miss): return miss
      }
      var hostIsFirstSegment = false
      // A non-empty segment takes a byte and a separator: a bound without counting slashes.
      let capacity = parts.path.count / 2 + 2
      return Segments.withCapacity(capacity) { segments -> MatchMiss? in
        // Only the app's own links: another app's link is that app's to read (and to open).
        if let offset = parts.encodedNonUTF8 { return .encodedNonUTF8(offset: offset) }
        var count = 0
        if case .custom = origin, !parts.host.isEmpty {
          segments[0] = parts.host
          count = 1
          hostIsFirstSegment = true
        }
        var start = parts.path.lowerBound
        for offset in parts.path.lowerBound...parts.path.upperBound
        where offset == parts.path.upperBound || bytes[offset] == UInt8(ascii: "/") {
          WorkCounter.step(offset - start + 1)
          if offset > start {
            segments[count] = start..<offset
            count += 1
          }
          start = offset + 1
        }
        for position in 0..<count where Router.isDotSegment(bytes, segments[position]) {
          return .dotSegment(position: position)
        }
        if count > limits.maximumSegments { return .overSegments(count: count) }
        let input = MatchInput(
          bytes: bytes, segments: segments, segmentCount: count,
          hostIsFirstSegment: hostIsFirstSegment, origin: origin, query: parts.query,
          fragment: parts.fragment, limits: limits)
        body(input)
        return nil
      }
    }
  }

  /// Whether a segment is `.` or `..`, escaped or not.
  @inline(__always)
  static func isDotSegment(_ bytes: URLBytes, _ segment: Range<Int>) -> Bool {
    let first = bytes[segment.lowerBound]
    guard segment.count <= 6, first == UInt8(ascii: ".") || first == UInt8(ascii: "%") else {
      return false
    }
    var dots = 0
    let allDots = PercentDecoding.forEachByte(bytes, segment) { byte in
      dots += 1
      return byte == UInt8(ascii: ".")
    }
    return allDots && dots <= 2
  }
}

extension RouteIndex {
  /// Which of the app's origins the URL belongs to, or why none.
  func resolveOrigin(_ parts: URLParts, _ bytes: URLBytes) -> Result<
    MatchInput.Origin, MatchMiss
  > {
    let scheme = bytes.view(parts.scheme)
    for offset in schemeBytes.indices where scheme.equalsLowercased(schemeBytes[offset]) {
      // The host is the first segment: text before an `@` or after a `:` in it would be lost.
      if parts.userinfo != nil { return .failure(.userinfo(host: parts.host)) }
      if let port = parts.port { return .failure(.port(port, host: parts.host)) }
      return .success(.custom(scheme: Int32(offset)))
    }
    let isHTTPS = scheme.equalsLowercased("https".utf8)
    let isHTTP = !isHTTPS && scheme.equalsLowercased("http".utf8)
    guard isHTTPS || isHTTP else { return .failure(.foreignScheme(parts.scheme)) }
    let host = bytes.view(parts.host)
    guard
      let domain = domainBytes.firstIndex(where: { DomainName.matches(host, domain: $0) })
    else { return .failure(.foreignHost(parts.host)) }
    if isHTTP, !origins.allowsHTTP { return .failure(.insecureScheme(host: parts.host)) }
    if parts.userinfo != nil { return .failure(.userinfo(host: parts.host)) }
    if let port = parts.port, !bytes.view(port).elementsEqual((isHTTPS ? "443" : "80").utf8) {
      return .failure(.port(port, host: parts.host))
    }
    return .success(.web(host: parts.host, domain: domain))
  }

  /// The match for `entry`: decodes its captures, the query and the fragment.
  func makeMatch(_ entryIndex: Int32, _ input: MatchInput, url: String) -> RouteMatch {
    let entry = entries[Int(entryIndex)]
    var parameters: [Parameters.Element] = []
    if entry.capturesCount > 0 {
      parameters.reserveCapacity(Int(entry.capturesCount))
      // A mixed segment's placeholders come one after another: it is split once for them.
      var mixed: [String] = []
      for capture in captures[
        Int(entry.capturesStart)..<Int(entry.capturesStart) + Int(entry.capturesCount)]
      {
        let position = Int(capture.position)
        let value: String
        switch capture.take {
        case .mixedSegment:
          mixed = mixedValues(of: mixedSegments[Int(capture.name)], at: position, input)
          continue
        case .part(let part):
          value = part < mixed.count ? mixed[part] : ""
        case .remainder:
          value = (position..<input.segmentCount).map {
            PercentDecoding.string(input.bytes, input.segments[$0])
          }.joined(separator: "/")
        case .segment:
          value = PercentDecoding.string(input.bytes, input.segments[position])
        }
        parameters.append((captureNames[Int(capture.name)], value))
      }
    }
    let route = routes[Int(entry.route)]
    if case .hostLabel = entry.scope, let name = route.pattern.hostLabelName,
      case .web(let host, _) = input.origin
    {
      // The host's leftmost label, lowercased: hosts ignore case.
      let label = input.bytes.view(host).prefix { $0 != UInt8(ascii: ".") }
      parameters.insert((name, String(decoding: label.map(lowercased), as: UTF8.self)), at: 0)
    }
    if entry.hasExtras, let extras = route.pattern.extras {
      var captured: [Parameters.Element]? = []
      _ = extras.evaluate(
        ExtrasInput(
          bytes: input.bytes, query: input.query, fragment: input.fragment,
          caseSensitive: origins.caseSensitive), captures: &captured)
      parameters += captured ?? []
    }
    let origin: LinkOrigin
    switch input.origin {
    case .custom(let scheme): origin = .customScheme(lowercased: origins.schemes[Int(scheme)])
    case .web(let host, let domain):
      let hostBytes = input.bytes.view(host)
      // The host equals the domain it matched, but for case: reuse the domain's string.
      origin =
        hostBytes.count == domainBytes[domain].count
        ? .universalLink(lowercasedHost: origins.domains[domain])
        : .universalLink(host: String(decoding: hostBytes, as: UTF8.self))
    }
    return RouteMatch(
      route: route, parameters: Parameters(parameters),
      query: input.queryItems(),
      fragment: input.fragment.map {
        input.bytes.string($0)
      }, url: url, origin: origin,
      // Only a route with extras can have a link: the others' patterns are not read.
      routesLink: entry.hasExtras && route.pattern.routesLink)
  }
}

extension RouteIndex {
  /// The values of the placeholders of the mixed segment at `position`: the segment split
  /// again by its pattern.
  func mixedValues(of mixed: MixedSegment, at position: Int, _ input: MatchInput) -> [String] {
    let bytes = PercentDecoding.bytes(input.bytes, input.segments[position])
    let fold = !origins.caseSensitive || (position == 0 && input.hostIsFirstSegment)
    return (mixed.split(bytes, fold: fold) ?? []).map {
      String(decoding: bytes[$0], as: UTF8.self)
    }
  }
}

extension MatchInput {
  /// The query items, decoded, with `+` as a space; empty items (`a&&b`) are skipped.
  func queryItems() -> Parameters {
    guard let query, !query.isEmpty else { return [:] }
    var items: [Parameters.Element] = []
    var start = query.lowerBound
    for offset in query.lowerBound...query.upperBound
    where offset == query.upperBound || bytes[offset] == UInt8(ascii: "&") {
      defer { start = offset + 1 }
      guard offset > start, items.count < limits.maximumQueryItems else { continue }
      WorkCounter.step(offset - start + 1)
      var equals = start
      while equals < offset, bytes[equals] != UInt8(ascii: "=") {
        WorkCounter.step()
        equals += 1
      }
      let name = PercentDecoding.string(bytes, start..<equals, plusIsSpace: true)
      let value =
        equals < offset ? PercentDecoding.string(bytes, equals + 1..<offset, plusIsSpace: true) : ""
      items.append((name, value))
    }
    return Parameters(items)
  }
}
