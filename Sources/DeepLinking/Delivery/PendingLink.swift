import Foundation

/// A link waiting in the inbox, as it is stored: the link as it arrived and the routes it
/// was matched to on arrival, best first, with the one to try next.
///
/// A link is routed once, when it arrives; what is stored, gated and delivered is this value.
/// When a route's handler declines, the link moves on to the next route; when that route
/// waits for a condition, the link waits here, at that route.
///
/// A class of constants: the pipeline passes waiting links through many steps, and a struct
/// holding the link's seven fields was copied field by field at each (2.8 KB of code).
package final class PendingLink: Sendable, Codable {
  /// A unique identifier of this waiting link.
  package let id: UUID
  /// The link.
  package let link: IncomingLink
  /// The matches, best first, as stored; empty for a link stored by an earlier version.
  let candidates: [StoredMatch]
  /// The position in `candidates` of the route to try next.
  let nextCandidate: Int

  /// The names of the routes the link may still be delivered to, in the order tried.
  package var routes: [String] { candidates.dropFirst(nextCandidate).map(\.route) }

  /// Creates a waiting link that has not been routed yet (it is routed when loaded).
  package convenience init(id: UUID = UUID(), link: IncomingLink) {
    self.init(id: id, link: link, candidates: [], nextCandidate: 0)
  }

  init(id: UUID = UUID(), link: IncomingLink, candidates: [StoredMatch], nextCandidate: Int) {
    self.id = id
    self.link = link
    self.candidates = candidates
    self.nextCandidate = nextCandidate
  }

  /// The same link, to be tried next at `candidate`.
  func resuming(at candidate: Int) -> PendingLink {
    PendingLink(id: id, link: link, candidates: candidates, nextCandidate: candidate)
  }

  private enum CodingKeys: String, CodingKey { case id, link, candidates, nextCandidate }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(UUID.self, forKey: .id)
    link = try container.decode(IncomingLink.self, forKey: .link)
    // Version 1 stored the link alone.
    candidates = try container.decodeIfPresent([StoredMatch].self, forKey: .candidates) ?? []
    nextCandidate = try container.decodeIfPresent(Int.self, forKey: .nextCandidate) ?? 0
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(link, forKey: .link)
    try container.encode(candidates, forKey: .candidates)
    try container.encode(nextCandidate, forKey: .nextCandidate)
  }
}

/// A match as it is stored: the route by name, and what was read from the URL.
struct StoredMatch: Sendable, Codable, Equatable {
  let route: String
  let parameters: [[String]]
  let query: [[String]]
  let fragment: String?
  /// `scheme:NAME` or `host:NAME`.
  let origin: String
  /// For a match reached through `<link:>` placeholders: the outer routes and the inner link
  /// (absent in stores written before links inside links, read as a direct match).
  let via: [String]?
  let innerURL: String?

  init(_ match: RouteMatch) {
    route = match.name
    parameters = match.parameters.map { [$0.name, $0.value] }
    query = match.query.map { [$0.name, $0.value] }
    fragment = match.fragment
    origin = match.origin.scheme.map { "scheme:\($0)" } ?? "host:\(match.origin.host ?? "")"
    via = match.via.isEmpty ? nil : match.via
    innerURL = match.via.isEmpty ? nil : match.url
  }

  /// The match again, with the route of that name in `router`; `nil` when the route is gone
  /// (the app was updated while the link waited) or the record is damaged.
  func match(url: String, in router: Router) -> RouteMatch? {
    guard let route = router.route(named: self.route),
      parameters.allSatisfy({ $0.count == 2 }), query.allSatisfy({ $0.count == 2 })
    else { return nil }
    let origin: LinkOrigin
    if self.origin.hasPrefix("scheme:") {
      origin = .customScheme(String(self.origin.dropFirst(7)))
    } else if self.origin.hasPrefix("host:") {
      origin = .universalLink(host: String(self.origin.dropFirst(5)))
    } else {
      return nil
    }
    var match = RouteMatch(
      route: route, parameters: Parameters(parameters.map { ($0[0], $0[1]) }),
      query: Parameters(query.map { ($0[0], $0[1]) }), fragment: fragment, url: innerURL ?? url,
      origin: origin, routesLink: route.pattern.routesLink)
    match.via = via ?? []
    return match
  }
}
