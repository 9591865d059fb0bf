import DeepLinking

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
  let program: AASAProgram

  init(tokens: [Token], text: String) {
    self.tokens = tokens
    self.text = text
    self.program = AASAProgram(tokens)
  }

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

  /// Whether the pattern matches all of `text`: a Thompson automaton run over the text, so
  /// the time is linear in the text whatever the wildcards (no backtracking).
  func matches(_ text: String, caseSensitive: Bool) -> Bool {
    let scalars = text.unicodeScalars.lazy.map { caseSensitive ? $0 : AASAPattern.lower($0) }
    return program.run(scalars) { instruction, _, scalar in
      switch instruction {
      case .scalar(let expected): expected == scalar
      case .anyScalar: true
      default: false
      }
    }
  }

  /// Whether the pattern matches every text `other` matches (comparing case as
  /// `caseSensitive` says). `other`'s tokens are run through the automaton: a literal is taken
  /// as itself, its `?` only by a `?` (any one character), its `*` and its variables (any text,
  /// as far as this check knows) only by a `*`, which takes any text. One way through for all
  /// of `other`'s texts is enough, not needed: a pattern said to cover another always does.
  func covers(_ other: AASAPattern, caseSensitive: Bool) -> Bool {
    program.run(other.tokens) { instruction, pc, token in
      switch (instruction, token) {
      case (.scalar(let expected), .literal(let scalar)):
        expected == (caseSensitive ? scalar : AASAPattern.lower(scalar))
      case (.anyScalar, .literal), (.anyScalar, .one): true
      case (.anyScalar, .any), (.anyScalar, .variable): program.isInLoop(pc)
      default: false
      }
    }
  }

  /// The first character of the pattern's literals, its variables' included, that a URL never
  /// holds as written but percent-encoded (``AASAURL/escapes(_:)``): beyond ASCII, a space or
  /// a control character; `nil` when there is none.
  var firstCharacterURLsEscape: Unicode.Scalar? {
    firstInLiterals { tokens, index in
      guard case .literal(let scalar) = tokens[index], AASAURL.escapes(scalar) else { return nil }
      return scalar
    }
  }

  /// The first escape of the pattern's literals, its variables' included (`%C3`), or `nil`:
  /// compared with a URL percent-decoded, it takes only a URL holding `%25C3`.
  var firstEscape: String? {
    firstInLiterals { tokens, index in
      guard case .literal("%") = tokens[index], index + 2 < tokens.count,
        case .literal(let high) = tokens[index + 1], case .literal(let low) = tokens[index + 2],
        high.isASCII, low.isASCII, hexValue(UInt8(high.value)) != nil,
        hexValue(UInt8(low.value)) != nil
      else { return nil }
      return "%\(high)\(low)"
    }
  }

  /// The first thing `found` finds at a position of the pattern's tokens, in order, a
  /// variable's alternatives searched where the variable stands.
  private func firstInLiterals<Found>(_ found: ([Token], Int) -> Found?) -> Found? {
    func search(_ tokens: [Token]) -> Found? {
      for index in tokens.indices {
        if case .variable(let alternatives) = tokens[index] {
          for alternative in alternatives { if let hit = search(alternative) { return hit } }
        } else if let hit = found(tokens, index) {
          return hit
        }
      }
      return nil
    }
    return search(tokens)
  }

  /// Whether the pattern matches every text (`*`).
  var matchesEverything: Bool { tokens == [.any] }
}

/// A pattern compiled to instructions for a Pike-style automaton.
struct AASAProgram: Sendable {
  enum Instruction: Sendable {
    case scalar(Unicode.Scalar)
    case anyScalar
    case split([Int])
    case jump(Int)
    case accept
  }

  private(set) var instructions: [Instruction] = []

  init(_ tokens: [AASAPattern.Token]) {
    emit(tokens)
    instructions.append(.accept)
  }

  private mutating func emit(_ tokens: [AASAPattern.Token]) {
    for token in tokens {
      switch token {
      case .literal(let scalar): instructions.append(.scalar(scalar))
      case .one: instructions.append(.anyScalar)
      case .any:
        // loop: split(body, after); body: any; jump loop
        let loop = instructions.count
        instructions.append(.split([]))
        instructions.append(.anyScalar)
        instructions.append(.jump(loop))
        instructions[loop] = .split([loop + 1, instructions.count])
      case .variable(let alternatives):
        let split = instructions.count
        instructions.append(.split([]))
        var starts: [Int] = []
        var jumps: [Int] = []
        for alternative in alternatives {
          starts.append(instructions.count)
          emit(alternative)
          jumps.append(instructions.count)
          instructions.append(.jump(0))
        }
        let after = instructions.count
        for jump in jumps { instructions[jump] = .jump(after) }
        instructions[split] = .split(starts)
      }
    }
  }

  /// Whether the `anyScalar` at `pc` is a `*`'s, which loops back to take any number more.
  func isInLoop(_ pc: Int) -> Bool {
    guard pc + 1 < instructions.count, case .jump(let target) = instructions[pc + 1] else {
      return false
    }
    return target == pc - 1
  }

  /// Runs the automaton over `symbols` (the scalars of a text, or another pattern's tokens);
  /// `takes` says whether the instruction at a position takes a symbol. True when it ends in
  /// the accepting state.
  func run<Symbols: Sequence>(
    _ symbols: Symbols, takes: (Instruction, Int, Symbols.Element) -> Bool
  ) -> Bool {
    var current: [Int] = []
    var next: [Int] = []
    var mark = [Int](repeating: -1, count: instructions.count)
    var step = 0
    func add(_ pc: Int, to list: inout [Int]) {
      if mark[pc] == step { return }
      mark[pc] = step
      switch instructions[pc] {
      case .split(let targets): for target in targets { add(target, to: &list) }
      case .jump(let target): add(target, to: &list)
      default: list.append(pc)
      }
    }
    add(0, to: &current)
    for symbol in symbols {
      step += 1
      next.removeAll(keepingCapacity: true)
      for pc in current {
        WorkCounter.step()
        if takes(instructions[pc], pc, symbol) { add(pc + 1, to: &next) }
      }
      swap(&current, &next)
      if current.isEmpty { return false }
    }
    return current.contains { if case .accept = instructions[$0] { true } else { false } }
  }
}
