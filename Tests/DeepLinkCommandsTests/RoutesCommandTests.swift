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
    // The problems are listed as text: --json, which lists routes, is refused with --check.
    let json = await runTool(["routes", "--manifest", file.path, "--check", "--json"])
    #expect(json.status == 2)
    #expect(json.output == "")
    #expect(json.errors.hasPrefix("deeplink routes: --check takes no --json\n"))
  }

  /// The catalogue and the test plan are made from the examples: one that opens no route, or
  /// another, is a problem for `--check` (and so for the build plugin), and a warning for
  /// `docs` and `plan`, which leave it out.
  @Test func anExampleMustOpenItsRoute() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ex-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"""
    {"schemes": ["shop"], "routes": [
      {"name": "a", "pattern": "/a", "example": "shop://c"},
      {"name": "b", "pattern": "/b/<int:id>", "example": "shop://b/x"},
      {"name": "c", "pattern": "/c", "example": "shop://c"}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let problems = """
      \(file.path): routes[0].example: 'shop://c' opens route 'c', not 'a': give an example of this route
      \(file.path): routes[1].example: 'shop://b/x' opens no route (no route matches; closest is 'b' (/b/<int:id>): segment 2 'x' is not an int): give an example of route 'b'
      """
    let check = await runTool(["routes", "--manifest", file.path, "--check"])
    #expect(check.status == 1)
    #expect(check.output == problems + "\n2 problems found\n")
    let warnings = problems.split(separator: "\n").map { "warning: \($0)\n" }.joined()
    let docs = await runTool(["docs", "--manifest", file.path])
    #expect(docs.status == 0)
    #expect(docs.errors == warnings)
    #expect(docs.output.contains("Custom scheme: `shop://c`"))
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.example"])
    #expect(plan.status == 0)
    #expect(plan.errors == warnings)
  }

  /// A web-page route's example whose page the web allowlist refuses opens nothing on a device
  /// (the pipeline refuses the link): a problem for `--check`, left out of the catalogue and
  /// the plan, which say why. An allowed page, on a host under a `*.` entry, is no problem.
  @Test func anExampleMustOpenAPageTheAppLoads() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("wp-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"""
    {"schemes": ["shop"], "webAllowlist": ["*.example.com"], "routes": [
      {"name": "web", "pattern": "/web", "webPage": "url",
       "example": "shop://web?url=https://evil.test/x"},
      {"name": "doc", "pattern": "/doc/:page", "webPage": "page",
       "example": "shop://doc/https%3A%2F%2Fhelp.example.com%2Ffaq"},
      {"name": "bare", "pattern": "/bare", "webPage": "url", "example": "shop://bare"}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    let problems = """
      \(file.path): routes[0].example: 'shop://web?url=https://evil.test/x' opens a web page the app refuses (the web page's host 'evil.test' is not on the web allowlist): give an example whose page it loads
      \(file.path): routes[2].example: 'shop://bare' opens a web page the app refuses (the web page parameter 'url' is missing): give an example whose page it loads
      """
    let check = await runTool(["routes", "--manifest", file.path, "--check"])
    #expect(check.status == 1)
    #expect(check.output == problems + "\n2 problems found\n")
    let docs = await runTool(["docs", "--manifest", file.path])
    #expect(docs.errors == problems.split(separator: "\n").map { "warning: \($0)\n" }.joined())
    #expect(!docs.output.contains("evil.test"))
    #expect(!docs.output.contains("shop://bare"))
    #expect(docs.output.contains("Custom scheme: `shop://doc/https:%2F%2Fhelp.example.com%2Ffaq`"))
    let plan = await runTool(["plan", "--manifest", file.path, "--bundle-id", "com.x.y"])
    #expect(plan.status == 0)
    #expect(!plan.output.contains("## web"))
    #expect(plan.output.contains("## doc"))
    #expect(
      plan.output.hasSuffix(
        "\n## Not in this plan\n\n- web: the app refuses its example's web page\n"
          + "- bare: the app refuses its example's web page\n\n"))
  }

  /// A web-page route whose page comes from a placeholder no web page can fill refuses every
  /// link: a problem for `--check`. A `<url:>`, a plain placeholder, the rest of the path or a
  /// query item can hold a page.
  @Test func aWebPageFromANumberIsAProblem() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("wn-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"""
    {"schemes": ["shop"], "webAllowlist": ["example.com"], "routes": [
      {"name": "i", "pattern": "/i/<int:p>", "webPage": "p"},
      {"name": "u", "pattern": "/u/<uuid:p>", "webPage": "p"},
      {"name": "b", "pattern": "/b/<bool:p>", "webPage": "p"},
      {"name": "d", "pattern": "/d/<double:p>", "webPage": "p"},
      {"name": "url", "pattern": "/url/<url:p>", "webPage": "p"},
      {"name": "s", "pattern": "/s/:p", "webPage": "p"},
      {"name": "rest", "pattern": "/rest/<path:p>", "webPage": "p"},
      {"name": "q", "pattern": "/q", "webPage": "p"}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    let check = await runTool(["routes", "--manifest", file.path, "--check"])
    #expect(check.status == 1)
    let lines = [("i", "int"), ("u", "uuid"), ("b", "bool"), ("d", "double")].enumerated().map {
      "\(file.path): routes[\($0.offset)].webPage: the placeholder <\($0.element.1):p> never holds a web page: every link of route '\($0.element.0)' would be refused (take the page with <url:p> or a query item)\n"
    }
    #expect(check.output == lines.joined() + "4 problems found\n")
  }

  @Test func checkPassesTheExample() async {
    let run = await runTool(["routes", "--manifest", manifestPath, "--check"])
    #expect(run.status == 0)
  }

  /// `--json` gives one object per route, in precedence order, with every key of the route
  /// in the manifest (under the manifest's names): what a campaign tool reads.
  @Test func printsEachRouteAsJSONInPrecedenceOrder() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("j-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"""
    {"schemes": ["shop"], "routes": [
      {"name": "any", "pattern": "/p/:x"},
      {"name": "web", "pattern": "/web/<int:id>", "priority": 2, "requires": ["signedIn"],
       "example": "shop://web/1?url=https%3A%2F%2Fx.example", "description": "A page",
       "universal": false, "webPage": "url"},
      {"name": "screens", "pattern": "/s/*", "chain": ["red", "blue"]}]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = await runTool(["routes", "--manifest", file.path, "--json"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        {"name":"web","pattern":"/web/<int:id>","priority":2,"requires":["signedIn"],"example":"shop://web/1?url=https%3A%2F%2Fx.example","description":"A page","chain":[],"universal":false,"webPage":"url"}
        {"name":"any","pattern":"/p/:x","priority":0,"requires":[],"example":null,"description":null,"chain":[],"universal":true,"webPage":null}
        {"name":"screens","pattern":"/s/*","priority":0,"requires":[],"example":null,"description":null,"chain":["red","blue"],"universal":true,"webPage":null}

        """)
  }
}
