/// The custom schemes and web domains a router owns, and how it compares text.
///
/// ```swift
/// let origins = try RouterOrigins(schemes: ["shop"], domains: ["shop.example.com"])
/// ```
package struct RouterOrigins: Sendable {
  /// The app's custom schemes, lowercased.
  package let schemes: [String]
  /// The app's associated domains, lowercased; `*.example.com` covers its subdomains, not the apex.
  package let domains: [String]
  /// Whether `http` URLs on the domains are accepted (by default only `https`).
  package let allowsHTTP: Bool
  /// Whether path literals compare case-sensitively (the default). Schemes and hosts always
  /// compare case-insensitively.
  package let caseSensitive: Bool

  /// Checks and stores the origins.
  ///
  /// - Throws: ``DeepLinkError`` (with the entry's `location`, `domains[0]`) for a scheme such
  ///   as `http` or one holding `/`, a domain with a path, a wildcard over a top-level domain
  ///   or a registry's suffix (`*.com`, `*.co.uk`), an entry listed twice, or when neither schemes nor domains are given.
  package init(
    schemes: [String], domains: [String] = [], allowsHTTP: Bool = false, caseSensitive: Bool = true
  ) throws(DeepLinkError) {
    guard !schemes.isEmpty || !domains.isEmpty else {
      throw DeepLinkError(.noOrigins, "give at least one custom scheme or one domain")
    }
    if let problem = Self.problems(schemes: schemes, domains: domains).first { throw problem }
    self.schemes = schemes.map { $0.lowercased() }
    self.domains = domains.map { $0.lowercased() }
    self.allowsHTTP = allowsHTTP
    self.caseSensitive = caseSensitive
  }

  /// Every problem of the app's own schemes and domains, in order (see
  /// ``schemeProblems(_:_:custom:)`` and ``domainProblems(_:_:)``); the initializer throws the
  /// first.
  static func problems(schemes: [String], domains: [String]) -> [DeepLinkError] {
    schemeProblems(schemes, "schemes", custom: true) + domainProblems(domains, "domains")
  }

  /// A problem for each entry of `list` (named `name`: `schemes`, or a manifest's
  /// `externalSchemes`) that is not a scheme or is written again; the app's own schemes
  /// (`custom`) are not http or https either.
  @inline(never)
  static func schemeProblems(_ list: [String], _ name: String, custom: Bool) -> [DeepLinkError] {
    entryProblems(list, name, scheme: custom)
  }

  /// What is wrong with `scheme` as an entry of a list of schemes: not a scheme; for the app's
  /// own (`custom`), http or https; for the external allowlist, one that never leaves the app.
  static func problem(withScheme scheme: String, custom: Bool) -> String? {
    let lower = scheme.lowercased()
    return if custom, lower == "http" || lower == "https" {
      "'\(scheme)' is not a custom scheme; list web hosts under domains"
    } else if !custom, let refusal = OutboundPolicy.neverExternalRefusal(lower) {
      refusal
    } else if !isScheme(scheme) {
      "'\(scheme)' is not a valid scheme (a letter, then letters, digits, '+', '-', '.', '_')"
    } else {
      nil
    }
  }

  /// A problem for each entry of `list` (named `name`: `domains`, or a manifest's
  /// `webAllowlist`) that is not a domain name (see ``DomainName/problem(_:)``) or is written
  /// again.
  @inline(never)
  static func domainProblems(_ list: [String], _ name: String) -> [DeepLinkError] {
    entryProblems(list, name, scheme: nil)
  }

  /// A problem for each entry of `list` that is no scheme (`scheme`: whether the app's own,
  /// see ``problem(withScheme:custom:)``) or, for `scheme` `nil`, no domain name, and for each
  /// written again in any case (a sign of lists merged in error), at its place (`name[offset]`).
  /// One walk for both kinds (a function taking the check would be compiled once for each).
  private static func entryProblems(_ list: [String], _ name: String, scheme: Bool?)
    -> [DeepLinkError]
  {
    // Lists of a few entries: a look at those before each is enough.
    let lowercased = list.map { $0.lowercased() }
    return list.indices.compactMap { offset in
      let message: String
      let refusal =
        if let scheme {
          problem(withScheme: list[offset], custom: scheme)
        } else {
          DomainName.problem(list[offset])
        }
      if let refusal {
        message = refusal
      } else if let first = lowercased[..<offset].firstIndex(of: lowercased[offset]) {
        message = "'\(list[offset])' is listed twice (also \(name)[\(first)])"
      } else {
        return nil
      }
      return DeepLinkError(
        code: scheme == nil ? .invalidDomain : .invalidScheme, message: message,
        location: "\(name)[\(offset)]")
    }
  }

  /// Whether a pattern limited to `scope` can ever match under these origins.
  func problem(with scope: PatternScope) -> String? {
    switch scope {
    case .any: return nil
    case .scheme(let scheme):
      return schemes.contains(scheme)
        ? nil
        : "the scheme '\(scheme)' is not one of the app's schemes (\(schemes.joined(separator: ", ")))"
    case .host(let host):
      let covered =
        domains.contains(host) || domains.contains { DomainName.matches(host, domain: $0) }
      return covered ? nil : foreign(host)
    case .hostLabel(let suffix, _):
      // Covered by a wildcard domain over the suffix, or a concrete domain one label under it.
      let covered = domains.contains { domain in
        DomainName.matches("a." + suffix, domain: domain)
          || (!domain.hasPrefix("*.")
            && URLBytes.reading(domain) {
              DomainName.matchesOneLabel($0, suffix: Array(suffix.utf8))
            })
      }
      return covered ? nil : foreign(scope.host ?? suffix)
    }
  }

  /// The message for a host the table does not own.
  private func foreign(_ host: String) -> String {
    "the host '\(host)' is not one of the app's domains (\(domains.joined(separator: ", ")))"
  }
}
