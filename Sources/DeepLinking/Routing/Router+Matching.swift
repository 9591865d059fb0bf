import Foundation

extension Router {
  /// The best route for `url`, or `nil`.
  ///
  /// ```swift
  /// router.match("SHOP://PRODUCT/7")?.route.name  // "product": schemes and hosts ignore case
  /// ```
  public func match(_ url: String) -> RouteMatch? {
    let result = read(url, explain: false) { index, input -> RouteMatch? in
      var collector = EntryCollector()
      index.search(input, &collector)
      return collector.first >= 0 ? index.makeMatch(collector.first, input, url: url) : nil
    }
    guard case .success(let match) = result else { return nil }
    return match
  }

  /// The best route for `url`, or `nil`.
  public func match(_ url: URL) -> RouteMatch? { match(url.absoluteString) }

  /// Every route matching `url`, best first: the order in which declining handlers pass a link
  /// on.
  public func matches(_ url: String) -> [RouteMatch] {
    let result = read(url, explain: false) { index, input -> [RouteMatch] in
      var collector = EntryCollector(all: [])
      index.search(input, &collector)
      return (collector.all ?? []).map { index.makeMatch($0, input, url: url) }
    }
    guard case .success(let matches) = result else { return [] }
    return matches
  }

  /// The best route for `url`, or why there is none.
  ///
  /// Slower than ``match(_:)-(String)`` on a miss, since it works out which route came closest.
  public func resolve(_ url: String) -> Result<RouteMatch, MatchFailure> {
    let result = read(url, explain: true) { index, input -> Result<RouteMatch, MatchFailure> in
      var collector = EntryCollector()
      index.search(input, &collector)
      guard collector.first >= 0 else { return .failure(index.explainMiss(input)) }
      return .success(index.makeMatch(collector.first, input, url: url))
    }
    switch result {
    case .success(let outcome): return outcome
    case .failure(let failure): return .failure(failure)
    }
  }

  /// Reads `url` and calls `body` with the index and the input, or fails when the URL is not
  /// one of the app's. Without `explain`, failures carry no reason, so a miss allocates nothing.
  private func read<R>(
    _ url: String, explain: Bool, _ body: (RouteIndex, MatchInput) -> R
  ) -> Result<R, MatchFailure> {
    let index = self.index
    var text = url
    return text.withUTF8 { bytes -> Result<R, MatchFailure> in
      if bytes.count > limits.maximumLength {
        guard explain else { return .failure(.unexplained) }
        return .failure(
          MatchFailure(
            code: .overLimit,
            reason:
              "the URL is \(bytes.count) bytes long, over the limit of \(limits.maximumLength)"))
      }
      let parts: URLParts
      switch URLParts.read(bytes) {
      case .success(let read): parts = read
      case .failure(let failure):
        return .failure(explain ? Router.describe(failure, bytes) : .unexplained)
      }
      if let offset = parts.encodedControl {
        guard explain else { return .failure(.unexplained) }
        let escape = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 3]), as: UTF8.self)
        return .failure(
          MatchFailure(
            code: .unsafeInput,
            reason: "the URL holds the control character \(escape) at offset \(offset)"))
      }
      if let query = parts.query, limits.maximumQueryItems < query.count {
        var items = 1
        for offset in query where bytes[offset] == UInt8(ascii: "&") { items += 1 }
        if items > limits.maximumQueryItems {
          guard explain else { return .failure(.unexplained) }
          return .failure(
            MatchFailure(
              code: .overLimit,
              reason:
                "the URL has \(items) query items, over the limit of \(limits.maximumQueryItems)"))
        }
      }
      let origin: MatchInput.Origin
      switch index.resolveOrigin(parts, bytes, explain: explain) {
      case .success(let resolved): origin = resolved
      case .failure(let failure): return .failure(failure)
      }
      var hostIsFirstSegment = false
      // A non-empty segment takes a byte and a separator: a bound without counting slashes.
      let capacity = parts.path.count / 2 + 2
      return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) {
        segments -> Result<R, MatchFailure> in
        var count = 0
        if case .custom = origin, !parts.host.isEmpty {
          segments[0] = parts.host
          count = 1
          hostIsFirstSegment = true
        }
        var start = parts.path.lowerBound
        for offset in parts.path.lowerBound...parts.path.upperBound
        where offset == parts.path.upperBound || bytes[offset] == UInt8(ascii: "/") {
          WorkCounter.step(offset - start + 1)
          if offset > start {
            segments[count] = start..<offset
            count += 1
          }
          start = offset + 1
        }
        for position in 0..<count where Router.isDotSegment(bytes, segments[position]) {
          guard explain else { return .failure(.unexplained) }
          return .failure(
            MatchFailure(
              code: .unsafeInput,
              reason: "segment \(position + 1) is a '.' or '..' segment, which could climb a path"))
        }
        if count > limits.maximumSegments {
          guard explain else { return .failure(.unexplained) }
          return .failure(
            MatchFailure(
              code: .overLimit,
              reason:
                "the URL has \(count) path segments, over the limit of \(limits.maximumSegments)"))
        }
        let input = MatchInput(
          bytes: bytes, segments: segments, segmentCount: count,
          hostIsFirstSegment: hostIsFirstSegment, origin: origin, query: parts.query,
          fragment: parts.fragment, limits: limits)
        return .success(body(index, input))
      }
    }
  }

  /// Whether a segment is `.` or `..`, escaped or not.
  @inline(__always)
  static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>, _ segment: Range<Int>) -> Bool {
    let first = bytes[segment.lowerBound]
    guard segment.count <= 6, first == UInt8(ascii: ".") || first == UInt8(ascii: "%") else {
      return false
    }
    var dots = 0
    let allDots = PercentDecoding.forEachByte(bytes, segment) { byte in
      dots += 1
      return byte == UInt8(ascii: ".")
    }
    return allDots && dots <= 2
  }

  private static func describe(
    _ failure: URLParts.Failure, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> MatchFailure {
    switch failure {
    case .noScheme:
      return MatchFailure(code: .invalidURL, reason: "not an absolute URL: it has no scheme")
    case .invalidCharacter(let offset):
      let byte = bytes[offset]
      let shown = byte == 0x20 ? "a space" : String(format: "the byte 0x%02X", byte)
      return MatchFailure(
        code: .invalidURL,
        reason: "not a valid URL: \(shown) at offset \(offset) must be percent-encoded")
    case .invalidPort:
      return MatchFailure(code: .invalidURL, reason: "not a valid URL: the port is not a number")
    }
  }
}

extension RouteIndex {
  /// Which of the app's origins the URL belongs to, or why none. Allocates only to explain a
  /// refusal.
  func resolveOrigin(
    _ parts: URLParts, _ bytes: UnsafeBufferPointer<UInt8>, explain: Bool
  ) -> Result<MatchInput.Origin, MatchFailure> {
    let scheme = UnsafeBufferPointer(rebasing: bytes[parts.scheme])
    for (offset, candidate) in schemeBytes.enumerated()
    where candidate.count == scheme.count && scheme.lazy.map(lowercased).elementsEqual(candidate) {
      return .success(.custom(scheme: Int32(offset)))
    }
    let isHTTPS = scheme.lazy.map(lowercased).elementsEqual("https".utf8)
    let isHTTP = !isHTTPS && scheme.lazy.map(lowercased).elementsEqual("http".utf8)
    guard isHTTPS || isHTTP else {
      guard explain else { return .failure(.unexplained) }
      let schemeText = String(decoding: scheme, as: UTF8.self).lowercased()
      return .failure(
        MatchFailure(
          code: .foreignScheme,
          reason: "the scheme '\(schemeText)' is not one of the app's schemes"
            + " (\(origins.schemes.joined(separator: ", "))); open it externally"))
    }
    let host = UnsafeBufferPointer(rebasing: bytes[parts.host])
    func hostText() -> String { String(decoding: host, as: UTF8.self).lowercased() }
    guard
      let domain = domainBytes.firstIndex(where: { DomainName.matches(host, domain: $0) })
    else {
      guard explain else { return .failure(.unexplained) }
      let domains = origins.domains.isEmpty ? "none" : origins.domains.joined(separator: ", ")
      return .failure(
        MatchFailure(
          code: .foreignHost,
          reason: "the host '\(hostText())' is not one of the app's domains (\(domains))"))
    }
    let portIsDefault =
      parts.port.map {
        $0.isEmpty
          || UnsafeBufferPointer(rebasing: bytes[$0]).elementsEqual((isHTTPS ? "443" : "80").utf8)
      } ?? true
    if !explain, (isHTTP && !origins.allowsHTTP) || parts.userinfo != nil || !portIsDefault {
      return .failure(.unexplained)
    }
    if isHTTP, !origins.allowsHTTP {
      return .failure(
        MatchFailure(
          code: .insecureScheme, reason: "http is not accepted for '\(hostText())'; use https"))
    }
    if parts.userinfo != nil {
      return .failure(
        MatchFailure(
          code: .unexpectedAuthority,
          reason: "the URL carries user information before '\(hostText())'"))
    }
    if !portIsDefault, let port = parts.port {
      let portText = String(decoding: UnsafeBufferPointer(rebasing: bytes[port]), as: UTF8.self)
      return .failure(
        MatchFailure(
          code: .unexpectedAuthority, reason: "the URL names port \(portText) on '\(hostText())'"))
    }
    return .success(.web(host: parts.host, domain: domain))
  }

  /// The match for `entry`: decodes its captures, the query and the fragment.
  func makeMatch(_ entryIndex: Int32, _ input: MatchInput, url: String) -> RouteMatch {
    let entry = entries[Int(entryIndex)]
    var parameters: [Parameters.Element] = []
    if entry.capturesCount > 0 {
      parameters.reserveCapacity(Int(entry.capturesCount))
      for capture in captures[
        Int(entry.capturesStart)..<Int(entry.capturesStart + entry.capturesCount)]
      {
        let position = Int(capture.position)
        let value: String
        if capture.isRemainder {
          value = (position..<input.segmentCount).map {
            PercentDecoding.string(input.bytes, input.segments[$0])
          }.joined(separator: "/")
        } else {
          value = PercentDecoding.string(input.bytes, input.segments[position])
        }
        parameters.append((capture.name, value))
      }
    }
    let origin: LinkOrigin
    switch input.origin {
    case .custom(let scheme): origin = .customScheme(lowercased: origins.schemes[Int(scheme)])
    case .web(let host, let domain):
      let hostBytes = UnsafeBufferPointer(rebasing: input.bytes[host])
      // The host equals the domain it matched, but for case: reuse the domain's string.
      origin =
        hostBytes.count == domainBytes[domain].count
        ? .universalLink(lowercasedHost: origins.domains[domain])
        : .universalLink(host: String(decoding: hostBytes, as: UTF8.self))
    }
    return RouteMatch(
      route: routes[Int(entry.route)], parameters: Parameters(parameters),
      query: input.queryItems(),
      fragment: input.fragment.map {
        String(decoding: UnsafeBufferPointer(rebasing: input.bytes[$0]), as: UTF8.self)
      }, url: url, origin: origin)
  }
}

extension MatchInput {
  /// The query items, decoded, with `+` as a space; empty items (`a&&b`) are skipped.
  func queryItems() -> [QueryItem] {
    guard let query, !query.isEmpty else { return [] }
    var items: [QueryItem] = []
    var start = query.lowerBound
    for offset in query.lowerBound...query.upperBound
    where offset == query.upperBound || bytes[offset] == UInt8(ascii: "&") {
      defer { start = offset + 1 }
      guard offset > start, items.count < limits.maximumQueryItems else { continue }
      WorkCounter.step(offset - start + 1)
      var equals = start
      while equals < offset, bytes[equals] != UInt8(ascii: "=") {
        WorkCounter.step()
        equals += 1
      }
      let name = PercentDecoding.string(bytes, start..<equals, plusIsSpace: true)
      let value =
        equals < offset ? PercentDecoding.string(bytes, equals + 1..<offset, plusIsSpace: true) : ""
      items.append(QueryItem(name: name, value: value))
    }
    return items
  }
}
