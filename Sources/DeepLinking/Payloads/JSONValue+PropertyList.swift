import Foundation

extension JSONValue {
  /// A notification's `userInfo` (or any property list) as JSON: dictionaries become objects
  /// with their keys sorted, numbers and Booleans keep their kind, dates become ISO 8601 text in
  /// UTC (years 0000 to 9999), data becomes base64; values JSON cannot hold (and keys that are
  /// not strings) are left out, as are values nested deeper than ``defaultMaximumDepth``
  /// levels (`userInfo` itself the first), which bounds the recursion; a push payload nesting
  /// deeper than 64 is refused whole by ``PushLinkReader``, as its JSON text would be.
  ///
  /// ```swift
  /// let payload = JSONValue(userInfo: response.notification.request.content.userInfo)
  /// ```
  package init(userInfo: [AnyHashable: Any]) {
    self = JSONValue(propertyList: userInfo, depth: 0) ?? .object([])
  }

  private init?(propertyList value: Any, depth: Int) {
    guard depth < JSONValue.defaultMaximumDepth else { return nil }
    switch value {
    case let dictionary as [AnyHashable: Any]:
      let members = dictionary.compactMap { key, value -> (key: String, value: JSONValue)? in
        guard let key = key.base as? String,
          let converted = JSONValue(propertyList: value, depth: depth + 1)
        else { return nil }
        return (key, converted)
      }
      self = .object(
        stableOrder(members.count) { members[$0].key < members[$1].key }.map { members[$0] })
    case let array as [Any]:
      self = .array(array.compactMap { JSONValue(propertyList: $0, depth: depth + 1) })
    case let string as String: self = .string(string)
    case let bool as Bool where type(of: value) == Bool.self: self = .bool(bool)
    case let number as NSNumber:
      // A Boolean from JSON or a property list is an NSNumber of Objective-C type "c".
      if String(cString: number.objCType) == "c", number.intValue == 0 || number.intValue == 1 {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
    case let int as Int: self = .number(Double(int))
    case let double as Double: self = .number(double)
    case let date as Date:
      // The one date form of the package (`<date>` parameters and URL building read it).
      guard let text = ISO8601Date.text(date) else { return nil }
      self = .string(text)
    case let data as Data: self = .string(data.base64EncodedString())
    case let url as URL: self = .string(url.absoluteString)
    case is NSNull: self = .null
    default: return nil
    }
  }
}
