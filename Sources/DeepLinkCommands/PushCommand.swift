import DeepLinking
import DeepLinkingTools

/// `deeplink push`: writes a test push payload for the Simulator.
enum PushCommand {
  static let command = Command(
    name: "push", summary: "Write a test push payload that `xcrun simctl push` accepts",
    synopsis: [
      "--link URL --bundle-id ID [--title T] [--body B] [--style S] [--action ID=URL ...] [--category NAME] [--manifest FILE]"
    ],
    discussion: """
      Prints a Simulator .apns payload carrying the link in the chosen provider's shape, with an
      aps.category when actions are given. Send it with: xcrun simctl push booted ID file.apns
      The system shows the buttons only for a category the app registered
      (UNNotificationCategory) with actions of those IDs: name it with --category.
      """,
    options: [
      .option("--link", "URL", "The deep link."),
      .option("--bundle-id", "ID", "The app's bundle identifier."),
      .option("--title", "T", "The alert title."),
      .option(
        "--body", "B", #"The alert body (default: "Open" and the link, as "Open shop://cart")."#),
      .option(
        "--style", "S",
        "raw (default) or a provider: \(PushComposer.styles.joined(separator: ", "))."),
      .option(
        "--action", "ID=URL", "An action button and its link; repeat for more, each ID once.",
        repeatable: true),
      .option(
        "--category", "NAME",
        "The aps.category: the app's registered category with these actions (default \(PushComposer.actionCategory) with --action)."
      ),
      .option(
        "--manifest", "FILE",
        "Refuse links the app would not open: neither routed nor of a scheme on its externalSchemes, or a web page its allowlist refuses."
      ),
    ],
    exitStatus:
      "0 written, 2 bad usage, a link the app would not open (with --manifest), or a payload over the 4 KB APNs limit.",
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let link = try arguments.required("--link")
    let bundleID = try DeepLinkTool.bundleID(arguments)
    var actions: [(id: String, link: String)] = []
    for action in arguments.all("--action") {
      guard let equals = action.firstIndex(of: "="), equals != action.startIndex else {
        throw UsageError("--action takes ID=URL, not '\(action)'")
      }
      actions.append((String(action[..<equals]), String(action[action.index(after: equals)...])))
    }
    let manifest =
      arguments.value("--manifest") == nil ? nil : try DeepLinkTool.loadManifest(arguments)
    do {
      let payload = try PushComposer.payload(
        link: link, title: arguments.value("--title"), body: arguments.value("--body"),
        style: arguments.value("--style") ?? "raw", actions: actions,
        category: arguments.value("--category"), openedBy: manifest)
      console.line(PushComposer.simulatorFile(payload, bundleID: bundleID).prettyJSONText)
      return 0
    } catch {
      throw InputError(error.description)
    }
  }
}
