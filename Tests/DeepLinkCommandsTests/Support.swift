import DeepLinkCommands
import Foundation
import Testing

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let manifestPath = repositoryRoot.appendingPathComponent("Examples/Shop/deeplinks.json").path

/// What one run of the tool printed and returned.
struct ToolRun {
  let status: Int32
  let output: String
  let errors: String
}

/// Runs the tool in process with `arguments`, feeding `input` as standard input.
@MainActor
func runTool(_ arguments: [String], input: String = "") async -> ToolRun {
  await runTool(arguments, bytes: Array(input.utf8))
}

/// Runs the tool in process with `arguments`, feeding the bytes `bytes` (which need not be
/// UTF-8) as standard input.
@MainActor
func runTool(_ arguments: [String], bytes: [UInt8]) async -> ToolRun {
  let console = Console.captured(input: bytes)
  let status = await DeepLinkTool.run(arguments, console: console)
  return ToolRun(status: status, output: console.standardOutput, errors: console.standardError)
}

/// The text of golden file `name`.
func golden(_ name: String) throws -> String {
  let url = try #require(Bundle.module.url(forResource: "Golden/\(name)", withExtension: nil))
  return try String(contentsOf: url, encoding: .utf8)
}

/// The built `deeplink` binary, next to the test bundle.
func builtTool() -> URL {
  var directory = Bundle.module.bundleURL.deletingLastPathComponent()
  for _ in 0..<3
  where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("deeplink").path) {
    directory.deleteLastPathComponent()
  }
  return directory.appendingPathComponent("deeplink")
}

/// Runs the built binary, as a user would; `standardOutput` names a file to write to instead of
/// a pipe.
func runBinary(_ arguments: [String], input: String = "", standardOutput: String? = nil) throws
  -> ToolRun
{
  try runBinary(arguments, bytes: Array(input.utf8), standardOutput: standardOutput)
}

/// Runs the built binary, feeding the bytes `bytes` (which need not be UTF-8) as standard input.
func runBinary(_ arguments: [String], bytes: [UInt8], standardOutput: String? = nil) throws
  -> ToolRun
{
  let process = Process()
  process.executableURL = builtTool()
  process.arguments = arguments
  process.currentDirectoryURL = repositoryRoot
  // A crash ends the child at once, failing the test: the runtime's backtracer can keep its
  // output pipes open, and the test would wait for them.
  process.environment = ProcessInfo.processInfo.environment.merging(
    ["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
  let output = Pipe()
  let errors = Pipe()
  let stdin = Pipe()
  if let standardOutput {
    process.standardOutput = FileHandle(forWritingAtPath: standardOutput)
  } else {
    process.standardOutput = output
  }
  process.standardError = errors
  process.standardInput = stdin
  try process.run()
  // Drain standard error on its own thread, so a child that fills that pipe cannot deadlock
  // against this one reading standard output.
  let collected = Locked(Data())
  let drained = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    collected.withLock { $0 = data }
    drained.signal()
  }
  // Standard input is written on its own thread too, so a large input cannot deadlock against
  // a child writing its output; a child that stops reading (or crashes) ends the writing.
  // This process's copy of the pipe's reading end is closed, or a child that dies would leave
  // the writing blocked on a pipe nobody reads; writing to it then fails (EPIPE) rather than
  // ending the tests by a signal.
  try? stdin.fileHandleForReading.close()
  signal(SIGPIPE, SIG_IGN)
  let written = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    try? stdin.fileHandleForWriting.write(contentsOf: Data(bytes))
    try? stdin.fileHandleForWriting.close()
    written.signal()
  }
  let out = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
  drained.wait()
  written.wait()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
    errors: String(decoding: collected.withLock { $0 }, as: UTF8.self))
}

/// A value behind a lock, for the drain thread.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
