/// The compiled, immutable route table: a tree of segments in flat arrays.
///
/// Literal children are found through one open-addressing hash table keyed by (parent, label),
/// placeholder children by type, and remainders are kept on the node they start from. Precedence
/// is settled here, when the table is built: a search visits children in precedence order and
/// the first route it reaches is the best one.
final class RouteIndex: Sendable {
  struct Capture: Sendable {
    let name: String
    let position: Int32
    let type: ParameterType.Kind
    /// `true` for a `*` or `<path:>` remainder, captured from `position` to the end.
    let isRemainder: Bool
  }

  struct Entry: Sendable {
    let route: Int32
    let scope: Scope
    let segmentCount: Int32
    let captures: [Capture]
  }

  enum Scope: Sendable, Equatable {
    case any
    case scheme(Int32)
    case host([UInt8])

    var isLimited: Bool { self != .any }
  }

  struct Node: Sendable {
    var parent: Int32
    var labelStart: Int32 = 0
    var labelCount: Int32 = 0
    var terminals: Range<Int32> = 0..<0
    var pathRemainders: Range<Int32> = 0..<0
    var starRemainders: Range<Int32> = 0..<0
  }

  /// Node types a placeholder child can have, in search order.
  static let parameterKinds: [ParameterType.Kind] = [.int, .uuid, .bool, .double, .string]

  let routes: [Route]
  let entries: [Entry]
  let nodes: [Node]
  /// `nodes.count * parameterKinds.count` child indices, -1 where none.
  let parameterChildren: [Int32]
  let labels: [UInt8]
  let edgeSlots: [Int32]
  let edgeMask: Int
  let roots: [Int32]
  let origins: RouterOrigins
  let schemeBytes: [[UInt8]]
  let domainBytes: [[UInt8]]

  /// Builds the index. `routes` must already be validated (see `RouteTableValidator`).
  init(routes unsorted: [Route], origins: RouterOrigins) {
    let routes = unsorted.sorted(by: RouteIndex.precedes)
    self.routes = routes
    self.origins = origins
    self.schemeBytes = origins.schemes.map { Array($0.utf8) }
    self.domainBytes = origins.domains.map { Array($0.utf8) }
    let kindsCount = RouteIndex.parameterKinds.count

    var nodes: [Node] = []
    var parameterChildren: [Int32] = []
    var labels: [UInt8] = []
    var edges: [EdgeKey: Int32] = [:]
    var entries: [Entry] = []
    var terminals: [[Int32]] = []
    var pathRemainders: [[Int32]] = []
    var starRemainders: [[Int32]] = []
    var roots: [Int32] = []
    var rootPriorities: [Int] = []

    func newNode(parent: Int32) -> Int32 {
      nodes.append(Node(parent: parent))
      parameterChildren.append(contentsOf: repeatElement(-1, count: kindsCount))
      terminals.append([])
      pathRemainders.append([])
      starRemainders.append([])
      return Int32(nodes.count - 1)
    }

    for (routeIndex, route) in routes.enumerated() {
      let root: Int32
      if let last = rootPriorities.last, last == route.priority {
        root = roots[roots.count - 1]
      } else {
        root = newNode(parent: -1)
        roots.append(root)
        rootPriorities.append(route.priority)
      }
      let scope: Scope
      switch route.pattern.scope {
      case .any: scope = .any
      case .scheme(let scheme):
        scope = .scheme(Int32(origins.schemes.firstIndex(of: scheme) ?? -1))
      case .host(let host): scope = .host(Array(host.utf8))
      }
      for variant in route.pattern.variants {
        var node = root
        var captures: [Capture] = []
        var segmentCount = Int32(variant.segments.count)
        for (position, segment) in variant.segments.enumerated() {
          switch segment.kind {
          case .literal(let text):
            let label = Array((origins.caseSensitive ? text : text.lowercased()).utf8)
            let key = EdgeKey(parent: node, label: label)
            if let child = edges[key] {
              node = child
            } else {
              let child = newNode(parent: node)
              nodes[Int(child)].labelStart = Int32(labels.count)
              nodes[Int(child)].labelCount = Int32(label.count)
              labels.append(contentsOf: label)
              edges[key] = child
              node = child
            }
          case .parameter(let type):
            captures.append(
              Capture(
                name: segment.name!, position: Int32(position), type: type.kind,
                isRemainder: false))
            let slot = Int(node) * kindsCount + RouteIndex.parameterKinds.firstIndex(of: type.kind)!
            if parameterChildren[slot] < 0 {
              let child = newNode(parent: node)
              parameterChildren[slot] = child
            }
            node = parameterChildren[slot]
          case .remainder:
            captures.append(
              Capture(
                name: segment.name!, position: Int32(position), type: .path, isRemainder: true))
            segmentCount = Int32(position)
          }
        }
        let entry = Int32(entries.count)
        entries.append(
          Entry(
            route: Int32(routeIndex), scope: scope, segmentCount: segmentCount, captures: captures))
        switch variant.segments.last?.kind {
        case .remainder(oneOrMore: true): pathRemainders[Int(node)].append(entry)
        case .remainder(oneOrMore: false): starRemainders[Int(node)].append(entry)
        default: terminals[Int(node)].append(entry)
        }
      }
    }

    // Limited scopes are tried before unlimited ones at the same node; otherwise route order.
    var pool: [Int32] = []
    func store(_ list: [Int32]) -> Range<Int32> {
      let sorted = list.enumerated().sorted {
        let a = entries[Int($0.element)].scope.isLimited
        let b = entries[Int($1.element)].scope.isLimited
        return a != b ? a : $0.offset < $1.offset
      }
      let start = Int32(pool.count)
      pool.append(contentsOf: sorted.map(\.element))
      return start..<Int32(pool.count)
    }
    for offset in nodes.indices {
      nodes[offset].terminals = store(terminals[offset])
      nodes[offset].pathRemainders = store(pathRemainders[offset])
      nodes[offset].starRemainders = store(starRemainders[offset])
    }
    self.entryPool = pool

    // The edge table: capacity a power of two at least twice the number of edges.
    var capacity = 16
    while capacity < edges.count * 2 { capacity <<= 1 }
    var slots = [Int32](repeating: -1, count: capacity)
    let mask = capacity - 1
    for child in edges.values.sorted() {
      let node = nodes[Int(child)]
      var hash = labels.withUnsafeBufferPointer { buffer in
        RouteIndex.hash(
          parent: node.parent,
          UnsafeBufferPointer(
            rebasing: buffer[Int(node.labelStart)..<Int(node.labelStart + node.labelCount)]))
      }
      while slots[Int(truncatingIfNeeded: hash) & mask] >= 0 { hash &+= 1 }
      slots[Int(truncatingIfNeeded: hash) & mask] = child
    }
    self.nodes = nodes
    self.parameterChildren = parameterChildren
    self.labels = labels
    self.edgeSlots = slots
    self.edgeMask = mask
    self.entries = entries
    self.roots = roots
  }

  let entryPool: [Int32]

  private struct EdgeKey: Hashable {
    let parent: Int32
    let label: [UInt8]
  }

  /// Whether `a` is tried before `b`: higher priority, then the more specific pattern
  /// (compared segment by segment), then the name, so the order never depends on
  /// registration order.
  static func precedes(_ a: Route, _ b: Route) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    let left = a.pattern.variants.first?.segments ?? []
    let right = b.pattern.variants.first?.segments ?? []
    for (x, y) in zip(left, right) where x.rank != y.rank { return x.rank < y.rank }
    if left.count != right.count { return left.count > right.count }
    return a.name < b.name
  }

  /// FNV-1a over ASCII-lowercased bytes, mixed with the parent node.
  @inline(__always)
  static func hash(parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash = hashSeed(parent: parent)
    for byte in bytes { hash = hashStep(hash, byte) }
    return hashFinish(hash)
  }

  @inline(__always) static func hashSeed(parent: Int32) -> UInt64 {
    0xcbf2_9ce4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
  }
  @inline(__always) static func hashStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(lowercased(byte))) &* 0x100_0000_01b3
  }
  @inline(__always) static func hashFinish(_ hash: UInt64) -> UInt64 { hash ^ (hash >> 29) }
}
