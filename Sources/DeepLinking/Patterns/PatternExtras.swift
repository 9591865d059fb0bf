/// What a route pattern says beyond its path: query items and a fragment pattern
/// (`/search?q=:query(&page=<int:page>)`, `https://chat.example.org/#/room/<room>`).
///
/// Kept in one reference that most patterns do not have, so a table without these forms pays
/// one empty field per route and nothing on the match path.
package final class PatternExtras: Sendable {
  /// The query items, in the order written.
  package let query: [QueryItemPattern]
  /// The fragment pattern, if the pattern has one.
  package let fragment: FragmentPattern?
  /// The name of the pattern's `<link:>` placeholder, whose link is routed again.
  package let link: String?

  init(query: [QueryItemPattern], fragment: FragmentPattern?, link: String?) {
    self.query = query
    self.fragment = fragment
    self.link = link
  }
}

/// One query item of a pattern: `q=:query`, `sort=asc`, `page=<int:page>`, or `debug` alone.
///
/// A required item must be present; an optional one, written in parentheses, may be absent.
/// Every occurrence of the name in a URL must satisfy the item; the first value is captured.
package struct QueryItemPattern: Sendable {
  /// What the item's value must be.
  package enum Value: Sendable, Equatable {
    /// This exact text, compared after percent-decoding (`+` is a space).
    case literal(String)
    /// Any value of the type (`:name` takes any text, the empty one too; a typed one must
    /// convert), captured as the parameter `name`.
    case parameter(ParameterType, name: String)
    /// Present, with any value, the empty one included.
    case presence
  }

  /// The item's name, percent-decoded.
  package let name: String
  package let value: Value
  package let isOptional: Bool
  /// The 1-based character position of the item in the pattern text.
  package let position: Int

  /// The name of the parameter the item captures, if any.
  package var parameterName: String? {
    if case .parameter(_, let name) = value { return name }
    return nil
  }
}

/// The fragment part of a pattern, in the path syntax (`#/room/<room>`, `#<section>`): the
/// URL's fragment is split on `/` like a path, a leading `/` being optional.
package struct FragmentPattern: Sendable {
  /// Every form, one per combination of the fragment's optional groups, most present first.
  package let forms: PatternForms
  /// Whether the whole fragment is optional (`/help(#<section>)`).
  package let isOptional: Bool
  /// Whether the pattern writes the fragment with a leading `/` (`#/room/...`), as URLs are
  /// built.
  package let leadingSlash: Bool
  /// The forms' segments, read once for matching and building links (``forms`` reads them
  /// on each access).
  let matchedForms: [PatternForms.Element]

  init(forms: PatternForms, isOptional: Bool, leadingSlash: Bool) {
    self.forms = forms
    self.isOptional = isOptional
    self.leadingSlash = leadingSlash
    matchedForms = forms.readAll()
  }
}
