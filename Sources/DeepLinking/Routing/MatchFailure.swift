/// Why a URL matched no route, in words, and whether it belongs outside the app.
///
/// ```swift
/// if case .failure(let failure) = router.resolve("tel:+123456789") {
///   failure.isExternal  // true: the scheme is not the app's
///   failure.reason      // "the scheme 'tel' is not one of the app's schemes (shop)"
/// }
/// ```
public struct MatchFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of miss this is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    /// The text is not an absolute URL, or holds characters a URL cannot.
    public static let invalidURL = Code("invalid URL")
    /// A URL over the router's limits (length, segments, query items).
    public static let overLimit = Code("over limit")
    /// Input refused as unsafe: a `.` or `..` segment, a percent-encoded control character.
    public static let unsafeInput = Code("unsafe input")
    /// The scheme is not one of the app's (`tel:`, `mailto:`, another app's scheme).
    public static let foreignScheme = Code("foreign scheme")
    /// An http(s) URL whose host is not one of the app's domains.
    public static let foreignHost = Code("foreign host")
    /// An `http` URL on the app's domain where only `https` is allowed.
    public static let insecureScheme = Code("insecure scheme")
    /// A web URL with a port or user information, which universal links never carry.
    public static let unexpectedAuthority = Code("unexpected authority")
    /// The URL is the app's, but no route matches it.
    public static let noRoute = Code("no route")
  }

  /// What kind of miss this is.
  public let code: Code
  /// Why, in words: which route came closest and why it failed, or which part of the URL is
  /// not the app's.
  public let reason: String

  /// Whether the URL belongs to another app or the web (a foreign scheme or host), so the
  /// system may open it.
  public var isExternal: Bool { code == .foreignScheme || code == .foreignHost }

  public var description: String { reason }

}
