/// A named route: a pattern and what the app needs to know to deliver links matching it.
///
/// <!-- sample: core -->
/// ```swift
/// let product = try Route("product", pattern: "/product/<int:id>")
/// let orders = try Route("orders", pattern: "/user/:uid/orders(/:oid)", requires: ["signedIn"])
/// ```
public struct Route: Sendable, Hashable {
  /// The route's unique name, used to register handlers and build URLs. A router refuses a
  /// name with a control or invisible character, with spaces around it, or not in NFC (`e`
  /// and a combining accent for `é`, which would look the same as another route's name).
  public var name: String { storage.name }
  /// The parsed pattern.
  package var pattern: RoutePattern { storage.pattern }
  /// The pattern as written, such as `/product/<int:id>`.
  public var patternText: String { storage.pattern.text }
  /// Higher priorities win over more specific patterns; the default is 0.
  public var priority: Int { storage.details?.priority ?? 0 }
  /// Conditions the app must report met before a link for this route is delivered,
  /// such as `signedIn`; for a route with a `<link:>` placeholder, before the link inside is.
  public var requires: [String] { storage.details?.requires ?? [] }
  /// For a chain of screens: the screen names the remaining segments may name, in URL order;
  /// unknown segments are skipped, and a link naming none is declined.
  public var chain: [String] { storage.details?.chain ?? [] }
  /// The name of the parameter (path or query) holding a web page to open in a web view,
  /// for hybrid apps; `nil` for an ordinary route.
  public var webPageParameter: String? { storage.details?.webPageParameter }
  /// Whether the route opens as a universal link on the app's domains (default `true`).
  public var opensAsUniversalLink: Bool { storage.details?.opensAsUniversalLink ?? true }
  /// What the route shows, for people.
  public var summary: String? { storage.details?.summary }
  /// An example URL the route matches.
  public var example: String? { storage.details?.example }

  /// One reference for all the fields, so handing a route to a match costs one retain.
  private final class Storage: Sendable {
    let name: String
    let pattern: RoutePattern
    /// Everything with a default, kept beside the pattern; `nil` for a route that has only
    /// defaults (most routes), which then takes 80 bytes of heap (half of what it would with
    /// these fields inline).
    let details: Details?

    init(name: String, pattern: RoutePattern, details: Details?) {
      self.name = name
      self.pattern = pattern
      self.details = details
    }
  }

  /// A route's priority and universal-link choice, and what is not about matching: delivery
  /// conditions, chain, web page and catalogue text.
  private final class Details: Sendable {
    let priority: Int
    let opensAsUniversalLink: Bool
    let requires: [String]
    let chain: [String]
    let webPageParameter: String?
    let summary: String?
    let example: String?

    init(
      priority: Int, opensAsUniversalLink: Bool, requires: [String], chain: [String],
      webPageParameter: String?, summary: String?, example: String?
    ) {
      self.priority = priority
      self.opensAsUniversalLink = opensAsUniversalLink
      self.requires = requires
      self.chain = chain
      self.webPageParameter = webPageParameter
      self.summary = summary
      self.example = example
    }
  }

  private let storage: Storage

  /// Creates a route, parsing its pattern.
  ///
  /// - Parameters:
  ///   - name: A unique name.
  ///   - pattern: The pattern, such as `/product/<int:id>`.
  ///   - priority: Higher wins over more specific patterns.
  ///   - requires: Conditions to wait for before delivery, such as `signedIn`.
  ///   - chain: Screen names the remaining segments may name, for a chain of screens (the
  ///     path then ends with `*` or a `<path:>` placeholder).
  ///   - webPageParameter: The parameter holding a web page's URL, for a web-view route.
  ///   - opensAsUniversalLink: Whether the website should send this route's URLs to the app.
  ///   - summary: What the route shows, for people.
  ///   - example: An example URL the route matches.
  /// - Throws: ``DeepLinkError`` when the pattern is invalid, naming the route and the position,
  ///   when the name is empty, for a chain whose path does not end with `*` or `<path:>` or
  ///   that names an empty screen, or for a condition whose name is empty, has spaces around
  ///   it or holds a control or invisible character. (A name holding a control or invisible
  ///   character, or with spaces around it, is refused when the route is added to a router,
  ///   with the checks of names against each other.)
  public init(
    _ name: String, pattern: String, priority: Int = 0, requires: [String] = [],
    chain: [String] = [], webPageParameter: String? = nil, opensAsUniversalLink: Bool = true,
    summary: String? = nil, example: String? = nil
  ) throws(DeepLinkError) {
    guard !name.isEmpty else { throw DeepLinkError(.invalidPattern, "a route needs a name") }
    let parsed: RoutePattern
    do {
      parsed = try RoutePattern(pattern)
    } catch {
      var named = error
      named.route = name
      throw named
    }
    if !chain.isEmpty || !requires.isEmpty {
      try Self.checkDetails(chain: chain, requires: requires, of: parsed, route: name)
    }
    let hasDetails =
      priority != 0 || !opensAsUniversalLink || !requires.isEmpty || !chain.isEmpty
      || webPageParameter != nil || summary != nil || example != nil
    storage = Storage(
      name: name, pattern: parsed,
      details: hasDetails
        ? Details(
          priority: priority, opensAsUniversalLink: opensAsUniversalLink, requires: requires,
          chain: chain, webPageParameter: webPageParameter, summary: summary, example: example)
        : nil)
  }

  /// Refuses what would show nothing or hold a route's links forever: a chain whose screens
  /// nothing names (a path without a placeholder taking its rest, an empty screen name), and a
  /// condition no app would report (an empty name, spaces around it, a control or invisible
  /// character) while the app reports the one it meant. Out of line: few routes have either,
  /// and every route is made through the initializer.
  @inline(never)
  private static func checkDetails(
    chain: [String], requires conditions: [String], of pattern: RoutePattern, route name: String
  ) throws(DeepLinkError) {
    let problem: String? =
      if !chain.isEmpty, pattern.remainderName == nil {
        "a chain's screens are named by the rest of the path: end the path with '*' or a <path:> placeholder"
      } else if chain.contains("") {
        "a chain's screen names are not empty"
      } else if let condition = conditions.first(where: {
        $0.isEmpty || $0.trimmingCharacters(in: .whitespacesAndNewlines) != $0
          || ShownText.of($0) != $0
      }) {
        "the condition '\(ShownText.of(condition))' can never be reported: a condition's name is not empty, has no spaces around it and no control or invisible character"
      } else {
        nil
      }
    if let problem {
      throw DeepLinkError(.invalidPattern, problem, route: name, pattern: pattern.text)
    }
  }

  public static func == (lhs: Route, rhs: Route) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.name == rhs.name && lhs.patternText == rhs.patternText && lhs.priority == rhs.priority
        && lhs.requires == rhs.requires && lhs.chain == rhs.chain
        && lhs.webPageParameter == rhs.webPageParameter
        && lhs.opensAsUniversalLink == rhs.opensAsUniversalLink && lhs.summary == rhs.summary
        && lhs.example == rhs.example)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(pattern.text)
  }
}

extension Route: CustomStringConvertible {
  /// The route's name and pattern, such as `product (/product/<int:id>)`.
  public var description: String { "\(name) (\(patternText))" }
}
