/// Apple's rule for a bundle identifier (`com.example.shop`): letters A-Z and a-z, digits,
/// hyphens and periods, in reverse-DNS form, so neither starting nor ending with a period.
package enum BundleIdentifier {
  /// The rule in words, for messages.
  package static let rule =
    "letters A-Z and a-z, digits, '-' and '.', not starting or ending with '.'"

  /// Whether `text` is a bundle identifier.
  package static func isValid(_ text: Substring) -> Bool {
    !text.isEmpty && !text.hasPrefix(".") && !text.hasSuffix(".")
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
  }
}
