/// The routes' segments as plain values, for explaining misses without touching reference
/// counts; built on the first explanation and kept with the index.
struct ExplainTable: Sendable {
  struct Segment: Sendable {
    /// 0 literal, 1 placeholder, 2 remainder.
    let kind: UInt8
    let type: ParameterType.Kind
    let oneOrMore: Bool
    let literalStart: Int32
    let literalCount: Int32
  }

  struct Variant: Sendable {
    let route: Int32
    let variant: Int32
    let entry: Int32
    let start: Int32
    let count: Int32
  }

  var variants: [Variant] = []
  var segments: [Segment] = []
  var literals: [UInt8] = []

  init(routes: [Route]) {
    // Entries were made route by route, variant by variant: number them the same way.
    var entry: Int32 = 0
    for (routeOffset, route) in routes.enumerated() {
      for (variantOffset, variant) in route.pattern.variants.enumerated() {
        let start = Int32(segments.count)
        for segment in variant.segments {
          switch segment.kind {
          case .literal(let text):
            let bytes = Array(text.utf8)
            segments.append(
              Segment(
                kind: 0, type: .string, oneOrMore: false, literalStart: Int32(literals.count),
                literalCount: Int32(bytes.count)))
            literals.append(contentsOf: bytes)
          case .parameter(let type):
            segments.append(
              Segment(kind: 1, type: type.kind, oneOrMore: false, literalStart: 0, literalCount: 0))
          case .remainder(let oneOrMore):
            segments.append(
              Segment(kind: 2, type: .path, oneOrMore: oneOrMore, literalStart: 0, literalCount: 0))
          }
        }
        variants.append(
          Variant(
            route: Int32(routeOffset), variant: Int32(variantOffset), entry: entry, start: start,
            count: Int32(segments.count) - start))
        entry += 1
      }
    }
  }
}

extension RouteIndex {
  /// Where a route's pattern parted from a URL: positions and indexes only, so comparing every
  /// route stays cheap; the words are written for the closest one alone.
  private enum Parting {
    case matches
    case tooShort(expected: Int)
    case tooLong
    case literal(position: Int)
    case type(position: Int)
    case scope
  }

  /// Why no route matched an input of the app's: the route that came closest and where it
  /// failed. Off the hot path: it compares every route, but builds text only for the closest.
  func explainMiss(_ input: MatchInput) -> MatchFailure {
    let table = explainTable.withLock { cached in
      if let cached { return cached }
      let table = ExplainTable(routes: routes)
      cached = table
      return table
    }
    let segments = (0..<input.segmentCount).map {
      Array(PercentDecoding.string(input.bytes, input.segments[$0]).utf8)
    }
    var best: (score: Int, closeness: Int, variant: ExplainTable.Variant, parting: Parting)?
    table.variants.withUnsafeBufferPointer { variants in
      table.segments.withUnsafeBufferPointer { patternSegments in
        table.literals.withUnsafeBufferPointer { literals in
          for variant in variants {
            let pattern = UnsafeBufferPointer(
              rebasing: patternSegments[Int(variant.start)..<Int(variant.start + variant.count)])
            let scope = entries[Int(variant.entry)].scope
            let (matched, parting) = compare(pattern, literals, scope, segments, input)
            // Most segments matched first; among equals, a pattern of the URL's length, then
            // the literal sharing the longest prefix with the segment where matching stopped.
            let score = matched * 2 + (pattern.count == segments.count ? 1 : 0)
            var closeness = 0
            if case .literal(let position) = parting {
              let literal = pattern[position]
              let expected = UnsafeBufferPointer(
                rebasing: literals[
                  Int(literal.literalStart)..<Int(literal.literalStart + literal.literalCount)])
              closeness = zip(expected, segments[position]).prefix { $0 == $1 }.count
            }
            if best == nil || (score, closeness) > (best!.score, best!.closeness) {
              best = (score, closeness, variant, parting)
            }
          }
        }
      }
    }
    guard let best else {
      return MatchFailure(code: .noRoute, reason: "no route matches: the table has no routes")
    }
    let route = routes[Int(best.variant.route)]
    let pattern = route.pattern.variants[Int(best.variant.variant)].segments
    func text(_ position: Int) -> String { String(decoding: segments[position], as: UTF8.self) }
    let why: String
    switch best.parting {
    case .matches: why = "it matches"
    case .tooShort(let expected):
      let segment = pattern[expected]
      switch segment.kind {
      case .literal(let literal):
        why = "the URL ends after \(segments.count) segments; expected '\(literal)' next"
      case .parameter:
        why =
          "the URL ends after \(segments.count) segments; expected ':\(segment.name ?? "")' next"
      case .remainder:
        why =
          "the URL ends after \(segments.count) segments; '\(segment.name ?? "*")' needs at least one more"
      }
    case .tooLong:
      why = "the URL has \(segments.count) segments; the pattern has \(pattern.count)"
    case .literal(let position):
      // The comparison above found a literal at `position`; a message, never a trap, if not.
      if case .literal(let expected) = pattern[position].kind {
        why = "segment \(position + 1) '\(text(position))' is not '\(expected)'"
      } else {
        why = "segment \(position + 1) '\(text(position))' does not match"
      }
    case .type(let position):
      if case .parameter(let type) = pattern[position].kind {
        why =
          "segment \(position + 1) '\(text(position))' is not \(type == .int ? "an" : "a") \(type)"
      } else {
        why = "segment \(position + 1) '\(text(position))' does not match"
      }
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
    _ pattern: UnsafeBufferPointer<ExplainTable.Segment>, _ literals: UnsafeBufferPointer<UInt8>,
    _ scope: Scope, _ segments: [[UInt8]], _ input: MatchInput
  ) -> (Int, Parting) {
    for (offset, segment) in pattern.enumerated() {
      if segment.kind == 2 {
        if segment.oneOrMore, offset >= segments.count {
          return (offset, .tooShort(expected: offset))
        }
        return scopeAccepts(scope, input) ? (offset + 1, .matches) : (offset + 1, .scope)
      }
      guard offset < segments.count else { return (offset, .tooShort(expected: offset)) }
      let value = segments[offset]
      if segment.kind == 0 {
        let fold = !origins.caseSensitive || (offset == 0 && input.hostIsFirstSegment)
        let start = Int(segment.literalStart)
        var equal = value.count == Int(segment.literalCount)
        if equal {
          for index in 0..<value.count {
            let expected = literals[start + index]
            let byte = value[index]
            if fold ? lowercased(byte) != lowercased(expected) : byte != expected {
              equal = false
              break
            }
          }
        }
        if !equal { return (offset, .literal(position: offset)) }
      } else if segment.type != .string {
        var validator = ValueValidator(kind: segment.type)
        let accepted = value.allSatisfy { validator.consume($0) } && validator.finish()
        if !accepted { return (offset, .type(position: offset)) }
      }
    }
    if segments.count > pattern.count { return (pattern.count, .tooLong) }
    return scopeAccepts(scope, input) ? (pattern.count, .matches) : (pattern.count, .scope)
  }
}
