extension JSONValue {
  /// The value as compact JSON text, keys in their stored order.
  public var jsonText: String {
    var output = ""
    write(to: &output, indent: nil, level: 0)
    return output
  }

  /// The value as JSON text indented by two spaces, keys in their stored order.
  public var prettyJSONText: String {
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
    output += "\""
    var needsEscaping = false
    for byte in string.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      needsEscaping = true
      break
    }
    guard needsEscaping else {
      output += string
      output += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
