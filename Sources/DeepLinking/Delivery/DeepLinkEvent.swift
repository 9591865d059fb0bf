/// One step of a link through the pipeline, for analytics and debugging.
///
/// No field shows a query value (nor a value of a fragment written as query items, nor user
/// information) unless ``DeliveryConfiguration/revealsQueryValues``.
public struct DeepLinkEvent: Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    /// The link arrived through a door.
    public static let received = Kind("received")
    /// The same link arrived again within the duplicate window, or the same notification twice.
    public static let duplicate = Kind("duplicate")
    /// The link waits: for the app to be ready, or for a condition.
    public static let waiting = Kind("waiting")
    /// The link waited longer than its time to live and was dropped.
    public static let expired = Kind("expired")
    /// A newer link replaced it: under the latest-only policy, or, when every waiting link is
    /// delivered, as the oldest of more than 100 waiting links (the reason says so).
    public static let superseded = Kind("superseded")
    /// An interceptor consumed it.
    public static let intercepted = Kind("intercepted")
    /// A route's handler or the navigator took it.
    public static let delivered = Kind("delivered")
    /// A route's handler declined it; the next route is tried.
    public static let declined = Kind("declined")
    /// No route takes it.
    public static let unmatched = Kind("unmatched")
    /// It belongs outside the app and was handed to the system.
    public static let external = Kind("external")
    /// It was refused: a scheme not on the external allowlist, a web page off the allowlist, a
    /// link the system did not open.
    public static let refused = Kind("refused")
    /// Its destination could not be shown: the navigator failed or did not finish in time.
    /// The link is not delivered; the next one proceeds.
    public static let notShown = Kind("notShown")
    /// The store of waiting links could not be read or written: links may not survive the app
    /// being terminated. The reason says why.
    public static let storeFailed = Kind("storeFailed")
  }

  /// What happened.
  public let kind: Kind
  /// The link's URL (redacted unless configured otherwise).
  public let url: String
  /// The door it came through.
  public let door: LinkDoor
  /// The app's state when it arrived.
  public let state: AppState
  /// The route, for `delivered`, `declined` and `waiting`.
  public var route: String?
  /// The parameters, for `delivered`; values taken from a query (or a link inside the link)
  /// are `redacted` unless ``DeliveryConfiguration/revealsQueryValues``, and hidden characters
  /// (line breaks, bidirectional overrides) of the others are percent-encoded.
  public var parameters: [Parameters.Element] = []
  /// The screens shown, for `delivered`.
  public var plan: [String] = []
  /// What the link waits for, for `waiting`: `ready` (an active scene, and
  /// ``DeepLinkPipeline/markReady()`` when the app asks for it), a condition, `handler` (the
  /// app has installed no handler or navigator yet), or `previous` (the link before it is
  /// still being delivered: its handler or navigator has not returned).
  public var waitingFor: String?
  /// Why, for `refused`, `unmatched`, `declined`, `expired`, `notShown`, `storeFailed`, and
  /// `superseded` when more than 100 links waited.
  public var reason: String?
  /// The scene it was shown in, for `delivered` and `notShown` when the app has several.
  public var scene: String?

  init(_ kind: Kind, url: String, link: IncomingLink) {
    self.kind = kind
    self.url = url
    self.door = link.door
    self.state = link.state
  }

  public var description: String {
    var parts = [kind.description, url]
    if kind == .received { parts += ["door=\(door)", "state=\(state)"] }
    if let route { parts.append("route=\(route)") }
    if !parameters.isEmpty {
      parts.append("params=" + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ","))
    }
    if plan.count > 1 || (plan.count == 1 && plan.first != route) {
      parts.append("plan=" + plan.joined(separator: ">"))
    }
    if let scene { parts.append("scene=\(scene)") }
    if let waitingFor { parts.append("for=\(waitingFor)") }
    if let reason { parts.append("reason=\(reason)") }
    return parts.joined(separator: " ")
  }

  /// Whether every field is the same: two events that read the same (a link delivered
  /// through two doors) are two events. The description holds every field but the door, the
  /// state (shown for `received` only) and the plan (not shown when it is the route alone).
  public static func == (lhs: DeepLinkEvent, rhs: DeepLinkEvent) -> Bool {
    lhs.description == rhs.description && lhs.door == rhs.door && lhs.state == rhs.state
      && lhs.plan == rhs.plan
  }

  /// Hashes what the event reads as, which equal events share.
  public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
