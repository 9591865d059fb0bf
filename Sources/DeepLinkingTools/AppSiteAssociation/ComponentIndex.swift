/// The components of a details entry, found by the literal text their path starts with, so
/// that a URL is tried against the components that can match it rather than against all of
/// them: a file made from 10,000 routes is generated and diffed in seconds, where trying every
/// component took a quarter of an hour.
///
/// A component whose path pattern starts with literal text (`/product/` of `/product/?*`)
/// matches only a path that starts with that text, read as the component reads paths
/// (percent-decoded or as written, with case or without). Every other component (no path,
/// or one that starts with a wildcard or a variable) may match any path, and is always a
/// candidate. Candidates come in file order: the first that matches is the one Apple's rule
/// (the first matching component decides) picks.
struct ComponentIndex: Sendable {
  /// How a component reads a URL's path.
  private struct Reading: Hashable, Sendable {
    let decoded: Bool
    let caseSensitive: Bool
  }

  /// The components of one reading that start with literal text: by that text (as compiled:
  /// without case, in lower case), and the lengths, in scalars, of the texts there are.
  private struct Prefixes: Sendable {
    var places: [String: [Int]] = [:]
    var lengths: Set<Int> = []
    /// Each text's scalars with its place, in the order of the scalars' values: the texts
    /// that start with a given one stand together.
    var ordered: [(scalars: [UInt32], place: Int)] = []

    mutating func add(_ place: Int, startingWith prefix: [Unicode.Scalar]) {
      places[ComponentIndex.text(prefix), default: []].append(place)
      lengths.insert(prefix.count)
      ordered.append((prefix.map(\.value), place))
    }

    /// The places of the texts that start with `scalars` and go on past it.
    func extending(_ scalars: [UInt32]) -> [Int] {
      var low = 0
      var high = ordered.count
      while low < high {
        let middle = (low + high) / 2
        if ordered[middle].scalars.lexicographicallyPrecedes(scalars) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return ordered[low...].prefix { $0.scalars.starts(with: scalars) }
        .filter { $0.scalars.count > scalars.count }.map(\.place)
    }
  }

  private var prefixes: [Reading: Prefixes] = [:]
  /// The places of the other components, in file order.
  private var unindexed: [Int] = []
  /// How many components there are.
  private let count: Int

  init(_ components: [AppSiteAssociation.Component]) {
    count = components.count
    for (place, component) in components.enumerated() {
      let prefix = component.path.map { Self.literalPrefix($0.tokens) } ?? []
      guard !prefix.isEmpty else {
        unindexed.append(place)
        continue
      }
      let reading = Reading(
        decoded: !(component.settings.percentEncoded ?? true),
        caseSensitive: component.settings.caseSensitive ?? true)
      prefixes[reading, default: Prefixes()].add(place, startingWith: prefix)
    }
    for reading in prefixes.keys {
      prefixes[reading]?.ordered.sort { $0.scalars.lexicographicallyPrecedes($1.scalars) }
    }
  }

  /// The places of the components that may match `url`, in file order.
  func candidates(for url: AASAURL) -> [Int] {
    candidates { reading in
      url.path(decoded: reading.decoded).unicodeScalars.map {
        reading.caseSensitive ? $0 : AASAPattern.lower($0)
      }
    }
  }

  /// The places of the components that may cover `component`: match every URL it matches
  /// (``AASAReader/covers(_:_:)``), in file order. One that starts with literal text covers only
  /// a component whose path starts with the same text, compared as the covering one compares
  /// case (``AASAPattern/covers(_:caseSensitive:)``).
  func coverCandidates(of component: AppSiteAssociation.Component) -> [Int] {
    guard let path = component.path else { return unindexed }
    let prefix = Self.literalPrefix(path.tokens)
    return candidates { reading in
      reading.caseSensitive ? prefix : prefix.map(AASAPattern.lower)
    }
  }

  /// The places of the components that may match a text `component` matches, in file order:
  /// those that may cover it, and those whose literal start goes on past its own (`/a/b/?*`
  /// shares texts with `/a/?*`, and with `/?*`).
  func overlapCandidates(of component: AppSiteAssociation.Component) -> [Int] {
    guard let path = component.path else { return (0..<count).map { $0 } }
    let prefix = Self.literalPrefix(path.tokens)
    var places = coverCandidates(of: component)
    for (reading, entries) in prefixes {
      places += entries.extending(
        (reading.caseSensitive ? prefix : prefix.map(AASAPattern.lower)).map(\.value))
    }
    return places.sorted()
  }

  /// The unindexed places, and those of each reading whose text starts what `scalars` gives
  /// for that reading, in file order.
  private func candidates(_ scalars: (Reading) -> [Unicode.Scalar]) -> [Int] {
    var places = unindexed
    for (reading, entries) in prefixes {
      let text = scalars(reading)
      for length in entries.lengths where length <= text.count {
        places += entries.places[Self.text(text[..<length])] ?? []
      }
    }
    return places.sorted()
  }

  /// The literal scalars `tokens` start with, before any wildcard or variable.
  private static func literalPrefix(_ tokens: [AASAPattern.Token]) -> [Unicode.Scalar] {
    var prefix: [Unicode.Scalar] = []
    for token in tokens {
      guard case .literal(let scalar) = token else { break }
      prefix.append(scalar)
    }
    return prefix
  }

  private static func text(_ scalars: some Sequence<Unicode.Scalar>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }
}
