/// A path of keys into a JSON payload, such as `notificationOptions.primaryButtonAction.resource`.
///
/// A step may go into an object, into an array by index, or into a string that is itself
/// JSON text (several providers send nested JSON as a string).
struct PayloadKeyPath: Sendable, Hashable, CustomStringConvertible {
  let components: [String]

  init(_ text: String) { components = text.split(separator: ".").map(String.init) }
  init(components: [String]) { self.components = components }

  var description: String { components.joined(separator: ".") }

  /// The value at this path in `payload`, or `nil` when a step is missing.
  func value(in payload: JSONValue) -> JSONValue? {
    var current = payload
    for component in components {
      if case .string(let text) = current, let nested = PayloadKeyPath.nestedJSON(text) {
        current = nested
      }
      switch current {
      case .object:
        guard let next = current[component] else { return nil }
        current = next
      case .array(let elements):
        guard let index = Int(component), elements.indices.contains(index) else { return nil }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }

  /// `text` parsed as JSON when it is an object or array written as a string.
  static func nestedJSON(_ text: String) -> JSONValue? {
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard trimmed.first == "{" || trimmed.first == "[" else { return nil }
    return try? JSONValue(parsing: text, maximumDepth: 64)
  }
}
