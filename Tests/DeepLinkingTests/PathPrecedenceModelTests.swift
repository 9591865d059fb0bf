import DeepLinking
import DeepLinkingTesting
import Testing

/// A reference model of path matching and precedence, written from the README's rules alone,
/// predicts which route takes each of many generated URLs, and the order in which the others
/// follow, over generated tables (literals,
/// typed and untyped placeholders, mixed segments, `<path:>` and `*`, an optional group,
/// priorities, routes limited to a scheme, a host or one label under a host, a query item, a
/// fragment pattern, tables with and without case); the router must agree exactly.
///
/// The rules: the highest priority; then, segment by segment from the left, a literal, then a
/// mixed segment (more literal characters, then more typed parts, then the longer literal
/// prefix, then the text without placeholder names), then a typed placeholder from the narrowest (`int`, `bool`,
/// `double`), then an untyped one, then `<path:>`, then `*`; a URL that ends where a route ends
/// before a `*` that takes nothing; then a route limited to the URL's scheme or exact host, then
/// one limited to one label under a host, then one for every origin; then the one the URL
/// satisfies more query items of (as ``QueryPrecedenceModelTests`` reads them), then one whose
/// fragment pattern matched (a fragment that does not fit means no match); then the route
/// whose whole pattern (its optional groups written) has the more specific kinds of segment,
/// segment by segment (every mixed segment alike), a longer one first when one is the start of
/// the other; then the name. Literals compare without case in a table that says so, and in a
/// custom-scheme link's first segment (its host); so do mixed segments' shapes in such a table.
@Suite struct PathPrecedenceModelTests {
  /// A segment of a generated pattern.
  enum Segment {
    case literal(String)
    /// A placeholder: `type` nil is untyped.
    case placeholder(type: String?, name: String)
    /// Literal text and placeholders in one segment.
    case mixed([Part])
    case path(String)
    case star

    enum Part {
      case literal(String)
      case placeholder(type: String?, name: String)
    }

    var text: String {
      switch self {
      case .literal(let text): text
      case .placeholder(nil, let name): ":\(name)"
      case .placeholder(let type?, let name): "<\(type):\(name)>"
      case .mixed(let parts):
        parts.map { part in
          switch part {
          case .literal(let text): text
          case .placeholder(let type, let name): "<\(type.map { "\($0):" } ?? "")\(name)>"
          }
        }.joined()
      case .path(let name): "<path:\(name)>"
      case .star: "*"
      }
    }

    /// The segment without its placeholders' names, which never decide precedence: parts
    /// apart, a placeholder as its type (`a`, `<int>`).
    var shape: String {
      guard case .mixed(let parts) = self else { return text }
      return parts.map { part in
        switch part {
        case .literal(let text): text
        case .placeholder(let type, _): "<\(type ?? "string")>"
        }
      }.joined(separator: "\u{0}")
    }

    /// The segment's rank at its place, compared element by element: lower comes first.
    var rank: [Int] {
      switch self {
      case .literal: return [0]
      case .mixed(let parts):
        var literals = 0
        var typed = 0
        for part in parts {
          switch part {
          case .literal(let text): literals += text.count
          case .placeholder(let type, _): typed += type == nil ? 0 : 1
          }
        }
        var prefix = 0
        if case .literal(let text) = parts.first { prefix = text.count }
        return [1, -literals, -typed, -prefix]
      case .placeholder(let type, _):
        return [["int": 2, "bool": 3, "double": 4][type ?? ""] ?? 5]
      case .path: return [6]
      case .star: return [7]
      }
    }

    /// `<path:>` or `*`.
    var isRemainder: Bool { rank[0] >= 6 }
  }

  /// The origins a route is limited to.
  enum Scope: CaseIterable {
    case any, scheme, host, label, namedLabel

    /// How the pattern starts.
    var prefix: String {
      switch self {
      case .any: "/"
      case .scheme: "shop://"
      case .host: "https://s.example/"
      case .label: "https://*.w.example/"
      case .namedLabel: "https://<lang>.w.example/"
      }
    }

    /// Precedence among routes whose paths end at the same place: lower first.
    var rank: Int {
      switch self {
      case .scheme, .host: 0
      case .label, .namedLabel: 1
      case .any: 2
      }
    }

    /// Whether a link on `origin` (one of ``PathPrecedenceModelTests/origins``) may open it.
    func takes(_ origin: String) -> Bool {
      switch self {
      case .any: true
      case .scheme: origin == "shop://"
      case .host: origin == "https://s.example/"
      case .label, .namedLabel: origin == "https://en.w.example/"
      }
    }
  }

  /// The origins links are made on: the app's schemes and domains (`*.w.example` takes
  /// `en.w.example` and `x.en.w.example`, one label under it and two).
  static let origins = [
    "shop://", "app://", "https://s.example/", "https://en.w.example/", "https://x.en.w.example/",
  ]

  /// A fragment pattern: one placeholder or the literal `a`, optional or not.
  struct Fragment {
    let literal: Bool
    let optional: Bool

    var text: String {
      let body = literal ? "#a" : "#<fV>"
      return optional ? "(\(body))" : body
    }

    /// Whether a link's fragment (`nil`: none) fits, and whether the pattern matched it; `nil`
    /// when it does not fit. An empty fragment is none; a leading `/` is optional.
    func fits(_ fragment: String?, caseSensitive: Bool) -> Bool? {
      guard let fragment, !fragment.isEmpty else { return optional ? false : nil }
      let body = fragment.hasPrefix("/") ? String(fragment.dropFirst()) : fragment
      let fits =
        literal
        ? (caseSensitive ? body == "a" : body.lowercased() == "a")
        : !body.isEmpty && !body.contains("/")
      return fits ? true : nil
    }
  }

  struct ModelRoute {
    let name: String
    let priority: Int
    let scope: Scope
    /// A query item the route asks for, at most one (`?q=<int:qV>`, optional in parentheses).
    let items: [QueryPrecedenceModelTests.Item]
    /// A fragment pattern, if any.
    let fragment: Fragment?
    /// The segments before the optional group, the group's, and those after it.
    let before: [Segment]
    let group: [Segment]?
    let after: [Segment]

    var pattern: String {
      func joined(_ segments: [Segment]) -> String {
        segments.map(\.text).joined(separator: "/")
      }
      var text = joined(before)
      if let group {
        // `/(a/)b` before a first segment, `/a(/b)/c` after one.
        text += before.isEmpty ? "(\(joined(group))/)" : "(/\(joined(group)))"
        text += (before.isEmpty || after.isEmpty ? "" : "/") + joined(after)
      } else {
        text += (before.isEmpty || after.isEmpty ? "" : "/") + joined(after)
      }
      let query = items.map { $0.optional ? "(?\($0.text))" : "?\($0.text)" }.joined()
      return String(scope.prefix.dropLast()) + "/" + text + query + (fragment?.text ?? "")
    }

    /// Its forms: with the group written, then without.
    var forms: [[Segment]] {
      guard let group else { return [before + after] }
      return [before + group + after, before + after]
    }
  }

  /// Whether `text` converts to `type` (nil: any text), as the README's types read.
  static func converts(_ text: String, to type: String?) -> Bool {
    switch type {
    case "int":
      let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
      return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) } && Int(text) != nil
    case "bool": return ["true", "false", "1", "0"].contains(text.lowercased())
    case "double":
      return text.allSatisfy { "0123456789+-.eE".contains($0) } && text.contains { $0.isNumber }
        && Double(text)?.isFinite == true
    default: return !text.isEmpty
    }
  }

  /// Whether a mixed segment takes `text`: each literal found at its first occurrence after
  /// the placeholder before it took at least one character, and every value converting.
  static func takes(_ parts: [Segment.Part], _ text: String, fold: Bool) -> Bool {
    let characters = Array(fold ? text.lowercased() : text)
    var index = 0
    var open: (start: Int, type: String?)?
    var values: [(String, String?)] = []
    for part in parts {
      switch part {
      case .placeholder(let type, _): open = (index, type)
      case .literal(let literal):
        let wanted = Array(fold ? literal.lowercased() : literal)
        func occurs(at offset: Int) -> Bool {
          offset + wanted.count <= characters.count
            && Array(characters[offset..<offset + wanted.count]) == wanted
        }
        if let (start, type) = open {
          var found = start + 1
          while found + wanted.count <= characters.count, !occurs(at: found) { found += 1 }
          guard occurs(at: found) else { return false }
          values.append((String(Array(text)[start..<found]), type))
          index = found + wanted.count
          open = nil
        } else {
          guard occurs(at: index) else { return false }
          index += wanted.count
        }
      }
    }
    if let (start, type) = open {
      guard start < characters.count else { return false }
      values.append((String(Array(text)[start...]), type))
    } else if index != characters.count {
      return false
    }
    return values.allSatisfy { converts($0.0, to: $0.1) }
  }

  /// The ranks and texts of the segments by which `form` takes `url`'s segments, or `nil`.
  /// Mixed segments' shapes are compared without case in a table without case (`caseSensitive`
  /// false), where `a<x>` and `A<y>` take the same texts.
  static func take(
    _ form: [Segment], _ url: [String], fold: (Int) -> Bool, caseSensitive: Bool
  ) -> [(rank: [Int], text: String)]? {
    var taken: [(rank: [Int], text: String)] = []
    for (offset, segment) in form.enumerated() {
      switch segment {
      case .path:
        guard url.count > offset else { return nil }
        return taken + [(segment.rank, segment.shape)]
      case .star:
        return taken + [(segment.rank, segment.shape)]
      case .literal(let text):
        guard offset < url.count,
          fold(offset) ? url[offset].lowercased() == text.lowercased() : url[offset] == text
        else { return nil }
      case .placeholder(let type, _):
        guard offset < url.count, converts(url[offset], to: type) else { return nil }
      case .mixed(let parts):
        guard offset < url.count, takes(parts, url[offset], fold: fold(offset)) else { return nil }
      }
      taken.append((segment.rank, caseSensitive ? segment.shape : segment.shape.lowercased()))
    }
    // The URL ends where the route does: before a `*` that takes nothing.
    return form.count == url.count ? taken + [([-1], "")] : nil
  }

  /// Whether `a` ranks before `b` segment by segment (mixed segments of equal rank by their
  /// text); `nil` when neither does.
  static func ranksFirst(_ a: [(rank: [Int], text: String)], _ b: [(rank: [Int], text: String)])
    -> Bool?
  {
    for (x, y) in zip(a, b) {
      if x.rank != y.rank { return x.rank.lexicographicallyPrecedes(y.rank) }
      if x.text != y.text, x.rank[0] == 1 {  // two mixed segments
        return x.text < y.text
      }
    }
    return nil
  }

  /// The routes the rules give `url` (its segments), best first, each once by its best form:
  /// the order in which declining handlers pass a link on.
  static func expected(
    _ routes: [ModelRoute], _ origin: String, _ url: [String], query: [(String, String)],
    fragment: String?, caseSensitive: Bool
  ) -> [String] {
    // Literals fold in a table without case, and in a custom scheme's first segment.
    let custom = !origin.hasPrefix("https")
    func fold(_ offset: Int) -> Bool { !caseSensitive || (custom && offset == 0) }
    typealias Candidate = (
      route: ModelRoute, taken: [(rank: [Int], text: String)], items: (Int, Int, Int),
      fragment: Bool
    )
    func whole(_ route: ModelRoute) -> [(rank: [Int], text: String)] {
      route.forms[0].map { ([$0.rank[0]], "") }
    }
    func before(_ a: Candidate, _ b: Candidate) -> Bool {
      if a.route.priority != b.route.priority { return a.route.priority > b.route.priority }
      if let first = ranksFirst(a.taken, b.taken) { return first }
      if a.route.scope.rank != b.route.scope.rank { return a.route.scope.rank < b.route.scope.rank }
      // More query items satisfied, then more literal values, then more typed ones.
      if a.items != b.items { return a.items > b.items }
      // Then the one whose fragment pattern matched.
      if a.fragment != b.fragment { return a.fragment }
      let (x, y) = (whole(a.route), whole(b.route))
      if let first = ranksFirst(x, y) { return first }
      if x.count != y.count { return x.count > y.count }
      return a.route.name < b.route.name
    }
    var candidates: [Candidate] = []
    for route in routes where route.scope.takes(origin) {
      guard let items = QueryPrecedenceModelTests.modelScore(route.items, query),
        let fits = route.fragment.map({ $0.fits(fragment, caseSensitive: caseSensitive) })
          ?? false
      else { continue }
      var best: Candidate?
      for form in route.forms {
        guard let taken = take(form, url, fold: fold, caseSensitive: caseSensitive) else {
          continue
        }
        let candidate = (route, taken, items, fits)
        if best.map({ before(candidate, $0) }) ?? true { best = candidate }
      }
      if let best { candidates.append(best) }
    }
    return candidates.sorted(by: before).map(\.route.name)
  }

  static func segment(
    _ random: inout SeededGenerator, _ number: inout Int, last: Bool, narrow: Bool = false
  ) -> Segment {
    number += 1
    // Names differ from route to route (`p1`, `p1z`): they must never decide.
    let name = "p\(number)" + (Bool.random(using: &random) ? "z" : "")
    if narrow {
      // Few kinds, so that routes often share a mixed segment's shape and differ later.
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return .literal("a")
      case 1: return .placeholder(type: nil, name: name)
      case 2: return .mixed([.literal("a"), .placeholder(type: nil, name: name)])
      case 3: return .mixed([.literal("A"), .placeholder(type: nil, name: name)])
      default: return .mixed([.placeholder(type: nil, name: name), .literal("b")])
      }
    }
    let types = ["int", "bool", "double"]
    switch Int.random(in: 0..<(last ? 9 : 7), using: &random) {
    case 0: return .literal(["a", "b", "ab"].randomElement(using: &random)!)
    case 1, 2: return .placeholder(type: types.randomElement(using: &random)!, name: name)
    case 3, 4: return .placeholder(type: nil, name: name)
    case 5, 6:
      let shapes: [[Segment.Part]] = [
        [.literal("a"), .placeholder(type: nil, name: name)],
        [.placeholder(type: nil, name: name), .literal("b")],
        [.literal("a"), .placeholder(type: "int", name: name)],
        [.placeholder(type: "int", name: name), .literal("b")],
        [.literal("a"), .placeholder(type: "double", name: name)],
        [.literal("ab"), .placeholder(type: nil, name: name)],
        [
          .placeholder(type: nil, name: name), .literal("a"),
          .placeholder(type: nil, name: name + "x"),
        ],
        // `B` comes before `a` as written, after it without case: the order of a table
        // without case must not depend on which of `a` and `A` was added first.
        [
          .placeholder(type: nil, name: name), .literal("B"),
          .placeholder(type: nil, name: name + "x"),
        ],
      ]
      return .mixed(shapes.randomElement(using: &random)!)
    case 7: return .path(name)
    default: return .star
    }
  }

  /// A generated table of 2 to 6 routes named `t<table>r<index>`, of distinct patterns.
  static func table(_ table: Int, _ random: inout SeededGenerator) -> [ModelRoute] {
    var routes: [ModelRoute] = []
    var patterns: Set<String> = []
    for index in 0..<Int.random(in: 2...6, using: &random) {
      var number = 0
      let length = Int.random(in: 1...3, using: &random)
      let segments = (0..<length).map {
        Self.segment(&random, &number, last: $0 == length - 1, narrow: table % 2 == 1)
      }
      var (before, group, after) = (segments, [Segment]?.none, [Segment]())
      if Int.random(in: 0..<3, using: &random) == 0 {
        // One optional segment, never after a remainder nor alone.
        let remainder = segments.last!.isRemainder
        var cut = Int.random(in: 0...(segments.count - (remainder ? 1 : 0)), using: &random)
        if cut == 0, segments.count == 1, !remainder { cut = 1 }
        (before, after) = (Array(segments[..<cut]), Array(segments[cut...]))
        var optional = Self.segment(&random, &number, last: false)
        while optional.isRemainder { optional = Self.segment(&random, &number, last: false) }
        group = [optional]
      }
      var scope =
        Int.random(in: 0..<2, using: &random) == 0
        ? Scope.allCases.randomElement(using: &random)! : .any
      // A custom scheme's pattern cannot open with an optional group: its first segment is
      // the host.
      if scope == .scheme, before.isEmpty, group != nil { scope = .any }
      let values: [QueryPrecedenceModelTests.Item.Value] = [
        .literal("1"), .int, .untyped, .presence,
      ]
      let items =
        Int.random(in: 0..<3, using: &random) == 0
        ? [
          QueryPrecedenceModelTests.Item(
            name: "q", value: values.randomElement(using: &random)!,
            optional: Bool.random(using: &random))
        ] : []
      let fragment =
        Int.random(in: 0..<4, using: &random) == 0
        ? Fragment(literal: Bool.random(using: &random), optional: Bool.random(using: &random))
        : nil
      let route = ModelRoute(
        name: "t\(table)r\(index)", priority: Int.random(in: 0..<4, using: &random) == 0 ? 1 : 0,
        scope: scope, items: items, fragment: fragment, before: before, group: group,
        after: after)
      guard patterns.insert(route.pattern).inserted else { continue }
      routes.append(route)
    }
    return routes
  }

  @Test func theRouterAgreesWithTheModel() throws {
    var random = SeededGenerator(seed: 0x9E37_79B9)
    let values = [
      "a", "b", "ab", "aab", "abb", "ba", "a1", "a-3", "a2.5", "1b", "x", "1", "0", "-3", "2.5",
      "1e3", "true", "TRUE", "false", "A", "AB", "aB", "A1", "1a2b3", "1b2A3",
    ]
    var tables = 0
    var refused = 0
    var checked = 0
    var contested = 0
    for table in 0..<400 {
      let routes = Self.table(table, &random)
      let router: Router
      do {
        router = try Router(
          schemes: ["shop", "app"], domains: ["s.example", "*.w.example"],
          caseSensitive: table % 3 != 0,
          routes: routes.map { try Route($0.name, pattern: $0.pattern, priority: $0.priority) })
      } catch let error as DeepLinkError {
        // Two routes with the same precedence on some URLs: refused by design.
        #expect(error.code == .ambiguous, "\(error)")
        refused += 1
        continue
      }
      tables += 1
      for _ in 0..<100 {
        // Narrow tables' segments take few texts: links made of those.
        let texts = table % 2 == 1 ? ["a", "ab", "xb", "aab", "abb", "x", "Ab", "AB"] : values
        let url = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          texts.randomElement(using: &random)!
        }
        let origin = Self.origins.randomElement(using: &random)!
        let queries: [[(String, String)]] = [[], [], [("q", "1")], [("q", "x")], [("q", "")]]
        let query = queries.randomElement(using: &random)!
        let fragment = [nil, nil, "", "a", "/a", "A", "b", "a/b"].randomElement(using: &random)!
        let expected = Self.expected(
          routes, origin, url, query: query, fragment: fragment, caseSensitive: table % 3 != 0)
        let link =
          origin + url.joined(separator: "/")
          + (query.isEmpty ? "" : "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
          + (fragment.map { "#" + $0 } ?? "")
        let table = routes.map { "\($0.name) \($0.pattern) priority \($0.priority)" }
        #expect(router.match(link)?.name == expected.first, "\(link) in \(table)")
        #expect(router.matches(link).map(\.name) == expected, "\(link) in \(table)")
        checked += 1
        if expected.count > 1 { contested += 1 }
      }
    }
    // Enough tables are kept, and enough URLs are taken by more than one route, for the
    // comparison to say something.
    #expect(tables > 350 && refused < 50)
    #expect(checked > 35_000 && contested > 1_200)
  }

  /// Every link built for a route of a generated table, from values of every kind (escaped
  /// ones, slashes, case), is read back as that route with exactly the values given, or the
  /// build is refused; another route opens it only when that route precedes on the link.
  @Test func everyLinkBuiltReadsBackWithItsValues() throws {
    var random = SeededGenerator(seed: 7)
    let values = [
      "a", "b", "ab", "aab", "ba", "a1", "a2.5", "1b", "x", "1", "0", "-3", "+1", "2.5", "1e3",
      "true", "TRUE", "a b", "a/b", "%", "b%2F", "é", "A", "aa",
    ]
    var built = 0
    var refused = 0
    for table in 0..<150 {
      let routes = Self.table(table, &random)
      guard
        let router = try? Router(
          schemes: ["shop"], domains: ["s.example", "*.w.example"], caseSensitive: table % 2 == 0,
          routes: routes.map { try Route($0.name, pattern: $0.pattern) })
      else { continue }
      for route in router.routes {
        for _ in 0..<30 {
          var given: [String: String] = [:]
          for name in route.pattern.parameterNames
          where !route.pattern.isOptional(name) || Bool.random(using: &random) {
            given[name] = values.randomElement(using: &random)!
          }
          let origins: [LinkOrigin?] = [
            nil, .customScheme("shop"), .universalLink(host: "s.example"),
          ]
          for origin in origins {
            guard
              let url = try? router.urlString(for: route.name, parameters: given, origin: origin)
            else {
              refused += 1
              continue
            }
            built += 1
            let candidates = router.matches(url)
            #expect(candidates.contains { $0.name == route.name }, "\(route.pattern.text): \(url)")
            guard let match = candidates.first(where: { $0.name == route.name }) else { continue }
            var read: [String: String] = [:]
            for parameter in match.parameters { read[parameter.name] = parameter.value }
            var expected = given
            if route.pattern.parameterNames.contains("*"), given["*"] == nil { expected["*"] = "" }
            // A host is read lowercased, its label too.
            if let label = route.pattern.hostLabelName {
              expected[label] = given[label]?.lowercased()
            }
            #expect(read == expected, "\(route.pattern.text): \(url)")
          }
        }
      }
    }
    #expect(built > 12_000 && refused > 10_000)
  }
}
