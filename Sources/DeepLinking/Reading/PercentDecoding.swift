/// Percent-decoding over a range of UTF-8 bytes, without allocating until a value is made.
package enum PercentDecoding {
  /// The byte the escape at `offset` stands for: `%` and two hex digits, before `end`; `nil`
  /// when none starts there (a `%` not followed by two hex digits stands for itself). The one
  /// reading of an escape.
  @inline(__always)
  package static func escapedByte(_ bytes: URLBytes, at offset: Int, end: Int) -> UInt8? {
    guard end - offset >= 3, bytes[offset] == UInt8(ascii: "%"),
      let high = hexValue(bytes[offset + 1]), let low = hexValue(bytes[offset + 2])
    else { return nil }
    return high << 4 | low
  }

  /// Calls `body` with each decoded byte of `bytes[range]`. A `%` not followed by two hex
  /// digits stands for itself. With `plusIsSpace`, `+` decodes to a space (query rule).
  @inline(__always)
  package static func forEachByte(
    _ bytes: URLBytes, _ range: Range<Int>, plusIsSpace: Bool = false,
    _ body: (UInt8) -> Bool
  ) -> Bool {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      var byte = bytes[index]
      if byte == UInt8(ascii: "%"), let escaped = escapedByte(bytes, at: index, end: end) {
        byte = escaped
        index += 3
      } else {
        if plusIsSpace, byte == UInt8(ascii: "+") { byte = 0x20 }
        index += 1
      }
      if !body(byte) { return false }
    }
    return true
  }

  /// The end of the run of escapes (`%` and two hex digits, one after another) that starts at
  /// `offset`, and whether the bytes they stand for are UTF-8 text, as the standard library's
  /// decoder reads it (no overlong form, no surrogate, nothing past U+10FFFF). Bytes written as
  /// they are in a `String` are whole characters, so escaped text decodes to UTF-8 exactly
  /// when each of its runs does. A run that is not reads only up to its first bad byte.
  package static func escapeRun(_ bytes: URLBytes, from offset: Int, to end: Int) -> (
    end: Int, isUTF8: Bool
  ) {
    /// The bytes the escapes stand for, up to the first byte that is not one.
    struct Escapes: IteratorProtocol {
      let bytes: URLBytes
      var index: Int
      let end: Int
      mutating func next() -> UInt8? {
        guard let byte = PercentDecoding.escapedByte(bytes, at: index, end: end) else {
          return nil
        }
        index += 3
        return byte
      }
    }
    var escapes = Escapes(bytes: bytes, index: offset, end: end)
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&escapes) {
      case .scalarValue: continue
      case .emptyInput: return (escapes.index, true)
      case .error: return (escapes.index, false)
      }
    }
  }

  /// The offset of the first run of escapes in `bytes[range]` that does not stand for UTF-8
  /// text (see ``escapeRun(_:from:to:)``), or `nil`. A run is read from its first escape past
  /// ASCII: an ASCII character is UTF-8 whatever follows it.
  package static func firstNonUTF8Escape(_ bytes: URLBytes, _ range: Range<Int>) -> Int? {
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard let byte = escapedByte(bytes, at: offset, end: range.upperBound), byte >= 0x80 else {
        offset += 1
        continue
      }
      let run = escapeRun(bytes, from: offset, to: range.upperBound)
      if !run.isUTF8 { return offset }
      offset = max(run.end, offset + 1)
    }
    return nil
  }

  /// Whether `bytes[range]` needs any decoding.
  @inline(__always)
  package static func needsDecoding(
    _ bytes: URLBytes, _ range: Range<Int>, plusIsSpace: Bool
  ) -> Bool {
    for index in range {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) { return true }
    }
    return false
  }

  /// The decoded text of `bytes[range]`; invalid UTF-8 becomes U+FFFD.
  package static func string(
    _ bytes: URLBytes, _ range: Range<Int>, plusIsSpace: Bool = false
  ) -> String {
    guard needsDecoding(bytes, range, plusIsSpace: plusIsSpace) else {
      return bytes.string(range)
    }
    return decoded(bytes, range, plusIsSpace: plusIsSpace)
  }

  /// The decoding itself, out of line: one copy for every reader of escaped text.
  @inline(never)
  private static func decoded(_ bytes: URLBytes, _ range: Range<Int>, plusIsSpace: Bool)
    -> String
  {
    URLBytes.makeString(capacity: range.count) { write in
      _ = forEachByte(bytes, range, plusIsSpace: plusIsSpace) { byte in
        write(byte)
        return true
      }
    }
  }

  /// Decodes a whole string (used off the hot path).
  @inline(never)
  package static func string(_ text: String, plusIsSpace: Bool = false) -> String {
    URLBytes.reading(text) { string($0, 0..<$0.count, plusIsSpace: plusIsSpace) }
  }
}
