import Foundation

/// Which web pages a web-page route may load in the app's web view: https only, on https's own
/// port, on a host of the allowlist (exactly, or under a `*.` entry).
enum WebPagePolicy {
  /// `text` as the URL to load, or why it may not be loaded. The URL is made from the very
  /// text checked, and Foundation's reading of it must agree with the check's (scheme, host,
  /// port, no user information): a page two readers see differently is refused. Without
  /// `quoting`, the reasons name no part of the page.
  static func check(_ text: String, allowlist: [String], quoting: Bool) -> OutboundPolicy.WebPage {
    /// ` 'part'`, its hidden characters encoded, or nothing without `quoting`.
    func quoted(_ part: String) -> String { quoting ? " '\(ShownText.of(part))'" : "" }
    let page = text.trimmingCharacters(in: .whitespaces)
    return URLBytes.reading(page) { buffer -> OutboundPolicy.WebPage in
      guard case .success(let parts) = URLParts.read(buffer) else {
        return .refused("the web page\(quoted(text)) is not a valid URL")
      }
      let scheme = buffer.string(parts.scheme).lowercased()
      guard scheme == "https" else {
        return .refused("the web page's scheme\(quoted(scheme)) is not https")
      }
      guard parts.userinfo == nil else { return .refused("the web page carries user information") }
      if let port = parts.port {
        // Another port is another origin, often another service: the allowlist names hosts.
        let portText = buffer.string(port)
        guard Int(portText) == 443 else {
          let named = quoting ? "port \(portText)" : "another port"
          return .refused("the web page names \(named); only https's default port 443 is allowed")
        }
      }
      let host = buffer.view(parts.host)
      let hostText = buffer.string(parts.host).lowercased()
      // Letters, digits and hyphens in dot-separated labels, as the allowlist is written: under
      // a `*.` entry the leftmost labels are the link's, and `evil.com%2F` or a full-width
      // solidus there is read as a host by some and as a path by others.
      guard !hostText.hasPrefix("*"), DomainName.problem(hostText) == nil else {
        return .refused("the web page's host\(quoted(hostText)) is not a valid domain name")
      }
      guard
        allowlist.contains(where: { DomainName.matches(host, domain: Array($0.lowercased().utf8)) })
      else {
        return .refused("the web page's host\(quoted(hostText)) is not on the web allowlist")
      }
      guard let url = URL(string: page), url.scheme?.lowercased() == "https",
        url.host?.lowercased() == hostText, url.user == nil, url.password == nil,
        url.port == nil || url.port == 443
      else {
        return .refused("the web page\(quoted(text)) is not read the same way by Foundation's URL")
      }
      return .allowed(url)
    }
  }
}
