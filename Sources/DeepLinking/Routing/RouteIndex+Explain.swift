extension RouteIndex {
  /// Where a route's pattern parted from a URL.
  private enum Parting {
    case matches
    case tooShort(expected: PatternSegment)
    case tooLong
    case literal(position: Int, expected: String)
    case type(position: Int, ParameterType)
    case scope
  }

  /// Why no route matched an input of the app's: the route that came closest and where it
  /// failed. Off the hot path: it walks every route, but builds text only for the closest.
  func explainMiss(_ input: MatchInput) -> MatchFailure {
    let segments = (0..<input.segmentCount).map {
      Array(PercentDecoding.string(input.bytes, input.segments[$0]).utf8)
    }
    var best: (score: Int, closeness: Int, route: Int, parting: Parting, length: Int)?
    // Entries were made route by route, variant by variant: walk them in the same order.
    var entryOffset = 0
    for (routeOffset, route) in routes.enumerated() {
      for variant in route.pattern.variants {
        let scope = entries[entryOffset].scope
        entryOffset += 1
        let (matched, parting) = compare(variant.segments, scope, segments, input)
        // Most segments matched first; among equals, a pattern of the URL's length, then the
        // literal sharing the longest prefix with the segment where matching stopped.
        let score = matched * 2 + (variant.segments.count == segments.count ? 1 : 0)
        var closeness = 0
        if case .literal(let position, let expected) = parting {
          closeness = zip(expected.utf8, segments[position]).prefix { $0 == $1 }.count
        }
        if best == nil || (score, closeness) > (best!.score, best!.closeness) {
          best = (score, closeness, routeOffset, parting, variant.segments.count)
        }
      }
    }
    guard let best else {
      return MatchFailure(code: .noRoute, reason: "no route matches: the table has no routes")
    }
    let route = routes[best.route]
    func text(_ position: Int) -> String { String(decoding: segments[position], as: UTF8.self) }
    let why: String
    switch best.parting {
    case .matches: why = "it matches"
    case .tooShort(let expected):
      switch expected.kind {
      case .literal(let literal):
        why = "the URL ends after \(segments.count) segments; expected '\(literal)' next"
      case .parameter:
        why =
          "the URL ends after \(segments.count) segments; expected ':\(expected.name ?? "")' next"
      case .remainder:
        why =
          "the URL ends after \(segments.count) segments; '\(expected.name ?? "*")' needs at least one more"
      }
    case .tooLong:
      why = "the URL has \(segments.count) segments; the pattern has \(best.length)"
    case .literal(let position, let expected):
      why = "segment \(position + 1) '\(text(position))' is not '\(expected)'"
    case .type(let position, let type):
      why =
        "segment \(position + 1) '\(text(position))' is not \(type == .int ? "an" : "a") \(type)"
    case .scope:
      if let scheme = route.pattern.scheme {
        why = "it is limited to the scheme '\(scheme)'"
      } else {
        why = "it is limited to the host '\(route.pattern.host ?? "")'"
      }
    }
    return MatchFailure(
      code: .noRoute,
      reason: "no route matches; closest is '\(route.name)' (\(route.pattern.text)): \(why)")
  }

  /// How many segments of `pattern` match, and where it parted from the URL.
  private func compare(
    _ pattern: [PatternSegment], _ scope: Scope, _ segments: [[UInt8]], _ input: MatchInput
  ) -> (Int, Parting) {
    for (offset, segment) in pattern.enumerated() {
      if case .remainder(let oneOrMore) = segment.kind {
        if oneOrMore, offset >= segments.count { return (offset, .tooShort(expected: segment)) }
        return scopeAccepts(scope, input) ? (offset + 1, .matches) : (offset + 1, .scope)
      }
      guard offset < segments.count else { return (offset, .tooShort(expected: segment)) }
      switch segment.kind {
      case .literal(let text):
        let fold = !origins.caseSensitive || (offset == 0 && input.hostIsFirstSegment)
        let equal =
          fold
          ? text.utf8.lazy.map(lowercased).elementsEqual(segments[offset].lazy.map(lowercased))
          : text.utf8.elementsEqual(segments[offset])
        if !equal { return (offset, .literal(position: offset, expected: text)) }
      case .parameter(let type):
        let accepted = segments[offset].withUnsafeBufferPointer { type.accepts(decodedBytes: $0) }
        if !accepted { return (offset, .type(position: offset, type)) }
      case .remainder: break
      }
    }
    if segments.count > pattern.count { return (pattern.count, .tooLong) }
    return scopeAccepts(scope, input) ? (pattern.count, .matches) : (pattern.count, .scope)
  }
}
