import DeepLinking
import DeepLinkingTools

/// `deeplink plan`: the QA checklist as runnable Simulator steps.
enum PlanCommand {
  static let command = Command(
    name: "plan", summary: "Print the device test plan: every link, door and app state",
    synopsis: ["--manifest FILE --bundle-id ID [--device D] [--format markdown|sh]"],
    discussion: """
      For each route's example, for each door (custom scheme, universal link on each domain,
      push) and each app state (foreground, background, closed): the xcrun simctl commands that
      put the app in that state and deliver the link, and the screen that should appear. As a
      Markdown checklist (default) or a shell script that walks through the steps. A route
      without an example, or whose example opens another route or a web page the app refuses,
      is listed as not in the plan, with a warning.
      """,
    options: [
      .manifest,
      .option("--bundle-id", "ID", "The app's bundle identifier."),
      .option("--device", "D", "The Simulator device (default: booted)."),
      .option("--format", "F", "markdown (default) or sh."),
    ],
    exitStatus: "0 printed, 2 bad usage or bad manifest.",
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let bundleID = try DeepLinkTool.bundleID(arguments)
    let manifest = try DeepLinkTool.loadManifest(arguments)
    // A route without an example, or whose example opens no route, another, or a web page
    // the app refuses, has no step: say so.
    for problem in manifest.exampleProblems { console.error("warning: \(problem)") }
    let plan = TestPlan(
      manifest: manifest, bundleID: bundleID, device: arguments.value("--device") ?? "booted")
    for route in manifest.routes where route.example == nil {
      console.error(
        "warning: route '\(ShownText.of(route.name))' has no example: the plan has no step for it")
    }
    if manifest.routes.isEmpty {
      console.error("warning: the manifest has no routes: the plan has no steps")
    }
    switch arguments.value("--format") ?? "markdown" {
    case "markdown": console.line(plan.markdown)
    case "sh": console.line(plan.shellScript)
    case let other: throw UsageError("unknown format '\(other)' (markdown or sh)")
    }
    return 0
  }
}
