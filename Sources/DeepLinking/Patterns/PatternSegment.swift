/// One segment of a route pattern, after its optional groups are expanded.
struct PatternSegment: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    /// Literal text, percent-decoded.
    case literal(String)
    /// One segment converted to a type (`:id`, `<int:id>`).
    case parameter(ParameterType)
    /// The rest of the path: `<path:name>` (one or more segments) or `*` (zero or more).
    case remainder(oneOrMore: Bool)
  }

  let kind: Kind
  /// The placeholder's name; `*` for a trailing star; `nil` for a literal.
  let name: String?
  /// The 1-based position of the segment in the pattern text.
  let position: Int

  /// Rank in precedence, lower wins: literal, then typed placeholders from the narrowest,
  /// then untyped, then `<path:>` and last `*`.
  var rank: Int {
    switch kind {
    case .literal: 0
    case .parameter(let type): Int(type.kind.rawValue)
    case .remainder(let oneOrMore): oneOrMore ? 7 : 8
    }
  }

  var isRemainder: Bool {
    if case .remainder = kind { return true }
    return false
  }
}

/// The origin a pattern is limited to.
enum PatternScope: Sendable, Hashable {
  /// Every custom scheme and every domain of the table.
  case any
  /// One custom scheme, lowercased.
  case scheme(String)
  /// One web host (universal links), lowercased; may start with `*.`.
  case host(String)
}
