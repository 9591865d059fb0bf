import DeepLinkingTesting
import Foundation
import Testing

@testable import DeepLinking

/// The byte-level reader against `URLComponents`, over a large generated corpus.
///
/// Wherever `URLComponents` accepts a URL, the reader must find the same scheme, host, port,
/// path segments, query items and fragment. The deliberate differences, each tested below:
/// 1. In the query, `+` is a space (HTML form encoding), as deep links from the web expect;
///    `URLComponents` keeps `+`.
/// 2. Empty query pieces (`a=1&&b=2`) are skipped; `URLComponents` gives an item with an empty
///    name and no value.
/// 3. `_` is accepted in a scheme (`your_app_url_scheme://`), since apps register such schemes.
/// 4. The fragment is delivered as written (percent-encoded), like `percentEncodedFragment`.
/// 5. Raw non-ASCII (an IRI such as `shop://café/ü`) is read as the UTF-8 it is, escapes beside
///    it still decoded. `URLComponents` then encodes the whole string, `%` included, so its
///    `percentEncodedPath` decodes back to the escapes rather than to the text. The corpus
///    below is ASCII, where `URLComponents` reads URLs strictly.
@Suite struct DifferentialReaderTests {
  /// A query item as both readers give it.
  struct QueryItem: Equatable, CustomStringConvertible {
    let name: String
    let value: String
    var description: String { "\(name)=\(value)" }
  }

  struct Reading: Equatable, CustomStringConvertible {
    var scheme: String
    var host: String?
    var port: String?
    var segments: [String]
    var query: [QueryItem]
    var fragment: String?
    var description: String {
      "\(scheme) host=\(host ?? "nil") port=\(port ?? "nil") \(segments) \(query) #\(fragment ?? "nil")"
    }
  }

  static func ours(_ url: String) -> Reading? {
    URLBytes.reading(url) { bytes -> Reading? in
      guard case .success(let parts) = URLParts.read(bytes) else { return nil }
      func string(_ range: Range<Int>) -> String { bytes.string(range) }
      var segments: [String] = []
      var start = parts.path.lowerBound
      for offset in parts.path.lowerBound...parts.path.upperBound
      where offset == parts.path.upperBound || bytes[offset] == UInt8(ascii: "/") {
        if offset > start { segments.append(PercentDecoding.string(bytes, start..<offset)) }
        start = offset + 1
      }
      var query: [QueryItem] = []
      if let range = parts.query {
        let input = MatchInput(
          bytes: bytes, segments: .none, segmentCount: 0,
          hostIsFirstSegment: false, origin: .custom(scheme: 0), query: range, fragment: nil,
          limits: .default)
        query = input.queryItems().map { QueryItem(name: $0.name, value: $0.value) }
      }
      return Reading(
        scheme: string(parts.scheme), host: parts.hasAuthority ? string(parts.host) : nil,
        port: parts.port.map(string), segments: segments, query: query,
        fragment: parts.fragment.map(string))
    }
  }

  static func foundation(_ url: String) -> Reading? {
    guard let components = URLComponents(string: url), let scheme = components.scheme else {
      return nil
    }
    let segments = components.percentEncodedPath.split(separator: "/").map {
      String($0).removingPercentEncoding ?? String($0)
    }
    let query = (components.percentEncodedQueryItems ?? []).compactMap { item -> QueryItem? in
      if item.name.isEmpty, item.value == nil { return nil }  // difference 2
      return QueryItem(
        name: item.name.removingPercentEncoding ?? item.name,
        value: item.value?.removingPercentEncoding ?? "")
    }
    return Reading(
      scheme: scheme, host: components.percentEncodedHost, port: components.port.map(String.init),
      segments: segments, query: query, fragment: components.percentEncodedFragment)
  }

  /// A seeded generator of URLs mixing every part, escapes included.
  static func corpus(count: Int) -> [String] {
    var generator = SeededGenerator(seed: 2024)
    let schemes = ["shop", "https", "http", "my-app.x", "com.example.app", "a+b"]
    let hosts = ["shop.example.com", "product", "a-b.c", "x", "127.0.0.1", "[::1]", ""]
    let pieces = [
      "a", "product", "42", "%20", "%2F", "%C3%A9", "caf%C3%A9", "-", ".", "..", "~x", "a!b",
      "$", "'", "(x)", "*", ",", ";", "=", ":", "@", "%C3%BC", "%41%42",
    ]
    let queryPieces = ["a", "b", "q", "%26", "%3D", "x%20y", "", "1", "%25", "%C3%A9", "?", "/"]
    func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
    return (0..<count).map { _ in
      var url = pick(schemes) + ":"
      if generator.next() % 5 != 0 {
        url += "//"
        if generator.next() % 10 == 0 { url += "user@" }
        url += pick(hosts)
        if generator.next() % 8 == 0 { url += ":\(generator.next() % 9000)" }
      }
      for _ in 0..<Int(generator.next() % 5) {
        url += "/" + (generator.next() % 7 == 0 ? "" : pick(pieces) + pick(pieces))
      }
      if generator.next() % 2 == 0 {
        url +=
          "?"
          + (0..<Int(generator.next() % 4)).map { _ in
            pick(queryPieces) + (generator.next() % 3 == 0 ? "" : "=" + pick(queryPieces))
          }.joined(separator: "&")
      }
      if generator.next() % 4 == 0 {
        // A `?` in a fragment is the fragment's, not a query.
        url += "#" + pick(pieces) + (generator.next() % 3 == 0 ? "?" + pick(queryPieces) : "")
      }
      return url
    }
  }

  @Test func agreesWithURLComponentsWhereverItAcceptsTheURL() {
    var compared = 0
    var disagreements: [String] = []
    for url in Self.corpus(count: 20_000) {
      guard let expected = Self.foundation(url) else { continue }
      compared += 1
      let actual = Self.ours(url)
      if actual != expected, disagreements.count < 10 {
        disagreements.append(
          "\(url)\n  ours:       \(actual.map(\.description) ?? "nil")\n  Foundation: \(expected)")
      }
    }
    #expect(compared > 5_000, "the corpus should mostly be URLs Foundation accepts")
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }

  @Test func plusIsASpaceInTheQueryOnly() throws {
    let reading = try #require(Self.ours("shop://a+b/c+d?q=e+f"))
    #expect(reading.segments == ["c+d"])
    #expect(reading.query == [QueryItem(name: "q", value: "e f")])
    #expect(Self.foundation("shop://a+b/c+d?q=e+f")?.query == [QueryItem(name: "q", value: "e+f")])
  }

  @Test func emptyQueryPiecesAreSkipped() throws {
    #expect(
      Self.ours("shop://x?a=1&&b=2")?.query == [
        QueryItem(name: "a", value: "1"), QueryItem(name: "b", value: "2"),
      ])
  }

  @Test func underscoreSchemesAreRead() throws {
    #expect(Self.ours("your_app_url_scheme://inapp_am")?.scheme == "your_app_url_scheme")
  }

  @Test func rawNonASCIIIsReadAsUTF8() throws {
    let reading = try #require(Self.ours("shop://x/caf%C3%A9/ü"))
    #expect(reading.segments == ["café", "ü"])
    #expect(Self.foundation("shop://x/caf%C3%A9/ü")?.segments.first == "caf%C3%A9")
  }

  @Test func theFirstNumberSignStartsTheFragment() throws {
    // `URLComponents` refuses a second `#`; the reader keeps it in the fragment, as written.
    let reading = try #require(Self.ours("shop://x/a?q=1#b#c?d"))
    #expect(reading.segments == ["a"])
    #expect(reading.query == [QueryItem(name: "q", value: "1")])
    #expect(reading.fragment == "b#c?d")
    #expect(Self.ours("shop://x/a#b?q=1")?.query == [])
    #expect(Self.ours("shop://x?#")?.fragment == "")
  }

  @Test func theFragmentStaysAsWritten() throws {
    #expect(Self.ours("shop://x#a%20b")?.fragment == "a%20b")
    #expect(Self.foundation("shop://x#a%20b")?.fragment == "a%20b")
  }
}
