/// A pattern of an `applinks` component: `*` (zero or more characters), `?` (exactly one),
/// `?*` (one or more, the two combined), and `$(name)` substitution variables whose
/// alternatives may hold `*` and `?` themselves (Apple, applinks.Details.Components and
/// applinks.SubstitutionVariables; WWDC19 session 717).
struct AASAPattern: Sendable {
  indirect enum Token: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case one
    case any
    case variable([[Token]])
  }

  let tokens: [Token]
  let text: String

  /// Compiles `text`, resolving variables in `variables` and the predefined ones.
  ///
  /// - Returns: `nil` and the unknown variable's name when one is not defined.
  static func compile(
    _ text: String, variables: [String: [String]], caseSensitive: Bool
  ) -> Result<AASAPattern, UnknownVariable> {
    switch tokens(text, variables: variables, caseSensitive: caseSensitive, allowVariables: true) {
    case .success(let tokens): return .success(AASAPattern(tokens: tokens, text: text))
    case .failure(let failure): return .failure(failure)
    }
  }

  struct UnknownVariable: Error, Equatable {
    let name: String
  }

  private static func tokens(
    _ text: String, variables: [String: [String]], caseSensitive: Bool, allowVariables: Bool
  ) -> Result<[Token], UnknownVariable> {
    let scalars = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if allowVariables, scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(",
        let close = scalars[(index + 2)...].firstIndex(of: ")")
      {
        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
        guard let alternatives = variables[name] ?? predefined(name) else {
          return .failure(UnknownVariable(name: name))
        }
        var compiled: [[Token]] = []
        for alternative in alternatives {
          // Alternatives may hold `*` and `?` but not other variables.
          if case .success(let inner) = Self.tokens(
            alternative, variables: [:], caseSensitive: caseSensitive, allowVariables: false)
          {
            compiled.append(inner)
          }
        }
        tokens.append(.variable(compiled))
        index = close + 1
        continue
      }
      switch scalar {
      case "*": tokens.append(.any)
      case "?": tokens.append(.one)
      default: tokens.append(.literal(caseSensitive ? scalar : lower(scalar)))
      }
      index += 1
    }
    return .success(tokens)
  }

  /// The predefined variables' alternatives.
  static func predefined(_ name: String) -> [String]? {
    let upper = (65...90).map { String(Unicode.Scalar(UInt8($0))) }
    let lower = (97...122).map { String(Unicode.Scalar(UInt8($0))) }
    let digits = (0...9).map(String.init)
    switch name {
    case "alpha": return upper + lower
    case "upper": return upper
    case "lower": return lower
    case "alnum": return upper + lower + digits
    case "digit": return digits
    case "xdigit": return digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"]
    case "region": return ISOCodes.regions
    case "lang": return ISOCodes.languages
    default: return nil
    }
  }

  static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
  }

  /// Whether the pattern matches all of `text`.
  func matches(_ text: String, caseSensitive: Bool) -> Bool {
    let scalars = Array(text.unicodeScalars).map { caseSensitive ? $0 : AASAPattern.lower($0) }
    var failed = Set<Int>()
    return Self.match(tokens[...], scalars, 0, &failed, depth: 0)
  }

  /// Backtracking with memory of failed (token, position) pairs, so `*` stays polynomial.
  private static func match(
    _ tokens: ArraySlice<Token>, _ text: [Unicode.Scalar], _ position: Int,
    _ failed: inout Set<Int>,
    depth: Int
  ) -> Bool {
    guard let token = tokens.first else { return position == text.count }
    let key = tokens.startIndex &* 1_000_003 &+ position &* 31 &+ depth
    if depth == 0, failed.contains(key) { return false }
    let rest = tokens.dropFirst()
    var result = false
    switch token {
    case .literal(let scalar):
      result =
        position < text.count && text[position] == scalar
        && match(rest, text, position + 1, &failed, depth: depth)
    case .one:
      result = position < text.count && match(rest, text, position + 1, &failed, depth: depth)
    case .any:
      for next in position...text.count where match(rest, text, next, &failed, depth: depth) {
        result = true
        break
      }
    case .variable(let alternatives):
      for alternative in alternatives {
        // The alternative's tokens, then the rest of the pattern.
        let joined = ArraySlice(alternative + Array(rest))
        if match(joined, text, position, &failed, depth: depth + 1) {
          result = true
          break
        }
      }
    }
    if !result, depth == 0 { failed.insert(key) }
    return result
  }

  /// Whether the pattern matches every text (`*`).
  var matchesEverything: Bool { tokens == [.any] }
}
