/// A segment that mixes literal text and placeholders: `user_<id>`, `<first>-<last>`,
/// `<int:w>x<int:h>`, `User_talk:<title>`.
///
/// Matched against the segment after percent-decoding: each placeholder takes at least one
/// character, and each literal part is found at its first occurrence after the previous part
/// (`<first>-<last>` on `a-b-c` gives `a` and `b-c`).
package final class MixedSegment: Sendable, Equatable, CustomStringConvertible {
  /// One part of the segment.
  package enum Part: Sendable, Equatable {
    /// Literal text, percent-decoded.
    case literal(String)
    /// A placeholder, `<name>` or `<type:name>`.
    case placeholder(ParameterType, name: String)
  }

  package let parts: [Part]
  /// The segment as written in the pattern.
  package let description: String

  /// Each literal part's UTF-8 bytes (empty for a placeholder), made once for matching.
  private let literalBytes: [[UInt8]]

  init(parts: [Part], text: String) {
    self.parts = parts
    self.description = text
    self.literalBytes = parts.map {
      if case .literal(let text) = $0 { return Array(text.utf8) }
      return []
    }
  }

  /// The placeholders' names, in order.
  package var names: [String] {
    parts.compactMap {
      if case .placeholder(_, let name) = $0 { return name }
      return nil
    }
  }

  /// The literal characters (UTF-8 bytes), for precedence: more first.
  var literalCount: Int {
    parts.reduce(0) {
      if case .literal(let text) = $1 { return $0 + text.utf8.count }
      return $0
    }
  }

  /// The typed placeholders, for precedence: more first.
  var typedCount: Int {
    parts.filter {
      if case .placeholder(let type, _) = $0 { return type != .string }
      return false
    }.count
  }

  /// The literal prefix's length, for precedence: longer first.
  var prefixCount: Int {
    if case .literal(let text)? = parts.first { return text.utf8.count }
    return 0
  }

  /// The shape of the segment without its names (`user_<int>`), for comparing patterns.
  var shape: String {
    parts.map {
      switch $0 {
      case .literal(let text): return text
      case .placeholder(let type, _): return "<\(type)>"
      }
    }.joined(separator: "\u{0}")
  }

  /// Whether `other` takes exactly the texts `self` takes, placeholder for placeholder: the
  /// same parts but for the placeholders' names, which never decide a match; literal parts
  /// compared without ASCII case when `folding` (as the matcher compares them then).
  func hasSameShape(as other: MixedSegment, folding: Bool) -> Bool {
    guard parts.count == other.parts.count else { return false }
    for (part, otherPart) in zip(parts, other.parts) {
      switch (part, otherPart) {
      case (.literal(let text), .literal(let otherText))
      where folding
        ? isSameIgnoringASCIICase(text, otherText)
        : text == otherText:
        continue
      case (.placeholder(let type, _), .placeholder(let otherType, _)) where type == otherType:
        continue
      default: return false
      }
    }
    return true
  }

  /// Whether precedence tries `self` before `other` at the same place (never one of the same
  /// shape: such segments share their place). Shapes are compared ASCII case folded when
  /// `folding`, as a table without case reads them: `a<x>` and `A<y>` share a place, which
  /// must not depend on which of them came first.
  func precedes(_ other: MixedSegment, folding: Bool) -> Bool {
    if literalCount != other.literalCount { return literalCount > other.literalCount }
    if typedCount != other.typedCount { return typedCount > other.typedCount }
    if prefixCount != other.prefixCount { return prefixCount > other.prefixCount }
    let (mine, theirs) = (shape, other.shape)
    guard folding else { return mine < theirs }
    let (a, b) = (Array(mine.utf8), Array(theirs.utf8))
    var offset = 0
    while offset < a.count, offset < b.count, lowercased(a[offset]) == lowercased(b[offset]) {
      offset += 1
    }
    return offset < b.count && (offset == a.count || lowercased(a[offset]) < lowercased(b[offset]))
  }

  /// The byte every segment this one takes starts with (its first literal's first byte), or
  /// else ends with (its last literal's last byte, when it ends with one); `nil` when it
  /// starts and ends with placeholders.
  var edge: (byte: UInt8, atEnd: Bool)? {
    let atEnd: Bool
    let byte: UInt8?
    if case .literal? = parts.first {
      (atEnd, byte) = (false, literalBytes.first?.first)
    } else if case .literal? = parts.last {
      (atEnd, byte) = (true, literalBytes.last?.last)
    } else {
      return nil
    }
    return byte.map { ($0, atEnd) }
  }

  /// The ranges of the placeholders' values in the decoded segment `bytes`, or `nil` when the
  /// segment does not fit; literals compare ASCII case folded when `fold`.
  func split(_ bytes: [UInt8], fold: Bool) -> [Range<Int>]? {
    func equal(_ a: UInt8, _ b: UInt8) -> Bool { fold ? lowercased(a) == lowercased(b) : a == b }
    func occurs(_ literal: [UInt8], at offset: Int) -> Bool {
      offset + literal.count <= bytes.count
        && literal.indices.allSatisfy { equal(bytes[offset + $0], literal[$0]) }
    }
    var values: [Range<Int>] = []
    var index = 0
    var pending: Int?  // where the value of a placeholder still to be closed starts
    for (offset, part) in parts.enumerated() {
      guard case .literal = part else {
        pending = index
        continue
      }
      let literal = literalBytes[offset]
      if let start = pending {
        // The placeholder before takes at least one character; the literal is found at its
        // first occurrence after it.
        var found = start + 1
        while found + literal.count <= bytes.count, !occurs(literal, at: found) { found += 1 }
        guard found + literal.count <= bytes.count else { return nil }
        values.append(start..<found)
        index = found + literal.count
        pending = nil
      } else {
        guard occurs(literal, at: index) else { return nil }
        index += literal.count
      }
    }
    if let start = pending {
      guard start < bytes.count else { return nil }
      values.append(start..<bytes.count)
    } else if index != bytes.count {
      return nil
    }
    // Each value must be of its placeholder's type.
    var value = 0
    for case .placeholder(let type, _) in parts {
      defer { value += 1 }
      guard type != .string else { continue }
      var validator = ValueValidator(kind: type.kind)
      guard bytes[values[value]].allSatisfy({ validator.consume($0) }), validator.finish() else {
        return nil
      }
    }
    return values
  }

  package static func == (a: MixedSegment, b: MixedSegment) -> Bool { a.parts == b.parts }
}
