import DeepLinking

/// Whether a URL opens the app, and which part of the file decided.
package struct AASAMatch: Sendable, Hashable {
  /// Whether the URL opens the app.
  package let opens: Bool
  /// The app that opens it (the first app ID of the deciding details entry).
  package let appID: String?
  /// The index of the deciding entry in `applinks.details`.
  package let detailsIndex: Int?
  /// The index of the deciding component (or, for the legacy form, path).
  package let componentIndex: Int?
  /// Whether an `exclude` component (or `NOT` path) stopped the URL.
  package let excluded: Bool
  /// Whether the deciding entry is a path of the legacy form (`paths`), not a component.
  package let isLegacyPath: Bool

  /// Where in the file the decision was made, as its JSON path under `applinks`
  /// (`details[0].components[2]`, `details[0].paths[1]`), or `nil` when nothing matched.
  package var place: String? {
    guard let detailsIndex, let componentIndex else { return nil }
    return "details[\(detailsIndex)].\(isLegacyPath ? "paths" : "components")[\(componentIndex)]"
  }

  static let noMatch = AASAMatch(
    opens: false, appID: nil, detailsIndex: nil, componentIndex: nil, excluded: false,
    isLegacyPath: false)
}

extension AppSiteAssociation {
  /// Which app, if any, `url` opens under this file, following Apple's rules: details entries
  /// and their components in order, the first matching component deciding; an `exclude`
  /// component stops the URL; an omitted `/`, `?` or `#` matches everything; `caseSensitive`
  /// and `percentEncoded` default to `true` (Apple, applinks.Details.Components). The URL's
  /// host is not checked: the file is the one its host serves. A details entry without an app
  /// ID opens nothing (``problems`` reports it), and neither does a file without `applinks`, or
  /// one too long for a device to read.
  package func match(_ url: String) -> AASAMatch {
    guard !isTooLong, case .success(let parts) = AASAURL.read(url) else { return .noMatch }
    for (detailsIndex, details) in self.details.enumerated() where !details.appIDs.isEmpty {
      if let components = details.components {
        for index in details.componentIndex.candidates(for: parts)
        where components[index].matches(parts) {
          let component = components[index]
          return AASAMatch(
            opens: !component.exclude, appID: details.appIDs.first, detailsIndex: detailsIndex,
            componentIndex: index, excluded: component.exclude, isLegacyPath: false)
        }
      } else if let paths = details.legacyPaths {
        // The legacy form: paths tried in order against the percent-encoded path.
        for path in paths
        where path.pattern.matches(parts.path(decoded: false), caseSensitive: true) {
          return AASAMatch(
            opens: !path.exclude, appID: details.appIDs.first, detailsIndex: detailsIndex,
            componentIndex: path.index, excluded: path.exclude, isLegacyPath: true)
        }
      }
    }
    return .noMatch
  }

  /// Why `url` can be no universal link whatever the file says (not a URL, or not an `http`
  /// or `https` URL with a host), or `nil` when the file decides.
  package static func universalLinkProblem(_ url: String) -> String? {
    guard case .failure(let why) = AASAURL.read(url) else { return nil }
    return why.reason
  }
}

extension AppSiteAssociation.Component {
  /// Whether the component alone matches `url` (a URL no universal link can be: no).
  func matches(_ url: String) -> Bool {
    guard case .success(let parts) = AASAURL.read(url) else { return false }
    return matches(parts)
  }

  func matches(_ url: AASAURL) -> Bool {
    let caseSensitive = settings.caseSensitive ?? true
    let decoded = !(settings.percentEncoded ?? true)
    guard matchesPath(of: url) else { return false }
    if let fragment, !fragment.matches(url.fragment(decoded: decoded), caseSensitive: caseSensitive)
    {
      return false
    }
    switch query {
    case nil: return true
    case .whole(let pattern):
      return pattern.matches(url.query(decoded: decoded), caseSensitive: caseSensitive)
    case .items(let items):
      // Every instance of a repeated item must match; a missing item counts as "".
      let present = url.queryItems(decoded: decoded)
      return items.allSatisfy { item in
        let values = present.filter {
          caseSensitive ? $0.name == item.name : $0.name.lowercased() == item.name.lowercased()
        }.map(\.value)
        return (values.isEmpty ? [""] : values).allSatisfy {
          item.pattern.matches($0, caseSensitive: caseSensitive)
        }
      }
    }
  }

  /// Whether the component's path pattern (if it has one) matches `url`'s path, whatever the
  /// URL's query and fragment.
  func matchesPath(of url: AASAURL) -> Bool {
    guard let path else { return true }
    return path.matches(
      url.path(decoded: !(settings.percentEncoded ?? true)),
      caseSensitive: settings.caseSensitive ?? true)
  }
}

/// The parts of a URL an `applinks` component looks at, as written or percent-decoded. A URL
/// given with characters beyond ASCII (`https://x.com/café`) is read as a device holds it, with
/// them percent-encoded (`caf%C3%A9`).
struct AASAURL {
  let rawPath: String
  let rawQuery: String?
  let rawFragment: String?

  /// Why a URL can be no universal link.
  struct NotUniversal: Error {
    let reason: String
  }

  /// The parts of `url`, read once, or why it can be no universal link: a universal link is an
  /// `http` or `https` URL with a host (Apple: "standard HTTP or HTTPS links to your website").
  static func read(_ url: String) -> Result<AASAURL, NotUniversal> {
    URLBytes.reading(url) { bytes in
      guard case .success(let parts) = URLParts.read(bytes) else {
        return .failure(NotUniversal(reason: "it is not a URL"))
      }
      let scheme = bytes.string(parts.scheme).lowercased()
      guard scheme == "https" || scheme == "http", parts.hasAuthority, !parts.host.isEmpty else {
        return .failure(NotUniversal(reason: "it is not an http or https URL with a host"))
      }
      let path = escaped(bytes.string(parts.path))
      return .success(
        AASAURL(
          rawPath: path.isEmpty ? "/" : path,
          rawQuery: parts.query.map { escaped(bytes.string($0)) },
          rawFragment: parts.fragment.map { escaped(bytes.string($0)) }))
    }
  }

  /// The characters a URL holds as written: ASCII's visible ones. Every other is held
  /// percent-encoded: a character beyond ASCII, a space, a control character.
  private static let visible: ClosedRange<UInt32> = 0x21...0x7E
  private static let visibleBytes = LinkEncoding.Allowed(
    String(String.UnicodeScalarView(visible.compactMap(Unicode.Scalar.init))))

  /// Whether a URL holds `scalar` percent-encoded, never as written.
  static func escapes(_ scalar: Unicode.Scalar) -> Bool { !visible.contains(scalar.value) }

  /// `text` as a URL holds it: each character ``escapes(_:)`` names written as the
  /// percent-encoding of its UTF-8 bytes (`é` as `%C3%A9`), a `%` kept as it is.
  static func escaped(_ text: String) -> String {
    LinkEncoding.encode(text, allowed: visibleBytes)
  }

  func path(decoded: Bool) -> String { decoded ? PercentDecoding.string(rawPath) : rawPath }
  func query(decoded: Bool) -> String {
    let query = rawQuery ?? ""
    return decoded ? PercentDecoding.string(query) : query
  }
  func fragment(decoded: Bool) -> String {
    let fragment = rawFragment ?? ""
    return decoded ? PercentDecoding.string(fragment) : fragment
  }

  func queryItems(decoded: Bool) -> [(name: String, value: String)] {
    guard let rawQuery, !rawQuery.isEmpty else { return [] }
    return rawQuery.split(separator: "&").map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pair[0])
      let value = pair.count > 1 ? String(pair[1]) : ""
      return decoded ? (PercentDecoding.string(name), PercentDecoding.string(value)) : (name, value)
    }
  }
}
