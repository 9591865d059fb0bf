/// Why a match's parameters could not be decoded into an app's type: the field, and what was
/// missing or malformed.
public struct LinkDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The field's path, such as `id` or `filters.1`.
  public let field: String
  /// What is wrong with it.
  public let reason: String

  public var description: String { "'\(field)': \(reason)" }
}
