import DeepLinking
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Kills a child process that receives and delivers links at random moments (SIGKILL, mid-write
/// included), relaunching it on the same store each time.
@Suite struct InboxCrashTests {
  static let iterations =
    Int(ProcessInfo.processInfo.environment["DEEPLINK_KILL_ITERATIONS"] ?? "") ?? 60

  @Test func theInboxSurvivesKillsWithoutCorruptionOrRedelivery() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let storeURL = directory.appendingPathComponent("links.json")
    let logURL = directory.appendingPathComponent("delivered.log")
    let child = builtTool().deletingLastPathComponent().appendingPathComponent("inbox-crash-child")
    var acknowledged: Set<Int> = []
    var generator = SystemRandomNumberGenerator()
    for iteration in 0..<Self.iterations {
      let process = Process()
      process.executableURL = child
      process.arguments = [storeURL.path, logURL.path, String(iteration)]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      usleep(UInt32.random(in: 5_000...60_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      for line in text.split(separator: "\n") where line.hasPrefix("ack ") {
        if let id = Int(line.dropFirst(4)) { acknowledged.insert(id) }
      }
      // The store is never corrupt: it always loads.
      #expect(throws: Never.self, "iteration \(iteration)") {
        _ = try FileLinkStore(url: storeURL).load()
      }
    }
    let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    #expect(!log.contains("corrupt"))
    let delivered = log.split(separator: "\n").compactMap { Int($0.dropFirst("delivered ".count)) }
    let stored = Set(
      try FileLinkStore(url: storeURL).load().compactMap {
        Int($0.link.url.dropFirst("shop://product/".count))
      })
    // Delivered at most once.
    #expect(delivered.count == Set(delivered).count, "a link was delivered twice")
    // Every acknowledged link is still waiting or was delivered, but for at most one link per
    // kill caught between its removal from the store and its handler (at-most-once delivery).
    let lost = acknowledged.subtracting(stored).subtracting(delivered)
    #expect(lost.count <= Self.iterations, "lost \(lost.count)")
    #expect(Set(delivered).isDisjoint(with: stored), "a delivered link is still stored")
    #expect(acknowledged.count > Self.iterations, "the child should get some work done")
    print(
      "inbox kill test: \(Self.iterations) kills, \(acknowledged.count) links acknowledged, "
        + "\(delivered.count) delivered, \(stored.count) still waiting, \(lost.count) lost in flight"
    )
  }
}
