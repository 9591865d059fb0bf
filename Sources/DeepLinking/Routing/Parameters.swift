/// The path parameters of a match, in pattern order, with typed access.
///
/// ```swift
/// let match = router.match("shop://product/42")!
/// match.parameters["id"]               // "42"
/// match.parameters.value("id", as: Int.self)  // 42
/// ```
public struct Parameters: Sendable, Hashable, Sequence {
  /// A parameter: its name and its decoded text.
  public typealias Element = (name: String, value: String)

  private var storage: [Element]

  init(_ storage: [Element]) { self.storage = storage }

  /// Creates parameters from pairs.
  public init(_ pairs: KeyValuePairs<String, String>) {
    storage = pairs.map { ($0.key, $0.value) }
  }

  /// The decoded text of the parameter `name`, or `nil`.
  public subscript(name: String) -> String? {
    storage.first(where: { $0.name == name })?.value
  }

  /// The parameter `name` converted to `type`, or `nil` when absent or not convertible.
  ///
  /// The conversion is the one ``RouteMatch/decode(_:)`` uses: numbers of every standard width,
  /// `Bool` (`true`, `false`, `1`, `0`), `UUID`, `URL`, `Date` (ISO 8601), `RawRepresentable`
  /// enums.
  public func value<T: Decodable>(_ name: String, as type: T.Type = T.self) -> T? {
    guard let text = self[name] else { return nil }
    return try? RouteMatch.decodeValue(text, as: type)
  }

  /// The number of parameters.
  public var count: Int { storage.count }

  /// Names and values as a dictionary.
  public var dictionary: [String: String] {
    Dictionary(storage.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  public func makeIterator() -> IndexingIterator<[Element]> { storage.makeIterator() }

  public static func == (lhs: Parameters, rhs: Parameters) -> Bool {
    lhs.storage.count == rhs.storage.count
      && zip(lhs.storage, rhs.storage).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for element in storage {
      hasher.combine(element.name)
      hasher.combine(element.value)
    }
  }
}
