/// Why a URL could not be built from a route and values.
public struct LinkBuildingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The route's name.
  public let route: String
  /// What is wrong.
  public let reason: String

  public var description: String { "cannot build a URL for route '\(route)': \(reason)" }
}
