import Foundation

/// The repository of the package measured: the benchmarks' package sits in its `Benchmarks`.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardized

/// Runs a command found on the path and returns what it wrote to standard output (a build's
/// progress too, kept out of the rows); stops the run, naming the command, if it fails.
func run(_ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    fatalError("`\(arguments.joined(separator: " "))` failed")
  }
  return String(decoding: output, as: UTF8.self)
}
