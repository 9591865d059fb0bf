/// A path of keys into a JSON payload, such as `notificationOptions.primaryButtonAction.resource`.
///
/// A step may go into an object, into an array by index, or into a string that is itself
/// JSON text (several providers send nested JSON as a string). Keys may hold dots
/// (`com.batch.l` reads `l` under the key `com.batch`): the longest key present wins.
package struct PayloadKeyPath: Sendable, Equatable, CustomStringConvertible {
  package let components: [String]

  package init(_ text: String) { components = text.split(separator: ".").map(String.init) }
  package init(components: [String]) { self.components = components }

  package var description: String { components.joined(separator: ".") }

  /// The value at this path in `payload`, or `nil` when a step is missing. A path of no steps
  /// (`""`, `"."`) finds nothing: the whole payload is no value of it (a custom path written so
  /// would have made every push fail to read).
  package func value(in payload: JSONValue) -> JSONValue? {
    guard !components.isEmpty else { return nil }
    var current = payload
    var index = 0
    while index < components.count {
      if case .string(let text) = current, let nested = PayloadKeyPath.nestedJSON(text) {
        current = nested
      }
      switch current {
      case .object:
        // The longest run of components that names a key, so keys may contain dots.
        var found: (value: JSONValue, next: Int)?
        for end in stride(from: components.count, to: index, by: -1) {
          let key = components[index..<end].joined(separator: ".")
          if let value = current[key] {
            found = (value, end)
            break
          }
        }
        guard let found else { return nil }
        current = found.value
        index = found.next
      case .array(let elements):
        guard let position = Int(components[index]), elements.indices.contains(position) else {
          return nil
        }
        current = elements[position]
        index += 1
      default:
        return nil
      }
    }
    return current
  }

  /// `text` parsed as JSON when it is an object or array written as a string.
  package static func nestedJSON(_ text: String) -> JSONValue? {
    let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard trimmed.first == "{" || trimmed.first == "[" else { return nil }
    return try? JSONValue(parsing: text, maximumDepth: LinkLimits.maximumPayloadDepth)
  }
}
