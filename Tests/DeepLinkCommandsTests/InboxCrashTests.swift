import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// Kills a child process at named crash points, seeded, relaunching it on the same store each
/// time: the store always loads, nothing is delivered twice, and every acknowledged link is
/// delivered or still waiting, except the one link in flight when the kill landed between its
/// removal from the store and the end of its handler (the at-most-once contract).
@Suite struct InboxCrashTests {
  static let killsPerPoint =
    Int(ProcessInfo.processInfo.environment["DEEPLINK_KILLS_PER_POINT"] ?? "") ?? 40
  static let points = ["persisted", "removed", "handler", "rename"]

  struct Run {
    let status: Int32
    let output: String
  }

  static func child(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = builtTool().deletingLastPathComponent().appendingPathComponent(
      "inbox-crash-child")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  @Test func killsAtEveryCrashPointLoseNothingButTheLinkInFlight() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("links.json").path
    let log = directory.appendingPathComponent("delivered.log").path
    var random = SeededGenerator(seed: 2026)
    var acknowledged: [String] = []
    var inFlight: [String: [String]] = [:]  // crash point -> the links in flight when killed
    var kills: [String: Int] = [:]
    var iteration = 0
    for round in 0..<Self.killsPerPoint {
      for point in Self.points {
        iteration += 1
        let k = Int.random(in: 1...12, using: &random)
        let run = try Self.child([store, log, String(iteration * 100_000), point, String(k)])
        #expect(run.status == 9, "round \(round) \(point) #\(k): the child was not killed there")
        acknowledged += run.output.split(separator: "\n").filter { $0.hasPrefix("ack ") }.map {
          String($0.dropFirst(4))
        }
        kills[point, default: 0] += 1
        // The store is never corrupt: it always loads.
        #expect(throws: Never.self, "after a kill at \(point)") {
          _ = try FileLinkStore(url: URL(fileURLWithPath: store)).load()
        }
      }
    }
    // A last, peaceful run delivers what still waits.
    let drain = try Self.child([store, log, "0", "none", "0"])
    #expect(drain.status == 0)
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("corrupt") })
    let delivered = lines.filter { $0.hasPrefix("delivered ") }.map { String($0.dropFirst(10)) }
    for line in lines where line.hasPrefix("killed ") {
      let parts = line.split(separator: " ").map(String.init)
      inFlight[parts[1], default: []].append(parts[2])
    }
    #expect(delivered.count == Set(delivered).count, "a link was delivered twice")
    let left = try FileLinkStore(url: URL(fileURLWithPath: store)).load()
    #expect(try left.map(LinkStoreFormat.decode)?.isEmpty ?? true)
    let lost = Set(acknowledged).subtracting(delivered)
    // Only a link in flight between its removal and its handler's end may be lost.
    let allowed = Set((inFlight["removed"] ?? []) + (inFlight["handler"] ?? []))
    #expect(
      lost.isSubset(of: allowed), "lost outside the handler's window: \(lost.subtracting(allowed))")
    // A link written to the store just before a kill is delivered in the end, though the
    // kill came before it was acknowledged.
    // (unless a later kill caught it in flight between its removal and its handler's end).
    let persisted = Set(inFlight["persisted"] ?? [])
    let persistedLost = persisted.subtracting(delivered).subtracting(allowed)
    #expect(persistedLost.isEmpty, "\(persistedLost.count) links lost after being stored")
    let lostPerPoint = Self.points.map { point in
      // A loss is counted at the kill that caused it: the one between removal and handler.
      let caughtLater = point == "removed" || point == "handler" ? Set<String>() : allowed
      let lostHere = Set((inFlight[point] ?? []).filter { $0 != "-" }).subtracting(delivered)
        .subtracting(caughtLater).count
      return "\(point): \(kills[point] ?? 0) kills, \(lostHere) in-flight links lost"
    }
    #expect(kills.values.allSatisfy { $0 == Self.killsPerPoint })
    print(
      "inbox kill test: \(acknowledged.count) links acknowledged, \(delivered.count) delivered, "
        + "\(lost.count) acknowledged lost; "
        + lostPerPoint.joined(separator: "; "))
  }
}
