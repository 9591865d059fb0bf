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

  /// A type that decodes itself from one value (a wrapper, an enum of integers) is made from
  /// the link's text; a shape a link cannot hold (an object in a field, a dictionary, a whole
  /// link as one value or as an array) is an error naming the field, never a trap.
  @Test func typesThatDecodeThemselvesAndShapesALinkCannotHold() throws {
    struct Count: Decodable, Equatable {
      let raw: Int
      init(raw: Int) { self.raw = raw }
      init(from decoder: any Decoder) throws {
        raw = try decoder.singleValueContainer().decode(Int.self)
      }
    }
    enum Level: Int, Decodable { case low = 1, high = 2 }
    struct Typed: Decodable, Equatable {
      let count: Count
      let level: Level
      let tags: [Int?]
      let small: UInt8?
    }
    struct Filter: Decodable { let a: Int }
    struct Nested: Decodable { let filter: Filter }
    struct Keyed: Decodable { let map: [String: String] }
    let router = try makeRouter(["s": "/s"])
    func decoded<T: Decodable>(_ url: String, as type: T.Type) throws -> T {
      try #require(router.match(url)).decode(T.self)
    }
    #expect(
      try decoded("shop://s?count=5&level=2&tags=1&tags=2&small=7", as: Typed.self)
        == Typed(count: Count(raw: 5), level: .high, tags: [1, 2], small: 7))
    for (url, message) in [
      ("shop://s?count=x&level=2&tags=1", "'count': 'x' is not a valid Int"),
      (
        "shop://s?count=5&level=3&tags=1",
        "'level': Cannot initialize Level from invalid Int value 3"
      ),
      ("shop://s?count=5&level=1&tags=1&small=300", "'small': '300' is not a valid UInt8"),
      ("shop://s?count=5&level=1&tags=a", "'tags.0': 'a' is not a valid Int"),
    ] {
      let error = #expect(throws: DeepLinkError.self) { try decoded(url, as: Typed.self) }
      #expect(error?.description == message, "\(url)")
    }
    let nested = #expect(throws: DeepLinkError.self) {
      try decoded("shop://s?filter=1", as: Nested.self)
    }
    #expect(nested?.description == "'filter': nested objects cannot come from a link")
    let keyed = #expect(throws: DeepLinkError.self) {
      try decoded("shop://s?map=1", as: Keyed.self)
    }
    #expect(keyed?.description == "'map': nested objects cannot come from a link")
    let single = #expect(throws: DeepLinkError.self) { try decoded("shop://s?a=1", as: Int.self) }
    #expect(single?.message == "a link is not a single value")
    let array = #expect(throws: DeepLinkError.self) { try decoded("shop://s", as: [String].self) }
    #expect(array?.message == "a link is not an array")
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

  /// An error's message and field quote a link's value with its hidden characters
  /// percent-encoded, whoever wrote the text: this decoder, the standard library's
  /// `RawRepresentable` conformance (it quotes the value as written), a type's own
  /// `init(from:)`, or a key the type read from the link. A typed handler's decline shows both
  /// in an event, where a raw U+202E or NEL would forge a log line.
  @Test func errorsQuoteALinksValueWithItsHiddenCharactersEncoded() throws {
    struct Color: Decodable { let c: Sort }
    struct Checked: Decodable {
      init(from decoder: any Decoder) throws {
        let value = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .c)
        throw DecodingError.dataCorrupted(
          .init(codingPath: [Key.c], debugDescription: "'\(value)' is not allowed"))
      }
      enum Key: CodingKey { case c }
    }
    struct Failing: Error, CustomStringConvertible {
      let value: String
      var description: String { "refused \(value)" }
    }
    struct Thrown: Decodable {
      init(from decoder: any Decoder) throws {
        throw Failing(
          value: try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .c))
      }
      enum Key: CodingKey { case c }
    }
    struct AnyKey: CodingKey {
      let stringValue: String
      init(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }
    struct EveryItem: Decodable {
      init(from decoder: any Decoder) throws {
        let items = try decoder.container(keyedBy: AnyKey.self)
        for key in items.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
          _ = try items.decode(Int.self, forKey: key)
        }
      }
    }
    let router = try makeRouter(["s": "/s"])
    let hidden = "x%E2%80%AEy%C2%85z%E2%80%A8w"
    func failure<T: Decodable>(_ url: String, _ type: T.Type) -> DeepLinkError? {
      guard let match = router.match(url) else {
        Issue.record("\(url) matched no route")
        return nil
      }
      return #expect(throws: DeepLinkError.self) { try match.decode(T.self) }
    }
    let expected: [(DeepLinkError?, String, String)] = [
      (
        failure("shop://s?c=\(hidden)", Color.self), "c",
        "Cannot initialize Sort from invalid String value \(hidden)"
      ),
      (failure("shop://s?c=\(hidden)", Checked.self), "c", "'\(hidden)' is not allowed"),
      (failure("shop://s?c=\(hidden)", Thrown.self), "", "refused \(hidden)"),
      (failure("shop://s?a=1&\(hidden)=2x", EveryItem.self), hidden, "'2x' is not a valid Int"),
      (failure("shop://s?a=\(hidden)", EveryItem.self), "a", "'\(hidden)' is not a valid Int"),
    ]
    for (error, field, message) in expected {
      #expect(error?.location == field)
      #expect(error?.message == message)
    }
  }
}
