/// A JSON value, as read from a manifest, a push payload or an `apple-app-site-association` file.
///
/// Objects keep their keys in the order they were written, so errors and generated files are
/// stable.
///
/// ```swift
/// let payload = try JSONValue(parsing: #"{"link": "shop://product/5"}"#)
/// payload["link"]?.stringValue  // "shop://product/5"
/// ```
package enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its members in the order written.
  case object([(key: String, value: JSONValue)])

  /// The value stored under `key` when this is an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// The string, when this is a string.
  package var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, when this is an object.
  package var objectValue: [(key: String, value: JSONValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements, when this is an array.
  package var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The Boolean, when this is `true` or `false`.
  package var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// Whether arrays and objects nest more than `levels` deep, counting this value (`{"a": []}`
  /// nests 2 deep), as ``init(parsing:maximumDepth:)`` counts them.
  package func nests(deeperThan levels: Int) -> Bool {
    switch self {
    case .array(let elements): levels < 1 || elements.contains { $0.nests(deeperThan: levels - 1) }
    case .object(let members):
      levels < 1 || members.contains { $0.value.nests(deeperThan: levels - 1) }
    default: false
    }
  }

  /// A short name of the value's kind, for error messages: `"a string"`, `"an object"`, ...
  package var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
