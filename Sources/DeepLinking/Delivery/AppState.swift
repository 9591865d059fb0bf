/// The app's state when a link arrived.
public struct AppState: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `foreground`, `background` or `notRunning`.
  public let name: String

  init(_ name: String) { self.name = name }

  /// On screen, active or about to be.
  public static let foreground = AppState("foreground")
  /// Running but not on screen.
  public static let background = AppState("background")
  /// Launched by the link: a cold start, before the first scene is active.
  public static let notRunning = AppState("notRunning")

  public var description: String { name }
}
