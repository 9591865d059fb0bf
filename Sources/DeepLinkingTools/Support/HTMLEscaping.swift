extension String {
  /// The text with `&`, `<`, `>` and `"` as HTML entities, for the catalogue and the test plan:
  /// their free text (route names, descriptions, conditions, screens) may come from a CMS, and
  /// Markdown renderers pass raw HTML through as readily as an HTML page would run it.
  var htmlEscaped: String {
    replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
