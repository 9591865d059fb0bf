/// Reads a pattern's text, byte by byte, into its scope and expanded variants.
///
/// Positions in errors count characters (Unicode scalars) from 1, so they point at the same
/// place a person sees.
struct PatternParser {
  /// A path's segments in the order written, its optional groups as ranges of them: most
  /// patterns have no group, and their segments are then their one form as they stand.
  private struct Items {
    var segments: [SegmentToken] = []
    /// Each group's range of `segments`, in the order the groups open: a group inside another
    /// comes after it, within its range. No range is empty (the parser refuses `()`).
    var groups: [Range<Int>] = []
  }

  /// The text's bytes, lent by the string for the parse: not copied into an array.
  private let bytes: URLBytes
  private var index = 0
  private var groupCount = 0

  private init(bytes: URLBytes) { self.bytes = bytes }

  /// The pattern's text, made again from its bytes for a message or a fragment's forms: a
  /// parser holding the string took a reference to it for every pattern read.
  var text: String { bytes.string(0..<bytes.count) }

  /// Parses `text` into its scope, its forms and its query and fragment patterns.
  static func parse(_ text: String) throws(DeepLinkError) -> (
    scope: PatternScope, variants: FormTokens, extras: PatternExtras?
  ) {
    try URLBytes.reading(text) { bytes in
      var parser = PatternParser(bytes: bytes)
      return Result { () throws(DeepLinkError) in try parser.parse() }
    }.get()
  }

  /// The text of `raw`, a part of `bytes`.
  private func string(_ raw: Slice<URLBytes>) -> String {
    bytes.string(raw.startIndex..<raw.endIndex)
  }

  /// The 1-based character position of byte `offset`: for messages, off the path of a valid
  /// pattern (tokens keep byte offsets).
  private func position(_ offset: Int) -> Int { Self.characterPosition(offset, in: bytes) }

  /// The 1-based character (Unicode scalar) position of byte `offset` of `bytes`.
  static func characterPosition(_ offset: Int, in bytes: URLBytes) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
  }

  /// An error at byte `offset`, reported as a 1-based character position; text the reason
  /// quotes from the pattern shows its hidden characters percent-encoded.
  @inline(never)
  private func error(
    _ reason: String, at offset: Int, _ code: DeepLinkError.Code = .invalidPattern
  ) -> DeepLinkError {
    DeepLinkError(code, ShownText.of(reason), pattern: text, position: position(offset))
  }

  private func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  private mutating func parse() throws(DeepLinkError) -> (
    scope: PatternScope, variants: FormTokens, extras: PatternExtras?
  ) {
    guard !bytes.isEmpty else { throw error("the pattern is empty", at: 0) }
    guard bytes.count <= RoutePattern.maximumLength else {
      throw error(
        "the pattern is \(bytes.count) bytes long, over the limit of \(RoutePattern.maximumLength)",
        at: 0)
    }
    let scope = try parseScope()
    var items = Items()
    // Room for each segment at once: a path has at most one more than it has slashes.
    items.segments.reserveCapacity(bytes.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
    let isScheme = if case .scheme = scope { true } else { false }
    if isScheme, index < bytes.count, at(index) != UInt8(ascii: "/"),
      at(index) != UInt8(ascii: "("), !endsPath(at: index)
    {
      // `shop://product/:id`: the host is the first segment.
      items.segments.append(try parseSegment())
    } else if case .any = scope, bytes[0] != UInt8(ascii: "/"), bytes[0] != UInt8(ascii: "(") {
      throw error("a pattern starts with '/', a custom scheme or an https origin", at: 0)
    }
    // Right after `shop://` a segment starts, as after a '/': a group written `(rest/)` may open
    // there.
    try parseItems(into: &items, inGroup: false, afterSeparator: isScheme && items.segments.isEmpty)
    // Most patterns end with their path: nothing follows it to read.
    let query = index < bytes.count ? try parseQuery() : []
    let fragment = try parseFragment()
    // A pattern has a handful of names: a list is cheaper than a set.
    var seen = SeenNames()
    try checkNames(items, &seen)
    for (item, name) in query {
      if let name { try record(name, at: item.position, &seen) }
    }
    if let fragment { try checkNames(fragment.items, &seen) }
    let variants = try forms(of: items)
    return (scope, variants, try extras(query, fragment, path: items.segments))
  }

  /// The query items, the fragment pattern and the `<link:>` placeholder of a pattern whose
  /// path is `path`; `nil` for a pattern that has none (most).
  private func extras(
    _ query: [(item: QueryItemPattern, name: Range<Int>?)],
    _ fragment: (items: Items, isOptional: Bool, leadingSlash: Bool)?, path: [SegmentToken]
  ) throws(DeepLinkError) -> PatternExtras? {
    func isLink(_ segment: SegmentToken) -> Bool {
      segment.kind == .parameter && segment.type == .link
    }
    guard !query.isEmpty || fragment != nil || path.contains(where: isLink) else { return nil }
    let fragmentForms = try fragment.map { fragment throws(DeepLinkError) in
      try forms(of: fragment.items)
    }
    // The `<link:>` placeholders, wherever they are: a pattern follows one. (A part of a
    // mixed segment cannot be one: `parseMixed` refuses it.) Every segment read is in the
    // first form, the one with every group present.
    var links = query.compactMap { item, _ -> (String, Int)? in
      guard case .parameter(let type, let name) = item.value, type == .link else { return nil }
      return (name, item.position)
    }
    for segment in path + (fragment?.items.segments ?? []) where isLink(segment) {
      links.append((bytes.string(segment.range), position(segment.offset)))
    }
    if links.count > 1 {
      throw DeepLinkError(
        .invalidPattern, "a pattern routes one <link:> again, not \(links.count)", pattern: text,
        position: links[1].1)
    }
    return PatternExtras(
      query: query.map(\.item),
      fragment: fragment.map {
        FragmentPattern(
          forms: PatternForms(text: text, tokens: fragmentForms ?? FormTokens([])),
          isOptional: $0.isOptional, leadingSlash: $0.leadingSlash)
      }, link: links.first?.0)
  }

  /// The fragment after the path and query, `#...` or optional `(#...)`, in the path syntax,
  /// last; `nil` when the pattern ends before one.
  private mutating func parseFragment() throws(DeepLinkError) -> (
    items: Items, isOptional: Bool, leadingSlash: Bool
  )? {
    guard index < bytes.count else { return nil }
    let open = index
    let isOptional = bytes[index] == UInt8(ascii: "(")
    index += isOptional ? 2 : 1
    let leadingSlash = at(index) == UInt8(ascii: "/")
    // A link is built with the `/` the pattern writes first, inside a group too (`#(/:id)`).
    let slashInGroup = at(index) == UInt8(ascii: "(") && at(index + 1) == UInt8(ascii: "/")
    var items = Items()
    if index < bytes.count, !leadingSlash, at(index) != UInt8(ascii: "("),
      at(index) != UInt8(ascii: ")")
    {
      items.segments.append(try parseSegment())
    }
    try parseItems(into: &items, inGroup: isOptional)
    if isOptional {
      guard at(index) == UInt8(ascii: ")") else {
        throw error("'(' is not closed by ')'", at: open)
      }
      index += 1
    }
    if index < bytes.count {
      let scalar =
        string(bytes[index...].prefix(4)).first.map(String.init) ?? "?"
      throw error("unexpected '\(scalar)' after the fragment: the fragment comes last", at: index)
    }
    if items.segments.isEmpty { throw error("the fragment pattern is empty", at: open) }
    // A fragment whose groups may all be absent (`#(/:id)`) is optional, as `(#/:id)` is: a
    // link without one, or with an empty one, takes the form without them.
    let allInGroups = items.segments.indices.allSatisfy { segment in
      items.groups.contains { $0.contains(segment) }
    }
    return (items, isOptional || allInGroups, leadingSlash || slashInGroup)
  }

  /// The expanded forms of `items`, most groups present first, each with its remainder last.
  private func forms(of items: Items) throws(DeepLinkError) -> FormTokens {
    // Most patterns have no group: one form, the segments as read.
    if items.groups.isEmpty {
      try checkRemainder(items.segments)
      return FormTokens(single: items.segments)
    }
    let variants = expand(items, items.segments.indices, items.groups[...])
    for variant in variants { try checkRemainder(variant.tokens) }
    let order = stableOrder(variants.count) {
      variants[$0].groupsPresent > variants[$1].groupsPresent
    }
    return FormTokens(order.map { variants[$0] })
  }

  /// Refuses literal text at `range` whose escapes do not stand for UTF-8 text: the router
  /// refuses every link holding such escapes, so the literal could never match.
  private func checkEscapes(_ range: Range<Int>, _ what: String) throws(DeepLinkError) {
    if let offset = PercentDecoding.firstNonUTF8Escape(bytes, range) {
      throw error(
        "\(what) holds escaped text that is not UTF-8: links holding it are refused", at: offset)
    }
  }

  /// Refuses a remainder before the last segment of a form.
  private func checkRemainder(_ segments: [SegmentToken]) throws(DeepLinkError) {
    for (offset, segment) in segments.enumerated()
    where segment.isRemainder && offset < segments.count - 1 {
      throw DeepLinkError(
        .misplacedRemainder,
        "the remainder '\(bytes.string(segment.range))' must be the last segment",
        pattern: text, position: position(segment.offset))
    }
  }

  /// Whether the path ends at `offset`: a query (`?`, `(?`, `(&`) or a fragment (`#`, `(#`)
  /// starts there.
  private func endsPath(at offset: Int) -> Bool {
    switch at(offset) {
    case UInt8(ascii: "?"), UInt8(ascii: "#"): return true
    case UInt8(ascii: "("):
      let next = at(offset + 1)
      return next == UInt8(ascii: "?") || next == UInt8(ascii: "&") || next == UInt8(ascii: "#")
    default: return false
    }
  }

  /// The query items after the path: `?item` or `(?item)` first, then `&item` or `(&item)`.
  /// Each item comes with the range of its parameter's name, if it has one.
  private mutating func parseQuery() throws(DeepLinkError) -> [(
    item: QueryItemPattern, name: Range<Int>?
  )] {
    var items: [(item: QueryItemPattern, name: Range<Int>?)] = []
    while index < bytes.count {
      let open = index
      let optional = bytes[index] == UInt8(ascii: "(")
      let marker = at(optional ? index + 1 : index)
      if marker == UInt8(ascii: "#") { break }
      guard marker == UInt8(ascii: "?") || marker == UInt8(ascii: "&") else {
        throw error("expected '&', '#' or the end of the pattern after a query item", at: index)
      }
      if marker == UInt8(ascii: "?"), !items.isEmpty {
        throw error("the query starts with '?' once; join the next items with '&'", at: index)
      }
      if marker == UInt8(ascii: "&"), items.isEmpty {
        throw error("the query starts with '?', not '&'", at: index)
      }
      index += optional ? 2 : 1
      items.append(try parseQueryItem(optional: optional))
      if optional {
        guard at(index) == UInt8(ascii: ")") else {
          throw error("'(' is not closed by ')'", at: open)
        }
        index += 1
      }
      if items.count > 64 { throw error("more than 64 query items", at: open) }
    }
    var names: [String] = []
    for (item, _) in items {
      if names.contains(item.name) {
        throw DeepLinkError(
          .invalidPattern, "the query item '\(item.name)' is written twice", pattern: text,
          position: item.position)
      }
      names.append(item.name)
    }
    return items
  }

  /// Whether the `?` at `offset` ends a path segment that is a placeholder, `:id?` or
  /// `<id>?`, as other routers write an optional segment.
  private func endsPlaceholder(_ offset: Int) -> Bool {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
    let first = at(start)
    return start > 0
      && (first == UInt8(ascii: ":")
        || (first == UInt8(ascii: "<") && at(offset - 1) == UInt8(ascii: ">")))
  }

  /// One query item: `name`, `name=literal`, `name=:param` or `name=<type:param>`, with the
  /// range of its parameter's name.
  private mutating func parseQueryItem(optional: Bool) throws(DeepLinkError) -> (
    QueryItemPattern, Range<Int>?
  ) {
    func ends(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
        || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?")
    }
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "="), !ends(bytes[index]) {
      WorkCounter.step()
      index += 1
    }
    // Other routers write an optional segment `:id?`; here `?` starts the query, and
    // `/p/:id?/more` would read a query item named `/more`, `/p/:id?` one without a name:
    // refused, saying how it is written.
    guard index > start, bytes[start] != UInt8(ascii: "/") else {
      throw error(
        index > start
          ? "a query item's name starts with '/': a segment is made optional with a group, '(/:id)', not ':id?' (percent-encode a name's '/')"
          : endsPlaceholder(start - 1)
            ? "a query item needs a name: a segment is made optional with a group, '(/:id)', not ':id?'"
            : "a query item needs a name", at: start)
    }
    let name = try queryText(start..<index, what: "a query item's name")
    let position = position(start)
    guard at(index) == UInt8(ascii: "=") else {
      return (
        QueryItemPattern(name: name, value: .presence, isOptional: optional, position: position),
        nil
      )
    }
    index += 1
    let valueStart = index
    while index < bytes.count, !ends(bytes[index]) {
      WorkCounter.step()
      index += 1
    }
    let raw = bytes[valueStart..<index]
    let value: QueryItemPattern.Value
    var nameRange: Range<Int>?
    if raw.first == UInt8(ascii: ":") {
      let range = try identifier(raw.dropFirst(), at: valueStart + 1)
      value = .parameter(.string, name: bytes.string(range))
      nameRange = range
    } else if raw.first == UInt8(ascii: "<") {
      let placeholder = try self.placeholder(raw, at: valueStart)
      guard placeholder.type != .path else {
        throw error(
          "<path:> takes the rest of a path, not a query value", at: valueStart + 1, .unknownType)
      }
      value = .parameter(placeholder.type, name: bytes.string(placeholder.name))
      nameRange = placeholder.name
    } else {
      value = .literal(try queryText(valueStart..<index, what: "a query item's value"))
    }
    return (
      QueryItemPattern(name: name, value: value, isOptional: optional, position: position),
      nameRange
    )
  }

  /// A query name or literal value, percent-decoded (`+` is a space, as in URLs).
  private func queryText(_ range: Range<Int>, what: String) throws(DeepLinkError) -> String {
    for offset in range {
      switch bytes[offset] {
      case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), 0...0x20, 0x7F:
        let shown =
          bytes[offset] == 0x20 ? "space" : "'\(String(decoding: [bytes[offset]], as: UTF8.self))'"
        throw error("unexpected \(shown) in \(what) (percent-encode it)", at: offset)
      default: continue
      }
    }
    try checkEscapes(range, what)
    let text = PercentDecoding.string(
      bytes.string(range), plusIsSpace: true)
    if holdsControlCharacter(text) {
      throw error(
        "\(what) decodes to a control character: links holding one are refused",
        at: range.lowerBound)
    }
    return text
  }

  private mutating func parseScope() throws(DeepLinkError) -> PatternScope {
    // A scheme: letters, digits, + - . _ up to "://", before any '/'.
    var end = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: ":"), bytes[end] != UInt8(ascii: "/") {
      end += 1
    }
    guard end + 2 < bytes.count || end + 2 == bytes.count, at(end) == UInt8(ascii: ":"),
      at(end + 1) == UInt8(ascii: "/"), at(end + 2) == UInt8(ascii: "/")
    else { return .any }
    let schemeText = string(bytes[..<end])
    guard isScheme(schemeText) else {
      throw error("'\(schemeText)' is not a valid scheme", at: 0, .invalidScheme)
    }
    let scheme = schemeText.lowercased()
    index = end + 3
    guard scheme == "https" || scheme == "http" else { return .scheme(scheme) }
    let hostStart = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "("),
      bytes[index] != UInt8(ascii: "?"), bytes[index] != UInt8(ascii: "#")
    {
      index += 1
    }
    let host = bytes.string(hostStart..<index)
    if let open = bytes[hostStart..<index].firstIndex(of: UInt8(ascii: "<")), open > hostStart {
      throw error(
        "a host placeholder is the leftmost label, as in <lang>.wiki.example", at: open,
        .invalidDomain)
    }
    if at(hostStart) == UInt8(ascii: "<") {
      // `<lang>.wiki.example`: one DNS label, captured.
      guard let close = bytes[hostStart..<index].firstIndex(of: UInt8(ascii: ">")),
        at(close + 1) == UInt8(ascii: ".")
      else {
        throw error(
          "a host placeholder is the leftmost label, as in <lang>.wiki.example", at: hostStart,
          .invalidDomain)
      }
      let name = bytes.string(try identifier(bytes[(hostStart + 1)..<close], at: hostStart + 1))
      let suffix = bytes.string((close + 2)..<index)
      if let problem = DomainName.problem("*." + suffix) {
        throw error(problem, at: close + 2, .invalidDomain)
      }
      return .hostLabel(suffix: suffix.lowercased(), name: name)
    }
    guard let problem = DomainName.problem(host) else {
      if host.hasPrefix("*.") {
        return .hostLabel(suffix: host.dropFirst(2).lowercased(), name: nil)
      }
      return .host(host.lowercased())
    }
    throw error(problem, at: hostStart, .invalidDomain)
  }

  private mutating func parseItems(
    into items: inout Items, inGroup: Bool, afterSeparator startsAfterSeparator: Bool = false
  ) throws(DeepLinkError) {
    // Whether the last thing read ended with a separator: a '/', or a group written with its
    // slashes after its segments (`(rest/)`), after which a segment or such a group follows.
    var afterSeparator = startsAfterSeparator
    while index < bytes.count {
      WorkCounter.step()
      if endsPath(at: index) {
        // The query and the fragment follow the whole path, never inside a group.
        if inGroup {
          throw error("a query or fragment cannot stand inside an optional group", at: index)
        }
        return
      }
      switch bytes[index] {
      case UInt8(ascii: "/"):
        index += 1
        afterSeparator = false
        // A lone "/" is the root; a trailing slash is harmless.
        if index == bytes.count || bytes[index] == UInt8(ascii: ")") || endsPath(at: index) {
          return
        }
        if bytes[index] == UInt8(ascii: "/") { throw error("empty segment", at: index) }
        if bytes[index] == UInt8(ascii: "(") {
          afterSeparator = true
          continue
        }
        items.segments.append(try parseSegment())
      case UInt8(ascii: "("):
        let open = index
        index += 1
        groupCount += 1
        if groupCount > RoutePattern.maximumOptionalGroups {
          throw error("more than \(RoutePattern.maximumOptionalGroups) optional groups", at: open)
        }
        // The group's range is known once it closes; its place in `groups` is taken now, so
        // that a group inside it comes after it.
        let group = items.groups.count
        let first = items.segments.count
        items.groups.append(first..<first)
        if at(index) == UInt8(ascii: "/") {
          // `(/:oid)`: the slash before each segment.
          try parseItems(into: &items, inGroup: true)
          guard at(index) == UInt8(ascii: ")") else {
            throw error("'(' is not closed by ')'", at: open)
          }
          afterSeparator = false
        } else {
          // `(rest/)`, as JLRoutes writes it: the slash after each segment, so the group must
          // follow a separator, and what follows it needs none.
          guard afterSeparator else {
            throw error("an optional group starts with '/' or follows one", at: index)
          }
          while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
            guard at(index) != UInt8(ascii: "(") else {
              throw error("a group written '(segment/)' cannot hold another group", at: index)
            }
            guard at(index) != UInt8(ascii: "/") else { throw error("empty segment", at: index) }
            items.segments.append(try parseSegment())
            guard at(index) == UInt8(ascii: "/") else {
              throw error("a group written '(segment/)' ends each segment with '/'", at: index)
            }
            index += 1
          }
          guard at(index) == UInt8(ascii: ")") else {
            throw error("'(' is not closed by ')'", at: open)
          }
          afterSeparator = true
        }
        if items.segments.count == first { throw error("empty optional group", at: open) }
        index += 1
        items.groups[group] = first..<items.segments.count
        if afterSeparator, index < bytes.count, bytes[index] != UInt8(ascii: "("),
          bytes[index] != UInt8(ascii: ")"), !endsPath(at: index)
        {
          guard bytes[index] != UInt8(ascii: "/") else { throw error("empty segment", at: index) }
          items.segments.append(try parseSegment())
          afterSeparator = false
        }
      case UInt8(ascii: ")"):
        if inGroup { return }
        throw error("')' without a matching '('", at: index)
      default:
        let scalar =
          string(bytes[index...].prefix(4)).first.map(String.init) ?? "?"
        throw error("expected '/' before '\(scalar)'", at: index)
      }
    }
  }

  private mutating func parseSegment() throws(DeepLinkError) -> SegmentToken {
    let start = index
    // One pass finds the segment's end and notes what a literal may not hold, so that the
    // common literal is read once.
    var opens = 0
    var closes = 0
    var refused = false
    var isEncoded = false
    // Scanned in locals, the parser's `index` set once: kept in the parser, it was stored and
    // the bytes' address loaded again at every byte.
    let bytes = self.bytes
    var end = start
    scan: while end < bytes.count {
      let byte = bytes[end]
      // Most bytes of a pattern are plain text: one test of a bit passes them.
      if Self.isSpecial(byte) {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"),
          UInt8(ascii: "#"):
          break scan
        case UInt8(ascii: "<"): opens += 1
        case UInt8(ascii: ">"): closes += 1
        case UInt8(ascii: "%"): isEncoded = true
        default: refused = true
        }
      }
      WorkCounter.step()
      end += 1
    }
    index = end
    let raw = bytes[start..<index]
    if raw.count == 1, raw.first == UInt8(ascii: "*") {
      return SegmentToken(.star, start..<index, offset: start)
    }
    if raw.first == UInt8(ascii: ":") {
      let name = try identifier(raw.dropFirst(), at: start + 1)
      return SegmentToken(.parameter, name, offset: start)
    }
    let isPlaceholder =
      raw.first == UInt8(ascii: "<") && raw.last == UInt8(ascii: ">") && opens == 1
      && closes == 1
    if opens > 0, !isPlaceholder, raw.count > 1 || raw.first != UInt8(ascii: "<") {
      // Read whole here, to refuse what it may not hold; read again where it is used.
      _ = try parseMixed(raw, at: start)
      return SegmentToken(.mixed, start..<index, offset: start)
    }
    if raw.first == UInt8(ascii: "<") {
      let placeholder = try self.placeholder(raw, at: start)
      if placeholder.type == .path {
        return SegmentToken(.path, placeholder.name, offset: start)
      }
      return SegmentToken(
        .parameter, placeholder.name, offset: start, type: placeholder.type.kind)
    }
    // A space is a literal character: the pattern is compared with the URL after
    // percent-decoding, so `/summer sale` matches `summer%20sale` (and builds it).
    if refused || closes > 0, let offset = raw.firstIndex(where: Self.isRefusedInLiteral) {
      let shown = String(decoding: [bytes[offset]], as: UTF8.self)
      // `{id}`, as OpenAPI writes a parameter.
      let braces = bytes[offset] == UInt8(ascii: "{") && raw.last == UInt8(ascii: "}")
      let hint = braces ? ": a placeholder is written '<id>' (or ':id', alone in its segment)" : ""
      throw error("unexpected '\(shown)' in a literal segment\(hint)", at: offset)
    }
    if isEncoded { try checkEscapes(start..<index, "the segment") }
    // Only decoding can bring a control character: the scan above refused those written.
    let decoded = isEncoded ? PercentDecoding.string(bytes, start..<index) : nil
    if let decoded, holdsControlCharacter(decoded) {
      throw error(
        "the segment decodes to a control character: links holding one are refused", at: start)
    }
    let isDots =
      decoded.map { $0 == "." || $0 == ".." }
      ?? (raw.count <= 2 && raw.allSatisfy { $0 == UInt8(ascii: ".") })
    if isDots {
      throw error(
        "a '\(decoded ?? string(raw))' segment never matches: links holding one are refused",
        at: start)
    }
    return SegmentToken(isEncoded ? .encodedLiteral : .literal, start..<index, offset: start)
  }

  /// Whether `byte` ends a segment, opens or closes a placeholder, starts an escape, or may not
  /// stand in a literal: a bit of one of two masks over ASCII. Bytes from 0x80 are text. The
  /// one list of those bytes: ``isRefusedInLiteral(_:)`` is read from it.
  @inline(__always)
  private static func isSpecial(_ byte: UInt8) -> Bool {
    // Controls (0x00-0x1F), # % ( ) * / < > ?; then \ { } and DEL (0x7F).
    let low: UInt64 = 0xD000_8728_FFFF_FFFF
    let high: UInt64 = 0xA800_0000_1000_0000
    if byte >= 0x80 { return false }
    return (byte < 64 ? low : high) & (1 << UInt64(byte & 63)) != 0
  }

  /// Whether literal text in a segment may not hold `byte` as written: a special byte that
  /// neither ends the segment nor starts an escape (`<`, `>`, `*`, `{`, `}`, `\`, controls).
  private static func isRefusedInLiteral(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "?"),
      UInt8(ascii: "#"), UInt8(ascii: "%"):
      false
    default: isSpecial(byte)
    }
  }

  /// The mixed segment written at `range` of a pattern's `bytes`, which a parse accepted.
  @inline(never)
  static func mixedSegment(_ range: Range<Int>, in bytes: URLBytes) -> MixedSegment {
    let parser = PatternParser(bytes: bytes)
    // Read without error once already: the parse cannot fail.
    return (try? parser.parseMixed(bytes[range], at: range.lowerBound))
      ?? MixedSegment(parts: [], text: "")
  }

  /// A segment of literal text and placeholders (`user_<id>`, `<first>-<last>`), written at
  /// byte `start`.
  private func parseMixed(_ raw: Slice<URLBytes>, at start: Int) throws(DeepLinkError)
    -> MixedSegment
  {
    var parts: [MixedSegment.Part] = []
    var offset = raw.startIndex
    while offset < raw.endIndex {
      if raw[offset] == UInt8(ascii: "<") {
        guard let close = raw[offset...].firstIndex(of: UInt8(ascii: ">")) else {
          throw error("'<' is not closed by '>'", at: offset)
        }
        if case .placeholder? = parts.last {
          throw error(
            "two placeholders with no literal text between them cannot be told apart", at: offset)
        }
        let placeholder = try self.placeholder(raw[offset...close], at: offset)
        guard placeholder.type != .path, placeholder.type != .url, placeholder.type != .link
        else {
          throw error(
            "<\(placeholder.type):> takes a whole segment, not a part of one", at: offset + 1,
            .unknownType)
        }
        parts.append(.placeholder(placeholder.type, name: bytes.string(placeholder.name)))
        offset = close + 1
        continue
      }
      let end = raw[offset...].firstIndex(of: UInt8(ascii: "<")) ?? raw.endIndex
      if let index = raw[offset..<end].firstIndex(where: Self.isRefusedInLiteral) {
        let shown = String(decoding: [bytes[index]], as: UTF8.self)
        throw error("unexpected '\(shown)' in a segment", at: index)
      }
      try checkEscapes(offset..<end, "the segment")
      let text = PercentDecoding.string(string(raw[offset..<end]))
      if holdsControlCharacter(text) {
        throw error(
          "the segment decodes to a control character: links holding one are refused", at: offset)
      }
      parts.append(.literal(text))
      offset = end
    }
    return MixedSegment(parts: parts, text: string(raw))
  }

  /// A placeholder `<name>` or `<type:name>` written at byte `start`: its type and the range
  /// of its name.
  private func placeholder(_ raw: Slice<URLBytes>, at start: Int) throws(DeepLinkError) -> (
    type: ParameterType, name: Range<Int>
  ) {
    guard raw.count >= 2, raw.last == UInt8(ascii: ">") else {
      throw error("'<' is not closed by '>'", at: start)
    }
    let inner = raw.dropFirst().dropLast()
    let colons = inner.indices.filter { inner[$0] == UInt8(ascii: ":") }
    guard colons.count <= 1 else {
      throw error("a placeholder is <name> or <type:name>", at: start)
    }
    guard let colon = colons.first else {
      return (.string, try identifier(inner, at: start + 1))
    }
    let name = try identifier(inner[(colon + 1)...], at: colon + 1)
    let typeName = string(inner[..<colon])
    guard let type = ParameterType(name: typeName) else {
      throw error(
        "unknown type '\(typeName)' (expected int, double, bool, uuid, string, path, url or link)",
        at: start + 1, .unknownType)
    }
    return (type, name)
  }

  /// The range of a placeholder's name, `raw`, which must be an identifier.
  private func identifier(_ raw: Slice<URLBytes>, at offset: Int) throws(DeepLinkError)
    -> Range<Int>
  {
    guard let first = raw.first else { throw error("a placeholder needs a name", at: offset) }
    let valid =
      (first == UInt8(ascii: "_") || isAlpha(first))
      && raw.allSatisfy { $0 == UInt8(ascii: "_") || isAlpha($0) || isDigit($0) }
    if !valid {
      throw error(
        "'\(string(raw))' is not a valid placeholder name (ASCII letters, digits and _, not starting with a digit)",
        at: offset)
    }
    return raw.startIndex..<raw.endIndex
  }

  /// Records a placeholder's name, at `name` in the text, refusing one already used; the
  /// position, for the message, is counted only then.
  private func record(
    _ name: Range<Int>, at position: @autoclosure () -> Int, _ seen: inout SeenNames
  ) throws(DeepLinkError) {
    if !seen.insert(name, in: bytes) {
      throw DeepLinkError(
        .duplicatePlaceholder, "the placeholder name '\(bytes.string(name))' is used twice",
        pattern: text, position: position())
    }
  }

  private func checkNames(_ items: Items, _ seen: inout SeenNames) throws(DeepLinkError) {
    for segment in items.segments {
      switch segment.kind {
      case .literal, .encodedLiteral: continue
      case .parameter, .path, .star:
        try record(segment.range, at: position(segment.offset), &seen)
      case .mixed:
        // Each placeholder of the segment, `parseMixed` having accepted it, read by the
        // placeholder reader.
        var offset = segment.range.lowerBound
        while let open = bytes[offset..<segment.range.upperBound].firstIndex(of: UInt8(ascii: "<")),
          let close = bytes[open..<segment.range.upperBound].firstIndex(of: UInt8(ascii: ">"))
        {
          let name = try placeholder(bytes[open...close], at: open).name
          try record(name, at: position(segment.offset), &seen)
          offset = close + 1
        }
      }
    }
  }

  /// The forms of the segments in `range`, one for each combination of its groups present or
  /// absent, no group present first; `groups` are the groups inside `range`.
  private func expand(
    _ items: Items, _ range: Range<Int>, _ groups: ArraySlice<Range<Int>>
  ) -> [(tokens: [SegmentToken], groupsPresent: Int)] {
    var results: [(tokens: [SegmentToken], groupsPresent: Int)] = [([], 0)]
    var offset = range.lowerBound
    var next = groups.startIndex
    while offset < range.upperBound {
      // The first group not yet read that opens here is the outermost one; those after it
      // that open before it closes are inside it.
      guard next < groups.endIndex, groups[next].lowerBound == offset else {
        for result in results.indices { results[result].tokens.append(items.segments[offset]) }
        offset += 1
        continue
      }
      let group = groups[next]
      var end = next + 1
      while end < groups.endIndex, groups[end].lowerBound < group.upperBound { end += 1 }
      let innerVariants = expand(items, group, groups[(next + 1)..<end])
      var expanded = results
      for result in results {
        for variant in innerVariants {
          expanded.append(
            (result.tokens + variant.tokens, result.groupsPresent + variant.groupsPresent + 1))
        }
      }
      results = expanded
      offset = group.upperBound
      next = end
    }
    return results
  }
}

/// The placeholder names of a pattern seen so far, as ranges of its text. A pattern has a
/// handful: a list is cheaper than a set, and the first two are kept apart, so that a pattern
/// of one or two names makes no array.
private struct SeenNames {
  private var first: Range<Int>?
  private var second: Range<Int>?
  private var others: [Range<Int>] = []

  /// Adds the name at `name` in `bytes`; `false` when it was seen already.
  mutating func insert(_ name: Range<Int>, in bytes: URLBytes) -> Bool {
    func same(_ other: Range<Int>?) -> Bool {
      other.map { bytes[$0].elementsEqual(bytes[name]) } ?? false
    }
    guard first != nil else {
      first = name
      return true
    }
    if same(first) || same(second) || others.contains(where: same) { return false }
    if second == nil { second = name } else { others.append(name) }
    return true
  }
}
