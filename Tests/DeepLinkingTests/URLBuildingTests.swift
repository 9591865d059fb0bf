import DeepLinkingTesting
import Foundation
import Testing

@testable import DeepLinking

@Suite struct URLBuildingTests {
  @Test func buildsCustomSchemeAndUniversalLinks() throws {
    let router = try exampleManifest().router
    #expect(try router.urlString(for: "product", parameters: ["id": 42]) == "shop://product/42")
    #expect(
      try router.urlString(
        for: "product", parameters: ["id": 42], origin: .universalLink(host: "shop.example.com"))
        == "https://shop.example.com/product/42")
    #expect(
      try router.urlString(
        for: "track", parameters: ["shipment": "6F9619FF-8B86-D011-B42D-00C04FC964FF"])
        == "https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF")
    #expect(try router.url(for: "cart").absoluteString == "shop://cart")
  }

  /// Without an origin, a link is built on the route's own scheme or host, else the router's
  /// first scheme, else its first domain that is not a wildcard; with neither, it is an error.
  @Test func theDefaultOriginIsTheFirstTheRouterOwns() throws {
    let web = try Router(
      schemes: [], domains: ["*.example.com", "a.example.com", "b.example.com"],
      routes: [Route("p", pattern: "/p/:id")])
    #expect(try web.urlString(for: "p", parameters: ["id": 1]) == "https://a.example.com/p/1")
    let both = try Router(
      schemes: ["shop", "store"], domains: ["a.example.com"],
      routes: [Route("p", pattern: "/p/:id")])
    #expect(try both.urlString(for: "p", parameters: ["id": 1]) == "shop://p/1")
    let wildcard = try Router(
      schemes: [], domains: ["*.example.com"], routes: [Route("p", pattern: "/p/:id")])
    let error = #expect(throws: DeepLinkError.self) {
      try wildcard.urlString(for: "p", parameters: ["id": 1])
    }
    #expect(
      error?.message.hasSuffix("the router has no scheme and no concrete domain to build on")
        == true)
  }

  /// A value is escaped only where it must be: in a path segment every character but the
  /// unreserved ones, the sub-delimiters, `:` and `@`; in a query value every character but the
  /// unreserved ones and `!$'()*,;:@/?` (`&`, `=`, `+` and `#` would change its meaning). Each
  /// link reads back to the value it was built from.
  @Test func aValueIsEscapedOnlyWhereItMustBe() throws {
    let router = try makeRouter(["n": "/n/:name"])
    let printable = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }) + "é"
    func escaped(keeping kept: String) -> String {
      let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
      return printable.utf8.map { byte in
        (unreserved + kept).utf8.contains(byte)
          ? String(UnicodeScalar(byte)) : "%" + String(format: "%02X", byte)
      }.joined()
    }
    let segment = try router.urlString(for: "n", parameters: ["name": printable])
    #expect(segment == "shop://n/" + escaped(keeping: "!$&'()*+,;=:@"))
    #expect(router.match(segment)?.parameters["name"] == printable)
    let query = try router.urlString(
      for: "n", parameters: ["name": "x"], query: ["q": printable])
    #expect(query == "shop://n/x?q=" + escaped(keeping: "!$'()*,;:@/?"))
    #expect(router.match(query)?.query["q"] == printable)
  }

  @Test func includesOptionalGroupsWhenTheirValuesAreGiven() throws {
    let router = try exampleManifest().router
    #expect(
      try router.urlString(for: "orders", parameters: ["uid": "u1"]) == "shop://user/u1/orders")
    #expect(
      try router.urlString(for: "orders", parameters: ["uid": "u1", "oid": 9])
        == "shop://user/u1/orders/9")
    #expect(
      try router.urlString(for: "product-reviews", parameters: ["id": 1, "page": 2])
        == "shop://product/1/reviews/page/2")
  }

  /// An optional query item left out is only that item: the pattern's items after it are
  /// written all the same.
  @Test func anOptionalQueryItemLeftOutKeepsTheItemsAfterIt() throws {
    let router = try makeRouter(["search": "/search?q=:query(&page=<int:page>)&sort=:sort"])
    #expect(
      try router.urlString(for: "search", parameters: ["query": "a", "sort": "price"])
        == "shop://search?q=a&sort=price")
    #expect(
      try router.urlString(for: "search", parameters: ["query": "a", "page": 2, "sort": "price"])
        == "shop://search?q=a&page=2&sort=price")
  }

  /// Found by the pattern fuzzer: a first segment holding `:` was read back as a host and port.
  @Test func escapesHostCharactersInACustomSchemesFirstSegment() throws {
    let router = try makeRouter(["odd": "/esrue:/sr/uu\u{FFFD}/:uid/er", "mail": "/a@b/:x"])
    let built = try router.urlString(for: "odd", parameters: ["uid": "7"])
    #expect(built == "shop://esrue%3A/sr/uu%EF%BF%BD/7/er")
    #expect(router.match(built)?.name == "odd")
    let mail = try router.urlString(for: "mail", parameters: ["x": "y"])
    #expect(mail == "shop://a%40b/y")
    #expect(router.match(mail)?.parameters["x"] == "y")
  }

  @Test func percentEncodesWhatNeedsIt() throws {
    let router = try exampleManifest().router
    let text = try router.urlString(
      for: "category", parameters: ["slug": "red shoes/50%"],
      query: ["q": "a+b & c=d"], fragment: "top part")
    #expect(text == "shop://category/red%20shoes%2F50%25?q=a%2Bb%20%26%20c%3Dd#top%20part")
    let match = try #require(router.match(text))
    #expect(match.parameters["slug"] == "red shoes/50%")
    #expect(match.query["q"] == "a+b & c=d")
  }

  /// A `URL` is written as its absolute string: a relative one's description (`b -- https://…`)
  /// is no URL a `<url:>` placeholder takes.
  @Test func writesAURLAsItsAbsoluteString() throws {
    let router = try makeRouter(["open": "/open/<url:page>"])
    let page = try #require(
      URL(string: "help?q=1", relativeTo: URL(string: "https://a.example/docs/")))
    let text = try router.urlString(for: "open", parameters: ["page": page])
    #expect(text == "shop://open/https:%2F%2Fa.example%2Fdocs%2Fhelp%3Fq=1")
    #expect(router.match(text)?.parameters.value("page", as: URL.self) == page.absoluteURL)
  }

  /// Query items known only at run time (campaign tags from a server, say) go in a list, in
  /// its order, repeated names kept.
  @Test func takesQueryItemsMadeAtRunTime() throws {
    let router = try exampleManifest().router
    let tags = ["summer", "sale & more"]
    let items = [(name: "utm_source", value: "push")] + tags.map { (name: "tag", value: $0) }
    let text = try router.urlString(
      for: "product", parameters: ["id": 42], query: Parameters(items))
    #expect(text == "shop://product/42?utm_source=push&tag=summer&tag=sale%20%26%20more")
    let match = try #require(router.match(text))
    #expect(match.query.values("tag") == tags)
    #expect(Array(match.query).map(\.name) == ["utm_source", "tag", "tag"])
  }

  /// A match's whole query, passed back, builds the link it came from: an item the pattern
  /// names keeps its repeats and its place (a repeated `tag` decodes to every value).
  @Test(arguments: [
    "shop://tags?tag=3&tag=1", "shop://tags?x=1&tag=3&tag=3&y=2", "shop://search?q=a&q=b&page=2",
    "shop://search?page=2&x=1&q=a", "shop://list?sort=asc&sort=asc", "shop://flags?debug&debug=1",
    // An item that need only be present is written with the value it came with.
    "shop://flags?debug=1", "shop://flags?x=1&debug=on&debug=", "shop://verbose?v=2",
    "shop://verbose",
  ])
  func aMatchsWholeQueryBuildsTheSameLink(_ url: String) throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("tags", pattern: "/tags?tag=<int:t>"),
        Route("search", pattern: "/search?q=:q(&page=<int:page>)"),
        Route("list", pattern: "/list(?sort=asc)"), Route("flags", pattern: "/flags?debug"),
        Route("verbose", pattern: "/verbose(?v)"),
      ])
    let match = try #require(router.match(url))
    let built = try router.urlString(
      for: match.name, parameters: match.parameters.dictionary, query: match.query)
    #expect(built == url)
    #expect(router.match(built)?.query == match.query)
  }

  @Test func anItemThePatternNamesIsGivenAsItsParameter() throws {
    let router = try Router(
      schemes: ["shop"], routes: [Route("tags", pattern: "/tags?tag=<int:t>")])
    struct Tags: Decodable { let t: [Int] }
    let built = try router.urlString(
      for: "tags", parameters: ["t": 3], query: ["tag": "3", "tag": "1"])
    #expect(try router.match(built)?.decode(Tags.self).t == [3, 1])
    // Its first value is the parameter's; a repeat is one the item takes.
    for (query, reason) in [
      (
        ["tag": "1"] as Parameters,
        "the query item 'tag' is the pattern's own: give its value as the parameter 't'"
      ),
      (
        ["tag": "1", "tag": "3"],
        "the query item 'tag' is the pattern's own: give its value as the parameter 't'"
      ),
      (
        ["tag": "3", "tag": "x"],
        "the router would not read 'shop://tags?tag=3&tag=x' back as this route"
      ),
    ] {
      #expect(throws: DeepLinkError.self) {
        try router.urlString(for: "tags", parameters: ["t": 3], query: query)
      }
      do {
        _ = try router.urlString(for: "tags", parameters: ["t": 3], query: query)
      } catch {
        #expect(error.message == reason)
      }
    }
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    let route: String
    let parameters: [String: String]
    let message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Failure(
      route: "nope", parameters: [:],
      message: "cannot build a URL for route 'nope': there is no route of that name"),
    Failure(
      route: "product", parameters: [:],
      message: "cannot build a URL for route 'product': missing value for 'id'"),
    // Of several missing, the first by name.
    Failure(
      route: "compare", parameters: [:],
      message: "cannot build a URL for route 'compare': missing value for 'first'"),
    Failure(
      route: "product", parameters: ["id": "abc"],
      message: "cannot build a URL for route 'product': 'id' must be of type int, not 'abc'"),
    Failure(
      route: "product", parameters: ["id": "1", "colour": "red"],
      message:
        "cannot build a URL for route 'product': the pattern '/product/<int:id>' has no parameter 'colour'"
    ),
    Failure(
      route: "help", parameters: ["article": ""],
      message: "cannot build a URL for route 'help': 'article' needs at least one segment"),
  ])
  func throwsForMissingOrMistypedValues(_ failure: Failure) throws {
    let router = try exampleManifest().router
    do {
      _ = try router.url(for: failure.route, parameters: failure.parameters)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == failure.message)
    }
  }

  @Test func roundTripsEveryExampleOfTheManifest() throws {
    let manifest = try exampleManifest()
    let router = manifest.router
    for route in manifest.routes {
      let example = try #require(route.example)
      let match = try #require(router.match(example), "\(example)")
      let built = try router.urlString(
        for: match.name, parameters: match.parameters.dictionary, query: match.query,
        fragment: match.fragment, origin: match.origin)
      let again = try #require(router.match(built), "\(built)")
      #expect(again.name == match.name)
      #expect(again.parameters == match.parameters)
      #expect(again.query == match.query)
      #expect(again.fragment == match.fragment)
      #expect(normalized(built) == normalized(example), "\(built) vs \(example)")
    }
  }

  @Test func roundTripsGeneratedValuesForEveryRoute() throws {
    let manifest = try exampleManifest()
    let router = manifest.router
    let samples: [ParameterType: [String]] = [
      .int: ["0", "7", "-12", "9223372036854775807"], .string: ["a", "a b", "ü/é", "x%y", "+1"],
      .path: ["a", "a/b/c", "x y/z"], .uuid: ["6F9619FF-8B86-D011-B42D-00C04FC964FF"],
    ]
    for route in manifest.routes {
      let names = route.pattern.parameterNames
      for sample in 0..<3 {
        var values: [String: String] = [:]
        for name in names {
          let options = samples[route.pattern.parameterType(name) ?? .string]!
          values[name] = options[sample % options.count]
        }
        if names == ["*"] { values["*"] = ["", "a", "a/b"][sample] }
        let built = try router.urlString(for: route.name, parameters: values)
        let match = try #require(router.match(built), "\(built)")
        #expect(match.name == route.name, "\(built)")
        #expect(match.parameters.dictionary == values, "\(built)")
      }
    }
  }

  /// Lowercases the scheme, drops a trailing slash and decodes escapes: the normalisation
  /// matching applies.
  private func normalized(_ url: String) -> String {
    var text = url
    if let colon = text.firstIndex(of: ":") {
      text = text[..<colon].lowercased() + text[colon...]
    }
    if text.hasSuffix("/") { text.removeLast() }
    let spaced = text.replacingOccurrences(of: "+", with: "%20")
    return spaced.removingPercentEncoding ?? spaced
  }
}

/// A value that would be a `.` or `..` segment cannot be in a link (the router refuses such
/// segments, escaped or not), so building it is an error rather than a link that never matches.
@Suite struct DotSegmentBuildingTests {
  @Test func dotSegmentValuesAreRefused() throws {
    let router = try makeRouter([
      "category": "/category/:slug", "help": "/help/<path:article>", "dots": "/d/.<ext>",
    ])
    // The first dot segment is named: `..` in `a/../b/.`, `.` in `./b/..`.
    let refused: [(route: String, name: String, value: String, message: String)] = [
      ("category", "slug", ".", "'slug' cannot be '.': no link may hold a '.' or '..' segment"),
      ("dots", "ext", ".", "the segment '.<ext>' cannot be '..': no link may hold one"),
      ("help", "article", "a/../b", "'article' cannot hold a '..' segment: no link may hold one"),
      ("help", "article", "a/../b/.", "'article' cannot hold a '..' segment: no link may hold one"),
      ("help", "article", "./b/..", "'article' cannot hold a '.' segment: no link may hold one"),
    ]
    for test in refused {
      let error = #expect(throws: DeepLinkError.self) {
        try router.urlString(for: test.route, parameters: [test.name: test.value])
      }
      #expect(error?.message == test.message, "\(test.value)")
    }
    #expect(
      try router.urlString(for: "category", parameters: ["slug": ".a"]) == "shop://category/.a")
    #expect(try router.urlString(for: "dots", parameters: ["ext": "a"]) == "shop://d/.a")
  }
}

/// A remainder's value is its segments, decoded, joined by `/`; any value builds a link that
/// matches back to exactly it, slashes that are not separators included (found by fuzzing:
/// `shop://deeplink/a/%2F/b` gave `a///b`, which was built as `a/b`).
@Suite struct RemainderRoundTripTests {
  @Test(arguments: ["a///b", "a//b", "/a", "a/", "//", "/", "a/b/c", "%2F", "a%b", "x/%/y", "é/ü"])
  func everyRemainderValueRoundTrips(value: String) throws {
    let router = try makeRouter(["rest": "/r/*", "path": "/p/<path:article>"])
    for route in ["rest", "path"] {
      let url = try router.urlString(
        for: route, parameters: [route == "rest" ? "*" : "article": value])
      let match = try #require(router.match(url), "\(url)")
      #expect(match.parameters.map(\.value) == [value], "\(route): \(value) through \(url)")
    }
  }

  @Test func theSegmentsOfAValue() {
    #expect(LinkEncoding.remainderSegments("a//b") == ["a/", "b"])
    #expect(LinkEncoding.remainderSegments("a/b") == ["a", "b"])
    #expect(LinkEncoding.remainderSegments("") == [])
  }
}

/// The builder never makes a link the router cannot read (over its limits): it would never
/// match back (found by fuzzing: encoded slashes rebuilt as separators passed 256 segments).
@Suite struct BuildingWithinLimitsTests {
  @Test func aLinkOverTheRoutersLimitsIsNotBuilt() throws {
    let router = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("rest", pattern: "/r/*")],
      limits: LinkLimits(maximumLength: 64, maximumSegments: 4, maximumQueryItems: 1))
    #expect(try router.urlString(for: "rest", parameters: ["*": "a/b/c"]) == "shop://r/a/b/c")
    let segments = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "rest", parameters: ["*": "a/b/c/d"])
    }
    #expect(segments.message == "the link would have 5 path segments, over the limit of 4")
    let items = try #require(throws: DeepLinkError.self) {
      try router.urlString(
        for: "rest", query: ["a": "1", "b": "2"])
    }
    #expect(items.message == "the link would have 2 query items, over the limit of 1")
    // A limit of none, as an app taking no query item sets it: one item is one, not "1 items".
    let none = try Router(
      origins: RouterOrigins(schemes: ["shop"]), routes: [Route("rest", pattern: "/r/*")],
      limits: LinkLimits(maximumQueryItems: 0))
    let one = try #require(throws: DeepLinkError.self) {
      try none.urlString(for: "rest", query: ["a": "1"])
    }
    #expect(one.message == "the link would have 1 query item, over the limit of 0")
    #expect(
      none.resolve("shop://r/x?a=1").failure?.message
        == "the URL has 1 query item, over the limit of 0")
    // At each limit, the link is built.
    #expect(try router.urlString(for: "rest", query: ["a": "1"]) == "shop://r?a=1")
    let longest = "shop://r/" + String(repeating: "x", count: 55)
    #expect(
      try router.urlString(for: "rest", parameters: ["*": String(longest.dropFirst(9))]) == longest)
    let length = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "rest", parameters: ["*": String(repeating: "x", count: 80)])
    }
    #expect(length.message == "the link would be 89 bytes long, over the limit of 64")
  }
}

/// Every link the builder makes matches back to its route and the values it was built from:
/// a link the router would refuse or read differently is an error, not a link.
@Suite struct BuiltLinksMatchBackTests {
  /// A route whose forms could both take a link reads it by the one that takes it first: a
  /// link that form would read with other values is not built. A `<path:>` value is then
  /// written as one segment, its slashes `%2F`, which reads back whole; a `*` cannot be.
  @Test func aLinkAnotherFormOfTheRouteReadsDifferentlyIsNotBuilt() throws {
    let router = try makeRouter([
      "files": "/f/(:owner/):folder/<path:file>", "rest": "/r/(:owner/):folder/*",
    ])
    #expect(
      try router.urlString(for: "files", parameters: ["folder": "x", "file": "y"])
        == "shop://f/x/y")
    #expect(
      try router.urlString(for: "files", parameters: ["owner": "o", "folder": "x", "file": "y/z"])
        == "shop://f/o/x/y/z")
    // Without an owner, `x/y/z` would be read as owner `x`, folder `y`, file `z`.
    #expect(router.match("shop://f/x/y/z")?.parameters["owner"] == "x")
    let whole = try router.urlString(for: "files", parameters: ["folder": "x", "file": "y/z"])
    #expect(whole == "shop://f/x/y%2Fz")
    #expect(router.match(whole)?.parameters.dictionary == ["folder": "x", "file": "y/z"])
    let error = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "rest", parameters: ["folder": "x", "*": "y/z"])
    }
    #expect(
      error.message == "'shop://r/x/y/z' would be read back with * 'z', folder 'y', owner 'x'")
  }

  /// The router refuses a control character anywhere in a link, percent-encoded or not.
  @Test func aControlCharacterIsNotBuiltIntoALink() throws {
    let router = try makeRouter(["product": "/product/:id", "search": "/search?q=:q"])
    #expect(router.match("shop://product/a%09b") == nil)
    let cases: [(String, [String: String], Parameters, String?, String)] = [
      ("product", ["id": "a\tb"], [:], nil, "'id'"),
      ("search", ["q": "a\u{1}"], [:], nil, "'q'"),
      ("product", ["id": "1"], ["x": "a\nb"], nil, "the query item 'x'"),
      ("product", ["id": "1"], ["a\rb": "1"], nil, "a query item's name"),
      ("product", ["id": "1"], [:], "x\u{7F}", "the fragment"),
    ]
    for (name, values, query, fragment, holder) in cases {
      let error = try #require(throws: DeepLinkError.self) {
        try router.urlString(for: name, parameters: values, query: query, fragment: fragment)
      }
      #expect(
        error.message == "\(holder) holds a control character: links holding one are refused")
    }
    // Other characters outside printable ASCII are encoded and read back.
    let built = try router.urlString(for: "product", parameters: ["id": "a\u{85}é b"])
    #expect(router.match(built)?.parameters["id"] == "a\u{85}é b")
  }

  /// A refusal quotes the values given with their hidden characters percent-encoded, as a
  /// miss quotes a link's: a match's values passed back are a link's text, and a U+202E or a
  /// NEL in the message would turn a log line around or forge one.
  @Test func aRefusalQuotesNoHiddenCharacter() throws {
    let router = try makeRouter([
      "product": "/product/<int:id>", "sorted": "/sorted?order=asc",
    ])
    let match = try #require(router.match("shop://product/1?order=x%E2%80%AEy%C2%85"))
    let cases: [(String, [String: String], Parameters, String)] = [
      (
        "product", ["id": "4\u{202E}2\u{85}"], [:],
        "'id' must be of type int, not '4%E2%80%AE2%C2%85'"
      ),
      (
        "sorted", [:], match.query,
        "the query item 'order' is the pattern's own, with the value 'asc', not 'x%E2%80%AEy%C2%85'"
      ),
    ]
    for (name, values, query, message) in cases {
      let error = try #require(throws: DeepLinkError.self) {
        try router.urlString(for: name, parameters: values, query: query)
      }
      #expect(error.message == message)
    }
  }

  /// A fragment is given as written after `#`, as a match gives it: passed back, it builds the
  /// same link (its escapes were escaped again: `a%20b` came back `a%2520b`).
  @Test func aMatchsFragmentBuildsTheSameLink() throws {
    let router = try makeRouter(["product": "/product/:id"])
    for (given, written) in [
      ("a%20b", "a%20b"), ("a b", "a%20b"), ("100%", "100%25"), ("%zz", "%25zz"),
      ("/x?y=%2F", "/x?y=%2F"), ("é", "%C3%A9"),
    ] {
      let built = try router.urlString(for: "product", parameters: ["id": "1"], fragment: given)
      #expect(built == "shop://product/1#" + written)
      let match = try #require(router.match(built))
      #expect(
        try router.urlString(
          for: "product", parameters: match.parameters.dictionary, fragment: match.fragment)
          == built)
    }
    let control = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "product", parameters: ["id": "1"], fragment: "a%0Ab")
    }
    #expect(
      control.message == "the fragment holds a control character: links holding one are refused")
    let latin1 = try #require(throws: DeepLinkError.self) {
      try router.urlString(for: "product", parameters: ["id": "1"], fragment: "caf%E9")
    }
    #expect(
      latin1.message
        == "the fragment holds escaped text that is not UTF-8: links holding it are refused")
  }

  /// A match's fragment passed back to a route whose pattern gives the fragment builds the
  /// link as the pattern writes it, whichever form the link had: the leading `/` written or
  /// not, slashes doubled or trailing, slashes alone for an optional fragment left out.
  @Test func aMatchsFragmentPassedBackToAFragmentPattern() throws {
    let router = try makeRouter(
      ["room": "/chat#/room/<room>", "faq": "/faq(#<section>)", "tree": "/tree(#/*)"])
    for (link, built) in [
      ("shop://chat#room/x", "shop://chat#/room/x"),
      ("shop://chat#//room//x/", "shop://chat#/room/x"),
      ("shop://faq#/", "shop://faq"), ("shop://faq#/returns/", "shop://faq#returns"),
      ("shop://tree#//", "shop://tree"), ("shop://tree#a//b", "shop://tree#/a/b"),
    ] {
      let match = try #require(router.match(link))
      #expect(
        try router.urlString(
          for: match.name, parameters: match.parameters.dictionary, fragment: match.fragment)
          == built)
    }
    // One the route would read with other values is not the route's.
    #expect(throws: DeepLinkError.self) {
      try router.urlString(for: "room", parameters: ["room": "x"], fragment: "/room/y")
    }
  }

  /// A placeholder's value ends where the literal after it first occurs, byte by byte and
  /// without case where the matcher folds: a value that would end elsewhere is refused.
  @Test func aMixedSegmentIsBuiltOnlyWhenItReadsBackTheSame() throws {
    let router = try makeRouter([
      "file": "/file/<name>.<ext>", "double": "/x/<a>aa<b>", "upper": "/k/<a>AB<b>",
      "host": "/<a>-X<b>",
    ])
    let refused: [(String, [String: String])] = [
      // A dot followed by a combining accent is one character, but the dot is still a byte.
      ("file", ["name": "a.\u{301}", "ext": "txt"]),
      // `xa` holds no `aa`, but `xa` + `aa` does at its second byte.
      ("double", ["a": "xa", "b": "y"]),
      // The first segment of a custom-scheme link is its host: compared without case.
      ("host", ["a": "q-x", "b": "z"]),
    ]
    for (name, values) in refused {
      let error = try #require(throws: DeepLinkError.self, "\(values)") {
        try router.urlString(for: name, parameters: values)
      }
      #expect(error.message.hasSuffix("it would be read back differently"), "\(error)")
    }
    // Case counts in a case-sensitive table, and in a universal link's first segment.
    let upper = try router.urlString(for: "upper", parameters: ["a": "zab", "b": "c"])
    #expect(router.match(upper)?.parameters.dictionary == ["a": "zab", "b": "c"])
    let host = try router.urlString(
      for: "host", parameters: ["a": "q-x", "b": "z"],
      origin: .universalLink(host: "shop.example.com"))
    #expect(router.match(host)?.parameters.dictionary == ["a": "q-x", "b": "z"])
    let folding = try makeRouter(["upper": "/k/<a>AB<b>"], caseSensitive: false)
    let folded = #expect(throws: DeepLinkError.self) {
      try folding.urlString(for: "upper", parameters: ["a": "zab", "b": "c"])
    }
    #expect(
      folded?.message
        == "'a' cannot be 'zab' in the segment '<a>AB<b>': it would be read back differently")
  }

  /// An optional group is written only with all its values: one given without the others is
  /// an error, not dropped from the link.
  @Test func aValueOfAGroupLeftOutIsAnError() throws {
    let router = try makeRouter([
      "pair": "/opt(/a/:p)(/b/<q>.<r>)", "section": "/help(#<section>-<part>)",
      "triple": "/t(/:x/:y/:z)", "after": "/s(/p/:p)(/q/:q/:n)", "before": "/f(/q/:q/:n)(/p/:p)",
      "two": "/d(/x/:x/:b)(/y/:y/:a)", "owt": "/e(/y/:y/:a)(/x/:x/:b)",
    ])
    for (name, values, message) in [
      ("pair", ["q": "x"], "'q' needs 'r' too"),
      // Of two values lacking, the first by name is said.
      ("triple", ["z": "3"], "'z' needs 'x' too"),
      ("pair", ["p": "1", "r": "y"], "'r' needs 'q' too"),
      ("section", ["part": "2"], "'part' needs 'section' too"),
      // Of the forms holding the value, the one lacking fewest is said, in any order of groups.
      ("after", ["n": "1"], "'n' needs 'q' too"), ("before", ["n": "1"], "'n' needs 'q' too"),
      // Of two values left out, the first by name, in any order of groups.
      ("two", ["a": "1", "b": "2"], "'a' needs 'y' too"),
      ("owt", ["a": "1", "b": "2"], "'a' needs 'y' too"),
    ] {
      let error = try #require(throws: DeepLinkError.self, "\(values)") {
        try router.urlString(for: name, parameters: values)
      }
      #expect(error.message == message + ": an optional group is written only with all its values")
    }
    #expect(try router.urlString(for: "pair", parameters: ["p": "1"]) == "shop://opt/a/1")
    #expect(
      try router.urlString(for: "pair", parameters: ["q": "x", "r": "y"]) == "shop://opt/b/x.y")
    #expect(
      try router.urlString(for: "section", parameters: ["section": "a", "part": "2"])
        == "shop://help#a-2")
  }

  /// Seeded random values made of the characters that have broken builders: delimiters,
  /// escapes, controls, combining marks, look-alikes. Each link built must match back.
  @Test(arguments: [true, false])
  func randomValuesMatchBack(caseSensitive: Bool) throws {
    let router = try makeRouter(
      [
        "product": "/product/:id", "item": "/item/<int:n>", "search": "/search?q=:q",
        "doc": "/doc/:d#:section", "file": "/file/<name>.<ext>", "help": "/help/*",
        "user": "/user/:u(/:tab)", "version": "/v<int:major>-<minor>", "double": "/x<a>aa<b>",
        "upper": "/k<a>AB<b>", "flag": "/flag/<bool:on>", "pair": "/opt(/a/:p)(/b/<q>.<r>)",
        "section": "/guide(#<section>-<part>)", "query": "/q?x=:x&y=<int:y>",
      ], caseSensitive: caseSensitive)
    let pieces = [
      "a", "A", "b", "B", "aa", "ab", "Ab", "1", "-5", "-", "-x", " ", "+", "%", "%2F", "%41",
      "/", "?", "#", "&", "=", ".", "..", ";", ":", "@", "é", "\u{301}", "\u{200B}", "~", "*",
      "(", ")", "'", "\"", "<", ">", "\\", "[", "]", "|", "^", "`", "{", "}", "\u{FF0F}", "\0",
      "\t", "\n", "\u{7F}", "\u{85}", "x.y", "true",
    ]
    var random = SeededGenerator(seed: caseSensitive ? 21 : 22)
    var built = 0
    for _ in 0..<4_000 {
      let route = try #require(router.routes.randomElement(using: &random))
      var values: [String: String] = [:]
      for name in route.pattern.parameterNames
      where Bool.random(using: &random) || !route.pattern.isOptional(name) {
        values[name] = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          pieces.randomElement(using: &random) ?? ""
        }.joined()
      }
      let origin: LinkOrigin? =
        Bool.random(using: &random) ? nil : .universalLink(host: "shop.example.com")
      guard let link = try? router.urlString(for: route.name, parameters: values, origin: origin)
      else { continue }
      built += 1
      let match = try #require(router.match(link), "\(route.name) \(values): \(link)")
      if route.name == "help" && values["*"] == nil { values["*"] = "" }
      #expect(match.name == route.name, "\(values): \(link)")
      #expect(match.parameters.dictionary == values, "\(route.name) \(values): \(link)")
    }
    // Most draws make a link: the property is not passing for want of links.
    #expect(built > 1_000)
  }
}

/// The round trip the other way: every link a route reads builds again from its match (its
/// values, its whole query, its fragment as the link wrote it, its origin) into a link read
/// with the same values.
/// Patterns and links are drawn from small alphabets of the pattern language and of link text,
/// so that each kind of segment, query item and fragment meets values that are empty, escaped,
/// typed or not.
@Suite struct MatchesBuildBackTests {
  static let segments = [
    "a", "A", ":x", "<int:x>", "<bool:x>", "<double:x>", "a<x>", "<x>a", "<x>-<y>", "<uuid:x>",
  ]
  static let scopes = [
    "/", "shop://", "https://s.example/", "https://*.w.example/", "https://<l>.w.example/",
  ]
  static let queries = [
    "", "?q", "?q=:v", "?q=1", "(?q)", "(?q=:v)", "?q=<int:v>", "?q&r", "?r=:w&q",
    "?q=:v(&r=<bool:w>)", "?u=<url:u>",
  ]
  static let fragments = [
    "", "#:f", "(#:f)", "#(/:f)", "(#/:f)", "#/a", "#(/:f)(/:g)", "(#/:f(/:g))", "#<int:f>",
    "#*", "(#*)", "(#/*)", "#/r/:f",
  ]
  static let linkSegments = [
    "a", "A", "1", "-2", "1.5", "true", "ab", "b", "1a", "a-b", "x-1-2", "%41", "a%2Fb", "a+b",
    "%20", "%C3%A9", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "%25", "a;b", "a=b",
  ]
  static let queryValues = [
    "", "1", "x", "true", "a+b", "%26", "%3D", "https%3A%2F%2Fx.example%2Fp", "%C3%A9", "-1",
  ]
  static let fragmentTexts = ["", "a", "/a", "1", "a/b", "/1/2", "x%20y", "%23", "/r/1", "/", "//"]

  static func pattern(_ random: inout QueryPrecedenceModelTests.Generator) -> String {
    func pick(_ options: [String]) -> String { options[random.next(options.count)] }
    var parts: [String] = []
    for number in 1...(1 + random.next(3)) {
      parts.append(
        pick(segments).replacing("x", with: "x\(number)").replacing("y", with: "y\(number)"))
    }
    let tail = pick(["", "", "/*", "/<path:p>"])
    let group = random.next(4) == 0 ? pick(["(/c)", "(/:o)", "(/<int:o>)"]) : ""
    return pick(scopes) + parts.joined(separator: "/") + group + tail + pick(queries)
      + pick(fragments)
  }

  static func link(_ random: inout QueryPrecedenceModelTests.Generator) -> String {
    func pick(_ options: [String]) -> String { options[random.next(options.count)] }
    let origin = pick(["shop://", "shop:///", "https://s.example/", "https://EN.w.example/"])
    let path = (0...random.next(4)).map { _ in pick(linkSegments) }.joined(separator: "/")
    let items = (0..<random.next(4)).map { _ in
      pick(["q", "r", "u", "z"]) + (random.next(5) == 0 ? "" : "=" + pick(queryValues))
    }
    let fragment = random.next(2) == 0 ? "" : "#" + pick(fragmentTexts)
    return origin + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&")) + fragment
  }

  @Test func everyLinkARouteReadsBuildsFromItsMatch() throws {
    var random = QueryPrecedenceModelTests.Generator(state: 20_261_207)
    var checked = 0
    for _ in 0..<1_500 {
      let pattern = Self.pattern(&random)
      guard let route = try? Route("r", pattern: pattern),
        let router = try? Router(
          schemes: ["shop"], domains: ["s.example", "*.w.example"],
          caseSensitive: random.next(2) == 0, routes: [route])
      else { continue }
      for _ in 0..<300 {
        let link = Self.link(&random)
        guard let match = router.match(link) else { continue }
        // The links drawn are short and hold no `..`: every one builds.
        checked += 1
        let problem = buildBackProblem(match, of: link, in: router)
        #expect(problem == nil, "\(pattern)")
      }
    }
    // The draw reaches far enough to mean something: links of many shapes were built.
    #expect(checked > 1_000)
  }
}
