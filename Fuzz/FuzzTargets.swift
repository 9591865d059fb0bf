// libFuzzer targets for DeepLinking, compiled together with the library's sources by
// Scripts/fuzz.sh (swiftc -sanitize=fuzzer,address). DEEPLINK_FUZZ_TARGET picks the target:
// match, pattern, manifest, payload, aasa, decode, arguments, sequence or store. A target
// crashes (and libFuzzer saves the input) when the library crashes, hangs, or breaks one of the
// invariants checked below.
import Foundation

let fuzzTarget = ProcessInfo.processInfo.environment["DEEPLINK_FUZZ_TARGET"] ?? "match"

let fuzzRouter: Router = {
  let path =
    ProcessInfo.processInfo.environment["DEEPLINK_FUZZ_MANIFEST"]
    ?? "Examples/Shop/deeplinks.json"
  guard let manifest = try? RouteManifest(contentsOf: path) else {
    fatalError("cannot load the manifest at \(path); run from the repository root")
  }
  return manifest.router
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  switch fuzzTarget {
  case "match": fuzzMatch(text)
  case "pattern": fuzzPattern(text)
  case "manifest": fuzzManifest(text)
  case "payload": fuzzPayload(text)
  case "aasa": fuzzAASA(text)
  case "decode": fuzzDecode(text)
  case "arguments": fuzzArguments(text)
  case "sequence": fuzzSequence(Array(bytes))
  case "store": fuzzStore(storeBytes(Array(bytes)))
  default: fatalError("unknown DEEPLINK_FUZZ_TARGET \(fuzzTarget)")
  }
  return 0
}

/// Reading a payload never crashes and its refusal quotes no hidden character; and an app,
/// handed the payload as the `userInfo` Foundation parses from it, reads the same link from the
/// same key, or refuses it at the same key path, as the tools reading its JSON text do.
func fuzzPayload(_ text: String) {
  let readers: [(PushLinkReader, action: String?)] = [
    (PushLinkReader(), nil), (PushLinkReader(customKeyPaths: ["a.b", "0"]), "x"),
    (PushLinkReader(), PushLinkReader.dismissActionIdentifier),
  ]
  // Wherever it is JSON (however deep) and Foundation parses it as a dictionary, as the system
  // hands it over; Foundation also takes text that is not JSON (`{"a": 1,}`), which APNs
  // refuses and the tools too.
  let isJSON = (try? JSONValue(parsing: text, maximumDepth: 1_000)) != nil
  let parsed = isJSON ? try? JSONSerialization.jsonObject(with: Data(text.utf8)) : nil
  let userInfo = parsed as? [AnyHashable: Any]
  for (reader, action) in readers {
    let fromText = Result { () throws(DeepLinkError) in
      try reader.link(inJSON: text, actionIdentifier: action)
    }
    if case .failure(let error) = fromText {
      requireNothingHidden(in: error.message)
      requireNothingHidden(in: error.location ?? "")
    }
    guard let userInfo else { continue }
    let fromUserInfo = Result { () throws(DeepLinkError) in
      try reader.link(in: JSONValue(userInfo: userInfo), actionIdentifier: action)
    }
    switch (fromText, fromUserInfo) {
    case (.success(let a), .success(let b)):
      precondition(
        a?.url == b?.url && a?.reader == b?.reader && a?.keyPath == b?.keyPath,
        "the text gives \(String(describing: a)), the userInfo \(String(describing: b))")
    case (.failure(let a), .failure(let b)):
      precondition(
        a.location == b.location, "refused at \(a.location ?? "-") and \(b.location ?? "-")")
    default:
      preconditionFailure("the text gives \(fromText), the userInfo \(fromUserInfo)")
    }
  }
}

/// Matching never crashes, the fast path agrees with the explaining one, a refusal's message
/// quotes no hidden character, and a matched URL built back from its route (its parameters,
/// whole query and fragment) matches the same route with the same parameters, query and
/// fragment.
func fuzzMatch(_ url: String) {
  let fast = fuzzRouter.match(url)
  let explained = fuzzRouter.resolve(url)
  _ = fuzzRouter.matches(url)
  switch explained {
  case .success(let match):
    precondition(fast?.name == match.name, "match and resolve disagree on \(url)")
    if let problem = buildBackProblem(match, of: url, in: fuzzRouter) {
      preconditionFailure(problem)
    }
  case .failure(let failure):
    precondition(fast == nil, "resolve refused what match took: \(url)")
    precondition(!failure.message.isEmpty, "a refusal without a reason: \(url)")
    requireNothingHidden(in: failure.message)
    requireScopeSaid(in: failure.message, of: url)
  }
}

/// A miss names a closest route limited to another scheme or host than the URL's only saying
/// so ("it is limited to"), and says so only of such a route: the scope decided here from the
/// URL's scheme and host as written, not by the router.
func requireScopeSaid(in message: String, of url: String) {
  guard let start = message.range(of: "closest is '")?.upperBound,
    let end = message[start...].firstIndex(of: "'"),
    let route = fuzzRouter.routes.first(where: { $0.name == message[start..<end] }),
    case .success(let written)? = URLBytes.reading(
      url,
      { bytes in URLParts.read(bytes).map { (bytes.string($0.scheme), bytes.string($0.host)) } })
  else { return }
  let scheme = written.0.lowercased()
  let host = written.1.lowercased()
  let takes: Bool
  switch route.pattern.scope {
  case .any: takes = true
  case .scheme(let own): takes = scheme == own
  case .host(let own): takes = (scheme == "https" || scheme == "http") && host == own
  case .hostLabel: return
  }
  precondition(
    takes != message.contains(": it is limited to "),
    "the miss of \(url) names '\(route.name)' (\(route.pattern.text)): \(message)")
}

/// A message may be logged: it holds no character of the input that hides or breaks a line.
func requireNothingHidden(in message: String) {
  precondition(
    !message.unicodeScalars.contains(where: ShownText.isHidden),
    "a message quotes a hidden character: \(message.debugDescription)")
}

/// A pattern, then (after a newline) values for its placeholders, one a line, used in turn: a
/// link built from them, on the route's own origin and as a universal link, must match back to
/// the route and the same values; with two lines of values or more, the last is given as a
/// query item and a fragment too, and must come back as given.
func fuzzPattern(_ input: String) {
  let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let text = lines.first, let route = try? Route("fuzz", pattern: text) else { return }
  guard let origins = try? RouterOrigins(schemes: ["shop"], domains: ["example.com"]),
    let router = try? Router(origins: origins, routes: [route])
  else { return }
  let given = lines.dropFirst()
  // A line the router reads as a link builds back from its match.
  for line in given {
    if let match = router.match(line), let problem = buildBackProblem(match, of: line, in: router) {
      preconditionFailure(problem)
    }
  }
  var values: [String: String] = [:]
  for (offset, name) in route.pattern.parameterNames.enumerated() {
    values[name] =
      given.isEmpty
      ? (route.pattern.parameterType(name) == .int ? "7" : "v")
      : given[given.startIndex + offset % given.count]
  }
  // What a match gives back: a host label lowercased, as hosts are read; `*` empty if absent.
  var expected = values
  if let name = route.pattern.hostLabelName { expected[name] = values[name]?.lowercased() }
  if route.pattern.parameterNames.contains("*"), values["*"] == nil { expected["*"] = "" }
  // Built on the route's own origin (the custom scheme unless the pattern names a host), and as
  // a universal link, where the pattern allows one.
  // With two lines of values or more, the last is also given as a query item and a fragment.
  let extra = given.count >= 2 ? given.last : nil
  let query: Parameters = extra.map { ["fuzzq": $0] } ?? [:]
  let fragment = route.pattern.extras?.fragment == nil ? extra : nil
  for origin in [nil, LinkOrigin.universalLink(host: "example.com")] {
    guard
      let built = try? router.urlString(
        for: "fuzz", parameters: values, query: query, fragment: fragment, origin: origin)
    else { continue }
    let match = router.match(built)
    precondition(match?.name == "fuzz", "\(text) does not match its own URL \(built)")
    precondition(
      match?.parameters.dictionary == expected,
      "\(text) built \(built) from \(values), read back as \(match?.parameters.dictionary ?? [:])"
    )
    if let extra {
      precondition(match?.query.values("fuzzq") == [extra], "\(built) lost its query item")
    }
    if let fragment {
      let read = match?.fragment.map { PercentDecoding.string($0) }
      precondition(read == PercentDecoding.string(fragment), "\(built) lost its fragment")
    }
  }
}

func fuzzAASA(_ text: String) {
  let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let url = parts.count > 1 ? String(parts[0]) : "https://example.com/"
  let json = parts.count > 1 ? String(parts[1]) : text
  guard let file = try? AppSiteAssociation(json: json) else { return }
  let result = file.match(url)
  precondition(!(result.opens && result.excluded), "opens and excluded at once")
  // The components `aasa check` says can never match are those an earlier one covers, each
  // naming the first such one: found through the index, they are those found pair by pair.
  for (place, details) in file.details.enumerated() {
    let components = details.components ?? []
    let expected = components.indices.dropFirst().compactMap { later -> String? in
      (0..<later).first { AASAReader.covers(components[$0], components[later]) }.map {
        "applinks.details[\(place)].components[\(later)]: can never match: components[\($0)] matches every URL it would"
      }
    }
    let warned = file.problems.filter {
      $0.path.hasPrefix("applinks.details[\(place)].components[")
        && $0.message.hasPrefix("can never match")
    }
    precondition(
      warned.map { "\($0.path): \($0.message)" } == expected, "shadowing warnings differ")
  }
  guard case .success(let parts) = AASAURL.read(url) else {
    precondition(result == .noMatch, "a URL no universal link can be matched")
    return
  }
  // The index decides as trying every component in order does (Apple's first-match rule).
  var decided: (details: Int, place: Int)?
  search: for (place, details) in file.details.enumerated() where !details.appIDs.isEmpty {
    if let components = details.components {
      if let index = components.firstIndex(where: { $0.matches(parts) }) {
        decided = (place, index)
        break search
      }
    } else if let path = details.legacyPaths?.first(where: {
      $0.pattern.matches(parts.path(decoded: false), caseSensitive: true)
    }) {
      decided = (place, path.index)
      break search
    }
  }
  precondition(
    result.detailsIndex == decided?.details && result.componentIndex == decided?.place,
    "the index decided otherwise than trying every component in order")
  // A component `aasa check` says can never match (an earlier one covers it) never matches a
  // URL the earlier one does not.
  for details in file.details {
    let components = details.components ?? []
    for (later, component) in components.enumerated() where component.matches(parts) {
      for earlier in 0..<later where AASAReader.covers(components[earlier], component) {
        precondition(
          components[earlier].matches(parts),
          "components[\(earlier)] is said to cover components[\(later)], which alone matches \(url)"
        )
      }
    }
  }
}

/// Every field type the decoder knows, optional, so any text decodes or fails cleanly.
struct FuzzFields: Decodable {
  enum Level: UInt8, Decodable { case low = 1, high = 200 }
  enum Sort: String, Decodable { case price, rating }
  let i: Int?, i8: Int8?, i16: Int16?, i32: Int32?, i64: Int64?
  let u: UInt?, u8: UInt8?, u16: UInt16?, u32: UInt32?, u64: UInt64?
  let f: Float?, d: Double?, dec: Decimal?, b: Bool?, s: String?
  let uuid: UUID?, url: URL?, date: Date?, level: Level?, sort: Sort?
  let many: [UInt8]?
}

let decodeRouter: Router = {
  guard let origins = try? RouterOrigins(schemes: ["shop"]),
    let route = try? Route("d", pattern: "/d/:x"),
    let page = try? Route("u", pattern: "/u?to=<url:to>"),
    let uuid = try? Route("uuid", pattern: "/uuid/<uuid:x>"),
    let router = try? Router(origins: origins, routes: [route, page, uuid])
  else { fatalError("cannot build the decoding router") }
  return router
}()

/// Decoding never crashes; its errors quote no hidden character, in their message or field; a
/// value decoded through one field decodes the same through `parameters.value(_:as:)`;
/// integers print back to the text that decodes to them; a `<url:>` or `<uuid:>` placeholder
/// takes what converts to its type, and nothing else.
func fuzzDecode(_ text: String) {
  let names = [
    "i", "i8", "i16", "i32", "i64", "u", "u8", "u16", "u32", "u64", "f", "d", "dec", "b",
    "s", "uuid", "url", "date", "level", "sort", "many", "many",
  ]
  let encoded = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
  let query = names.map { "\($0)=\(encoded)" }.joined(separator: "&")
  guard let match = decodeRouter.match("shop://d/\(encoded.isEmpty ? "x" : encoded)?\(query)")
  else { return }
  do {
    _ = try match.decode(FuzzFields.self)
  } catch {
    requireNothingHidden(in: error.message)
  }
  // Each kind of field alone too: the first field to fail hid the errors of the later ones
  // (an enum's, which the standard library writes).
  func decodeAlone<T: Decodable>(_: T.Type) {
    do {
      _ = try match.decode(Single<T>.self)
    } catch {
      requireNothingHidden(in: error.message)
      requireNothingHidden(in: error.location ?? "")
    }
  }
  var kinds: [any Decodable.Type] = [
    FuzzFields.Sort.self, FuzzFields.Level.self, UInt8.self, Double.self, Decimal.self, Bool.self,
    UUID.self, URL.self, Date.self, [Int16].self,
  ]
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    kinds += [Int128.self, UInt128.self]
  }
  for kind in kinds { decodeAlone(kind) }
  if let value = match.parameters.value("x", as: UInt8.self) {
    precondition(UInt8(value.description) == value, "UInt8 \(value) does not print back")
  }
  if let value = match.parameters.value("x", as: Int64.self) {
    let again = try? decodeRouter.match("shop://d/\(value)")?.decode(Single<Int64>.self).x
    precondition(again == value, "Int64 \(value) decodes to \(String(describing: again))")
  }
  // A `<url:>` placeholder takes what converts to a URL, by the one rule, and nothing else.
  if let page = decodeRouter.match("shop://u?to=\(encoded)") {
    precondition(
      page.parameters.value("to", as: URL.self) != nil, "<url:> took '\(text)', which is no URL")
  }
  // So does a `<uuid:>` one (Foundation's parser on Linux is laxer than the placeholder).
  precondition(
    (decodeRouter.match("shop://uuid/\(encoded)") != nil)
      == (match.parameters.value("x", as: UUID.self) != nil),
    "<uuid:> and the conversion disagree on '\(text)'")
  // The 128-bit widths have a reader of their own: it accepts what the standard library's does.
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let x = match.parameters["x"]
  {
    precondition(
      match.parameters.value("x", as: Int128.self) == Int128(x)
        && match.parameters.value("x", as: UInt128.self) == UInt128(x),
      "'\(x)' read as a 128-bit integer otherwise than the standard library reads it")
  }
  if let value = match.parameters.value("x", as: Double.self) {
    precondition(value.isFinite, "a non-finite Double from '\(text)'")
  }
}

struct Single<T: Decodable>: Decodable { let x: T }

/// Arguments of every shape parse or are refused with a message; nothing traps.
func fuzzArguments(_ text: String) {
  let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  let options: [CommandOption] = [
    .option("--manifest", "FILE", "m"), .flag("--json", "j"), .option("--action", "ID", "a"),
  ]
  do {
    let parsed = try Arguments(words, options: options)
    for operand in parsed.operands where operand.hasPrefix("-") && operand != "-" {
      precondition(words.contains("--"), "'\(operand)' became an operand without --")
    }
  } catch {
    precondition(!error.message.isEmpty, "a refusal without a message")
  }
}

nonisolated(unsafe) var sequenceRouter: Router?

/// A sequence of doors, lifecycle events, conditions, declining handlers, failing navigators,
/// silent pushes, terminations and clock jumps, decoded from the input, delivers exactly what
/// the reference model predicts.
func fuzzSequence(_ bytes: [UInt8]) {
  nonisolated(unsafe) var done = false
  Task { @MainActor in
    if sequenceRouter == nil { sequenceRouter = try? DeliveryModelRun.router() }
    guard let router = sequenceRouter else { fatalError("the model's routes do not build") }
    var bits = InputBits(bytes: bytes)
    let settings = DeliveryModelRun.settings(&bits)
    let events = DeliveryModelRun.events(&bits)
    var model = DeliveryModel(settings: settings)
    for event in events { model.apply(event) }
    guard let observed = try? await DeliveryModelRun.run(events, settings, router) else {
      fatalError("a generated sequence could not run: \(events)")
    }
    precondition(
      observed == model.outcomes,
      "\(settings)\nevents: \(events)\npipeline: \(observed)\nmodel: \(model.outcomes)")
    done = true
  }
  // The main actor's work runs on the main queue, which the run loop serves.
  while !done { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
}

/// The store the input stands for. Its first byte odd (a JSON store's `{` is): the input as it
/// is. Even: a store of links made from the rest, four bytes each (a link of the example app,
/// its identifier out of eight, its place among its routes as a signed byte, its age in units
/// of four seconds), stored with the matches this version gives it, so that it keeps that
/// place: a store no mutation of JSON text would readily make.
func storeBytes(_ bytes: [UInt8]) -> Data {
  guard bytes.first.map({ $0 % 2 == 0 }) == true else { return Data(bytes) }
  let urls = [
    "shop://settings/privacy", "shop://user/u1/orders/9", "shop://product/1?ref=push",
    "https://shop.example.com/search/shoes#top", "shop://web?url=https%3A%2F%2Fshop.example.com",
    "shop://checkout", "shop://cart",
  ]
  var links: [PendingLink] = []
  var rest = bytes.dropFirst()
  while rest.count >= 4 {
    let fields = Array(rest.prefix(4))
    rest = rest.dropFirst(4)
    let url = urls[Int(fields[0]) % urls.count]
    let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, fields[1] % 8))
    links.append(
      PendingLink(
        id: id,
        link: IncomingLink(
          url: url, door: .customScheme, state: .notRunning,
          receivedAt: Date(timeIntervalSince1970: 1_800_000_100 - Double(fields[3]) * 4)),
        candidates: fuzzRouter.matches(url).map(StoredMatch.init),
        nextCandidate: Int(Int8(bitPattern: fields[2]))))
  }
  guard let data = try? LinkStoreFormat.encode(links) else {
    fatalError("links the pipeline made cannot be stored")
  }
  return data
}

/// A store's bytes, whatever they hold (damaged, written by hand or by another version), never
/// crash the pipeline that reads them at launch, delivers its links and takes new ones; no event
/// quotes a hidden character; no more than 100 links wait; and what the pipeline writes over
/// the store, it can read back.
func fuzzStore(_ bytes: Data) {
  nonisolated(unsafe) var done = false
  Task { @MainActor in
    let store = InMemoryLinkStore()
    try? store.save(bytes)
    var configuration = DeliveryConfiguration()
    configuration.deliversEveryWaitingLink = bytes.count % 2 == 0
    guard
      let pipeline = try? DeepLinkPipeline(
        router: fuzzRouter, configuration: configuration, store: store,
        clock: { Date(timeIntervalSince1970: 1_800_000_100) })
    else { fatalError("the store target's pipeline cannot be made") }
    pipeline.navigator = RecordingNavigator()
    var events: [DeepLinkEvent] = []
    pipeline.observer = { events.append($0) }
    precondition(pipeline.waitingLinks.count <= 100, "\(pipeline.waitingLinks.count) links wait")
    await pipeline.appDidBecomeActive()
    try? await pipeline.setCondition("signedIn", met: true)
    await pipeline.receive("shop://cart", door: .customScheme)
    for event in events { requireNothingHidden(in: event.description) }
    if let written = try? store.load(), written != bytes {
      precondition(
        (try? LinkStoreFormat.decode(written)) != nil,
        "the pipeline wrote a store it cannot read: \(String(decoding: written, as: UTF8.self))")
    }
    done = true
  }
  // The main actor's work runs on the main queue, which the run loop serves.
  while !done { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
}

/// Any text as a manifest: its problems are listed without a crash; a manifest that reads, with a
/// domain, gives an AASA file that `aasa check` finds nothing wrong with (no component an earlier
/// one covers, no error), and that `aasa diff` finds agrees with the manifest.
func fuzzManifest(_ text: String) {
  _ = RouteManifest.problems(in: text)
  guard let manifest = try? RouteManifest(json: text),
    let generated = try? manifest.appSiteAssociation(appID: "ABCDE12345.com.example.app")
  else { return }
  guard let file = try? AppSiteAssociation(json: generated.jsonText) else {
    preconditionFailure("the generated file does not read: \(generated.jsonText)")
  }
  precondition(file.problems.isEmpty, "the generated file has problems: \(file.problems)")
  // The diff finds nothing between the file and the manifest it was made from, but routes no
  // URL could be made for; where a literal holds a `*` or `?` that applinks reads as a wildcard
  // (as the comment says), the other URLs it lets through; and, with routes kept off universal
  // links, a route's URL that a component of another route decides where the deciding
  // component's comment names that route (applinks reads a typed placeholder as any text, so
  // an exclude and an include may match alike), or where the component's wildcard takes more
  // than one segment.
  let components =
    generated["applinks"]?["details"]?.arrayValue?.first?["components"]?.arrayValue ?? []
  func comment(_ url: String?) -> String {
    guard let url, let index = file.match(url).componentIndex, components.indices.contains(index)
    else { return "" }
    return components[index]["comment"]?.stringValue ?? ""
  }
  let excludes = manifest.routes.contains { !$0.opensAsUniversalLink }
  for difference in (try? file.differences(from: manifest)) ?? [] {
    let said = comment(difference.url)
    precondition(
      difference.kind == .unchecked || said.contains("(read as wildcards)")
        || (difference.kind != .unrouted && excludes
          && (difference.detail.hasSuffix("more than one segment")
            || said.contains("route '\(difference.route ?? "")'"))),
      "the generated file differs from its manifest: \(difference)\n\(generated.jsonText)")
  }
}
