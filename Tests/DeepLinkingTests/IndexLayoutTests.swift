import Testing

@testable import DeepLinking

/// The index lays each subtree out in one run after its root, so that a search down one path
/// reads nodes that sit together (the benchmark's `flatness` rows measure what that buys).
@Suite struct IndexLayoutTests {
  @Test func eachSubtreeIsOneRunRightAfterItsRoot() throws {
    // Added in precedence order, these make each section's nodes far apart: every `/list`
    // route comes before every `/item/:id` one.
    var routes: [Route] = []
    for section in 0..<40 {
      routes.append(try Route("list\(section)", pattern: "/s\(section)/list"))
      routes.append(try Route("item\(section)", pattern: "/s\(section)/item/:id"))
      routes.append(try Route("comments\(section)", pattern: "/s\(section)/item/:id/c/:cid"))
    }
    routes.append(try Route("high", pattern: "/s0/top", priority: 5))
    let index = try Router(schemes: ["shop"], routes: routes).index
    let nodes = index.nodes
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
      var current = Int(nodes[node].parent)
      while current >= 0 {
        if current == ancestor { return true }
        current = Int(nodes[current].parent)
      }
      return false
    }
    for (offset, node) in nodes.enumerated() where node.parent >= 0 {
      let parent = Int(node.parent)
      #expect(parent < offset)
      // Preorder: whatever lies between a node's parent and the node hangs off that parent.
      for between in parent + 1..<offset {
        #expect(
          isDescendant(between, of: parent), "node \(between) between \(parent) and \(offset)")
      }
    }
    // One root for each priority, the higher first, each followed by its whole tree.
    #expect(index.roots.count == 2)
    #expect(index.roots.first == 0)
  }
}
