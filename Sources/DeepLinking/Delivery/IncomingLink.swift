import Foundation

/// A link as it arrived, from any door: what every door turns its system callback into.
///
/// <!-- sample: core, uses: pipeline -->
/// ```swift
/// let link = IncomingLink(url: "shop://product/42", door: .customScheme, state: .background)
/// await pipeline.receive(link)
/// ```
public struct IncomingLink: Sendable, Hashable, Codable, CustomReflectable {
  /// The URL's text, as it arrived.
  public var url: String {
    get { storage.url }
    set { storage = storage.with(url: newValue) }
  }
  /// The door it came in through.
  public var door: LinkDoor {
    get { storage.door }
    set { storage = storage.with(door: newValue) }
  }
  /// The app's state when it arrived.
  public var state: AppState {
    get { storage.state }
    set { storage = storage.with(state: newValue) }
  }
  /// When it arrived.
  public var receivedAt: Date {
    get { storage.receivedAt }
    set { storage = storage.with(receivedAt: newValue) }
  }
  /// The bundle identifier of the app that opened it, when the system says: UIKit's
  /// `sourceApplication`, in the app delegate's options and in each scene's URL context, given
  /// for an app of the same team only; `nil` from SwiftUI's `onOpenURL` and AppKit.
  public var source: String? {
    get { storage.source }
    set { storage = storage.with(source: .some(newValue)) }
  }
  /// For a push, the notification's identifier, used to drop a second delivery of the same
  /// notification.
  public var notificationID: String? {
    get { storage.notificationID }
    set { storage = storage.with(notificationID: .some(newValue)) }
  }
  /// The scene (window) it arrived in, when the app has several; `nil` for the app as a whole
  /// (a push tapped while the app runs, an app-delegate callback). It is shown in that scene
  /// when that scene is active, otherwise in the scene that becomes active next.
  public var scene: String? {
    get { storage.scene }
    set { storage = storage.with(scene: .some(newValue)) }
  }

  /// The fields, in one immutable object that a change replaces: a link is copied at every
  /// step of the pipeline, many of them asynchronous, and one reference copies in one step
  /// where the seven fields took seven (the module's code was 8 KB larger with them inline).
  private final class Storage: Sendable {
    let url: String
    let door: LinkDoor
    let state: AppState
    let receivedAt: Date
    let source: String?
    let notificationID: String?
    let scene: String?

    init(
      url: String, door: LinkDoor, state: AppState, receivedAt: Date, source: String?,
      notificationID: String?, scene: String?
    ) {
      self.url = url
      self.door = door
      self.state = state
      self.receivedAt = receivedAt
      self.source = source
      self.notificationID = notificationID
      self.scene = scene
    }

    /// A copy with the fields given changed (`.some(nil)` clears an optional field).
    func with(
      url: String? = nil, door: LinkDoor? = nil, state: AppState? = nil, receivedAt: Date? = nil,
      source: String?? = nil, notificationID: String?? = nil, scene: String?? = nil
    ) -> Storage {
      Storage(
        url: url ?? self.url, door: door ?? self.door, state: state ?? self.state,
        receivedAt: receivedAt ?? self.receivedAt, source: source ?? self.source,
        notificationID: notificationID ?? self.notificationID, scene: scene ?? self.scene)
    }
  }

  private var storage: Storage

  /// Creates an incoming link. Without `receivedAt` (or with a time that is not finite), it is
  /// stamped when the pipeline receives it, or, made by an interceptor, with the arrival time
  /// of the link it replaces.
  public init(
    url: String, door: LinkDoor, state: AppState, receivedAt: Date? = nil,
    source: String? = nil, notificationID: String? = nil, scene: String? = nil
  ) {
    storage = Storage(
      url: url, door: door, state: state, receivedAt: receivedAt ?? .distantPast, source: source,
      notificationID: notificationID, scene: scene)
  }

  /// This link, received at `time` when it was made without a time of arrival. Out of line:
  /// the pipeline stamps links in two places of its longest function. A time that is not
  /// finite (`Date(timeIntervalSinceReferenceDate: .nan)`) is no time either: no store can
  /// write it, and no age can be told from it.
  @inline(never)
  func stamped(_ time: Date) -> IncomingLink {
    let given = storage.receivedAt
    guard given == .distantPast || !given.timeIntervalSinceReferenceDate.isFinite else {
      return self
    }
    var link = self
    link.receivedAt = time
    return link
  }

  private enum CodingKeys: String, CodingKey {
    case url, door, state, receivedAt, source, notificationID, scene
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      url: try container.decode(String.self, forKey: .url),
      door: try container.decode(LinkDoor.self, forKey: .door),
      state: try container.decode(AppState.self, forKey: .state),
      receivedAt: try container.decode(Date.self, forKey: .receivedAt),
      source: try container.decodeIfPresent(String.self, forKey: .source),
      notificationID: try container.decodeIfPresent(String.self, forKey: .notificationID),
      scene: try container.decodeIfPresent(String.self, forKey: .scene))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(url, forKey: .url)
    try container.encode(door, forKey: .door)
    try container.encode(state, forKey: .state)
    try container.encode(receivedAt, forKey: .receivedAt)
    try container.encodeIfPresent(source, forKey: .source)
    try container.encodeIfPresent(notificationID, forKey: .notificationID)
    try container.encodeIfPresent(scene, forKey: .scene)
  }

  public static func == (lhs: IncomingLink, rhs: IncomingLink) -> Bool {
    lhs.url == rhs.url && lhs.door == rhs.door && lhs.state == rhs.state
      && lhs.receivedAt == rhs.receivedAt && lhs.source == rhs.source
      && lhs.notificationID == rhs.notificationID && lhs.scene == rhs.scene
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(url)
    hasher.combine(door)
    hasher.combine(state)
    hasher.combine(receivedAt)
    hasher.combine(source)
    hasher.combine(notificationID)
    hasher.combine(scene)
  }

  /// The fields, as a struct of them would show them when printed or dumped.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "url": url, "door": door, "state": state, "receivedAt": receivedAt,
        "source": source as Any, "notificationID": notificationID as Any, "scene": scene as Any,
      ], displayStyle: .struct)
  }
}
