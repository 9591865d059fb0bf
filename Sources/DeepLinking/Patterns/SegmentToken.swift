/// One segment of a pattern as the parser read it: what it is, and where its text lies in the
/// pattern's text. It holds no text of its own.
///
/// A plain value (no string, no reference), so that parsing a pattern makes no string for its
/// segments, checking and indexing a table read the patterns' bytes in place, and dropping a
/// pattern's forms frees one buffer without visiting its segments. ``PatternForms`` reads
/// tokens into ``PatternSegment``s for the code that wants segments as text.
struct SegmentToken: Sendable {
  enum Kind: Sendable {
    /// Literal text, `range` as written, holding no `%`.
    case literal
    /// Literal text holding a `%`: `range` is percent-decoded where it is read.
    case encodedLiteral
    /// One segment converted to a type (`:id`, `<int:id>`): `range` is the name.
    case parameter
    /// `<path:name>`, one or more segments: `range` is the name.
    case path
    /// A trailing `*`, zero or more segments: `range` is the star, its name.
    case star
    /// Literal text and placeholders in one segment (`user_<id>`): `range` is the segment.
    case mixed
  }

  let kind: Kind
  /// The type of a `.parameter`; `.string` otherwise.
  let type: ParameterType.Kind
  // 16 bits each: a pattern has at most `RoutePattern.maximumLength` (2,048) bytes.
  private let start: UInt16
  private let end: UInt16
  private let storedOffset: UInt16

  init(_ kind: Kind, _ range: Range<Int>, offset: Int, type: ParameterType.Kind = .string) {
    self.init(
      kind, start: UInt16(clamping: range.lowerBound), end: UInt16(clamping: range.upperBound),
      offset: offset, type: type)
  }

  private init(
    _ kind: Kind, start: UInt16, end: UInt16, offset: Int, type: ParameterType.Kind = .string
  ) {
    self.kind = kind
    self.type = type
    self.start = start
    self.end = end
    storedOffset = UInt16(clamping: offset)
  }

  /// The bytes of the pattern's text the token stands for (see ``Kind``).
  var range: Range<Int> { Int(start)..<Int(end) }

  /// Where the segment starts in the pattern's text, in bytes.
  var offset: Int { Int(storedOffset) }

  /// Rank in precedence, lower wins: literal, then mixed, then typed placeholders from the
  /// narrowest, then untyped, then `<path:>` and last `*`.
  var rank: Int {
    switch kind {
    case .literal, .encodedLiteral: 0
    case .mixed: 1
    case .parameter: 1 + Int(type.rawValue)
    case .path: 10
    case .star: 11
    }
  }

  /// Whether the segment takes the rest of the path (`<path:>` or `*`).
  var isRemainder: Bool { kind == .path || kind == .star }

  /// A mark that `FormTokens` puts before each form of a pattern of several, holding the
  /// number of the form's tokens and of its optional groups present: a range that starts at
  /// `UInt16.max`, which no segment's does.
  static func formMark(tokens: Int, groupsPresent: Int) -> SegmentToken {
    SegmentToken(.literal, start: .max, end: UInt16(clamping: tokens), offset: groupsPresent)
  }

  /// Whether this is a form's mark (see ``formMark(tokens:groupsPresent:)``).
  var isFormMark: Bool { start == .max }

  /// The number of tokens of the form a mark stands before.
  var markedTokens: Int { Int(end) }

  /// The number of optional groups present in the form a mark stands before.
  var markedGroupsPresent: Int { Int(storedOffset) }
}
