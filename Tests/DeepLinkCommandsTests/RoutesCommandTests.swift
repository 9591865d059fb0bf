import Foundation
import Testing

@MainActor
@Suite struct RoutesCommandTests {
  @Test func printsTheTableInPrecedenceOrder() async throws {
    let run = await runTool(["routes", "--manifest", manifestPath])
    #expect(run.status == 0)
    #expect(run.output == (try golden("routes.txt")))
  }

  @Test func checkListsEveryProblem() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
    try #"""
    {"schemes": ["shop"], "routes": [
      {"name": "a", "pattern": "/a/:x"}, {"name": "b", "pattern": "/a/:y"},
      {"name": "c", "pattern": "/c/<wat:x>"}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await runTool(["routes", "--manifest", file.path, "--check"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        \(file.path): routes[1]: route 'b': pattern '/a/:y': matches exactly the same URLs as route 'a' ('/a/:x') with the same precedence; give one a priority or change a segment
        \(file.path): routes[2]: route 'c': pattern '/c/<wat:x>': position 5: unknown type 'wat' (expected int, double, bool, uuid, string, path, url or link)
        2 problems found

        """)
    let load = await runTool(["routes", "--manifest", file.path])
    #expect(load.status == 2)
  }

  @Test func checkPassesTheExample() async {
    let run = await runTool(["routes", "--manifest", manifestPath, "--check"])
    #expect(run.status == 0)
  }
}
