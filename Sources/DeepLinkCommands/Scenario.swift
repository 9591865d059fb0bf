import DeepLinking
import DeepLinkingTesting

/// A lifecycle scenario read from text: setup lines, then events.
struct Scenario {
  enum Event {
    case launch
    case launchURL(String)
    case launchActivity(String)
    case launchPush(JSONValue, action: String?)
    case launchSilent(JSONValue)
    case launchShortcut(String)
    case openURL(String, scene: String?)
    case openActivity(String, scene: String?)
    case tapPush(JSONValue, action: String?)
    case silent(JSONValue)
    case shortcut(String)
    case scene(String, SceneEvent)
    case active, inactive, background, foreground, ready, terminate
    case condition(String, Bool)
    case wait(Double)

    enum SceneEvent: String { case connect, active, inactive, background, foreground, disconnect }

    @MainActor
    func run(on app: LifecycleSimulator) async throws {
      switch self {
      case .launch: try await app.launch()
      case .launchURL(let url): try await app.launch(url: url)
      case .launchActivity(let url): try await app.launch(activity: url)
      case .launchPush(let payload, let action): try await app.launch(push: payload, action: action)
      case .launchSilent(let payload): try await app.launch(silentPush: payload)
      case .launchShortcut(let url): try await app.launch(shortcut: url)
      case .openURL(let url, let scene): try await app.openURL(url, in: scene)
      case .openActivity(let url, let scene): try await app.continueActivity(url, in: scene)
      case .tapPush(let payload, let action): try await app.tapPush(payload, action: action)
      case .silent(let payload): try await app.silentPush(payload)
      case .shortcut(let url): try await app.shortcut(url)
      case .scene(let name, let event):
        switch event {
        case .connect: try await app.connectScene(name)
        case .active: try await app.scene(name, .active)
        case .inactive: try await app.scene(name, .inactive)
        case .background: try await app.scene(name, .background)
        case .foreground: try await app.scene(name, .foreground)
        case .disconnect: try await app.scene(name, .disconnect)
        }
      case .active: try await app.becomeActive()
      case .inactive: try await app.resignActive()
      case .background: try await app.enterBackground()
      case .foreground: try await app.enterForeground()
      case .ready: try await app.markReady()
      case .terminate:
        guard app.isRunning else { throw ScenarioError("the app is not running") }
        app.terminate()
      case .condition(let name, let met): try await app.setCondition(name, met: met)
      case .wait(let seconds): app.advance(by: seconds)
      }
    }
  }

  struct ScenarioError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  var style = LifecycleSimulator.AppStyle.scenes
  var explicitReadiness = false
  var timeToLive: Double?
  /// `policy all`: every waiting link is delivered (`latest`, the default: the last one).
  var deliversEveryWaitingLink: Bool?
  /// Routes whose handler declines every link, with the line that said so.
  var decliningRoutes: [(route: String, line: Int)] = []
  var navigatorBehaviour = RecordingNavigator.Behaviour.show
  var navigatorOnce = false
  var navigationTimeout: Double?
  var steps: [(line: Int, event: Event)] = []
  private var currentLine = 0
  /// The line each setting was given on (`ttl`, `handler cart`): a second one is refused, where
  /// it silently replaced the first.
  private var settingLines: [String: Int] = [:]

  func setup(_ configuration: inout DeliveryConfiguration) {
    if explicitReadiness { configuration.waitsForMarkReady = true }
    if let timeToLive { configuration.timeToLive = timeToLive }
    if let deliversEveryWaitingLink {
      configuration.deliversEveryWaitingLink = deliversEveryWaitingLink
    }
    if let navigationTimeout { configuration.navigationTimeout = navigationTimeout }
  }

  /// Sets up the simulated app: its navigator and the handlers that decline.
  ///
  /// - Throws: ``InputError`` for a `handler` line naming a route the manifest does not have.
  @MainActor
  func setup(_ app: LifecycleSimulator, router: Router) throws {
    for (route, line) in decliningRoutes where router.route(named: route) == nil {
      throw InputError("line \(line): no route is named '\(route)'")
    }
    if navigatorOnce {
      app.navigator.nextBehaviour = navigatorBehaviour
    } else {
      app.navigator.behaviour = navigatorBehaviour
    }
    let declining = decliningRoutes.map(\.route)
    app.configure = { pipeline in
      for route in declining { try pipeline.handle(route) { _ in .declined } }
    }
  }

  /// Reads a scenario.
  ///
  /// - Throws: ``InputError`` naming the line of the first problem.
  init(parsing text: String) throws {
    // Lines end with "\n", or "\r\n" as a Windows editor writes them: one Character in Swift,
    // which a split on "\n" alone would not see.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, rawLine) in lines.enumerated() {
      let number = offset + 1
      // A tab is a space (a script aligned with tabs): a URL holds neither, and JSON reads both
      // as the spaces between its values.
      var line = Substring(rawLine.replacing("\t", with: " "))
      if let hash = Self.commentStart(line) { line = line[..<hash] }
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { continue }
      currentLine = number
      do {
        try read(trimmed)
      } catch let error as ScenarioError {
        throw InputError("line \(number): \(error.description): '\(trimmed)'")
      }
      if let last = steps.last, last.line == 0 { steps[steps.count - 1].line = number }
    }
  }

  /// Where `line`'s comment starts: at a `#` at the start of the line or after a space, outside
  /// a JSON payload's strings. A URL's `#` (its fragment) follows no space, and a payload's
  /// text may hold one (`"alert": "Sale #1"`); a comment may follow a payload as it follows a
  /// URL.
  static func commentStart(_ line: Substring) -> Substring.Index? {
    var strings = JSONStrings()
    var previous: Character?
    for index in line.indices {
      let character = line[index]
      defer { previous = character }
      if !strings.contain(character), character == "#", previous == nil || previous == " " {
        return index
      }
    }
    return nil
  }

  private mutating func read(_ line: String) throws {
    let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    func add(_ event: Event) { steps.append((0, event)) }
    /// Setup comes before the first event, and sets each setting once.
    func setupOnly(_ setting: String? = nil) throws {
      if !steps.isEmpty { throw ScenarioError("setup must come before the first event") }
      let setting = setting ?? words[0]
      if let line = settingLines[setting] {
        throw ScenarioError("'\(setting)' is already set, on line \(line)")
      }
      settingLines[setting] = currentLine
    }
    func argument(_ index: Int, _ what: String) throws -> String {
      guard words.count > index else { throw ScenarioError("expected \(what)") }
      guard words.count == index + 1 else { throw ScenarioError("unexpected text after \(what)") }
      return words[index]
    }
    switch words[0] {
    case "style":
      try setupOnly()
      switch try argument(1, "appdelegate, scenes or swiftui") {
      case "appdelegate": style = .appDelegate
      case "scenes": style = .scenes
      case "swiftui": style = .swiftUI
      default: throw ScenarioError("unknown style (expected appdelegate, scenes or swiftui)")
      }
    case "readiness":
      try setupOnly()
      guard try argument(1, "explicit") == "explicit" else {
        throw ScenarioError("unknown readiness (expected explicit)")
      }
      explicitReadiness = true
    case "ttl":
      try setupOnly()
      guard let seconds = Self.seconds(try argument(1, "a number of seconds")) else {
        throw ScenarioError("the time to live must be a number of seconds")
      }
      timeToLive = seconds
    case "policy":
      try setupOnly()
      switch try argument(1, "latest or all") {
      case "latest": deliversEveryWaitingLink = false
      case "all": deliversEveryWaitingLink = true
      default: throw ScenarioError("unknown policy (expected latest or all)")
      }
    case "handler":
      try setupOnly(words.count == 3 ? "handler \(words[1])" : "handler")
      guard words.count == 3, words[2] == "decline" else {
        throw ScenarioError("expected 'handler ROUTE decline'")
      }
      decliningRoutes.append((words[1], currentLine))
    case "navigator":
      try setupOnly(words.count > 1 && words[1] == "timeout" ? "navigator timeout" : "navigator")
      switch Array(words.dropFirst()) {
      case ["fail"]: navigatorBehaviour = .fail
      case ["hang"]: navigatorBehaviour = .hang
      case ["fail", "once"]: (navigatorBehaviour, navigatorOnce) = (.fail, true)
      case ["hang", "once"]: (navigatorBehaviour, navigatorOnce) = (.hang, true)
      case let rest where rest.count == 2 && rest[0] == "timeout":
        guard let seconds = Self.seconds(rest[1]) else {
          throw ScenarioError("the navigator's timeout must be a number of seconds")
        }
        navigationTimeout = seconds
      default:
        throw ScenarioError("expected 'navigator fail|hang [once]' or 'navigator timeout SECONDS'")
      }
    case "launch" where words.count == 1: add(.launch)
    case "launch", "open", "tap":
      // The forms the door takes, said when it is given another.
      let forms =
        switch words[0] {
        case "launch": "expected 'launch' alone or with url, activity, push, silent or shortcut"
        case "open": "expected 'open url URL' or 'open activity URL'"
        default: "expected 'tap push JSON [action ID]'"
        }
      guard words.count >= 2 else { throw ScenarioError(forms) }
      let rest = line.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
        .dropFirst(words[1].count).trimmingCharacters(in: .whitespaces)
      switch (words[0], words[1]) {
      case ("launch", "url"): add(.launchURL(try Self.url(rest)))
      case ("launch", "activity"): add(.launchActivity(try Self.url(rest)))
      case ("launch", "push"):
        let (payload, action) = try Self.push(rest)
        add(.launchPush(payload, action: action))
      case ("launch", "silent"): add(.launchSilent(try Self.json(rest)))
      case ("launch", "shortcut"): add(.launchShortcut(try Self.url(rest)))
      case ("open", "url"):
        let (url, scene) = try Self.urlInScene(rest)
        add(.openURL(url, scene: scene))
      case ("open", "activity"):
        let (url, scene) = try Self.urlInScene(rest)
        add(.openActivity(url, scene: scene))
      case ("tap", "push"):
        let (payload, action) = try Self.push(rest)
        add(.tapPush(payload, action: action))
      default: throw ScenarioError(forms)
      }
    case "silent":
      add(
        .silent(try Self.json(line.dropFirst("silent".count).trimmingCharacters(in: .whitespaces))))
    case "shortcut":
      add(
        .shortcut(
          try Self.url(line.dropFirst("shortcut".count).trimmingCharacters(in: .whitespaces))))
    case "scene":
      guard words.count == 3, let event = Event.SceneEvent(rawValue: words[2]) else {
        throw ScenarioError(
          "expected 'scene NAME connect|active|inactive|background|foreground|disconnect'")
      }
      add(.scene(words[1], event))
    case "active", "inactive", "background", "foreground", "ready", "terminate":
      guard words.count == 1 else { throw ScenarioError("unexpected text after '\(words[0])'") }
      let events: [String: Event] = [
        "active": .active, "inactive": .inactive, "background": .background,
        "foreground": .foreground, "ready": .ready, "terminate": .terminate,
      ]
      add(events[words[0]]!)
    case "condition":
      guard words.count == 3, words[2] == "on" || words[2] == "off" else {
        throw ScenarioError("expected 'condition NAME on|off'")
      }
      add(.condition(words[1], words[2] == "on"))
    case "wait":
      guard let seconds = Self.seconds(try argument(1, "a number of seconds")) else {
        throw ScenarioError("wait takes a number of seconds")
      }
      add(.wait(seconds))
    default:
      throw ScenarioError("unknown event '\(words[0])'")
    }
  }

  /// A number of seconds as a scenario writes it, in decimal (`30`, `0.5`, `1e3`): finite and
  /// not negative. Not `inf`, `nan` or hexadecimal, which `Double(_:)` reads too: waiting an
  /// infinite time would leave the simulated clock nowhere.
  private static func seconds(_ text: String) -> Double? {
    guard let first = text.utf8.first, UInt8(ascii: "0")...UInt8(ascii: "9") ~= first,
      text.utf8.allSatisfy({ "0123456789.eE+-".utf8.contains($0) }),
      let seconds = Double(text), seconds.isFinite
    else { return nil }
    return seconds
  }

  /// `URL` or `URL in SCENE`.
  private static func urlInScene(_ text: String) throws -> (String, String?) {
    let words = text.split(separator: " ").map(String.init)
    if words.count == 3, words[1] == "in" { return (try url(words[0]), words[2]) }
    if words.count == 2, words[1] == "in" {
      throw ScenarioError("expected a scene's name after 'in'")
    }
    return (try url(text), nil)
  }

  /// A push payload, read as `deeplink extract` reads one.
  private static func json(_ text: String) throws -> JSONValue {
    do {
      return try PushLinkReader.payload(json: text)
    } catch {
      throw ScenarioError(error.message)
    }
  }

  private static func url(_ text: String) throws -> String {
    guard !text.isEmpty else { throw ScenarioError("expected one URL") }
    guard !text.contains(" ") else {
      throw ScenarioError("expected one URL, without spaces (a space in a URL is written %20)")
    }
    return text
  }

  /// A push payload's JSON, as written, optionally followed by `action ID`.
  private static func push(_ text: String) throws -> (JSONValue, String?) {
    // The last ` action` is the payload's end when what follows it is one ID.
    guard let action = text.range(of: " action", options: .backwards) else {
      return (try Self.json(text), nil)
    }
    let payload = String(text[..<action.lowerBound])
    let rest = text[action.upperBound...]
    let id = rest.trimmingCharacters(in: .whitespaces)
    if rest.first == " ", !id.isEmpty, !id.contains(" "), !id.contains("}") {
      return (try Self.json(payload), id)
    }
    do {
      return (try Self.json(text), nil)
    } catch {
      // The payload, then `action` without an ID or with several words: not a JSON problem.
      if (try? Self.json(payload)) != nil {
        throw ScenarioError("expected 'action ID' after the payload: one ID, without spaces")
      }
      throw error
    }
  }
}
