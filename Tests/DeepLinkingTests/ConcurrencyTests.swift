import DeepLinking
import Testing

@Suite struct ConcurrencyTests {
  @Test func matchesFromManyTasksWhileRoutesAreAdded() async throws {
    let router = try Router(schemes: ["shop"])
    try router.add(Route("product", pattern: "/product/<int:id>"))
    await withTaskGroup(of: Int.self) { group in
      group.addTask {
        for index in 0..<200 {
          try? router.add(Route("section\(index)", pattern: "/section\(index)/:id"))
        }
        return 0
      }
      for _ in 0..<4 {
        group.addTask {
          var hits = 0
          for index in 0..<2_000 where router.match("shop://product/\(index)")?.name == "product" {
            hits += 1
          }
          return hits
        }
      }
      var total = 0
      for await hits in group { total += hits }
      #expect(total == 8_000)
    }
    #expect(router.routes.count == 201)
    #expect(router.match("shop://section199/x")?.name == "section199")
  }
}
