/// Named text values of a link, in order, with typed access: a match's path parameters (in
/// pattern order) and its query items (in URL order, repeated names kept).
///
/// <!-- sample: core, uses: router -->
/// ```swift
/// let match = router.match("shop://product/42?tag=a&tag=b")!
/// match.parameters["id"]                        // "42"
/// match.parameters.value("id", as: Int.self)    // 42
/// match.query.values("tag")                     // ["a", "b"]
/// ```
public struct Parameters: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral
{
  /// A parameter: its name and its decoded text.
  public typealias Element = (name: String, value: String)

  private var storage: [Element]

  /// Values from a list made at run time, in order (query items for `url(for:query:)`, say); a
  /// name may repeat.
  public init(_ elements: [Element]) { storage = elements }

  /// Values from a literal, in order; a name may repeat (`["tag": "a", "tag": "b"]`).
  public init(dictionaryLiteral elements: (String, String)...) {
    storage = elements.map { (name: $0.0, value: $0.1) }
  }

  /// The decoded text of the first value named `name`, or `nil`.
  public subscript(name: String) -> String? {
    storage.first(where: { $0.name == name })?.value
  }

  /// Every value named `name`, in order: a repeated query item's values.
  public func values(_ name: String) -> [String] {
    storage.filter { $0.name == name }.map(\.value)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.count }
  public subscript(position: Int) -> Element { storage[position] }

  /// The parameter `name` converted to `type`, or `nil` when absent or not convertible.
  ///
  /// The conversion is the one ``RouteMatch/decode(_:)`` uses: numbers of every standard width,
  /// `Bool` (`true`, `false`, `1`, `0`), `UUID`, `URL` (as `<url:>`: absolute `https` or
  /// `http`), `Date` (ISO 8601), `RawRepresentable` enums.
  public func value<T: Decodable>(_ name: String, as type: T.Type = T.self) -> T? {
    guard let text = self[name] else { return nil }
    return try? RouteMatch.decodeValue(text, as: type)
  }

  /// Names and values as a dictionary.
  public var dictionary: [String: String] {
    Dictionary(storage.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

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

extension Parameters: CustomStringConvertible {
  /// The names and values as a literal writes them, in order: `["id": "42", "tag": "a"]`.
  public var description: String {
    var text = "["
    for element in storage {
      if text.utf8.count > 1 { text += ", " }
      text += "\(element.name.debugDescription): \(element.value.debugDescription)"
    }
    return storage.isEmpty ? "[:]" : text + "]"
  }
}
