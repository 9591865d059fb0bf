import DeepLinking

extension JSONValue {
  /// The value as compact JSON text, keys in their stored order.
  package var jsonText: String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// The value as JSON text indented by two spaces, keys in their stored order.
  package var prettyJSONText: String {
    var output = ""
    write(to: &output, indent: "  ", level: 0)
    return output
  }

  private func write(to output: inout String, indent: String?, level: Int) {
    func newline(_ level: Int) {
      guard let indent else { return }
      output += "\n" + String(repeating: indent, count: level)
    }
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value) where !value.isFinite:
      // JSON has no infinities or NaN; the reader never makes one, but a value built in code may.
      output += "null"
    case .number(let value):
      if value.rounded() == value, abs(value) < 1e15 {
        output += String(Int64(value))
      } else {
        output += "\(value)"
      }
    case .string(let value): JSONValue.appendQuoted(value, to: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (offset, element) in elements.enumerated() {
        if offset > 0 { output += "," }
        newline(level + 1)
        element.write(to: &output, indent: indent, level: level + 1)
      }
      newline(level)
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{"
      for (offset, member) in members.enumerated() {
        if offset > 0 { output += "," }
        newline(level + 1)
        JSONValue.appendQuoted(member.key, to: &output)
        output += indent == nil ? ":" : ": "
        member.value.write(to: &output, indent: indent, level: level + 1)
      }
      newline(level)
      output += "}"
    }
  }

  /// Appends `string` as a quoted JSON string literal.
  package static func appendQuoted(_ string: String, to output: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 2)
    appendQuoted(string, to: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `string` as a quoted JSON string literal to UTF-8 `output`. Control characters,
  /// and the hidden characters beyond ASCII (a bidirectional override such as U+202E, a C1
  /// control, a line separator), are written as `\u` escapes: the same value to a reader, and
  /// nothing a terminal acts on when the JSON is shown.
  ///
  /// Reads `string.utf8`, which the standard library specializes here: iterating the core's
  /// `URLBytes` from this module went through generic witnesses a byte, and made
  /// `deeplink match --json` ten times slower.
  package static func appendQuoted(_ string: String, to output: inout [UInt8]) {
    output.append(0x22)
    let utf8 = string.utf8
    var runStart = utf8.startIndex
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      var next = utf8.index(after: index)
      // A character's first byte beyond ASCII: hidden ones are escaped, in UTF-16 units.
      if byte >= 0xC0, case let scalar = string.unicodeScalars[index], ShownText.isHidden(scalar) {
        output.append(contentsOf: utf8[runStart..<index])
        next = string.unicodeScalars.index(after: index)
        runStart = next
        for unit in String(scalar).utf16 { appendEscape(unit, to: &output) }
      } else if byte < 0x20 || byte == 0x7F || byte == 0x22 || byte == 0x5C {
        output.append(contentsOf: utf8[runStart..<index])
        runStart = next
        switch byte {
        case 0x22: output.append(contentsOf: [0x5C, 0x22])
        case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
        case 0x0D: output.append(contentsOf: [0x5C, 0x72])
        case 0x09: output.append(contentsOf: [0x5C, 0x74])
        default: appendEscape(UInt16(byte), to: &output)
        }
      }
      index = next
    }
    output.append(contentsOf: utf8[runStart..<utf8.endIndex])
    output.append(0x22)
  }

  /// Appends `\uXXXX` for the UTF-16 code unit `unit`.
  private static func appendEscape(_ unit: UInt16, to output: inout [UInt8]) {
    output.append(contentsOf: [0x5C, 0x75])
    for shift in [12, 8, 4, 0] { output.append(hexDigits[Int(unit >> UInt16(shift)) & 15]) }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
