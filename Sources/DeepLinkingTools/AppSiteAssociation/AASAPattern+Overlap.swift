import DeepLinking

/// A shortest text two `applinks` patterns both match, to find where two components decide
/// the same URLs (`/a/?*` and `/?*/b` both take `/a/b`) though neither covers the other.
struct AASAOverlap: Sendable, Equatable {
  /// A character of the text: one that a pattern's literal asks for, or one that both
  /// patterns take whatever it is.
  enum Step: Sendable, Equatable {
    case literal(Unicode.Scalar)
    case open
  }

  let steps: [Step]

  /// Whether the text is the same whatever fills it: every character is a literal's.
  var isExact: Bool { !steps.contains(.open) }

  /// The text, each run of open characters filled with `fill`.
  func filled(_ fill: String) -> String {
    var text = String.UnicodeScalarView()
    var open = false
    for step in steps {
      switch step {
      case .literal(let scalar):
        text.append(scalar)
        open = false
      case .open:
        if !open { text.append(contentsOf: fill.unicodeScalars) }
        open = true
      }
    }
    return String(text)
  }

  /// Texts to try made of this one: its open runs filled with each of `fills` in turn, then
  /// with one `x` a character, each once. The last, and the text of an exact overlap, both
  /// patterns match; a longer fill may not fit a lone `?`, so those who use the others ask
  /// what matches them.
  func texts(fills: [String]) -> [String] {
    var texts: [String] = []
    let oneByOne = String(
      String.UnicodeScalarView(
        steps.map { if case .literal(let scalar) = $0 { scalar } else { "x" } }))
    for text in fills.map(filled) + [oneByOne] where !texts.contains(text) {
      texts.append(text)
    }
    return texts
  }
}

extension AASAPattern {
  /// A shortest text this pattern and `other` both match, or `nil` when they share none: a
  /// breadth-first walk of the two automata in step, each pair of states once, so the work is
  /// at most the product of the two patterns' lengths. Literals compare as compiled (a pattern
  /// without case holds them in lower case).
  func overlap(with other: AASAPattern) -> AASAOverlap? {
    let (a, b) = (program, other.program)
    let (settledA, settledB) = (a.settled(), b.settled())
    struct Pair: Hashable {
      let a: Int
      let b: Int
    }
    var parent: [Pair: (from: Pair, step: AASAOverlap.Step)] = [:]
    var seen: Set<Pair> = []
    var queue: [Pair] = []
    func reach(_ pcA: Int, _ pcB: Int, from: (Pair, AASAOverlap.Step)?) {
      for x in settledA[pcA] {
        for y in settledB[pcB] where seen.insert(Pair(a: x, b: y)).inserted {
          let pair = Pair(a: x, b: y)
          if let from { parent[pair] = from }
          queue.append(pair)
        }
      }
    }
    reach(0, 0, from: nil)
    var head = 0
    while head < queue.count {
      let pair = queue[head]
      head += 1
      WorkCounter.step()
      let step: AASAOverlap.Step
      switch (a.instructions[pair.a], b.instructions[pair.b]) {
      case (.accept, .accept):
        var steps: [AASAOverlap.Step] = []
        var at = pair
        while let back = parent[at] {
          steps.append(back.step)
          at = back.from
        }
        return AASAOverlap(steps: steps.reversed())
      case (.scalar(let x), .scalar(let y)):
        guard x == y else { continue }
        step = .literal(x)
      case (.scalar(let x), .anyScalar), (.anyScalar, .scalar(let x)): step = .literal(x)
      case (.anyScalar, .anyScalar): step = .open
      default: continue
      }
      reach(pair.a + 1, pair.b + 1, from: (pair, step))
    }
    return nil
  }
}

extension AASAProgram {
  /// For each instruction, those reached from it without taking a character: those that take
  /// one, and the accepting one.
  func settled() -> [[Int]] {
    var reached = [[Int]](repeating: [], count: instructions.count)
    var visited = [Int](repeating: -1, count: instructions.count)
    for start in instructions.indices {
      var stack = [start]
      while let pc = stack.popLast() {
        guard visited[pc] != start else { continue }
        visited[pc] = start
        switch instructions[pc] {
        case .split(let targets): stack += targets.reversed()
        case .jump(let target): stack.append(target)
        default: reached[start].append(pc)
        }
      }
    }
    return reached
  }
}
