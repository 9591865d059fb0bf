import Foundation

/// Which web pages a web-page route may load in the app's web view: https only, on https's own
/// port, on a host of the allowlist (exactly, or under a `*.` entry).
enum WebPagePolicy {
  /// Why `text` may not be loaded, or `nil` when it may.
  static func refusal(for text: String, allowlist: [String]) -> String? {
    return URLBytes.reading(text.trimmingCharacters(in: .whitespaces)) { buffer -> String? in
      guard case .success(let parts) = URLParts.read(buffer) else {
        return "the web page '\(text)' is not a valid URL"
      }
      let scheme = buffer.string(parts.scheme).lowercased()
      guard scheme == "https" else {
        return "the web page's scheme '\(scheme)' is not https"
      }
      guard parts.userinfo == nil else { return "the web page carries user information" }
      if let port = parts.port {
        // Another port is another origin, often another service: the allowlist names hosts.
        let portText = buffer.string(port)
        guard Int(portText) == 443 else {
          return "the web page names port \(portText); only https's default port 443 is allowed"
        }
      }
      let host = buffer.view(parts.host)
      let hostText = buffer.string(parts.host).lowercased()
      guard
        allowlist.contains(where: { DomainName.matches(host, domain: Array($0.lowercased().utf8)) })
      else { return "the web page's host '\(hostText)' is not on the web allowlist" }
      return nil
    }
  }
}
