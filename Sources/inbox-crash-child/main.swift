// A child process for the inbox crash test: it receives links into a file-backed inbox and
// delivers them now and then, acknowledging each receipt on standard output and logging each
// delivery (synced to disk). It kills itself with SIGKILL at the K-th time it reaches the named
// crash point, after logging which link was in flight there:
//   persisted  a received link was written to the store
//   removed    a link was removed from the store, before its handler runs
//   handler    inside the handler, before the delivery is logged
//   rename     the new store file is written but not yet renamed over the old one
// With POINT "none" it delivers what waits and exits.
//
// Usage: inbox-crash-child STORE DELIVERED_LOG FIRST_ID POINT K
import DeepLinking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count == 6, Int(arguments[3]) != nil, Int(arguments[5]) != nil else {
  FileHandle.standardError.write(
    Data("usage: inbox-crash-child STORE DELIVERED_LOG FIRST_ID POINT K\n".utf8))
  exit(2)
}
let firstID = Int(arguments[3]) ?? 0
let target = Int(arguments[5]) ?? 0
let logPath = arguments[2]
let point = arguments[4]
if !FileManager.default.fileExists(atPath: logPath) {
  _ = FileManager.default.createFile(atPath: logPath, contents: nil)
}

@Sendable func appendSynced(_ line: String) {
  guard let handle = FileHandle(forWritingAtPath: logPath) else { return }
  handle.seekToEndOfFile()
  handle.write(Data((line + "\n").utf8))
  try? handle.synchronize()
  try? handle.close()
}

/// Counts the times each crash point is reached, and dies at the chosen one.
let reached = Locked([String: Int]())
@Sendable func mark(_ name: String, inFlight: String) {
  let count = reached.withLock { counts -> Int in
    counts[name, default: 0] += 1
    return counts[name]!
  }
  guard name == point, count == target else { return }
  appendSynced("killed \(name) \(inFlight)")
  kill(getpid(), SIGKILL)
}

/// The file store, reporting whether each write added or removed links.
final class MarkingStore: LinkStore {
  let file: FileLinkStore
  let ids = Locked([String]())

  init(url: URL) {
    file = FileLinkStore(url: url, beforeReplacing: { mark("rename", inFlight: "-") })
  }

  func load() throws -> Data? {
    let data = try file.load()
    let links = try data.map(LinkStoreFormat.decode) ?? []
    ids.withLock { $0 = links.map(\.link.url) }
    return data
  }

  func save(_ data: Data) throws {
    let before = ids.withLock { $0 }
    try file.save(data)
    let after = try LinkStoreFormat.decode(data).map(\.link.url)
    ids.withLock { $0 = after }
    let removed = before.filter { !after.contains($0) }
    let added = after.filter { !before.contains($0) }
    if let link = added.first { mark("persisted", inFlight: link) }
    if let link = removed.first { mark("removed", inFlight: link) }
  }
}

let router = try Router(
  origins: RouterOrigins(schemes: ["shop"]),
  routes: [Route("product", pattern: "/product/<int:id>")])
var configuration = DeliveryConfiguration()
configuration.deliversEveryWaitingLink = true
configuration.duplicateWindow = 0
configuration.timeToLive = 86_400
let store = MarkingStore(url: URL(fileURLWithPath: arguments[1]))
let pipeline = try DeepLinkPipeline(router: router, configuration: configuration, store: store)
if let error = pipeline.storeError {
  appendSynced("corrupt \(error)")
  exit(3)
}
try pipeline.handle("product") { match in
  let url = match.url
  mark("handler", inFlight: url)
  appendSynced("delivered \(url)")
  return .handled
}
if point == "none" {
  await pipeline.appDidBecomeActive()
  exit(0)
}
for index in 0..<100_000 {
  let url = "shop://product/\(firstID + index)"
  await pipeline.receive(url, door: .customScheme)
  // Acknowledged only once receive returned, when the link is in the store.
  FileHandle.standardOutput.write(Data("ack \(url)\n".utf8))
  // Every third link, the app comes to the foreground and delivers what waited.
  if index % 3 == 2 {
    await pipeline.appDidBecomeActive()
    pipeline.appWillResignActive()
    pipeline.appDidEnterBackground()
  }
}
