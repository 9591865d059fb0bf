/// Checks on the domains (web hosts) a route table may own.
enum DomainName {
  /// What is wrong with `domain` as a bare host name, optionally starting with `*.`, or `nil`.
  static func problem(_ domain: String) -> String? {
    if domain.isEmpty { return "the domain is empty" }
    if domain.contains("/") { return "the domain '\(domain)' has a path; give the host alone" }
    if domain.contains(":") {
      return "the domain '\(domain)' has a scheme or port; give the host alone"
    }
    var host = Substring(domain)
    if host.hasPrefix("*.") { host = host.dropFirst(2) }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    let valid = labels.allSatisfy { label in
      !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
        && label.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }
    return valid ? nil : "'\(domain)' is not a valid domain name"
  }

  /// Whether `host` (lowercased) is `domain` or, for `*.example.com`, a subdomain of it or
  /// the domain itself.
  static func matches(_ host: some Collection<UInt8>, domain: [UInt8]) -> Bool {
    if domain.starts(with: [UInt8(ascii: "*"), UInt8(ascii: ".")]) {
      let suffix = domain.dropFirst(2)
      if host.count == suffix.count { return host.elementsEqual(suffix) }
      guard host.count > suffix.count + 1 else { return false }
      return host.suffix(suffix.count + 1).elementsEqual(domain.dropFirst(1))
    }
    return host.elementsEqual(domain)
  }
}
