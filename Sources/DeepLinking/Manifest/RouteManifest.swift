import Foundation

/// A route table written as JSON: the app's schemes and domains and its routes.
///
/// ```json
/// {
///   "schemes": ["shop"],
///   "domains": ["shop.example.com"],
///   "routes": [
///     { "name": "product", "pattern": "/product/<int:id>", "example": "shop://product/42" }
///   ]
/// }
/// ```
///
/// <!-- sample: core -->
/// ```swift
/// let manifest = try RouteManifest(contentsOf: "deeplinks.json")
/// let router = manifest.router
/// ```
public struct RouteManifest: Sendable {
  /// The schemes and domains the app owns.
  package let origins: RouterOrigins
  /// The routes, in the order written.
  public let routes: [Route]
  /// Hosts a web-page route may open in a web view (`https` only).
  public let webAllowlist: [String]
  /// Schemes the app may hand to the system to open (default `tel`, `mailto`, `sms`, `https`).
  public let externalSchemes: [String]
  /// The file the manifest was read from.
  public let file: String
  /// The name of the Swift type generated from the manifest (`"swiftType"`), if given.
  public let swiftType: String?
  /// The limits the routes were checked under, and that routers made from it apply to links.
  public let limits: LinkLimits

  /// The largest manifest read, in bytes (16 MiB).
  public static let maximumSize = 16 << 20

  static let topLevelKeys: Set<String> = [
    "schemes", "domains", "allowHTTP", "caseSensitive", "routes", "webAllowlist",
    "externalSchemes", "swiftType",
  ]
  static let routeKeys: Set<String> = [
    "name", "pattern", "priority", "example", "description", "requires", "chain", "universal",
    "webPage",
  ]

  /// Reads and checks the manifest at `path`, under `limits`.
  ///
  /// - Throws: ``DeepLinkError`` for the first problem (`deeplink routes --check` lists them
  ///   all).
  public init(contentsOf path: String, limits: LinkLimits = .default) throws(DeepLinkError) {
    let text = try Self.read(path)
    try self.init(json: text, file: path, limits: limits)
  }

  /// Reads and checks manifest text under `limits`; `file` names it in errors.
  ///
  /// - Throws: ``DeepLinkError`` for the first problem.
  public init(json: String, file: String = "<manifest>", limits: LinkLimits = .default)
    throws(DeepLinkError)
  {
    var problems: [DeepLinkError] = []
    guard let manifest = Self.load(json, file: file, limits: limits, problems: &problems),
      problems.isEmpty
    else {
      throw problems.first ?? DeepLinkError.manifest(file, nil, "unreadable")
    }
    self = manifest
  }

  /// The router of the manifest's routes, reading links under the manifest's ``limits``: built
  /// once, when the manifest was read and its routes checked together under those limits.
  public let router: Router

  init(
    origins: RouterOrigins, routes: [Route], limits: LinkLimits,
    webAllowlist: [String], externalSchemes: [String], swiftType: String?, file: String
  ) {
    self.swiftType = swiftType
    self.origins = origins
    self.routes = routes
    self.router = Router(origins: origins, validatedRoutes: routes, limits: limits)
    self.limits = limits
    self.webAllowlist = webAllowlist
    self.externalSchemes = externalSchemes
    self.file = file
  }

  /// The text of the manifest file at `path`, refused over ``maximumSize``.
  package static func read(_ path: String) throws(DeepLinkError) -> String {
    let data = try fileContents(atPath: path, limit: maximumSize)
    guard data.count <= maximumSize else {
      throw DeepLinkError.manifest(path, nil, "the file is larger than \(maximumSize) bytes")
    }
    // JSON is UTF-8: bytes that are not would reach names and patterns as U+FFFD, silently.
    if let (offset, line) = firstNonUTF8Byte(in: data) {
      throw DeepLinkError.manifest(
        path, nil,
        "the file is not UTF-8: the bytes at offset \(offset) (line \(line)) are not a character")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
