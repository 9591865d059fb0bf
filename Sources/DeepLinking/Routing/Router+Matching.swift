import Foundation

extension Router {
  /// The best route for `url`, or `nil`.
  ///
  /// ```swift
  /// router.match("SHOP://PRODUCT/7")?.route.name  // "product": schemes and hosts ignore case
  /// ```
  public func match(_ url: String) -> RouteMatch? {
    var result: RouteMatch?
    _ = read(url) { index, input in
      _ = index.search(input) { entry in
        result = index.makeMatch(entry, input, url: url)
        return true
      }
      return nil
    }
    return result
  }

  /// The best route for `url`, or `nil`.
  public func match(_ url: URL) -> RouteMatch? { match(url.absoluteString) }

  /// Every route matching `url`, best first: the order in which declining handlers pass a link
  /// on.
  public func matches(_ url: String) -> [RouteMatch] {
    var results: [RouteMatch] = []
    _ = read(url) { index, input in
      _ = index.search(input) { entry in
        results.append(index.makeMatch(entry, input, url: url))
        return false
      }
      return nil
    }
    return results
  }

  /// The best route for `url`, or why there is none.
  ///
  /// Slower than ``match(_:)-(String)`` on a miss, since it works out which route came closest.
  public func resolve(_ url: String) -> Result<RouteMatch, MatchFailure> {
    var result: RouteMatch?
    let failure = read(url) { index, input in
      _ = index.search(input) { entry in
        result = index.makeMatch(entry, input, url: url)
        return true
      }
      return result == nil ? index.explainMiss(input) : nil
    }
    if let result { return .success(result) }
    return .failure(failure ?? MatchFailure(code: .noRoute, reason: "no route matches"))
  }

  /// Reads `url` and calls `body` with the index and the input; returns the failure when the
  /// URL is not one of the app's.
  private func read(
    _ url: String, _ body: (RouteIndex, MatchInput) -> MatchFailure?
  ) -> MatchFailure? {
    let index = self.index
    var text = url
    return text.withUTF8 { bytes -> MatchFailure? in
      if bytes.count > limits.maximumLength {
        return MatchFailure(
          code: .overLimit,
          reason: "the URL is \(bytes.count) bytes long, over the limit of \(limits.maximumLength)")
      }
      let parts: URLParts
      switch URLParts.read(bytes) {
      case .success(let read): parts = read
      case .failure(let failure): return Router.describe(failure, bytes)
      }
      let origin: MatchInput.Origin
      switch index.resolveOrigin(parts, bytes) {
      case .success(let resolved): origin = resolved
      case .failure(let failure): return failure
      }
      var hostIsFirstSegment = false
      var slashes = 1
      for offset in parts.path where bytes[offset] == UInt8(ascii: "/") { slashes += 1 }
      if case .custom = origin, !parts.host.isEmpty { slashes += 1 }
      return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: slashes) {
        segments -> MatchFailure? in
        var count = 0
        if case .custom = origin, !parts.host.isEmpty {
          segments[0] = parts.host
          count = 1
          hostIsFirstSegment = true
        }
        var start = parts.path.lowerBound
        for offset in parts.path.lowerBound...parts.path.upperBound
        where offset == parts.path.upperBound || bytes[offset] == UInt8(ascii: "/") {
          if offset > start {
            segments[count] = start..<offset
            count += 1
          }
          start = offset + 1
        }
        if count > limits.maximumSegments {
          return MatchFailure(
            code: .overLimit,
            reason:
              "the URL has \(count) path segments, over the limit of \(limits.maximumSegments)")
        }
        let input = MatchInput(
          bytes: bytes, segments: segments, segmentCount: count,
          hostIsFirstSegment: hostIsFirstSegment, origin: origin, query: parts.query,
          fragment: parts.fragment, limits: limits)
        return body(index, input)
      }
    }
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
  /// Which of the app's origins the URL belongs to, or why none.
  func resolveOrigin(
    _ parts: URLParts, _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<MatchInput.Origin, MatchFailure> {
    let scheme = UnsafeBufferPointer(rebasing: bytes[parts.scheme])
    for (offset, candidate) in schemeBytes.enumerated()
    where candidate.count == scheme.count && scheme.lazy.map(lowercased).elementsEqual(candidate) {
      return .success(.custom(scheme: Int32(offset)))
    }
    let schemeText = String(decoding: scheme, as: UTF8.self).lowercased()
    guard schemeText == "https" || schemeText == "http" else {
      return .failure(
        MatchFailure(
          code: .foreignScheme,
          reason: "the scheme '\(schemeText)' is not one of the app's schemes"
            + " (\(origins.schemes.joined(separator: ", "))); open it externally"))
    }
    let host = UnsafeBufferPointer(rebasing: bytes[parts.host])
    let hostText = String(decoding: host, as: UTF8.self).lowercased()
    guard domainBytes.contains(where: { DomainName.matches(host.lazy.map(lowercased), domain: $0) })
    else {
      let domains = origins.domains.isEmpty ? "none" : origins.domains.joined(separator: ", ")
      return .failure(
        MatchFailure(
          code: .foreignHost,
          reason: "the host '\(hostText)' is not one of the app's domains (\(domains))"))
    }
    if schemeText == "http", !origins.allowsHTTP {
      return .failure(
        MatchFailure(
          code: .insecureScheme, reason: "http is not accepted for '\(hostText)'; use https"))
    }
    if parts.userinfo != nil {
      return .failure(
        MatchFailure(
          code: .unexpectedAuthority,
          reason: "the URL carries user information before '\(hostText)'"))
    }
    if let port = parts.port, !port.isEmpty {
      let portText = String(decoding: UnsafeBufferPointer(rebasing: bytes[port]), as: UTF8.self)
      if portText != (schemeText == "https" ? "443" : "80") {
        return .failure(
          MatchFailure(
            code: .unexpectedAuthority, reason: "the URL names port \(portText) on '\(hostText)'"))
      }
    }
    return .success(.web(host: parts.host))
  }

  /// The match for `entry`: decodes its captures, the query and the fragment.
  func makeMatch(_ entryIndex: Int32, _ input: MatchInput, url: String) -> RouteMatch {
    let entry = entries[Int(entryIndex)]
    var parameters: [Parameters.Element] = []
    parameters.reserveCapacity(entry.captures.count)
    for capture in entry.captures {
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
    let origin: LinkOrigin
    switch input.origin {
    case .custom(let scheme): origin = .customScheme(origins.schemes[Int(scheme)])
    case .web(let host):
      origin = .universalLink(
        host: String(decoding: UnsafeBufferPointer(rebasing: input.bytes[host]), as: UTF8.self))
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
      var equals = start
      while equals < offset, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
      let name = PercentDecoding.string(bytes, start..<equals, plusIsSpace: true)
      let value =
        equals < offset ? PercentDecoding.string(bytes, equals + 1..<offset, plusIsSpace: true) : ""
      items.append(QueryItem(name: name, value: value))
    }
    return items
  }
}
