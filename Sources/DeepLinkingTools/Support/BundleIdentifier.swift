/// Apple's rule for a bundle identifier (`com.example.shop`): letters A-Z and a-z, digits,
/// hyphens and periods, in reverse-DNS form, so neither starting nor ending with a period.
package enum BundleIdentifier {
  /// Whether `text` is a bundle identifier.
  package static func isValid(_ text: Substring) -> Bool {
    !text.isEmpty && !text.hasPrefix(".") && !text.hasSuffix(".")
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
  }

  /// The bundle identifier given to a command as `option`, or a usage problem that says what
  /// a bundle identifier may hold.
  package static func problem(_ text: String, option: String) -> String? {
    isValid(text[...])
      ? nil
      : "\(option) '\(text)' is not a bundle identifier: letters A-Z and a-z, digits, '-' and '.', such as com.example.shop"
  }
}
