/// The checks made when routes are added: unique names, owned origins, no ambiguous pairs.
struct RouteTableValidator: Sendable {
  /// The routes accepted so far, in the order they came.
  private(set) var routes: [Route] = []
  /// Each accepted route's offset in `routes`, by the hash of its name.
  private var names = HashSlots()
  /// The newest form recorded of each shape, by the shape's hash; older forms of equal hash
  /// follow it through `next`, and are compared in full.
  private var shapes = HashSlots()
  /// The forms of the routes accepted, as plain values pointing into `routes`: the routes are
  /// kept in one list, which becomes the router's.
  private var recorded: [Form] = []

  /// One form of an accepted route: its offset in `routes` and in its pattern's forms.
  private struct Form: Sendable {
    let hash: Int
    let route: Int32
    let variant: Int32
    /// The older form of equal hash, or -1.
    let next: Int32
  }

  /// The first recorded form whose shape hashes to `hash` and that `same` accepts.
  private func firstForm(
    withHash hash: Int, where same: (Route, Int) -> Bool
  ) -> (route: Route, variant: Int)? {
    var index = newestForm(withHash: hash).map { shapes[$0] } ?? -1
    while index >= 0 {
      let form = recorded[Int(index)]
      let route = routes[Int(form.route)]
      if same(route, Int(form.variant)) { return (route, Int(form.variant)) }
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
    names.slot(hash) { routes[Int($0)].name == name }
  }

  /// The index's hash of a name's bytes, and whether the name is suspect: a byte outside
  /// printable ASCII (where a control or invisible character may be), or a space at either
  /// end. Read in one visit of the bytes.
  private static func read(name: String) -> (hash: Int, suspect: Bool) {
    URLBytes.reading(name) { bytes in
      (
        RouteIndex.hash(bytes),
        bytes.contains { $0 < 0x20 || $0 >= 0x7F } || bytes.first == 0x20 || bytes.last == 0x20
      )
    }
  }

  /// What a suspect name holds that no handler could name: a control or invisible character,
  /// or spaces around it (which a condition's name is refused for too). Out of line: few names
  /// are suspect.
  @inline(never)
  private static func problem(withName name: String) -> String? {
    if name.unicodeScalars.contains(where: ShownText.isHidden) {
      return "a route's name may not hold a control or invisible character: '\(ShownText.of(name))'"
    }
    if URLBytes.reading(name, { $0.first == 0x20 || $0.last == 0x20 }) {
      return "a route's name may not have spaces around it: '\(name)'"
    }
    // `cafe%CC%81` and `caf%C3%A9` look the same, and a handler's name would take either: two
    // such routes would share one handler. Names are kept in one form, as links are written.
    if ShownText.precomposed(name) != nil {
      return
        "a route's name must be written precomposed (NFC), as links write text: '\(ShownText.of(name, comparing: true))' is not"
    }
    return nil
  }

  /// The point to roll back to: the routes accepted so far.
  var mark: Int { routes.count }

  /// Forgets the routes accepted after `mark`, newest first, as if they had never been added.
  mutating func rollBack(to mark: Int) {
    while let form = recorded.last, form.route >= mark {
      if let slot = newestForm(withHash: form.hash) {
        if form.next >= 0 { shapes[slot] = form.next } else { shapes.remove(at: slot) }
      }
      recorded.removeLast()
    }
    for offset in (mark..<routes.count).reversed() {
      let route = Int32(offset)
      if let slot = names.slot(Self.read(name: routes[offset].name).hash, where: { $0 == route }) {
        names.remove(at: slot)
      }
    }
    routes.removeLast(routes.count - mark)
  }

  /// A chain's screen named twice, as the table compares names (without ASCII case in a
  /// table without case): a segment shows the first, so the second could never be shown.
  @inline(never)
  private static func repeatedScreen(in chain: [String], caseSensitive: Bool) -> String? {
    for later in chain.indices {
      let screen = chain[later]
      if chain[..<later].contains(where: {
        $0 == screen || (!caseSensitive && isSameIgnoringASCIICase($0, screen))
      }) {
        return "the chain names the screen '\(screen)' twice"
          + (caseSensitive ? "" : " (the table compares names without case)")
      }
    }
    return nil
  }

  /// Makes room for `count` more routes, at least doubling the room when it grows: reserving
  /// exactly what is needed would reallocate at every route of a builder filled one at a time.
  mutating func reserve(_ count: Int) {
    let needed = routes.count + count
    guard needed > routes.capacity else { return }
    let room = max(needed, 2 * routes.capacity)
    names.reserve(room)
    shapes.reserve(room)
    routes.reserveCapacity(room)
    recorded.reserveCapacity(room)
  }

  /// Records `route` and returns every problem it has; on problems nothing is recorded.
  mutating func add(_ route: Route, origins: RouterOrigins, limits: LinkLimits) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    let name = route.name
    // A name is shown in messages, events and generated code: nothing in it may hide.
    let (nameHash, suspect) = Self.read(name: name)
    // Read once: each read of a route's pattern copies it.
    let parsed = route.pattern
    let variants = parsed.variants
    let pattern = parsed.text
    if suspect, let problem = Self.problem(withName: name) {
      problems.append(DeepLinkError(.invalidPattern, problem, route: name, pattern: pattern))
    }
    if nameSlot(name, hash: nameHash) != nil {
      problems.append(
        DeepLinkError(
          .duplicateName, "another route is already named '\(name)'", route: name,
          pattern: pattern))
    }
    var longest = 0
    for form in 0..<variants.tokens.count { longest = max(longest, variants.tokens[form].count) }
    if longest > limits.maximumSegments {
      problems.append(
        DeepLinkError(
          .invalidPattern,
          "too many segments: the pattern has \(longest), a link may have at most \(limits.maximumSegments)",
          route: name, pattern: pattern))
    }
    if let problem = origins.problem(with: parsed.scope) {
      problems.append(DeepLinkError(.undeclaredOrigin, problem, route: name, pattern: pattern))
    }
    if route.chain.count > 1,
      let problem = Self.repeatedScreen(in: route.chain, caseSensitive: origins.caseSensitive)
    {
      problems.append(DeepLinkError(.invalidPattern, problem, route: name, pattern: pattern))
    }
    // The forms of this route seen so far; the one form of most patterns needs no list.
    var own: [(hash: Int, variant: Int)] = []
    var onlyHash = 0
    variants: for offset in 0..<variants.tokens.count {
      let hash = Self.shapeHash(of: variants, offset, priority: route.priority, parsed)
      // Forms of equal hash, which are few, are compared as text.
      func same(_ other: Route, _ otherVariant: Int) -> Bool {
        Self.sameShape(
          variants[offset].segments, of: route, other.pattern.variants[otherVariant].segments,
          of: other, origins: origins)
      }
      if let other = firstForm(withHash: hash, where: same) {
        // Where optional groups are involved, the forms that collide: the routes' other forms
        // take other URLs.
        let forms = other.route.pattern.variants
        let ownForm =
          variants.count > 1
          ? "in the form '\(PatternSegment.written(variants[offset].segments))', " : ""
        let theirForm =
          forms.count > 1
          ? " in the form '\(PatternSegment.written(forms[other.variant].segments))'" : ""
        problems.append(
          DeepLinkError(
            .ambiguous,
            ownForm
              + "matches exactly the same URLs as route '\(other.route.name)' ('\(other.route.pattern.text)')"
              + theirForm + " with the same precedence; give one a priority or change a segment",
            route: name, pattern: pattern))
        break
      }
      for earlier in own where earlier.hash == hash && same(route, earlier.variant) {
        let first = PatternSegment.written(variants[earlier.variant].segments)
        problems.append(
          DeepLinkError(
            .ambiguous,
            "two forms of its optional groups, '\(first)' and '\(PatternSegment.written(variants[offset].segments))', match exactly the same URLs",
            route: name, pattern: pattern))
        break variants
      }
      if variants.count == 1 { onlyHash = hash } else { own.append((hash, offset)) }
    }
    guard problems.isEmpty else { return problems }
    let offset = Int32(routes.count)
    routes.append(route)
    names.insert(offset, hash: nameHash)
    func record(_ hash: Int, _ variant: Int) {
      let form = Int32(recorded.count)
      let slot = newestForm(withHash: hash)
      recorded.append(
        Form(
          hash: hash, route: offset, variant: Int32(variant), next: slot.map { shapes[$0] } ?? -1))
      if let slot { shapes[slot] = form } else { shapes.insert(form, hash: hash) }
    }
    if variants.count == 1 { record(onlyHash, 0) }
    for variant in own { record(variant.hash, variant.variant) }
    return []
  }

  /// A hash of the shape of the form `form` of `forms`, computed from the pattern's bytes in
  /// place: the index's FNV-1a over the literals' bytes (folded always: equal hashes are
  /// compared in full anyway) and a word for each other segment.
  static func shapeHash(
    of forms: PatternForms, _ form: Int, priority: Int, _ pattern: RoutePattern
  ) -> Int {
    var hash = RouteIndex.hashSeed(parent: -1)
    func mix(_ word: UInt64) { hash = RouteIndex.hashMix(hash, word) }
    mix(UInt64(bitPattern: Int64(priority)))
    // An origin, query items and a fragment, which few patterns have.
    if pattern.scope != .any || pattern.extras != nil {
      mix(scopeAndExtrasHash(pattern))
    }
    mix(segmentsHash(forms, form))
    return RouteIndex.hashFinish(hash)
  }

  /// A hash of the shapes of the segments of the form `form` of `forms`: literals folded (equal
  /// hashes are compared in full anyway).
  private static func segmentsHash(_ forms: PatternForms, _ form: Int) -> UInt64 {
    // No closure captures the hash: a captured variable is checked for exclusive access at
    // every write, which took more than the hashing.
    URLBytes.reading(forms.text) { text in
      var hash = RouteIndex.hashSeed(parent: -1)
      for token in forms.tokens[form] {
        switch token.kind {
        case .literal:
          hash = RouteIndex.hashMix(hash, 0x100)
          for offset in token.range { hash = RouteIndex.hashStep(hash, text[offset]) }
        case .encodedLiteral:
          hash = RouteIndex.hashMix(hash, 0x100)
          for byte in PercentDecoding.bytes(text, token.range) {
            hash = RouteIndex.hashStep(hash, byte)
          }
        case .parameter: hash = RouteIndex.hashMix(hash, 0x200 | UInt64(token.type.rawValue))
        case .path: hash = RouteIndex.hashMix(hash, 0x300)
        case .star: hash = RouteIndex.hashMix(hash, 0x301)
        case .mixed:
          hash = RouteIndex.hashMix(hash, 0x400)
          for byte in PatternParser.mixedSegment(token.range, in: text).shape.utf8 {
            hash = RouteIndex.hashStep(hash, byte)
          }
        }
      }
      return hash
    }
  }

  /// A hash of what `sameScopeAndExtras` compares. Query items are combined by a sum, so their
  /// order does not count. Not inlined: few patterns have an origin or extras.
  @inline(never)
  private static func scopeAndExtrasHash(_ pattern: RoutePattern) -> UInt64 {
    var hash = RouteIndex.hashSeed(parent: -1)
    func mix(_ word: UInt64) { hash = RouteIndex.hashMix(hash, word) }
    switch shapeScope(pattern.scope) {
    case .any: mix(0x10)
    case .scheme(let scheme): mix(0x11 ^ textHash(scheme))
    case .host(let host): mix(0x12 ^ textHash(host))
    case .hostLabel(let suffix, _): mix(0x13 ^ textHash(suffix))
    }
    guard let extras = pattern.extras else { return hash }
    var items: UInt64 = 0
    for item in extras.query {
      var itemHash = textHash(item.name) ^ (item.isOptional ? 0x21 : 0x20)
      switch item.value {
      case .literal(let text): itemHash = RouteIndex.hashMix(itemHash, textHash(text))
      // An item that must be present hashes as an untyped placeholder, which takes the same
      // values (see ``sameExtras``).
      case .parameter(let type, _): itemHash = (itemHash ^ UInt64(type.kind.rawValue)) &* 31
      case .presence: itemHash = (itemHash ^ UInt64(ParameterType.Kind.string.rawValue)) &* 31
      }
      items &+= itemHash
    }
    mix(items)
    if let fragment = extras.fragment {
      mix(fragment.isOptional ? 0x31 : 0x30)
      // The set of the forms' shapes, in any order, each once, but a form without segments,
      // which takes no fragment (see ``sameExtras``).
      var forms: UInt64 = 0
      for form in fragment.matchedForms.indices where !fragment.matchedForms[form].segments.isEmpty
      {
        forms |= segmentsHash(fragment.forms, form)
      }
      mix(forms)
    }
    return hash
  }

  /// The index's hash of `text`'s bytes, unfinished, for a pattern's origin and query items.
  /// Out of line: inlined at each of its six uses it took 2.6 KB.
  @inline(never)
  private static func textHash(_ text: String) -> UInt64 {
    URLBytes.reading(text) { bytes in
      var hash = RouteIndex.hashSeed(parent: -1)
      for byte in bytes { hash = RouteIndex.hashStep(hash, byte) }
      return hash
    }
  }

  /// A scope without its host placeholder's name: `<lang>.x` and `*.x` take the same hosts.
  static func shapeScope(_ scope: PatternScope) -> PatternScope {
    guard case .hostLabel(let suffix, _) = scope else { return scope }
    return .hostLabel(suffix: suffix, name: nil)
  }

  /// Whether two forms match exactly the same URLs with the same precedence: the same
  /// priority, origin (a host label's placeholder name aside), segments, query items in any
  /// order and fragment. Not inlined: it runs only when two hashes are equal.
  @inline(never)
  static func sameShape(
    _ segments: [PatternSegment], of route: Route, _ otherSegments: [PatternSegment],
    of other: Route, origins: RouterOrigins
  ) -> Bool {
    // The first segment is a custom scheme's host, without case, where a route may take
    // custom-scheme links; a route limited to a web host reads it from a path.
    let foldFirst: Bool
    switch route.pattern.scope {
    case .any, .scheme: foldFirst = true
    case .host, .hostLabel: foldFirst = false
    }
    return route.priority == other.priority
      && shapeScope(route.pattern.scope) == shapeScope(other.pattern.scope)
      && sameSegments(segments, otherSegments, origins: origins, foldFirst: foldFirst)
      && sameExtras(route.pattern.extras, other.pattern.extras, origins: origins)
  }

  /// Whether two lists of segments take the same texts. A literal compares without case (ASCII,
  /// as the matcher folds) in a case-insensitive table, and the first one when `foldFirst`: a
  /// custom scheme's host, where the routes may take custom-scheme links (a route limited to a
  /// web host reads its first segment from a path, with case).
  private static func sameSegments(
    _ segments: [PatternSegment], _ others: [PatternSegment], origins: RouterOrigins,
    foldFirst: Bool
  ) -> Bool {
    guard segments.count == others.count else { return false }
    for offset in segments.indices {
      switch (segments[offset].kind, others[offset].kind) {
      case (.literal(let text), .literal(let other)):
        let fold = !origins.caseSensitive || (offset == 0 && foldFirst)
        guard
          fold
            ? isSameIgnoringASCIICase(text, other)
            : text == other
        else { return false }
      case (.parameter(let type), .parameter(let other)):
        guard type == other else { return false }
      case (.remainder(let oneOrMore), .remainder(let other)):
        guard oneOrMore == other else { return false }
      case (.mixed(let mixed), .mixed(let other)):
        let fold = !origins.caseSensitive || (offset == 0 && foldFirst)
        guard mixed.hasSameShape(as: other, folding: fold) else { return false }
      default:
        return false
      }
    }
    return true
  }

  /// Whether two patterns' query items (in any order: names are unique in a pattern) and
  /// fragments take the same URLs.
  private static func sameExtras(
    _ extras: PatternExtras?, _ other: PatternExtras?, origins: RouterOrigins
  ) -> Bool {
    guard let extras, let other else { return extras == nil && other == nil }
    guard extras.query.count == other.query.count else { return false }
    for item in extras.query {
      guard let twin = other.query.first(where: { $0.name == item.name }),
        twin.isOptional == item.isOptional
      else { return false }
      switch (item.value, twin.value) {
      case (.literal(let text), .literal(let otherText)):
        guard text == otherText else { return false }
      case (.parameter(let type, _), .parameter(let otherType, _)):
        guard type == otherType else { return false }
      case (.presence, .presence): continue
      // An untyped placeholder takes every value, as an item that must be present does, and
      // ranks alike: `?q` and `?q=:y` take the same URLs.
      case (.presence, .parameter(let type, _)), (.parameter(let type, _), .presence):
        guard type == .string else { return false }
      default: return false
      }
    }
    switch (extras.fragment, other.fragment) {
    case (nil, nil): return true
    case (let fragment?, let otherFragment?):
      // The fragments a pattern takes are those of its forms, in any order: two take the same
      // when each form of one has the shape of a form of the other. An optional fragment's
      // form without segments (`#(/:id)` without its group) takes none: slashes alone are as
      // absent as an empty fragment.
      func covered(_ forms: [PatternForms.Element], by others: [PatternForms.Element]) -> Bool {
        forms.allSatisfy { form in
          form.segments.isEmpty
            || others.contains {
              !$0.segments.isEmpty
                && sameSegments(form.segments, $0.segments, origins: origins, foldFirst: false)
            }
        }
      }
      return fragment.isOptional == otherFragment.isOptional
        && covered(fragment.matchedForms, by: otherFragment.matchedForms)
        && covered(otherFragment.matchedForms, by: fragment.matchedForms)
    default: return false
    }
  }
}
