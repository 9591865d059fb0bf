import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// Every standard type a link's text can be decoded into, at its limits and one past them.
@Suite struct DecodingTypeTests {
  struct Field<T: Decodable>: Decodable { let value: T }

  /// A router with one route whose `value` query item holds the text under test.
  static let router: Router = {
    do { return try makeRouter(["field": "/field"]) } catch { fatalError("\(error)") }
  }()

  static func match(_ text: String) throws -> RouteMatch {
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    return try #require(router.match("shop://field?value=\(encoded)"))
  }

  /// Decodes `text` as `T` through `decode`, and through `parameters.value(_:as:)` on a path
  /// parameter, and checks that the two agree.
  static func decoded<T: Decodable & Equatable>(
    _ text: String, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> T? {
    let viaDecode = try? match(text).decode(Field<T>.self).value
    guard !text.isEmpty else { return viaDecode }  // a path segment is never empty
    let pathRouter = try makeRouter(["field": "/field/:value"])
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    let viaValue = try #require(pathRouter.match("shop://field/\(encoded)")).parameters.value(
      "value", as: T.self)
    #expect(
      viaDecode == viaValue, "decode and value(_:as:) disagree on '\(text)'",
      sourceLocation: sourceLocation)
    return viaDecode
  }

  static func checkInteger<T: FixedWidthInteger & Decodable>(
    _ type: T.Type, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try decoded("\(T.max)", as: T.self) == T.max, sourceLocation: sourceLocation)
    #expect(try decoded("\(T.min)", as: T.self) == T.min, sourceLocation: sourceLocation)
    #expect(try decoded("0", as: T.self) == 0, sourceLocation: sourceLocation)
    let pastMax = (Int128(T.max) + 1).description
    let pastMin = (Int128(T.min) - 1).description
    for text in [pastMax, pastMin, "", "1.5", "12abc", "0x10"] {
      #expect(
        try decoded(text, as: T.self) == nil, "'\(text)' as \(T.self)",
        sourceLocation: sourceLocation)
    }
    let error = try #require(throws: DeepLinkError.self) {
      try match(pastMax).decode(Field<T>.self)
    }
    #expect(
      error.description == "'value': '\(pastMax)' is not a valid \(name)",
      sourceLocation: sourceLocation)
  }

  @Test func everyIntegerTypeAtItsLimits() throws {
    try Self.checkInteger(Int.self, name: "Int")
    try Self.checkInteger(Int8.self, name: "Int8")
    try Self.checkInteger(Int16.self, name: "Int16")
    try Self.checkInteger(Int32.self, name: "Int32")
    try Self.checkInteger(Int64.self, name: "Int64")
    try Self.checkInteger(UInt.self, name: "UInt")
    try Self.checkInteger(UInt8.self, name: "UInt8")
    try Self.checkInteger(UInt16.self, name: "UInt16")
    try Self.checkInteger(UInt32.self, name: "UInt32")
    try Self.checkInteger(UInt64.self, name: "UInt64")
  }

  @Test func floatingPointTypesRefuseWhatIsNotAFiniteDecimal() throws {
    #expect(try Self.decoded("4.5", as: Double.self) == 4.5)
    #expect(try Self.decoded("-2e3", as: Double.self) == -2000)
    #expect(
      try Self.decoded("\(Double.greatestFiniteMagnitude)", as: Double.self)
        == .greatestFiniteMagnitude)
    #expect(try Self.decoded("3.25", as: Float.self) == 3.25)
    #expect(
      try Self.decoded("\(Float.greatestFiniteMagnitude)", as: Float.self)
        == .greatestFiniteMagnitude)
    #expect(try Self.decoded("19.99", as: Decimal.self) == Decimal(string: "19.99"))
    // Past the largest finite value, and texts Double(_:) would take but a link never means.
    for text in ["1e400", "-1e400", "inf", "nan", "0x1p3", "", "1.2.3"] {
      #expect(try Self.decoded(text, as: Double.self) == nil, "'\(text)' as Double")
    }
    for text in ["1e39", "-1e39", "infinity"] {
      #expect(try Self.decoded(text, as: Float.self) == nil, "'\(text)' as Float")
    }
    #expect(try Self.decoded("abc", as: Decimal.self) == nil)
    // Float16, where the platform has it: rounded to the nearest, and refused past 65,504.
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
        #expect(try Self.decoded("0.1", as: Float16.self) == Float16(0.1))
        #expect(try Self.decoded("65504", as: Float16.self) == .greatestFiniteMagnitude)
        for text in ["65520", "-1e5", "nan", "x"] {
          #expect(try Self.decoded(text, as: Float16.self) == nil, "'\(text)' as Float16")
        }
        let error = try #require(throws: DeepLinkError.self) {
          try Self.match("65520").decode(Field<Float16>.self)
        }
        #expect(error.description == "'value': '65520' is not a valid Float16")
      }
    #endif
  }

  @Test func booleansUUIDsURLsAndDates() throws {
    for (text, value) in [
      ("true", true), ("TRUE", true), ("True", true), ("FALSE", false), ("1", true), ("0", false),
    ] {
      #expect(try Self.decoded(text, as: Bool.self) == value)
    }
    // A Boolean's text is read to its end: `false` followed by more is none.
    for text in ["yes", "2", "", "truee", "falsey", "FALSE1", "falsetto"] {
      #expect(try Self.decoded(text, as: Bool.self) == nil, "'\(text)' as Bool")
    }
    let uuid = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    #expect(try Self.decoded(uuid, as: UUID.self) == UUID(uuidString: uuid))
    #expect(try Self.decoded(String(uuid.dropLast()), as: UUID.self) == nil)
    #expect(
      try Self.decoded("https://a.example/x", as: URL.self) == URL(string: "https://a.example/x"))
    #expect(try Self.decoded("/relative", as: URL.self) == nil)
    // A URL is what a `<url:>` placeholder takes: a web page, never a script, data or a file
    // (an app loads it), nor another app's scheme.
    #expect(try Self.decoded("HTTP://a.example", as: URL.self) == URL(string: "HTTP://a.example"))
    for text in [
      "javascript:alert(1)", "data:text/html,<b>x</b>", "file:///etc/passwd", "shop://product/1",
      "https:///nohost", "//a.example/x",
    ] {
      #expect(try Self.decoded(text, as: URL.self) == nil, "'\(text)' as URL")
      #expect(ParameterType.url.accepts(text) == false, "'\(text)' as <url:>")
    }
    #expect(
      try Self.decoded("2026-12-01T08:00:00Z", as: Date.self)
        == Date(timeIntervalSince1970: 1_796_112_000))
    #expect(
      try Self.decoded("2026-12-01T08:00:00.500Z", as: Date.self)
        == Date(timeIntervalSince1970: 1_796_112_000.5))
    #expect(
      try Self.decoded("2026-12-01", as: Date.self)
        == Date(timeIntervalSince1970: 1_796_083_200))
    #expect(try Self.decoded("yesterday", as: Date.self) == nil)
    #expect(try Self.decoded("1796112000", as: Date.self) == nil)
  }

  /// A `<url:>` placeholder takes a value only when the value converts to a `URL`, by the one
  /// rule: texts the URL reader takes and Foundation's `URL` does not (`https://[`, `http://%`,
  /// `https://é_]`) matched the route, and then did not decode; the builder refuses them too.
  /// (Drawn URL-like texts: ``aTypedPlaceholderTakesWhatConvertsAndNothingElse()``.)
  @Test func aURLPlaceholderTakesWhatConvertsToAURLAndNothingElse() throws {
    let router = try makeRouter(["open": "/open?to=<url:page>"])
    for text in ["https://[", "http://%", "https://é_]", "http://]=?)!+%5B", "https://%/x"] {
      let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
      #expect(router.match("shop://open?to=\(encoded)") == nil, "'\(text)' as <url:>")
      #expect(try Self.decoded(text, as: URL.self) == nil, "'\(text)' as URL")
      #expect(throws: DeepLinkError.self) {
        try router.urlString(for: "open", parameters: ["page": text])
      }
    }
  }

  /// `<uuid:>`, `<int:>`, `<double:>`, `<bool:>` and `<url:>` placeholders take a value exactly
  /// when `parameters.value(_:as:)` converts it, by the one rule. Foundation's UUID parser on
  /// Linux takes `0x4CfdA9-...` and a dash for a digit, which `<uuid:>` refuses: the conversion
  /// took them; `<url:>` took texts that are no `URL`. Drawn texts of each kind, compared.
  @Test func aTypedPlaceholderTakesWhatConvertsAndNothingElse() throws {
    let kinds = ["uuid", "int", "double", "bool", "url"]
    let router = try makeRouter([
      "uuid": "/uuid/<uuid:x>", "int": "/int/<int:x>", "double": "/double/<double:x>",
      "bool": "/bool/<bool:x>", "url": "/url/<url:x>", "text": "/text/:x",
    ])
    for text in ["2EBE9A4f-Db32--Edb-Aaee-3bB97FEa1e96", "0x4CfdA9-De15-e68a-8Abf-D8B1702f-Ee0"] {
      #expect(try Self.decoded(text, as: UUID.self) == nil, "'\(text)' as UUID")
    }
    func converts(_ kind: String, _ parameters: Parameters) -> Bool {
      switch kind {
      case "uuid": parameters.value("x", as: UUID.self) != nil
      case "int": parameters.value("x", as: Int.self) != nil
      case "double": parameters.value("x", as: Double.self) != nil
      case "bool": parameters.value("x", as: Bool.self) != nil
      default: parameters.value("x", as: URL.self) != nil
      }
    }
    let hexDigits = Array("0123456789abcdefABCDEF")
    let others = Array("gx-{} ")
    let numberCharacters = Array("0123456789+-.eEinfINFnaNtrueFALS x_")
    let urlPieces = [
      "a", ".example", "[", "]", "::1", ":", "80", "/", "?", "#", "@", "%", "%41", "é", "-", "_",
      "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "[v1.x]", "%5B", "|", "{",
    ]
    var random = SeededGenerator(seed: 43)
    var taken: [String: Int] = [:]
    for _ in 0..<4_000 {
      var uuid = ""
      for offset in 0..<Int.random(in: 34...38, using: &random) {
        let dash = [8, 13, 18, 23].contains(offset) && Int.random(in: 0..<8, using: &random) > 0
        let other = Int.random(in: 0..<60, using: &random) == 0
        uuid.append(dash ? "-" : (other ? others : hexDigits).randomElement(using: &random) ?? "0")
      }
      var number = ""
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        number.append(numberCharacters.randomElement(using: &random) ?? "0")
      }
      var url = Bool.random(using: &random) ? "https://" : "http://"
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        url += urlPieces.randomElement(using: &random) ?? ""
      }
      let drawn = ["uuid": uuid, "int": number, "double": number, "bool": number, "url": url]
      for kind in kinds {
        let text = drawn[kind] ?? ""
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        let placeholder = router.match("shop://\(kind)/\(encoded)")?.name == kind
        // A `.` or `..` segment is no value of any kind.
        guard let parameters = router.match("shop://text/\(encoded)")?.parameters else { continue }
        #expect(placeholder == converts(kind, parameters), "'\(text)' as \(kind)")
        if placeholder { taken[kind, default: 0] += 1 }
      }
    }
    #expect(taken.count == kinds.count && taken.values.allSatisfy { $0 > 20 }, "\(taken)")
  }

  enum Sort: String, Decodable { case price, rating }
  enum Level: UInt8, Decodable { case low = 1, high = 200 }

  /// `Int128` and `UInt128` too, at their limits, alone, optional, in arrays and as an enum's
  /// raw value: the standard library's defaults refused every value ("Decoder has not
  /// implemented support for Int128") where the decoder did not answer for them.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @Test func theWidestIntegersToo() throws {
    #expect(try Self.decoded("\(Int128.max)", as: Int128.self) == .max)
    #expect(try Self.decoded("\(Int128.min)", as: Int128.self) == .min)
    #expect(try Self.decoded("\(UInt128.max)", as: UInt128.self) == .max)
    #expect(try Self.decoded("0", as: UInt128.self) == 0)
    let pastMax = "170141183460469231731687303715884105728"
    for text in [pastMax, "-170141183460469231731687303715884105729", "", "1.5", "0x10"] {
      #expect(try Self.decoded(text, as: Int128.self) == nil, "'\(text)' as Int128")
    }
    for text in ["340282366920938463463374607431768211456", "-1", "", "1e3"] {
      #expect(try Self.decoded(text, as: UInt128.self) == nil, "'\(text)' as UInt128")
    }
    let error = try #require(throws: DeepLinkError.self) {
      try Self.match(pastMax).decode(Field<Int128>.self)
    }
    #expect(error.description == "'value': '\(pastMax)' is not a valid Int128")
    enum Huge: Int128, Decodable { case big = 100_000_000_000_000_000_000 }
    enum Mask: UInt128, Decodable { case all = 340_282_366_920_938_463_463_374_607_431_768_211_455 }
    struct Wide: Decodable, Equatable {
      let ids: [UInt128]
      let count: UInt128
      let offset: Int128
      let limit: UInt128?
      let start: Int128?
      let huge: Huge
      let mask: Mask
      let missing: UInt128?
    }
    let match = try #require(
      Self.router.match(
        "shop://field?ids=1&ids=2&count=3&offset=-4&limit=5&start=-6&huge=100000000000000000000"
          + "&mask=340282366920938463463374607431768211455"))
    #expect(
      try match.decode(Wide.self)
        == Wide(
          ids: [1, 2], count: 3, offset: -4, limit: 5, start: -6, huge: .big, mask: .all,
          missing: nil))
  }

  @Test func rawRepresentableEnumsOfAnyRawType() throws {
    #expect(try Self.decoded("price", as: Sort.self) == .price)
    #expect(try Self.decoded("cheapest", as: Sort.self) == nil)
    #expect(try Self.decoded("200", as: Level.self) == .high)
    #expect(try Self.decoded("2", as: Level.self) == nil)
    #expect(try Self.decoded("256", as: Level.self) == nil)
  }

  @Test func optionalsAndArraysOfRepeatedItems() throws {
    struct Filters: Decodable, Equatable {
      let size: [UInt8]
      let page: Int16?
      let missing: [Int]?
    }
    let match = try #require(Self.router.match("shop://field?size=8&size=255&page=-3"))
    #expect(try match.decode(Filters.self) == Filters(size: [8, 255], page: -3, missing: nil))
    let bad = try #require(Self.router.match("shop://field?size=8&size=256"))
    let error = try #require(throws: DeepLinkError.self) { try bad.decode(Filters.self) }
    #expect(error.description == "'size.1': '256' is not a valid UInt8")
  }

  /// A type whose `init(from:)` asks the decoder for itself again used to recurse until the
  /// stack overflowed; now it is an error naming the type.
  @Test func aTypeThatDecodesItselfFromItselfIsAnError() throws {
    struct Loop: Decodable, Equatable {
      init(from decoder: any Decoder) throws {
        _ = try decoder.singleValueContainer().decode(Loop.self)
      }
    }
    let error = try #require(throws: DeepLinkError.self) {
      try Self.match("x").decode(Field<Loop>.self)
    }
    #expect(error.description == "'value': Loop cannot be decoded from the text of a link")
  }

  /// `<bool:>`, `<double:>`, `<int:>` and `<uuid:>` placeholders accept exactly the texts the
  /// decoder and `parameters.value(_:as:)` convert.
  @Test(arguments: [
    "true", "TRUE", "True", "false", "1", "0", "yes", "no", "", "01", "tru", "2", "4.5", "-2e3",
    "falsey", "truey",
    "1e400", "inf", "nan", "0x10", ".5", "5.", "+1", "-0", "1e", "e5", "١", "+", "-", "007",
    "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "-9223372036854775809", "1_000", " 1", "1 ", "\u{FF11}",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
    "E621E1F8C36C495A93FC0C247A3E6E5F", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0", "E621E1F8+C36C-495A-93FC-0C247A3E6E5F",
  ])
  func patternTypesAndDecodingAgree(text: String) throws {
    let router = try makeRouter([
      "b": "/b/<bool:v>", "d": "/d/<double:v>", "i": "/i/<int:v>", "u": "/u/<uuid:v>",
    ])
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    let bool = router.match("shop://b/\(encoded)")
    #expect((bool != nil) == (try Self.decoded(text, as: Bool.self) != nil), "'\(text)' as bool")
    let double = router.match("shop://d/\(encoded)")
    #expect(
      (double != nil) == (try Self.decoded(text, as: Double.self) != nil), "'\(text)' as double")
    let int = router.match("shop://i/\(encoded)")
    #expect((int != nil) == (try Self.decoded(text, as: Int.self) != nil), "'\(text)' as int")
    let uuid = router.match("shop://u/\(encoded)")
    #expect((uuid != nil) == (try Self.decoded(text, as: UUID.self) != nil), "'\(text)' as uuid")
  }
}

/// The dates a link may carry, against Foundation's own ISO 8601 reader.
@Suite struct ISO8601DateTests {
  @Test(arguments: [
    "2026-12-01T08:00:00Z", "2024-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z",
    "2000-03-01T12:30:15+02:00", "2026-06-15T01:02:03-07:30", "1583-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
  ])
  func agreesWithFoundation(_ text: String) throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d"])
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    let match = try #require(router.match("shop://d?d=\(encoded)"))
    #expect(try match.decode(D.self).d == ISO8601DateFormatter().date(from: text))
  }

  /// An offset's `+` written unencoded in a query, as templates and hand-written links write
  /// it, reads as a space there, and still means `+`: the date is the instant written, for
  /// `decode` and `parameters.value(_:as:)` alike. A `-` stays a `-`.
  @Test(arguments: ["2000-03-01T12:30:15+02:00", "2026-06-15T01:02:03-07:30"])
  func anOffsetsPlusLeftUnencodedInAQueryIsStillAPlus(_ text: String) throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d?d=:d"])
    let match = try #require(router.match("shop://d?d=\(text)"))
    let written = try #require(ISO8601DateFormatter().date(from: text))
    #expect(try match.decode(D.self).d == written)
    #expect(match.parameters.value("d", as: Date.self) == written)
  }

  /// A date given to the URL builder is written as the decoder reads it: Foundation's own
  /// ISO 8601 writer gives the same text for whole seconds (from 1583, where both count days
  /// alike), and fractional seconds come back to the microsecond.
  @Test func datesAreBuiltIntoLinksAsDecodeReadsThem() throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d/:d"])
    let formatter = ISO8601DateFormatter()
    var random = SeededGenerator(seed: 3)
    // 1583-01-01 to 9999-12-31, and the instants around the epoch.
    let range = -12_212_553_600.0...253_402_300_799.0
    var dates = (0..<2_000).map { _ in
      Date(timeIntervalSince1970: Double.random(in: range, using: &random).rounded())
    }
    dates += [-86_401, -86_400, -1, 0, 1, 951_782_400, 4_107_542_399].map {
      Date(timeIntervalSince1970: $0)
    }
    for date in dates {
      let text = try router.urlString(for: "d", parameters: ["d": date])
      #expect(text == "shop://d/" + formatter.string(from: date))
      #expect(try #require(router.match(text)).decode(D.self).d == date, "\(text)")
    }
    for seconds in [0.5, -0.25, 1_733_300_000.123456, -1.000001, 86_399.999999] {
      let date = Date(timeIntervalSince1970: seconds)
      let text = try router.urlString(for: "d", parameters: ["d": date])
      let read = try #require(router.match(text)).decode(D.self).d
      #expect(abs(read.timeIntervalSince(date)) < 1e-6, "\(text)")
    }
    #expect(
      try router.urlString(for: "d", parameters: ["d": Date(timeIntervalSince1970: -0.25)])
        == "shop://d/1969-12-31T23:59:59.75Z")
    // A microsecond before a midnight before 1970 is the day before, not the day after.
    #expect(
      try router.urlString(for: "d", parameters: ["d": Date(timeIntervalSince1970: -0.000_001)])
        == "shop://d/1969-12-31T23:59:59.999999Z")
    #expect(
      try router.urlString(
        for: "d", parameters: ["d": Date(timeIntervalSince1970: -86_400.000_001)])
        == "shop://d/1969-12-30T23:59:59.999999Z")
    // The first instant of the year 0000 is written; one 10 µs before it is not.
    #expect(
      try router.urlString(
        for: "d", parameters: ["d": Date(timeIntervalSince1970: -62_167_219_200)])
        == "shop://d/0000-01-01T00:00:00Z")
    #expect(throws: DeepLinkError.self) {
      try router.urlString(
        for: "d", parameters: ["d": Date(timeIntervalSince1970: -62_167_219_200.000_01)])
    }
    let tooLate = Date(timeIntervalSince1970: 253_402_300_800)
    let late = #expect(throws: DeepLinkError.self) {
      try router.urlString(for: "d", parameters: ["d": tooLate])
    }
    #expect(
      late?.message == "'d' is a date outside the years 0000 to 9999, which no link can carry")
  }

  /// A date read from a link to the microsecond is the instant nearest to what it says, and is
  /// written back as the same text: a link built from a decoded date is the link it came from.
  /// (Read digit by digit, or multiplied whole by a million when written, one in eight of these
  /// came back a microsecond off.) Up to the year 2242, where a `Date` still tells microseconds
  /// apart.
  @Test func aDateToTheMicrosecondIsReadAndWrittenBackTheSame() throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d/:d"])
    let formatter = ISO8601DateFormatter()
    var random = SeededGenerator(seed: 8)
    var failures = 0
    for _ in 0..<3_000 {
      let seconds = Int64.random(in: 0...8_500_000_000, using: &random)
      let micro = Int64.random(in: 1...999_999, using: &random)
      var fraction = String(micro)
      fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      let whole = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
      let text = "shop://d/" + whole.dropLast() + "." + fraction + "Z"
      let read = try #require(router.match(text)).decode(D.self).d
      let nearest = Date(timeIntervalSince1970: Double(seconds) + Double(micro) / 1_000_000)
      let built = try router.urlString(for: "d", parameters: ["d": read])
      if read != nearest || built != text {
        failures += 1
        #expect(read == nearest, "\(text)")
        #expect(built == text)
      }
      if failures > 3 { break }
    }
    // The zone's offset is taken before the fraction is added, so an instant written with an
    // offset is the instant written in UTC, also where the offset carries it across 2^31 seconds
    // (2038-01-19T03:14:08Z), where a `Date` is coarser.
    for _ in 0..<200 {
      let fraction = String(Int.random(in: 100_000...999_999, using: &random))
      let offset = try #require(router.match("shop://d/2038-01-19T02:14:07.\(fraction)-01:00"))
      let utc = try #require(router.match("shop://d/2038-01-19T03:14:07.\(fraction)Z"))
      let later = try #require(router.match("shop://d/2038-01-19T04:14:07.\(fraction)+01:00"))
      #expect(try offset.decode(D.self).d == later.decode(D.self).d, "\(fraction)")
      #expect(try utc.decode(D.self).d == later.decode(D.self).d, "\(fraction)")
    }
  }

  /// Fractional seconds of one to nine digits (to the nanosecond, as Java and Go write them)
  /// are read as Foundation's ISO 8601 format style reads them; ten digits or more, or a point
  /// without digits, are refused, as that style refuses them.
  @Test func fractionsOfUpToNineDigitsAreRead() throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d/:d"])
    let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    for digits in ["5", "25", "123", "123456", "1234567", "123456789", "000000001"] {
      let text = "2026-12-01T08:00:00.\(digits)Z"
      let read = try #require(router.match("shop://d/" + text)).decode(D.self).d
      #expect(abs(read.timeIntervalSince(try style.parse(text))) < 1e-6, "\(text)")
    }
    for digits in ["1234567891", "0000000000", String(repeating: "9", count: 40), ""] {
      let text = "shop://d/2026-12-01T08:00:00.\(digits)Z"
      #expect(throws: DeepLinkError.self, "\(text)") {
        try #require(router.match(text)).decode(D.self)
      }
    }
  }

  /// ISO 8601 counts days in the proleptic Gregorian calendar; Foundation's reader switches to
  /// the Julian calendar before October 1582, so the two part there.
  @Test func earlyDatesUseTheProlepticGregorianCalendar() throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d"])
    let match = try #require(router.match("shop://d?d=0001-01-01"))
    #expect(try match.decode(D.self).d == Date(timeIntervalSince1970: -62_135_596_800))
  }

  @Test(arguments: [
    "2026-02-29T00:00:00Z", "2026-13-01", "2026-00-10", "2026-04-31", "2026-12-01T24:00:00Z",
    "2026-12-01T08:60:00Z", "2026-12-01T08:00:00", "2026-12-01T08:00Z", "2026-12-1", "26-12-01",
    "2026-12-01T08:00:00.Z", "2026-12-01T08:00:00Zjunk", "2026-12-01 08:00:00Z",
    "2026-12-31T23:59:60Z",
  ])
  func refusesWhatIsNotADate(_ text: String) throws {
    struct D: Decodable { let d: Date }
    let router = try makeRouter(["d": "/d"])
    let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    let match = try #require(router.match("shop://d?d=\(encoded)"))
    let error = #expect(throws: DeepLinkError.self) { try match.decode(D.self) }
    #expect(error?.message == "'\(text)' is not a valid Date")
  }
}
