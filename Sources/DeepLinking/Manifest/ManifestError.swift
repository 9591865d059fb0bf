/// A problem in a route manifest, naming the file, where in it, and what is wrong.
///
/// ```
/// deeplinks.json: routes[0]: route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'
/// ```
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The manifest's path, or `<manifest>` for text.
  public let file: String
  /// Where in the manifest: a JSON path such as `routes[3].priority`, or `nil` for the whole file.
  public let location: String?
  /// What is wrong; for a route, the ``RouteError``'s description.
  public let reason: String

  public var description: String {
    [file, location, reason].compactMap { $0 }.joined(separator: ": ")
  }
}
