import DeepLinking
import DeepLinkingTools
import Foundation
import Testing

@Suite struct ManifestTests {
  @Test func loadsTheExample() throws {
    let manifest = try exampleManifest()
    #expect(manifest.routes.count == 20)
    #expect(manifest.origins.schemes == ["shop"])
    #expect(manifest.routes.first { $0.name == "orders" }?.requires == ["signedIn"])
    #expect(manifest.routes.first { $0.name == "screens" }?.chain.count == 3)
    #expect(manifest.routes.first { $0.name == "web" }?.webPageParameter == "url")
    #expect(manifest.routes.first { $0.name == "checkout" }?.opensAsUniversalLink == false)
  }

  @Test func everyExampleMatchesItsRoute() throws {
    let manifest = try exampleManifest()
    let router = manifest.router
    for route in manifest.routes {
      let example = try #require(route.example)
      #expect(router.match(example)?.name == route.name, "\(example)")
    }
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let label: String
    let json: String
    let message: String
    var testDescription: String { label }
  }

  static func routes(_ routes: String, schemes: String = #"["shop"]"#) -> String {
    #"{"schemes": \#(schemes), "domains": ["shop.example.com"], "routes": [\#(routes)]}"#
  }

  @Test(arguments: [
    Bad(
      label: "bad JSON", json: "{\"schemes\": [\"shop\"],\n \"routes\": [}",
      message: "m.json: invalid JSON at line 2, column 13: unexpected character '}'"),
    // Text quoted from the input shows hidden characters encoded: a key holding an escape
    // sequence cannot colour or clear the terminal a message is printed on.
    Bad(
      label: "a key holding an escape, twice",
      json: #"{"schemes": ["shop"], "\u001b[2Jx": 1, "\u001b[2Jx": 2, "routes": []}"#,
      message:
        #"m.json: invalid JSON at line 1, column 40: the key "%1B[2Jx" is written twice in this object"#
    ),
    Bad(
      label: "an unknown key holding an escape",
      json: #"{"schemes": ["shop"], "routes": [], "\u001b[2Jx": 1}"#,
      message:
        "m.json: %1B[2Jx: unknown key (expected one of allowHTTP, caseSensitive, domains, externalSchemes, routes, schemes, swiftType, webAllowlist)"
    ),
    Bad(
      label: "a character out of place", json: "{\"schemes\": é}",
      message: "m.json: invalid JSON at line 1, column 13: unexpected character 'é'"),
    Bad(
      label: "not an object", json: "[]",
      message: "m.json: the manifest must be a JSON object, not an array"),
    Bad(
      label: "unknown key", json: #"{"schemes": ["shop"], "routes": [], "colour": 1}"#,
      message:
        "m.json: colour: unknown key (expected one of allowHTTP, caseSensitive, domains, externalSchemes, routes, schemes, swiftType, webAllowlist)"
    ),
    Bad(
      label: "unknown route key", json: routes(#"{"name": "a", "pattern": "/a", "patern": "/b"}"#),
      message:
        "m.json: routes[0].patern: unknown key (expected one of chain, description, example, name, pattern, priority, requires, universal, webPage)"
    ),
    Bad(
      label: "bad pattern", json: routes(#"{"name": "product", "pattern": "/product/<int:id"}"#),
      message:
        "m.json: routes[0]: route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'"
    ),
    Bad(
      label: "duplicate name",
      json: routes(#"{"name": "a", "pattern": "/a"}, {"name": "a", "pattern": "/b"}"#),
      message: "m.json: routes[1]: route 'a': pattern '/b': another route is already named 'a'"),
    Bad(
      label: "duplicate placeholder", json: routes(#"{"name": "a", "pattern": "/a/:x/:x"}"#),
      message:
        "m.json: routes[0]: route 'a': pattern '/a/:x/:x': position 7: the placeholder name 'x' is used twice"
    ),
    Bad(
      label: "remainder not last", json: routes(#"{"name": "a", "pattern": "/a/*/b"}"#),
      message:
        "m.json: routes[0]: route 'a': pattern '/a/*/b': position 4: the remainder '*' must be the last segment"
    ),
    Bad(
      label: "ambiguous pair",
      json: routes(#"{"name": "a", "pattern": "/a/:x"}, {"name": "b", "pattern": "/a/:y"}"#),
      message:
        "m.json: routes[1]: route 'b': pattern '/a/:y': matches exactly the same URLs as route 'a' ('/a/:x') with the same precedence; give one a priority or change a segment"
    ),
    Bad(
      label: "non-ASCII domain",
      json: #"{"schemes": ["shop"], "domains": ["bücher.example"], "routes": []}"#,
      message:
        "m.json: domains[0]: 'bücher.example' is not a valid domain name: give its ASCII (xn--) form, as links carry it"
    ),
    Bad(
      label: "http scheme", json: routes("", schemes: #"["http"]"#),
      message: "m.json: schemes[0]: 'http' is not a custom scheme; list web hosts under domains"),
    Bad(
      label: "scheme with slash", json: routes("", schemes: #"["shop/x"]"#),
      message:
        "m.json: schemes[0]: 'shop/x' is not a valid scheme (a letter, then letters, digits, '+', '-', '.', '_')"
    ),
    Bad(
      label: "domain with path",
      json: #"{"schemes": ["shop"], "domains": ["shop.example.com/app"], "routes": []}"#,
      message:
        "m.json: domains[0]: the domain 'shop.example.com/app' has a path; give the host alone"),
    Bad(
      label: "domain written as a URL",
      json: #"{"schemes": ["shop"], "domains": ["https://shop.example.com"], "routes": []}"#,
      message:
        "m.json: domains[0]: the domain 'https://shop.example.com' has a scheme or port; give the host alone"
    ),
    Bad(
      label: "wildcard over a top-level domain",
      json: #"{"schemes": ["shop"], "domains": ["shop.example.com", "*.com"], "routes": []}"#,
      message:
        "m.json: domains[1]: a wildcard over 'com' would take every host under a top-level domain; give the app's own domain under it, as in *.example.com"
    ),
    Bad(
      label: "wildcard over a top-level domain in the web allowlist",
      json: #"{"schemes": ["shop"], "webAllowlist": ["*.org"], "routes": []}"#,
      message:
        "m.json: webAllowlist[0]: a wildcard over 'org' would take every host under a top-level domain; give the app's own domain under it, as in *.example.org"
    ),
    Bad(
      label: "scheme listed twice", json: routes("", schemes: #"["shop", "app", "SHOP"]"#),
      message: "m.json: schemes[2]: 'SHOP' is listed twice (also schemes[0])"),
    Bad(
      label: "domain listed twice",
      json: #"{"schemes": [], "domains": ["a.example", "A.example"], "routes": []}"#,
      message: "m.json: domains[1]: 'A.example' is listed twice (also domains[0])"),
    Bad(
      label: "web allowlist entry listed twice",
      json:
        #"{"schemes": ["shop"], "webAllowlist": ["help.example.com", "HELP.example.com"], "routes": []}"#,
      message:
        "m.json: webAllowlist[1]: 'HELP.example.com' is listed twice (also webAllowlist[0])"),
    Bad(
      label: "undeclared scheme", json: routes(#"{"name": "a", "pattern": "other://a"}"#),
      message:
        "m.json: routes[0]: route 'a': pattern 'other://a': the scheme 'other' is not one of the app's schemes (shop)"
    ),
    Bad(
      label: "undeclared host", json: routes(#"{"name": "a", "pattern": "https://other.com/a"}"#),
      message:
        "m.json: routes[0]: route 'a': pattern 'https://other.com/a': the host 'other.com' is not one of the app's domains (shop.example.com)"
    ),
    Bad(
      label: "no origins", json: #"{"routes": []}"#,
      message: "m.json: give at least one custom scheme or one domain"),
    Bad(
      label: "wrong type", json: routes(#"{"name": "a", "pattern": "/a", "priority": "high"}"#),
      message: "m.json: routes[0].priority: must be a whole number, not a string"),
    Bad(
      label: "fraction", json: routes(#"{"name": "a", "pattern": "/a", "priority": 1.5}"#),
      message:
        "m.json: routes[0].priority: must be a whole number between -999999999 and 999999999, not 1.5"
    ),
    Bad(
      label: "too large",
      json: routes(#"{"name": "a", "pattern": "/a", "priority": 99999999999999999999}"#),
      message:
        "m.json: routes[0].priority: must be a whole number between -999999999 and 999999999, not 1e+20"
    ),
    Bad(
      label: "missing pattern", json: routes(#"{"name": "a"}"#),
      message: "m.json: routes[0]: missing 'pattern'"),
    Bad(
      label: "missing name", json: routes(#"{"pattern": "/a"}"#),
      message: "m.json: routes[0]: missing 'name'"),
    Bad(
      label: "missing routes", json: #"{"schemes": ["shop"]}"#,
      message: "m.json: routes: missing; give an array of routes"),
    Bad(
      label: "requires not strings",
      json: routes(#"{"name": "a", "pattern": "/a", "requires": [1]}"#),
      message: "m.json: routes[0].requires[0]: must be a string, not a number"),
    Bad(
      label: "routes not an array", json: #"{"schemes": ["shop"], "routes": {}}"#,
      message: "m.json: routes: must be an array, not an object"),
    Bad(
      label: "a route not an object", json: #"{"schemes": ["shop"], "routes": [1]}"#,
      message: "m.json: routes[0]: a route must be an object, not a number"),
    Bad(
      label: "name not a string", json: routes(#"{"name": 1, "pattern": "/a"}"#),
      message: "m.json: routes[0].name: must be a string, not a number"),
    Bad(
      label: "chain not an array", json: routes(#"{"name": "a", "pattern": "/a/*", "chain": "x"}"#),
      message: "m.json: routes[0].chain: must be an array of strings, not a string"),
    Bad(
      label: "empty web page parameter",
      json: routes(#"{"name": "a", "pattern": "/a", "webPage": ""}"#),
      message: "m.json: routes[0].webPage: must name the parameter holding the page's URL"),
    Bad(
      label: "external scheme with its colon",
      json: #"{"schemes": ["shop"], "externalSchemes": ["tel:"], "routes": []}"#,
      message:
        "m.json: externalSchemes[0]: 'tel:' is not a valid scheme (a letter, then letters, digits, '+', '-', '.', '_')"
    ),
    Bad(
      label: "external scheme that opens local files",
      json: #"{"schemes": ["shop"], "externalSchemes": ["tel", "File"], "routes": []}"#,
      message:
        "m.json: externalSchemes[1]: the scheme 'file' never opens outside the app: it would open a local file or carry code"
    ),
    Bad(
      label: "external scheme listed twice",
      json: #"{"schemes": ["shop"], "externalSchemes": ["tel", "mailto", "TEL"], "routes": []}"#,
      message: "m.json: externalSchemes[2]: 'TEL' is listed twice (also externalSchemes[0])"),
    Bad(
      label: "empty condition",
      json: routes(#"{"name": "a", "pattern": "/a", "requires": ["signedIn", ""]}"#),
      message:
        "m.json: routes[0]: route 'a': pattern '/a': the condition '' can never be reported: a condition's name is not empty, has no spaces around it and no control or invisible character"
    ),
    Bad(
      label: "empty chain", json: routes(#"{"name": "a", "pattern": "/a/*", "chain": []}"#),
      message: "m.json: routes[0].chain: must name one screen or more"),
    Bad(
      label: "chain without the rest of the path",
      json: routes(#"{"name": "a", "pattern": "/a/:screen", "chain": ["red"]}"#),
      message:
        "m.json: routes[0]: route 'a': pattern '/a/:screen': a chain's screens are named by the rest of the path: end the path with '*' or a <path:> placeholder"
    ),
  ])
  func reportsEveryKindOfError(_ bad: Bad) {
    do {
      _ = try RouteManifest(json: bad.json, file: "m.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == bad.message)
    }
  }

  /// A manifest is read from a pipe as from a file (`--manifest <(curl ...)`, `/dev/stdin`): it
  /// was "cannot read the file" on Linux, where `FileManager` reads regular files alone.
  /// The whole of it, however the writer spaces its writes (`curl` writes as the network
  /// gives): a read that took what the pipe held at first would cut the manifest short.
  @Test func aManifestIsReadFromAPipe() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    let routes = (0..<2_000).map { #"{"name": "r\#($0)", "pattern": "/r\#($0)/:x"}"# }
    let text = #"{"schemes": ["shop"], "routes": ["# + routes.joined(separator: ", ") + "]}"
    let bytes = Data(text.utf8)
    // The writer opens the pipe on its own thread: opening one waits for the other end.
    let writer = Thread {
      guard let handle = FileHandle(forWritingAtPath: fifo.path) else { return }
      handle.write(bytes.prefix(70_000))
      Thread.sleep(forTimeInterval: 0.2)
      handle.write(bytes.dropFirst(70_000))
      try? handle.close()
    }
    writer.start()
    let manifest = try RouteManifest(contentsOf: fifo.path)
    #expect(bytes.count > 70_000)
    #expect(manifest.routes.count == 2_000)
    #expect(manifest.router.match("shop://r1999/1")?.name == "r1999")
  }

  /// A manifest larger than ``RouteManifest/maximumSize`` is refused, without reading the rest
  /// of it; so is a folder, which is no file.
  @Test func aManifestOverTheSizeLimitOrAFolderIsRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    let json = #"{"schemes": ["shop"], "routes": []}"#
    try Data(json.utf8 + Array(repeating: 0x20, count: RouteManifest.maximumSize)).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    /// What loading the manifest at `path` throws, in words.
    func failure(loading path: String) -> String? {
      #expect(throws: DeepLinkError.self) { try RouteManifest(contentsOf: path) }?.description
    }
    #expect(
      failure(loading: file.path)
        == "\(file.path): the file is larger than \(RouteManifest.maximumSize) bytes")
    let folder = FileManager.default.temporaryDirectory.path
    #expect(failure(loading: folder) == "\(folder): cannot read the file: it is a folder")
    // A manifest of exactly that size loads.
    try Data(json.utf8 + Array(repeating: 0x20, count: RouteManifest.maximumSize - json.utf8.count))
      .write(to: file)
    #expect(try RouteManifest(contentsOf: file.path).router.routes.isEmpty)
  }

  /// JSON is UTF-8: a file whose bytes are not is refused with where, rather than read with
  /// U+FFFD in place of its bytes (a route named `caf\u{FFFD}`).
  @Test func aFileThatIsNotUTF8IsRefusedWithWhere() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    var bytes = Array(#"{"schemes": ["shop"],"#.utf8) + [0x0A]
    bytes +=
      Array(#""routes": [{"name": "caf"#.utf8) + [0xE9] + Array(#"", "pattern": "/a"}]}"#.utf8)
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect {
      try RouteManifest(contentsOf: file.path)
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "\(file.path): the file is not UTF-8: the bytes at offset 46 (line 2) are not a character"
    }
    // The parser names a byte that starts no character by its value.
    #expect(throws: (any Error).self) { try JSONValue(parsing: [0x5B, 0xFF, 0x5D]) }
    do {
      _ = try JSONValue(parsing: [0x5B, 0xFF, 0x5D])
    } catch {
      #expect("\(error)" == "invalid JSON at line 1, column 2: unexpected byte 0xFF")
    }
    // Nor does half of a UTF-16 surrogate pair escaped alone: it is not read as U+FFFD.
    for (json, column, half) in [
      (#"["\ud800"]"#, 3, "d800"), (#"["x\udc00"]"#, 4, "dc00"), (#"["\ud83d\u0041"]"#, 3, "d83d"),
    ] {
      #expect(throws: (any Error).self) { try JSONValue(parsing: json) }
      do {
        _ = try JSONValue(parsing: json)
      } catch {
        #expect(
          "\(error)"
            == "invalid JSON at line 1, column \(column): '\\u\(half)' is half of a UTF-16 surrogate pair, not a character"
        )
      }
    }
    #expect(try JSONValue(parsing: #"["\ud83d\ude00"]"#) == .array([.string("\u{1F600}")]))
    // A whole pair that ends the text is a pair: what is wrong is the string left open.
    do {
      _ = try JSONValue(parsing: #"["\ud83d\ude00"#)
      Issue.record("a string left open was read")
    } catch {
      #expect("\(error)" == "invalid JSON at line 1, column 2: unterminated string")
    }
  }

  @Test func listsEveryProblemAtOnce() {
    let json = Self.routes(
      #"{"name": "a", "pattern": "/a/:x"}, {"name": "b", "pattern": "/a/:y"}, {"name": "c", "pattern": "/c/<wat:x>"}"#
    )
    let problems = RouteManifest.problems(in: json, file: "m.json")
    #expect(problems.count == 2)
    #expect(problems.map(\.location) == ["routes[1]", "routes[2]"])
  }

  /// A route that is not an object (a stray value in the array) is one problem: the routes
  /// after it are still read, and theirs are listed too.
  @Test func aRouteThatIsNotAnObjectHidesNoProblemAfterIt() {
    let json = Self.routes(
      #"42, {"name": "a", "pattern": "/a/:x"}, "b", {"name": "c", "pattern": "/c/<wat:x>"}"#)
    let problems = RouteManifest.problems(in: json, file: "m.json")
    #expect(
      problems.map(\.description) == [
        "m.json: routes[0]: a route must be an object, not a number",
        "m.json: routes[2]: a route must be an object, not a string",
        "m.json: routes[3]: route 'c': pattern '/c/<wat:x>': position 5: unknown type 'wat' (expected int, double, bool, uuid, string, path, url or link)",
      ])
  }

  /// The app's origins wrong too: their problems, and each route's own (its pattern, its
  /// conditions, its keys), are listed at once, not after the origins are mended.
  @Test func listsEveryProblemAtOnceWhenTheOriginsAreWrong() {
    let json = #"""
      {"schemes": ["shop", "http"], "domains": ["*.com"], "routes": [
        {"name": "a", "pattern": "/a/:id"}, {"name": "c", "pattern": "/c/<int:x"},
        {"name": "e", "pattern": "/e", "requires": [" x"]}, {"name": "g", "pattern": "/g", "k": 1}]}
      """#
    let problems = RouteManifest.problems(in: json, file: "m.json")
    #expect(
      problems.map(\.description) == [
        "m.json: schemes[1]: 'http' is not a custom scheme; list web hosts under domains",
        "m.json: domains[0]: a wildcard over 'com' would take every host under a top-level domain; give the app's own domain under it, as in *.example.com",
        "m.json: routes[1]: route 'c': pattern '/c/<int:x': position 4: '<' is not closed by '>'",
        "m.json: routes[2]: route 'e': pattern '/e': the condition ' x' can never be reported: a condition's name is not empty, has no spaces around it and no control or invisible character",
        "m.json: routes[3].k: unknown key (expected one of chain, description, example, name, pattern, priority, requires, universal, webPage)",
      ])
    // Neither schemes nor domains: said once, with the routes' problems.
    let none = RouteManifest.problems(
      in: #"{"routes": [{"name": "c", "pattern": "/c/<int:x"}]}"#, file: "m.json")
    #expect(
      none.map(\.description) == [
        "m.json: give at least one custom scheme or one domain",
        "m.json: routes[0]: route 'c': pattern '/c/<int:x': position 4: '<' is not closed by '>'",
      ])
  }

  /// Each wrong entry of each list (the app's schemes and domains, the external schemes, the
  /// web allowlist) is listed, in order: mended one at a time, they would take a run each.
  @Test func listsEveryWrongEntryOfEveryList() {
    let json = #"""
      {"schemes": ["shop", "http", "a/b", "SHOP"], "domains": ["a.example", "x.com/p", "A.example"],
       "externalSchemes": ["tel:", "mailto", "file"],
       "webAllowlist": ["https://h.example", "h.example", "*.com"],
       "routes": [{"name": "a", "pattern": "/a"}]}
      """#
    let problems = RouteManifest.problems(in: json, file: "m.json")
    #expect(
      problems.map { $0.location ?? "" } == [
        "schemes[1]", "schemes[2]", "schemes[3]", "domains[1]", "domains[2]",
        "externalSchemes[0]", "externalSchemes[2]", "webAllowlist[0]", "webAllowlist[2]",
      ])
    #expect(
      problems.first { $0.location == "schemes[3]" }?.message
        == "'SHOP' is listed twice (also schemes[0])")
    #expect(problems.allSatisfy { $0.code == .invalidManifest && $0.input == "m.json" })
    // An app's reading throws the first.
    #expect {
      try RouteManifest(json: json, file: "m.json")
    } throws: { error in
      (error as? DeepLinkError) == problems.first
    }
  }

  /// A pattern written in decomposed Unicode (`e` and U+0301) is reported by the tools: links
  /// write the letter as one code point, and literals compare as written, so none would open
  /// the route. The same pattern written precomposed is no problem.
  @Test func aPatternWrittenDecomposedIsAProblem() {
    let json = Self.routes(
      #"{"name": "cafe", "pattern": "/cafe\u0301/:x"}, {"name": "bar", "pattern": "/b\u00e4r"}"#)
    #expect(
      RouteManifest.problems(in: json, file: "m.json").map(\.description) == [
        "m.json: routes[0].pattern: '/cafe%CC%81/:x' writes text decomposed; links write it precomposed ('/caf\u{E9}/:x', NFC), and no such link would open route 'cafe': write the pattern precomposed"
      ])
    #expect(
      RouteManifest.problems(in: Self.routes(#"{"name": "cafe", "pattern": "/caf\u00e9/:x"}"#))
        .isEmpty)
  }

  /// A segment written as Next.js or SvelteKit write a parameter (`[id]`, `[...slug]`,
  /// `[[...slug]]`) is a literal here, which no link of that shape opens: reported, saying how a
  /// placeholder is written. The same text written percent-encoded asks for it, and other
  /// bracketed text is no parameter of theirs.
  @Test func aSegmentWrittenAsAWebFrameworksParameterIsAProblem() {
    let json = Self.routes(
      #"{"name": "product", "pattern": "/product/[id]"}, {"name": "docs", "pattern": "/docs/[...slug]"}, "#
        + #"{"name": "shop", "pattern": "/shop(/x)/[[...slug]]"}, {"name": "e", "pattern": "/e/%5Bid%5D"}, "#
        + #"{"name": "f", "pattern": "/f/[a-b]/[]/[[x]]"}, {"name": "g", "pattern": "/g(/[id])"}"#)
    #expect(
      RouteManifest.problems(in: json, file: "m.json").map(\.description) == [
        "m.json: routes[0].pattern: the segment '[id]' of route 'product' is a literal, which only a link holding it percent-encoded would open: a placeholder is written '<id>' or ':id'",
        "m.json: routes[1].pattern: the segment '[...slug]' of route 'docs' is a literal, which only a link holding it percent-encoded would open: a placeholder is written '<path:slug>'",
        "m.json: routes[2].pattern: the segment '[[...slug]]' of route 'shop' is a literal, which only a link holding it percent-encoded would open: a placeholder is written '*' (none or more segments)",
        "m.json: routes[5].pattern: the segment '[id]' of route 'g' is a literal, which only a link holding it percent-encoded would open: a placeholder is written '<id>' or ':id'",
      ])
  }

  /// A file that cannot be read says why: the commonest reasons in plain words, a rarer one in
  /// the system's.
  @Test func aFileThatCannotBeReadSaysWhy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("r-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let loop = folder.appendingPathComponent("loop.json").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    var cases = [
      (folder.appendingPathComponent("none.json").path, "no such file"),
      (folder.path, "it is a folder"),
      (loop, String(cString: strerror(ELOOP))),
      (
        folder.appendingPathComponent(String(repeating: "a", count: 300)).path,
        String(cString: strerror(ENAMETOOLONG))
      ),
    ]
    #if os(Linux)
      // A file that opens and then fails to read, and is no folder: the process's memory, whose
      // first page is never mapped, as a disk that fails under an open file would.
      if FileManager.default.fileExists(atPath: "/proc/self/mem") {
        cases.append(("/proc/self/mem", String(cString: strerror(EIO))))
      }
    #endif
    for (path, reason) in cases {
      let error = #expect(throws: DeepLinkError.self) { try RouteManifest(contentsOf: path) }
      #expect(error?.description == "\(path): cannot read the file: \(reason)")
    }
    // Running as root, a file without permissions still reads: the words are checked alone.
    #expect(readFailure(EACCES) == "permission denied")
    #expect(readFailure(EISDIR) == "it is a folder")
  }

  /// Reading a manifest, or failing to read a folder, leaves no file open: an app or a tool
  /// that reads many would otherwise run out of descriptors ("too many open files").
  @Test func readingAFileLeavesNoneOpen() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID()).json")
    try Data(#"{"schemes": ["shop"], "routes": []}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    func openFiles() throws -> Int {
      try FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count
    }
    let before = try openFiles()
    for _ in 0..<1_000 {
      _ = try RouteManifest(contentsOf: file.path)
      _ = try? RouteManifest(contentsOf: FileManager.default.temporaryDirectory.path)
    }
    // Other tests open files meanwhile, a few at a time; a leak would leave 2,000 open.
    #expect(try openFiles() - before < 500)
  }

  @Test func missingFileIsAClearError() {
    #expect(
      RouteManifest.problems(inFile: "/nonexistent/deeplinks.json").map(\.description) == [
        "/nonexistent/deeplinks.json: cannot read the file: no such file"
      ])
  }
}

/// A manifest is checked once, under the limits its reader asked for.
@Suite struct ManifestLimitsTests {
  static let json = """
    {"schemes": ["shop"], "routes": [{"name": "deep", "pattern": "/a/b/c"}]}
    """

  @Test func stricterLimitsAreAManifestErrorNotATrap() throws {
    let strict = LinkLimits(maximumSegments: 2)
    let error = try #require(throws: DeepLinkError.self) {
      try RouteManifest(json: Self.json, file: "m.json", limits: strict)
    }
    #expect(
      error.description
        == "m.json: routes[0]: route 'deep': pattern '/a/b/c': too many segments: the pattern has 3, a link may have at most 2"
    )
    #expect(RouteManifest.problems(in: Self.json, file: "m.json", limits: strict) == [error])
  }

  @Test func aRouterFromAManifestReadsLinksUnderItsLimits() throws {
    let limits = LinkLimits(maximumSegments: 3)
    let manifest = try RouteManifest(json: Self.json, limits: limits)
    let router = manifest.router
    #expect(router.limits == limits)
    #expect(router.match("shop://a/b/c")?.route.name == "deep")
    #expect(router.match("shop://a/b/c/d") == nil)
  }
}

/// JSON as the system reads it: no infinities, and keys written twice handled on purpose.
@Suite struct JSONReadingTests {
  @Test func aNumberTooLargeForADoubleIsAnErrorAtItsPosition() throws {
    let json =
      #"{"schemes": ["shop"], "routes": [{"name": "a", "pattern": "/a", "priority": 1e400}]}"#
    let error = try #require(throws: DeepLinkError.self) {
      try RouteManifest(json: json, file: "m.json")
    }
    #expect(
      error.description
        == "m.json: invalid JSON at line 1, column 77: the number 1e400 is too large for a 64-bit floating-point value"
    )
    #expect(throws: (any Error).self) { try JSONValue(parsing: "[-1e400]") }
  }

  /// A file cut short says so, with what was expected and where; a wrong byte says what was
  /// expected instead.
  @Test(arguments: [
    ("", "line 1, column 1: unexpected end of input, expected a value"),
    ("{", "line 1, column 2: unexpected end of input, expected a string key"),
    ("{\"a\": 1,", "line 1, column 9: unexpected end of input, expected a string key"),
    ("{\"a\"", "line 1, column 5: unexpected end of input, expected ':' after key \"a\""),
    ("{\"a\":", "line 1, column 6: unexpected end of input, expected a value"),
    ("{\"a\": 1", "line 1, column 8: unexpected end of input, expected ',' or '}' in an object"),
    ("[1", "line 1, column 3: unexpected end of input, expected ',' or ']' in an array"),
    ("{1: 2}", "line 1, column 2: expected a string key"),
    ("{\"a\" 1}", "line 1, column 6: expected ':' after key \"a\""),
    ("{\"a\": 1 2}", "line 1, column 9: expected ',' or '}' in an object"),
    ("[1 2]", "line 1, column 4: expected ',' or ']' in an array"),
  ])
  func aFileCutShortOrMisspeltSaysWhere(_ json: String, _ expected: String) {
    let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: json) }
    #expect(error.map(String.init(describing:)) == "invalid JSON at " + expected)
  }

  /// Numbers are read as JSON writes them, and as Foundation's reader takes them: a sign, an
  /// integer part without a leading zero, a fraction, an exponent with or without its sign.
  @Test func numbersAreReadAsJSONWritesThem() throws {
    let numbers: [(String, Double)] = [
      ("0", 0), ("-0", 0), ("7", 7), ("-12.5", -12.5), ("0.25", 0.25), ("1e5", 100_000),
      ("1E+2", 100), ("2.5e-3", 0.0025), ("10", 10),
    ]
    for (text, value) in numbers {
      #expect(try JSONValue(parsing: "[\(text)]") == .array([.number(value)]), "\(text)")
      let foundation = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Double]
      #expect(foundation == [value], "\(text)")
    }
    for text in ["01", "-01", "00", "1.", ".5", "1e", "1e+", "-", "+1", "0x10"] {
      #expect(throws: JSONParseError.self, "\(text)") { try JSONValue(parsing: "[\(text)]") }
      #expect(throws: (any Error).self, "\(text)") {
        try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8))
      }
    }
  }

  @Test func aKeyWrittenTwiceInAManifestIsAnErrorAtItsPosition() throws {
    let json = """
      {"schemes": ["shop"],
       "routes": [{"name": "a", "pattern": "/a", "name": "b"}]}
      """
    let error = try #require(throws: DeepLinkError.self) {
      try RouteManifest(json: json, file: "m.json")
    }
    #expect(
      error.description
        == #"m.json: invalid JSON at line 2, column 44: the key "name" is written twice in this object"#
    )
  }

  /// Payloads follow `JSONSerialization`, where the last of a duplicate key wins.
  @Test func aPayloadKeyWrittenTwiceReadsAsTheSystemReadsIt() throws {
    let text = #"{"link": "shop://a", "link": "shop://b"}"#
    let system = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    let ours = try JSONValue(parsing: text)
    #expect(ours["link"]?.stringValue == (system?["link"] as? String))
    #expect(ours["link"]?.stringValue == "shop://b")
  }

  @Test func theWriterNeverPrintsWhatIsNotJSON() throws {
    let value = JSONValue.array([
      .number(.infinity), .number(-.infinity), .number(.nan), .number(1),
    ])
    #expect(value.jsonText == "[null,null,null,1]")
    #expect(try JSONValue(parsing: value.jsonText) == .array([.null, .null, .null, .number(1)]))
  }

  @Test func theWriterEscapesEveryStringAsJSONSerializationReadsItBack() throws {
    // Every control character, quotes and backslashes alone, in runs and at either end, and
    // text beyond ASCII: Foundation's reader is the judge, not ours.
    var strings = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }
    strings += [
      "", "\"", "\\", "a\"b", "\\\"", "end\\", "\"start", "line\nbreak\r\n\ttab",
      "caf\u{E9} \u{1F600}", "\u{7F}", "/slash/", "mixed \u{1}\"\\x\u{1F}",
    ]
    for string in strings {
      let text = JSONValue.object([("key \(string)", .string(string))]).jsonText
      let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
      #expect(read == ["key \(string)": string], "\(text)")
    }
  }
}
