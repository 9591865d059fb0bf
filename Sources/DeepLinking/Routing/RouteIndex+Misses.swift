import Foundation

extension RouteIndex {
  /// A miss in words: read only when a caller asks why (``Router/resolve(_:)``), from the
  /// plain values the match left. Without `quotingQueryValues`, the words leave out the values
  /// of the URL's query (for events, which redact them).
  func failure(
    for miss: MatchMiss, url: String, limits: LinkLimits, quotingQueryValues: Bool = true
  ) -> DeepLinkError {
    URLBytes.reading(url) { bytes in describe(miss, bytes, limits, quotingQueryValues) }
  }

  private func describe(
    _ miss: MatchMiss, _ bytes: URLBytes, _ limits: LinkLimits, _ quotingQueryValues: Bool
  ) -> DeepLinkError {
    /// The text of `range`, its hidden characters encoded: a host, or a custom scheme's first
    /// segment, may hold U+202E as written.
    func string(_ range: Range<Int>) -> String {
      ShownText.of(bytes.string(range))
    }
    switch miss {
    case .overLength(let count):
      return DeepLinkError(
        code: .overLimit,
        message: "the URL is \(count) bytes long, over the limit of \(limits.maximumLength)")
    case .unreadable(let failure):
      return DeepLinkError(code: .invalidURL, message: failure.message(in: bytes))
    case .encodedControl(let offset):
      return DeepLinkError(
        code: .unsafeInput,
        message:
          "the URL holds the control character \(string(offset..<offset + 3)) at offset \(offset)"
      )
    case .encodedNonUTF8(let offset):
      // Text after the path may be a query value's: quoted only with the query's values.
      let inPath = !bytes[..<offset].contains {
        $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      }
      let run = PercentDecoding.escapeRun(bytes, from: offset, to: bytes.count).end
      let quoted = quotingQueryValues || inPath ? " " + string(offset..<max(run, offset + 3)) : ""
      return DeepLinkError(
        code: .invalidURL, message: "the escaped text\(quoted) at offset \(offset) is not UTF-8")
    case .overQueryItems(let count):
      return DeepLinkError(
        code: .overLimit,
        message:
          "the URL has \(counted(count, "query item")), over the limit of \(limits.maximumQueryItems)"
      )
    case .dotSegment(let position):
      return DeepLinkError(
        code: .unsafeInput,
        message: "segment \(position + 1) is a '.' or '..' segment, which could climb a path")
    case .overSegments(let count):
      return DeepLinkError(
        code: .overLimit,
        message:
          "the URL has \(counted(count, "path segment")), over the limit of \(limits.maximumSegments)"
      )
    case .foreignScheme(let scheme):
      return DeepLinkError(
        code: .foreignScheme,
        message: "the scheme '\(string(scheme).lowercased())' is not one of the app's schemes"
          + " (\(origins.schemes.joined(separator: ", ")))")
    case .foreignHost(let host):
      let domains = origins.domains.isEmpty ? "none" : origins.domains.joined(separator: ", ")
      // `https:/x` and `https:///x` name none: "the host ''" read as a host of that name.
      let message =
        host.isEmpty
        ? "the URL names no host (the app's domains: \(domains))"
        : "the host '\(string(host).lowercased())' is not one of the app's domains (\(domains))"
      return DeepLinkError(code: .foreignHost, message: message)
    case .insecureScheme(let host):
      return DeepLinkError(
        code: .insecureScheme,
        message: "http is not accepted for '\(string(host).lowercased())'; use https")
    case .userinfo(let host):
      return DeepLinkError(
        code: .unexpectedAuthority,
        message: "the URL carries user information before '\(string(host).lowercased())'")
    case .port(let port, let host):
      return DeepLinkError(
        code: .unexpectedAuthority,
        message: "the URL names port \(string(port)) on '\(string(host).lowercased())'")
    case .noRoute(let parting, let segmentCount):
      let (message, closest) = describe(parting, segmentCount, bytes, limits, quotingQueryValues)
      return DeepLinkError(code: .noRoute, message: message, route: closest)
    }
  }

  /// The route the walk came closest to, and why it parted from the URL: the words, and the
  /// route's name.
  private func describe(
    _ parting: RouteParting, _ segmentCount: Int, _ bytes: URLBytes, _ limits: LinkLimits,
    _ quotingQueryValues: Bool
  ) -> (String, String?) {
    guard parting.kind != .empty, parting.node >= 0 else {
      return ("no route matches: the table has no routes", nil)
    }
    let segment = PercentDecoding.string(bytes, parting.segment)
    let segmentText = ShownText.of(segment, comparing: true)
    let position = parting.depth + 1
    let origin = self.origin(of: bytes, limits)
    var entry = nearestEntry(under: parting.node, origin)
    var why: String
    switch parting.kind {
    case .empty, .mismatch:
      let (child, label, differsInCaseOnly) = closestChild(of: parting.node, to: segment)
      entry = nearestEntry(under: child, origin)
      if let label {
        // `cafe%CC%81` (shown escaped: an `e` and a combining accent) for the route's `café`.
        why =
          "segment \(position) '\(segmentText)' is not '\(label)'"
          + (differsInCaseOnly
            ? " (the table is case-sensitive)"
            : segment == label
              ? " (the same text in another Unicode form; routes compare it as written)" : "")
      } else if nodes[Int(child)].isMixed {
        // As the closest route writes it: routes share a mixed segment of one shape, whatever
        // its placeholders are named.
        let segments = form(of: entry)
        let mixed =
          parting.depth < segments.count
          ? segments[parting.depth].written
          : mixedSegments[Int(nodes[Int(child)].labelStart)].description
        why = "segment \(position) '\(segmentText)' does not fit '\(mixed)'"
      } else {
        let type = nodes[Int(child)].kind
        why = "segment \(position) '\(segmentText)' is not \(type == .int ? "an" : "a") \(type)"
      }
    case .tooShort:
      let segments = form(of: entry)
      let next = parting.depth < segments.count ? segments[parting.depth] : nil
      let ends = "the URL ends after \(counted(segmentCount, "segment"))"
      switch next?.kind {
      case .literal(let literal): why = "\(ends); expected '\(literal)' next"
      case .parameter: why = "\(ends); expected ':\(next?.name ?? "")' next"
      case .mixed(let mixed): why = "\(ends); expected '\(mixed)' next"
      case .remainder, nil: why = "\(ends); '\(next?.name ?? "*")' needs at least one more"
      }
    case .tooLong:
      why = "the URL has \(counted(segmentCount, "segment")); the pattern has \(parting.depth)"
    case .extras:
      entry = parting.entry
      why = extrasProblem(entry, bytes, quotingQueryValues)
    case .scope:
      entry = parting.entry
      why = limitation(of: entry)
    }
    // No route near the URL's path takes its origin: that, too, keeps the closest from it.
    if parting.kind != .scope, let origin, !admits(entry, origin) {
      why = limitation(of: entry) + ", and " + why
    }
    let route = routes[Int(entries[Int(max(entry, 0))].route)]
    return (
      "no route matches; closest is '\(route.name)' (\(route.pattern.text)): \(why)", route.name
    )
  }

  /// The origin of a URL the table read (`nil` for one it did not), as an input of the walk
  /// without segments: what the walk's scope check reads.
  private func origin(of bytes: URLBytes, _ limits: LinkLimits) -> MatchInput? {
    guard case .success(let parts) = URLParts.read(bytes),
      case .success(let origin) = resolveOrigin(parts, bytes)
    else { return nil }
    return MatchInput(
      bytes: bytes, segments: .none, segmentCount: 0, hostIsFirstSegment: false, origin: origin,
      query: nil, fragment: nil, limits: limits)
  }

  /// Whether `entry`'s route takes URLs of `origin`'s origin, by the walk's own check. Out
  /// of line: inlined at its three callers, it took 64 bytes more.
  @inline(never)
  private func admits(_ entry: Int32, _ origin: MatchInput) -> Bool {
    entry < 0
      || CheckedBuffer.lending(scopeHosts) {
        IndexView.scopeAccepts(entries[Int(entry)].scope, origin, $0)
      }
  }

  /// The scheme or host `entry`'s route is limited to, in words.
  private func limitation(of entry: Int32) -> String {
    let pattern = routes[Int(entries[Int(max(entry, 0))].route)].pattern
    if let scheme = pattern.scheme { return "it is limited to the scheme '\(scheme)'" }
    return "it is limited to the host '\(pattern.host ?? "")'"
  }

  /// The entry a miss at `node` names: the nearest below it (fewest segments down, then
  /// first in precedence) whose route takes URLs of the URL's origin; the nearest of any
  /// origin when none does, or when the URL's origin is unknown.
  private func nearestEntry(
    under node: Int32, _ origin: MatchInput?
  ) -> Int32 {
    let nearest = node < 0 ? -1 : nearestEntries[Int(node)]
    guard nearest >= 0, let origin, !admits(nearest, origin) else { return nearest }
    var best: (distance: Int, entry: Int32)?
    // Parents come before their children: climbing from a node reaches `node` or passes it.
    for offset in Int(node)..<nodes.count {
      var depth = 0
      var ancestor = Int32(offset)
      while ancestor > node {
        ancestor = nodes[Int(ancestor)].parent
        depth += 1
      }
      guard ancestor == node else { continue }
      let value = nodes[offset]
      let start = Int32(value.entriesStart)
      let count = Int32(value.terminalCount) + Int32(value.pathCount) + Int32(value.starCount)
      for entry in start..<start + count where admits(entry, origin) {
        if let current = best,
          current.distance < depth
            || (current.distance == depth && !precedes(entry: entry, current.entry))
        {
          continue
        }
        best = (depth, entry)
      }
    }
    return best?.entry ?? nearest
  }

  /// Why the URL in `bytes` does not satisfy the query items or fragment of `entry`'s route.
  private func extrasProblem(_ entry: Int32, _ bytes: URLBytes, _ quotingValues: Bool) -> String {
    let pattern = routes[Int(entries[Int(entry)].route)].pattern
    guard let extras = pattern.extras, case .success(let parts) = URLParts.read(bytes) else {
      return "its query items or fragment do not match"
    }
    var none: [Parameters.Element]? = nil
    let input = ExtrasInput(
      bytes: bytes, query: parts.query, fragment: parts.fragment,
      caseSensitive: origins.caseSensitive)
    guard case .failure(let miss) = extras.evaluate(input, captures: &none) else {
      return "its query items or fragment do not match"
    }
    switch miss {
    case .missingItem(let index):
      return "the URL has no query item '\(extras.query[index].name)'"
    case .refusedValue(let index, let range):
      let item = extras.query[index]
      // "is 'abc', not an int", or without the value "is not an int".
      let refused =
        "the query item '\(item.name)' is "
        + (quotingValues
          ? "'\(ShownText.of(PercentDecoding.string(bytes, range, plusIsSpace: true), comparing: true))', not "
          : "not ")
      switch item.value {
      case .literal(let expected): return refused + "'\(expected)'"
      case .parameter(let type, _): return refused + "\(type == .int ? "an" : "a") \(type)"
      case .presence: return "the query item '\(item.name)' is refused"
      }
    case .missingFragment:
      return "the URL has no fragment"
    case .fragmentMismatch:
      // A fragment written as query items is quoted only with query values.
      let quoted = parts.fragment.flatMap { range in
        !quotingValues && URLParts.fragmentHoldsItems(bytes[range])
          ? nil : " '\(ShownText.of(PercentDecoding.string(bytes, range), comparing: true))'"
      }
      let written = pattern.text.firstIndex(of: "#").map { String(pattern.text[$0...]) } ?? "#"
      return
        "the fragment\(quoted ?? "") does not fit '\(written.hasSuffix(")") ? String(written.dropLast()) : written)'"
    }
  }

  /// The child of `parent` closest to a segment that none took: the literal sharing the
  /// longest prefix with it, ASCII letters' case aside (then the longest as written), else the
  /// narrowest placeholder, else the first literal. The label is `nil` for a placeholder.
  private func closestChild(
    of parent: Int32, to segment: String
  ) -> (child: Int32, label: String?, differsInCaseOnly: Bool) {
    let text = Array(segment.utf8)
    var best: (child: Int32, prefix: Int, exact: Int)?
    for child in literalChildren(of: parent) {
      let node = nodes[Int(child)]
      let start = Int(node.labelStart)
      let shared = min(Int(node.labelCount), text.count)
      // The prefix shared with letters' case aside, and the part of it shared as written. A
      // plain loop: a miss at a node of 20,000 children compares the segment with each.
      var prefix = 0
      var exact = -1
      while prefix < shared, lowercased(labels[start + prefix]) == lowercased(text[prefix]) {
        if exact < 0, labels[start + prefix] != text[prefix] { exact = prefix }
        prefix += 1
      }
      if exact < 0 { exact = prefix }
      if let current = best,
        (prefix, exact) < (current.prefix, current.exact)
          || ((prefix, exact) == (current.prefix, current.exact)
            && !precedes(entry: nearestEntries[Int(child)], nearestEntries[Int(current.child)]))
      {
        continue
      }
      best = (child, prefix, exact)
    }
    let placeholder = nodes[Int(parent)].firstParameterChild
    if let best, best.prefix > 0 || placeholder < 0 {
      let node = nodes[Int(best.child)]
      let label = labels[Int(node.labelStart)..<Int(node.labelStart) + Int(node.labelCount)]
      // In a case-sensitive table, `PRODUCT` for `product`: worth saying.
      let caseOnly =
        origins.caseSensitive && best.prefix == text.count && label.count == text.count
        && best.exact < text.count
      return (best.child, String(decoding: label, as: UTF8.self), caseOnly)
    }
    return (placeholder, nil, false)
  }

  /// The literal children of `parent`: its list, or its children in the table.
  private func literalChildren(of parent: Int32) -> [Int32] {
    var children: [Int32] = []
    var child = nodes[Int(parent)].firstLiteralChild
    while child >= 0 {
      children.append(child)
      child = nodes[Int(child)].nextSibling
    }
    return children.isEmpty
      ? edgeSlots.filter { $0 >= 0 && nodes[Int($0)].parent == parent } : children
  }

  /// The segments of the route form behind `entry`.
  func form(of entry: Int32) -> [PatternSegment] {
    guard entry >= 0 else { return [] }
    let value = entries[Int(entry)]
    let variants = routes[Int(value.route)].pattern.variants
    return value.form < variants.count ? variants[value.form].segments : []
  }
}
