/// Limits on the links a router reads, so hostile input costs little and fails clearly.
///
/// ```swift
/// let router = try Router(origins: origins, routes: routes, limits: LinkLimits(maximumLength: 4096))
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
}
