/// A problem in an `apple-app-site-association` file, at a JSON path.
public struct AASAProblem: Sendable, Hashable, CustomStringConvertible {
  /// How serious a problem is.
  public struct Severity: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// The file is wrong: the system ignores it or part of it.
    public static let error = Severity(description: "error")
    /// The file works, but not as it seems to mean.
    public static let warning = Severity(description: "warning")
  }

  /// How serious it is.
  public let severity: Severity
  /// Where: a JSON path such as `applinks.details[0].components[2]./`.
  public let path: String
  /// What is wrong.
  public let message: String

  public var description: String { "\(severity): \(path): \(message)" }
}

/// A file that cannot be read as an `apple-app-site-association` file at all.
public struct AASAReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public let description: String
}
