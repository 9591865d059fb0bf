import DeepLinking

/// A problem in an `apple-app-site-association` file, at a JSON path.
package struct AASAProblem: Sendable, Hashable, CustomStringConvertible {
  /// How serious a problem is.
  package struct Severity: Sendable, Hashable, CustomStringConvertible {
    package let description: String
    /// The file is wrong: the system ignores it or part of it.
    package static let error = Severity(description: "error")
    /// The file works, but not as it seems to mean.
    package static let warning = Severity(description: "warning")
  }

  /// How serious it is.
  package let severity: Severity
  /// Where: a JSON path such as `applinks.details[0].components[2]./`.
  package let path: String
  /// What is wrong.
  package let message: String

  /// The problem for a person: the path and message show hidden characters of the file's keys
  /// and values percent-encoded, so a file fetched from a website cannot put an escape
  /// sequence or a line of its own on the terminal.
  package var description: String {
    "\(severity): \(ShownText.of(path)): \(ShownText.of(message))"
  }
}

/// A file that cannot be read as an `apple-app-site-association` file at all.
package struct AASAReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  package let description: String
}
