/// The checks made when routes are added: unique names, owned origins, no ambiguous pairs.
struct RouteTableValidator: Sendable {
  /// The first form of each route recorded, by the hash of the route's name.
  private var names = HashSlots()
  /// The newest form recorded of each shape, by the shape's hash; older forms of equal hash
  /// follow it through `next`, and are compared in full.
  private var shapes = HashSlots()
  private var recorded: [(route: Route, hash: Int, variant: Int32, next: Int32)] = []

  /// The first recorded form whose shape hashes to `hash` and that `same` accepts.
  private func firstForm(
    withHash hash: Int, where same: (Route, Int) -> Bool
  ) -> (route: Route, variant: Int)? {
    var index = newestForm(withHash: hash).map { shapes[$0] } ?? -1
    while index >= 0 {
      let form = recorded[Int(index)]
      if same(form.route, Int(form.variant)) { return (form.route, Int(form.variant)) }
      index = form.next
    }
    return nil
  }

  /// The slot in `shapes` of the newest form whose shape hashes to `hash`.
  private func newestForm(withHash hash: Int) -> Int? {
    shapes.slot(hash) { recorded[Int($0)].hash == hash }
  }

  /// The slot in `names` of the route named `name`, whose hash is `hash`.
  private func nameSlot(_ name: String, hash: Int) -> Int? {
    names.slot(hash) { recorded[Int($0)].route.name == name }
  }

  /// The index's hash of a name's bytes.
  private static func nameHash(_ name: String) -> Int {
    URLBytes.reading(name) { RouteIndex.hash($0) }
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
      let offset = Int32(recorded.count - 1)
      let form = recorded[Int(offset)]
      if let slot = newestForm(withHash: form.hash) {
        if form.next >= 0 { shapes[slot] = form.next } else { shapes.remove(at: slot) }
      }
      if form.variant == 0,
        let slot = names.slot(Self.nameHash(form.route.name), where: { $0 == offset })
      {
        names.remove(at: slot)
      }
      recorded.removeLast()
    }
  }

  /// Makes room for `count` more routes, at least doubling the room when it grows: reserving
  /// exactly what is needed would reallocate at every route of a builder filled one at a time.
  mutating func reserve(_ count: Int) {
    let needed = recorded.count + count
    guard needed > recorded.capacity else { return }
    let room = max(needed, 2 * recorded.capacity)
    names.reserve(room)
    shapes.reserve(room)
    recorded.reserveCapacity(room)
  }

  /// Records `route` and returns every problem it has; on problems nothing is recorded.
  mutating func add(_ route: Route, origins: RouterOrigins, limits: LinkLimits) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    let name = route.name
    let nameHash = Self.nameHash(name)
    // Read once: each read of a route's pattern copies it.
    let parsed = route.pattern
    let variants = parsed.variants
    let pattern = parsed.text
    if nameSlot(name, hash: nameHash) != nil {
      problems.append(
        DeepLinkError(
          .duplicateName, "another route is already named '\(name)'", route: name,
          pattern: pattern))
    }
    var longest = 0
    for variant in variants { longest = max(longest, variant.segments.count) }
    if longest > limits.maximumSegments {
      problems.append(
        DeepLinkError(
          .invalidPattern,
          "the pattern has \(longest) segments, more than the \(limits.maximumSegments) a link may have",
          route: name, pattern: pattern))
    }
    if let problem = origins.problem(with: parsed.scope) {
      problems.append(DeepLinkError(.undeclaredOrigin, problem, route: name, pattern: pattern))
    }
    // The forms of this route seen so far; the one form of most patterns needs no list.
    var own: [(hash: Int, variant: Int)] = []
    var onlyHash = 0
    variants: for (offset, variant) in variants.enumerated() {
      let hash = Self.shapeHash(
        of: variant.segments, priority: route.priority, parsed, origins: origins)
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
    names.insert(Int32(recorded.count), hash: nameHash)
    func record(_ hash: Int, _ variant: Int) {
      let offset = Int32(recorded.count)
      if let slot = newestForm(withHash: hash) {
        recorded.append((route, hash, Int32(variant), shapes[slot]))
        shapes[slot] = offset
      } else {
        recorded.append((route, hash, Int32(variant), -1))
        shapes.insert(offset, hash: hash)
      }
    }
    if variants.count == 1 { record(onlyHash, 0) }
    for variant in own { record(variant.hash, variant.variant) }
    return []
  }

  /// A hash of a variant's shape, computed without allocating: the index's FNV-1a over the
  /// literals' bytes (folded always: equal hashes are compared in full anyway) and a word for
  /// each other segment.
  static func shapeHash(
    of segments: [PatternSegment], priority: Int, _ pattern: RoutePattern, origins: RouterOrigins
  ) -> Int {
    var hash = RouteIndex.hashSeed(parent: -1)
    func mix(_ word: UInt64) { hash = (hash ^ word) &* 0x100_0000_01b3 }
    func mix(_ text: String) {
      URLBytes.reading(text) { bytes in
        for byte in bytes { hash = RouteIndex.hashStep(hash, byte) }
      }
    }
    mix(UInt64(bitPattern: Int64(priority)))
    // An origin or query items and a fragment, which few patterns have: hashed as values.
    if pattern.scope != .any || pattern.extras != nil {
      var hasher = Hasher()
      hasher.combine(shapeScope(pattern.scope))
      hasher.combine(extrasShape(pattern.extras, origins: origins))
      mix(UInt64(bitPattern: Int64(hasher.finalize())))
    }
    for segment in segments {
      switch segment.kind {
      case .literal(let text):
        mix(0x100)
        mix(text)
      case .parameter(let type): mix(0x200 | UInt64(type.kind.rawValue))
      case .remainder(let oneOrMore): mix(oneOrMore ? 0x300 : 0x301)
      case .mixed(let mixed):
        mix(0x400)
        mix(mixed.shape)
      }
    }
    return RouteIndex.hashFinish(hash)
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
