extension RouteIndexBuilder {
  /// Numbers the nodes depth first, each subtree in one run right after its root, and lays the
  /// labels out in the same order.
  ///
  /// Nodes are made as routes come in precedence order, which scatters a path's nodes across
  /// the table (all `/x/list` routes, then all `/x/item/:id` ones); a search goes down one path,
  /// so in this order the nodes and labels it reads sit a few cache lines apart rather than
  /// anywhere in arrays of megabytes. Parents still come before their children, and each
  /// node's children keep the order they were made in.
  mutating func layOutDepthFirst() {
    let count = nodes.count
    // Each subtree's size, carried up from the last node (children come after parents).
    var size = [Int32](repeating: 1, count: count)
    for offset in nodes.indices.reversed() where nodes[offset].parent >= 0 {
      size[Int(nodes[offset].parent)] += size[offset]
    }
    // Preorder: each root's subtree in one run, in root order; under a node, each child's
    // subtree in turn, in the order the children were made. A node's size is read once, when
    // it is placed, so its entry then becomes where its next child goes (`size` holds both).
    var renumbered = [Int32](repeating: 0, count: count)
    var nextRoot: Int32 = 0
    for offset in 0..<count {
      let parent = Int(nodes[offset].parent)
      if parent < 0 {
        renumbered[offset] = nextRoot
        nextRoot += size[offset]
      } else {
        renumbered[offset] = size[parent]
        size[parent] += size[offset]
      }
      size[offset] = renumbered[offset] + 1
    }
    var order = [Int32](repeating: 0, count: count)
    for offset in 0..<count { order[Int(renumbered[offset])] = Int32(offset) }
    var isLiteral = [Bool](repeating: false, count: count)
    for child in literalNodes { isLiteral[Int(child)] = true }
    func map(_ node: Int32) -> Int32 { node >= 0 ? renumbered[Int(node)] : node }
    var laidOut = [RouteIndex.Node](repeating: RouteIndex.Node(parent: -1), count: count)
    var laidOutLabels = [UInt8](repeating: 0, count: labels.count)
    var labelEnd = 0
    for (position, old) in order.enumerated() {
      var node = nodes[Int(old)]
      node.parent = map(node.parent)
      node.firstParameterChild = map(node.firstParameterChild)
      node.nextSibling = map(node.nextSibling)
      node.firstLiteralChild = map(node.firstLiteralChild)
      // Only a literal child's `labelStart` is an offset in `labels`.
      if isLiteral[Int(old)] {
        let start = Int(node.labelStart)
        node.labelStart = Int32(labelEnd)
        for offset in start..<start + node.labelCount {
          laidOutLabels[labelEnd] = labels[offset]
          labelEnd += 1
        }
      }
      laidOut[position] = node
    }
    nodes = laidOut
    labels = laidOutLabels
    roots = roots.map(map)
    literalNodes = literalNodes.map(map)
    for offset in placed.indices { placed[offset].node = map(placed[offset].node) }
  }
}
