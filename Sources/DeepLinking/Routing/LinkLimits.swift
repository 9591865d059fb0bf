/// Limits on the links a router reads, so hostile input costs little and fails clearly.
///
/// <!-- sample: core, uses: routes -->
/// ```swift
/// let router = try Router(
///   schemes: ["shop"], routes: routes, limits: LinkLimits(maximumLength: 4096))
/// ```
public struct LinkLimits: Sendable, Hashable {
  /// The longest URL read, in UTF-8 bytes (default 32,768).
  public var maximumLength: Int
  /// The most path segments read (default 256).
  public var maximumSegments: Int
  /// The most query items read (default 512).
  public var maximumQueryItems: Int

  /// Creates limits.
  public init(maximumLength: Int = 32_768, maximumSegments: Int = 256, maximumQueryItems: Int = 512)
  {
    self.maximumLength = maximumLength
    self.maximumSegments = maximumSegments
    self.maximumQueryItems = maximumQueryItems
  }

  /// The default limits.
  public static let `default` = LinkLimits()

  /// Refuses limits no link could be read under: a negative count, or a length under 1. A
  /// router made with them would match nothing and say only that each link is over a limit.
  @inline(never)
  package func check() throws(DeepLinkError) {
    if maximumLength < 1 { throw Self.invalid("maximumLength", maximumLength, least: 1) }
    if maximumSegments < 0 { throw Self.invalid("maximumSegments", maximumSegments, least: 0) }
    if maximumQueryItems < 0 {
      throw Self.invalid("maximumQueryItems", maximumQueryItems, least: 0)
    }
  }

  @inline(never)
  private static func invalid(_ name: String, _ value: Int, least: Int) -> DeepLinkError {
    DeepLinkError(
      code: .invalidLimits, message: "must be at least \(least), not \(value)",
      location: "limits." + name)
  }

  /// The longest link read from inside a link (a `<url:>` or `<link:>` value) or from a push
  /// payload, in UTF-8 bytes.
  package static let maximumEmbeddedLinkLength = 8_192

  /// The deepest nesting of arrays and objects read in JSON that comes from outside the app: a
  /// push payload (and JSON written as a string inside it), an `apple-app-site-association`
  /// file. A manifest, written by the app's team, may nest up to
  /// `JSONValue.defaultMaximumDepth`.
  package static let maximumPayloadDepth = 64
}
