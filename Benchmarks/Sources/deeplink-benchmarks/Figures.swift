import AllocationCounter
import DeepLinking
import Foundation

// The figures that do not depend on the machine's speed: allocations, memory, code size and
// public types. The full run reports them after the timed rows; `--figures` reports only
// them, for `Scripts/check-figures.py`, which CI runs against `Benchmarks/figures.json`.

/// Allocations per match on W1, hits and misses apart (100,000 of each at most).
@MainActor func reportAllocationsPerMatch() {
  let hitURLs = w1.urls.filter { w1Router.match($0) != nil }.prefix(100_000)
  let missURLs = w1.urls.filter { w1Router.match($0) == nil }.prefix(100_000)
  for (name, urls) in [("allocsPerHit", Array(hitURLs)), ("allocsPerMiss", Array(missURLs))] {
    let before = deeplink_allocation_count()
    blackHole(matchAll(w1Router, urls))
    let after = deeplink_allocation_count()
    report(name, "urls", urls.count, "allocs", Double(after - before) / Double(urls.count))
  }
}

/// Memory per route at 10,000 routes: the routes and the compiled index.
@MainActor func reportBytesPerRoute() throws {
  let workload = Workloads.generated(size: 10_000, count: 0)
  let before = deeplink_heap_in_use()
  let router = try workload.makeRouter()
  blackHole(router.match("shop://section0/list") == nil ? 0 : 1)
  let after = deeplink_heap_in_use()
  report("bytesPerRoute", "routes", 10_000, "bytes", Double(after - before) / 10_000)
  withExtendedLifetime(router) {}
}

/// The runtime module's size: the text sections of DeepLinking's release object files, as
/// `size` counts them (code, read-only data, unwind tables), and its public types.
@MainActor func reportCodeSizeAndPublicTypes() throws {
  _ = try run([
    "swift", "build", "-c", "release", "--package-path", repositoryRoot.path, "--target",
    "DeepLinking",
  ])
  let objects = repositoryRoot.appendingPathComponent(".build/release/DeepLinking.build")
  // The objects of the module's current sources only: a build folder keeps the objects of
  // files since deleted.
  let sourceFolder = repositoryRoot.appendingPathComponent("Sources/DeepLinking")
  let files = (FileManager.default.enumerator(atPath: sourceFolder.path)?.allObjects ?? [])
    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    .map { objects.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent + ".o").path }
    .filter { FileManager.default.fileExists(atPath: $0) }
  // `size` prints a header, then "text data bss dec hex filename" per file.
  let bytes = try run(["size"] + files).split(separator: "\n").dropFirst()
    .compactMap { Int($0.split(separator: "\t").first?.trimmingCharacters(in: .whitespaces) ?? "") }
    .reduce(0, +)
  report("codeSize", "objects", files.count, "bytes", Double(bytes))
  // Public types, nested ones included: declarations that start with `public` and a type
  // keyword.
  var count = 0
  let enumerator = FileManager.default.enumerator(atPath: sourceFolder.path)
  while let file = enumerator?.nextObject() as? String {
    guard file.hasSuffix(".swift") else { continue }
    let text = try String(contentsOf: sourceFolder.appendingPathComponent(file), encoding: .utf8)
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").prefix(3)
      guard words.first == "public" else { continue }
      let kind =
        words.dropFirst().first == "final" ? words.dropFirst(2).first : words.dropFirst().first
      if let kind, ["struct", "class", "enum", "protocol", "actor"].contains(kind) { count += 1 }
    }
  }
  report("publicTypes", "module", 1, "count", Double(count))
}
