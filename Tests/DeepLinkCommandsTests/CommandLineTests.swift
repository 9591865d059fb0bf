import Foundation
import Testing

@testable import DeepLinkCommands

/// The command line's conventions, which scripts and other tools rely on.
@MainActor
@Suite struct CommandLineTests {
  static let hint = """
    Usage: deeplink match --manifest FILE [--json] [--stdin] URL...
    See 'deeplink match --help' for more information.

    """

  struct Refusal: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let error: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Each refusal exits 2 with one line saying what was wrong, then the one-line usage hint.
  @Test(arguments: [
    Refusal(arguments: ["-j", "shop://cart"], error: "deeplink match: unknown option '-j'\n"),
    Refusal(arguments: ["-x"], error: "deeplink match: unknown option '-x'\n"),
    Refusal(arguments: ["--jsn", "x"], error: "deeplink match: unknown option '--jsn'\n"),
    Refusal(arguments: ["--jsn=1", "x"], error: "deeplink match: unknown option '--jsn'\n"),
    Refusal(
      arguments: ["--json=yes", "x"],
      error: "deeplink match: --json is a flag and takes no value ('yes')\n"),
    Refusal(arguments: ["x", "--manifest"], error: "deeplink match: --manifest needs a value\n"),
  ])
  func refusalsExitTwoWithAOneLineHint(_ refusal: Refusal) async {
    let run = await runTool(["match", "--manifest", manifestPath] + refusal.arguments)
    #expect(run.status == 2)
    #expect(run.errors == refusal.error + Self.hint)
    #expect(run.output.isEmpty)
  }

  @Test func optionValuesMayFollowAnEqualsSign() async {
    let run = await runTool(["match", "--manifest=\(manifestPath)", "shop://cart"])
    #expect(run.status == 0)
    #expect(run.output == "shop://cart -> cart\n")
  }

  /// After `--` everything is an operand, `--help` included.
  @Test func doubleDashEndsTheOptions() async {
    let run = await runTool(["match", "--manifest", manifestPath, "--", "--help", "-j"])
    #expect(run.status == 1)
    #expect(
      run.output == """
        --help -> no match: not an absolute URL: it has no scheme
        -j -> no match: not an absolute URL: it has no scheme

        """)
  }

  @Test func helpCommandPrintsThatCommandsHelp() async {
    for command in DeepLinkTool.commands {
      let viaHelp = await runTool(["help", command.name])
      let viaFlag = await runTool([command.name, "--help"])
      let viaShort = await runTool([command.name, "-h"])
      #expect(viaHelp.status == 0)
      #expect(viaHelp.output == command.help + "\n")
      #expect(viaFlag.output == viaHelp.output)
      #expect(viaShort.output == viaHelp.output)
    }
    let unknown = await runTool(["help", "frob"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "deeplink: unknown command 'frob'\nRun 'deeplink --help' for the commands.\n")
  }

  /// The help is made from the declaration the parser reads: every option in a synopsis is
  /// declared, and every declared option is listed in the help.
  @Test func helpAndParserShareOneDeclaration() {
    for command in DeepLinkTool.commands {
      let declared = Set(command.options.map(\.name))
      let mentioned = command.synopsis.joined(separator: " ").split(whereSeparator: {
        " []|".contains($0)
      })
      .filter { $0.hasPrefix("--") }.map(String.init)
      #expect(Set(mentioned).isSubset(of: declared), "\(command.name): \(mentioned)")
      for option in command.options {
        #expect(command.help.contains("  \(option.name)"), "\(command.name) \(option.name)")
      }
    }
  }

  @Test func aFullDiskIsAnErrorWithExitTwo() throws {
    let run = try runBinary(
      ["match", "--manifest", manifestPath, "shop://cart"], standardOutput: "/dev/full")
    #expect(run.status == 2)
    #expect(run.errors == "deeplink: cannot write the output: No space left on device\n")
  }

  /// A reader that stops reading (`| head -1`) ends the command quietly, not by a signal.
  @Test func aClosedPipeEndsTheCommandQuietly() throws {
    let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("urls-\(UUID())")
    try String(repeating: "shop://cart\n", count: 20_000).write(
      to: inputFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: inputFile) }
    let process = Process()
    process.executableURL = builtTool()
    process.arguments = ["match", "--manifest", manifestPath, "--stdin"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    try output.fileHandleForReading.close()  // nobody will read
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }
}
