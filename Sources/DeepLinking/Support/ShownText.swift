/// Text from a link, made safe to show in a message, an event or a log line: control
/// characters, line and paragraph separators and invisible format characters (bidirectional
/// overrides such as U+202E, zero-width characters) are written percent-encoded, as in a URL.
///
/// A decoded segment holding U+202E would otherwise turn the rest of a log line around, and a
/// raw line break would start a line of its own.
package enum ShownText {
  /// `text`, its hidden characters percent-encoded.
  package static func of(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      guard isHidden(scalar) else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 { shown += "%" + hex(byte >> 4) + hex(byte & 0xF) }
    }
    return shown
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  private static func hex(_ nibble: UInt8) -> String {
    String(UnicodeScalar(nibble < 10 ? 0x30 + nibble : 0x37 + nibble))
  }
}
