/// The checks made when routes are added: unique names, owned origins, no ambiguous pairs.
struct RouteTableValidator: Sendable {
  private var names: Set<String> = []
  /// The forms recorded, chained by a hash of their shape; equal hashes are compared in full.
  private var firstWithHash: [Int: Int32] = [:]
  private var recorded: [(route: Route, hash: Int, variant: Int32, next: Int32)] = []

  /// The first recorded form whose shape hashes to `hash` and that `same` accepts.
  private func firstForm(
    withHash hash: Int, where same: (Route, Int) -> Bool
  ) -> (route: Route, variant: Int)? {
    var index = firstWithHash[hash] ?? -1
    while index >= 0 {
      let form = recorded[Int(index)]
      if same(form.route, Int(form.variant)) { return (form.route, Int(form.variant)) }
      index = form.next
    }
    return nil
  }

  /// What two variants share exactly when they match the same URLs with the same precedence.
  struct Shape: Hashable {
    enum Segment: Hashable {
      case literal(String)
      case parameter(UInt8)
      case remainder(oneOrMore: Bool)
      case mixed(String)
    }
    let priority: Int
    let scope: PatternScope
    let segments: [Segment]
    /// The query items (in name order: their order in a URL does not matter) and the fragment.
    let extras: Extras?

    struct Extras: Hashable {
      struct Item: Hashable {
        let name: String
        let value: String
        let isOptional: Bool
      }
      let query: [Item]
      let fragment: [[Segment]]?
      let fragmentOptional: Bool
    }
  }

  /// The point to roll back to: the forms recorded so far.
  var mark: Int { recorded.count }

  /// Forgets the routes recorded after `mark`, newest first, as if they had never been added.
  mutating func rollBack(to mark: Int) {
    while recorded.count > mark {
      let form = recorded.removeLast()
      names.remove(form.route.name)
      firstWithHash[form.hash] = form.next >= 0 ? form.next : nil
    }
  }

  /// Makes room for `count` more routes, at least doubling the room when it grows: reserving
  /// exactly what is needed would reallocate at every route of a builder filled one at a time.
  mutating func reserve(_ count: Int) {
    let needed = recorded.count + count
    guard needed > recorded.capacity else { return }
    let room = max(needed, 2 * recorded.capacity)
    names.reserveCapacity(room)
    firstWithHash.reserveCapacity(room)
    recorded.reserveCapacity(room)
  }

  /// Records `route` and returns every problem it has; on problems nothing is recorded.
  mutating func add(_ route: Route, origins: RouterOrigins, limits: LinkLimits) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    let name = route.name
    let pattern = route.pattern.text
    if names.contains(name) {
      problems.append(
        DeepLinkError(
          .duplicateName, "another route is already named '\(name)'", route: name,
          pattern: pattern))
    }
    var longest = 0
    for variant in route.pattern.variants { longest = max(longest, variant.segments.count) }
    if longest > limits.maximumSegments {
      problems.append(
        DeepLinkError(
          .invalidPattern,
          "the pattern has \(longest) segments, more than the \(limits.maximumSegments) a link may have",
          route: name, pattern: pattern))
    }
    if let problem = origins.problem(with: route.pattern.scope) {
      problems.append(DeepLinkError(.undeclaredOrigin, problem, route: name, pattern: pattern))
    }
    let variants = route.pattern.variants
    // The forms of this route seen so far; the one form of most patterns needs no list.
    var own: [(hash: Int, variant: Int)] = []
    var onlyHash = 0
    variants: for (offset, variant) in variants.enumerated() {
      let hash = Self.shapeHash(of: variant.segments, route: route, origins: origins)
      func same(_ other: Route, _ otherVariant: Int) -> Bool {
        Self.shape(of: variant.segments, route: route, origins: origins)
          == Self.shape(
            of: other.pattern.variants[otherVariant].segments, route: other, origins: origins)
      }
      if let other = firstForm(withHash: hash, where: same) {
        problems.append(
          DeepLinkError(
            .ambiguous,
            "matches exactly the same URLs as route '\(other.route.name)' ('\(other.route.pattern.text)') "
              + "with the same precedence; give one a priority or change a segment",
            route: name, pattern: pattern))
        break
      }
      for earlier in own where earlier.hash == hash && same(route, earlier.variant) {
        problems.append(
          DeepLinkError(
            .ambiguous, "two forms of its optional groups match exactly the same URLs",
            route: name, pattern: pattern))
        break variants
      }
      if variants.count == 1 { onlyHash = hash } else { own.append((hash, offset)) }
    }
    guard problems.isEmpty else { return problems }
    names.insert(name)
    func record(_ hash: Int, _ variant: Int) {
      recorded.append((route, hash, Int32(variant), firstWithHash[hash] ?? -1))
      firstWithHash[hash] = Int32(recorded.count - 1)
    }
    if variants.count == 1 { record(onlyHash, 0) }
    for variant in own { record(variant.hash, variant.variant) }
    return []
  }

  /// A hash of a variant's shape, computed without allocating.
  static func shapeHash(of segments: [PatternSegment], route: Route, origins: RouterOrigins) -> Int
  {
    var hasher = Hasher()
    hasher.combine(route.priority)
    hasher.combine(shapeScope(route.pattern.scope))
    hasher.combine(extrasShape(route.pattern.extras, origins: origins))
    for (offset, segment) in segments.enumerated() {
      switch segment.kind {
      case .literal(let text):
        // One FNV-1a word for the text, folded as the matcher folds: one call to the hasher
        // rather than one a byte (equal hashes are compared in full anyway).
        let fold = !origins.caseSensitive || offset == 0
        let word = URLBytes.reading(text) { bytes in
          var word: UInt64 = 0xcbf2_9ce4_8422_2325
          for byte in bytes {
            word = (word ^ UInt64(fold ? lowercased(byte) : byte)) &* 0x100_0000_01b3
          }
          return word
        }
        hasher.combine(0 as UInt8)
        hasher.combine(word)
      case .parameter(let type): hasher.combine(type.kind.rawValue)
      case .remainder(let oneOrMore): hasher.combine(oneOrMore ? 20 as UInt8 : 21)
      case .mixed(let mixed):
        hasher.combine(22 as UInt8)
        hasher.combine(mixed.shape)
      }
    }
    return hasher.finalize()
  }

  /// A scope without its host placeholder's name: `<lang>.x` and `*.x` take the same hosts.
  static func shapeScope(_ scope: PatternScope) -> PatternScope {
    guard case .hostLabel(let suffix, _) = scope else { return scope }
    return .hostLabel(suffix: suffix, name: nil)
  }

  /// The shape of a pattern's query items and fragment. Not inlined, here and in `shape`:
  /// shapes are compared only when two hashes are equal, and a copy at each call cost 5 KB.
  @inline(never)
  static func extrasShape(_ extras: PatternExtras?, origins: RouterOrigins) -> Shape.Extras? {
    guard let extras else { return nil }
    let items = extras.query.map { item in
      let value: String
      switch item.value {
      case .literal(let text): value = "=" + text
      case .parameter(let type, _): value = "<\(type)>"
      case .presence: value = ""
      }
      return Shape.Extras.Item(name: item.name, value: value, isOptional: item.isOptional)
    }
    return Shape.Extras(
      query: stableOrder(items.count) { items[$0].name < items[$1].name }.map { items[$0] },
      fragment: extras.fragment.map { fragment in
        fragment.forms.map { segmentShapes($0.segments, origins: origins, foldFirst: false) }
      }, fragmentOptional: extras.fragment?.isOptional ?? false)
  }

  /// The shape of a variant of `route`.
  @inline(never)
  static func shape(of segments: [PatternSegment], route: Route, origins: RouterOrigins) -> Shape {
    Shape(
      priority: route.priority, scope: shapeScope(route.pattern.scope),
      segments: segmentShapes(segments, origins: origins, foldFirst: true),
      extras: extrasShape(route.pattern.extras, origins: origins))
  }

  /// The shapes of segments; the first is folded for a custom scheme's host when `foldFirst`.
  static func segmentShapes(
    _ segments: [PatternSegment], origins: RouterOrigins, foldFirst: Bool
  ) -> [Shape.Segment] {
    segments.enumerated().map { offset, segment in
      switch segment.kind {
      case .literal(let text):
        // The first segment is a custom scheme's host, which compares case-insensitively.
        // ASCII only, as the matcher folds.
        return .literal(
          origins.caseSensitive && (offset > 0 || !foldFirst)
            ? text : String(decoding: text.utf8.map(lowercased), as: UTF8.self))
      case .parameter(let type): return .parameter(type.kind.rawValue)
      case .remainder(let oneOrMore): return .remainder(oneOrMore: oneOrMore)
      case .mixed(let mixed): return .mixed(mixed.shape)
      }
    }
  }
}
