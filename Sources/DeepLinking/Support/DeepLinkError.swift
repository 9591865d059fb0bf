/// Every error the package reports, in one shape: what kind it is (``code``), what is wrong
/// (``message``), the input at fault and where in it.
///
/// The description puts them together the way each kind reads best:
///
/// ```
/// route 'product': pattern '/product/<int:id': position 10: '<' is not closed by '>'
/// deeplinks.json: routes[3].priority: must be an integer
/// no route matches; closest is 'product' (/product/<int:id>): segment 2 'abc' is not an int
/// 'id': 'abc' is not an integer
/// ```
public struct DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible, CustomReflectable {
  /// What kind of problem this is.
  public struct Code: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    /// What the error is about: a route table, a link, a decoding, a manifest, a payload.
    let family: Family
    init(_ description: String, _ family: Family) {
      self.description = description
      self.family = family
    }

    enum Family: Sendable, Hashable { case table, link, decoding, building, manifest, payload }

    // Route tables, found when a router is built or a handler installed.
    /// The pattern's syntax is wrong.
    public static let invalidPattern = Code("invalid pattern", .table)
    /// A placeholder type other than `int`, `double`, `bool`, `uuid`, `string`, `path`.
    public static let unknownType = Code("unknown type", .table)
    /// Two placeholders of one pattern share a name.
    public static let duplicatePlaceholder = Code("duplicate placeholder", .table)
    /// A `*` or `<path:...>` remainder that is not the last segment.
    public static let misplacedRemainder = Code("misplaced remainder", .table)
    /// Two routes share a name.
    public static let duplicateName = Code("duplicate name", .table)
    /// Two routes, or forms of their optional groups, match exactly the same URLs with the same
    /// precedence.
    public static let ambiguous = Code("ambiguous routes", .table)
    /// A scheme that cannot be an app's custom scheme.
    public static let invalidScheme = Code("invalid scheme", .table)
    /// A domain that is not a bare host name.
    public static let invalidDomain = Code("invalid domain", .table)
    /// A pattern's scheme or host that the table does not own.
    public static let undeclaredOrigin = Code("undeclared origin", .table)
    /// A table with neither schemes nor domains.
    public static let noOrigins = Code("no origins", .table)
    /// A handler installed for a route the table does not have.
    public static let unknownRoute = Code("unknown route", .table)
    /// A condition reported that no route requires.
    public static let unknownCondition = Code("unknown condition", .table)
    /// ``LinkLimits`` no link could be read under: a negative count, a length under 1.
    public static let invalidLimits = Code("invalid limits", .table)
    /// A ``DeliveryConfiguration`` time that is negative or not a number.
    public static let invalidConfiguration = Code("invalid configuration", .table)

    // Links that match no route.
    /// The text is not an absolute URL, holds characters a URL cannot, or (an app's link)
    /// escapes that do not stand for UTF-8 text.
    public static let invalidURL = Code("invalid URL", .link)
    /// A URL over the router's limits (length, segments, query items).
    public static let overLimit = Code("over limit", .link)
    /// Input refused as unsafe: a `.` or `..` segment, a percent-encoded control character.
    public static let unsafeInput = Code("unsafe input", .link)
    /// The scheme is not one of the app's (`tel:`, `mailto:`, another app's scheme).
    public static let foreignScheme = Code("foreign scheme", .link)
    /// An http(s) URL whose host is not one of the app's domains.
    public static let foreignHost = Code("foreign host", .link)
    /// An `http` URL on the app's domain where only `https` is allowed.
    public static let insecureScheme = Code("insecure scheme", .link)
    /// A web URL with a port or user information, which universal links never carry.
    public static let unexpectedAuthority = Code("unexpected authority", .link)
    /// The URL is the app's, but no route matches it (or every matching route declined it).
    public static let noRoute = Code("no route", .link)

    /// A match's values do not decode into the type asked for.
    public static let undecodable = Code("undecodable", .decoding)
    /// A URL cannot be built from a route and values.
    public static let unbuildable = Code("unbuildable", .building)
    /// A route manifest that cannot be read.
    public static let invalidManifest = Code("invalid manifest", .manifest)
    /// A push payload whose link is unusable.
    public static let invalidPayload = Code("invalid payload", .payload)
  }

  /// What kind of problem this is.
  public var code: Code { storage.code }
  /// What is wrong, in words.
  public var message: String { storage.message }
  /// The input at fault, when it is not the whole of what was given: a route's pattern, a
  /// manifest's file.
  public var input: String? { storage.input }
  /// Where in the input: a manifest's JSON path (`routes[3].priority`), a payload's key path,
  /// a decoded field (`filters.1`), the origin refused (`domains[0]`).
  public var location: String? { storage.location }
  /// The 1-based position in the input, when there is one (in a pattern).
  public var position: Int? { storage.position }
  /// The route concerned, when there is one. For a link no route takes (`noRoute`), the route
  /// that came closest, which the message names; for a link inside a link that none takes,
  /// the outer route.
  public internal(set) var route: String? {
    get { storage.route }
    set {
      storage = Storage(
        code: code, message: message, input: input, location: location, position: position,
        route: newValue)
    }
  }

  /// The fields, in one immutable object: an error is copied wherever it is thrown, caught or
  /// stored, and one reference copies in one step where six did in six (the module's code
  /// was 35 KB larger with the fields stored inline).
  private final class Storage: Sendable {
    let code: Code
    let message: String
    let input: String?
    let location: String?
    let position: Int?
    let route: String?
    // Out of line: every error made inlined a copy of it.
    @inline(never)
    init(
      code: Code, message: String, input: String?, location: String?, position: Int?,
      route: String?
    ) {
      self.code = code
      self.message = message
      self.input = input
      self.location = location
      self.position = position
      self.route = route
    }
  }
  private var storage: Storage

  /// Whether two errors have the same code, message, input, location, position and route.
  public static func == (lhs: DeepLinkError, rhs: DeepLinkError) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message && lhs.input == rhs.input
      && lhs.location == rhs.location && lhs.position == rhs.position && lhs.route == rhs.route
  }

  /// Hashes the fields that equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(message)
    hasher.combine(input)
    hasher.combine(location)
    hasher.combine(position)
    hasher.combine(route)
  }

  /// The fields, as a struct of them would show them when dumped.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "code": code, "message": message, "input": input as Any, "location": location as Any,
        "position": position as Any, "route": route as Any,
      ], displayStyle: .struct)
  }

  // Errors are made on cold paths at many sites: one out-of-line copy of each initializer
  // rather than one inlined at every site.
  @inline(never)
  package init(
    code: Code, message: String, input: String? = nil, location: String? = nil,
    position: Int? = nil, route: String? = nil
  ) {
    storage = Storage(
      code: code, message: message, input: input, location: location, position: position,
      route: route)
  }

  /// Whether the URL belongs to another app or the web (a foreign scheme or host), so the
  /// system may open it.
  public var isExternal: Bool { code == .foreignScheme || code == .foreignHost }

  /// The error for a person. Its parts come from a link, a payload, a manifest or a route's
  /// author (a route's name, a pattern, a key path): hidden characters in any of them are
  /// shown percent-encoded, once, here.
  public var description: String {
    let text: String
    switch code.family {
    case .table:
      var parts: [String] = []
      if let location { parts.append(location) }
      if let route { parts.append("route '\(route)'") }
      if let input { parts.append("pattern '\(input)'") }
      if let position { parts.append("position \(position)") }
      parts.append(message)
      text = parts.joined(separator: ": ")
    case .link: text = message
    case .decoding: text = "'\(location ?? "")': \(message)"
    case .building: text = "cannot build a URL for route '\(route ?? "")': \(message)"
    case .manifest: text = [input, location, message].compactMap { $0 }.joined(separator: ": ")
    case .payload: text = "\(location ?? "$"): \(message)"
    }
    return ShownText.of(text)
  }
}

extension DeepLinkError {
  /// A problem of a pattern or a route table.
  @inline(never)
  init(
    _ code: Code, _ message: String, route: String? = nil, pattern: String? = nil,
    position: Int? = nil
  ) {
    self.init(code: code, message: message, input: pattern, position: position, route: route)
  }

  /// A problem of a manifest file, at a JSON path.
  @inline(never)
  package static func manifest(_ file: String, _ location: String?, _ message: String)
    -> DeepLinkError
  {
    DeepLinkError(code: .invalidManifest, message: message, input: file, location: location)
  }

  /// A push payload's unusable value at `keyPath`, found by the provider `reader`. The key path
  /// may hold a button's action identifier, and the message a payload's text: their hidden
  /// characters are shown percent-encoded.
  @inline(never)
  package static func payload(reader: String, keyPath: String, _ message: String)
    -> DeepLinkError
  {
    DeepLinkError(
      code: .invalidPayload, message: ShownText.of(message), input: reader,
      location: ShownText.of(keyPath))
  }

  /// A decoding failure of `field`. The message may quote a link's value, whoever wrote it
  /// (this decoder, the standard library's `RawRepresentable` conformance, a type's own
  /// `init(from:)`), and the field may be a key read from the link: their hidden characters are
  /// shown percent-encoded (a typed handler's decline shows both in an event).
  @inline(never)
  static func decoding(field: String, _ message: String) -> DeepLinkError {
    DeepLinkError(code: .undecodable, message: ShownText.of(message), location: ShownText.of(field))
  }

  /// A URL that cannot be built for `route`. The message may quote values a link carried (a
  /// match passed back): its hidden characters are shown percent-encoded, as a miss's are.
  @inline(never)
  static func building(route: String, _ message: String) -> DeepLinkError {
    DeepLinkError(code: .unbuildable, message: ShownText.of(message), route: route)
  }

  /// A handler installed for `name`, which `router` does not have.
  package static func unknownRoute(_ name: String, in router: Router) -> DeepLinkError {
    let names = router.routes.map(\.name).ascending().joined(separator: ", ")
    return DeepLinkError(
      .unknownRoute, "no route is named '\(name)' (the routes: \(names))", route: name)
  }

  /// The condition `name` reported, which no route of `router` requires.
  package static func unknownCondition(_ name: String, in router: Router) -> DeepLinkError {
    let known = Set(router.routes.flatMap(\.requires)).ascending()
    return DeepLinkError(
      .unknownCondition,
      "no route requires the condition '\(name)' (the routes' conditions: "
        + "\(known.isEmpty ? "none" : known.joined(separator: ", ")))")
  }
}
