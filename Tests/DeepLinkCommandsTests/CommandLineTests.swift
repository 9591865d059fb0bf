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

  /// A word a command does not take is refused, never ignored: `deeplink simulate --manifest
  /// M scenario.txt` read the scenario from standard input and said nothing. Each command line
  /// below succeeds as written, and fails with exit 2 naming the word added after it.
  @Test func anOperandACommandDoesNotTakeIsRefused() async throws {
    let aasa = FileManager.default.temporaryDirectory.appendingPathComponent("aasa-\(UUID())")
    defer { try? FileManager.default.removeItem(at: aasa) }
    let generated = await runTool([
      "aasa", "generate", "--manifest", manifestPath, "--app-id", "ABCDE12345.com.example.shop",
    ])
    try generated.output.write(to: aasa, atomically: true, encoding: .utf8)
    let payload = #"{"aps": {"alert": "Hi"}, "link": "shop://cart"}"#
    let lines: [(arguments: [String], input: String)] = [
      (["routes", "--manifest", manifestPath], ""),
      (["simulate", "--manifest", manifestPath], "launch url shop://cart\n"),
      (["extract", "-"], payload),
      (["push", "--link", "shop://cart", "--bundle-id", "com.example.shop"], ""),
      (["aasa", "check", "--file", aasa.path], ""),
      (["aasa", "generate", "--manifest", manifestPath, "--app-id", "ABCDE12345.com.x.y"], ""),
      (["aasa", "diff", "--manifest", manifestPath, "--file", aasa.path], ""),
      (["docs", "--manifest", manifestPath], ""),
      (["plan", "--manifest", manifestPath, "--bundle-id", "com.example.shop"], ""),
      (["generate", "swift", "--manifest", manifestPath], ""),
    ]
    // Every command that takes a fixed number of operands is here (`match` and `aasa match`
    // take any number of URLs).
    let covered = Set(lines.map(\.arguments[0]))
    let fixed = DeepLinkTool.commands.filter { $0.operands != nil }.map(\.name)
    #expect(Set(fixed).subtracting(covered).isEmpty)
    for line in lines {
      let run = await runTool(line.arguments, input: line.input)
      #expect(run.status == 0, "\(line.arguments): \(run.errors)")
      let extra = await runTool(line.arguments + ["extra"], input: line.input)
      #expect(extra.status == 2, "\(line.arguments)")
      #expect(
        extra.errors.hasPrefix(
          "deeplink \(line.arguments[0]): unexpected argument 'extra'\nUsage:"),
        "\(line.arguments): \(extra.errors)")
      #expect(extra.output.isEmpty, "\(line.arguments)")
    }
  }

  /// An option read once and given twice is refused, naming both values: one of them would
  /// go unread (`--manifest a.json --manifest b.json` matched against `b.json` alone). An
  /// option that repeats, `push --action`, keeps each value.
  @Test func anOptionReadOnceGivenTwiceIsRefused() async {
    let lines: [(arguments: [String], option: String, first: String, second: String)] = [
      (
        ["match", "--manifest", manifestPath, "--manifest=other.json", "shop://cart"],
        "--manifest", manifestPath, "other.json"
      ),
      (
        ["push", "--link", "shop://cart", "--bundle-id", "com.example.shop", "--link", "shop://x"],
        "--link", "shop://cart", "shop://x"
      ),
      (["extract", "--action", "A", "--action", "B", "-"], "--action", "A", "B"),
    ]
    for line in lines {
      let run = await runTool(line.arguments, input: #"{"link": "shop://cart"}"#)
      #expect(run.status == 2)
      #expect(
        run.errors.hasPrefix(
          "deeplink \(line.arguments[0]): \(line.option) is given twice ('\(line.first)', '\(line.second)'); give it once\nUsage:"
        ), "\(run.errors)")
      #expect(run.output.isEmpty)
    }
    let actions = await runTool([
      "push", "--link", "shop://cart", "--bundle-id", "com.example.shop", "--action",
      "A=shop://a", "--action", "B=shop://b",
    ])
    #expect(actions.status == 0)
    #expect(actions.output.contains("shop://a") && actions.output.contains("shop://b"))
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
    // Help for one command at a time: a second name is refused, not passed over.
    let two = await runTool(["help", "match", "routes"])
    #expect(two.status == 2)
    #expect(two.output.isEmpty)
    #expect(
      two.errors == "deeplink help: unexpected argument 'routes'\nUsage: deeplink help [COMMAND]\n")
  }

  /// The overview is what `--help`, `-h` and `help` print, with exit status 0; without a
  /// command it is a usage error, printed on standard error with exit status 2.
  @Test func theOverviewIsHelpOrAUsageError() async {
    let help = await runTool(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("deeplink 0.1.0: route deep links"))
    #expect(help.output.contains("  generate  Generate the Swift type of a manifest's links\n"))
    for asked in [["-h"], ["help"]] {
      let run = await runTool(asked)
      #expect(run.status == 0)
      #expect(run.output == help.output)
    }
    let none = await runTool([])
    #expect(none.status == 2)
    #expect(none.output.isEmpty)
    #expect(none.errors == help.output)
    let noLanguage = await runTool(["generate", "--manifest", "deeplinks.json"])
    #expect(noLanguage.status == 2)
    #expect(
      noLanguage.errors.hasPrefix("deeplink generate: give the language to generate: swift\n"))
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

  /// Payloads, AASA files and scenarios are UTF-8: one in another encoding (`caf\xE9`, Latin-1)
  /// is refused, saying where, from a file or from standard input, rather than read with U+FFFD
  /// in place of its bytes (a link `shop://caf\u{FFFD}` found, exit 0).
  @Test func inputThatIsNotUTF8IsRefusedWithWhere() async throws {
    let bytes =
      Array(#"{"aps": {},"#.utf8) + [0x0A] + Array(#""link": "shop://caf"#.utf8) + [0xE9]
      + Array(#""}"#.utf8)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID())")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let path = file.path
    let notUTF8 = "is not UTF-8: the bytes at offset 31 (line 2) are not a character"
    for (arguments, input, error) in [
      (["extract", path], [], "deeplink extract: \(path) \(notUTF8)"),
      (["extract"], bytes, "deeplink extract: standard input \(notUTF8)"),
      (["aasa", "check", "--file", path], [], "deeplink aasa: \(path) \(notUTF8)"),
      (
        ["simulate", "--manifest", manifestPath, "--script", path], [],
        "deeplink simulate: \(path) \(notUTF8)"
      ),
      (
        ["simulate", "--manifest", manifestPath], bytes,
        "deeplink simulate: standard input \(notUTF8)"
      ),
    ] as [([String], [UInt8], String)] {
      let run = await runTool(arguments, bytes: input)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output == "", "\(arguments)")
      #expect(run.errors == error + "\n", "\(arguments)")
    }
  }

  /// Standard input is read in chunks: lines that straddle two reads, a line longer than three
  /// reads, and a line that is not UTF-8 among 30,000 others, are read whole, as in memory.
  @Test func standardInputIsReadWholeAcrossReads() throws {
    var bytes: [UInt8] = []
    for index in 0..<30_000 {
      bytes += Array("shop://product/\(index)\n".utf8)
      if index == 20_000 { bytes += Array("shop://category/caf".utf8) + [0xE9, 0x0A] }
      if index == 10_000 {
        bytes += Array("shop://help/".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200_000)
        bytes.append(0x0A)
      }
    }
    let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID())")
    defer { try? FileManager.default.removeItem(at: outputFile) }
    #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
    let run = try runBinary(
      ["match", "--manifest", manifestPath, "--stdin"], bytes: bytes,
      standardOutput: outputFile.path)
    let lines = try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n")
    #expect(run.status == 1)
    #expect(lines.count == 30_002)
    #expect(lines[0] == "shop://product/0 -> product  id=0")
    #expect(lines[30_001] == "shop://product/29999 -> product  id=29999")
    #expect(lines.filter { $0.contains("no match") }.count == 2)
    #expect(
      lines[10_001].hasSuffix("-> no match: the URL is 200012 bytes long, over the limit of 32768"))
    #expect(
      lines[20_002]
        == "shop://category/caf\u{FFFD} -> no match: line 20003 of standard input is not UTF-8: the bytes at offset 19 are not a character"
    )
  }

  /// An argument that is not UTF-8 (a URL pasted from a Latin-1 log) is refused, not matched
  /// with U+FFFD in place of its bytes (`shop://category/caf\u{FFFD}`, exit 0). A shell passes
  /// the bytes, which `Process`' string arguments cannot.
  @Test func anArgumentThatIsNotUTF8IsRefused() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"exec "$0" match --manifest "$1" "$(printf 'shop://category/caf\351')""#,
      builtTool().path, manifestPath,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message == "deeplink: argument 4 is not UTF-8\n")
  }

  /// Standard input that cannot be read (closed, or a directory) is an error with exit 2, not
  /// a crash nor an empty list.
  @Test func unreadableStandardInputIsAnError() throws {
    for arguments in [["match", "--manifest", manifestPath, "--stdin"], ["extract"]] {
      let process = Process()
      process.executableURL = builtTool()
      process.arguments = arguments
      let errors = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      process.standardInput = try FileHandle(forReadingFrom: repositoryRoot)
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit, "\(arguments)")
      #expect(process.terminationStatus == 2, "\(arguments)")
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(message == "deeplink \(arguments[0]): cannot read standard input: it is a folder\n")
    }
  }

  /// A line's answer is written when the line comes, not when the input ends or 64 KiB of
  /// answers have gathered: `tail -f log | deeplink match --stdin` answers as the log grows.
  @Test func eachLineIsAnsweredAsItComes() throws {
    let process = Process()
    process.executableURL = builtTool()
    process.arguments = ["match", "--manifest", manifestPath, "--stdin"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try? input.fileHandleForReading.close()
    try input.fileHandleForWriting.write(contentsOf: Data("shop://cart\n".utf8))
    // The input stays open while the answer is awaited, for 20 s at most.
    let answer = Locked(Data())
    let answered = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var data = Data()
      while !data.contains(0x0A) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        data.append(chunk)
      }
      answer.withLock { $0 = data }
      answered.signal()
    }
    let inTime = answered.wait(timeout: .now() + 20) == .success
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    if !inTime { answered.wait() }
    #expect(inTime)
    #expect(String(decoding: answer.withLock { $0 }, as: UTF8.self) == "shop://cart -> cart\n")
  }

  /// `match --stdin` started on `input`, writing to a pipe nobody reads.
  func matchWritingToNobody(input: Any, errors: Pipe) throws -> Process {
    let process = Process()
    process.executableURL = builtTool()
    process.arguments = ["match", "--manifest", manifestPath, "--stdin"]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try output.fileHandleForReading.close()
    try process.run()
    return process
  }

  /// A reader that stops reading (`| head -1`) ends the command quietly, not by a signal.
  @Test func aClosedPipeEndsTheCommandQuietly() throws {
    let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("urls-\(UUID())")
    try String(repeating: "shop://cart\n", count: 20_000).write(
      to: inputFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: inputFile) }
    let errors = Pipe()
    let process = try matchWritingToNobody(
      input: try FileHandle(forReadingFrom: inputFile), errors: errors)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }

  /// It ends when its reader goes, even while its input goes on (`tail -f log | deeplink match
  /// --stdin | head -1`): it stops reading.
  @Test func aClosedPipeEndsTheCommandWhileItsInputGoesOn() throws {
    let input = Pipe()
    let process = try matchWritingToNobody(input: input, errors: Pipe())
    // Once the command has gone, writing to it fails (EPIPE) rather than ending the tests by a
    // signal: no reading end is left open here.
    try? input.fileHandleForReading.close()
    signal(SIGPIPE, SIG_IGN)
    let lines = Data(String(repeating: "shop://cart\n", count: 10_000).utf8)
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline {
      try? input.fileHandleForWriting.write(contentsOf: lines)
    }
    let ended = !process.isRunning
    // Else its input ends, which ends it (a child here may not see a signal: it starts with
    // the test thread's signals blocked).
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(ended)
    #expect(process.terminationStatus == 0)
  }
}
