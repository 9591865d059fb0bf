import Foundation

/// Text from a link, made safe to show in a message, an event or a log line: control
/// characters, line and paragraph separators and invisible format characters (bidirectional
/// overrides such as U+202E, zero-width characters) are written percent-encoded, as in a URL.
///
/// A decoded segment holding U+202E would otherwise turn the rest of a log line around, and a
/// raw line break would start a line of its own.
package enum ShownText {
  /// `text`, its hidden characters percent-encoded. Text of a link that a miss shows beside
  /// the route's text it is not (`comparing`) has, when it is not in NFC, every character
  /// beyond ASCII percent-encoded too: `cafe%CC%81`, an `e` and a combining accent, would
  /// otherwise look the same as the `café` it failed to match.
  package static func of(_ text: String, comparing: Bool = false) -> String {
    let escapesBeyondASCII = comparing && isDecomposed(text)
    var bytes: [UInt8] = []
    var hidesAny = false
    for scalar in text.unicodeScalars {
      let hidden = isHidden(scalar) || (escapesBeyondASCII && !scalar.isASCII)
      hidesAny = hidesAny || hidden
      UTF8.encode(scalar) { byte in
        if hidden {
          bytes += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0xF)]
        } else {
          bytes.append(byte)
        }
      }
    }
    return hidesAny ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// Whether `text` is not in the form links write it in, Unicode's NFC (as RFC 3987 asks of
  /// IRIs): `e` and a combining U+0301 where NFC has one `é`.
  package static func isDecomposed(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.contains { $0 >= 0x80 }
      && Array(text.precomposedStringWithCanonicalMapping.utf8) != bytes
  }

  /// Whether `scalar` is a control character, a line or paragraph separator or an invisible
  /// format character.
  package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isControlCharacter(UInt8(scalar.value)) }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }
}
