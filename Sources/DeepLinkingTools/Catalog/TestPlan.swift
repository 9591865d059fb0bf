import DeepLinking

/// The QA checklist as runnable steps: every route's example, through every door, in every
/// app state, with the `xcrun simctl` commands to get there and the screen to expect.
package struct TestPlan {
  package struct Step {
    let route: String
    let door: String
    let state: String
    let commands: [String]
    /// The same, for a person at a terminal (a push written with `deeplink push`).
    let manualCommands: [String]
    /// What the tester does on the device after the commands, or `nil`: a push opens its link
    /// only when its notification is tapped.
    let action: String?
    /// The screens the step should show, in turn: the route's, or those of its chain that its
    /// example names.
    let screens: [String]
    /// The conditions the route waits for (`signedIn`): until they are met, the link waits
    /// and no screen shows.
    let waitsFor: [String]
    /// The screens as the plan writes them, each through `shown` (Markdown escapes them); for
    /// a chain example that names none, that nothing is shown.
    func expected(_ shown: (String) -> String = { $0 }) -> String {
      screens.isEmpty
        ? "no screen (the example names none of the chain's)"
        : screens.map(shown).joined(separator: " > ")
    }
    /// What a tester must do first, or `nil`: meet the conditions the route waits for.
    var precondition: String? {
      let one = waitsFor.count == 1
      return waitsFor.isEmpty
        ? nil
        : "meet \(waitsFor.joined(separator: " and ")): the route waits for "
          + (one
            ? "it, and shows no screen until it is met"
            : "them, and shows no screen until they are met")
    }
  }

  package let bundleID: String
  package let device: String
  private(set) var steps: [Step] = []
  private(set) var payloads: [(name: String, json: String)] = []
  /// The routes the plan has no step for, and why: no example, or one that opens no route,
  /// another, or a web page the app refuses.
  package private(set) var routesLeftOut: [(route: String, reason: String)] = []

  package static let states = ["foreground", "background", "closed"]

  package init(manifest: RouteManifest, bundleID: String, device: String) {
    self.bundleID = bundleID
    self.device = device
    let router = manifest.router
    for route in manifest.routes {
      let match: RouteMatch
      switch manifest.exampleMatch(of: route) {
      case .success(let example)?: match = example
      case .failure(.pageRefused)?:
        routesLeftOut.append((route.name, "the app refuses its example's web page"))
        continue
      case .failure?:
        routesLeftOut.append((route.name, "its example does not open it"))
        continue
      case nil:
        routesLeftOut.append((route.name, "it has no example"))
        continue
      }
      // A chain shows the screens its example names, as the pipeline would.
      let screens =
        route.chain.isEmpty
        ? [route.name] : match.chainScreens(caseSensitive: manifest.origins.caseSensitive)
      func link(_ origin: LinkOrigin) -> String? { router.exampleURL(of: route, on: origin) }
      var doors: [(name: String, deliver: String, manual: String, action: String?)] = []
      let customLink = manifest.exampleScheme(of: route).flatMap { link(.customScheme($0)) }
      // A universal link on each of the app's domains: each serves its own AASA file, and
      // each can fail on its own. The door names its domain when there are several.
      let hosts = manifest.exampleHosts(of: route)
      let webLinks = hosts.compactMap { host in
        link(.universalLink(host: host)).map { (host: host, url: $0) }
      }
      // A door the Simulator opens a link through, the same for the script and by hand.
      func opening(_ door: String, _ url: String) {
        let command = "xcrun simctl openurl \(Self.word(device)) \(Self.quoted(url))"
        doors.append((door, command, command, nil))
      }
      if let url = customLink { opening("custom scheme", url) }
      for web in webLinks where route.opensAsUniversalLink {
        opening(hosts.count > 1 ? "universal link on \(web.host)" : "universal link", web.url)
      }
      if let url = customLink ?? webLinks.first?.url,
        let payload = try? PushComposer.payload(link: url, title: "Test: \(route.name)")
      {
        let name = fileName(for: route.name)
        payloads.append(
          (name, PushComposer.simulatorFile(payload, bundleID: bundleID).prettyJSONText))
        doors.append(
          (
            "push", "xcrun simctl push \(app) \"$PAYLOADS/\(name)\"",
            "deeplink push --link \(Self.quoted(url)) --bundle-id \(Self.word(bundleID)) > \(name) && "
              + "xcrun simctl push \(app) \(name)", Self.tapNotification
          ))
      }
      for door in doors {
        for state in Self.states {
          steps.append(
            Step(
              route: route.name, door: door.name, state: state,
              commands: setup(state) + [door.deliver],
              manualCommands: setup(state) + [door.manual], action: door.action, screens: screens,
              waitsFor: route.requires))
        }
      }
    }
  }

  /// What a push step asks of the tester.
  static let tapNotification = "tap the notification"

  /// Said once, before the steps, when there are pushes: in the foreground the system shows a
  /// notification only if the app asks it to, and a push opens nothing until it is tapped.
  static let pushNote =
    "A push step ends with a tap on the notification. In the foreground the system shows it only "
    + "if the app asks it to (its notification center delegate's `willPresent`; "
    + "`DeepLinkNotificationDelegate` passes that on to the delegate installed before it, and "
    + "shows nothing without one): then there is nothing to tap, and no screen opens."

  /// Whether a step is a push, which ``pushNote`` explains.
  private var hasPushes: Bool { steps.contains { $0.action != nil } }

  /// The device and the app, as two words for the shell.
  private var app: String { "\(Self.word(device)) \(Self.word(bundleID))" }

  /// The commands that put the app in `state`.
  private func setup(_ state: String) -> [String] {
    switch state {
    case "foreground": return ["xcrun simctl launch \(app)"]
    case "background":
      // Safari comes to the front: the app stays in memory, in the background.
      return [
        "xcrun simctl launch \(app)",
        "xcrun simctl openurl \(Self.word(device)) https://www.apple.com",
      ]
    default: return ["xcrun simctl terminate \(app) || true"]
    }
  }

  /// The name of the payload file of the route `route`: the name's letters, digits, '-', '_'
  /// and '.' (any other character, a '/' or a '$', becomes '_'), numbered when two routes'
  /// names come out the same. Never a path elsewhere, never text the shell reads.
  private func fileName(for route: String) -> String {
    let safe = String(
      route.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
    var name = "push-\(safe).apns"
    var number = 2
    while payloads.contains(where: { $0.name == name }) {
      name = "push-\(safe)-\(number).apns"
      number += 1
    }
    return name
  }

  /// `text` as one word for the shell: quoted with `'` (and `'\''` for a quote inside).
  package static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` as one word for the shell: as it is when it holds only characters the shell reads
  /// as themselves (`booted`, `com.example.shop`), else ``quoted(_:)``.
  static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:/@%+=,".contains($0)) }
    return plain ? text : quoted(text)
  }

  package var markdown: String {
    var text = "# Device test plan: \(bundleID) on \(device)\n\n"
    text += "Every route's example, through every door, in every app state. Run the commands of a "
    text += "step, check the screen, tick the box.\n"
    if hasPushes { text += "\n\(Self.pushNote)\n" }
    var route = ""
    for step in steps {
      if step.route != route {
        route = step.route
        text += "\n## \(route.markdownEscaped)\n\n"
        if let precondition = step.precondition {
          text += "Before each step, \(precondition).".markdownEscaped + "\n\n"
        }
      }
      let commands = (step.manualCommands.map { "`\($0)`" } + (step.action.map { [$0] } ?? []))
        .joined(separator: ", then ")
      text +=
        "- [ ] \(step.door), app \(step.state): \(commands) → **\(step.expected(\.markdownEscaped))**\n"
    }
    if steps.isEmpty && routesLeftOut.isEmpty {
      text += "\nThe manifest has no routes: the plan has no steps.\n"
    }
    if !routesLeftOut.isEmpty {
      text += "\n## Not in this plan\n\n"
      for (route, reason) in routesLeftOut { text += "- \(route.markdownEscaped): \(reason)\n" }
    }
    return text
  }

  package var shellScript: String {
    var text = """
      #!/usr/bin/env bash
      # Device test plan for \(ShownText.of(bundleID)): every route's example, through every door, in every
      # app state. After each step, check that the screen named appears, then press return.
      set -uo pipefail
      PAYLOADS="$(mktemp -d)"
      trap 'rm -rf "$PAYLOADS"' EXIT
      step() {
        echo
        echo "== $1"
        if [ -n "${3:-}" ]; then echo "   then: $3"; fi
        echo "   expect: $2"
        read -r -p "   press return for the next step " _ < /dev/tty || true
      }
      first() {
        echo
        echo "-- before the next step, $1"
        read -r -p "   press return when it is done " _ < /dev/tty || true
      }

      """
    if hasPushes {
      text += "# " + Self.pushNote.replacingOccurrences(of: "`", with: "") + "\n"
    }
    for (route, reason) in routesLeftOut {
      text += "# Not in this plan: \(ShownText.of(route)): \(reason)\n"
    }
    for payload in payloads {
      text += "cat > \"$PAYLOADS/\(payload.name)\" <<'JSON'\n\(payload.json)\nJSON\n"
    }
    for (offset, step) in steps.enumerated() {
      text += "\n# \(offset + 1). \(step.route): \(step.door), app \(step.state)\n"
      if let precondition = step.precondition { text += "first \(Self.quoted(precondition))\n" }
      for command in step.commands { text += command + "\nsleep 2\n" }
      text +=
        "step \(Self.quoted("\(offset + 1)/\(steps.count) \(step.route): \(step.door), app \(step.state)")) \(Self.quoted(step.expected()))"
        + (step.action.map { " " + Self.quoted($0) } ?? "") + "\n"
    }
    return text
  }
}
