/// Where a matched URL points: one of the app's custom schemes, or one of its web domains
/// (a universal link).
public struct LinkOrigin: Sendable, Hashable, CustomStringConvertible {
  enum Kind: Sendable, Hashable {
    case customScheme(String)
    case universalLink(host: String)
  }

  let kind: Kind

  /// A custom-scheme link such as `shop://product/42`; `nil` picks the router's first scheme
  /// when building URLs.
  public static func customScheme(_ scheme: String) -> LinkOrigin {
    LinkOrigin(kind: .customScheme(scheme.lowercased()))
  }

  /// A custom-scheme origin whose scheme is already lowercase.
  static func customScheme(lowercased scheme: String) -> LinkOrigin {
    LinkOrigin(kind: .customScheme(scheme))
  }

  /// A universal-link origin whose host is already lowercase.
  static func universalLink(lowercasedHost host: String) -> LinkOrigin {
    LinkOrigin(kind: .universalLink(host: host))
  }

  /// A universal link on `host`, such as `https://shop.example.com/product/42`.
  public static func universalLink(host: String) -> LinkOrigin {
    LinkOrigin(kind: .universalLink(host: host.lowercased()))
  }

  /// Whether the link is a universal link (http or https on one of the app's domains).
  public var isUniversalLink: Bool {
    if case .universalLink = kind { return true }
    return false
  }

  /// The custom scheme, for a custom-scheme link.
  public var scheme: String? {
    if case .customScheme(let scheme) = kind { return scheme }
    return nil
  }

  /// The web host, for a universal link.
  public var host: String? {
    if case .universalLink(let host) = kind { return host }
    return nil
  }

  public var description: String {
    switch kind {
    case .customScheme(let scheme): "custom scheme '\(scheme)'"
    case .universalLink(let host): "universal link on '\(host)'"
    }
  }
}
