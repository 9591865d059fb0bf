/// One segment of a pattern, after its optional groups are expanded, read as text: a
/// ``SegmentToken`` with its literal text or name, for the code that reads segments as text
/// (URL building, messages, the tools). Routes keep tokens, not these.
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

  private enum Text: Sendable, Equatable {
    /// A literal's decoded text, or a placeholder's name.
    case plain(String)
    case mixed(MixedSegment)
  }

  /// The segment as read.
  let token: SegmentToken
  private let text: Text
  /// The 1-based position of the segment in the pattern text, in characters.
  package let position: Int

  /// The segment `token` of the pattern whose text is `bytes`.
  init(_ token: SegmentToken, in bytes: URLBytes) {
    self.token = token
    position = PatternParser.characterPosition(token.offset, in: bytes)
    switch token.kind {
    case .mixed: text = .mixed(PatternParser.mixedSegment(token.range, in: bytes))
    case .encodedLiteral: text = .plain(PercentDecoding.string(bytes, token.range))
    case .literal, .parameter, .path, .star: text = .plain(bytes.string(token.range))
    }
  }

  /// What the segment matches.
  package var kind: Kind {
    switch (token.kind, text) {
    case (_, .mixed(let mixed)): .mixed(mixed)
    case (.literal, .plain(let text)), (.encodedLiteral, .plain(let text)): .literal(text)
    case (.path, _): .remainder(oneOrMore: true)
    case (.star, _): .remainder(oneOrMore: false)
    case (.parameter, _), (.literal, _), (.encodedLiteral, _), (.mixed, _):
      .parameter(ParameterType(kind: token.type))
    }
  }

  /// The placeholder's name; `*` for a trailing star; `nil` for a literal or a mixed segment
  /// (see ``names``).
  package var name: String? {
    guard case .plain(let name) = text, !token.isLiteral else { return nil }
    return name
  }

  /// Every placeholder name of the segment: none, one, or a mixed segment's several.
  package var names: [String] {
    switch text {
    case .mixed(let mixed): mixed.names
    case .plain(let name): token.isLiteral ? [] : [name]
    }
  }

  /// The segment as a pattern writes it (`<int:id>`, `user_<id>`), for messages.
  package var written: String {
    switch (token.kind, text) {
    case (_, .mixed(let mixed)): mixed.description
    case (.parameter, .plain(let name)):
      token.type == .string
        ? ":" + name : "<\(ParameterType(kind: token.type).description):\(name)>"
    case (.path, .plain(let name)): "<path:\(name)>"
    case (.star, _): "*"
    case (_, .plain(let text)): text
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
    a.text == b.text && a.position == b.position && a.rank == b.rank
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
