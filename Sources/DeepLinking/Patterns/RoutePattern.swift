/// A parsed route pattern such as `/product/<int:id>` or `/user/:uid/orders(/:oid)`.
///
/// A pattern is a path, optionally prefixed by a custom scheme (`shop://product/:id`) or a
/// universal-link origin (`https://shop.example.com/product/:id`). Segments are:
/// - a literal, compared after percent-decoding;
/// - `:name` or `<name>`: one segment of any text;
/// - `<type:name>` with a type of `int`, `double`, `bool`, `uuid`, `string` or `path`
///   (the rest of the path, one or more segments);
/// - a trailing `*`: zero or more remaining segments, captured as `*`;
/// - optional groups in parentheses: `/search(/:scope)(/page/<int:page>)`.
///
/// After the path come query items, `?q=:query(&page=<int:page>)` (see ``QueryItemPattern``),
/// and last a fragment pattern in the path syntax, `#/room/<room>` or optional `(#<section>)`.
///
/// ```swift
/// let pattern = try RoutePattern("/user/:uid/orders(/:oid)")
/// pattern.parameterNames  // ["uid", "oid"]
/// ```
package struct RoutePattern: Sendable, CustomStringConvertible {
  /// The pattern as written.
  package let text: String
  /// The origin the pattern is limited to.
  package var scope: PatternScope { rare?.scope ?? .any }
  /// The scope and the extras, boxed, for a pattern that has either (see `RareParts`).
  private let rare: RareParts?
  /// Every form the pattern takes, one per combination of its optional groups, each with the
  /// number of groups present.
  package var variants: PatternForms { PatternForms(text: text, tokens: forms) }
  /// The forms' tokens.
  private let forms: FormTokens
  /// The query items and fragment pattern, for a pattern that has them.
  package var extras: PatternExtras? { rare?.extras }
  /// Whether the pattern has a `<link:>` placeholder: a match of it stands for the inner link's.
  package var routesLink: Bool { extras?.link != nil }

  /// The most optional groups a pattern may have.
  package static let maximumOptionalGroups = 6
  /// The longest pattern, in UTF-8 bytes.
  package static let maximumLength = 2048

  /// Parses a pattern.
  ///
  /// - Throws: ``DeepLinkError`` naming the position of the problem.
  package init(_ text: String) throws(DeepLinkError) {
    let parsed = try PatternParser.parse(text)
    self.text = text
    self.rare =
      parsed.scope == .any && parsed.extras == nil
      ? nil : RareParts(scope: parsed.scope, extras: parsed.extras)
    self.forms = parsed.variants
  }

  package var description: String { text }

  /// Calls `body` with the forms' tokens, not copied: indexing a table reads every route's, and
  /// a copy of the pattern or of its forms takes a reference to each part.
  func withTokens<R>(_ body: (FormTokens) -> R) -> R { body(forms) }

  /// The names of the pattern's placeholders, in the order written (`*` for a trailing star):
  /// the path's, then the query's, then the fragment's.
  package var parameterNames: [String] { parameterNames(forms: variants.readAll()) }

  /// ``parameterNames``, from the pattern's forms already read as text (`readAll()`):
  /// reading them is the cost of this, and a caller that wants them too reads them once.
  func parameterNames(forms: [PatternForms.Element]) -> [String] {
    var names = hostLabelName.map { [$0] } ?? []
    names += Self.names(in: forms)
    for item in extras?.query ?? [] {
      if let name = item.parameterName { names.append(name) }
    }
    return names + fragmentParameterNames
  }

  /// The names of the fragment pattern's placeholders, in the order written.
  package var fragmentParameterNames: [String] {
    extras?.fragment.map { Self.names(in: $0.matchedForms) } ?? []
  }

  /// The placeholder names of `forms`, in the order written.
  private static func names(in forms: [PatternForms.Element]) -> [String] {
    var names: [String] = []
    if forms.count == 1 {
      // One form: its names, each once (the parser refused repeats), in the order written.
      for segment in forms[0].segments {
        if let name = segment.name {
          names.append(name)
        } else if case .mixed(let mixed) = segment.kind {
          names += mixed.names
        }
      }
      return names
    }
    for variant in forms {
      for segment in variant.segments {
        for name in segment.names where !names.contains(name) { names.append(name) }
      }
    }
    let order = Dictionary(
      uniqueKeysWithValues: (forms.max { $0.segments.count < $1.segments.count }?.segments ?? [])
        .flatMap(\.names).enumerated().map { ($1, $0) })
    return stableOrder(names.count) { (order[names[$0]] ?? 0) < (order[names[$1]] ?? 0) }
      .map { names[$0] }
  }

  /// Whether the placeholder `name` lies in an optional group, an optional query item or an
  /// optional fragment: some links of the pattern lack it. A trailing `*` counts as optional
  /// (it takes zero or more segments).
  package func isOptional(_ name: String) -> Bool {
    if name == "*" { return true }
    if name == hostLabelName { return false }
    if let item = extras?.query.first(where: { $0.parameterName == name }) {
      return item.isOptional
    }
    if let fragment = extras?.fragment,
      fragment.matchedForms.contains(where: { $0.segments.contains { $0.names.contains(name) } })
    {
      return fragment.isOptional
        || fragment.matchedForms.contains { !$0.segments.contains { $0.names.contains(name) } }
    }
    return variants.readAll().contains { variant in
      !variant.segments.contains { $0.names.contains(name) }
    }
  }

  /// The type of the placeholder named `name`, or `nil` if there is none.
  package func parameterType(_ name: String) -> ParameterType? {
    if name == hostLabelName { return .string }
    for item in extras?.query ?? [] {
      if case .parameter(let type, name) = item.value { return type }
    }
    for forms in [variants.readAll()] + (extras?.fragment.map { [$0.matchedForms] } ?? []) {
      for variant in forms {
        for segment in variant.segments where segment.names.contains(name) {
          switch segment.kind {
          case .parameter(let type): return type
          case .remainder: return .path
          case .literal: return nil
          case .mixed(let mixed):
            for case .placeholder(let type, name) in mixed.parts { return type }
            return nil
          }
        }
      }
    }
    return nil
  }

  /// The name of the placeholder that takes the rest of the path (`*` for a trailing star, or a
  /// `<path:>` placeholder's), in the form with every optional group present; `nil` when the
  /// path has none.
  package var remainderName: String? {
    guard let last = variants.readAll().first?.segments.last,
      case .remainder = last.kind
    else { return nil }
    return last.name
  }

  /// The custom scheme this pattern is limited to, lowercased, if any.
  package var scheme: String? {
    if case .scheme(let scheme) = scope { return scheme }
    return nil
  }

  /// The name of the placeholder of the host's leftmost label (`<lang>.wiki.example`), if any.
  package var hostLabelName: String? {
    if case .hostLabel(_, let name) = scope { return name }
    return nil
  }

  /// The web host this pattern is limited to, lowercased, if any; a leftmost label written
  /// `*` or `<name>`.
  package var host: String? { scope.host }

  /// The scope of a pattern limited to an origin and its query items and fragment, which few
  /// patterns have, boxed together, so that they take 8 bytes in every route. A box rather
  /// than an `indirect` enum: an indirect enum keeps its case in the spare bits of the box's
  /// pointer, and LeakSanitizer then cannot follow the pointer and reports the box as leaked.
  private final class RareParts: Sendable {
    let scope: PatternScope
    let extras: PatternExtras?
    init(scope: PatternScope, extras: PatternExtras?) {
      self.scope = scope
      self.extras = extras
    }
  }
}

/// The forms of a pattern as its tokens: one list of ``SegmentToken``s per form, in one array.
/// Most patterns have one form (no optional groups): the array is its tokens. A pattern of
/// several has a mark before each form's tokens (``SegmentToken/formMark(tokens:groupsPresent:)``).
/// One array rather than an array of arrays: a route keeps 8 bytes for its forms, and one
/// allocation.
struct FormTokens: Sendable {
  private let storage: [SegmentToken]

  /// The one form of a pattern without optional groups.
  init(single tokens: [SegmentToken]) { storage = tokens }

  init(_ forms: [(tokens: [SegmentToken], groupsPresent: Int)]) {
    if forms.count == 1 && forms[0].groupsPresent == 0 {
      storage = forms[0].tokens
      return
    }
    var storage: [SegmentToken] = []
    storage.reserveCapacity(forms.reduce(0) { $0 + 1 + $1.tokens.count })
    for form in forms {
      storage.append(.formMark(tokens: form.tokens.count, groupsPresent: form.groupsPresent))
      storage += form.tokens
    }
    self.storage = storage
  }

  /// The tokens of every form, and the marks between forms: as many as the nodes a pattern
  /// can make in an index, at most.
  var tokenCount: Int { storage.count }

  /// The number of forms.
  var count: Int {
    guard storage.first?.isFormMark == true else { return 1 }
    return storage.reduce(0) { $1.isFormMark ? $0 + 1 : $0 }
  }

  /// The tokens of the form at `position`.
  subscript(position: Int) -> ArraySlice<SegmentToken> { storage[offsets(position)] }

  /// Where the tokens of the form at `position` are, for ``token(at:)``: a form read this way
  /// takes no reference to the tokens, where a slice of them takes one.
  func offsets(_ position: Int) -> Range<Int> {
    guard storage.first?.isFormMark == true else {
      precondition(position == 0, "a pattern form out of range")
      return 0..<storage.count
    }
    let mark = self.mark(position)
    return (mark + 1)..<(mark + 1 + storage[mark].markedTokens)
  }

  /// The token at `offset`, one of the offsets of a form (``offsets(_:)``).
  func token(at offset: Int) -> SegmentToken { storage[offset] }

  /// The number of optional groups present in the form at `position`.
  func groupsPresent(_ position: Int) -> Int {
    storage.first?.isFormMark == true ? storage[mark(position)].markedGroupsPresent : 0
  }

  /// The offset of the mark of the form at `position`, in a pattern of several forms.
  private func mark(_ position: Int) -> Int {
    var offset = 0
    for _ in 0..<position { offset += 1 + storage[offset].markedTokens }
    precondition(offset < storage.count, "a pattern form out of range")
    return offset
  }
}

/// The forms of a pattern, one per combination of its optional groups, each read as segments
/// of text (``PatternSegment``) from the pattern's text and its tokens, on each access: for the
/// code that reads segments as text (URL building, messages, the tools). Checking and indexing
/// a table read ``tokens`` and the text's bytes instead.
package struct PatternForms: Sendable, RandomAccessCollection {
  package typealias Element = (segments: [PatternSegment], groupsPresent: Int)

  /// The text of the pattern the tokens point into.
  let text: String
  let tokens: FormTokens

  package var startIndex: Int { 0 }
  package var endIndex: Int { tokens.count }

  package subscript(position: Int) -> Element { form(position) }

  /// Every form read as text, each segment read once: a pattern's forms share their segments
  /// (a pattern of six optional groups has 64 forms of the same few), so reading the forms one
  /// by one reads each segment many times.
  @inline(never)
  func readAll() -> [Element] {
    URLBytes.reading(text) { bytes in
      // The first form has every group present: it holds every segment of the others, in the
      // same order.
      let all = tokens[0].map { PatternSegment($0, in: bytes) }
      return (0..<tokens.count).map { form in
        var next = 0
        let segments = tokens[form].map { token in
          while next < all.count, all[next].token.offset != token.offset { next += 1 }
          guard next < all.count else { return PatternSegment(token, in: bytes) }
          next += 1
          return all[next - 1]
        }
        return (segments, tokens.groupsPresent(form))
      }
    }
  }

  /// The form at `position`, read as text. Not inlined: it is the cold path of the readers of
  /// forms as text, and inlined in each of them it took more code than they do.
  @inline(never)
  private func form(_ position: Int) -> Element {
    URLBytes.reading(text) { bytes in
      (tokens[position].map { PatternSegment($0, in: bytes) }, tokens.groupsPresent(position))
    }
  }
}
