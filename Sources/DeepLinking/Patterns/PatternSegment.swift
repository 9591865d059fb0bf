/// One segment of a route pattern, after its optional groups are expanded.
///
/// Stored compactly (a name and a kind in one enum, a 32-bit position): every route keeps its
/// segments, so their size is most of a route table's memory.
package struct PatternSegment: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// Literal text, percent-decoded.
    case literal(String)
    /// One segment converted to a type (`:id`, `<int:id>`).
    case parameter(ParameterType)
    /// The rest of the path: `<path:name>` (one or more segments) or `*` (zero or more).
    case remainder(oneOrMore: Bool)
  }

  private enum Storage: Sendable, Hashable {
    case literal(String)
    case parameter(name: String, ParameterType.Kind)
    case remainder(name: String, oneOrMore: Bool)
  }

  private let storage: Storage
  private let storedPosition: Int32

  package init(kind: Kind, name: String?, position: Int) {
    switch kind {
    case .literal(let text): storage = .literal(text)
    case .parameter(let type): storage = .parameter(name: name ?? "", type.kind)
    case .remainder(let oneOrMore): storage = .remainder(name: name ?? "*", oneOrMore: oneOrMore)
    }
    storedPosition = Int32(clamping: position)
  }

  /// What the segment matches.
  package var kind: Kind {
    switch storage {
    case .literal(let text): .literal(text)
    case .parameter(_, let type): .parameter(ParameterType(kind: type))
    case .remainder(_, let oneOrMore): .remainder(oneOrMore: oneOrMore)
    }
  }

  /// The placeholder's name; `*` for a trailing star; `nil` for a literal.
  package var name: String? {
    switch storage {
    case .literal: nil
    case .parameter(let name, _), .remainder(let name, _): name
    }
  }

  /// The 1-based position of the segment in the pattern text.
  package var position: Int { Int(storedPosition) }

  /// Rank in precedence, lower wins: literal, then typed placeholders from the narrowest,
  /// then untyped, then `<path:>` and last `*`.
  package var rank: Int {
    switch storage {
    case .literal: 0
    case .parameter(_, let type): Int(type.rawValue)
    case .remainder(_, let oneOrMore): oneOrMore ? 9 : 10
    }
  }

  package var isRemainder: Bool {
    if case .remainder = storage { return true }
    return false
  }
}

/// The origin a pattern is limited to.
package enum PatternScope: Sendable, Hashable {
  /// Every custom scheme and every domain of the table.
  case any
  /// One custom scheme, lowercased.
  case scheme(String)
  /// One web host (universal links), lowercased; may start with `*.`.
  case host(String)
}
