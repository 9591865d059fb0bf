/// A URL read for matching: its bytes, its segments and the origin it belongs to.
struct MatchInput {
  enum Origin: Equatable {
    case custom(scheme: Int32)
    /// A web URL on `host`, which matched the router's domain `domain`.
    case web(host: Range<Int>, domain: Int)
  }

  let bytes: URLBytes
  let segments: Segments
  let segmentCount: Int
  /// For a custom scheme the first segment is the URL's host, compared case-insensitively.
  let hostIsFirstSegment: Bool
  let origin: Origin
  let query: Range<Int>?
  let fragment: Range<Int>?
  let limits: LinkLimits
}

/// The index's arrays, lent for one search so that it touches no reference counts.
struct IndexView {
  let nodes: CheckedBuffer<RouteIndex.Node>
  let entries: CheckedBuffer<RouteIndex.Entry>
  let labels: CheckedBuffer<UInt8>
  let edgeSlots: CheckedBuffer<Int32>
  let edgeMask: Int
  let scopeHosts: CheckedBuffer<[UInt8]>
  let caseSensitive: Bool
  /// The routes, read only for an entry with query items or a fragment pattern.
  let routes: CheckedBuffer<Route>
  /// The mixed segments, read only for a mixed-segment child.
  let mixedSegments: CheckedBuffer<MixedSegment>
}

/// What a search collects: the first matching entry, or all of them in precedence order, and
/// where the search went deepest before failing, for a miss.
struct EntryCollector {
  var first: Int32 = -1
  var all: [Int32]?
  var parting = RouteParting()

  /// Records `entry`; returns whether the search should stop.
  @inline(__always)
  mutating func accept(_ entry: Int32) -> Bool {
    guard all != nil else {
      first = entry
      return true
    }
    all?.append(entry)
    return false
  }

  /// Records that the search failed at `node`, `depth` segments in, unless it already failed
  /// deeper: the deepest failure is the closest the URL came to a route.
  @inline(__always)
  mutating func part(
    _ kind: RouteParting.Kind, node: Int32, depth: Int, segment: Range<Int> = 0..<0,
    entry: Int32 = -1
  ) {
    guard depth > parting.depth else { return }
    parting = RouteParting(kind: kind, node: node, depth: depth, segment: segment, entry: entry)
  }
}

extension RouteIndex {
  /// Collects the entries matching `input` in precedence order (only the first, unless the
  /// collector asks for all).
  func search(_ input: MatchInput, _ collector: inout EntryCollector) {
    CheckedBuffer.lending(nodes) { nodes in
      CheckedBuffer.lending(entries) { entries in
        CheckedBuffer.lending(labels) { labels in
          CheckedBuffer.lending(edgeSlots) { edgeSlots in
            CheckedBuffer.lending(scopeHosts) { scopeHosts in
              CheckedBuffer.lending(routes) { routes in
                CheckedBuffer.lending(mixedSegments) { mixedSegments in
                  let view = IndexView(
                    nodes: nodes, entries: entries, labels: labels,
                    edgeSlots: edgeSlots, edgeMask: edgeSlots.count - 1,
                    scopeHosts: scopeHosts, caseSensitive: origins.caseSensitive,
                    routes: routes, mixedSegments: mixedSegments)
                  for root in roots where view.search(root, 0, input, &collector) { return }
                }
              }
            }
          }
        }
      }
    }
  }

}

extension IndexView {
  func search(
    _ nodeIndex: Int32, _ depth: Int, _ input: MatchInput, _ collector: inout EntryCollector
  ) -> Bool {
    let node = nodes[Int(nodeIndex)]
    if depth == input.segmentCount {
      let start = Int(node.entriesStart)
      let star = start + Int(node.terminalCount) + Int(node.pathCount)
      if visitEntries(start, Int(node.terminalCount), nodeIndex, input, &collector)
        || visitEntries(star, Int(node.starCount), nodeIndex, input, &collector)
      {
        return true
      }
      // Routes end here but for another origin; or the URL ends before any route does.
      if node.terminalCount > 0 || node.starCount > 0 {
        let first = Int32(node.terminalCount > 0 ? start : star)
        collector.part(.scope, node: nodeIndex, depth: depth, entry: first)
      } else {
        collector.part(.tooShort, node: nodeIndex, depth: depth)
      }
      return false
    }
    let segment = input.segments[depth]
    WorkCounter.step(segment.count)
    let fold = !caseSensitive || (depth == 0 && input.hostIsFirstSegment)
    // Literal children: a few in their own list, many in the table.
    if node.firstLiteralChild >= 0 {
      var child = node.firstLiteralChild
      while child >= 0 {
        if labelEquals(child, input, segment, fold: fold),
          search(child, depth + 1, input, &collector)
        {
          return true
        }
        child = nodes[Int(child)].nextSibling
      }
    } else if node.hasLiteralChildren {
      var hash = RouteIndex.hashSeed(parent: nodeIndex)
      _ = PercentDecoding.forEachByte(input.bytes, segment) { byte in
        hash = RouteIndex.hashStep(hash, byte)
        return true
      }
      var slot = RouteIndex.hashFinish(hash) & edgeMask
      while true {
        let child = edgeSlots[slot]
        if child < 0 { break }
        if nodes[Int(child)].parent == nodeIndex, labelEquals(child, input, segment, fold: fold),
          search(child, depth + 1, input, &collector)
        {
          return true
        }
        slot = (slot + 1) & edgeMask
      }
    }
    // Placeholder children: mixed segments first, then the narrowest type first.
    var child = node.firstParameterChild
    var decoded: [UInt8]?
    while child >= 0 {
      var accepted = true
      if nodes[Int(child)].isMixed {
        if decoded == nil { decoded = PercentDecoding.bytes(input.bytes, segment) }
        // Most of many mixed siblings are told apart by their first or last byte.
        accepted =
          nodes[Int(child)].mayFit(decoded ?? [], folding: fold)
          && mixedSegments[Int(nodes[Int(child)].labelStart)].split(decoded ?? [], fold: fold)
            != nil
      } else if case let kind = nodes[Int(child)].kind, kind != .string {
        var validator = ValueValidator(kind: kind)
        accepted =
          PercentDecoding.forEachByte(input.bytes, segment) { validator.consume($0) }
          && validator.finish()
      }
      if accepted, search(child, depth + 1, input, &collector) { return true }
      child = nodes[Int(child)].nextSibling
    }
    // Remainders: `<path:>` (one or more segments), then `*`.
    let path = Int(node.entriesStart) + Int(node.terminalCount)
    if visitEntries(path, Int(node.pathCount), nodeIndex, input, &collector)
      || visitEntries(
        path + Int(node.pathCount), Int(node.starCount), nodeIndex, input, &collector)
    {
      return true
    }
    if node.pathCount > 0 || node.starCount > 0 {
      // A remainder took the rest of the URL, but for another origin.
      collector.part(
        .scope, node: nodeIndex, depth: input.segmentCount, entry: Int32(path))
    } else if node.hasChildren {
      collector.part(.mismatch, node: nodeIndex, depth: depth, segment: segment)
    } else {
      collector.part(.tooLong, node: nodeIndex, depth: depth)
    }
    return false
  }

  @inline(__always)
  private func visitEntries(
    _ start: Int, _ count: Int, _ node: Int32, _ input: MatchInput,
    _ collector: inout EntryCollector
  ) -> Bool {
    if nodes[Int(node)].hasExtras {
      return visitEntriesWithExtras(start, count, node, input, &collector)
    }
    for position in start..<start + count {
      if IndexView.scopeAccepts(entries[position].scope, input, scopeHosts),
        collector.accept(Int32(position))
      {
        return true
      }
    }
    return false
  }

  /// The entries of one list when some route in it has query items or a fragment pattern:
  /// those the URL satisfies, the ones limited to a scheme or host first, then by how well it
  /// satisfies them (``ExtrasScore``), then in table order.
  private func visitEntriesWithExtras(
    _ start: Int, _ count: Int, _ node: Int32, _ input: MatchInput,
    _ collector: inout EntryCollector
  ) -> Bool {
    var candidates: [(entry: Int32, scope: Int, score: ExtrasScore)] = []
    let extrasInput = ExtrasInput(
      bytes: input.bytes, query: input.query, fragment: input.fragment,
      caseSensitive: caseSensitive)
    for position in start..<start + count {
      let entry = Int32(position)
      let value = entries[position]
      guard IndexView.scopeAccepts(value.scope, input, scopeHosts) else { continue }
      var score = ExtrasScore()
      if value.hasExtras, let extras = routes[Int(value.route)].pattern.extras {
        var none: [Parameters.Element]? = nil
        switch extras.evaluate(extrasInput, captures: &none) {
        case .success(let satisfied): score = satisfied
        case .failure:
          // Deeper than any failure of the path: the route that came closest.
          collector.part(.extras, node: node, depth: input.segmentCount + 1, entry: entry)
          continue
        }
      }
      candidates.append((entry, value.scope.rank, score))
    }
    // Stable: equal candidates keep the table's order. A sort of its own, not `stableOrder`:
    // this one is on the match path.
    let ordered = candidates.enumerated().sorted { a, b in
      if a.element.scope != b.element.scope { return a.element.scope < b.element.scope }
      if a.element.score != b.element.score { return a.element.score > b.element.score }
      return a.offset < b.offset
    }
    for candidate in ordered where collector.accept(candidate.element.entry) { return true }
    return false
  }

  /// Whether a route limited to `scope` takes the URL of `input`, by its origin; a miss's
  /// explanation asks it too, of an input without segments.
  @inline(__always)
  static func scopeAccepts(
    _ scope: RouteIndex.Scope, _ input: MatchInput, _ scopeHosts: CheckedBuffer<[UInt8]>
  ) -> Bool {
    switch scope {
    case .any: return true
    case .scheme(let scheme): return input.origin == .custom(scheme: scheme)
    case .host(let offset):
      guard case .web(let host, _) = input.origin else { return false }
      return DomainName.matches(input.bytes.view(host), domain: scopeHosts[Int(offset)])
    case .hostLabel(let offset):
      guard case .web(let host, _) = input.origin else { return false }
      return DomainName.matchesOneLabel(input.bytes.view(host), suffix: scopeHosts[Int(offset)])
    }
  }

  @inline(__always)
  private func labelEquals(
    _ child: Int32, _ input: MatchInput, _ segment: Range<Int>, fold: Bool
  ) -> Bool {
    let node = nodes[Int(child)]
    var offset = Int(node.labelStart)
    let end = offset + Int(node.labelCount)
    let equal = PercentDecoding.forEachByte(input.bytes, segment) { byte in
      guard offset < end else { return false }
      let expected = labels[offset]
      offset += 1
      return fold ? lowercased(byte) == lowercased(expected) : byte == expected
    }
    return equal && offset == end
  }
}
