import DeepLinking

/// `deeplink push`: writes a test push payload for the Simulator.
enum PushCommand {
  static let command = DeepLinkTool.Command(
    name: "push", summary: "Write a test push payload that `xcrun simctl push` accepts",
    usage: """
      Usage: deeplink push --link URL --bundle-id ID [--title T] [--body B]
                           [--style raw|<provider>] [--action ID=URL ...] [--manifest FILE]

      Prints a Simulator .apns payload carrying the link in the chosen provider's shape, with an
      aps.category when actions are given. Send it with: xcrun simctl push booted ID file.apns

      Options:
        --link URL        The deep link.
        --bundle-id ID    The app's bundle identifier.
        --title T         The alert title.
        --body B          The alert body (default: "Open URL").
        --style S         raw (default) or a provider: \(PushComposer.styles.joined(separator: ", ")).
        --action ID=URL   An action button and its link; repeat for more.
        --manifest FILE   Refuse links this route manifest does not route.

      Exit status: 0 written, 2 bad usage, a link the manifest does not route, or a payload
      over the 4 KB APNs limit.
      """,
    flags: [],
    options: ["--link", "--bundle-id", "--title", "--body", "--style", "--action", "--manifest"],
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let link = try arguments.required("--link")
    let bundleID = try arguments.required("--bundle-id")
    var actions: [(id: String, link: String)] = []
    for action in arguments.all("--action") {
      guard let equals = action.firstIndex(of: "="), equals != action.startIndex else {
        throw UsageError("--action takes ID=URL, not '\(action)'")
      }
      actions.append((String(action[..<equals]), String(action[action.index(after: equals)...])))
    }
    if arguments.value("--manifest") != nil {
      let router = try DeepLinkTool.loadManifest(arguments).makeRouter()
      for candidate in [link] + actions.map(\.link) {
        if case .failure(let failure) = router.resolve(candidate) {
          throw InputError("the manifest does not route \(candidate): \(failure.reason)")
        }
      }
    }
    do {
      let payload = try PushComposer.payload(
        link: link, title: arguments.value("--title"), body: arguments.value("--body"),
        style: arguments.value("--style") ?? "raw", actions: actions)
      console.line(PushComposer.simulatorFile(payload, bundleID: bundleID).prettyJSONText)
      return 0
    } catch {
      throw InputError(error.description)
    }
  }
}
