/// Reads a pattern's text into its scope and expanded variants.
struct PatternParser {
  private indirect enum Item {
    case segment(PatternSegment)
    case group([Item], position: Int)
  }

  let text: String
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var groupCount = 0

  init(text: String) {
    self.text = text
    self.scalars = Array(text.unicodeScalars)
  }

  private func error(
    _ reason: String, at position: Int, _ code: RouteError.Code = .invalidPattern
  ) -> RouteError {
    RouteError(code, reason, pattern: text, position: position + 1)
  }

  mutating func parse() throws(RouteError) -> (
    scope: PatternScope, variants: [(segments: [PatternSegment], groupsPresent: Int)]
  ) {
    guard !scalars.isEmpty else { throw error("the pattern is empty", at: 0) }
    let scope = try parseScope()
    var items: [Item] = []
    if case .scheme = scope, index < scalars.count, scalars[index] != "/", scalars[index] != "(" {
      // `shop://product/:id`: the host is the first segment.
      items.append(.segment(try parseSegment()))
    } else if case .any = scope, scalars[0] != "/", scalars[0] != "(" {
      throw error("a pattern starts with '/', a custom scheme or an https origin", at: 0)
    }
    try parseItems(into: &items, inGroup: false)
    if items.count == 0, index < scalars.count {
      throw error("unexpected '\(scalars[index])'", at: index)
    }
    var variants = expand(items)
    var seenNames: [String: Int] = [:]
    try checkNames(items, &seenNames)
    for variant in variants {
      for (offset, segment) in variant.segments.enumerated()
      where segment.isRemainder && offset < variant.segments.count - 1 {
        throw error(
          "the remainder '\(segment.name ?? "*")' must be the last segment",
          at: segment.position - 1,
          .misplacedRemainder)
      }
    }
    variants.sort { $0.groupsPresent > $1.groupsPresent }
    return (scope, variants)
  }

  private mutating func parseScope() throws(RouteError) -> PatternScope {
    guard let separator = text.range(of: "://") else { return .any }
    let schemeText = String(text[..<separator.lowerBound])
    guard !schemeText.contains("/") else { return .any }
    guard let first = schemeText.unicodeScalars.first, first.properties.isAlphabetic,
      schemeText.unicodeScalars.allSatisfy({
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
          || $0 == "+" || $0 == "-" || $0 == "." || $0 == "_"
      })
    else { throw error("'\(schemeText)' is not a valid scheme", at: 0, .invalidScheme) }
    let scheme = schemeText.lowercased()
    index = schemeText.unicodeScalars.count + 3
    guard scheme == "https" || scheme == "http" else { return .scheme(scheme) }
    let hostStart = index
    while index < scalars.count, scalars[index] != "/", scalars[index] != "(" { index += 1 }
    let host = String(String.UnicodeScalarView(scalars[hostStart..<index]))
    guard let problem = DomainName.problem(host) else { return .host(host.lowercased()) }
    throw error(problem, at: hostStart, .invalidDomain)
  }

  private mutating func parseItems(into items: inout [Item], inGroup: Bool) throws(RouteError) {
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "/":
        index += 1
        if index == scalars.count || scalars[index] == ")" {
          // A lone "/" pattern is the root; a trailing slash elsewhere is harmless.
          return
        }
        if scalars[index] == "/" { throw error("empty segment", at: index) }
        if scalars[index] == "(" { continue }
        items.append(.segment(try parseSegment()))
      case "(":
        let open = index
        index += 1
        groupCount += 1
        if groupCount > RoutePattern.maximumOptionalGroups {
          throw error(
            "more than \(RoutePattern.maximumOptionalGroups) optional groups", at: open)
        }
        guard index < scalars.count, scalars[index] == "/" else {
          throw error("an optional group starts with '/'", at: index)
        }
        var inner: [Item] = []
        try parseItems(into: &inner, inGroup: true)
        guard index < scalars.count, scalars[index] == ")" else {
          throw error("'(' is not closed by ')'", at: open)
        }
        if inner.isEmpty { throw error("empty optional group", at: open) }
        index += 1
        items.append(.group(inner, position: open + 1))
      case ")":
        if inGroup { return }
        throw error("')' without a matching '('", at: index)
      default:
        throw error("expected '/' before '\(scalar)'", at: index)
      }
    }
  }

  private mutating func parseSegment() throws(RouteError) -> PatternSegment {
    let start = index
    while index < scalars.count, !["/", "(", ")"].contains(scalars[index]) { index += 1 }
    let raw = String(String.UnicodeScalarView(scalars[start..<index]))
    let position = start + 1
    if raw == "*" {
      return PatternSegment(kind: .remainder(oneOrMore: false), name: "*", position: position)
    }
    if raw.hasPrefix(":") {
      let name = String(raw.dropFirst())
      try checkIdentifier(name, at: start + 1)
      return PatternSegment(kind: .parameter(.string), name: name, position: position)
    }
    if raw.hasPrefix("<") {
      guard raw.hasSuffix(">"), raw.count >= 2 else {
        throw error("'<' is not closed by '>'", at: start)
      }
      let inner = String(raw.dropFirst().dropLast())
      let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 2 else {
        throw error("a placeholder is <name> or <type:name>", at: start)
      }
      let name = String(parts.last!)
      let nameOffset = start + 1 + (parts.count == 2 ? parts[0].unicodeScalars.count + 1 : 0)
      try checkIdentifier(name, at: nameOffset)
      guard parts.count == 2 else {
        return PatternSegment(kind: .parameter(.string), name: name, position: position)
      }
      guard let type = ParameterType(name: String(parts[0])) else {
        throw error(
          "unknown type '\(parts[0])' (expected int, double, bool, uuid, string or path)",
          at: start + 1, .unknownType)
      }
      if type == .path {
        return PatternSegment(kind: .remainder(oneOrMore: true), name: name, position: position)
      }
      return PatternSegment(kind: .parameter(type), name: name, position: position)
    }
    for (offset, scalar) in raw.unicodeScalars.enumerated() {
      if ["<", ">", "*", "?", "#", "{", "}", "\\", ":"].contains(scalar)
        && (scalar != ":" || offset == 0)
        || scalar.properties.isWhitespace || scalar.value < 0x20
      {
        let what =
          scalar == "?" || scalar == "#"
          ? "query and fragment are not part of a pattern"
          : "unexpected '\(scalar)' in a literal segment"
        throw error(what, at: start + offset)
      }
    }
    return PatternSegment(
      kind: .literal(PercentDecoding.string(raw)), name: nil, position: position)
  }

  private func checkIdentifier(_ name: String, at position: Int) throws(RouteError) {
    guard let first = name.unicodeScalars.first else {
      throw error("a placeholder needs a name", at: position)
    }
    let valid =
      (first == "_" || (first.isASCII && first.properties.isAlphabetic))
      && name.unicodeScalars.allSatisfy {
        $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
      }
    if !valid {
      throw error("'\(name)' is not a valid placeholder name (letters, digits, _)", at: position)
    }
  }

  private func checkNames(_ items: [Item], _ seen: inout [String: Int]) throws(RouteError) {
    for item in items {
      switch item {
      case .segment(let segment):
        guard let name = segment.name else { continue }
        if seen[name] != nil {
          throw error(
            "the placeholder name '\(name)' is used twice", at: segment.position - 1,
            .duplicatePlaceholder)
        }
        seen[name] = segment.position
      case .group(let inner, _):
        try checkNames(inner, &seen)
      }
    }
  }

  private func expand(_ items: [Item]) -> [(segments: [PatternSegment], groupsPresent: Int)] {
    var results: [(segments: [PatternSegment], groupsPresent: Int)] = [([], 0)]
    for item in items {
      switch item {
      case .segment(let segment):
        for offset in results.indices { results[offset].segments.append(segment) }
      case .group(let inner, _):
        let innerVariants = expand(inner)
        var next = results
        for result in results {
          for variant in innerVariants {
            next.append(
              (result.segments + variant.segments, result.groupsPresent + variant.groupsPresent + 1)
            )
          }
        }
        results = next
      }
    }
    return results
  }
}
