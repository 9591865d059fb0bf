import DeepLinking
import Foundation
import Testing

@Suite struct DecodingTests {
  struct ProductLink: Decodable, Equatable {
    let id: Int
    let ref: String?
  }

  enum Sort: String, Decodable { case price, rating }

  struct SearchLink: Decodable, Equatable {
    let q: [String]
    let scope: String?
    let sort: Sort?
    let page: Int?
    let exact: Bool?
  }

  @Test func decodesPathAndQueryTogether() throws {
    let router = try exampleManifest().router
    let match = try #require(router.match("shop://product/42?ref=push"))
    #expect(try match.decode(ProductLink.self) == ProductLink(id: 42, ref: "push"))
    let bare = try #require(router.match("shop://product/42"))
    #expect(try bare.decode(ProductLink.self) == ProductLink(id: 42, ref: nil))
  }

  /// A path parameter wins over a query item of its name (whatever that item holds), and a
  /// property of one value takes the first of a repeated item, as a pattern captures it.
  @Test func thePathWinsAndOneValueIsTheFirst() throws {
    let router = try exampleManifest().router
    let both = try #require(router.match("shop://product/42?id=7&id=x&ref=push&ref=mail"))
    #expect(try both.decode(ProductLink.self) == ProductLink(id: 42, ref: "push"))
    let repeated = try #require(router.match("shop://search/sale?q=a&page=2&page=9"))
    #expect(try repeated.decode(SearchLink.self).page == 2)
  }

  @Test func decodesArraysEnumsAndBooleans() throws {
    let router = try exampleManifest().router
    let match = try #require(
      router.match("shop://search/sale?q=red&q=blue&sort=price&page=2&exact=true"))
    #expect(
      try match.decode(SearchLink.self)
        == SearchLink(q: ["red", "blue"], scope: "sale", sort: .price, page: 2, exact: true))
  }

  @Test func aQueryPlaceholderDecodesEveryValueOfItsItem() throws {
    // The pattern holds each value of a repeated item to its type and captures the first; an
    // array property takes them all, under the item's name or the placeholder's.
    struct Tagged: Decodable, Equatable {
      let tag: [Int]
      let t: [Int]
      let first: Int
      let n: String
    }
    let router = try Router(
      schemes: ["shop"], routes: [Route("tags", pattern: "/tags/:n?tag=<int:t>")])
    let match = try #require(router.match("shop://tags/x?tag=3&tag=1&tag=2&first=7"))
    #expect(match.parameters["t"] == "3")
    #expect(
      try match.decode(Tagged.self) == Tagged(tag: [3, 1, 2], t: [3, 1, 2], first: 7, n: "x"))
    struct Named: Decodable, Equatable { let tag: [String] }
    let same = try Router(schemes: ["shop"], routes: [Route("tags", pattern: "/tags?tag=:tag")])
    let both = try #require(same.match("shop://tags?tag=a&tag=b"))
    #expect(try both.decode(Named.self) == Named(tag: ["a", "b"]))
    // A single value is the captured one, the first.
    struct One: Decodable, Equatable { let tag: String }
    #expect(try both.decode(One.self) == One(tag: "a"))
  }

  @Test func decodesUUIDsAndURLs() throws {
    struct Track: Decodable { let shipment: UUID }
    struct Web: Decodable { let url: URL }
    let router = try exampleManifest().router
    let track = try #require(
      router.match("https://shop.example.com/track/6F9619FF-8B86-D011-B42D-00C04FC964FF"))
    #expect(
      try track.decode(Track.self).shipment.uuidString == "6F9619FF-8B86-D011-B42D-00C04FC964FF")
    let web = try #require(router.match("shop://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq"))
    #expect(try web.decode(Web.self).url.host == "help.example.com")
  }

  @Test func namesTheMissingOrMalformedField() throws {
    struct Needs: Decodable {
      let id: Int
      let count: Int
    }
    struct Wrong: Decodable { let ref: Int }
    let router = try exampleManifest().router
    let match = try #require(router.match("shop://product/42?ref=push"))
    let missing = try #require(throws: DeepLinkError.self) { try match.decode(Needs.self) }
    #expect(missing.description == "'count': missing value")
    let wrong = try #require(throws: DeepLinkError.self) { try match.decode(Wrong.self) }
    #expect(wrong.description == "'ref': 'push' is not a valid Int")
    let sort = try #require(router.match("shop://search?q=a&sort=cheapest"))
    let unknownCase = #expect(throws: DeepLinkError.self) { try sort.decode(SearchLink.self) }
    #expect(
      unknownCase?.description
        == "'sort': Cannot initialize Sort from invalid String value cheapest")
  }
}
