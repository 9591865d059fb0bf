import Foundation

extension Router {
  /// Builds the URL of a route from its parameter values.
  ///
  /// Optional groups are included when all their parameters are given (a group given only
  /// some is an error, not left out). Values are checked against their placeholder's type and
  /// percent-encoded where needed. A link is built only when the router would read it back with
  /// the same values: a control character, a value a mixed segment would read back split
  /// elsewhere, a `<link:>` the router would refuse to follow, or a link another form of the
  /// route's optional groups would read differently is an error (a `<path:>` value is then
  /// written as one segment, its slashes `%2F`, if that reads back). Precedence still decides
  /// which route a link opens.
  ///
  /// <!-- sample: core, uses: router -->
  /// ```swift
  /// try router.url(for: "product", parameters: ["id": 42])
  /// // shop://product/42
  /// try router.url(for: "product", parameters: ["id": 42], origin: .universalLink(host: "shop.example.com"))
  /// // https://shop.example.com/product/42
  /// ```
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values of the path placeholders; `*` for a trailing star. A `Date` is
  ///     written in ISO 8601 (`2026-12-01T08:00:00Z`, UTC), as ``RouteMatch/decode(_:)`` reads it,
  ///     a `URL` as its absolute string.
  ///   - query: Query items, in order. Items the pattern names may be given too (a match's
  ///     whole query, passed back) when the first of each is the value the pattern writes;
  ///     an item the pattern asks only to be present (`?debug`) is written with the value given.
  ///   - fragment: The fragment as written after `#` (a match's ``RouteMatch/fragment``): its
  ///     escapes are kept, other characters that need one are escaped.
  ///   - origin: A custom scheme or domain; by default the route's own scheme or host, else the
  ///     router's first scheme, else its first domain. A host placeholder (`<lang>.`) not given
  ///     a value takes the origin's label.
  /// - Throws: ``DeepLinkError`` for an unknown route, a missing, unknown or mistyped
  ///   value, or no origin to build on.
  public func url(
    for name: String, parameters: [String: any CustomStringConvertible] = [:],
    query: Parameters = [:], fragment: String? = nil, origin: LinkOrigin? = nil
  ) throws(DeepLinkError) -> URL {
    let text = try urlString(
      for: name, parameters: parameters, query: query, fragment: fragment, origin: origin)
    guard let url = URL(string: text) else {
      throw DeepLinkError.building(route: name, "'\(text)' is not accepted by URL")
    }
    return url
  }

  /// Builds the URL text of a route; see ``url(for:parameters:query:fragment:origin:)``.
  public func urlString(
    for name: String, parameters: [String: any CustomStringConvertible] = [:],
    query: Parameters = [:], fragment: String? = nil, origin: LinkOrigin? = nil
  ) throws(DeepLinkError) -> String {
    try link(for: name, parameters, query, fragment, origin, pathAsOneSegment: false)
  }

  /// The link ``urlString(for:parameters:query:fragment:origin:)`` builds; with
  /// `pathAsOneSegment`, a `<path:>` value is one segment, its slashes `%2F`.
  private func link(
    for name: String, _ parameters: [String: any CustomStringConvertible], _ query: Parameters,
    _ fragment: String?, _ origin: LinkOrigin?, pathAsOneSegment: Bool
  ) throws(DeepLinkError) -> String {
    func fail(_ reason: String) -> DeepLinkError {
      DeepLinkError.building(route: name, reason)
    }
    guard let route = route(named: name) else {
      throw fail("there is no route of that name")
    }
    let pattern = route.pattern
    // Values as text, as `decode` reads them back (a date in ISO 8601, not its description).
    var values: [String: String] = [:]
    for (parameter, value) in parameters {
      guard let text = TextConversion.text(of: value) else {
        throw fail(
          "'\(parameter)' is a date outside the years 0000 to 9999, which no link can carry")
      }
      values[parameter] = text
    }
    // The forms read as text once: each read of `variants` reads them again.
    let forms = pattern.variants.readAll()
    let known = Set(pattern.parameterNames(forms: forms))
    // The first unknown name in order, found without sorting the names given.
    if let unknown = values.keys.filter({ !known.contains($0) }).min() {
      throw fail("the pattern '\(pattern.text)' has no parameter '\(unknown)'")
    }
    // The router refuses a link holding a control character, encoded or not: none is built.
    if let what = Self.holderOfControlCharacter(values, query, fragment) {
      throw fail("\(what) holds a control character: links holding one are refused")
    }
    // The fragment is given as written: its escapes must stand for UTF-8 text, as in any link.
    if let fragment,
      URLBytes.reading(fragment, { PercentDecoding.firstNonUTF8Escape($0, 0..<$0.count) }) != nil
    {
      throw fail("the fragment holds escaped text that is not UTF-8: links holding it are refused")
    }
    guard let variant = Self.form(of: forms, given: values) else {
      let missing = known.subtracting(values.keys).ascending()
      throw fail("missing value for '\(missing.first ?? "")'")
    }
    if let reason = Self.leftOutValue(values, forms: forms, chosen: variant) {
      throw fail(reason)
    }
    let builtOrigin = try resolveBuildOrigin(route, origin, values, fail)
    // The matcher compares literals without case in a case-insensitive table, and in the first
    // segment of a custom-scheme link (its host): a mixed segment is read back the same way.
    let isCustomScheme = if case .customScheme = builtOrigin { true } else { false }
    var segments = try Self.segments(
      of: variant.segments, values, fail, caseSensitive: origins.caseSensitive,
      firstIsHost: isCustomScheme, pathAsOneSegment: pathAsOneSegment)
    // A link the router could not read is not built: it would never match back.
    if segments.count > limits.maximumSegments {
      throw fail(
        "the link would have \(counted(segments.count, "path segment")), over the limit of \(limits.maximumSegments)"
      )
    }
    let extras = pattern.extras
    var items: [(name: String, value: String?)] = []
    for item in extras?.query ?? [] {
      switch item.value {
      case .literal(let text):
        if !item.isOptional { items.append((item.name, text)) }
      case .presence:
        if !item.isOptional { items.append((item.name, nil)) }
      case .parameter(let type, let parameter):
        guard let value = values[parameter] else {
          if item.isOptional { continue }
          throw fail("missing value for '\(parameter)'")
        }
        guard type.accepts(value), type == .string || !value.isEmpty else {
          throw fail("'\(parameter)' must be of type \(type), not '\(value)'")
        }
        items.append((item.name, value))
      }
    }
    // Items of the pattern's own names are the pattern's to write. Given in the query too (a
    // match's whole query, passed back), an item's first value must be one the pattern writes
    // (any, for an item that need only be present), and it is written where the query has it;
    // its repeats follow as given (the read-back below refuses one the item would not take).
    // So a match's query builds again as it was, in its order.
    var given: [(name: String, value: String?)] = []
    for item in query {
      guard let own = extras?.query.first(where: { $0.name == item.name }) else {
        given.append((item.name, item.value))
        continue
      }
      // An item of the pattern's in `given` was placed there: this is a repeat.
      if given.contains(where: { $0.name == item.name }) {
        given.append((item.name, item.value))
        continue
      }
      let written = items.firstIndex(where: { $0.name == item.name })
      switch own.value {
      case .presence:
        if let written { items.remove(at: written) }
        given.append((item.name, item.value.isEmpty ? nil : item.value))
      case .literal(let text):
        guard text == item.value else {
          throw fail(
            "the query item '\(item.name)' is the pattern's own, with the value '\(text)', not '\(item.value)'"
          )
        }
        if let written { items.remove(at: written) }
        given.append((item.name, text))
      case .parameter(_, let parameter):
        guard let written, items[written].value == item.value else {
          throw fail(
            "the query item '\(item.name)' is the pattern's own: give its value as the parameter '\(parameter)'"
          )
        }
        given.append(items.remove(at: written))
      }
    }
    items += given
    if items.count > limits.maximumQueryItems {
      throw fail(
        "the link would have \(counted(items.count, "query item")), over the limit of \(limits.maximumQueryItems)"
      )
    }
    var fragmentText = fragment.map {
      LinkEncoding.encode($0, allowed: LinkEncoding.fragment, keepingEscapes: true)
    }
    if let pattern = extras?.fragment {
      fragmentText = nil
      let written = Self.form(of: pattern.matchedForms, given: values).flatMap { form in
        !pattern.isOptional || form.segments.contains(where: { !$0.names.isEmpty }) ? form : nil
      }
      if let reason = Self.leftOutValue(values, forms: pattern.matchedForms, chosen: written) {
        throw fail(reason)
      }
      if let form = written {
        let parts = try Self.segments(
          of: form.segments, values, fail, caseSensitive: origins.caseSensitive,
          firstIsHost: false)
        // Nothing but slashes is no fragment to an optional pattern, and the fragment of no
        // segments to a required one (`#*`, its `*` empty), which an empty one is not.
        let body = parts.joined(separator: "/")
        fragmentText =
          body.isEmpty ? (pattern.isOptional ? nil : "/") : (pattern.leadingSlash ? "/" : "") + body
      } else if !pattern.isOptional {
        let missing = Set(pattern.matchedForms.flatMap { $0.segments.flatMap(\.names) })
          .subtracting(values.keys).ascending()
        throw fail("missing value for '\(missing.first ?? "")'")
      }
    }
    var text: String
    switch builtOrigin {
    case .customScheme(let scheme):
      // The first segment stands where a host does: `:`, `@`, `[` and `]` would change its
      // meaning there (a port, user information, an IPv6 address), so they are escaped.
      if let first = segments.first {
        segments[0] = LinkEncoding.encode(
          PercentDecoding.string(first), allowed: LinkEncoding.hostSegment)
      }
      text = scheme + "://" + segments.joined(separator: "/")
    case .universalLink(let host): text = "https://" + host + "/" + segments.joined(separator: "/")
    }
    if !items.isEmpty {
      text += "?"
      text += items.map { item in
        LinkEncoding.encode(item.name, allowed: LinkEncoding.queryPart)
          + (item.value.map { "=" + LinkEncoding.encode($0, allowed: LinkEncoding.queryPart) } ?? "")
      }.joined(separator: "&")
    }
    let withoutFragment = text
    if let fragmentText { text += "#" + fragmentText }
    guard text.utf8.count <= limits.maximumLength else {
      throw fail(
        "the link would be \(text.utf8.count) bytes long, over the limit of \(limits.maximumLength)"
      )
    }
    // A link inside the link (`<link:>`) is followed when the link is read: one the router
    // refuses (another app's, routed nowhere, too deep) would make a link that never opens.
    if pattern.routesLink, case .failure(let miss) = resolve(text) {
      throw fail(miss.message)
    }
    // The rule the checks above serve, kept whatever they miss: the route reads the link back
    // with exactly the values given (one of its other forms may take it first otherwise:
    // `/(:a/):b/<path:c>` reads `/x/y/z` with `a`).
    if let reason = readBackProblem(
      text, route: name, values, hostLabel: pattern.hostLabelName)
    {
      // An optional group before a `<path:>` may take the first segments of its value
      // (`/wiki(/:lang)/<path:title>` reads `Main/Page` with a `lang`): with its slashes
      // written `%2F`, the value is one segment, read back whole.
      if !pathAsOneSegment,
        let whole = try? link(
          for: name, parameters, query, fragment, origin, pathAsOneSegment: true)
      {
        return whole
      }
      throw fail(reason)
    }
    // A fragment given as well, to a pattern that gives it, must be one the route reads with
    // the values given, however its link wrote it (a match's, passed back: `#room/x` for
    // `#/room/x`, `#/` for none); the link is written as the pattern writes it.
    if extras?.fragment != nil, let fragment,
      readBackProblem(
        withoutFragment + "#"
          + LinkEncoding.encode(fragment, allowed: LinkEncoding.fragment, keepingEscapes: true),
        route: name, values, hostLabel: pattern.hostLabelName) != nil
    {
      throw fail("the pattern gives the fragment; give its values as parameters")
    }
    return text
  }

  /// Why `text` would not be read back as route `name` with exactly `values` (a host label's
  /// compared without case, as hosts are read lowercased, and not given when the origin's; an
  /// empty `*` is none, given or read: a path's reads as "" when absent, an optional
  /// fragment's as nothing), or `nil`.
  @inline(never)
  private func readBackProblem(
    _ text: String, route name: String, _ values: [String: String], hostLabel: String?
  ) -> String? {
    guard let match = candidates(text, only: name).first else {
      return "the router would not read '\(text)' back as this route"
    }
    // Each value read is the one given, and none is missing; a host label not given is the
    // origin's (a host is not built without one).
    let read = match.parameters
    let labelFromOrigin = hostLabel.map { values[$0] == nil } ?? false
    let differs =
      read.count - (read["*"] == "" ? 1 : 0) - (labelFromOrigin ? 1 : 0)
      != values.count - (values["*"] == "" ? 1 : 0)
      || read.contains { parameter in
        guard parameter.name != "*" || !parameter.value.isEmpty else { return false }
        let given = values[parameter.name]
        return parameter.name == hostLabel
          ? given.map { $0.lowercased() != parameter.value.lowercased() } ?? false
          : given != parameter.value
      }
    guard differs else { return nil }
    let reading = stableOrder(read.count) { read[$0].name < read[$1].name }
      .map { "\(read[$0].name) '\(read[$0].value)'" }
    return "'\(text)' would be read back with \(reading.joined(separator: ", "))"
  }

  /// What of the given values, query and fragment holds a control character, first parameter
  /// first (by name), then query item in order, then fragment; `nil` when none does.
  @inline(never)
  private static func holderOfControlCharacter(
    _ values: [String: String], _ query: Parameters, _ fragment: String?
  ) -> String? {
    var first: String?
    for (name, value) in values where holdsControlCharacter(value) {
      if first.map({ name < $0 }) ?? true { first = name }
    }
    if let first { return "'\(first)'" }
    for item in query {
      if holdsControlCharacter(item.name) { return "a query item's name" }
      if holdsControlCharacter(item.value) { return "the query item '\(item.name)'" }
    }
    // Written, so read as the router reads it: `%0A` is a control character too.
    if let fragment, holdsControlCharacter(PercentDecoding.string(fragment)) {
      return "the fragment"
    }
    return nil
  }

  /// Why a given value cannot be written, when it is one of `forms`' but not of the form
  /// `chosen` (`nil`: none is written): an optional group is written only with all its values,
  /// and a value given for it is not dropped silently.
  @inline(never)
  private static func leftOutValue(
    _ values: [String: String], forms: [PatternForms.Element], chosen: PatternForms.Element?
  ) -> String? {
    // One form, written: it holds every name of the forms.
    if forms.count == 1 && chosen != nil { return nil }
    let used = Set(chosen?.segments.flatMap(\.names) ?? [])
    // The first name left out, with what the smallest form holding it lacks.
    var leftOut: (name: String, lacking: [String])?
    for form in forms {
      let names = form.segments.flatMap(\.names)
      let lacking = names.filter { values[$0] == nil && $0 != "*" }.ascending()
      for name in names where values[name] != nil && !used.contains(name) {
        if let current = leftOut,
          current.name < name || (current.name == name && current.lacking.count <= lacking.count)
        {
          continue
        }
        leftOut = (name, lacking)
      }
    }
    guard let leftOut else { return nil }
    return
      "'\(leftOut.name)' needs '\(leftOut.lacking.first ?? "")' too: an optional group is written only with all its values"
  }

  /// The form that uses the most given values, all of its own being given.
  private static func form(of forms: [PatternForms.Element], given values: [String: String])
    -> PatternForms.Element?
  {
    forms.filter { form in
      form.segments.allSatisfy { segment in
        segment.names.allSatisfy { values[$0] != nil || $0 == "*" }
      }
    }.max {
      $0.segments.flatMap(\.names).count < $1.segments.flatMap(\.names).count
    }
  }

  /// The encoded segments of a form, its placeholders filled with `values`. The matcher compares
  /// literals without case in a case-insensitive table, and in the first segment when it is a
  /// custom-scheme link's host (`firstIsHost`). A `<path:>` value is split on its slashes, or
  /// with `pathAsOneSegment` written as one segment, its slashes `%2F`.
  private static func segments(
    of form: [PatternSegment], _ values: [String: String], _ fail: (String) -> DeepLinkError,
    caseSensitive: Bool, firstIsHost: Bool, pathAsOneSegment: Bool = false
  ) throws(DeepLinkError) -> [String] {
    var segments: [String] = []
    for (offset, segment) in form.enumerated() {
      switch segment.kind {
      case .literal(let text):
        segments.append(LinkEncoding.encode(text, allowed: LinkEncoding.segment))
      case .parameter(let type):
        let value = values[segment.name!]!
        guard type.accepts(value), !value.isEmpty else {
          throw fail(
            "'\(segment.name!)' must be \(type == .string ? "non-empty text" : "of type \(type)"), not '\(value)'"
          )
        }
        guard value != ".", value != ".." else {
          // The router refuses dot segments (escaped or not): such a link could never match.
          throw fail(
            "'\(segment.name!)' cannot be '\(value)': no link may hold a '.' or '..' segment")
        }
        segments.append(LinkEncoding.encode(value, allowed: LinkEncoding.segment))
      case .remainder(let oneOrMore):
        let value = values[segment.name!] ?? ""
        let parts =
          pathAsOneSegment && oneOrMore && !value.isEmpty
          ? [value] : LinkEncoding.remainderSegments(value)
        if oneOrMore, parts.isEmpty {
          throw fail("'\(segment.name!)' needs at least one segment")
        }
        if let dots = parts.first(where: { $0 == "." || $0 == ".." }) {
          throw fail("'\(segment.name!)' cannot hold a '\(dots)' segment: no link may hold one")
        }
        segments += parts.map { LinkEncoding.encode($0, allowed: LinkEncoding.segment) }
      case .mixed(let mixed):
        var text = ""
        for part in mixed.parts {
          switch part {
          case .literal(let literal): text += literal
          case .placeholder(let type, let name):
            let value = values[name] ?? ""
            guard !value.isEmpty, type == .string || type.accepts(value) else {
              throw fail(
                "'\(name)' must be \(type == .string ? "non-empty text" : "of type \(type)"), not '\(value)'"
              )
            }
            text += value
          }
        }
        // Read back as the matcher reads it (a placeholder's value ends at the first occurrence
        // of the literal that follows): a value holding that literal would be split there.
        let bytes = Array(text.utf8)
        let readBack =
          (mixed.split(bytes, fold: !caseSensitive || (offset == 0 && firstIsHost)) ?? []).map {
            String(decoding: bytes[$0], as: UTF8.self)
          }
        if let name = mixed.names.enumerated().first(where: {
          $0.offset >= readBack.count
            || !readBack[$0.offset].utf8.elementsEqual((values[$0.element] ?? "").utf8)
        })?.element {
          throw fail(
            "'\(name)' cannot be '\(values[name] ?? "")' in the segment '\(mixed)': it would be read back differently"
          )
        }
        guard text != ".", text != ".." else {
          throw fail("the segment '\(mixed)' cannot be '\(text)': no link may hold one")
        }
        segments.append(LinkEncoding.encode(text, allowed: LinkEncoding.segment))
      }
    }
    return segments
  }

  private func resolveBuildOrigin(
    _ route: Route, _ requested: LinkOrigin?, _ values: [String: String],
    _ fail: (String) -> DeepLinkError
  ) throws(DeepLinkError) -> LinkOrigin.Kind {
    switch route.pattern.scope {
    case .scheme(let scheme):
      if let requested, requested.kind != .customScheme(scheme) {
        throw fail("the route is limited to the scheme '\(scheme)', not \(requested)")
      }
      return .customScheme(scheme)
    case .hostLabel(let suffix, let name):
      // One label: the placeholder's value, or the requested host's.
      let fromValue = name.flatMap { values[$0] }.map { $0.lowercased() + "." + suffix }
      guard let concrete = fromValue ?? requested?.host,
        URLBytes.reading(concrete, { DomainName.matchesOneLabel($0, suffix: Array(suffix.utf8)) }),
        DomainName.problem(concrete) == nil
      else {
        let host = "the host '\(route.pattern.host ?? "")'"
        if let name, let value = values[name] {
          throw fail("'\(name)' cannot be '\(value)': \(host) takes one DNS label there")
        }
        if let requested {
          throw fail("\(requested) is not on \(host) (one DNS label before '.\(suffix)')")
        }
        throw fail("\(host) needs \(name.map { "a value for '\($0)'" } ?? "an origin")")
      }
      if let requested, requested.host != concrete {
        throw fail("the route's host is '\(concrete)', not \(requested)")
      }
      return .universalLink(host: concrete)
    case .host(let host):
      if let requested, requested.kind != .universalLink(host: host) {
        throw fail("the route is limited to the host '\(host)', not \(requested)")
      }
      return .universalLink(host: host)
    case .any:
      if let requested {
        switch requested.kind {
        case .customScheme(let scheme) where origins.schemes.contains(scheme): return requested.kind
        case .universalLink(let host)
        where origins.domains.contains {
          DomainName.matches(host, domain: $0)
        }:
          return requested.kind
        default: throw fail("\(requested) is not one of the router's origins")
        }
      }
      if let scheme = origins.schemes.first { return .customScheme(scheme) }
      if let domain = origins.domains.first(where: { !$0.hasPrefix("*.") }) {
        return .universalLink(host: domain)
      }
      throw fail("the router has no scheme and no concrete domain to build on")
    }
  }
}

/// Percent-encoding for the parts of a built URL.
package enum LinkEncoding {
  /// The ASCII bytes a part keeps as they are; every other byte is written `%XX`.
  package struct Allowed: Sendable {
    private let low: UInt64
    private let high: UInt64

    package init(_ characters: String) {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for byte in characters.utf8 where byte < 0x80 {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
      }
      self.low = low
      self.high = high
    }

    private init(low: UInt64, high: UInt64) {
      self.low = low
      self.high = high
    }

    func adding(_ characters: String) -> Allowed {
      let more = Allowed(characters)
      return Allowed(low: low | more.low, high: high | more.high)
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
      if byte >= 0x80 { return false }
      return (byte < 64 ? low >> UInt64(byte) : high >> UInt64(byte - 64)) & 1 == 1
    }
  }

  package static let unreserved = Allowed(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
  /// A path segment keeps sub-delimiters, `:` and `@`, but not `/`.
  package static let segment = unreserved.adding("!$&'()*+,;=:@")
  /// The first segment of a custom-scheme URL, read as its host.
  package static let hostSegment = unreserved.adding("!$&'()*+,;=")
  /// A query name or value: no `&`, `=`, `+` or `#`, which would change its meaning.
  package static let queryPart = unreserved.adding("!$'()*,;:@/?")
  package static let fragment = unreserved.adding("!$&'()*+,;=:@/?")

  /// `text` with every byte that `allowed` does not keep written `%XX`, in one pass over its
  /// UTF-8 into a string of its final size. With `keepingEscapes`, text already written for a
  /// URL: a `%` followed by two hexadecimal digits stays as it is.
  @inline(never)
  package static func encode(
    _ text: String, allowed: Allowed, keepingEscapes: Bool = false
  ) -> String {
    URLBytes.reading(text) { bytes in
      func kept(_ offset: Int) -> Bool {
        allowed.contains(bytes[offset])
          || (keepingEscapes
            && PercentDecoding.escapedByte(bytes, at: offset, end: bytes.count) != nil)
      }
      var escaped = 0
      for offset in bytes.indices where !kept(offset) { escaped += 1 }
      if escaped == 0 { return text }
      return URLBytes.makeString(capacity: bytes.count + 2 * escaped) { write in
        for (offset, byte) in bytes.enumerated() {
          if kept(offset) {
            write(byte)
          } else {
            write(UInt8(ascii: "%"))
            write(hexDigit(byte >> 4))
            write(hexDigit(byte & 0xF))
          }
        }
      }
    }
  }

  /// The segments of a remainder's value: non-empty texts whose decoded join by `/` is exactly
  /// the value, so the link matches back to it. A `/` that cannot be a separator (doubled,
  /// leading or trailing) stays inside a segment, where it is encoded as `%2F`: `a//b` gives
  /// `a%2F/b`.
  package static func remainderSegments(_ value: String) -> [String] {
    guard !value.isEmpty else { return [] }
    var parts: [String] = []
    var current: String?
    for token in value.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
      guard let text = current else {
        current = token
        continue
      }
      if text.isEmpty || token.isEmpty {
        current = text + "/" + token
      } else {
        parts.append(text)
        current = token
      }
    }
    if let current, !current.isEmpty { parts.append(current) }
    return parts
  }
}
