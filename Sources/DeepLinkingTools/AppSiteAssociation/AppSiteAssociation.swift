import DeepLinking

/// The universal links section (`applinks`) of an `apple-app-site-association` file, read and
/// checked, ready to tell which URLs open the app.
///
/// ```swift
/// let file = try AppSiteAssociation(json: text)
/// file.problems                                   // structural errors and warnings
/// file.match("https://example.com/buy/shoes").opens
/// ```
package struct AppSiteAssociation: Sendable {
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
    var components: [Component]? {
      didSet { componentIndex = ComponentIndex(components ?? []) }
    }
    /// The components by the literal text their path starts with, for matching and covering.
    private(set) var componentIndex = ComponentIndex([])
    /// The legacy form's paths that could be read, each with its index in `paths` (one that
    /// could not is left out, and the file's problems name it).
    var legacyPaths: [(pattern: AASAPattern, exclude: Bool, index: Int)]?
    var settings = Settings()
  }

  var details: [Details] = []
  var settings = Settings()
  var variables: [String: [String]] = [:]

  /// Every structural error and warning found, with its JSON path.
  package private(set) var problems: [AASAProblem] = []

  /// Whether the file has any `applinks` details entry: without one, no URL opens the app.
  package var hasUniversalLinks: Bool { !details.isEmpty }

  /// The most a device reads of the file, in bytes, uncompressed: 128 KB (Apple's limit since
  /// iOS 9.3.1). A longer file is not read at all, and no URL of its domain opens the app.
  package static let maximumSize = 128 * 1024

  /// The file's length in bytes.
  private(set) var size = 0

  /// Whether the file is longer than ``maximumSize``, which a device does not read.
  var isTooLong: Bool { size > Self.maximumSize }

  /// Whether the file has errors (warnings aside).
  package var hasErrors: Bool { problems.contains { $0.severity == .error } }

  /// Reads a file's JSON text.
  ///
  /// - Throws: ``AASAReadError`` when the text is not JSON, or not an object with `applinks`.
  ///   Other problems are collected in ``problems``.
  package init(json: String) throws(AASAReadError) {
    let root: JSONValue
    let duplicates: [JSONDuplicateKey]
    do {
      // Apple's reader keeps the last of a key written twice; so does this one, with a warning.
      (root, duplicates) = try JSONValue.parse(
        json, maximumDepth: LinkLimits.maximumPayloadDepth, duplicateKeys: .keepLast)
    } catch {
      throw AASAReadError(description: "\(error)")
    }
    guard case .object = root else {
      throw AASAReadError(
        description: "the file must be a JSON object, not \(root.kindDescription)")
    }
    var reader = AASAReader()
    if let applinks = root["applinks"] {
      self = reader.read(root: root, applinks: applinks)
    } else if let other = AASAReader.topKeys.subtracting(["applinks"]).sorted().first(where: {
      root[$0] != nil
    }) {
      // A file for shared web credentials or App Clips only is valid: it opens no links.
      self = reader.read(root: root, applinks: nil)
      add(
        .warning, "applinks",
        "absent: the file has '\(other)' but no universal links, so no URL opens the app")
    } else {
      throw AASAReadError(description: "the file has no 'applinks' section")
    }
    for duplicate in duplicates {
      add(
        .warning, "line \(duplicate.line), column \(duplicate.column)",
        "the key \"\(duplicate.key)\" is written twice in one object; the last value is used")
    }
    size = json.utf8.count
    if isTooLong {
      add(
        .error, "the file",
        "\(size) bytes, over the \(Self.maximumSize) (128 KB) a device reads: it reads none of it, and no URL opens the app; make it shorter (fewer components, shorter comments, no indentation)"
      )
    }
  }

  init() {}

  mutating func add(_ severity: AASAProblem.Severity, _ path: String, _ message: String) {
    problems.append(AASAProblem(severity: severity, path: path, message: message))
  }
}
