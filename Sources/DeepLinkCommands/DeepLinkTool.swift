import DeepLinking
import DeepLinkingTools

/// The `deeplink` command-line tool: argument handling and dispatch to its commands.
///
/// Exit codes: 0 success, 1 "ran fine, the answer is no", 2 bad usage or bad input.
public enum DeepLinkTool {
  /// The tool's version.
  public static let version = "0.1.0"

  static let commands: [Command] = [
    MatchCommand.command, RoutesCommand.command, SimulateCommand.command, ExtractCommand.command,
    PushCommand.command, AASACommand.command, DocsCommand.command, PlanCommand.command,
    GenerateCommand.command,
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

  /// Runs the tool with the process's arguments (without the program name), each `nil` where
  /// it is not UTF-8, and returns the exit code. Such an argument is refused: read as text, a
  /// URL pasted from a Latin-1 log (`caf\xE9`) would match with U+FFFD in place of its bytes.
  @MainActor
  public static func run(commandLine arguments: [String?], console: Console) async -> Int32 {
    if let index = arguments.firstIndex(of: nil) {
      console.error("deeplink: argument \(index + 1) is not UTF-8")
      console.flush()
      return 2
    }
    return await run(arguments.compactMap { $0 }, console: console)
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  @MainActor
  public static func run(_ arguments: [String], console: Console) async -> Int32 {
    let status = await dispatch(arguments, console: console)
    console.flush()
    // A reader that went away (a closed pipe) ends the command quietly; any other failure to
    // write is an error, since the output is lost.
    if let failure = console.writeFailure {
      console.discardOutput()
      console.error("deeplink: cannot write the output: \(failure)")
      console.flush()
      return 2
    }
    return status
  }

  @MainActor
  private static func dispatch(_ arguments: [String], console: Console) async -> Int32 {
    guard let first = arguments.first else {
      console.error(overview)
      return 2
    }
    if first == "--help" || first == "-h" {
      console.line(overview)
      return 0
    }
    if first == "help" {
      guard let name = arguments.dropFirst().first else {
        console.line(overview)
        return 0
      }
      if arguments.count > 2 {
        console.error(
          "deeplink help: unexpected argument '\(arguments[2])'\nUsage: deeplink help [COMMAND]")
        return 2
      }
      guard let command = commands.first(where: { $0.name == name }) else {
        console.error(
          "deeplink: unknown command '\(name)'\nRun 'deeplink --help' for the commands.")
        return 2
      }
      console.line(command.help)
      return 0
    }
    if first == "--version" {
      console.line("deeplink \(version)")
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.error("deeplink: unknown command '\(first)'\nRun 'deeplink --help' for the commands.")
      return 2
    }
    do {
      let parsed = try Arguments(Array(arguments.dropFirst()), options: command.options)
      if parsed.wantsHelp {
        console.line(command.help)
        return 0
      }
      if let most = command.operands { try parsed.refuseOperands(after: most) }
      return try await command.run(parsed, console)
    } catch let error as UsageError {
      console.error("deeplink \(command.name): \(error.message)\n\(command.usageHint)")
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

  /// The bundle identifier given as `--bundle-id`, as a usage error when it is not one.
  static func bundleID(_ arguments: Arguments) throws -> String {
    let text = try arguments.required("--bundle-id")
    guard BundleIdentifier.isValid(text[...]) else {
      throw UsageError(
        "--bundle-id '\(text)' is not a bundle identifier: \(BundleIdentifier.rule), such as com.example.shop"
      )
    }
    return text
  }
}
