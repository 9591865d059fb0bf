/// One `name=value` item of a URL's query, percent-decoded, with `+` read as a space.
///
/// An item written without `=` has the empty string as its value.
public struct QueryItem: Sendable, Hashable, CustomStringConvertible {
  /// The decoded name.
  public let name: String
  /// The decoded value; empty when the item had none.
  public let value: String

  /// Creates an item.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  public var description: String { "\(name)=\(value)" }
}

extension [QueryItem] {
  /// The first value of `name`, or `nil`.
  public func first(_ name: String) -> String? {
    first(where: { $0.name == name })?.value
  }

  /// Every value of `name`, in order.
  public func all(_ name: String) -> [String] {
    filter { $0.name == name }.map(\.value)
  }
}
