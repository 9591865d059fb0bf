import DeepLinking
import Foundation
import Testing

/// Query items (`?q=:query(&page=<int:page>)`) and fragment patterns (`#/room/<room>`): exact
/// matches and misses, table by table.
@Suite struct QueryAndFragmentPatternTests {
  typealias Case = ResolutionCase

  static let queryRouter = Result {
    try makeRouter([
      "search": "/search?q=:query(&page=<int:page>)",
      "searchAll": "/search",
      "sorted": "/list(?sort=asc)",
      "list": "/list?sort=:order",
      "flagged": "/flags?debug",
      "paged": "/paged?page=<int:page>&size=<int:size>",
      "album": "/photos/album?albumname=:album(&index=<int:index>)",
      "item": "/item(?id=<uuid:id>)",
      "sale": "/sale?kind=summer%20sale",
    ])
  }

  @Test(arguments: [
    Case(url: "shop://search?q=red+shoes", route: "search", parameters: ["query": "red shoes"]),
    Case(
      url: "shop://search?page=2&q=red", route: "search",
      parameters: ["query": "red", "page": "2"]),
    // An empty value is a value for `:param`; other items are allowed.
    Case(url: "shop://search?q=&ref=push", route: "search", parameters: ["query": ""]),
    // A required item missing, or an optional one that does not convert: the next candidate.
    Case(url: "shop://search?page=2", route: "searchAll"),
    Case(url: "shop://search?q=x&page=abc", route: "searchAll"),
    Case(url: "shop://search", route: "searchAll"),
    // Every occurrence must satisfy the item; the first value is captured.
    Case(url: "shop://search?q=a&q=b", route: "search", parameters: ["query": "a"]),
    Case(url: "shop://search?q=a&page=1&page=x", route: "searchAll"),
    // A literal value beats a placeholder; an optional literal absent still matches.
    Case(url: "shop://list?sort=asc", route: "sorted"),
    Case(url: "shop://list?sort=desc", route: "list", parameters: ["order": "desc"]),
    Case(url: "shop://list", route: "sorted"),
    Case(url: "shop://list?sort=", route: "list", parameters: ["order": ""]),
    // Presence alone: any value, the empty one included.
    Case(url: "shop://flags?debug", route: "flagged"),
    Case(url: "shop://flags?debug=0", route: "flagged"),
    Case(
      url: "shop://flags?verbose", route: nil,
      reason: "closest is 'flagged' (/flags?debug): the URL has no query item 'debug'"),
    Case(
      url: "shop://paged?size=20&page=3", route: "paged",
      parameters: ["page": "3", "size": "20"]),
    Case(
      url: "shop://paged?page=3&size=big", route: nil,
      reason:
        "closest is 'paged' (/paged?page=<int:page>&size=<int:size>): the query item 'size' is 'big', not an int"
    ),
    // Of a repeated item's values, the first refused is named.
    Case(
      url: "shop://paged?page=3&size=big&size=huge", route: nil,
      reason:
        "closest is 'paged' (/paged?page=<int:page>&size=<int:size>): the query item 'size' is 'big', not an int"
    ),
    Case(
      url: "https://shop.example.com/photos/album?albumname=summer&index=3", route: "album",
      parameters: ["album": "summer", "index": "3"]),
    Case(url: "shop://item", route: "item"),
    Case(
      url: "shop://item?id=6F9619FF-8B86-D011-B42D-00C04FC964FF", route: "item",
      parameters: ["id": "6F9619FF-8B86-D011-B42D-00C04FC964FF"]),
    Case(
      url: "shop://item?id=7", route: nil,
      reason: "closest is 'item' (/item(?id=<uuid:id>)): the query item 'id' is '7', not a uuid"),
    // Literal names and values are compared after percent-decoding, `+` being a space.
    Case(url: "shop://sale?kind=summer+sale", route: "sale"),
    Case(url: "shop://sale?kind=summer%20sale", route: "sale"),
    Case(
      url: "shop://sale?kind=winter", route: nil,
      reason:
        "closest is 'sale' (/sale?kind=summer%20sale): the query item 'kind' is 'winter', not 'summer sale'"
    ),
  ])
  func queryItems(_ test: Case) throws {
    try Self.check(test, try Self.queryRouter.get())
  }

  static let fragmentRouter = Result {
    try makeRouter(
      [
        "room": "https://chat.example.org/#/room/<room>",
        "user": "https://chat.example.org/#/user/<user>(/<int:tab>)",
        "chat": "https://chat.example.org/",
        "help": "/help(#<section>)",
        "faq": "/faq#top",
        "docs": "/docs#<path:anchor>",
        "pair": "/pair#/p/<a>-<b>",
        "sized": "/sized#/s/<int:w>x<int:h>/big",
        "plus": "/plus#a+b",
        "spaced": "/spaced#a%20b",
      ], domains: ["chat.example.org", "shop.example.com"])
  }

  @Test(arguments: [
    Case(
      url: "https://chat.example.org/#/room/!abc:server", route: "room",
      parameters: ["room": "!abc:server"]),
    // The leading `/` of the fragment is optional, as in a path.
    Case(
      url: "https://chat.example.org/#room/%21abc%3Aserver", route: "room",
      parameters: ["room": "!abc:server"]),
    Case(
      url: "https://chat.example.org/#/user/ana/2", route: "user",
      parameters: ["user": "ana", "tab": "2"]),
    Case(url: "https://chat.example.org/#/user/ana", route: "user", parameters: ["user": "ana"]),
    // A route without a fragment pattern ignores the fragment; one whose fragment does not
    // fit lets the next candidate take the URL.
    Case(url: "https://chat.example.org/", route: "chat"),
    Case(url: "https://chat.example.org/#/settings", route: "chat"),
    Case(url: "shop://help", route: "help"),
    Case(url: "shop://help#returns", route: "help", parameters: ["section": "returns"]),
    Case(
      url: "shop://help#a/b", route: nil,
      reason: "closest is 'help' (/help(#<section>)): the fragment 'a/b' does not fit '#<section>'"
    ),
    Case(url: "shop://faq#top", route: "faq"),
    Case(
      url: "shop://faq", route: nil, reason: "closest is 'faq' (/faq#top): the URL has no fragment"
    ),
    Case(url: "shop://docs#a/b/c", route: "docs", parameters: ["anchor": "a/b/c"]),
    // A mixed segment of a fragment, and a literal after one: a fragment that ends before
    // either does not fit.
    Case(url: "shop://pair#/p/x-y", route: "pair", parameters: ["a": "x", "b": "y"]),
    Case(
      url: "shop://pair#/p", route: nil,
      reason: "closest is 'pair' (/pair#/p/<a>-<b>): the fragment '/p' does not fit '#/p/<a>-<b>'"),
    Case(
      url: "shop://sized#/s/2x3", route: nil,
      reason:
        "closest is 'sized' (/sized#/s/<int:w>x<int:h>/big): the fragment '/s/2x3' does not fit '#/s/<int:w>x<int:h>/big'"
    ),
    Case(url: "shop://sized#/s/2x3/big", route: "sized", parameters: ["w": "2", "h": "3"]),
    // A fragment is read as a path is: a `+` is a `+`, not a space as in the query.
    Case(url: "shop://plus#a+b", route: "plus"),
    Case(url: "shop://plus#a%2Bb", route: "plus"),
    Case(url: "shop://spaced#a%20b", route: "spaced"),
    Case(
      url: "shop://spaced#a+b", route: nil,
      reason: "closest is 'spaced' (/spaced#a%20b): the fragment 'a+b' does not fit '#a%20b'"),
    Case(url: "shop://help#a+b", route: "help", parameters: ["section": "a+b"]),
  ])
  func fragments(_ test: Case) throws {
    try Self.check(test, try Self.fragmentRouter.get())
  }

  static func check(_ test: Case, _ router: Router) throws {
    // Query items stay in the match's query, parameters of the pattern or not.
    if case .success(let match) = expectResolution(test, router),
      let query = URLComponents(string: test.url)?.percentEncodedQuery, !query.isEmpty
    {
      #expect(!match.query.isEmpty)
    }
  }

  /// A fragment whose groups may all be absent (`#(/:id)`) is optional, as `(#/:id)` is: the
  /// form without them took no link (a link without a fragment, or with an empty one, was
  /// "missing the fragment"), and `aasa generate` wrote a component no link matched. Its link
  /// is built with the `/` written inside the group.
  @Test func aFragmentWhoseGroupsMayAllBeAbsentIsOptional() throws {
    let router = try makeRouter(["o": "/o#(/:oid)"])
    #expect(router.match("shop://o")?.name == "o")
    #expect(router.match("shop://o#")?.name == "o")
    #expect(router.match("shop://o#/5")?.parameters.dictionary == ["oid": "5"])
    #expect(try router.urlString(for: "o") == "shop://o")
    #expect(try router.urlString(for: "o", parameters: ["oid": "5"]) == "shop://o#/5")
    // A fragment with a part outside its groups still needs one.
    let partly = try makeRouter(["h": "/h#/s(/:id)"])
    #expect(partly.match("shop://h") == nil)
    #expect(partly.match("shop://h#/s")?.name == "h")
  }

  /// Slashes alone (`#/`, a single-page app's root) hold no segment: to an optional fragment
  /// they are as absent as an empty one, whether the fragment is in parentheses or its groups
  /// may all be absent (the first took no such link, the second took it as a matched fragment,
  /// ahead of the first). A fragment that is not optional still needs a segment.
  @Test func slashesAloneAreNoFragmentToAnOptionalOne() throws {
    for pattern in ["/o(#/:oid)", "/o#(/:oid)", "/o(#:oid)"] {
      let router = try makeRouter(["o": pattern])
      for url in ["shop://o#/", "shop://o#//", "shop://o#"] {
        let match = router.match(url)
        #expect(match?.name == "o", "\(pattern) \(url)")
        #expect(match?.parameters.dictionary == [:], "\(pattern) \(url)")
      }
      #expect(router.match("shop://o#/5")?.parameters.dictionary == ["oid": "5"], "\(pattern)")
      #expect(router.match("shop://o#/5/6") == nil, "\(pattern)")
    }
    // Two spellings of one optional fragment take the same links alike: refused together.
    #expect(throws: DeepLinkError.self) {
      try makeRouter(["a": "/o(#/:oid)", "b": "/o#(/:id)"])
    }
    let required = try makeRouter(["h": "/h#/:id"])
    #expect(
      required.resolve("shop://h#/").failure?.message.hasSuffix(
        "the fragment '/' does not fit '#/:id'") == true)
  }

  /// Precedence at one place in the table: more satisfied items, then literal values, then
  /// typed placeholders (presence ranks as untyped), then a matched fragment; never
  /// registration order.
  @Test func precedenceAmongRoutesEndingAtTheSamePlace() throws {
    let patterns: [(String, String)] = [
      ("two", "/p?a=:a&b=:b"), ("one", "/p?a=:a"), ("literal", "/p?a=x"),
      ("typed", "/p?a=<int:a>"), ("fragment", "/p?a=:a#f"), ("none", "/p"),
    ]
    for order in [patterns, patterns.reversed()] {
      let router = try Router(
        schemes: ["shop"], routes: order.map { try Route($0.0, pattern: $0.1) })
      #expect(router.match("shop://p?a=1&b=2")?.name == "two")
      #expect(router.match("shop://p?a=x")?.name == "literal")
      #expect(router.match("shop://p?a=7")?.name == "typed")
      #expect(router.match("shop://p?a=y#f")?.name == "fragment")
      #expect(router.match("shop://p")?.name == "none")
      #expect(router.matches("shop://p?a=7").map(\.name) == ["typed", "one", "none"])
    }
    // An item that must be present ranks as an untyped placeholder (beside `one`, it would be
    // refused as taking the same URLs): after a typed one, before a route without the item.
    let present = try Router(
      schemes: ["shop"],
      routes: [
        Route("none", pattern: "/p"), Route("present", pattern: "/p?a"),
        Route("typed", pattern: "/p?a=<int:a>"),
      ])
    #expect(present.matches("shop://p?a=7").map(\.name) == ["typed", "present", "none"])
    #expect(present.matches("shop://p?a").map(\.name) == ["present", "none"])
  }

  /// Routes that match exactly the same URLs are refused; query items in another order are
  /// the same items.
  @Test func identicalQueriesAreAmbiguous() {
    let same = #expect(throws: DeepLinkError.self) {
      try makeRouter(["a": "/s?x=:x&y=<int:y>", "b": "/s?y=<int:n>&x=:z"])
    }
    #expect(
      same?.description
        == "route 'b': pattern '/s?y=<int:n>&x=:z': matches exactly the same URLs as route 'a' ('/s?x=:x&y=<int:y>') with the same precedence; give one a priority or change a segment"
    )
    #expect(throws: Never.self) {
      try makeRouter(["a": "/s?x=:x", "b": "/s?x=:x(&y=:y)", "c": "/s", "d": "/s#f"])
    }
  }

  struct Invalid: CustomTestStringConvertible, Sendable {
    let pattern: String
    let message: String
    var testDescription: String { pattern }
  }

  @Test(arguments: [
    Invalid(
      pattern: "/s?a=1?b=2",
      message:
        "pattern '/s?a=1?b=2': position 7: the query starts with '?' once; join the next items with '&'"
    ),
    Invalid(pattern: "/s?=1", message: "pattern '/s?=1': position 4: a query item needs a name"),
    // `:id?`, how other routers write an optional segment, starts a query here: before `/more`
    // it would read a query item named `/more`, and no link of the intended shape would open
    // the route. Refused, saying how it is written.
    Invalid(
      pattern: "/p/:id?/reviews",
      message:
        "pattern '/p/:id?/reviews': position 8: a query item's name starts with '/': a segment is made optional with a group, '(/:id)', not ':id?' (percent-encode a name's '/')"
    ),
    Invalid(
      pattern: "/s?a&/b=1",
      message:
        "pattern '/s?a&/b=1': position 6: a query item's name starts with '/': a segment is made optional with a group, '(/:id)', not ':id?' (percent-encode a name's '/')"
    ),
    // At the end, `:id?` or `<id>?` starts a query without items: refused, saying the same.
    Invalid(
      pattern: "/p/:id?",
      message:
        "pattern '/p/:id?': position 8: a query item needs a name: a segment is made optional with a group, '(/:id)', not ':id?'"
    ),
    Invalid(
      pattern: "/p/<int:id>?",
      message:
        "pattern '/p/<int:id>?': position 13: a query item needs a name: a segment is made optional with a group, '(/:id)', not ':id?'"
    ),
    // After a literal, a query without items is only that.
    Invalid(pattern: "/p/x?", message: "pattern '/p/x?': position 6: a query item needs a name"),
    Invalid(pattern: "/p?", message: "pattern '/p?': position 4: a query item needs a name"),
    Invalid(pattern: "/s?a&", message: "pattern '/s?a&': position 6: a query item needs a name"),
    Invalid(
      pattern: "/s?a=:1",
      message:
        "pattern '/s?a=:1': position 7: '1' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)"
    ),
    Invalid(
      pattern: "/s?a=<path:p>",
      message:
        "pattern '/s?a=<path:p>': position 7: <path:> takes the rest of a path, not a query value"),
    Invalid(
      pattern: "/s?a=<float:p>",
      message:
        "pattern '/s?a=<float:p>': position 7: unknown type 'float' (expected int, double, bool, uuid, string, path, url or link)"
    ),
    Invalid(
      pattern: "/s?a=:x&a=:y",
      message: "pattern '/s?a=:x&a=:y': position 9: the query item 'a' is written twice"),
    Invalid(
      pattern: "/s/:x?x=:x",
      message: "pattern '/s/:x?x=:x': position 7: the placeholder name 'x' is used twice"),
    Invalid(
      pattern: "/s?a b=1",
      message:
        "pattern '/s?a b=1': position 5: unexpected space in a query item's name (percent-encode it)"
    ),
    Invalid(
      pattern: "/s(?a=1", message: "pattern '/s(?a=1': position 3: '(' is not closed by ')'"),
    Invalid(
      pattern: "/s(/x?a=1)",
      message:
        "pattern '/s(/x?a=1)': position 6: a query or fragment cannot stand inside an optional group"
    ),
    Invalid(pattern: "/s#", message: "pattern '/s#': position 3: the fragment pattern is empty"),
    // Found by the pattern fuzz target: a name that decodes to a control character, which no
    // link may hold (the URL reader refuses it), so the route could never match.
    Invalid(
      pattern: "/s?a%05=1",
      message:
        "pattern '/s?a%05=1': position 4: a query item's name decodes to a control character: links holding one are refused"
    ),
    Invalid(
      pattern: "/s#a?b=1",
      message:
        "pattern '/s#a?b=1': position 5: unexpected '?' after the fragment: the fragment comes last"
    ),
    Invalid(
      pattern: "/s#*/x",
      message: "pattern '/s#*/x': position 4: the remainder '*' must be the last segment"),
    Invalid(
      pattern: "/s#x?a=1",
      message:
        "pattern '/s#x?a=1': position 5: unexpected '?' after the fragment: the fragment comes last"
    ),
  ])
  func invalidPatternsSayWhereAndWhy(_ invalid: Invalid) {
    do {
      _ = try Route("r", pattern: invalid.pattern)
      Issue.record("expected an error for \(invalid.pattern)")
    } catch {
      #expect(error.message.isEmpty == false)
      #expect(error.description == "route 'r': " + invalid.message)
    }
  }

  /// A query item whose name starts with '/' is written percent-encoded, and then matches the
  /// links that carry it, as written or encoded.
  @Test func aQueryNameStartingWithASlashIsWrittenEncoded() throws {
    let router = try makeRouter(["r": "/p?%2Fb=:x"])
    for link in ["shop://p?/b=1", "shop://p?%2Fb=1"] {
      #expect(router.match(link)?.parameters["x"] == "1", "\(link)")
    }
    #expect(router.match("shop://p?b=1") == nil)
  }

  /// A pattern holds at most 64 query items: the 64th is taken, the 65th refused where it
  /// starts.
  @Test func aPatternHoldsAtMost64QueryItems() throws {
    func pattern(_ count: Int) -> String {
      "/s?" + (0..<count).map { "a\($0)=:v\($0)" }.joined(separator: "&")
    }
    #expect(try Route("r", pattern: pattern(64)).pattern.parameterNames.count == 64)
    let text = pattern(65)
    let position = try #require(text.range(of: "&a64=")).lowerBound.utf16Offset(in: text) + 1
    do {
      _ = try Route("r", pattern: text)
      Issue.record("a pattern of 65 query items was taken")
    } catch {
      #expect(error.description.hasSuffix("position \(position): more than 64 query items"))
    }
  }

  /// The round-trip law: a URL built from a route's values matches that route, with those
  /// values, for query items and fragments too.
  @Test(arguments: [
    ("search", ["query": "red shoes"], "shop://search?q=red%20shoes"),
    ("search", ["query": "a&b=c", "page": "2"], "shop://search?q=a%26b%3Dc&page=2"),
    ("sorted", [:], "shop://list"),
    ("list", ["order": "desc"], "shop://list?sort=desc"),
    ("flagged", [:], "shop://flags?debug"),
    ("album", ["album": "summer", "index": "3"], "shop://photos/album?albumname=summer&index=3"),
    ("sale", [:], "shop://sale?kind=summer%20sale"),
  ])
  func queryURLsRoundTrip(_ name: String, _ values: [String: String], _ expected: String) throws {
    try expectRoundTrip(try Self.queryRouter.get(), name, values, expected)
  }

  @Test(arguments: [
    ("room", ["room": "!abc:server"], "https://chat.example.org/#/room/!abc:server"),
    ("user", ["user": "ana"], "https://chat.example.org/#/user/ana"),
    ("user", ["user": "a b", "tab": "2"], "https://chat.example.org/#/user/a%20b/2"),
    ("help", [:], "shop://help"),
    ("help", ["section": "returns"], "shop://help#returns"),
    ("faq", [:], "shop://faq#top"),
    ("docs", ["anchor": "a/b"], "shop://docs#a/b"),
  ])
  func fragmentURLsRoundTrip(_ name: String, _ values: [String: String], _ expected: String)
    throws
  {
    try expectRoundTrip(try Self.fragmentRouter.get(), name, values, expected)
  }

  /// A fragment's `*` left out or empty: an optional fragment is not written (slashes alone
  /// would be no fragment), a required one is written `#/`, the fragment of no segments.
  @Test func aFragmentsRemainderLeftOutOrEmpty() throws {
    let router = try makeRouter([
      "rest": "/rest(#*)", "slashed": "/slashed(#/*)", "required": "/required#*",
    ])
    let cases: [(String, [String: String], String, [String: String])] = [
      ("rest", [:], "shop://rest", [:]), ("rest", ["*": ""], "shop://rest", [:]),
      ("rest", ["*": "a/b"], "shop://rest#a/b", ["*": "a/b"]),
      ("slashed", [:], "shop://slashed", [:]), ("slashed", ["*": ""], "shop://slashed", [:]),
      ("required", [:], "shop://required#/", ["*": ""]),
      ("required", ["*": ""], "shop://required#/", ["*": ""]),
    ]
    for (name, values, expected, read) in cases {
      #expect(try router.urlString(for: name, parameters: values) == expected)
      let match = router.match(expected)
      #expect(match?.name == name, "\(expected)")
      #expect(match?.parameters.dictionary == read, "\(expected)")
    }
  }

  /// Building refuses, saying why, what would not match back: a missing or mistyped value (of
  /// several missing, the first the pattern writes: in the query in order, in the fragment by
  /// name), a query item or a fragment the pattern writes itself given otherwise.
  @Test func buildingRefusesWhatWouldNotMatchBack() throws {
    let router = try Self.queryRouter.get()
    let fragments = try Self.fragmentRouter.get()
    let refused: [(Router, String, [String: String], Parameters, String?, String)] = [
      (router, "search", [:], [:], nil, "missing value for 'query'"),
      (
        router, "search", ["query": "x", "page": "two"], [:], nil,
        "'page' must be of type int, not 'two'"
      ),
      (router, "paged", [:], [:], nil, "missing value for 'page'"),
      (
        router, "list", ["order": "a"], ["sort": "b"], nil,
        "the query item 'sort' is the pattern's own: give its value as the parameter 'order'"
      ),
      (
        router, "sorted", [:], ["sort": "desc"], nil,
        "the query item 'sort' is the pattern's own, with the value 'asc', not 'desc'"
      ),
      (
        fragments, "help", [:], [:], "x",
        "the pattern gives the fragment; give its values as parameters"
      ),
      (fragments, "room", [:], [:], nil, "missing value for 'room'"),
      (fragments, "pair", [:], [:], nil, "missing value for 'a'"),
    ]
    for (router, name, values, query, fragment, message) in refused {
      let error = #expect(throws: DeepLinkError.self) {
        try router.urlString(for: name, parameters: values, query: query, fragment: fragment)
      }
      #expect(error?.message == message)
    }
  }

  /// Decoding sees query and fragment parameters like path ones, typed by their placeholders.
  @Test func decodingSeesQueryAndFragmentParameters() throws {
    struct Album: Decodable { let album: String; let index: Int? }
    let match = try #require(
      try Self.queryRouter.get().match("shop://photos/album?albumname=summer&index=3"))
    let album = try match.decode(Album.self)
    #expect(album.album == "summer")
    #expect(album.index == 3)
  }
}
