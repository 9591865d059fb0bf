import Foundation

/// What `<url:>` and `<link:>` placeholders accept, read from a value's decoded bytes.
enum LinkValue {
  /// An absolute `https` or `http` URL with a host, that the URL reader accepts and
  /// Foundation's `URL` reads (a value the placeholder takes converts to a `URL`, by the one
  /// rule: `https://[` or `http://%` did not): never `javascript:`, `data:` or `file:`, nor
  /// `//host` (not absolute).
  static func isWebURL(_ bytes: [UInt8]) -> Bool {
    guard let parts = parts(bytes) else { return false }
    let scheme = bytes[parts.scheme].map(lowercased)
    return (scheme == Array("https".utf8) || scheme == Array("http".utf8)) && !parts.host.isEmpty
      && URL(string: String(decoding: bytes, as: UTF8.self)) != nil
  }

  /// An absolute URL (of any scheme: whether the app owns it is decided when it is followed),
  /// or a path starting with a single `/`.
  static func isLink(_ bytes: [UInt8]) -> Bool {
    if bytes.first == UInt8(ascii: "/") {
      guard bytes.count == 1 || bytes[1] != UInt8(ascii: "/") else { return false }
      return parts(Array("x://h".utf8) + bytes) != nil
    }
    return parts(bytes) != nil
  }

  private static func parts(_ bytes: [UInt8]) -> URLParts? {
    URLBytes.reading(bytes) { view in
      guard case .success(let parts) = URLParts.read(view), !parts.scheme.isEmpty else {
        return nil
      }
      return parts
    }
  }
}
