/// Percent-decoding over a range of UTF-8 bytes, without allocating until a value is made.
package enum PercentDecoding {
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
      if byte == UInt8(ascii: "%"), end - index >= 3, let high = hexValue(bytes[index + 1]),
        let low = hexValue(bytes[index + 2])
      {
        byte = high << 4 | low
        index += 3
      } else {
        if plusIsSpace, byte == UInt8(ascii: "+") { byte = 0x20 }
        index += 1
      }
      if !body(byte) { return false }
    }
    return true
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
