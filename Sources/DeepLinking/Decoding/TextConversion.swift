import Foundation

/// The one rule that turns a link's text into a typed value.
///
/// `<bool:>` and `<double:>` placeholders, ``RouteMatch/decode(_:)`` and
/// ``Parameters/value(_:as:)`` all convert through here, so they accept and refuse the same texts.
enum TextConversion {
  /// The outcome of converting one text.
  enum Outcome {
    /// The text converted, as a value of the type asked for.
    case value(Any)
    /// The type is one this rule knows, and the text is not a valid value of it.
    case invalid(typeName: String)
    /// The type is not a plain value: it decodes itself (an enum, a wrapper).
    case notAValueType
  }

  /// Whether `text` is a Boolean: `true`, `false`, `1` or `0`, in any case. What is a Boolean
  /// is the `<bool:>` placeholder's check; only which of the two it is is read here.
  static func bool(_ text: String) -> Bool? {
    guard ParameterType.bool.accepts(text), let first = text.utf8.first else { return nil }
    return first == UInt8(ascii: "1") || lowercased(first) == UInt8(ascii: "t")
  }

  /// `value` as a link writes it, the text ``convert(_:to:)`` reads back: a `Date` in ISO 8601
  /// (UTC), a `URL` as its absolute string, anything else as its description; `nil` for a date
  /// outside the years 0000 to 9999.
  static func text(of value: any CustomStringConvertible) -> String? {
    if let date = value as? Date { return ISO8601Date.text(date) }
    if let url = value as? URL { return url.absoluteString }
    return value.description
  }

  /// The standard library's parsers, out of line: inlined, each width had its own copy. Where
  /// `Int` is 64 bits wide, the signed one is `Int`'s, which a payload's array index and a
  /// button's position read too (`Int64`'s was a second copy, 1.5 KB).
  @inline(never)
  private static func signedValue(_ text: String) -> Int64? {
    Int.bitWidth == 64 ? Int(text).map(Int64.init) : Int64(text)
  }
  @inline(never)
  private static func unsignedValue(_ text: String) -> UInt64? { UInt64(text) }

  /// `text` as `type`, if `type` is one of the plain value types a link can carry.
  ///
  /// Not generic: one copy of the rule, rather than one for each type a decoder asks for.
  static func convert(_ text: String, to type: Any.Type) -> Outcome {
    func outcome<V>(_ value: V?, _ name: String) -> Outcome {
      guard let value else { return .invalid(typeName: name) }
      return .value(value)
    }
    func decimal<F: LosslessStringConvertible>(_: F.Type) -> F? {
      ParameterType.double.accepts(text) ? F(text) : nil
    }
    // Every width reads its text with the same two parsers, then checks its range: one copy
    // of the standard library's integer parser for the signed types and one for the unsigned
    // (a copy for each of ten widths cost 20 KB), accepting the same texts as `Int8("...")`.
    func signed<I: FixedWidthInteger & SignedInteger>(_: I.Type) -> I? {
      signedValue(text).flatMap { I(exactly: $0) }
    }
    func unsigned<I: FixedWidthInteger & UnsignedInteger>(_: I.Type) -> I? {
      unsignedValue(text).flatMap { I(exactly: $0) }
    }
    switch type {
    case is String.Type: return outcome(text, "String")
    case is Bool.Type: return outcome(bool(text), "Bool")
    case is Int.Type: return outcome(signed(Int.self), "Int")
    case is Int8.Type: return outcome(signed(Int8.self), "Int8")
    case is Int16.Type: return outcome(signed(Int16.self), "Int16")
    case is Int32.Type: return outcome(signed(Int32.self), "Int32")
    case is Int64.Type: return outcome(signed(Int64.self), "Int64")
    case is UInt.Type: return outcome(unsigned(UInt.self), "UInt")
    case is UInt8.Type: return outcome(unsigned(UInt8.self), "UInt8")
    case is UInt16.Type: return outcome(unsigned(UInt16.self), "UInt16")
    case is UInt32.Type: return outcome(unsigned(UInt32.self), "UInt32")
    case is UInt64.Type: return outcome(unsigned(UInt64.self), "UInt64")
    case is Double.Type: return outcome(finite(decimal(Double.self)), "Double")
    case is Float.Type: return outcome(finite(decimal(Float.self)), "Float")
    case is Decimal.Type:
      return outcome(ParameterType.double.accepts(text) ? Decimal(string: text) : nil, "Decimal")
    // Checked as `<uuid:>` checks it first: Foundation's parser on Linux takes `0x...` and
    // dashes for digits.
    case is UUID.Type:
      return outcome(ParameterType.uuid.accepts(text) ? UUID(uuidString: text) : nil, "UUID")
    case is URL.Type: return outcome(webURL(text), "URL")
    case is Date.Type: return outcome(ISO8601Date.date(text), "Date")
    default:
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        if type is Int128.Type { return wide(text, signed: true) }
        if type is UInt128.Type { return wide(text, signed: false) }
      }
      #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), type is Float16.Type {
          return outcome(finite(decimal(Float16.self)), "Float16")
        }
      #endif
      return .notAValueType
    }
  }

  /// `text` as a 128-bit integer, read as `Int128("...")` and `UInt128("...")` read it (a
  /// sign, then decimal digits; `-0` is an unsigned 0), if it is in the range of the type
  /// asked for. The standard library's parsers of the two widths cost 9 KB of code; this one
  /// loop, about 1 KB.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @inline(never)
  private static func wide(_ text: String, signed: Bool) -> Outcome {
    let name = signed ? "Int128" : "UInt128"
    return URLBytes.reading(text) { bytes in
      let negative = bytes.first == UInt8(ascii: "-")
      let start = negative || bytes.first == UInt8(ascii: "+") ? 1 : 0
      var magnitude: UInt128 = 0
      for offset in start..<bytes.count {
        let byte = bytes[offset]
        guard isDigit(byte) else { return .invalid(typeName: name) }
        let (times, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, carried) = times.addingReportingOverflow(UInt128(byte &- 0x30))
        guard !overflowed, !carried else { return .invalid(typeName: name) }
        magnitude = sum
      }
      let limit = signed ? UInt128(Int128.max) + (negative ? 1 : 0) : negative ? 0 : .max
      guard bytes.count > start, magnitude <= limit else { return .invalid(typeName: name) }
      guard signed else { return .value(magnitude) }
      // Two's complement: the magnitude's negation, read as signed, is the negative value.
      return .value(Int128(truncatingIfNeeded: negative ? 0 &- magnitude : magnitude))
    }
  }

  /// A finite value only: `1e400` overflows a `Double` to infinity, and a link never means that.
  private static func finite<F: FloatingPoint>(_ value: F?) -> F? {
    value.flatMap { $0.isFinite ? $0 : nil }
  }

  /// An absolute `https` or `http` URL with a host: what a `<url:>` placeholder takes, never
  /// `javascript:`, `data:` or `file:` (a page an app would load from a link).
  private static func webURL(_ text: String) -> URL? {
    ParameterType.url.accepts(text) ? URL(string: text) : nil
  }
}
