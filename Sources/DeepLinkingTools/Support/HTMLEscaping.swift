extension String {
  /// The text with `&`, `<`, `>` and `"` as HTML entities, for the catalogue and the test plan:
  /// their free text (route names, descriptions, conditions, screens) may come from a CMS, and
  /// Markdown renderers pass raw HTML through as readily as an HTML page would run it.
  var htmlEscaped: String {
    replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// Free text for Markdown, shown as written: HTML escaped (see ``htmlEscaped``), and the
  /// characters Markdown reads as syntax outside HTML (`\`, `` ` ``, `*`, `_`, `[`, `]`, `#`,
  /// `|`, `~`) escaped with a backslash. A description `[help](javascript:alert(1))` is text,
  /// not a link; `a_b_c` is not set in italics.
  var markdownEscaped: String {
    var text = ""
    for character in htmlEscaped {
      if "\\`*_[]#|~".contains(character) { text.append("\\") }
      text.append(character)
    }
    return text
  }
}
