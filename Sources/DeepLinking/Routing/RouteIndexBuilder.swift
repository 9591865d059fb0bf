/// Builds a `RouteIndex`'s arrays from routes in precedence order.
struct RouteIndexBuilder {
  /// A run of captures in `captures`, kept for the entries whose captures are the same.
  struct CaptureRun {
    let start: Int
    let count: Int
  }

  let origins: RouterOrigins
  var nodes: [RouteIndex.Node] = []
  var labels: [UInt8] = []
  var captures: [RouteIndex.Capture] = []
  var captureNames: [String] = []
  /// The bytes of each name of `captureNames`, one after another, and where each ends: names
  /// are compared as bytes, which comparing a `String.UTF8View` with bytes took 6 times longer.
  var captureNameBytes: [UInt8] = []
  var captureNameEnds: [Int] = []
  /// The offset of each name in `captureNames`, by the name's hash.
  var captureNameSlots = HashSlots()
  /// Each distinct run of captures, by the hash of its captures (see `sharedCaptures`).
  var captureRuns: [CaptureRun] = []
  var captureRunSlots = HashSlots()
  var entries: [RouteIndex.Entry] = []
  var roots: [Int32] = []
  var rootPriorities: [Int] = []
  var scopeHosts: [[UInt8]] = []
  var mixedSegments: [MixedSegment] = []
  /// Building only, so that a parent of thousands of mixed children does not walk them for
  /// each new one: each parent's mixed children in precedence order. A parent finds its list
  /// by its `entriesStart` (the list's offset plus one) until `finish` sets that field.
  var mixedSiblings: [[Int32]] = []
  /// Mixed children, by the hash of their parent and shape.
  var mixedShapeSlots = HashSlots()
  /// The entries placed while building, with their node and list, in the order placed.
  var placed: [(node: Int32, list: RouteIndex.EntryList, entry: Int32)] = []
  /// Open-addressing table of literal children, grown as it fills.
  var edgeSlots = [Int32](repeating: -1, count: 64)
  var edgeCount = 0
  /// The literal children, in the order made.
  var literalNodes: [Int32] = []

  init(origins: RouterOrigins) { self.origins = origins }

  /// Makes room for `count` routes whose patterns have `tokens` tokens and `bytes` bytes in
  /// all, so that the arrays do not grow one doubling at a time: a node is made for a token at
  /// most, besides a root for each priority, and a label holds bytes of a pattern. (A table
  /// of 10,000 routes outgrew a guess of two nodes a route by one root, and copied 640 KB.)
  /// Room reserved and not used is not written, so it costs the system no memory.
  mutating func reserve(routes count: Int, tokens: Int, bytes: Int) {
    nodes.reserveCapacity(tokens + count)
    entries.reserveCapacity(count)
    captures.reserveCapacity(count)
    placed.reserveCapacity(count)
    literalNodes.reserveCapacity(tokens)
    labels.reserveCapacity(bytes)
    // Room for about two literal edges a route at half load, so the table is not rebuilt
    // one doubling at a time.
    var slots = edgeSlots.count
    while slots < count * 4 { slots *= 2 }
    if slots > edgeSlots.count, edgeCount == 0 {
      edgeSlots = [Int32](repeating: -1, count: slots)
    }
  }

  mutating func newNode(parent: Int32) -> Int32 {
    nodes.append(RouteIndex.Node(parent: parent))
    return Int32(nodes.count - 1)
  }

  mutating func add(_ route: Route, index: Int32) {
    let root: Int32
    if let last = rootPriorities.last, last == route.priority {
      root = roots[roots.count - 1]
    } else {
      root = newNode(parent: -1)
      roots.append(root)
      rootPriorities.append(route.priority)
    }
    // The pattern's parts are read where they are: a copy of the pattern, or of its forms,
    // takes a reference to each, which a build of 10,000 routes paid about 100,000 times.
    let scope: RouteIndex.Scope
    switch route.pattern.scope {
    case .any: scope = .any
    case .scheme(let scheme):
      scope = .scheme(Int32(origins.schemes.firstIndex(of: scheme) ?? -1))
    case .host(let host): scope = .host(scopeHost(host))
    case .hostLabel(let suffix, _): scope = .hostLabel(scopeHost(suffix))
    }
    let hasExtras = route.pattern.extras != nil
    route.pattern.withTokens { tokens in
      // The pattern's bytes, which its tokens point into, read in place.
      URLBytes.reading(route.pattern.text) { text in
        for form in 0..<tokens.count {
          add(
            tokens, tokens.offsets(form), of: text, form: form, route: index, root, scope,
            hasExtras: hasExtras)
        }
      }
    }
  }

  /// Adds the form `form` of the route at `index`, whose tokens are those of `tokens` at
  /// `offsets` and whose pattern's bytes are `text`.
  private mutating func add(
    _ tokens: FormTokens, _ offsets: Range<Int>, of text: URLBytes, form: Int,
    route index: Int32, _ root: Int32, _ scope: RouteIndex.Scope, hasExtras: Bool
  ) {
    var node = root
    let capturesStart = Int32(captures.count)
    var list = RouteIndex.EntryList.terminal
    for offset in offsets {
      let token = tokens.token(at: offset)
      let position = offset - offsets.lowerBound
      switch token.kind {
      case .literal:
        node = literalChild(of: node, text.view(token.range), fold: !origins.caseSensitive)
      case .encodedLiteral:
        let decoded = PercentDecoding.bytes(text, token.range)
        node = URLBytes.reading(decoded) {
          literalChild(of: node, $0, fold: !origins.caseSensitive)
        }
      case .parameter:
        capture(text.view(token.range), position, .segment)
        node = parameterChild(of: node, token.type)
      case .path, .star:
        capture(text.view(token.range), position, .remainder)
        list = token.kind == .path ? RouteIndex.EntryList.path : .star
      case .mixed:
        let mixed = PatternParser.mixedSegment(token.range, in: text)
        node = mixedChild(of: node, mixed)
        // A mark naming the segment, then its placeholders.
        captures.append(
          RouteIndex.Capture(
            name: nodes[Int(node)].labelStart, position: position, take: .mixedSegment))
        for (part, name) in mixed.names.enumerated() {
          URLBytes.reading(name) { capture($0, position, .part(part)) }
        }
      }
    }
    let capturesCount = Int32(captures.count) - capturesStart
    let entry = Int32(entries.count)
    entries.append(
      RouteIndex.Entry(
        route: index, form: form, capturesStart: sharedCaptures(from: capturesStart),
        scope: scope, hasExtras: hasExtras,
        capturesCount: UInt16(clamping: capturesCount)))
    placed.append((node, list, entry))
  }

  /// Where the captures from `start` to the end are kept: an equal run added before, and these
  /// dropped; or `start`, for a new run. Routes of one shape capture the same names at the
  /// same positions, so a table keeps few runs, which a search reads from a few hot cache
  /// lines rather than from one line of its own for each route.
  mutating func sharedCaptures(from start: Int32) -> Int32 {
    let count = captures.count - Int(start)
    guard count > 0 else { return start }
    var hash = RouteIndex.hashSeed(parent: -1)
    for offset in Int(start)..<captures.count {
      hash = RouteIndex.hashMix(hash, captures[offset].word)
    }
    let key = RouteIndex.hashFinish(hash)
    let found = captureRunSlots.slot(key) { run in
      let other = captureRuns[Int(run)]
      guard other.count == count else { return false }
      for offset in 0..<count where captures[other.start + offset] != captures[Int(start) + offset]
      {
        return false
      }
      return true
    }
    if let found {
      // One at a time: `removeLast(_:)` took longer than the rest of the check.
      for _ in 0..<count { captures.removeLast() }
      return Int32(captureRuns[Int(captureRunSlots[found])].start)
    }
    captureRunSlots.insert(Int32(captureRuns.count), hash: key)
    captureRuns.append(CaptureRun(start: Int(start), count: count))
    return start
  }

  /// Adds a capture of the placeholder named `name` (its bytes) at the segment `position`.
  mutating func capture(_ name: URLBytes, _ position: Int, _ take: RouteIndex.Capture.Take) {
    let hash = RouteIndex.hash(name)
    let offset: Int32
    if let slot = captureNameSlots.slot(
      hash, where: { capturedName(Int($0), equals: name) })
    {
      offset = captureNameSlots[slot]
    } else {
      offset = Int32(captureNames.count)
      captureNames.append(String(decoding: name, as: UTF8.self))
      name.append(0..<name.count, to: &captureNameBytes)
      captureNameEnds.append(captureNameBytes.count)
      captureNameSlots.insert(offset, hash: hash)
    }
    captures.append(RouteIndex.Capture(name: offset, position: position, take: take))
  }

  /// Whether the name at `offset` in `captureNames` is `name`.
  private func capturedName(_ offset: Int, equals name: URLBytes) -> Bool {
    let start = offset == 0 ? 0 : captureNameEnds[offset - 1]
    guard captureNameEnds[offset] - start == name.count else { return false }
    for index in 0..<name.count where captureNameBytes[start + index] != name[index] {
      return false
    }
    return true
  }

  /// The offset of `host`'s bytes in `scopeHosts`, added once.
  mutating func scopeHost(_ host: String) -> Int32 {
    let bytes = Array(host.utf8)
    if let existing = scopeHosts.firstIndex(of: bytes) { return Int32(existing) }
    scopeHosts.append(bytes)
    return Int32(scopeHosts.count - 1)
  }

  /// The literal child of `parent` labelled `label`, ASCII letters lowercased when `fold` (as
  /// a search folds a URL's bytes: `É` stays `É`).
  mutating func literalChild(of parent: Int32, _ label: URLBytes, fold: Bool) -> Int32 {
    guard fold, label.contains(where: { lowercased($0) != $0 }) else {
      return literalChild(of: parent, label)
    }
    return URLBytes.reading(label.map(lowercased)) { literalChild(of: parent, $0) }
  }

  private mutating func literalChild(of parent: Int32, _ label: URLBytes) -> Int32 {
    let mask = edgeSlots.count - 1
    // The hash a search computes over a segment's decoded bytes.
    var slot = RouteIndex.hash(label, parent: parent) & mask
    while edgeSlots[slot] >= 0 {
      let child = nodes[Int(edgeSlots[slot])]
      if child.parent == parent, holds(child, label) { return edgeSlots[slot] }
      slot = (slot + 1) & mask
    }
    let child = newNode(parent: parent)
    literalNodes.append(child)
    nodes[Int(parent)].hasLiteralChildren = true
    nodes[Int(child)].labelStart = Int32(labels.count)
    nodes[Int(child)].labelCount = label.count
    label.append(0..<label.count, to: &labels)
    edgeSlots[slot] = child
    edgeCount += 1
    if edgeCount * 2 > edgeSlots.count { growEdges() }
    return child
  }

  /// Whether `node`'s label is `label`, byte for byte.
  private func holds(_ node: RouteIndex.Node, _ label: URLBytes) -> Bool {
    guard Int(node.labelCount) == label.count else { return false }
    var offset = Int(node.labelStart)
    for byte in label {
      if labels[offset] != byte { return false }
      offset += 1
    }
    return true
  }

  mutating func growEdges() {
    var slots = [Int32](repeating: -1, count: edgeSlots.count * 2)
    for child in edgeSlots where child >= 0 { insert(child, into: &slots) }
    edgeSlots = slots
  }

  /// The mixed-segment child of `parent` for `mixed`: mixed children come before typed ones,
  /// in precedence order (``MixedSegment/precedes(_:folding:)``). Segments of one shape share a child,
  /// as `:x` and `:y` do (the names are in each route's captures): `<a>x<b>` and `<c>x<d>`
  /// take the same texts, so later segments, not names, decide between their routes (and, in
  /// a table without case, `a<x>` and `A<y>`).
  mutating func mixedChild(of parent: Int32, _ mixed: MixedSegment) -> Int32 {
    let folding = !origins.caseSensitive
    // The hash ignores ASCII case; sharing is decided by `hasSameShape`.
    let shapeHash = RouteIndex.hash(mixed.shape.utf8, parent: parent)
    if let slot = mixedShapeSlots.slot(
      shapeHash,
      where: {
        WorkCounter.step()
        return nodes[Int($0)].parent == parent
          && mixedSegments[Int(nodes[Int($0)].labelStart)].hasSameShape(as: mixed, folding: folding)
      })
    {
      return mixedShapeSlots[slot]
    }
    if nodes[Int(parent)].entriesStart == 0 {
      mixedSiblings.append([])
      nodes[Int(parent)].entriesStart = Int32(mixedSiblings.count)
    }
    let list = Int(nodes[Int(parent)].entriesStart) - 1
    // Taken out, so that inserting in it does not copy it.
    var siblings = mixedSiblings[list]
    mixedSiblings[list] = []
    // The first sibling that does not precede this one: the siblings are in precedence order.
    var low = 0
    var high = siblings.count
    while low < high {
      WorkCounter.step()
      let middle = (low + high) / 2
      if mixedSegments[Int(nodes[Int(siblings[middle])].labelStart)].precedes(
        mixed, folding: folding)
      {
        low = middle + 1
      } else {
        high = middle
      }
    }
    let next =
      low < siblings.count
      ? siblings[low]
      : siblings.last.map { nodes[Int($0)].nextSibling } ?? nodes[Int(parent)].firstParameterChild
    let child = insertPlaceholderChild(
      of: parent, after: low > 0 ? siblings[low - 1] : -1, before: next)
    nodes[Int(child)].isMixed = true
    nodes[Int(child)].labelStart = Int32(mixedSegments.count)
    nodes[Int(child)].setMixedEdge(mixed.edge)
    mixedSegments.append(mixed)
    siblings.insert(child, at: low)
    mixedSiblings[list] = siblings
    mixedShapeSlots.insert(child, hash: shapeHash)
    return child
  }

  /// A new placeholder child of `parent`, between its children `previous` (-1: first) and
  /// `next` (-1: last).
  mutating func insertPlaceholderChild(of parent: Int32, after previous: Int32, before next: Int32)
    -> Int32
  {
    let child = newNode(parent: parent)
    nodes[Int(child)].nextSibling = next
    if previous >= 0 {
      nodes[Int(previous)].nextSibling = child
    } else {
      nodes[Int(parent)].firstParameterChild = child
    }
    return child
  }

  mutating func parameterChild(of parent: Int32, _ kind: ParameterType.Kind) -> Int32 {
    // Past the mixed children, which come first.
    var previous: Int32 = -1
    var current = nodes[Int(parent)].firstParameterChild
    if current >= 0, nodes[Int(current)].isMixed {
      previous = mixedSiblings[Int(nodes[Int(parent)].entriesStart) - 1].last ?? -1
      current = nodes[Int(previous)].nextSibling
    }
    while current >= 0, nodes[Int(current)].kind.rawValue < kind.rawValue {
      previous = current
      current = nodes[Int(current)].nextSibling
    }
    if current >= 0, nodes[Int(current)].kind == kind { return current }
    let child = insertPlaceholderChild(of: parent, after: previous, before: current)
    nodes[Int(child)].kind = kind
    return child
  }

  /// The finished arrays. At each node, entries limited to a scheme or host come before
  /// unlimited ones; otherwise they keep route order.
  consuming func finish() -> (
    nodes: [RouteIndex.Node], entries: [RouteIndex.Entry],
    captures: [RouteIndex.Capture], captureNames: [String], nearestEntries: [Int32],
    labels: [UInt8], edgeSlots: [Int32], roots: [Int32], scopeHosts: [[UInt8]],
    mixedSegments: [MixedSegment]
  ) {
    // A parent's `entriesStart` held its list of mixed children until now.
    for siblings in mixedSiblings {
      if let first = siblings.first { nodes[Int(nodes[Int(first)].parent)].entriesStart = 0 }
    }
    layOutDepthFirst()
    // Each node's entries, list by list, those limited to a scheme or host first, in route
    // order otherwise: one sort of everything placed.
    func rank(_ list: RouteIndex.EntryList) -> Int {
      switch list {
      case .terminal: return 0
      case .path: return 1
      case .star: return 2
      }
    }
    // Specialized, not `stableOrder`: it sorts every route (see `RouteIndex.init`).
    let order = placed.sorted { a, b in
      if a.node != b.node { return a.node < b.node }
      if a.list != b.list { return rank(a.list) < rank(b.list) }
      let aScope = entries[Int(a.entry)].scope.rank
      let bScope = entries[Int(b.entry)].scope.rank
      if aScope != bScope { return aScope < bScope }
      return a.entry < b.entry
    }
    // The entries are laid out in this order, each node's together, and numbered again: a
    // search then reads a node's entries in one run. Until the end of this function entries
    // keep the numbers they were made with (precedence order), which the nearest entries
    // below compare.
    var laidOut: [RouteIndex.Entry] = []
    laidOut.reserveCapacity(order.count)
    var renumbered = [Int32](repeating: -1, count: entries.count)
    var nodeOwnNearest = [Int32](repeating: -1, count: nodes.count)
    for item in order {
      let node = Int(item.node)
      if nodeOwnNearest[node] < 0 {
        nodes[node].entriesStart = Int32(laidOut.count)
        nodeOwnNearest[node] = item.entry
      } else {
        nodeOwnNearest[node] = min(nodeOwnNearest[node], item.entry)
      }
      renumbered[Int(item.entry)] = Int32(laidOut.count)
      laidOut.append(entries[Int(item.entry)])
      if entries[Int(item.entry)].hasExtras { nodes[node].hasExtras = true }
      // Counts saturate, as a node cannot hold 65,535 routes that differ only by origin.
      switch item.list {
      case .terminal: nodes[node].terminalCount = nodes[node].terminalCount.addingSaturated()
      case .path: nodes[node].pathCount = nodes[node].pathCount.addingSaturated()
      case .star: nodes[node].starCount = nodes[node].starCount.addingSaturated()
      }
    }
    // Nodes come after their parents: one pass from the last carries each subtree's nearest
    // entry up (an entry of the node itself is nearer than any below it). Entries are numbered
    // in precedence order, so the smaller wins a tie.
    // Two arrays serve: each node's depth becomes the depth of its nearest entry (none: the
    // greatest), and its own nearest entry becomes its subtree's.
    var nearestDepth = [Int32](repeating: 0, count: nodes.count)
    for offset in nodes.indices where nodes[offset].parent >= 0 {
      nearestDepth[offset] = nearestDepth[Int(nodes[offset].parent)] + 1
    }
    var nearestEntries = nodeOwnNearest
    nodeOwnNearest = []
    for offset in nearestEntries.indices where nearestEntries[offset] < 0 {
      nearestDepth[offset] = .max
    }
    for offset in nodes.indices.reversed() {
      let parent = Int(nodes[offset].parent)
      let nearest = nearestEntries[offset]
      guard parent >= 0, nearest >= 0 else { continue }
      let current = nearestEntries[parent]
      if nearestDepth[offset] < nearestDepth[parent]
        || (nearestDepth[offset] == nearestDepth[parent] && nearest < current)
      {
        nearestDepth[parent] = nearestDepth[offset]
        nearestEntries[parent] = nearest
      }
    }
    for offset in nearestEntries.indices where nearestEntries[offset] >= 0 {
      nearestEntries[offset] = renumbered[Int(nearestEntries[offset])]
    }
    let edgeSlots = listFewLiteralChildren()
    return (
      nodes, laidOut, captures, captureNames, nearestEntries, labels, edgeSlots, roots,
      scopeHosts, mixedSegments
    )
  }

  /// Lists the literal children of each node with at most `maximumListedChildren` of them, in
  /// the order they were added, and returns a table of the others' children only.
  private mutating func listFewLiteralChildren() -> [Int32] {
    var counts = [UInt8](repeating: 0, count: nodes.count)
    for child in literalNodes {
      let parent = Int(nodes[Int(child)].parent)
      if counts[parent] <= RouteIndex.maximumListedChildren { counts[parent] += 1 }
    }
    var hashed = 0
    var last = [Int32](repeating: -1, count: nodes.count)
    // Children in the order made, so that a list, and a chain of the table, keeps the order
    // the routes were added in.
    for child in literalNodes {
      let parent = Int(nodes[Int(child)].parent)
      guard counts[parent] <= RouteIndex.maximumListedChildren else {
        hashed += 1
        continue
      }
      if last[parent] < 0 {
        nodes[parent].firstLiteralChild = child
      } else {
        nodes[Int(last[parent])].nextSibling = child
      }
      last[parent] = child
    }
    var size = 8
    while size < hashed * 3 { size *= 2 }
    var slots = [Int32](repeating: -1, count: size)
    for child in literalNodes
    where counts[Int(nodes[Int(child)].parent)] > RouteIndex.maximumListedChildren {
      insert(child, into: &slots)
    }
    return slots
  }

  /// Puts `child` in the first free slot of its chain in `slots`.
  private func insert(_ child: Int32, into slots: inout [Int32]) {
    let node = nodes[Int(child)]
    let label = labels[Int(node.labelStart)..<Int(node.labelStart) + Int(node.labelCount)]
    let mask = slots.count - 1
    var slot = RouteIndex.hash(label, parent: node.parent) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = child
  }
}

extension UInt16 {
  /// One more, or the maximum.
  fileprivate func addingSaturated() -> UInt16 { self == .max ? self : self + 1 }
}
