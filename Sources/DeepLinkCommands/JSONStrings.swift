/// Follows JSON text a character at a time and tells which characters belong to its strings
/// (their quotes included): what a scan for the text's structure passes over, a `{` or a `#`
/// inside a string being text, not structure.
struct JSONStrings {
  private var inString = false
  private var escaped = false

  /// Whether `character`, the next of the text, belongs to a string.
  mutating func contain(_ character: Character) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
      }
      return true
    }
    inString = character == "\""
    return inString
  }
}
