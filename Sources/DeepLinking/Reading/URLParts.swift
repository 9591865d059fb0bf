/// Where the parts of a URL lie in its UTF-8 bytes, found in one pass without Foundation.
///
/// The reader follows RFC 3986's generic syntax (but accepts `_` in a scheme): `scheme:[//[userinfo@]host[:port]]path[?query][#fragment]`.
/// It accepts only what a deep link can be: a scheme, then printable ASCII with no spaces or
/// control characters (those are refused, as `URLComponents` refuses them).
package struct URLParts {
  package var scheme: Range<Int>
  package var hasAuthority = false
  package var userinfo: Range<Int>? = nil
  package var host: Range<Int>
  package var port: Range<Int>? = nil
  package var path: Range<Int>
  package var query: Range<Int>? = nil
  package var fragment: Range<Int>? = nil
  /// The offset of a percent-encoded control character (`%00`-`%1F`, `%7F`), if any.
  package var encodedControl: Int? = nil

  /// Why bytes could not be read as a URL.
  package enum Failure: Error, Equatable {
    case noScheme
    case invalidCharacter(offset: Int)
    case invalidPort
  }

  /// Reads `bytes`, or tells why they are not a URL.
  package static func read(_ bytes: URLBytes) -> Result<URLParts, Failure> {
    let count = bytes.count
    // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
    var index = 0
    guard count > 0, isAlpha(bytes[0]) else { return .failure(.noScheme) }
    while index < count, bytes[index] != UInt8(ascii: ":") {
      WorkCounter.step()
      let byte = bytes[index]
      // RFC 3986 allows no `_`, but apps register such schemes and iOS delivers them.
      guard
        isAlpha(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
          || byte == 0x5F
      else {
        return .failure(.noScheme)
      }
      index += 1
    }
    guard index < count else { return .failure(.noScheme) }
    var encodedControl: Int?
    for offset in (index + 1)..<max(index + 1, count) {
      WorkCounter.step()
      let byte = bytes[offset]
      // One test a byte in the common case; `%` takes the slow path to spot `%00`-`%1F`, `%7F`.
      guard !isPlainURLByte(byte) else { continue }
      guard byte == UInt8(ascii: "%") else { return .failure(.invalidCharacter(offset: offset)) }
      if encodedControl == nil, offset + 2 < count, let high = hexValue(bytes[offset + 1]),
        let low = hexValue(bytes[offset + 2]), high < 2 || (high == 7 && low == 15)
      {
        encodedControl = offset
      }
    }
    var parts = URLParts(scheme: 0..<index, host: index + 1..<index + 1, path: index + 1..<count)
    parts.encodedControl = encodedControl
    index += 1
    // Authority
    if count - index >= 2, bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
      parts.hasAuthority = true
      index += 2
      let authorityStart = index
      var authorityEnd = index
      while authorityEnd < count, !isAuthorityEnd(bytes[authorityEnd]) {
        WorkCounter.step()
        authorityEnd += 1
      }
      var hostStart = authorityStart
      var at = authorityEnd
      while at > authorityStart {
        at -= 1
        if bytes[at] == UInt8(ascii: "@") {
          parts.userinfo = authorityStart..<at
          hostStart = at + 1
          break
        }
      }
      var hostEnd = authorityEnd
      if hostStart < authorityEnd, bytes[hostStart] == UInt8(ascii: "[") {
        var close = hostStart
        while close < authorityEnd, bytes[close] != UInt8(ascii: "]") { close += 1 }
        hostEnd = min(close + 1, authorityEnd)
        if hostEnd < authorityEnd {
          guard bytes[hostEnd] == UInt8(ascii: ":") else { return .failure(.invalidPort) }
          parts.port = hostEnd + 1..<authorityEnd
        }
      } else {
        var colon = hostStart
        while colon < authorityEnd, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        if colon < authorityEnd {
          hostEnd = colon
          parts.port = colon + 1..<authorityEnd
        }
      }
      if let port = parts.port {
        for offset in port where !isDigit(bytes[offset]) { return .failure(.invalidPort) }
        if port.isEmpty { parts.port = nil }  // "host:" has no port, as RFC 3986 reads it
      }
      parts.host = hostStart..<hostEnd
      index = authorityEnd
    }
    // Path, query, fragment
    var pathEnd = index
    while pathEnd < count, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#")
    {
      WorkCounter.step()
      pathEnd += 1
    }
    parts.path = index..<pathEnd
    index = pathEnd
    if index < count, bytes[index] == UInt8(ascii: "?") {
      var queryEnd = index + 1
      while queryEnd < count, bytes[queryEnd] != UInt8(ascii: "#") {
        WorkCounter.step()
        queryEnd += 1
      }
      parts.query = index + 1..<queryEnd
      index = queryEnd
    }
    if index < count, bytes[index] == UInt8(ascii: "#") {
      parts.fragment = index + 1..<count
    }
    return .success(parts)
  }
}

@inline(__always) package func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
@inline(__always) package func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
@inline(__always) package func lowercased(_ byte: UInt8) -> UInt8 {
  byte &- 0x41 < 26 ? byte | 0x20 : byte
}
@inline(__always) package func isAuthorityEnd(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
}
/// Bytes a URL may hold as they are: printable ASCII but space, `"`, `%`, `<`, `>`, `\`, `^`,
/// `` ` ``, `{`, `|`, `}`; and any non-ASCII byte (an IRI's UTF-8, decoded as it stands). `%` is
/// valid but needs a look at what follows.
@inline(__always) package func isPlainURLByte(_ byte: UInt8) -> Bool {
  // Bit n of the mask for bytes 0-63 and 64-127 is set when byte n needs a closer look.
  let low: UInt64 = 0x5000_0025_FFFF_FFFF  // 0x00-0x20, '"' (0x22), '%' (0x25), '<', '>'
  let high: UInt64 = 0xB800_0001_5000_0000  // '\\' '^' '`' '{' '|' '}' DEL
  if byte >= 0x80 { return true }
  let mask = byte < 64 ? low : high
  return mask & (1 << UInt64(byte & 63)) == 0
}
