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
  /// The offset of the first run of escapes that does not stand for UTF-8 text (`%C0%AF`,
  /// `%FF`), if any: see ``PercentDecoding/escapeRun(_:from:to:)``.
  package var encodedNonUTF8: Int? = nil

  /// Why bytes could not be read as a URL.
  package enum Failure: Error, Equatable {
    case noScheme
    case invalidCharacter(offset: Int)
    case invalidPort
  }

  /// Notes the first escape of `bytes` from `start` on that stands for a control character,
  /// and the first run of escapes that does not stand for UTF-8 text. Out of line: most links
  /// hold no escape, and the reader's loop stays small.
  @inline(never)
  private mutating func readEscapes(_ bytes: URLBytes, from start: Int) {
    // Text past ASCII is checked from its first escape, in the few links that escape any.
    var firstPastASCII: Int?
    for offset in start..<bytes.count where bytes[offset] == UInt8(ascii: "%") {
      WorkCounter.step()
      guard let byte = PercentDecoding.escapedByte(bytes, at: offset, end: bytes.count) else {
        continue
      }
      if encodedControl == nil, isControlCharacter(byte) { encodedControl = offset }
      if firstPastASCII == nil, byte >= 0x80 { firstPastASCII = offset }
    }
    if let firstPastASCII {
      encodedNonUTF8 = PercentDecoding.firstNonUTF8Escape(bytes, firstPastASCII..<bytes.count)
    }
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
      guard isSchemeByte(byte) else { return .failure(.noScheme) }
      index += 1
    }
    guard index < count else { return .failure(.noScheme) }
    // The first `?`, `#` and `%`, found on the way: the path ends at the first of the first two;
    // escapes are read from the third on.
    var firstQuestionMark = count
    var firstNumberSign = count
    var firstEscape = count
    for offset in (index + 1)..<max(index + 1, count) {
      WorkCounter.step()
      let byte = bytes[offset]
      // One test a byte in the common case; `?`, `#` and `%` are noted, the others refused.
      guard !isPlainURLByte(byte) else { continue }
      if byte == UInt8(ascii: "?") {
        firstQuestionMark = min(firstQuestionMark, offset)
      } else if byte == UInt8(ascii: "#") {
        firstNumberSign = min(firstNumberSign, offset)
      } else if byte == UInt8(ascii: "%") {
        firstEscape = min(firstEscape, offset)
      } else {
        return .failure(.invalidCharacter(offset: offset))
      }
    }
    var parts = URLParts(scheme: 0..<index, host: index + 1..<index + 1, path: index + 1..<count)
    if firstEscape < count { parts.readEscapes(bytes, from: firstEscape) }
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
    // Path, query, fragment: the authority ended at the first `/`, `?` or `#` after it, so
    // neither mark lies before `index`.
    let pathEnd = min(firstQuestionMark, firstNumberSign)
    parts.path = index..<pathEnd
    if firstQuestionMark < firstNumberSign {
      parts.query = firstQuestionMark + 1..<firstNumberSign
    }
    if firstNumberSign < count {
      parts.fragment = firstNumberSign + 1..<count
    }
    return .success(parts)
  }
}

@inline(__always) package func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
@inline(__always) package func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
/// Whether `byte` may be in a scheme after its first letter: a letter, a digit, `+`, `-`, `.`,
/// or `_`, which RFC 3986 does not allow but apps register and iOS delivers. The one rule for
/// schemes: links, patterns, the app's schemes and the external allowlist.
@inline(__always) package func isSchemeByte(_ byte: UInt8) -> Bool {
  isAlpha(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E || byte == 0x5F
}
/// Whether `text` is a scheme: a letter, then bytes ``isSchemeByte(_:)`` takes.
@inline(never) package func isScheme(_ text: String) -> Bool {
  URLBytes.reading(text) { bytes in
    guard let first = bytes.first, isAlpha(first) else { return false }
    for byte in bytes where !isSchemeByte(byte) { return false }
    return true
  }
}
@inline(__always) package func lowercased(_ byte: UInt8) -> UInt8 {
  byte &- 0x41 < 26 ? byte | 0x20 : byte
}
/// Whether `text` and `other` are the same but for the case of ASCII letters: how a table
/// that compares path literals without case compares them. Out of line: three places compare
/// so.
@inline(never) package func isSameIgnoringASCIICase(_ text: String, _ other: String) -> Bool {
  text.utf8.elementsEqual(other.utf8) { lowercased($0) == lowercased($1) }
}
/// Whether `byte` is a control character (`0x00`-`0x1F`, `0x7F`): the router refuses a link
/// holding one, percent-encoded or not. In UTF-8 such a byte is always a character of its own.
@inline(__always) package func isControlCharacter(_ byte: UInt8) -> Bool {
  byte < 0x20 || byte == 0x7F
}
/// Whether `text` holds a control character (see ``isControlCharacter(_:)``). Out of line: read
/// where links are built and patterns parsed, never on the match path, one copy serves all.
@inline(never) package func holdsControlCharacter(_ text: String) -> Bool {
  text.utf8.contains(where: isControlCharacter)
}
@inline(__always) package func isAuthorityEnd(_ byte: UInt8) -> Bool {
  byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
}
/// Bytes the reader passes over without a second look: printable ASCII but space, `"`, `#`,
/// `%`, `<`, `>`, `?`, `\`, `^`, `` ` ``, `{`, `|`, `}`; and any non-ASCII byte (an IRI's UTF-8,
/// decoded as it stands). Of those, `%` is valid but needs a look at what follows, `?` and `#`
/// are valid but noted (they end the path), and the others are refused.
@inline(__always) package func isPlainURLByte(_ byte: UInt8) -> Bool {
  // Bit n of the mask for bytes 0-63 and 64-127 is set when byte n needs a closer look.
  // 0x00-0x20, '"' (0x22), '#' (0x23), '%' (0x25), '<', '>', '?' (0x3F)
  let low: UInt64 = 0xD000_002D_FFFF_FFFF
  let high: UInt64 = 0xB800_0001_5000_0000  // '\\' '^' '`' '{' '|' '}' DEL
  if byte >= 0x80 { return true }
  let mask = byte < 64 ? low : high
  return mask & (1 << UInt64(byte & 63)) == 0
}
