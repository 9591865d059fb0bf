import DeepLinking

/// The `deeplink` command-line tool: argument handling and dispatch to its commands.
///
/// Exit codes: 0 success, 1 "ran fine, the answer is no", 2 bad usage or bad input.
public enum DeepLinkTool {
  /// The tool's version.
  public static let version = "0.1.0"

  struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let flags: Set<String>
    let options: Set<String>
    let run: @MainActor @Sendable (Arguments, Console) async throws -> Int32
  }

  static let commands: [Command] = [
    MatchCommand.command, RoutesCommand.command, SimulateCommand.command, ExtractCommand.command,
    PushCommand.command, AASACommand.command, DocsCommand.command, PlanCommand.command,
  ]

  static var overview: String {
    var text = """
      deeplink \(version): route deep links, check them, and test them without a device.

      Usage: deeplink <command> [options] [arguments]

      Commands:

      """
    let width = commands.map(\.name.count).max() ?? 0
    for command in commands {
      text +=
        "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
        + command.summary + "\n"
    }
    text +=
      "\nRun 'deeplink <command> --help' for a command's options. 'deeplink --version' prints the version."
    return text
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  @MainActor
  public static func run(_ arguments: [String], console: Console) async -> Int32 {
    defer { console.flush() }
    guard let first = arguments.first else {
      console.error(overview)
      return 2
    }
    if first == "--help" || first == "-h" || first == "help" {
      console.line(overview)
      return 0
    }
    if first == "--version" {
      console.line("deeplink \(version)")
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.error("deeplink: unknown command '\(first)'\n\n\(overview)")
      return 2
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      console.line(command.usage)
      return 0
    }
    do {
      let parsed = try Arguments(rest, flags: command.flags, options: command.options)
      return try await command.run(parsed, console)
    } catch let error as UsageError {
      console.error("deeplink \(command.name): \(error.message)\n\n\(command.usage)")
      return 2
    } catch let error as InputError {
      console.error("deeplink \(command.name): \(error.message)")
      return 2
    } catch {
      console.error("deeplink \(command.name): \(error)")
      return 2
    }
  }

  /// Loads the manifest named by `--manifest`, as an input error when it is invalid.
  static func loadManifest(_ arguments: Arguments) throws -> RouteManifest {
    let path = try arguments.required("--manifest")
    do {
      return try RouteManifest(contentsOf: path)
    } catch {
      throw InputError(error.description)
    }
  }
}
