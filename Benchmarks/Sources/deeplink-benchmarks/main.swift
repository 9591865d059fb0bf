import AllocationCounter
import DeepLinking
import Foundation

// Benchmarks for swift-deeplinking, run with:
//   swift run -c release --package-path Benchmarks deeplink-benchmarks [--json] [--quick]
// Every figure is the median of 5 repetitions after a warm-up; compare ratios within one run.
// `--figures` prints only the figures that do not depend on the machine's speed (Figures.swift),
// which `Scripts/check-figures.py` holds under `Benchmarks/figures.json` in CI; the `--profile…`
// modes run one workload alone, for valgrind.

let arguments = Set(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let quick = arguments.contains("--quick")

let repetitions = 5
@MainActor func report(_ name: String, _ key: String, _ count: Int, _ unit: String, _ value: Double)
{
  // Ratios and allocation counts to three decimals (a change of a few allocations in a
  // hundred hits must show), the rest to one.
  let threeDecimals = unit == "ratio" || unit == "allocs"
  if json {
    let scale = threeDecimals ? 1000.0 : 10.0
    let shown = (value * scale).rounded() / scale
    print(#"{"name":"\#(name)","\#(key)":\#(count),"\#(unit)":\#(shown)}"#)
  } else {
    let padded = name.padding(toLength: 16, withPad: " ", startingAt: 0)
    print(
      "\(padded) \(key)=\(count)".padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: threeDecimals ? "%12.3f %@" : "%12.1f %@", value, unit))
  }
}

@inline(never) func blackHole(_ value: Int) {
  if value == -42 { print("unreachable") }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The median over repetitions of `body`'s time, in nanoseconds per item.
func measure(items: Int, _ body: () -> Int) -> Double {
  blackHole(body())  // warm-up
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let start = now()
    blackHole(body())
    samples.append(Double(now() - start) / Double(items))
  }
  return samples.sorted()[samples.count / 2]
}

/// Times `bodies` in turns, each once a round after one warm-up round, so that a slow phase
/// of a shared machine (seconds long, seen here to make every body up to 1.6 times slower)
/// falls on all of them alike: each body's times, in nanoseconds per item, one a round.
func measureInTurns(_ bodies: [(items: Int, body: () -> Int)]) -> [[Double]] {
  for body in bodies { blackHole(body.body()) }  // warm-up
  var samples = Array(repeating: [Double](), count: bodies.count)
  for _ in 0..<repetitions {
    for (offset, body) in bodies.enumerated() {
      let start = now()
      blackHole(body.body())
      samples[offset].append(Double(now() - start) / Double(body.items))
    }
  }
  return samples
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The median over rounds of the ratio of two bodies' times in the same round.
func ratio(_ numerator: [Double], _ denominator: [Double]) -> Double {
  median(zip(numerator, denominator).map { $0 / $1 })
}

/// With `--read-route`, matching also reads each match's route name, as a dispatcher does. The
/// rows read only the parameters and the query: a match holds its route, and what the app
/// reads of it after is the app's cost (a change that only moves that read out of `match` shows
/// up here as a gain without the flag and none with it).
let readsRoute = arguments.contains("--read-route")

func matchAll(_ router: Router, _ urls: [String]) -> Int {
  var checksum = 0
  for url in urls {
    if let match = router.match(url) {
      checksum &+= match.parameters.count &+ match.query.count &+ 1
      if readsRoute { checksum &+= match.route.name.utf8.count }
    }
  }
  return checksum
}

/// Builds a link back for each route of a `Workloads.generated` table, whose routes come in
/// fours (`item/:id`, `list`, `item/:id/comments/:cid`, `settings/:key`); the links' bytes.
func buildAllLinks(_ router: Router, _ workload: Workload) -> Int {
  var checksum = 0
  for (offset, route) in workload.patterns.enumerated() {
    let url = try? router.urlString(for: route.name, parameters: linkParameters(offset))
    checksum &+= url?.utf8.count ?? 0
  }
  return checksum
}

/// The parameters of the link of the generated route at `offset`.
func linkParameters(_ offset: Int) -> [String: any CustomStringConvertible] {
  switch offset % 4 {
  case 0: ["id": 42]
  case 2: ["id": 42, "cid": "a b"]
  case 3: ["key": "dark-mode"]
  default: [:]
  }
}

// W1: the shopping app.
let w1 = Workloads.shop(count: quick ? 100_000 : 1_000_000)
let w1Router = try w1.makeRouter()
if let index = CommandLine.arguments.firstIndex(of: "--write-w1"),
  index + 1 < CommandLine.arguments.count
{
  // Writes W1's manifest and URLs to a folder, to profile the command-line tool on them.
  let folder = URL(fileURLWithPath: CommandLine.arguments[index + 1])
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let workload = Workloads.shop(count: 1_000_000)
  try workload.manifestJSON.write(
    to: folder.appendingPathComponent("w1.json"), atomically: true, encoding: .utf8)
  try (workload.urls.joined(separator: "\n") + "\n").write(
    to: folder.appendingPathComponent("urls.txt"), atomically: true, encoding: .utf8)
  exit(0)
}
if arguments.contains("--memory-breakdown") {
  let workload = Workloads.generated(size: 10_000, count: 0)
  let before = deeplink_heap_in_use()
  let routes = try workload.patterns.map { try Route($0.name, pattern: $0.pattern) }
  let middle = deeplink_heap_in_use()
  let router = try Router(schemes: ["shop"], domains: ["shop.example.com"], routes: routes)
  let after = deeplink_heap_in_use()
  print(
    "routes", Double(middle - before) / 10_000, "router beyond routes",
    Double(after - middle) / 10_000)
  withExtendedLifetime((routes, router)) {}
  exit(0)
}
if arguments.contains("--register-breakdown") {
  // Building a router of 10,000 routes in its two steps: parsing the patterns, then checking
  // and indexing them (medians of 5, in ms).
  let workload = Workloads.generated(size: 10_000, count: 0)
  // What each step made is kept, so that tearing it down is left out of the time.
  var tables: [[Route]] = []
  let parse = measure(items: 1) {
    tables.append(workload.patterns.compactMap { try? Route($0.name, pattern: $0.pattern) })
    return tables.count
  }
  var routers: [Router] = []
  let build = measure(items: 1) {
    guard let router = try? Router(schemes: ["shop"], domains: [], routes: tables[0]) else {
      return 0
    }
    routers.append(router)
    return router.match("shop://section0/list") == nil ? 0 : 1
  }
  let before = deeplink_allocation_count()
  let routes = workload.patterns.compactMap { try? Route($0.name, pattern: $0.pattern) }
  let middle = deeplink_allocation_count()
  let router = try Router(schemes: ["shop"], domains: [], routes: routes)
  let after = deeplink_allocation_count()
  withExtendedLifetime(router) {}
  print(
    "parse", parse / 1e6, "ms,", Double(middle - before) / 1e4, "allocations a route;",
    "check and index", build / 1e6, "ms,", Double(after - middle) / 1e4, "allocations a route")
  exit(0)
}
if arguments.contains("--figures") {
  // Only the figures that do not depend on the machine's speed (see Figures.swift).
  reportAllocationsPerMatch()
  try reportBytesPerRoute()
  try reportCodeSizeAndPublicTypes()
  exit(0)
}
/// The number given after `flag`, if any.
func number(after flag: String) -> Int? {
  guard let index = CommandLine.arguments.firstIndex(of: flag),
    index + 1 < CommandLine.arguments.count
  else { return nil }
  return Int(CommandLine.arguments[index + 1])
}
if arguments.contains("--profile-register") {
  // Twenty builds of 10,000 routes, kept, as the timed `register` row keeps them: tearing
  // them down is left out. With `--skip-building`, none: the difference of the two runs'
  // instruction counts is the building alone.
  let workload = Workloads.generated(size: 10_000, count: 0)
  var kept: [Router] = []
  for _ in 0..<(arguments.contains("--skip-building") ? 0 : 20) {
    let router = try workload.makeRouter()
    blackHole(router.match("shop://section0/list") == nil ? 0 : 1)
    kept.append(router)
  }
  withExtendedLifetime(kept) {}
  exit(0)
}
if let size = number(after: "--profile-generated") {
  // Only W2 matching at `size` routes, for a cache profiler (cachegrind): its misses as the
  // table grows, which timing on a shared machine shows only through noise. With
  // `--skip-matching` the same run stops before matching: `cg_diff` of the two runs leaves
  // the matching alone.
  let workload = Workloads.generated(size: size, count: 200_000)
  let router = try workload.makeRouter()
  if !arguments.contains("--skip-matching") { blackHole(matchAll(router, workload.urls)) }
  exit(0)
}
if arguments.contains("--profile-build-url") {
  // Only building links of a 1,000-route table, 100 times each, for a profiler.
  let workload = Workloads.generated(size: 1_000, count: 0)
  let router = try workload.makeRouter()
  for _ in 0..<100 { blackHole(buildAllLinks(router, workload)) }
  exit(0)
}
if arguments.contains("--generated-only") {
  // Only the generated tables' rows (matchGenerated, flatness): to compare two builds of the
  // library in alternation, without the rest of the run.
  try measureGeneratedTables()
  exit(0)
}
if arguments.contains("--profile") {
  // Only W1 matching, for a profiler: ten rounds over its URLs, or `--rounds N`; none with
  // `--skip-matching` (the difference of the two runs' instruction counts is the matching).
  let rounds = arguments.contains("--skip-matching") ? 0 : number(after: "--rounds") ?? 10
  for _ in 0..<rounds { blackHole(matchAll(w1Router, w1.urls)) }
  exit(0)
}
let w1Samples = measureInTurns([
  (w1.urls.count, { matchAll(w1Router, w1.urls) }),
  (
    w1.urls.count,
    {
      var checksum = 0
      for url in w1.urls {
        guard let components = URLComponents(string: url) else { continue }
        checksum &+=
          (components.host?.count ?? 0) &+ components.path.split(separator: "/").count
          &+ (components.queryItems?.count ?? 0)
      }
      return checksum
    }
  ),
  (
    w1.urls.count,
    {
      var checksum = 0
      for url in w1.urls where URL(string: url) != nil { checksum &+= 1 }
      return checksum
    }
  ),
  (
    w1.urls.count,
    {
      var checksum = 0
      for url in w1.urls { checksum &+= url.utf8.split(separator: UInt8(ascii: "/")).count }
      return checksum
    }
  ),
])
for (offset, name) in ["match", "urlcomponents", "urlString", "split"].enumerated() {
  report(name, "routes", w1.patterns.count, "ns", median(w1Samples[offset]))
}
report("matchRatio", "routes", w1.patterns.count, "ratio", ratio(w1Samples[0], w1Samples[1]))

reportAllocationsPerMatch()

// W2: generated tables of growing size, each timed in turns with the table of 10 routes, so
// that a ratio compares the two under the same conditions (a table timed in turns with a larger
// one would also pay for the caches the larger one emptied).
@MainActor func measureGeneratedTables() throws {
  let small = Workloads.generated(size: 10, count: quick ? 50_000 : 200_000)
  let smallRouter = try small.makeRouter()
  var smallSamples: [Double] = []
  for size in [100, 1_000, 10_000, 100_000] {
    let workload = Workloads.generated(size: size, count: quick ? 50_000 : 200_000)
    let router = try workload.makeRouter()
    let samples = measureInTurns([
      (small.urls.count, { matchAll(smallRouter, small.urls) }),
      (workload.urls.count, { matchAll(router, workload.urls) }),
    ])
    if smallSamples.isEmpty {
      smallSamples = samples[0]
      report("matchGenerated", "routes", 10, "ns", median(samples[0]))
    }
    report("matchGenerated", "routes", size, "ns", median(samples[1]))
    if size >= 10_000 { report("flatness", "routes", size, "ratio", ratio(samples[1], samples[0])) }
  }
}
try measureGeneratedTables()

// Building the table.
// From patterns to a ready router (routes parsed, checked and indexed); tearing it down is
// left out of the time.
for size in [10_000, 100_000] {
  let workload = Workloads.generated(size: size, count: 0)
  var kept: [Router] = []
  let ms =
    measure(items: 1) {
      guard let router = try? workload.makeRouter() else {
        fatalError("the generated workload of \(size) routes is not a valid table")
      }
      kept.append(router)
      return router.match("shop://section0/list") == nil ? 0 : 1
    } / 1e6
  kept.removeAll()
  report("register", "routes", size, "ms", ms)
}
// The same table through a builder filled one route at a time, as feature modules fill it.
do {
  let workload = Workloads.generated(size: 10_000, count: 0)
  let routes = try workload.patterns.map { try Route($0.name, pattern: $0.pattern) }
  var kept: [Router] = []
  let ms =
    measure(items: 1) {
      guard var builder = try? Router.Builder(schemes: ["shop"], domains: ["shop.example.com"])
      else { fatalError("the generated workload's origins are refused") }
      for route in routes {
        guard (try? builder.add(route)) != nil else { fatalError("\(route) is refused") }
      }
      let router = builder.build()
      kept.append(router)
      return router.match("shop://section0/list") == nil ? 0 : 1
    } / 1e6
  kept.removeAll()
  report("registerOneByOne", "routes", 10_000, "ms", ms)
}
let manifestPath = repositoryRoot.appendingPathComponent("Examples/Shop/deeplinks.json").path
let manifestMs =
  measure(items: 100) {
    var checksum = 0
    for _ in 0..<100 {
      guard let router = try? RouteManifest(contentsOf: manifestPath).router else {
        fatalError("cannot read \(manifestPath)")
      }
      checksum &+= router.match("shop://cart") == nil ? 0 : 1
    }
    return checksum
  } / 1e6
report("manifestLoad", "routes", 18, "ms", manifestMs)

// Building URLs back: one for each route of a generated table of 1,000 (its name looked up,
// its pattern read, the parameters encoded).
do {
  let workload = Workloads.generated(size: 1_000, count: 0)
  let router = try workload.makeRouter()
  let ns = measure(items: workload.patterns.count) { buildAllLinks(router, workload) }
  for (offset, route) in workload.patterns.enumerated() {
    guard
      let url = try? router.urlString(for: route.name, parameters: linkParameters(offset)),
      router.match(url)?.name == route.name
    else { fatalError("route \(route.name) does not build a link back to itself") }
  }
  report("buildURL", "routes", 1_000, "ns", ns)
}

try reportBytesPerRoute()

// The command-line tool on 1,000,000 URLs with --json.
do {
  let tool = repositoryRoot.appendingPathComponent(".build/release/deeplink")
  // Built every time (a no-op when it is up to date): a tool left from older sources was
  // once measured in place of the current one, and hid a tenfold slowdown.
  _ = try run([
    "swift", "build", "-c", "release", "--package-path", repositoryRoot.path, "--product",
    "deeplink",
  ])
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "deeplink-bench-\(getpid())")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let manifest = directory.appendingPathComponent("w1.json")
  try w1.manifestJSON.write(to: manifest, atomically: true, encoding: .utf8)
  let input = directory.appendingPathComponent("urls.txt")
  try (w1.urls.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
  var samples: [Double] = []
  for _ in 0..<3 {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["match", "--manifest", manifest.path, "--stdin", "--json"]
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    // CPU time (user + system) of the child, on its one core: steadier than the wall clock
    // on a shared machine.
    func childCPU() -> Double {
      var usage = rusage()
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let before = childCPU()
    try process.run()
    process.waitUntilExit()
    samples.append(Double(w1.urls.count) / (childCPU() - before))
  }
  report("cliThroughput", "urls", w1.urls.count, "perSecond", samples.sorted()[1])
}

try reportCodeSizeAndPublicTypes()
