/// Hexadecimal digits, read and written: one rule for percent-decoding, JSON escapes,
/// percent-encoding and the bytes messages name.

/// The value of an ASCII hexadecimal digit, or `nil`.
@inline(__always)
package func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}

/// The uppercase hexadecimal digit of `value` (0...15), as percent-encoding writes it.
@inline(__always)
package func hexDigit(_ value: UInt8) -> UInt8 {
  value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
}
