import Foundation

/// A link as it arrived, from any door: what every door turns its system callback into.
///
/// ```swift
/// let link = IncomingLink(url: "shop://product/42", door: .customScheme, state: .background)
/// await pipeline.receive(link)
/// ```
public struct IncomingLink: Sendable, Hashable, Codable {
  /// The URL's text, as it arrived.
  public var url: String
  /// The door it came in through.
  public var door: LinkDoor
  /// The app's state when it arrived.
  public var state: AppState
  /// When it arrived.
  public var receivedAt: Date
  /// The app or site that sent it, when the system says (`sourceApplication`, a referrer).
  public var source: String?
  /// For a push, the notification's identifier, used to drop a second delivery of the same
  /// notification.
  public var notificationID: String?
  /// The scene (window) it arrived in, when the app has several; `nil` for the app as a whole
  /// (a push tap, an app-delegate callback). It is shown in that scene when that scene is
  /// active, otherwise in the scene that becomes active next.
  public var scene: String?

  /// Creates an incoming link; `receivedAt` defaults to the pipeline's clock when `nil`.
  public init(
    url: String, door: LinkDoor, state: AppState, receivedAt: Date? = nil,
    source: String? = nil, notificationID: String? = nil, scene: String? = nil
  ) {
    self.url = url
    self.door = door
    self.state = state
    self.receivedAt = receivedAt ?? .distantPast
    self.source = source
    self.notificationID = notificationID
    self.scene = scene
  }
}
