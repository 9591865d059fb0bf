import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// Stress tests, also run under the thread sanitizer in CI
/// (`swift test --sanitize=thread --filter ConcurrencyTests`).
@Suite struct ConcurrencyTests {
  /// A built router is shared by every task without a lock: each sees the same table.
  @Test func matchesFromManyTasksAtOnce() async throws {
    var builder = Router.Builder(origins: try RouterOrigins(schemes: ["shop"]))
    try builder.add(Route("product", pattern: "/product/<int:id>"))
    for index in 0..<200 {
      try builder.add(Route("section\(index)", pattern: "/section\(index)/:id"))
    }
    let router = builder.build()
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<4 {
        group.addTask {
          var hits = 0
          for index in 0..<2_000 {
            if router.match("shop://product/\(index)")?.name == "product" { hits += 1 }
            let section = (index + task) % 200
            if router.match("shop://section\(section)/x")?.name == "section\(section)" { hits += 1 }
          }
          return hits
        }
      }
      var total = 0
      for await hits in group { total += hits }
      #expect(total == 16_000)
    }
    #expect(router.routes.count == 201)
  }

  @Test func linksArriveFromManyDoorsAtOnce() async throws {
    let manifest = try exampleManifest()
    var configuration = DeliveryConfiguration(manifest: manifest)
    configuration.deliversEveryWaitingLink = true
    configuration.duplicateWindow = 0
    configuration.revealsQueryValues = true  // the events tell the `cart?n=` links apart
    let router = manifest.router
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = FileLinkStore(url: directory.appendingPathComponent("links.json"))
    let pipeline = try await DeepLinkPipeline(
      router: router, configuration: configuration, store: store)
    let navigator = await RecordingNavigator()
    // More than 100 links can wait at once while the app is in the background: the oldest
    // give way, each said.
    let superseded = Locked<[String]>([])
    await MainActor.run {
      pipeline.navigator = navigator
      pipeline.observer = { event in
        guard event.kind == .superseded else { return }
        superseded.withLock { $0.append(event.url) }
        #expect(event.reason == "more than 100 links waited; the oldest gave way")
      }
    }
    let doors: [LinkDoor] = [.customScheme, .universalLink, .pushTap, .inApp, .shortcut]
    await withTaskGroup(of: Void.self) { group in
      for (offset, door) in doors.enumerated() {
        group.addTask {
          for index in 0..<100 {
            await pipeline.receive("shop://product/\(offset * 1_000 + index)", door: door)
            _ = router.match("https://shop.example.com/product/\(index)")
          }
        }
      }
      group.addTask {
        for _ in 0..<20 {
          await pipeline.appDidBecomeActive()
          await MainActor.run { pipeline.appDidEnterBackground() }
        }
      }
      group.addTask {
        for index in 0..<50 {
          await MainActor.run { pipeline.post { await $0.openURL("shop://cart?n=\(index)") } }
        }
      }
    }
    await pipeline.idle()
    await pipeline.appDidBecomeActive()
    let shown = await navigator.shown.map(\.match.url)
    #expect(Set(shown).count == shown.count, "a link was shown twice")
    let givenWay = superseded.withLock { $0 }
    #expect(Set(shown).isDisjoint(with: givenWay), "a link given way was shown")
    #expect(Set(givenWay).count == givenWay.count, "a link was given way twice")
    #expect(shown.count + givenWay.count == 550, "a link was lost")
    #expect(await pipeline.waitingLinks.isEmpty)
  }
}
