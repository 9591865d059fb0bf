/// The universal links section (`applinks`) of an `apple-app-site-association` file, read and
/// checked, ready to tell which URLs open the app.
///
/// ```swift
/// let file = try AppSiteAssociation(json: text)
/// file.problems                                   // structural errors and warnings
/// file.match("https://example.com/buy/shoes").opens
/// ```
public struct AppSiteAssociation: Sendable {
  struct Settings: Sendable {
    var caseSensitive: Bool?
    var percentEncoded: Bool?

    func overriding(_ other: Settings) -> Settings {
      Settings(
        caseSensitive: other.caseSensitive ?? caseSensitive,
        percentEncoded: other.percentEncoded ?? percentEncoded)
    }
  }

  enum QueryPattern: Sendable {
    case whole(AASAPattern)
    case items([(name: String, pattern: AASAPattern)])
  }

  struct Component: Sendable {
    var path: AASAPattern?
    var query: QueryPattern?
    var fragment: AASAPattern?
    var exclude = false
    var settings = Settings()
    var comment: String?
  }

  struct Details: Sendable {
    var appIDs: [String] = []
    var components: [Component]?
    var legacyPaths: [(pattern: AASAPattern, exclude: Bool)]?
    var settings = Settings()
  }

  var details: [Details] = []
  var settings = Settings()
  var variables: [String: [String]] = [:]

  /// Every structural error and warning found, with its JSON path.
  public private(set) var problems: [AASAProblem] = []

  /// Whether the file has errors (warnings aside).
  public var hasErrors: Bool { problems.contains { $0.severity == .error } }

  /// Reads a file's JSON text.
  ///
  /// - Throws: ``AASAReadError`` when the text is not JSON, or not an object with `applinks`.
  ///   Other problems are collected in ``problems``.
  public init(json: String) throws(AASAReadError) {
    let root: JSONValue
    do {
      root = try JSONValue(parsing: json, maximumDepth: 64)
    } catch {
      throw AASAReadError(description: "\(error)")
    }
    guard case .object = root else {
      throw AASAReadError(
        description: "the file must be a JSON object, not \(root.kindDescription)")
    }
    guard let applinks = root["applinks"] else {
      throw AASAReadError(description: "the file has no 'applinks' section")
    }
    var reader = AASAReader()
    self = reader.read(root: root, applinks: applinks)
  }

  init() {}

  mutating func add(_ severity: AASAProblem.Severity, _ path: String, _ message: String) {
    problems.append(AASAProblem(severity: severity, path: path, message: message))
  }
}
