/// The components of a details entry, found by the first segment of the path each requires, so
/// that a URL is tried against the components that can match it rather than against all of
/// them: a file made from 10,000 routes is read, matched and diffed in seconds, not hours.
///
/// A component whose path pattern starts with the literal text `/name/`, or is the literal
/// `/name`, matches only a path whose first segment is `name`, read as the component reads
/// paths (percent-decoded or as written, with case or without). Every other component (no
/// path, or a first segment holding a wildcard or a variable) may match any path, and is
/// always a candidate. Candidates come in file order: the first that matches is the one
/// Apple's rule (the first matching component decides) picks.
struct ComponentIndex: Sendable {
  /// How a component reads a URL's path.
  private struct Reading: Hashable, Sendable {
    let decoded: Bool
    let caseSensitive: Bool
  }

  /// The places of the components with a literal first segment, by how they read a path and
  /// by that segment (as compiled: without case, in lower case), each list in file order.
  private var bySegment: [Reading: [String: [Int]]] = [:]
  /// The places of the other components, in file order.
  private var unindexed: [Int] = []

  init(_ components: [AppSiteAssociation.Component]) {
    for (place, component) in components.enumerated() {
      if let segment = component.path.flatMap({ Self.literalFirstSegment($0.tokens) }) {
        bySegment[Self.reading(of: component), default: [:]][segment, default: []].append(place)
      } else {
        unindexed.append(place)
      }
    }
  }

  /// The places of the components that may match `url`, in file order.
  func candidates(for url: AASAURL) -> [Int] {
    var places = unindexed
    for (reading, segments) in bySegment {
      let path = url.path(decoded: reading.decoded).unicodeScalars
      guard path.first == "/" else { continue }
      let segment = path.dropFirst().prefix { $0 != "/" }.map {
        reading.caseSensitive ? $0 : AASAPattern.lower($0)
      }
      places += segments[String(String.UnicodeScalarView(segment))] ?? []
    }
    return bySegment.count > 1 || !unindexed.isEmpty ? places.sorted() : places
  }

  /// The places of the components that may cover `component`: match every URL it matches
  /// (``AASAReader/covers(_:_:)``), in file order. One with a literal first segment covers only
  /// a component whose path starts with the same segment, compared as the covering one
  /// compares case.
  func coverCandidates(of component: AppSiteAssociation.Component) -> [Int] {
    var places = unindexed
    if let segment = component.path.flatMap({ Self.literalFirstSegment($0.tokens) }) {
      for (reading, segments) in bySegment {
        let compared =
          reading.caseSensitive
          ? segment
          : String(String.UnicodeScalarView(segment.unicodeScalars.map(AASAPattern.lower)))
        places += segments[compared] ?? []
      }
    }
    return places.sorted()
  }

  private static func reading(of component: AppSiteAssociation.Component) -> Reading {
    Reading(
      decoded: !(component.settings.percentEncoded ?? true),
      caseSensitive: component.settings.caseSensitive ?? true)
  }

  /// The first segment `tokens` spell in literals: the text between a leading `/` and the next
  /// `/`, or the end of a pattern of literals alone; `nil` when a wildcard or a variable comes
  /// before either, or the pattern does not start with `/`.
  private static func literalFirstSegment(_ tokens: [AASAPattern.Token]) -> String? {
    guard case .literal("/") = tokens.first else { return nil }
    var segment = String.UnicodeScalarView()
    for token in tokens.dropFirst() {
      guard case .literal(let scalar) = token else { return nil }
      if scalar == "/" { break }
      segment.append(scalar)
    }
    return String(segment)
  }
}
