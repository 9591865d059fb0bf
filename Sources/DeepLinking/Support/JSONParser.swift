/// An error reading JSON text, with the line and column where it went wrong.
package struct JSONParseError: Error, Sendable, CustomStringConvertible {
  /// What was wrong.
  package let reason: String
  /// 1-based line of the offending character.
  package let line: Int
  /// 1-based column of the offending character.
  package let column: Int

  package var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
}

extension JSONValue {
  /// The deepest nesting of arrays and objects accepted by default.
  package static let defaultMaximumDepth = 256

  /// Parses JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON text (UTF-8).
  ///   - maximumDepth: How deeply arrays and objects may nest; deeper input is refused, never
  ///     a stack overflow.
  /// - Throws: ``JSONParseError`` naming the line and column of the problem.
  package init(parsing text: String, maximumDepth: Int = JSONValue.defaultMaximumDepth) throws {
    var bytes = Array(text.utf8)
    self = try JSONValue(parsing: &bytes, maximumDepth: maximumDepth)
  }

  /// Parses JSON bytes (UTF-8).
  package init(
    parsing bytes: some Collection<UInt8>, maximumDepth: Int = JSONValue.defaultMaximumDepth
  ) throws {
    var array = Array(bytes)
    self = try JSONValue(parsing: &array, maximumDepth: maximumDepth)
  }

  private init(parsing bytes: inout [UInt8], maximumDepth: Int) throws {
    self = try Self.parse(bytes, maximumDepth: maximumDepth, duplicateKeys: .keepLast).value
  }

  /// Parses JSON bytes under a duplicate-key policy, and lists the duplicate keys it met.
  package static func parse(
    _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth, duplicateKeys: DuplicateKeyPolicy
  ) throws(JSONParseError) -> (value: JSONValue, duplicates: [JSONDuplicateKey]) {
    var parser = JSONTextParser(
      bytes: bytes, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
    let value = try parser.parseDocument()
    return (value, parser.locatedDuplicates())
  }

  /// Parses JSON text under a duplicate-key policy, and lists the duplicate keys it met.
  package static func parse(
    _ text: String, maximumDepth: Int = defaultMaximumDepth, duplicateKeys: DuplicateKeyPolicy
  ) throws(JSONParseError) -> (value: JSONValue, duplicates: [JSONDuplicateKey]) {
    try parse(Array(text.utf8), maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
  }
}

/// What the reader does with a key written twice in one object.
package enum DuplicateKeyPolicy {
  /// An error at the second occurrence (manifests: a key written twice is a mistake).
  case refuse
  /// The last value wins, as in `JSONSerialization`, so the package reads a payload or a file
  /// as the system does; the duplicate is recorded.
  case keepLast
}

/// A key written twice in one object, at its second occurrence.
package struct JSONDuplicateKey {
  package let key: String
  package let line: Int
  package let column: Int
}

/// A small recursive-descent JSON reader with a depth limit and precise error positions.
package struct JSONTextParser {
  package let bytes: [UInt8]
  package let maximumDepth: Int
  package let duplicateKeys: DuplicateKeyPolicy
  package var index = 0
  package var depth = 0
  /// The duplicate keys met so far, under ``DuplicateKeyPolicy/keepLast``, with their offsets.
  package var duplicates: [(key: String, offset: Int)] = []

  /// The duplicate keys with their lines and columns, found in one pass over the text.
  package func locatedDuplicates() -> [JSONDuplicateKey] {
    var result: [JSONDuplicateKey] = []
    var line = 1
    var column = 1
    var position = 0
    for duplicate in duplicates {  // in text order
      while position < duplicate.offset {
        WorkCounter.step()
        if bytes[position] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[position] & 0xC0 != 0x80 {
          column += 1
        }
        position += 1
      }
      result.append(JSONDuplicateKey(key: duplicate.key, line: line, column: column))
    }
    return result
  }

  package init(bytes: [UInt8], maximumDepth: Int, duplicateKeys: DuplicateKeyPolicy) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.duplicateKeys = duplicateKeys
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  package mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return value
  }

  /// An error at `position` (default: the current byte); text the reason quotes from the
  /// input (a key, a character) shows its hidden characters percent-encoded, so a message
  /// printed to a terminal or a log holds no escape sequence or line break of the input's.
  package func error(_ reason: String, at position: Int? = nil) -> JSONParseError {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    for byte in bytes[..<end] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONParseError(reason: ShownText.of(reason), line: line, column: column)
  }

  package mutating func skipWhitespace() {
    while index < bytes.count {
      WorkCounter.step()
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Whether the next byte is `byte`, which is then read.
  private mutating func consume(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// The error for what was expected at the current position, which the text may have ended
  /// before.
  private func expected(_ what: String) -> JSONParseError {
    error(index < bytes.count ? "expected \(what)" : "unexpected end of input, expected \(what)")
  }

  package mutating func parseValue() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw expected("a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseKeyword("true", .bool(true))
    case UInt8(ascii: "f"): return try parseKeyword("false", .bool(false))
    case UInt8(ascii: "n"): return try parseKeyword("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(character(at: index))")
    }
  }

  /// The character starting at byte `offset`, as a message names it: `character 'x'`, or
  /// `byte 0xFF` where the bytes there are not UTF-8.
  private func character(at offset: Int) -> String {
    var iterator = bytes[offset...].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "character '\(scalar)'" }
    return "byte 0x\(String(bytes[offset], radix: 16, uppercase: true))"
  }

  package mutating func parseKeyword(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { throw error("unexpected \(character(at: index))") }
    index += utf8.count
    return value
  }

  package mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
  }

  package mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw expected("a string key")
      }
      let keyStart = index
      let key = try parseString()
      let isDuplicate = !keys.insert(key).inserted
      if isDuplicate, case .refuse = duplicateKeys {
        throw error("the key \"\(key)\" is written twice in this object", at: keyStart)
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw expected("':' after key \"\(key)\"") }
      let value = try parseValue()
      if isDuplicate, let first = members.firstIndex(where: { $0.key == key }) {
        WorkCounter.step(members.count)
        duplicates.append((key, keyStart))
        members[first].value = value
      } else {
        members.append((key, value))
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ",")) else { break }
    }
    guard consume(UInt8(ascii: "}")) else { throw expected("',' or '}' in an object") }
    return .object(members)
  }

  package mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard consume(UInt8(ascii: ",")) else { break }
    }
    guard consume(UInt8(ascii: "]")) else { throw expected("',' or ']' in an array") }
    return .array(elements)
  }

  package mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ parser: inout JSONTextParser) -> Int {
      let from = parser.index
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - from
    }
    let first = index
    // JSON writes no leading zero (`01`), as Foundation's reader refuses it.
    guard digits(&self) > 0, bytes[first] != UInt8(ascii: "0") || index == first + 1 else {
      throw error("invalid number", at: start)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("invalid number", at: start) }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("invalid number", at: start) }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw error("invalid number", at: start) }
    guard number.isFinite else {
      throw error("the number \(text) is too large for a 64-bit floating-point value", at: start)
    }
    return .number(number)
  }

  package mutating func parseString() throws(JSONParseError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush(_ parser: JSONTextParser, to scalars: inout String.UnicodeScalarView) {
      if runStart < parser.index {
        scalars.append(
          contentsOf: String(decoding: parser.bytes[runStart..<parser.index], as: UTF8.self)
            .unicodeScalars)
      }
    }
    while index < bytes.count {
      WorkCounter.step()
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush(self, to: &scalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        flush(self, to: &scalars)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
        default: throw error("invalid escape '\\\(Unicode.Scalar(escape))'", at: index - 2)
        }
        runStart = index
        continue
      }
      index += 1
    }
    throw error("unterminated string", at: start)
  }

  package mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = hexValue(bytes[index]) else { throw error("invalid \\u escape") }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// The scalar of a `\uXXXX` escape, or of a pair of them for a character beyond U+FFFF. Half
  /// a pair alone is no character: it is an error, as Foundation's JSON readers make it,
  /// rather than U+FFFD in its place.
  package mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let start = index - 2
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first), bytes.count - index >= 6,
      bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
    {
      let save = index
      index += 2
      let second = try parseHex4()
      if (0xDC00...0xDFFF).contains(second),
        let combined = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      {
        return combined
      }
      index = save
    }
    guard let scalar = Unicode.Scalar(first) else {
      let written = String(decoding: bytes[(start + 2)..<(start + 6)], as: UTF8.self)
      throw error("'\\u\(written)' is half of a UTF-16 surrogate pair, not a character", at: start)
    }
    return scalar
  }
}
