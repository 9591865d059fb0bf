/// One segment of a route pattern, after its optional groups are expanded.
///
/// Stored compactly (a name and a kind in one enum, a 32-bit position): every route keeps its
/// segments, so their size is most of a route table's memory.
package struct PatternSegment: Sendable, Equatable {
  package enum Kind: Sendable {
    /// Literal text, percent-decoded.
    case literal(String)
    /// One segment converted to a type (`:id`, `<int:id>`).
    case parameter(ParameterType)
    /// The rest of the path: `<path:name>` (one or more segments) or `*` (zero or more).
    case remainder(oneOrMore: Bool)
    /// Literal text and placeholders in one segment (`user_<id>`).
    case mixed(MixedSegment)
  }

  private enum Storage: Sendable, Equatable {
    case literal(String)
    case parameter(name: String, ParameterType.Kind)
    case remainder(name: String, oneOrMore: Bool)
    case mixed(MixedSegment)
  }

  private let storage: Storage
  private let storedPosition: Int32

  package init(kind: Kind, name: String?, position: Int) {
    switch kind {
    case .literal(let text): storage = .literal(text)
    case .parameter(let type): storage = .parameter(name: name ?? "", type.kind)
    case .remainder(let oneOrMore): storage = .remainder(name: name ?? "*", oneOrMore: oneOrMore)
    case .mixed(let mixed): storage = .mixed(mixed)
    }
    storedPosition = Int32(clamping: position)
  }

  /// What the segment matches.
  package var kind: Kind {
    switch storage {
    case .literal(let text): .literal(text)
    case .parameter(_, let type): .parameter(ParameterType(kind: type))
    case .remainder(_, let oneOrMore): .remainder(oneOrMore: oneOrMore)
    case .mixed(let mixed): .mixed(mixed)
    }
  }

  /// The placeholder's name; `*` for a trailing star; `nil` for a literal or a mixed segment
  /// (see ``names``).
  package var name: String? {
    switch storage {
    case .literal, .mixed: nil
    case .parameter(let name, _), .remainder(let name, _): name
    }
  }

  /// Every placeholder name of the segment: none, one, or a mixed segment's several.
  package var names: [String] {
    switch storage {
    case .literal: []
    case .parameter(let name, _), .remainder(let name, _): [name]
    case .mixed(let mixed): mixed.names
    }
  }

  /// The placeholder's name if the segment is a `<link:>` placeholder.
  package var linkName: String? {
    if case .parameter(let name, .link) = storage { return name }
    return nil
  }

  /// The segment as a pattern writes it (`<int:id>`, `user_<id>`), for messages.
  package var written: String {
    switch storage {
    case .literal(let text): text
    case .parameter(let name, .string): ":" + name
    case .parameter(let name, let kind): "<\(ParameterType(kind: kind).description):\(name)>"
    case .remainder(let name, let oneOrMore): oneOrMore ? "<path:\(name)>" : "*"
    case .mixed(let mixed): mixed.description
    }
  }

  /// A form's segments as a path (`/user/:uid/orders`), for messages.
  package static func written(_ segments: [PatternSegment]) -> String {
    "/" + segments.map(\.written).joined(separator: "/")
  }

  /// The 1-based position of the segment in the pattern text.
  package var position: Int { Int(storedPosition) }

  /// Rank in precedence, lower wins: literal, then mixed, then typed placeholders from the
  /// narrowest, then untyped, then `<path:>` and last `*`.
  package var rank: Int {
    switch storage {
    case .literal: 0
    case .mixed: 1
    case .parameter(_, let type): 1 + Int(type.rawValue)
    case .remainder(_, let oneOrMore): oneOrMore ? 10 : 11
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
  /// One web host (universal links), lowercased.
  case host(String)
  /// One DNS label, a `.`, then the host `suffix` (lowercased): `*.wiki.example` takes any
  /// label, `<lang>.wiki.example` captures it as the placeholder `name`.
  case hostLabel(suffix: String, name: String?)

  /// The host, as written (`*` or `<name>` for a leftmost label); `nil` for no host.
  package var host: String? {
    switch self {
    case .host(let host): return host
    case .hostLabel(let suffix, let name): return (name.map { "<\($0)>" } ?? "*") + "." + suffix
    case .any, .scheme: return nil
    }
  }
}
