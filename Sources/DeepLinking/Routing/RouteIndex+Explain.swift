extension RouteIndex {
  /// Why no route matched an input of the app's: the route that came closest and where it
  /// failed. Off the hot path: it walks every route.
  func explainMiss(_ input: MatchInput) -> MatchFailure {
    let segments = (0..<input.segmentCount).map {
      PercentDecoding.string(input.bytes, input.segments[$0])
    }
    var best: (score: Int, closeness: Int, route: Route, why: String)?
    // Entries were made route by route, variant by variant: walk them in the same order.
    var entryOffset = 0
    for route in routes {
      for variant in route.pattern.variants {
        let scope = entries[entryOffset].scope
        entryOffset += 1
        let (matched, why) = explain(variant.segments, scope: scope, segments, input)
        // Most segments matched first; among equals, a pattern of the URL's length, then the
        // literal sharing the longest prefix with the segment where matching stopped.
        let score = matched * 2 + (variant.segments.count == segments.count ? 1 : 0)
        var closeness = 0
        if matched < min(variant.segments.count, segments.count),
          case .literal(let text) = variant.segments[matched].kind
        {
          closeness = zip(text.utf8, segments[matched].utf8).prefix { $0 == $1 }.count
        }
        if best == nil || (score, closeness) > (best!.score, best!.closeness) {
          best = (score, closeness, route, why)
        }
      }
    }
    guard let best else {
      return MatchFailure(code: .noRoute, reason: "no route matches: the table has no routes")
    }
    return MatchFailure(
      code: .noRoute,
      reason:
        "no route matches; closest is '\(best.route.name)' (\(best.route.pattern.text)): \(best.why)"
    )
  }

  private func explain(
    _ pattern: [PatternSegment], scope: Scope, _ segments: [String], _ input: MatchInput
  ) -> (Int, String) {
    for (offset, segment) in pattern.enumerated() {
      let number = offset + 1
      switch segment.kind {
      case .remainder(let oneOrMore):
        if oneOrMore, offset >= segments.count {
          return (
            offset,
            "the URL ends after \(segments.count) segments; '\(segment.name ?? "*")' needs at least one more"
          )
        }
        return scopeResult(scope, input, offset + 1)
      case .literal(let text):
        guard offset < segments.count else {
          return (offset, "the URL ends after \(segments.count) segments; expected '\(text)' next")
        }
        let fold = !origins.caseSensitive || (offset == 0 && input.hostIsFirstSegment)
        let equal =
          fold ? segments[offset].lowercased() == text.lowercased() : segments[offset] == text
        if !equal { return (offset, "segment \(number) '\(segments[offset])' is not '\(text)'") }
      case .parameter(let type):
        guard offset < segments.count else {
          return (
            offset,
            "the URL ends after \(segments.count) segments; expected ':\(segment.name ?? "")' next"
          )
        }
        if !type.accepts(segments[offset]) {
          return (offset, "segment \(number) '\(segments[offset])' is not \(article(type)) \(type)")
        }
      }
    }
    if segments.count > pattern.count {
      return (
        pattern.count, "the URL has \(segments.count) segments; the pattern has \(pattern.count)"
      )
    }
    return scopeResult(scope, input, pattern.count)
  }

  private func scopeResult(_ scope: Scope, _ input: MatchInput, _ score: Int) -> (Int, String) {
    if scopeAccepts(scope, input) { return (score, "it matches") }
    switch scope {
    case .scheme(let scheme):
      return (score, "it is limited to the scheme '\(origins.schemes[Int(scheme)])'")
    case .host(let host):
      return (score, "it is limited to the host '\(String(decoding: host, as: UTF8.self))'")
    case .any: return (score, "it matches")
    }
  }

  private func article(_ type: ParameterType) -> String {
    type == .int || type == .uuid ? (type == .int ? "an" : "a") : "a"
  }
}
