/// One segment of a pattern, after its optional groups are expanded, read as text: a
/// ``SegmentToken`` with its literal text or name, for the code that reads segments as text
/// (URL building, messages, the tools). Routes keep tokens, not these.
package struct PatternSegment: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    /// Literal text, percent-decoded.
    case literal(String)
    /// One segment converted to a type (`:id`, `<int:id>`).
    case parameter(ParameterType)
    /// The rest of the path: `<path:name>` (one or more segments) or `*` (zero or more).
    case remainder(oneOrMore: Bool)
    /// Literal text and placeholders in one segment (`user_<id>`).
    case mixed(MixedSegment)
  }

  /// What the segment matches.
  package let kind: Kind
  /// The placeholder's name; `*` for a trailing star; `nil` for a literal or a mixed segment
  /// (see ``names``).
  package let name: String?
  /// The segment as read.
  let token: SegmentToken
  /// The 1-based position of the segment in the pattern text, in characters.
  package let position: Int

  /// The segment `token` of the pattern whose text is `bytes`.
  init(_ token: SegmentToken, in bytes: URLBytes) {
    self.token = token
    position = PatternParser.characterPosition(token.offset, in: bytes)
    // The text the token stands for: a literal, a name, or a mixed segment (see its `Kind`).
    let text = bytes.string(token.range)
    switch token.kind {
    case .literal: (kind, name) = (.literal(text), nil)
    case .encodedLiteral: (kind, name) = (.literal(PercentDecoding.string(bytes, token.range)), nil)
    case .parameter: (kind, name) = (.parameter(ParameterType(kind: token.type)), text)
    case .path: (kind, name) = (.remainder(oneOrMore: true), text)
    case .star: (kind, name) = (.remainder(oneOrMore: false), text)
    case .mixed: (kind, name) = (.mixed(PatternParser.mixedSegment(token.range, in: bytes)), nil)
    }
  }

  /// Every placeholder name of the segment: none, one, or a mixed segment's several.
  package var names: [String] {
    if case .mixed(let mixed) = kind { return mixed.names }
    return name.map { [$0] } ?? []
  }

  /// The segment as a pattern writes it (`<int:id>`, `user_<id>`), for messages.
  package var written: String {
    switch kind {
    case .literal(let text): text
    case .parameter(let type): type == .string ? ":" + (name ?? "") : "<\(type):\(name ?? "")>"
    case .remainder(let oneOrMore): oneOrMore ? "<path:\(name ?? "")>" : "*"
    case .mixed(let mixed): mixed.description
    }
  }

  /// A form's segments as a path (`/user/:uid/orders`), for messages.
  package static func written(_ segments: [PatternSegment]) -> String {
    "/" + segments.map(\.written).joined(separator: "/")
  }

  /// Rank in precedence (see ``SegmentToken/rank``).
  package var rank: Int { token.rank }

  package var isRemainder: Bool { token.isRemainder }

  /// Segments are equal when they take the same texts and stand at the same place: a literal
  /// written percent-encoded equals the same literal written plain.
  package static func == (a: PatternSegment, b: PatternSegment) -> Bool {
    a.kind == b.kind && a.name == b.name && a.position == b.position
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
