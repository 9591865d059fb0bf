import Foundation

/// The type of a placeholder in a route pattern, as written in `<type:name>`.
///
/// A value that does not convert to the type means the route does not match, and the next best
/// route is tried: `/product/<int:id>` does not match `/product/abc`.
package struct ParameterType: Sendable, Hashable, CustomStringConvertible {
  enum Kind: UInt8, Sendable, Hashable, CaseIterable {
    // Raw values order typed placeholders by precedence: a narrower type is tried first.
    case int = 1, uuid, bool, double, url, link, string, path
  }

  let kind: Kind

  /// A whole number, optionally signed, that fits in `Int`.
  package static let int = ParameterType(kind: .int)
  /// A finite decimal number such as `4.5` or `-2e3` (no infinities, no NaN, nothing that
  /// overflows a `Double`, such as `1e400`).
  package static let double = ParameterType(kind: .double)
  /// `true`, `false`, `1` or `0`.
  package static let bool = ParameterType(kind: .bool)
  /// A UUID in its 8-4-4-4-12 hexadecimal form.
  package static let uuid = ParameterType(kind: .uuid)
  /// Any text of one segment; the type of `:name` and `<name>`.
  package static let string = ParameterType(kind: .string)
  /// The rest of the path: one or more segments joined by `/`.
  package static let path = ParameterType(kind: .path)
  /// An absolute `https` or `http` URL with a host, that Foundation's `URL` reads (never
  /// `javascript:`, `data:`, `file:`, nor a value starting with `//`), carried as a value.
  package static let url = ParameterType(kind: .url)
  /// A link the app routes again: an absolute URL, or a path starting with `/` (resolved
  /// against the outer link's origin); see ``Router/match(_:)-(String)``.
  package static let link = ParameterType(kind: .link)

  /// The name used in patterns: `int`, `double`, `bool`, `uuid`, `string`, `path`, `url` or
  /// `link`.
  package var description: String {
    switch kind {
    case .int: "int"
    case .double: "double"
    case .bool: "bool"
    case .uuid: "uuid"
    case .string: "string"
    case .path: "path"
    case .url: "url"
    case .link: "link"
    }
  }

  init(kind: Kind) { self.kind = kind }

  /// The type named `name` in a pattern, or `nil`.
  init?(name: String) {
    guard let kind = Kind.allCases.first(where: { ParameterType(kind: $0).description == name })
    else { return nil }
    self.kind = kind
  }

  /// Whether `text` is a valid value of this type. Not inlined: it is not on the match path,
  /// and each inlined copy carries the whole validator.
  @inline(never)
  package func accepts(_ text: String) -> Bool {
    URLBytes.reading(text) { accepts(decodedBytes: $0) }
  }

  /// Whether decoded bytes form a valid value of this type.
  func accepts(decodedBytes bytes: URLBytes) -> Bool {
    var validator = ValueValidator(kind: kind)
    for byte in bytes where !validator.consume(byte) { return false }
    return validator.finish()
  }
}

/// Checks a value byte by byte, so a percent-encoded segment is checked while it is decoded.
struct ValueValidator {
  let kind: ParameterType.Kind
  private var count = 0
  private var state: UInt8 = 0
  private var magnitude: UInt64 = 0
  private var negative = false
  private var overflow = false
  private var sawDigit = false
  /// The lowercased bytes of a Boolean so far, packed.
  private var word: UInt64 = 0
  /// A decimal's bytes, kept to check at the end that the value is finite (`1e400` is not);
  /// a URL's, to read it at the end.
  private var decimal: [UInt8] = []

  init(kind: ParameterType.Kind) { self.kind = kind }

  @inline(__always)
  mutating func consume(_ byte: UInt8) -> Bool {
    defer { count += 1 }
    switch kind {
    case .string, .path:
      return true
    case .url, .link:
      guard count < LinkLimits.maximumEmbeddedLinkLength else { return false }
      decimal.append(byte)
      return true
    case .int:
      if count == 0, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
        negative = byte == UInt8(ascii: "-")
        return true
      }
      guard isDigit(byte) else { return false }
      state = 1
      let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(UInt64(byte &- 0x30))
      magnitude = sum
      if o1 || o2 { overflow = true }
      return true
    case .uuid:
      let dash = count == 8 || count == 13 || count == 18 || count == 23
      return count < 36 && (dash ? byte == UInt8(ascii: "-") : hexValue(byte) != nil)
    case .bool:
      guard count < 5 else { return false }
      word = word << 8 | UInt64(lowercased(byte))
      return true
    case .double:
      // States: 0 start, 1 sign, 2 int digits, 3 dot, 4 fraction digits, 5 e, 6 e sign, 7 exp.
      switch (state, byte) {
      case (0, UInt8(ascii: "-")), (0, UInt8(ascii: "+")): state = 1
      case (0...2, _) where isDigit(byte): state = 2
      case (2, UInt8(ascii: ".")): state = 3
      case (0...1, UInt8(ascii: ".")): state = 3
      case (3...4, _) where isDigit(byte): state = 4
      case (2, _) where byte | 0x20 == UInt8(ascii: "e"), (4, _) where byte | 0x20 == 0x65:
        state = 5
      case (5, UInt8(ascii: "-")), (5, UInt8(ascii: "+")): state = 6
      case (5...7, _) where isDigit(byte): state = 7
      default: return false
      }
      if state == 2 || state == 4 { sawDigit = true }
      decimal.append(byte)
      return true
    }
  }

  @inline(__always)
  func finish() -> Bool {
    switch kind {
    case .string: return true
    case .path: return count > 0
    case .int:
      guard state == 1, !overflow else { return false }
      return negative ? magnitude <= UInt64(Int.max) + 1 : magnitude <= UInt64(Int.max)
    case .uuid: return count == 36
    case .bool:
      // "true", "false", "1", "0"
      return word == 0x7472_7565 || word == 0x66_616C_7365 || word == 0x31 || word == 0x30
    case .double:
      guard (state == 2 || state == 4 || state == 7) && sawDigit else { return false }
      return Double(String(decoding: decimal, as: UTF8.self))?.isFinite == true
    case .url: return LinkValue.isWebURL(decimal)
    case .link: return LinkValue.isLink(decimal)
    }
  }
}
