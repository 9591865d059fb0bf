import DeepLinking
import Testing

@Suite struct MatchingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let url: String
    let route: String?
    var parameters: [String: String] = [:]
    var query: Parameters = [:]
    var fragment: String? = nil
    var testDescription: String { url }
  }

  static let exampleCases: [Case] = [
    Case(
      url: "shop://product/42?ref=push", route: "product", parameters: ["id": "42"],
      query: ["ref": "push"]),
    Case(url: "https://shop.example.com/product/42", route: "product", parameters: ["id": "42"]),
    Case(url: "SHOP://PRODUCT/7", route: "product", parameters: ["id": "7"]),
    Case(url: "HTTPS://SHOP.EXAMPLE.COM/product/7", route: "product", parameters: ["id": "7"]),
    Case(url: "https://shop.example.com/PRODUCT/7", route: nil),
    Case(url: "shop://product/42/", route: "product", parameters: ["id": "42"]),
    Case(url: "shop://product//42", route: "product", parameters: ["id": "42"]),
    Case(url: "shop://product/abc", route: nil),
    Case(url: "shop://product/-3", route: "product", parameters: ["id": "-3"]),
    Case(url: "shop://product/99999999999999999999", route: nil),
    Case(url: "shop://product/42/reviews", route: "product-reviews", parameters: ["id": "42"]),
    Case(
      url: "shop://product/42/reviews/page/3", route: "product-reviews",
      parameters: ["id": "42", "page": "3"]),
    Case(url: "shop://product/42/reviews/page/x", route: nil),
    Case(url: "shop://user/u1/orders", route: "orders", parameters: ["uid": "u1"]),
    Case(
      url: "shop://user/u1/orders/9001", route: "orders", parameters: ["uid": "u1", "oid": "9001"]),
    Case(url: "shop://category/red%20shoes", route: "category", parameters: ["slug": "red shoes"]),
    Case(url: "shop://category/a%2Fb", route: "category", parameters: ["slug": "a/b"]),
    Case(url: "shop://category/a+b", route: "category", parameters: ["slug": "a+b"]),
    Case(
      url: "shop://search?q=red+shoes&q=blue%20hats&empty&x=", route: "search",
      query: [
        "q": "red shoes", "q": "blue hats",
        "empty": "", "x": "",
      ]),
    Case(
      url: "shop://search/sale?q=a", route: "search", parameters: ["scope": "sale"],
      query: ["q": "a"]),
    Case(url: "shop://settings", route: "settings"),
    Case(url: "shop://settings/privacy", route: "privacy"),
    Case(
      url: "shop://settings/notifications", route: "settings",
      parameters: ["section": "notifications"]),
    Case(
      url: "shop://help/returns/how-to", route: "help", parameters: ["article": "returns/how-to"]),
    Case(url: "shop://help", route: nil),
    Case(
      url: "shop://deeplink/redScreen/greenScreen/blueScreen", route: "screens",
      parameters: ["*": "redScreen/greenScreen/blueScreen"]),
    Case(url: "shop://deeplink", route: "screens", parameters: ["*": ""]),
    Case(url: "shop://", route: "home"),
    Case(url: "https://shop.example.com/", route: "home"),
    Case(url: "https://shop.example.com", route: "home"),
    Case(
      url: "https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF", route: "track",
      parameters: ["shipment": "6F9619FF-8B86-D011-B42D-00C04FC964FF"]),
    Case(url: "shop://track/6F9619FF-8B86-D011-B42D-00C04FC964FF", route: nil),
    Case(
      url: "https://shop.example.com/photos/album?albumname=summer&index=3", route: "album",
      parameters: ["album": "summer", "index": "3"],
      query: [
        "albumname": "summer", "index": "3",
      ]),
    Case(
      url: "shop://product/42#reviews", route: "product", parameters: ["id": "42"],
      fragment: "reviews"),
    Case(url: "shop://product/42?#", route: "product", parameters: ["id": "42"], fragment: ""),
    Case(url: "tel:+123456789", route: nil),
    Case(url: "http://shop.example.com/product/1", route: nil),
    Case(url: "https://evil.com/product/1", route: nil),
    Case(url: "https://shop.example.com@evil.com/product/1", route: nil),
    Case(url: "https://shop.example.com:8443/product/1", route: nil),
    Case(url: "https://shop.example.com:443/product/1", route: "product", parameters: ["id": "1"]),
    Case(url: "not a url", route: nil),
    Case(url: "", route: nil),
  ]

  @Test(arguments: exampleCases)
  func matchesTheExampleManifest(_ test: Case) throws {
    let router = try exampleManifest().router
    let match = router.match(test.url)
    #expect(match?.name == test.route)
    guard let match else { return }
    #expect(match.parameters.dictionary == test.parameters)
    #expect(match.query == test.query)
    #expect(match.fragment == test.fragment)
    #expect(match.url == test.url)
  }

  /// A universal link may name its scheme's default port (443 for https, 80 for http, where
  /// http is allowed), and no other: another port is another origin.
  @Test func aUniversalLinkMayNameOnlyItsDefaultPort() throws {
    let router = try Router(
      schemes: [], domains: ["shop.example.com"], allowsHTTP: true,
      routes: [Route("cart", pattern: "/cart")])
    let answers = [
      "https://shop.example.com:443/cart", "http://shop.example.com:80/cart",
      "https://shop.example.com:80/cart", "http://shop.example.com:443/cart",
    ].map { router.match($0)?.name }
    #expect(answers == ["cart", "cart", nil, nil])
  }

  @Test func placeholderNamesThatDifferInCaseAreKeptApart() throws {
    // The router keeps each placeholder name once for the whole table, found by a hash that
    // folds case: `id` and `ID` are still two names.
    let router = try makeRouter(
      ["order": "/order/:id", "ticket": "/ticket/:ID"], schemes: ["shop"])
    #expect(router.match("shop://order/1")?.parameters.dictionary == ["id": "1"])
    #expect(router.match("shop://ticket/2")?.parameters.dictionary == ["ID": "2"])
  }

  /// Printed, parameters read as the literal that makes them: names and values in order,
  /// repeats kept, quotes and backslashes escaped.
  @Test func parametersPrintAsTheirLiteral() throws {
    let router = try makeRouter(["product": "/product/<int:id>"], schemes: ["shop"])
    let match = try #require(router.match("shop://product/42?tag=a&tag=b%22%5C"))
    #expect("\(match.parameters)" == #"["id": "42"]"#)
    #expect("\(match.query)" == #"["tag": "a", "tag": "b\"\\"]"#)
    #expect("\(Parameters([]))" == "[:]")
  }

  /// Parameters are equal when they hold the same names with the same values in the same
  /// order: a value, a name or the order differing makes them differ (and a query read from
  /// `?a=1&b=2` is not the one read from `?b=2&a=1`).
  @Test func parametersAreEqualWhenNamesValuesAndOrderAre() {
    let parameters: Parameters = ["a": "1", "b": "2"]
    #expect(parameters == Parameters([("a", "1"), ("b", "2")]))
    #expect(parameters != ["a": "1", "b": "3"])
    #expect(parameters != ["a": "1", "c": "2"])
    #expect(parameters != ["b": "2", "a": "1"])
    #expect(parameters != ["a": "1"])
    #expect(parameters != ["a": "1", "b": "2", "b": "2"])
  }

  /// A repeated query item keeps every value, in order; reading it by name gives the first,
  /// as a query placeholder captures the first.
  @Test func aRepeatedItemReadByNameIsItsFirstValue() throws {
    let router = try makeRouter(["product": "/product/<int:id>"], schemes: ["shop"])
    let match = try #require(router.match("shop://product/42?tag=a&tag=b&tag=c"))
    #expect(match.query["tag"] == "a")
    #expect(match.query.values("tag") == ["a", "b", "c"])
    #expect(match.query["none"] == nil)
    #expect(match.query.values("none") == [])
  }

  @Test func deliversEveryPartOfLinkersURLAnatomy() throws {
    let router = try makeRouter(
      ["subscription": "/inapp_am/buy_subscription"], schemes: ["your_app_url_scheme"])
    let url =
      "your_app_url_scheme://inapp_am/buy_subscription?type=subscription&productID=com.yourapp.7days_trial#test"
    let match = try #require(router.match(url))
    #expect(match.name == "subscription")
    #expect(match.origin == .customScheme("your_app_url_scheme"))
    #expect(match.query["type"] == "subscription")
    #expect(match.query["productID"] == "com.yourapp.7days_trial")
    #expect(match.fragment == "test")
  }

  @Test func matchesTheMessagingSDKsChainAndThePulsateLink() throws {
    let router = try makeRouter(
      ["chain": "/deeplink/*", "clothes": "myapp://clothes"],
      schemes: ["com.infobip.mobilemessaging", "myapp"])
    let chain = try #require(
      router.match("com.infobip.mobilemessaging://deeplink/redScreen/greenScreen/blueScreen"))
    #expect(chain.parameters["*"] == "redScreen/greenScreen/blueScreen")
    #expect(router.match("myapp://clothes")?.name == "clothes")
    #expect(router.match("com.infobip.mobilemessaging://clothes") == nil)
  }

  @Test func reportsTelAsAnExternalLink() throws {
    let router = try exampleManifest().router
    let failure = try #require(router.resolve("tel:+123456789").failure)
    #expect(failure.isExternal)
    #expect(failure.code == .foreignScheme)
    #expect(
      failure.message
        == "the scheme 'tel' is not one of the app's schemes (shop)")
  }

  struct Miss: CustomTestStringConvertible, Sendable {
    let url: String
    let reason: String
    var testDescription: String { url }
  }

  @Test(arguments: [
    Miss(
      url: "shop://product/abc",
      reason:
        "no route matches; closest is 'product' (/product/<int:id>): segment 2 'abc' is not an int"),
    Miss(
      url: "shop://prodcut/1",
      reason:
        "no route matches; closest is 'product' (/product/<int:id>): segment 1 'prodcut' is not 'product'"
    ),
    // A literal that differs in letters' case only is the closest, and the message says why
    // it did not match; a literal sharing no letter loses to one that shares some, as written
    // or not ('album' precedes 'product' when nothing else tells them apart).
    Miss(
      url: "https://shop.example.com/PRODUCT/42",
      reason:
        "no route matches; closest is 'product' (/product/<int:id>): segment 1 'PRODUCT' is not 'product' (the table is case-sensitive)"
    ),
    Miss(
      url: "https://shop.example.com/Prod/42",
      reason:
        "no route matches; closest is 'product' (/product/<int:id>): segment 1 'Prod' is not 'product'"
    ),
    Miss(
      url: "https://evil.com/x",
      reason: "the host 'evil.com' is not one of the app's domains (shop.example.com)"),
    // A host written with a hidden character (U+202E turns the rest of a line around), read in
    // lower case as hosts are; and a custom scheme's first segment so written (found by the
    // fuzzer: a C1 control there).
    Miss(
      url: "https://a\u{202E}b.com/x",
      reason: "the host 'a%e2%80%aeb.com' is not one of the app's domains (shop.example.com)"),
    Miss(
      url: "shop://u@a\u{202E}b/1", reason: "the URL carries user information before 'a%e2%80%aeb'"),
    Miss(url: "shop://a\u{8F}b:42/1", reason: "the URL names port 42 on 'a%c2%8fb'"),
    Miss(
      url: "http://shop.example.com/cart",
      reason: "http is not accepted for 'shop.example.com'; use https"),
    Miss(
      url: "https://user@shop.example.com/cart",
      reason: "the URL carries user information before 'shop.example.com'"),
    Miss(
      url: "https://shop.example.com:8443/cart",
      reason: "the URL names port 8443 on 'shop.example.com'"),
    Miss(url: "/product/1", reason: "not an absolute URL: it has no scheme"),
    Miss(
      url: "shop://product/1 2",
      reason: "not a valid URL: a space at offset 16 must be percent-encoded"),
    Miss(
      url: "shop://cart/extra",
      reason:
        "no route matches; closest is 'cart' (/cart): the URL has 2 segments; the pattern has 1"),
    Miss(
      url: "shop://user/u1",
      reason:
        "no route matches; closest is 'orders' (/user/:uid/orders(/:oid)): the URL ends after 2 segments; expected 'orders' next"
    ),
    Miss(
      url: "shop://product/42/photos",
      reason:
        "no route matches; closest is 'product-reviews' (/product/<int:id>/reviews(/page/<int:page>)): segment 3 'photos' is not 'reviews'"
    ),
    Miss(
      url: "shop://category",
      reason:
        "no route matches; closest is 'category' (/category/:slug): the URL ends after 1 segment; expected ':slug' next"
    ),
    Miss(
      url: "shop://track/6F9619FF-8B86-D011-B42D-00C04FC964FF",
      reason:
        "no route matches; closest is 'track' (https://shop.example.com/track/<uuid:shipment>): it is limited to the host 'shop.example.com'"
    ),
  ])
  func explainsMisses(_ miss: Miss) throws {
    let router = try exampleManifest().router
    let failure = try #require(router.resolve(miss.url).failure)
    #expect(failure.message == miss.reason)
    // The closest route the words name is the error's route, for a caller that counts misses
    // by route without reading words; a URL refused before any route was tried has none.
    let closest = miss.reason.firstRange(of: "closest is '").map { start in
      String(miss.reason[start.upperBound...].prefix { $0 != "'" })
    }
    #expect(failure.route == closest)
    #expect((failure.code == .noRoute) == (closest != nil))
  }

  /// A route limited to one custom scheme is the closest of a link on another of the app's
  /// schemes, or on its domain, and the miss says which scheme it takes.
  @Test(arguments: ["https://shop.example.com/product/1", "app://product/1"])
  func aMissOfASchemeLimitedRouteNamesItsScheme(url: String) throws {
    let router = try Router(
      schemes: ["shop", "app"], domains: ["shop.example.com"],
      routes: [Route("product", pattern: "shop://product/:id")])
    #expect(
      router.resolve(url).failure?.message
        == "no route matches; closest is 'product' (shop://product/:id): it is limited to the scheme 'shop'"
    )
  }

  /// The closest route of a miss is one that takes links of the URL's origin: of the routes
  /// below where the walk parted, the fewest segments away, then the first in precedence. A
  /// route of another origin is named only when no route near the URL's path takes its
  /// origin, and then the miss says so first: fixing the path alone would not open it.
  @Test(arguments: [
    (
      "shop://app",
      "closest is 'app-int' (/app/:x/<int:y>): the URL ends after 1 segment; expected ':x' next"
    ),
    (
      "https://shop.example.com/app",
      "closest is 'web-app' (https://shop.example.com/app/:x): the URL ends after 1 segment; expected ':x' next"
    ),
    (
      "shop://b/r/more",
      "closest is 'b-shop' (shop://b/:x): the URL has 3 segments; the pattern has 2"
    ),
    (
      "https://shop.example.com/b/r/more",
      "closest is 'b-web' (https://shop.example.com/b/:x): the URL has 3 segments; the pattern has 2"
    ),
    (
      "app://b/r/more",
      "closest is 'b-shop' (shop://b/:x): it is limited to the scheme 'shop', and the URL has 3 segments; the pattern has 2"
    ),
    (
      "shop://web/eddit",
      "closest is 'edit' (https://shop.example.com/web/edit): it is limited to the host 'shop.example.com', and segment 2 'eddit' is not 'edit'"
    ),
    ("shop://page/eddit", "closest is 'page-any' (/page/edit/:x): segment 2 'eddit' is not 'edit'"),
    (
      "shop://web",
      "closest is 'edit' (https://shop.example.com/web/edit): it is limited to the host 'shop.example.com', and the URL ends after 1 segment; expected 'edit' next"
    ),
  ])
  func aMissNamesARouteOfTheLinksOrigin(url: String, reason: String) throws {
    let router = try makeRouter(
      [
        "web-app": "https://shop.example.com/app/:x", "app-any": "/app/:x/:y",
        "app-int": "/app/:x/<int:y>", "app-deep": "/app/<int:x>/:y/:z",
        "b-web": "https://shop.example.com/b/:x", "b-shop": "shop://b/:x",
        "edit": "https://shop.example.com/web/edit",
        "page-web": "https://shop.example.com/page/edit", "page-any": "/page/edit/:x",
      ], schemes: ["shop", "app"])
    let failure = router.resolve(url).failure
    #expect(failure?.message == "no route matches; " + reason)
    #expect(failure?.route == String(reason.dropFirst("closest is '".count).prefix { $0 != "'" }))
  }

  /// A literal written with other code points than the link's (a precomposed `é` in the
  /// route, `e` and a combining accent in the link) would look the same in a message: text of
  /// the link not in the form links are written in (NFC) is shown escaped, and a literal that
  /// differs only so says why. Literals are compared as written, not normalized.
  @Test(arguments: ["shop://cafe%CC%81/1", "https://shop.example.com/cafe\u{301}/1"])
  func aMissOnALiteralInAnotherUnicodeFormShowsTheDifference(url: String) throws {
    let router = try makeRouter(["cafe": "/caf\u{E9}/:x"])
    #expect(router.match("shop://caf%C3%A9/1")?.name == "cafe")
    #expect(
      router.resolve(url).failure?.message
        == "no route matches; closest is 'cafe' (/caf\u{E9}/:x): segment 1 'cafe%CC%81' is not 'caf\u{E9}' (the same text in another Unicode form; routes compare it as written)"
    )
    #expect(
      router.resolve("shop://cafes/1").failure?.message
        == "no route matches; closest is 'cafe' (/caf\u{E9}/:x): segment 1 'cafes' is not 'caf\u{E9}'"
    )
  }

  /// The same in a query item's value, a fragment and a mixed segment: the link's decomposed
  /// text is shown escaped; text in NFC, whatever its script, is shown as it is.
  @Test func decomposedTextOfALinkIsShownEscapedInEveryMiss() throws {
    let router = try makeRouter([
      "sort": "/s?tri=caf\u{E9}", "mixed": "/m/caf\u{E9}-<int:n>", "frag": "/f#caf\u{E9}",
    ])
    let misses = [
      "shop://s?tri=cafe%CC%81": "the query item 'tri' is 'cafe%CC%81', not 'caf\u{E9}'",
      "shop://m/cafe%CC%81-1": "segment 2 'cafe%CC%81-1' does not fit 'caf\u{E9}-<int:n>'",
      "shop://f#cafe%CC%81": "the fragment 'cafe%CC%81' does not fit '#caf\u{E9}'",
      "shop://s?tri=%E0%A4%95%E0%A4%BF":
        "the query item 'tri' is '\u{915}\u{93F}', not 'caf\u{E9}'",
    ]
    for (url, why) in misses {
      #expect(router.resolve(url).failure?.message.hasSuffix(why) == true, "\(url)")
    }
  }

  /// A miss short of a route names the next segment of the form the URL was following, not
  /// of the route's first form.
  @Test func aMissShortOfAnOptionalGroupsFormNamesThatFormsNextSegment() throws {
    let router = try makeRouter(["guide": "/guide(/chapter/:n)/section/:s"])
    #expect(
      router.resolve("shop://guide/section").failure?.message
        == "no route matches; closest is 'guide' (/guide(/chapter/:n)/section/:s): the URL ends after 2 segments; expected ':s' next"
    )
    #expect(
      router.resolve("shop://guide/chapter/1").failure?.message
        == "no route matches; closest is 'guide' (/guide(/chapter/:n)/section/:s): the URL ends after 3 segments; expected 'section' next"
    )
  }

  /// A miss names the route nearest to where the URL parted, also when that route comes first
  /// in precedence and the index lays another route's entry out before it (entries are
  /// numbered again by the node they end at, and the nearest routes with them).
  @Test func theNearestRouteIsNamedWhereverTheIndexLaysItOut() throws {
    let short = try Route("short", pattern: "/a")
    let deep = try Route("deep", pattern: "/a/b/c")
    for routes in [[short, deep], [deep, short]] {
      let router = try Router(origins: RouterOrigins(schemes: ["shop"]), routes: routes)
      #expect(router.routes.map(\.name) == ["deep", "short"])
      let misses = [
        "shop://a/b/x": "segment 3 'x' is not 'c'", "shop://a/x": "segment 2 'x' is not 'b'",
      ]
      for (url, why) in misses {
        #expect(
          router.resolve(url).failure?.message
            == "no route matches; closest is 'deep' (/a/b/c): \(why)", "\(url)")
      }
    }
  }

  /// A link with no path, in a table with no route for one, names the route nearest the
  /// root (the fewest segments away), not the first of the table.
  @Test(arguments: ["shop://", "https://shop.example.com/"])
  func aLinkWithNoPathNamesTheNearestRoute(url: String) throws {
    let router = try makeRouter(["deep": "/a/b/c", "x": "/x"])
    let failure = router.resolve(url).failure
    #expect(
      failure?.message
        == "no route matches; closest is 'x' (/x): the URL ends after 0 segments; expected 'x' next"
    )
    #expect(failure?.route == "x")
  }

  /// A segment that shares nothing with any literal of its node names the literal whose
  /// nearest route comes first in precedence (`a-w` before `b`, by name), whatever order the
  /// index laid their routes out in (`b` ends at a node `deep` made first).
  @Test func aSegmentNearNoLiteralNamesTheFirstRouteInPrecedence() throws {
    let router = try makeRouter(["deep": "/x/y/z", "b": "/x", "a-w": "/w"])
    let failure = router.resolve("shop://q").failure
    #expect(failure?.message == "no route matches; closest is 'a-w' (/w): segment 1 'q' is not 'w'")
    #expect(failure?.route == "a-w")
  }

  /// Each priority has a tree of its own: a miss names the nearest route below where the
  /// walk parted in each of them, the first tree laid out as well as the last.
  @Test func aMissNamesTheNearestRouteInEveryPrioritysTree() throws {
    let router = try Router(
      schemes: ["shop"],
      routes: [
        Route("high", pattern: "/a/b/c", priority: 1), Route("low", pattern: "/z/y/x"),
        Route("lowest", pattern: "/q/r/s", priority: -1),
      ])
    #expect(router.resolve("shop://a/b").failure?.route == "high")
    #expect(router.resolve("shop://z/y").failure?.route == "low")
    #expect(router.resolve("shop://q/r").failure?.route == "lowest")
  }

  @Test func anEmptyTableSaysSo() throws {
    let router = try Router(origins: RouterOrigins(schemes: ["shop"]), routes: [])
    #expect(
      router.resolve("shop://cart").failure?.message == "no route matches: the table has no routes")
    #expect(router.resolve("shop://cart").failure?.code == .noRoute)
    #expect(router.resolve("shop://cart").failure?.route == nil)
  }

  @Test func caseInsensitiveTablesFoldLiterals() throws {
    let router = try makeRouter(["cart": "/Cart/Items"], caseSensitive: false)
    #expect(router.match("https://shop.example.com/CART/items")?.name == "cart")
    let sensitive = try makeRouter(["cart": "/Cart/Items"])
    #expect(sensitive.match("https://shop.example.com/cart/items") == nil)
    #expect(sensitive.match("shop://cart/Items")?.name == "cart")
    // A literal in capitals alone folds as one with lower-case letters does: the two
    // spellings are one segment, whichever a route writes.
    let capitals = try makeRouter(["bag": "/BAG/X1", "items": "/bag/items"], caseSensitive: false)
    for url in ["/bag/x1", "/BAG/X1", "/Bag/x1"] {
      #expect(capitals.match("https://shop.example.com\(url)")?.name == "bag", "\(url)")
    }
    for url in ["/bag/items", "/BAG/ITEMS"] {
      #expect(capitals.match("https://shop.example.com\(url)")?.name == "items", "\(url)")
    }
  }

  /// A link written without `//` has no host: a custom scheme's (`shop:product/42`, as some
  /// QR codes write it) is read from its path's first segment, as `shop://product/42` is; an
  /// https link's names no domain of the app's.
  @Test func aLinkWithoutAnAuthorityIsReadFromItsPath() throws {
    let router = try makeRouter(["product": "/product/<int:id>"])
    for url in ["shop:product/42", "shop:/product/42", "SHOP:product/42"] {
      #expect(router.match(url)?.parameters.dictionary == ["id": "42"], "\(url)")
    }
    #expect(
      router.resolve("https:shop.example.com/product/42").failure?.message
        == "the URL names no host (the app's domains: shop.example.com)")
  }

  /// A fragment's literals fold too, within a segment of placeholders (`<int:w>x<int:h>`) as
  /// alone, and only in a table that compares without case.
  @Test func caseInsensitiveTablesFoldFragmentLiterals() throws {
    let patterns: KeyValuePairs = ["sized": "/sized#/s/<int:w>x<int:h>/big"]
    let router = try makeRouter(patterns, caseSensitive: false)
    let match = router.match("shop://sized#/S/2X3/BIG")
    #expect(match?.name == "sized")
    #expect(match?.parameters.dictionary == ["w": "2", "h": "3"])
    #expect(try makeRouter(patterns).match("shop://sized#/s/2X3/big") == nil)
  }

  /// Folding is ASCII's, as a URL's letters are compared: a literal with a letter outside ASCII
  /// matches itself, written in either case of its ASCII letters, and the link built from it.
  @Test func caseInsensitiveTablesFoldOnlyASCIILetters() throws {
    let router = try makeRouter(["cafe": "/CAFÉ/Menu"], caseSensitive: false)
    #expect(router.match("https://shop.example.com/CAFÉ/Menu")?.name == "cafe")
    #expect(router.match("https://shop.example.com/caf%C3%89/MENU")?.name == "cafe")
    #expect(router.match("https://shop.example.com/café/menu") == nil)
    let built = try router.urlString(for: "cafe")
    #expect(router.match(built)?.name == "cafe")
    #expect(
      router.resolve("https://shop.example.com/CAFE/menu").failure?.message
        == "no route matches; closest is 'cafe' (/CAFÉ/Menu): segment 1 'CAFE' is not 'cafÉ'")
    // A miss is compared with the literals as the search folds it: `CAFÉS` is nearer `CAFÉ`
    // than `café`, which is another literal.
    let two = try makeRouter(["bar": "/café/Menu", "cafe": "/CAFÉ/Menu"], caseSensitive: false)
    #expect(
      two.resolve("https://shop.example.com/CAFÉS/menu").failure?.message
        == "no route matches; closest is 'cafe' (/CAFÉ/Menu): segment 1 'CAFÉS' is not 'cafÉ'")
  }

  /// Only the 26 letters fold: the bytes beside them in ASCII (`@` and `[`, whose codes sit
  /// just before `A` and after `Z`) are not the ones beside `a` and `z` (`` ` `` and `{`).
  @Test func caseInsensitiveTablesFoldNothingButLetters() throws {
    let router = try makeRouter(["t": "/tag/a%5Bb%40"], caseSensitive: false)
    #expect(router.match("shop://tag/A%5BB%40")?.name == "t")
    #expect(router.match("shop://tag/a%7Bb%40") == nil)
    #expect(router.match("shop://tag/a%5Bb%60") == nil)
  }

  /// As Apple's associated domains: `*.example.com` takes subdomains, never the apex.
  @Test func wildcardDomainsCoverSubdomainsNotTheApex() throws {
    let router = try makeRouter(["p": "/p/:id"], domains: ["*.example.com"])
    #expect(router.match("https://www.example.com/p/1")?.name == "p")
    #expect(router.match("https://a.b.example.com/p/1")?.name == "p")
    #expect(router.match("https://example.com/p/1") == nil)
    #expect(router.match("https://badexample.com/p/1") == nil)
    // Another domain as long, under which the last label or a middle letter differs.
    #expect(router.match("https://www.example.org/p/1") == nil)
    #expect(router.match("https://www.exbmple.com/p/1") == nil)
    let both = try makeRouter(["p": "/p/:id"], domains: ["*.example.com", "example.com"])
    #expect(both.match("https://example.com/p/1")?.name == "p")
  }

  /// A pattern of a scheme and a host alone is that host's root.
  @Test func aPatternOfAHostAloneIsItsRoot() throws {
    let router = try Router(
      schemes: ["shop"], domains: ["shop.example.com"],
      routes: [Route("home", pattern: "https://shop.example.com")])
    #expect(router.match("https://shop.example.com")?.name == "home")
    #expect(router.match("https://shop.example.com/")?.name == "home")
    #expect(router.match("https://shop.example.com/x") == nil)
    #expect(router.match("shop://") == nil)
  }

  /// A wildcard needs a domain under it: `*.com` would take any `.com` host a push or a QR code
  /// carries. The error names the entry at fault.
  @Test func aWildcardOverATopLevelDomainIsRefused() throws {
    #expect(throws: DeepLinkError.self) { try makeRouter(["p": "/p"], domains: ["*.com"]) }
    do {
      _ = try Router(schemes: ["shop"], domains: ["example.com", "*.com"], routes: [])
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .invalidDomain)
      #expect(error.location == "domains[1]")
      #expect(
        error.description
          == "domains[1]: a wildcard over 'com' would take every host under a top-level domain; give the app's own domain under it, as in *.example.com"
      )
    }
    _ = try makeRouter(["p": "/p"], domains: ["*.example.com"])
  }

  /// A router with several wrong origins names the first, in the order written (schemes, then
  /// domains), as a manifest lists them; the next is found once it is mended.
  @Test func aRouterNamesTheFirstWrongOrigin() {
    #expect {
      try Router(schemes: ["shop", "http", "SHOP"], domains: ["*.com"], routes: [])
    } throws: { error in
      (error as? DeepLinkError)?.location == "schemes[1]"
    }
    #expect {
      try Router(schemes: ["shop", "SHOP"], domains: ["*.com"], routes: [])
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "schemes[1]: 'SHOP' is listed twice (also schemes[0])"
    }
  }

  /// Nor may a wildcard cover a registry's public suffix under a country (`*.co.uk` would take
  /// every company's site in the UK); a domain of two labels under a country still may.
  @Test func aWildcardOverARegistrysSuffixIsRefused() throws {
    for domain in ["*.co.uk", "*.COM.au", "*.ac.jp", "*.org.br"] {
      do {
        _ = try Router(schemes: ["shop"], domains: [domain], routes: [])
        Issue.record("expected an error for \(domain)")
      } catch {
        let host = domain.dropFirst(2)
        #expect(
          error.description
            == "domains[0]: a wildcard over '\(host)' would take every host a registry hands out under it; give the app's own domain under it, as in *.example.\(host)"
        )
      }
    }
    for domain in ["*.example.co.uk", "*.shop.de", "*.co.example", "co.uk"] {
      _ = try Router(schemes: ["shop"], domains: [domain], routes: [])
    }
  }

  /// Nor a suffix under which a hosting service gives anyone a site (`*.github.io` would make
  /// every stranger's GitHub Pages site the app's), in any case; the app's own site there, or
  /// a wildcard under it, still may be.
  @Test func aWildcardOverASharedHostingSuffixIsRefused() throws {
    for domain in ["*.github.io", "*.Vercel.App", "*.s3.amazonaws.com", "*.repl.co"] {
      let host = domain.dropFirst(2)
      #expect {
        _ = try Router(schemes: ["shop"], domains: ["shop.example.com", domain], routes: [])
      } throws: { error in
        (error as? DeepLinkError)?.description
          == "domains[1]: a wildcard over '\(host)' would take every site anyone publishes there; give the app's own host, as in example.\(host)"
      }
    }
    for domain in ["octocat.github.io", "*.octocat.github.io", "github.io", "*.amazonaws.com"] {
      _ = try Router(schemes: ["shop"], domains: [domain], routes: [])
    }
  }

  @Test func typedPlaceholders() throws {
    let router = try makeRouter([
      "int": "/v/<int:x>", "uuid": "/v/<uuid:x>", "bool": "/v/<bool:x>", "double": "/v/<double:x>",
      "string": "/v/:x",
    ])
    #expect(router.match("shop://v/12")?.name == "int")
    #expect(router.match("shop://v/1")?.name == "int")
    #expect(router.match("shop://v/true")?.name == "bool")
    #expect(router.match("shop://v/FALSE")?.name == "bool")
    #expect(router.match("shop://v/1.5")?.name == "double")
    #expect(router.match("shop://v/-2e3")?.name == "double")
    #expect(router.match("shop://v/00000000-0000-0000-0000-00000000000a")?.name == "uuid")
    #expect(router.match("shop://v/1.")?.name == "string")
    #expect(router.match("shop://v/%31%32")?.name == "int")
    #expect(router.match("shop://v/nan")?.name == "string")
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
