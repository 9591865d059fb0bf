/// A URL read for matching: its bytes, its segments and the origin it belongs to.
struct MatchInput {
  enum Origin: Equatable {
    case custom(scheme: Int32)
    case web(host: Range<Int>)
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let segments: UnsafeMutableBufferPointer<Range<Int>>
  let segmentCount: Int
  /// For a custom scheme the first segment is the URL's host, compared case-insensitively.
  let hostIsFirstSegment: Bool
  let origin: Origin
  let query: Range<Int>?
  let fragment: Range<Int>?
  let limits: LinkLimits
}

extension RouteIndex {
  /// Visits the entries matching `input` in precedence order until `visit` returns `true`.
  ///
  /// - Returns: Whether `visit` accepted an entry.
  @inline(__always)
  func search(_ input: MatchInput, _ visit: (Int32) -> Bool) -> Bool {
    for root in roots where search(root, 0, input, visit) { return true }
    return false
  }

  private func search(
    _ nodeIndex: Int32, _ depth: Int, _ input: MatchInput, _ visit: (Int32) -> Bool
  ) -> Bool {
    let node = nodes[Int(nodeIndex)]
    if depth == input.segmentCount {
      return visitEntries(node.terminals, input, visit)
        || visitEntries(node.starRemainders, input, visit)
    }
    let segment = input.segments[depth]
    let fold = !origins.caseSensitive || (depth == 0 && input.hostIsFirstSegment)
    // Literal children.
    var hash = RouteIndex.hashSeed(parent: nodeIndex)
    _ = PercentDecoding.forEachByte(input.bytes, segment) { byte in
      hash = RouteIndex.hashStep(hash, byte)
      return true
    }
    var slot = Int(truncatingIfNeeded: RouteIndex.hashFinish(hash)) & edgeMask
    while true {
      let child = edgeSlots[slot]
      if child < 0 { break }
      if nodes[Int(child)].parent == nodeIndex, labelEquals(child, input, segment, fold: fold),
        search(child, depth + 1, input, visit)
      {
        return true
      }
      slot = (slot + 1) & edgeMask
    }
    // Placeholder children, narrowest type first.
    let base = Int(nodeIndex) * RouteIndex.parameterKinds.count
    for offset in 0..<RouteIndex.parameterKinds.count {
      let child = parameterChildren[base + offset]
      guard child >= 0 else { continue }
      let kind = RouteIndex.parameterKinds[offset]
      if kind != .string {
        var validator = ValueValidator(kind: kind)
        let consumed = PercentDecoding.forEachByte(input.bytes, segment) { validator.consume($0) }
        guard consumed, validator.finish() else { continue }
      }
      if search(child, depth + 1, input, visit) { return true }
    }
    // Remainders: `<path:>` (one or more segments), then `*`.
    return visitEntries(node.pathRemainders, input, visit)
      || visitEntries(node.starRemainders, input, visit)
  }

  @inline(__always)
  private func visitEntries(
    _ range: Range<Int32>, _ input: MatchInput, _ visit: (Int32) -> Bool
  ) -> Bool {
    for position in range {
      let entry = entryPool[Int(position)]
      if scopeAccepts(entries[Int(entry)].scope, input), visit(entry) { return true }
    }
    return false
  }

  @inline(__always)
  func scopeAccepts(_ scope: Scope, _ input: MatchInput) -> Bool {
    switch scope {
    case .any: return true
    case .scheme(let scheme): return input.origin == .custom(scheme: scheme)
    case .host(let domain):
      guard case .web(let host) = input.origin else { return false }
      return DomainName.matches(
        UnsafeBufferPointer(rebasing: input.bytes[host]).lazy.map(lowercased), domain: domain)
    }
  }

  @inline(__always)
  private func labelEquals(
    _ child: Int32, _ input: MatchInput, _ segment: Range<Int>, fold: Bool
  ) -> Bool {
    let node = nodes[Int(child)]
    var offset = Int(node.labelStart)
    let end = offset + Int(node.labelCount)
    return labels.withUnsafeBufferPointer { label in
      let equal = PercentDecoding.forEachByte(input.bytes, segment) { byte in
        guard offset < end else { return false }
        let expected = label[offset]
        offset += 1
        return fold ? lowercased(byte) == lowercased(expected) : byte == expected
      }
      return equal && offset == end
    }
  }
}
