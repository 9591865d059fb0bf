// A child process for the inbox crash-safety test: it receives links into a file-backed inbox
// and now and then becomes active and delivers them, acknowledging each receipt on standard
// output and logging each delivery (synced to disk), until the test kills it with SIGKILL.
//
// Usage: inbox-crash-child STORE DELIVERED_LOG SEED
import DeepLinking
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let seed = Int(arguments[3]) else {
  FileHandle.standardError.write(Data("usage: inbox-crash-child STORE DELIVERED_LOG SEED\n".utf8))
  exit(2)
}
let store = FileLinkStore(url: URL(fileURLWithPath: arguments[1]))
let logPath = arguments[2]
if !FileManager.default.fileExists(atPath: logPath) {
  _ = FileManager.default.createFile(atPath: logPath, contents: nil)
}

func appendSynced(_ line: String, to path: String) {
  guard let handle = FileHandle(forWritingAtPath: path) else { return }
  handle.seekToEndOfFile()
  handle.write(Data((line + "\n").utf8))
  try? handle.synchronize()
  try? handle.close()
}

let router = try Router(
  origins: RouterOrigins(schemes: ["shop"]),
  routes: [Route("product", pattern: "/product/<int:id>")])
var configuration = DeliveryConfiguration()
configuration.policy = .all
configuration.duplicateWindow = 0
configuration.timeToLive = 86_400
let pipeline = DeepLinkPipeline(router: router, configuration: configuration, store: store)
if let error = pipeline.storeError {
  appendSynced("corrupt \(error)", to: logPath)
  exit(3)
}
pipeline.handle("product") { match in
  appendSynced("delivered \(match.parameters["id"] ?? "?")", to: logPath)
  return .handled
}
var generator = SystemRandomNumberGenerator()
for index in 0..<100_000 {
  let id = seed * 100_000 + index
  await pipeline.receive("shop://product/\(id)", door: .customScheme)
  // Acknowledged only once receive returned, when the link is in the store.
  FileHandle.standardOutput.write(Data("ack \(id)\n".utf8))
  if Int.random(in: 0..<5, using: &generator) == 0 {
    await pipeline.appDidBecomeActive()
    pipeline.appWillResignActive()
    pipeline.appDidEnterBackground()
  }
}
