/// The reader's answers about a URL given as text, for the pipeline: one reading of a URL,
/// never a slice by hand beside it.
extension URLParts {
  /// The parts of `text`, or `nil` when it is not a URL the reader accepts.
  package static func read(_ text: String) -> (parts: URLParts, bytes: [UInt8])? {
    let bytes = Array(text.utf8)
    let parts = URLBytes.reading(bytes) { buffer -> URLParts? in
      guard case .success(let parts) = read(buffer) else { return nil }
      return parts
    }
    return parts.map { ($0, bytes) }
  }

  /// The lowercased scheme of `text`, or `nil` when it is not a URL.
  package static func scheme(of text: String) -> String? {
    guard let (parts, bytes) = read(text) else { return nil }
    return String(decoding: bytes[parts.scheme], as: UTF8.self).lowercased()
  }

  /// `text` with every value that may carry a secret replaced by `redacted`: each query
  /// value, each value of a fragment written as query items (`#access_token=...&state=...`, see
  /// ``fragmentHoldsItems(_:)``) and the user information (`user:password@`). Text that is not a
  /// URL is replaced whole, since it cannot be told apart.
  package static func redactingValues(_ text: String) -> String {
    guard let (parts, bytes) = read(text) else { return text.isEmpty ? "" : "<not a URL>" }
    var replaced: [(range: Range<Int>, text: String)] = []
    if let userinfo = parts.userinfo { replaced.append((userinfo, "redacted")) }
    if let query = parts.query { replaced.append((query, redactingItems(bytes[query]))) }
    if let fragment = parts.fragment, fragmentHoldsItems(bytes[fragment]) {
      replaced.append((fragment, redactingItems(bytes[fragment])))
    }
    guard !replaced.isEmpty else { return text }
    var result = ""
    var start = 0
    for (range, text) in replaced {
      result += String(decoding: bytes[start..<range.lowerBound], as: UTF8.self) + text
      start = range.upperBound
    }
    return result + String(decoding: bytes[start...], as: UTF8.self)
  }

  /// Whether a fragment is written as query items (it holds a `=`), as OAuth's implicit flow
  /// returns a token: its values are then treated as a query's.
  package static func fragmentHoldsItems(_ fragment: some Collection<UInt8>) -> Bool {
    fragment.contains(UInt8(ascii: "="))
  }

  /// `items` (`a=1&b`) with each value replaced by `redacted`.
  private static func redactingItems(_ items: ArraySlice<UInt8>) -> String {
    items.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false).map { item in
      guard let equals = item.firstIndex(of: UInt8(ascii: "=")) else {
        return String(decoding: item, as: UTF8.self)
      }
      return String(decoding: item[..<equals], as: UTF8.self) + "=redacted"
    }.joined(separator: "&")
  }
}

extension URLParts.Failure {
  /// The failure in words, naming the byte at fault and its offset: one wording for the router
  /// and the push reader.
  package func message(in bytes: URLBytes) -> String {
    switch self {
    case .noScheme: return "not an absolute URL: it has no scheme"
    case .invalidCharacter(let offset):
      let byte = bytes[offset]
      let shown: String
      if byte == 0x20 {
        shown = "a space"
      } else {
        shown =
          "the byte 0x"
          + String(decoding: [hexDigit(byte >> 4), hexDigit(byte & 0xF)], as: UTF8.self)
      }
      return "not a valid URL: \(shown) at offset \(offset) must be percent-encoded"
    case .invalidPort: return "not a valid URL: the port is not a number"
    }
  }
}

extension URLParts {
  /// What keeps `text` from being a URL the reader accepts, in words, or `nil`.
  package static func problem(with text: String) -> String? {
    URLBytes.reading(text) { bytes in
      guard case .failure(let failure) = read(bytes) else { return nil }
      return failure.message(in: bytes)
    }
  }
}
