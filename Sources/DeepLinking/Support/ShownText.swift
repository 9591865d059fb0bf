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
    let escapesBeyondASCII = comparing && precomposed(text) != nil
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

  /// `text` in the form links write it in, Unicode's NFC (as RFC 3987 asks of IRIs), when it
  /// is not already (`e` and a combining U+0301 where NFC has one `é`); `nil` when it is.
  package static func precomposed(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    let composed = text.precomposedStringWithCanonicalMapping
    return Array(composed.utf8) == bytes ? nil : composed
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
