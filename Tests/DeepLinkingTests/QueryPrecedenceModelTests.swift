import DeepLinking
import Testing

/// A reference model of query-item matching and precedence, written from the pattern
/// language's rules alone, predicts which tables are refused as ambiguous and which route takes
/// each of many generated URLs; the router must agree exactly.
@Suite struct QueryPrecedenceModelTests {
  /// One query item of a generated pattern.
  struct Item {
    enum Value { case literal(String), untyped, int, presence }
    let name: String
    let value: Value
    let optional: Bool

    var text: String {
      let body: String
      switch value {
      case .literal(let text): body = "\(name)=\(text)"
      case .untyped: body = "\(name)=:\(name)V"
      case .int: body = "\(name)=<int:\(name)V>"
      case .presence: body = name
      }
      return body
    }
  }

  /// A small deterministic generator (xorshift), so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(bound))
    }
  }

  /// What the rules say a route gets from `query` (name and value pairs, in URL order): `nil`
  /// when it does not match, else (satisfied items, literal values, typed placeholders).
  static func modelScore(_ items: [Item], _ query: [(String, String)]) -> (Int, Int, Int)? {
    var satisfied = 0
    var literals = 0
    var typed = 0
    for item in items {
      let values = query.filter { $0.0 == item.name }.map(\.1)
      if values.isEmpty {
        if item.optional { continue }
        return nil
      }
      for value in values {
        switch item.value {
        case .literal(let text): if value != text { return nil }
        case .int: if Int(value) == nil { return nil }
        case .untyped, .presence: break
        }
      }
      satisfied += 1
      if case .literal = item.value { literals += 1 }
      if case .int = item.value { typed += 1 }
    }
    return (satisfied, literals, typed)
  }

  /// Whether the rules refuse a table of these routes (all on one path): two routes whose items
  /// take the same values, in any order, under the same optionality, take the same URLs with
  /// the same precedence. An item that must be present takes every value, as an untyped
  /// placeholder does.
  static func modelRefuses(_ routes: [[Item]]) -> Bool {
    func shape(_ items: [Item]) -> [String] {
      items.map { item in
        let value: String
        switch item.value {
        case .literal(let text): value = "=" + text
        case .untyped, .presence: value = "=*"
        case .int: value = "=int"
        }
        return item.name + value + (item.optional ? "?" : "")
      }.sorted()
    }
    let shapes = routes.map(shape)
    return Set(shapes).count < shapes.count
  }

  @Test func theRouterAgreesWithTheModel() throws {
    var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
    let names = ["a", "b"]
    let values: [Item.Value] = [.literal("x"), .untyped, .int, .presence]
    var checked = 0
    var refusedTables = 0
    for table in 0..<60 {
      // A table of up to five routes on the same path, each with up to two items.
      var routes: [(name: String, items: [Item])] = []
      var patterns: Set<String> = []
      for index in 0..<(1 + random.next(5)) {
        var items: [Item] = []
        for name in names where random.next(3) > 0 {
          items.append(
            Item(
              name: name, value: values[random.next(values.count)], optional: random.next(3) == 0))
        }
        var pattern = "/p"
        for (offset, item) in items.enumerated() {
          let marker = offset == 0 ? "?" : "&"
          pattern += item.optional ? "(\(marker)\(item.text))" : marker + item.text
        }
        guard patterns.insert(pattern).inserted else { continue }
        routes.append(("r\(table)_\(index)", items))
      }
      let built = try? Router(
        schemes: ["shop"],
        routes: routes.map { route in
          var pattern = "/p"
          for (offset, item) in route.items.enumerated() {
            let marker = offset == 0 ? "?" : "&"
            pattern += item.optional ? "(\(marker)\(item.text))" : marker + item.text
          }
          return try Route(route.name, pattern: pattern)
        })
      // Refused exactly when the model says two routes take the same URLs alike.
      #expect((built == nil) == Self.modelRefuses(routes.map(\.items)), "\(routes.map(\.items))")
      guard let router = built else {
        refusedTables += 1
        continue
      }
      for _ in 0..<40 {
        var query: [(String, String)] = []
        for _ in 0..<random.next(4) {
          query.append((names[random.next(names.count)], ["x", "7", "", "y"][random.next(4)]))
        }
        let url =
          "shop://p"
          + (query.isEmpty ? "" : "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
        // The best: most satisfied items, then literal values, then typed ones, then the name.
        let scored = routes.compactMap { route in
          Self.modelScore(route.items, query).map { (route.name, $0) }
        }
        let expected = scored.sorted { a, b in
          if a.1 != b.1 { return a.1 > b.1 }
          return a.0 < b.0
        }.first?.0
        #expect(router.match(url)?.name == expected, "\(url) in \(routes.map(\.name))")
        checked += 1
      }
    }
    #expect(checked > 1_000)
    #expect(refusedTables > 0)
  }
}
