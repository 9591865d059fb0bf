import DeepLinking
import DeepLinkingTesting
import Foundation

/// `deeplink simulate`: runs a scenario of lifecycle events and links through the pipeline.
enum SimulateCommand {
  static let command = Command(
    name: "simulate", summary: "Run a lifecycle scenario through the delivery pipeline",
    synopsis: ["--manifest FILE [--script FILE|-] [--json]"],
    discussion: """
      Reads a scenario, one event per line ('#' at the start of a line or after a space,
      outside a payload's strings, starts a comment), runs it through the pipeline with the
      manifest's routes, and prints one line per pipeline event.

      Setup (before the first event, each setting once):
        style appdelegate|scenes|swiftui   how the app receives callbacks (default scenes)
        readiness explicit                 ready only after 'ready' (default: when active)
        ttl SECONDS                        how long links may wait (default 600)
        policy latest|all                  which waiting links are delivered (default latest)
        handler ROUTE decline              the app's handler for ROUTE declines every link
        navigator fail|hang [once]         every show (or only the next) fails or never returns
        navigator timeout SECONDS          how long a show may take (default 10)

      Events:
        launch | launch url URL | launch activity URL | launch push JSON [action ID]
        launch silent JSON | launch shortcut URL
        open url URL [in SCENE] | open activity URL [in SCENE] | tap push JSON [action ID]
        silent JSON | shortcut URL
        scene NAME connect|active|inactive|background|foreground|disconnect
        active | inactive | background | foreground | ready   (every connected scene)
        condition NAME on|off | wait SECONDS | terminate
      """,
    options: [
      .manifest,
      .option("--script", "FILE", "The scenario; '-' or no --script reads standard input."),
      .flag("--json", "One JSON object per event per line."),
    ],
    exitStatus: "0 the scenario ran, 2 bad usage, manifest or scenario (the line is named).",
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let script: String
    if let path = arguments.value("--script"), path != "-" {
      script = try TextInput.file(path)
    } else {
      script = try TextInput.standardInput(console)
    }
    let json = arguments.has("--json")
    let scenario = try Scenario(parsing: script)
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.revealsQueryValues = true
    scenario.setup(&configuration)
    let router = manifest.router
    let app = LifecycleSimulator(
      router: router, style: scenario.style, configuration: configuration)
    try scenario.setup(app, router: router)
    app.onEvent = { event in
      if json {
        console.line(jsonLine(event).jsonText)
      } else {
        console.line(event.description)
      }
    }
    for step in scenario.steps {
      do {
        try await step.event.run(on: app)
      } catch {
        throw InputError("line \(step.line): \(error)")
      }
    }
    return 0
  }

  static func jsonLine(_ event: DeepLinkEvent) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("event", .string(event.kind.description)), ("url", .string(event.url)),
      ("door", .string(event.door.name)), ("state", .string(event.state.name)),
    ]
    if let action = event.door.actionIdentifier { members.append(("action", .string(action))) }
    if let route = event.route { members.append(("route", .string(route))) }
    if event.kind == .delivered {
      members.append(("params", .object(event.parameters.map { ($0.name, .string($0.value)) })))
      members.append(("plan", .array(event.plan.map(JSONValue.string))))
    }
    if let scene = event.scene { members.append(("scene", .string(scene))) }
    if let waitingFor = event.waitingFor { members.append(("for", .string(waitingFor))) }
    if let reason = event.reason { members.append(("reason", .string(reason))) }
    return .object(members)
  }
}
