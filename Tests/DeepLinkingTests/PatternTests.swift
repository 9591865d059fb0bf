import Testing

@testable import DeepLinking

@Suite struct PatternTests {
  struct Valid: CustomTestStringConvertible, Sendable {
    let pattern: String
    let names: [String]
    let variants: Int
    var testDescription: String { pattern }
  }

  @Test(arguments: [
    Valid(pattern: "/", names: [], variants: 1),
    Valid(pattern: "/product/:id", names: ["id"], variants: 1),
    Valid(pattern: "/product/<id>", names: ["id"], variants: 1),
    Valid(pattern: "/product/<int:id>", names: ["id"], variants: 1),
    Valid(pattern: "/user/:uid/orders(/:oid)", names: ["uid", "oid"], variants: 2),
    Valid(pattern: "/search(/:scope)(/page/<int:page>)", names: ["scope", "page"], variants: 4),
    Valid(pattern: "/deeplink/*", names: ["*"], variants: 1),
    Valid(pattern: "/files/<path:rest>", names: ["rest"], variants: 1),
    Valid(pattern: "shop://product/:id", names: ["id"], variants: 1),
    Valid(pattern: "https://shop.example.com/product/:id", names: ["id"], variants: 1),
    Valid(pattern: "/a(/b(/c))", names: [], variants: 3),
    Valid(pattern: "/caf%C3%A9", names: [], variants: 1),
  ])
  func parsesValidPatterns(_ valid: Valid) throws {
    let pattern = try RoutePattern(valid.pattern)
    #expect(pattern.parameterNames == valid.names)
    #expect(pattern.variants.count == valid.variants)
  }

  /// Groups inside groups and groups side by side expand into every combination a URL can
  /// take, most groups present first, and a group inside another only with it.
  @Test func nestedAndSideBySideGroupsExpandIntoEachForm() throws {
    let pattern = try RoutePattern("/a(/b(/c))(/d)/e")
    let forms = pattern.variants.map { form in
      form.segments.map { segment in
        if case .literal(let text) = segment.kind { text } else { "?" }
      }.joined(separator: "/")
    }
    #expect(forms == ["a/b/c/d/e", "a/b/c/e", "a/b/d/e", "a/b/e", "a/d/e", "a/e"])
    #expect(pattern.variants.map(\.groupsPresent) == [3, 2, 2, 1, 1, 0])
  }

  @Test func readsScopes() throws {
    #expect(try RoutePattern("SHOP://product/:id").scheme == "shop")
    #expect(try RoutePattern("https://Shop.Example.com/x").host == "shop.example.com")
    #expect(try RoutePattern("/x").scheme == nil)
    #expect(try RoutePattern("/product/<int:id>").parameterType("id") == .int)
    #expect(try RoutePattern("/files/*").parameterType("*") == .path)
  }

  @Test func decodesPercentEscapesInLiterals() throws {
    let router = try makeRouter(["cafe": "/caf%C3%A9"])
    #expect(router.match("shop://caf%C3%A9")?.name == "cafe")
  }

  /// Literals compare after percent-decoding: written with a space or escaped, a literal
  /// matches the escaped URL, and builds it.
  @Test(arguments: ["/summer sale", "/summer%20sale"])
  func literalsWithASpaceMatchTheEscapedURL(_ pattern: String) throws {
    let router = try makeRouter(["sale": pattern])
    #expect(router.match("shop://summer%20sale")?.name == "sale")
    #expect(router.match("shop://summer+sale") == nil)
    #expect(try router.urlString(for: "sale") == "shop://summer%20sale")
  }

  @Test func aLiteralWrittenTwoWaysIsOneLiteral() throws {
    let twice = #expect(throws: DeepLinkError.self) {
      try makeRouter(["a": "/summer sale", "b": "/summer%20sale"])
    }
    #expect(
      twice?.description
        == "route 'b': pattern '/summer%20sale': matches exactly the same URLs as route 'a' ('/summer sale') with the same precedence; give one a priority or change a segment"
    )
  }

  /// JLRoutes writes optional groups with the slash after each segment.
  @Test func groupsMayCarryTheirSlashAfterTheSegment() throws {
    let router = try makeRouter(["object": "/(rest/)(app/):object/:id"])
    let cases: [(String, [String: String])] = [
      ("shop://rest/app/post/1", ["object": "post", "id": "1"]),
      ("shop://app/post/1", ["object": "post", "id": "1"]),
      ("shop://rest/post/1", ["object": "post", "id": "1"]),
      ("shop://post/1", ["object": "post", "id": "1"]),
    ]
    for (url, parameters) in cases {
      #expect(router.match(url)?.parameters.dictionary == parameters, "\(url)")
    }
    #expect(router.match("shop://app/rest/post/1") == nil, "groups keep their order")
    #expect(
      try router.urlString(for: "object", parameters: ["object": "post", "id": 1])
        == "shop://rest/app/post/1")
    let leading = try RoutePattern("/user/:uid/orders(/:oid)")
    let trailing = try RoutePattern("/user/:uid/orders/(:oid/)")
    #expect(leading.variants.map(\.segments) == trailing.variants.map(\.segments))
  }

  /// Segments are equal when they take the same texts at the same place: a literal written
  /// percent-encoded is the same literal; another name, type or place is another segment.
  @Test func segmentsCompareByWhatTheyTakeAndWhere() throws {
    func segments(_ pattern: String) throws -> [PatternSegment] {
      try RoutePattern(pattern).variants[0].segments
    }
    #expect(try segments("/caf%C3%A9") == segments("/café"))
    #expect(try segments("/user/:id") != segments("/user/:ix"))
    #expect(try segments("/user/:id") != segments("/user/<int:id>"))
    #expect(try segments("/user/:id") != segments("/usr/:id"))
    #expect(try segments("/user/:id") != segments("/users/:id"))
  }

  /// After `shop://` a segment starts, as after a '/' (`shop://product/:id`): a group written
  /// with its slash after the segment may open there, as one written with it before may.
  /// After a host, or glued to a segment, it may not.
  @Test func aSchemesPatternMayOpenWithAGroupWrittenEitherWay() throws {
    for pattern in ["shop://(rest/)(app/):object", "shop://(/rest)(/app)/:object"] {
      let router = try makeRouter(["object": pattern])
      for url in ["shop://rest/app/post", "shop://app/post", "shop://post"] {
        #expect(router.match(url)?.parameters.dictionary == ["object": "post"], "\(pattern) \(url)")
      }
      #expect(router.match("https://shop.example.com/post") == nil, "\(pattern)")
    }
    for pattern in ["https://shop.example.com(rest/):object", "shop://a(rest/):object"] {
      #expect(throws: DeepLinkError.self, "\(pattern)") { try RoutePattern(pattern) }
    }
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let pattern: String
    let message: String
    var testDescription: String { pattern }
  }

  @Test(arguments: [
    Invalid(pattern: "", message: "pattern '': position 1: the pattern is empty"),
    Invalid(
      pattern: "product/:id",
      message:
        "pattern 'product/:id': position 1: a pattern starts with '/', a custom scheme or an https origin"
    ),
    Invalid(
      pattern: "/product/<int:id",
      message: "pattern '/product/<int:id': position 10: '<' is not closed by '>'"),
    Invalid(
      pattern: "/product/<integer:id>",
      message:
        "pattern '/product/<integer:id>': position 11: unknown type 'integer' (expected int, double, bool, uuid, string, path, url or link)"
    ),
    Invalid(
      pattern: "/a/:id/b/:id",
      message: "pattern '/a/:id/b/:id': position 10: the placeholder name 'id' is used twice"),
    Invalid(
      pattern: "/a/:w/:x/:y/:y",
      message: "pattern '/a/:w/:x/:y/:y': position 13: the placeholder name 'y' is used twice"),
    // Positions count characters, not bytes: `é` is one.
    Invalid(
      pattern: "/café/:x/:x",
      message: "pattern '/café/:x/:x': position 10: the placeholder name 'x' is used twice"),
    Invalid(
      pattern: "/é/*/x",
      message: "pattern '/é/*/x': position 4: the remainder '*' must be the last segment"),
    Invalid(
      pattern: "/files/*/x",
      message: "pattern '/files/*/x': position 8: the remainder '*' must be the last segment"),
    Invalid(
      pattern: "/files/<path:p>(/x)",
      message:
        "pattern '/files/<path:p>(/x)': position 8: the remainder 'p' must be the last segment"),
    Invalid(pattern: "/a//b", message: "pattern '/a//b': position 4: empty segment"),
    Invalid(
      pattern: "/a(/b", message: "pattern '/a(/b': position 3: '(' is not closed by ')'"),
    Invalid(pattern: "/a)/b", message: "pattern '/a)/b': position 3: ')' without a matching '('"),
    Invalid(
      pattern: "/a()",
      message: "pattern '/a()': position 4: an optional group starts with '/' or follows one"),
    Invalid(
      pattern: "/a/:",
      message: "pattern '/a/:': position 5: a placeholder needs a name"),
    Invalid(
      pattern: "/a/<>", message: "pattern '/a/<>': position 5: a placeholder needs a name"),
    Invalid(
      pattern: "/a/:my-id",
      message:
        "pattern '/a/:my-id': position 5: 'my-id' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
    Invalid(
      pattern: "https://shop.example.com:8080/x",
      message:
        "pattern 'https://shop.example.com:8080/x': position 9: the domain 'shop.example.com:8080' has a scheme or port; give the host alone"
    ),
    Invalid(
      pattern: "sh op://x",
      message: "pattern 'sh op://x': position 1: 'sh op' is not a valid scheme"),
    Invalid(
      pattern: "/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)",
      message: "pattern '/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)': position 27: more than 6 optional groups"),
    Invalid(
      pattern: "/a(b/)",
      message: "pattern '/a(b/)': position 4: an optional group starts with '/' or follows one"),
    // After a group written '(segment/)', a segment needs no '/', and a group after it does.
    Invalid(
      pattern: "/(a/)b(c/)",
      message:
        "pattern '/(a/)b(c/)': position 8: an optional group starts with '/' or follows one"),
    Invalid(
      pattern: "/(a/b)",
      message:
        "pattern '/(a/b)': position 6: a group written '(segment/)' ends each segment with '/'"
    ),
    Invalid(
      pattern: "/(a/)/b", message: "pattern '/(a/)/b': position 6: empty segment"),
    // Found by the pattern fuzz target: an empty segment inside a group written '(segment/)'.
    Invalid(
      pattern: "/,(/(os://p:/)p)(/c)",
      message: "pattern '/,(/(os://p:/)p)(/c)': position 10: empty segment"),
    // Text quoted from the pattern shows its hidden characters percent-encoded.
    Invalid(
      pattern: "/a\tb",
      message: "pattern '/a%09b': position 3: unexpected '%09' in a literal segment"),
    Invalid(
      pattern: "/:a\tb",
      message:
        "pattern '/:a%09b': position 3: 'a%09b' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
    Invalid(
      pattern: "/<int:a\u{202E}>",
      message:
        "pattern '/<int:a%E2%80%AE>': position 7: 'a%E2%80%AE' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
    Invalid(
      pattern: "/x/a%0Ab",
      message:
        "pattern '/x/a%0Ab': position 4: the segment decodes to a control character: links holding one are refused"
    ),
    // Escapes that are not UTF-8: the router refuses every link holding them.
    Invalid(
      pattern: "/caf%E9",
      message:
        "pattern '/caf%E9': position 5: the segment holds escaped text that is not UTF-8: links holding it are refused"
    ),
    Invalid(
      pattern: "/y/a%C3%41<id>",
      message:
        "pattern '/y/a%C3%41<id>': position 5: the segment holds escaped text that is not UTF-8: links holding it are refused"
    ),
    Invalid(
      pattern: "/x?q=caf%E9",
      message:
        "pattern '/x?q=caf%E9': position 9: a query item's value holds escaped text that is not UTF-8: links holding it are refused"
    ),
    // Each character a literal may not hold as written, wherever it stands in the segment.
    Invalid(
      pattern: "/a{b", message: "pattern '/a{b': position 3: unexpected '{' in a literal segment"),
    // A parameter as OpenAPI writes it.
    Invalid(
      pattern: "/p/{id}/x",
      message:
        "pattern '/p/{id}/x': position 4: unexpected '{' in a literal segment: a placeholder is written '<id>' (or ':id', alone in its segment)"
    ),
    Invalid(
      pattern: "/ab}", message: "pattern '/ab}': position 4: unexpected '}' in a literal segment"),
    Invalid(
      pattern: "/\\ab",
      message: "pattern '/\\ab': position 2: unexpected '\\' in a literal segment"),
    Invalid(
      pattern: "/x/a*", message: "pattern '/x/a*': position 5: unexpected '*' in a literal segment"),
    Invalid(
      pattern: "/a>b", message: "pattern '/a>b': position 3: unexpected '>' in a literal segment"),
    Invalid(
      pattern: "/ab\u{7F}",
      message: "pattern '/ab%7F': position 4: unexpected '%7F' in a literal segment"),
    Invalid(
      pattern: "/é\u{1}",
      message: "pattern '/é%01': position 3: unexpected '%01' in a literal segment"),
    // A link's reader refuses dot segments, written or escaped, so such a route never matches.
    Invalid(
      pattern: "/help/..",
      message:
        "pattern '/help/..': position 7: a '..' segment never matches: links holding one are refused"
    ),
    Invalid(
      pattern: "/./help",
      message:
        "pattern '/./help': position 2: a '.' segment never matches: links holding one are refused"
    ),
    Invalid(
      pattern: "/help/%2E%2e",
      message:
        "pattern '/help/%2E%2e': position 7: a '..' segment never matches: links holding one are refused"
    ),
    // Each group, query item and placeholder that is not closed, or closed where it cannot be,
    // is named at the character that opened it.
    Invalid(
      pattern: "/a(#<b>", message: "pattern '/a(#<b>': position 3: '(' is not closed by ')'"),
    Invalid(pattern: "/(a/", message: "pattern '/(a/': position 2: '(' is not closed by ')'"),
    Invalid(
      pattern: "/(a/(b/))",
      message:
        "pattern '/(a/(b/))': position 5: a group written '(segment/)' cannot hold another group"),
    Invalid(
      pattern: "/a(/b)c", message: "pattern '/a(/b)c': position 7: expected '/' before 'c'"),
    Invalid(
      pattern: "/a(/b)é", message: "pattern '/a(/b)é': position 7: expected '/' before 'é'"),
    Invalid(
      pattern: "/a?x=1(",
      message:
        "pattern '/a?x=1(': position 7: expected '&', '#' or the end of the pattern after a query item"
    ),
    Invalid(
      pattern: "/a(&x=1)",
      message: "pattern '/a(&x=1)': position 3: the query starts with '?', not '&'"),
    Invalid(pattern: "/a<b", message: "pattern '/a<b': position 3: '<' is not closed by '>'"),
    Invalid(
      pattern: "/x-<int:a:b>",
      message: "pattern '/x-<int:a:b>': position 4: a placeholder is <name> or <type:name>"),
    Invalid(
      pattern: "/x<y>%01",
      message:
        "pattern '/x<y>%01': position 6: the segment decodes to a control character: links holding one are refused"
    ),
  ])
  func rejectsInvalidPatterns(_ invalid: Invalid) {
    #expect(throws: DeepLinkError.self) { try RoutePattern(invalid.pattern) }
    do {
      _ = try RoutePattern(invalid.pattern)
    } catch {
      #expect(error.description == invalid.message)
    }
  }

  @Test func routeErrorsNameTheRoute() {
    do {
      _ = try Route("product", pattern: "/product/<int:id")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'")
      #expect(error.code == .invalidPattern)
      #expect(error.position == 10)
    }
  }
}
