/// The compiled, immutable route table: a tree of segments in flat arrays of plain values.
///
/// The literal children of a node with many are found through one open-addressing hash table
/// keyed by (parent, label), those of a node with a few in a short list of their own (beside
/// their parent in memory, where the table's slots are anywhere); placeholder children hang off
/// their parent in a short list ordered by type; remainders are
/// kept on the node they start from. Precedence is settled here, when the table is built: a
/// search visits children in precedence order, so the first route it reaches is the best one.
final class RouteIndex: Sendable {
  /// One node of the tree, in 32 bytes: a table of 10,000 routes holds about 20,000 of them.
  struct Node: Sendable {
    var parent: Int32
    /// A literal child's label, at this offset in `labels`; a mixed child's offset in
    /// `mixedSegments`; a placeholder child's type (see ``kind``).
    var labelStart: Int32 = 0
    /// The first placeholder child, -1 if none; children are ordered by type.
    var firstParameterChild: Int32 = -1
    /// The next placeholder sibling, or the next literal sibling in a list of literal children;
    /// -1 if none.
    var nextSibling: Int32 = -1
    /// This node's first entry in `entries`, where its entries follow one another: routes
    /// ending here, then `<path:>` remainders, then `*` remainders.
    var entriesStart: Int32 = 0
    /// The first of the literal children when they are few (see
    /// `RouteIndex.maximumListedChildren`), listed through `nextSibling`; -1 when there are
    /// none or when they are in `edgeSlots`.
    var firstLiteralChild: Int32 = -1
    /// The literal's length in bytes in the low 13 bits (a pattern is at most 2,048 bytes, and
    /// lowercasing a literal can at most triple it), or a mixed child's edge byte (see
    /// ``setMixedEdge(_:)``), and the three flags above it.
    private var labelBits: UInt16 = 0
    var terminalCount: UInt16 = 0
    var pathCount: UInt16 = 0
    var starCount: UInt16 = 0

    init(parent: Int32) { self.parent = parent }

    var labelCount: Int {
      get { Int(labelBits & Self.countMask) }
      set { labelBits = labelBits & ~Self.countMask | UInt16(clamping: newValue) & Self.countMask }
    }
    /// The placeholder type of a placeholder child that is not mixed.
    var kind: ParameterType.Kind {
      get { ParameterType.Kind(rawValue: UInt8(truncatingIfNeeded: labelStart)) ?? .string }
      set { labelStart = Int32(newValue.rawValue) }
    }
    /// Whether some literal child hangs off this node.
    var hasLiteralChildren: Bool {
      get { flag(Self.literalChildrenBit) }
      set { setFlag(Self.literalChildrenBit, newValue) }
    }
    /// Whether some entry of this node has query items or a fragment pattern to check.
    var hasExtras: Bool {
      get { flag(Self.extrasBit) }
      set { setFlag(Self.extrasBit, newValue) }
    }
    /// Whether this placeholder child is a mixed segment (`user_<id>`): its `labelStart` is
    /// then the offset of its ``MixedSegment`` in `mixedSegments`.
    var isMixed: Bool {
      get { flag(Self.mixedBit) }
      set { setFlag(Self.mixedBit, newValue) }
    }

    var hasChildren: Bool { hasLiteralChildren || firstParameterChild >= 0 }

    /// A mixed child's edge byte (``MixedSegment/edge``), kept where a literal
    /// child keeps its length, so that a segment without it is passed over unsplit.
    mutating func setMixedEdge(_ edge: (byte: UInt8, atEnd: Bool)?) {
      labelCount =
        edge.map { Int($0.byte) | Self.edgeBit | ($0.atEnd ? Self.edgeAtEndBit : 0) } ?? 0
    }

    /// Whether the decoded segment `bytes` may fit this mixed child: it starts (or ends)
    /// with the child's edge byte, ASCII case aside when `folding` (in a table without case,
    /// and in a custom scheme's host, its first segment).
    func mayFit(_ bytes: [UInt8], folding: Bool) -> Bool {
      let bits = labelCount
      guard bits & Self.edgeBit != 0 else { return true }
      guard let byte = bits & Self.edgeAtEndBit != 0 ? bytes.last : bytes.first else {
        return false
      }
      let edge = UInt8(truncatingIfNeeded: bits)
      return folding ? lowercased(edge) == lowercased(byte) : edge == byte
    }

    private static let edgeBit = 0x100
    private static let edgeAtEndBit = 0x200

    private static let countMask: UInt16 = 0x1FFF
    private static let literalChildrenBit: UInt16 = 0x2000
    private static let extrasBit: UInt16 = 0x4000
    private static let mixedBit: UInt16 = 0x8000

    private func flag(_ bit: UInt16) -> Bool { labelBits & bit != 0 }
    private mutating func setFlag(_ bit: UInt16, _ on: Bool) {
      labelBits = on ? labelBits | bit : labelBits & ~bit
    }
  }

  /// One form of a route at its node, in 16 bytes (fields in this order, so that the 5-byte
  /// scope, the flags and the count pack without padding).
  struct Entry: Sendable {
    let route: Int32
    let capturesStart: Int32
    let scope: Scope
    /// The form's place among its route's forms in the low 7 bits (a pattern has at most 64
    /// forms), and whether the route has extras in the top bit.
    private let formBits: UInt8
    let capturesCount: UInt16

    init(
      route: Int32, form: Int, capturesStart: Int32, scope: Scope, hasExtras: Bool,
      capturesCount: UInt16
    ) {
      self.route = route
      self.capturesStart = capturesStart
      self.scope = scope
      self.formBits = UInt8(clamping: form) & 0x7F | (hasExtras ? 0x80 : 0)
      self.capturesCount = capturesCount
    }

    /// Which of its route's forms (``RoutePattern/variants``) this entry is.
    var form: Int { Int(formBits & 0x7F) }
    /// Whether the route has query items or a fragment pattern to check once its path
    /// matched (see ``PatternExtras``).
    var hasExtras: Bool { formBits & 0x80 != 0 }
  }

  /// The origin an entry is limited to, as plain values.
  enum Scope: Sendable {
    case any
    /// The router's custom scheme at this offset.
    case scheme(Int32)
    /// The host `scopeHosts[offset]`.
    case host(Int32)
    /// One DNS label, then the host `scopeHosts[offset]` (a pattern's `*.` or `<name>.`).
    case hostLabel(Int32)
  }

  /// The lists of entries a node keeps, in the order they are tried.
  enum EntryList: CaseIterable {
    /// Routes ending at the node.
    case terminal
    /// `<path:>` remainders starting at the node (one or more segments).
    case path
    /// `*` remainders starting at the node (zero or more segments).
    case star
  }

  /// A placeholder a route captures, in 8 bytes: its name is an offset in `captureNames`, so
  /// that a table keeps each name once rather than once a route. A mixed segment's
  /// placeholders follow a mark naming the segment.
  struct Capture: Sendable, Equatable {
    /// What a capture takes from the URL.
    enum Take: Equatable {
      /// The segment at `position`.
      case segment
      /// The segments from `position` to the end: a `*` or `<path:>` remainder.
      case remainder
      /// Not a placeholder: marks the mixed segment at `position`, whose placeholders follow;
      /// `name` is its offset in `mixedSegments`.
      case mixedSegment
      /// The placeholder at this offset among those of the mixed segment marked before.
      case part(Int)
    }

    /// The offset of the placeholder's name in `captureNames`; for a mark, the offset of the
    /// segment in `mixedSegments`.
    let name: Int32
    /// The segment's offset in the path: patterns are at most 2,048 bytes, so 16 bits hold it.
    let position: UInt16
    /// ``Take`` in 16 bits: a part's offset, or a negative code for the other cases.
    private let stored: Int16

    init(name: Int32, position: Int, take: Take) {
      self.name = name
      self.position = UInt16(clamping: position)
      switch take {
      case .segment: stored = -1
      case .remainder: stored = -2
      case .mixedSegment: stored = -3
      case .part(let offset): stored = Int16(clamping: offset)
      }
    }

    /// The capture as one word, for hashing a run of them.
    var word: UInt64 {
      UInt64(UInt32(bitPattern: name)) | UInt64(position) << 32
        | UInt64(UInt16(bitPattern: stored)) << 48
    }

    var take: Take {
      switch stored {
      case -1: .segment
      case -2: .remainder
      case -3: .mixedSegment
      default: .part(Int(stored))
      }
    }
  }

  let routes: [Route]
  /// The offsets in `routes` in the order of the routes' names: building a URL and installing
  /// a handler look a route up by name, which a table of thousands must not do one route at a
  /// time (4 bytes a route, where a dictionary took 33).
  let nameOrder: [Int32]
  let nodes: [Node]
  /// The entries, node by node (see ``Node/entriesStart``): a search reads the entries it
  /// tries one after another, and no list of offsets between.
  let entries: [Entry]
  let captures: [Capture]
  /// The placeholder names of the table, each once.
  let captureNames: [String]
  /// For each node, the entry closest to it in its subtree: the shallowest, then the first in
  /// precedence order; the route a miss there is compared with. -1 if none. Read only for a
  /// miss, so kept apart from the nodes.
  let nearestEntries: [Int32]
  let labels: [UInt8]
  /// The literal children of nodes with more than `maximumListedChildren`, by (parent, label).
  let edgeSlots: [Int32]
  let roots: [Int32]
  let scopeHosts: [[UInt8]]
  /// The mixed segments of the table, one per distinct segment.
  let mixedSegments: [MixedSegment]
  let origins: RouterOrigins
  let schemeBytes: [[UInt8]]
  let domainBytes: [[UInt8]]

  /// Builds the index. The routes must already be validated (see `RouteTableValidator`).
  init(routes unsorted: [Route], origins: RouterOrigins) {
    // The names are sorted first: they order the routes whose keys are otherwise equal.
    let names = unsorted.map(\.name)
    let byName = names.indices.sorted { names[$0] < names[$1] }
    let (order, tokens, bytes) = Self.precedenceOrder(
      unsorted, byName: byName, folding: !origins.caseSensitive)
    var builder = RouteIndexBuilder(origins: origins)
    builder.reserve(routes: unsorted.count, tokens: tokens, bytes: bytes)
    var sortedOffset = [Int32](repeating: 0, count: unsorted.count)
    for (position, offset) in order.enumerated() { sortedOffset[offset] = Int32(position) }
    let routes = order.map { unsorted[$0] }
    // By offset: a route taken out of the array by a loop is a copy, a reference taken.
    for offset in routes.indices { builder.add(routes[offset], index: Int32(offset)) }
    let built = builder.finish()
    // The routes as they came: a pattern's forms are a few plain tokens (8 bytes a segment),
    // kept rather than copied out of every route.
    self.routes = routes
    self.nameOrder = byName.map { sortedOffset[$0] }
    // Copies of exactly their size: arrays grown while building keep up to twice the room.
    self.nodes = Self.exactCopy(built.nodes)
    self.entries = built.entries  // laid out again at their exact size
    self.captures = Self.exactCopy(built.captures)
    self.captureNames = built.captureNames
    self.nearestEntries = built.nearestEntries
    self.labels = Self.exactCopy(built.labels)
    self.edgeSlots = built.edgeSlots
    self.roots = built.roots
    self.scopeHosts = built.scopeHosts
    self.mixedSegments = built.mixedSegments
    self.origins = origins
    self.schemeBytes = origins.schemes.map { Array($0.utf8) }
    self.domainBytes = origins.domains.map { Array($0.utf8) }
  }

  /// `array` in a buffer of its size: `Array(array[...])` keeps the array's own buffer, with
  /// all the room it was given while building.
  static func exactCopy<Element>(_ array: [Element]) -> [Element] {
    guard array.capacity > array.count else { return array }
    var copy: [Element] = []
    copy.reserveCapacity(array.count)
    copy.append(contentsOf: array)
    return copy
  }

  /// The offsets of `routes` in precedence order. Tables have few shapes of key (a priority
  /// and the kinds of segments, ``PrecedenceKey``), so the routes are grouped by key, the groups
  /// sorted, and each group's routes placed in name order (`byName`): the order a sort of all
  /// the routes gives, at the cost of a hash per route instead of a sort of every route. With
  /// it, the tokens and bytes of the patterns, counted in the same pass: they bound what the
  /// index can need.
  static func precedenceOrder(_ routes: [Route], byName: [Int], folding: Bool) -> (
    order: [Int], tokens: Int, bytes: Int
  ) {
    var tokens = 0
    var bytes = 0
    var groups = HashSlots()
    // The key of each group, and each route's group: a key is made once a route, and only the
    // groups' are kept.
    var keys: [PrecedenceKey] = []
    var groupOf = [Int32](repeating: 0, count: routes.count)
    for offset in routes.indices {
      bytes += routes[offset].pattern.text.utf8.count
      let key = routes[offset].pattern.withTokens { forms in
        tokens += forms.tokenCount
        return PrecedenceKey(routes[offset].priority, firstFormOf: forms)
      }
      let hash = key.groupHash
      if let slot = groups.slot(hash, where: { keys[Int($0)] == key }) {
        groupOf[offset] = groups[slot]
      } else {
        groupOf[offset] = Int32(keys.count)
        groups.insert(Int32(keys.count), hash: hash)
        keys.append(key)
      }
    }
    // There are few groups, so the module's shared sort serves.
    let sortedGroups = stableOrder(keys.count) { keys[$0].precedes(keys[$1]) }
    var counts = [Int](repeating: 0, count: keys.count)
    for group in groupOf { counts[Int(group)] += 1 }
    var next = [Int](repeating: 0, count: keys.count)
    var start = 0
    for group in sortedGroups {
      next[group] = start
      start += counts[group]
    }
    var order = [Int](repeating: 0, count: routes.count)
    for offset in byName {
      let group = Int(groupOf[offset])
      order[next[group]] = offset
      next[group] += 1
    }
    // Mixed segments of different shapes at one place are tried in their own order, which
    // keys do not hold: the routes holding one are sorted again among their own places,
    // keeping this order where it is silent. A route without one keeps its place: one that the
    // keys put between two routes this sort swaps holds a mixed segment where those two part.
    if keys.contains(where: \.holdsMixed) { mixedOrder(&order, groupOf, keys, routes, folding) }
    return (order, tokens, bytes)
  }

  /// The routes of `order` whose keys hold a mixed segment, sorted among their places in the
  /// order the index tries them: segment by segment by rank, and where both are mixed
  /// segments of different shapes, by those (``MixedSegment/precedes(_:folding:)``); then the
  /// longer pattern first, unless it goes on with `*` (``PrecedenceKey/longerFirst(nextRank:)``).
  /// Read as text, once a route: only tables with mixed segments come here.
  @inline(never)
  static func mixedOrder(
    _ order: inout [Int], _ groupOf: [Int32], _ keys: [PrecedenceKey], _ routes: [Route],
    _ folding: Bool
  ) {
    var places: [Int] = []
    for place in order.indices where keys[Int(groupOf[order[place]])].holdsMixed {
      places.append(place)
    }
    let forms = places.map { routes[order[$0]].pattern.variants[0].segments }
    let priorities = places.map { routes[order[$0]].priority }
    let sorted = stableOrder(places.count) { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let (p, q) = (forms[a], forms[b])
      for offset in 0..<min(p.count, q.count) {
        if p[offset].rank != q[offset].rank { return p[offset].rank < q[offset].rank }
        if case .mixed(let m) = p[offset].kind, case .mixed(let n) = q[offset].kind,
          !m.hasSameShape(as: n, folding: folding)
        {
          return m.precedes(n, folding: folding)
        }
      }
      if p.count > q.count { return PrecedenceKey.longerFirst(nextRank: p[q.count].rank) }
      if q.count > p.count { return !PrecedenceKey.longerFirst(nextRank: q[p.count].rank) }
      return false
    }
    let offsets = places.map { order[$0] }
    for index in places.indices { order[places[index]] = offsets[sorted[index]] }
  }

  /// The route named `name`, found by a binary search of `nameOrder`.
  func route(named name: String) -> Route? {
    var low = 0
    var high = nameOrder.count
    while low < high {
      let middle = (low + high) / 2
      let route = routes[Int(nameOrder[middle])]
      if route.name == name { return route }
      if route.name < name { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  /// Whether the entry `a` comes before `b` in precedence: routes are numbered in precedence
  /// order, and a route's forms in the order of its variants. A missing entry (-1) comes first.
  func precedes(entry a: Int32, _ b: Int32) -> Bool {
    guard a >= 0, b >= 0 else { return a < b }
    let first = entries[Int(a)]
    let second = entries[Int(b)]
    return first.route != second.route ? first.route < second.route : first.form < second.form
  }

  /// The most literal children a node keeps in a list of its own rather than in `edgeSlots`:
  /// a search compares the segment with each in turn.
  static let maximumListedChildren = 8

  @inline(__always) static func hashSeed(parent: Int32) -> UInt64 {
    0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
  }
  /// FNV-1a over ASCII-lowercased bytes, so a case-insensitive lookup finds the same slot.
  @inline(__always) static func hashStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    hashMix(hash, UInt64(lowercased(byte)))
  }
  /// FNV-1a's step over a whole word, for hashes of values rather than of text.
  @inline(__always) static func hashMix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    (hash ^ word) &* 0x100_0000_01b3
  }
  @inline(__always) static func hashFinish(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
  /// The hash of `bytes` under the node `parent` (-1: none), as a lookup computes it.
  @inline(__always) static func hash(_ bytes: some Sequence<UInt8>, parent: Int32 = -1) -> Int {
    var hash = hashSeed(parent: parent)
    for byte in bytes { hash = hashStep(hash, byte) }
    return hashFinish(hash)
  }
}

extension RouteIndex.Scope {
  /// Rank in precedence, lower wins: a scheme or an exact host, then one label under a host
  /// (`*.` or `<name>.`), then every origin.
  var rank: Int {
    switch self {
    case .scheme, .host: 0
    case .hostLabel: 1
    case .any: 2
    }
  }
}

/// What orders routes in the index before their names: higher priority, then the more
/// specific pattern (compared segment by segment; where one pattern ends and the other goes
/// on, the longer first, unless it goes on with `*`: a link that ends there opens the pattern
/// that ends, as the index tries a node's ending routes before its `*` ones). Routes of equal
/// keys are ordered by name, so the order never depends on registration order.
struct PrecedenceKey: Equatable {
  let priority: Int
  /// The first 16 segments' ranks, four bits each, the first in the highest bits: each is
  /// stored as 15 - rank (ranks are 0...10), `*` as 3 and an absent segment as 4, so that a
  /// greater number is the more specific pattern.
  let packed: UInt64
  /// The ranks after the first 16 segments; empty for almost every pattern.
  let rest: [UInt8]

  /// The key of a route of `priority` whose forms are `tokens`: its first form (every
  /// optional group present) is the one compared.
  init(_ priority: Int, firstFormOf tokens: FormTokens) {
    self.priority = priority
    let offsets = tokens.offsets(0)
    let count = min(offsets.count, 16)
    // Every absent segment's 4 (a shift by 64 gives 0: no segment is absent).
    var packed: UInt64 = 0x4444_4444_4444_4444 >> (4 * count)
    for offset in offsets.prefix(16) {
      let rank = tokens.token(at: offset).rank
      let stored = rank >= Self.starRank ? 3 : 15 - rank
      packed |= UInt64(stored) << (60 - 4 * (offset - offsets.lowerBound))
    }
    self.packed = packed
    rest = offsets.dropFirst(16).map { UInt8(tokens.token(at: $0).rank) }
  }

  /// Whether the pattern holds a mixed segment (rank 1, stored as 14).
  var holdsMixed: Bool {
    var bits = packed
    while bits != 0 {
      if bits & 0xF == 14 { return true }
      bits >>= 4
    }
    return rest.contains(1)
  }

  /// A hash of the key, for grouping routes of equal keys.
  var groupHash: Int {
    var hash = RouteIndex.hashSeed(parent: -1)
    hash = RouteIndex.hashMix(hash, UInt64(bitPattern: Int64(priority)))
    hash = RouteIndex.hashMix(hash, packed)
    for rank in rest { hash = RouteIndex.hashStep(hash, rank) }
    return RouteIndex.hashFinish(hash)
  }

  /// Whether a route of key `self` is tried before one of key `other` (false when equal).
  func precedes(_ other: PrecedenceKey) -> Bool {
    if priority != other.priority { return priority > other.priority }
    if packed != other.packed { return packed > other.packed }
    for (x, y) in zip(rest, other.rest) where x != y { return x < y }
    if rest.count > other.rest.count {
      return Self.longerFirst(nextRank: Int(rest[other.rest.count]))
    }
    if other.rest.count > rest.count {
      return !Self.longerFirst(nextRank: Int(other.rest[rest.count]))
    }
    return false
  }

  /// The rank of `*`, the last.
  static let starRank = 11

  /// Where one pattern ends and another goes on with a segment of rank `nextRank`, whether
  /// the longer comes first: yes, unless it goes on with `*`, which a link ending there takes
  /// after the pattern that ends.
  static func longerFirst(nextRank: Int) -> Bool { nextRank < starRank }
}
