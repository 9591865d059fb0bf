import DeepLinking

extension String {
  /// The text with `&`, `<`, `>` and `"` as HTML entities, for the catalogue and the test plan:
  /// their free text (route names, descriptions, conditions, screens) may come from a CMS, and
  /// Markdown renderers pass raw HTML through as readily as an HTML page would run it.
  var htmlEscaped: String {
    shownByLine
      .replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// Free text for Markdown, shown as written: HTML escaped (see ``htmlEscaped``), and the
  /// characters Markdown reads as syntax outside HTML (`\`, `` ` ``, `*`, `_`, `[`, `]`, `#`,
  /// `|`, `~`) escaped with a backslash; so are, where a line starts (after its spaces), `-`,
  /// `+` and `=` (a list item, a heading's underline) and the `.` or `)` after digits (a
  /// numbered list). A description `[help](javascript:alert(1))` is text, not a link; `a_b_c`
  /// is not set in italics; a line `- new` under a description is not a list item.
  var markdownEscaped: String {
    var text = ""
    // Where in a line: before its first character that is not a space, or after its leading
    // digits only.
    var atLineStart = true
    var afterLeadingDigits = false
    for character in htmlEscaped {
      if "\\`*_[]#|~".contains(character) || (atLineStart && "-+=".contains(character))
        || (afterLeadingDigits && (character == "." || character == ")"))
      {
        text.append("\\")
      }
      text.append(character)
      let digit = character.isASCII && character.isWholeNumber
      afterLeadingDigits = digit && (atLineStart || afterLeadingDigits)
      atLineStart = character.isNewline || (atLineStart && character == " ")
    }
    return text
  }

  /// The text with its hidden characters (control characters, invisible format characters
  /// such as U+202E) percent-encoded, as messages show them, its line breaks kept: a
  /// manifest's description cannot send a terminal an escape sequence, nor turn a line around.
  var shownByLine: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { ShownText.of(String($0)) }
      .joined(separator: "\n")
  }
}
