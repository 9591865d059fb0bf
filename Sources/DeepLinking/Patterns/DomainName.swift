/// Checks on the domains (web hosts) a route table may own.
package enum DomainName {
  /// What is wrong with `domain` as a bare host name, optionally starting with `*.`, or `nil`.
  package static func problem(_ domain: String) -> String? {
    if domain.isEmpty { return "the domain is empty" }
    // A scheme first: `https://shop.example.com` has slashes, but no path.
    if domain.contains(":") {
      return "the domain '\(domain)' has a scheme or port; give the host alone"
    }
    if domain.contains("/") { return "the domain '\(domain)' has a path; give the host alone" }
    var host = Substring(domain)
    let wildcard = host.hasPrefix("*.")
    if wildcard { host = host.dropFirst(2) }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if wildcard, labels.count == 1, !host.isEmpty {
      return
        "a wildcard over '\(host)' would take every host under a top-level domain; give the app's own domain under it, as in *.example.\(host)"
    }
    if wildcard, labels.count == 2, isRegistrySuffix(labels[0], labels[1]) {
      return
        "a wildcard over '\(host)' would take every host a registry hands out under it; give the app's own domain under it, as in *.example.\(host)"
    }
    if labels.allSatisfy({ isLabel($0.utf8) }) {
      guard wildcard, isSharedHostingSuffix(host) else { return nil }
      return
        "a wildcard over '\(host)' would take every site anyone publishes there; give the app's own host, as in example.\(host)"
    }
    // Links arrive with a name's ASCII form: `bücher.example` as `xn--bcher-kva.example`.
    return domain.unicodeScalars.allSatisfy(\.isASCII)
      ? "'\(domain)' is not a valid domain name"
      : "'\(domain)' is not a valid domain name: give its ASCII (xn--) form, as links carry it"
  }

  /// Whether `label` is a DNS label as host names write it: 1 to 63 ASCII letters, digits and
  /// hyphens, the first and the last not a hyphen. The one rule for the app's domains, the web
  /// allowlist, web pages, and the labels a link brings under a `*.` domain or a pattern's
  /// `*.`/`<name>.` host.
  @inline(__always)
  static func isLabel(_ label: some Collection<UInt8>) -> Bool {
    guard let first = label.first, label.count <= 63 else { return false }
    var last = first
    for byte in label {
      guard isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "-") else { return false }
      last = byte
    }
    return first != UInt8(ascii: "-") && last != UInt8(ascii: "-")
  }

  /// Whether `host[range]` is DNS labels joined by dots (see ``isLabel(_:)``).
  private static func isLabels(_ host: URLBytes, _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    for offset in range.lowerBound...range.upperBound
    where offset == range.upperBound || host[offset] == 0x2E {
      guard isLabel(host[start..<offset]) else { return false }
      start = offset + 1
    }
    return true
  }

  /// Whether `label.country` is a registry's public suffix under a country's top-level domain,
  /// where anyone may register a name (`co.uk`, `com.au`, `ac.jp`): the second-level labels
  /// registries use for companies, networks, organizations, schools, governments and people.
  /// A short list, not the Public Suffix List: it catches the wildcards written by mistake.
  private static func isRegistrySuffix(_ label: Substring, _ country: Substring) -> Bool {
    country.count == 2 && country.allSatisfy(\.isLetter)
      && ["ac", "co", "com", "edu", "gov", "go", "ltd", "me", "ne", "net", "or", "org", "plc"]
        .contains(label.lowercased())
  }

  /// Whether `host` is a suffix under which a hosting service gives anyone a site of their
  /// own (`octocat.github.io`): under a wildcard over it, every stranger's page would be the
  /// app's. The best-known ones of the Public Suffix List's private section, not the list.
  private static func isSharedHostingSuffix(_ host: Substring) -> Bool {
    let host = host.lowercased()
    return [
      "github.io", "gitlab.io", "vercel.app", "netlify.app", "pages.dev", "workers.dev", "web.app",
      "firebaseapp.com", "appspot.com", "herokuapp.com", "azurewebsites.net",
      "azurestaticapps.net", "cloudfront.net", "amplifyapp.com", "s3.amazonaws.com",
      "blogspot.com", "myshopify.com", "glitch.me", "onrender.com", "fly.dev", "surge.sh",
      "ngrok.io", "ngrok-free.app", "repl.co",
    ].contains(host)
  }

  /// Whether `host` (compared case-insensitively) is `domain` or, for `*.example.com`, one of
  /// its subdomains at any depth — never `example.com` itself, as Apple's associated domains
  /// read a wildcard (list the apex too to take it). `domain` is lowercase. The labels the
  /// link brings under a wildcard must be DNS labels: `evil.com%2F.example.com` is read as a
  /// host by some readers and as a path by others.
  @inline(__always)
  package static func matches(_ host: URLBytes, domain: [UInt8]) -> Bool {
    let wildcard = domain.count >= 2 && domain[0] == UInt8(ascii: "*") && domain[1] == 0x2E
    let suffix = wildcard ? 2 : 0
    let length = domain.count - suffix
    if !wildcard {
      guard host.count == length else { return false }
      for offset in 0..<length where lowercased(host[offset]) != domain[offset] { return false }
      return true
    }
    // A subdomain: one label or more, a ".", then the domain without "*.".
    guard host.count > length + 1, host[host.count - length - 1] == 0x2E else { return false }
    let start = host.count - length
    for offset in 0..<length where lowercased(host[start + offset]) != domain[suffix + offset] {
      return false
    }
    return isLabels(host, 0..<(start - 1))
  }

  /// Whether `host` (compared case-insensitively) is one DNS label (see ``isLabel(_:)``), a
  /// `.`, then `suffix` (lowercase): what a pattern's `*.` or `<name>.` host takes.
  @inline(__always)
  package static func matchesOneLabel(_ host: URLBytes, suffix: [UInt8]) -> Bool {
    guard host.count > suffix.count + 1, host[host.count - suffix.count - 1] == 0x2E else {
      return false
    }
    let start = host.count - suffix.count
    for offset in 0..<suffix.count where lowercased(host[start + offset]) != suffix[offset] {
      return false
    }
    return isLabel(host[0..<(start - 1)])
  }

  /// Whether `host` is `domain` or covered by it; see the buffer form.
  package static func matches(_ host: String, domain: String) -> Bool {
    URLBytes.reading(host) { matches($0, domain: Array(domain.lowercased().utf8)) }
  }
}
