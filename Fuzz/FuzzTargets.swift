// libFuzzer targets for DeepLinking, compiled together with the library's sources by
// Scripts/fuzz.sh (swiftc -sanitize=fuzzer,address). DEEPLINK_FUZZ_TARGET picks the target:
// match, pattern, manifest, payload or aasa. A target crashes (and libFuzzer saves the input)
// when the library crashes, hangs, or breaks one of the invariants checked below.
import Foundation

let fuzzTarget = ProcessInfo.processInfo.environment["DEEPLINK_FUZZ_TARGET"] ?? "match"

let fuzzRouter: Router = {
  let path = ProcessInfo.processInfo.environment["DEEPLINK_FUZZ_MANIFEST"]
    ?? "Examples/Shop/deeplinks.json"
  guard let manifest = try? RouteManifest(contentsOf: path) else {
    fatalError("cannot load the manifest at \(path); run from the repository root")
  }
  return manifest.makeRouter()
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes, as: UTF8.self)
  switch fuzzTarget {
  case "match": fuzzMatch(text)
  case "pattern": fuzzPattern(text)
  case "manifest": _ = RouteManifest.problems(in: text)
  case "payload":
    _ = try? PushLinkReader().link(inJSON: text)
    _ = try? PushLinkReader(customKeyPaths: ["a.b", "0"]).link(inJSON: text, actionIdentifier: "x")
  case "aasa": fuzzAASA(text)
  default: fatalError("unknown DEEPLINK_FUZZ_TARGET \(fuzzTarget)")
  }
  return 0
}

/// Matching never crashes, the fast path agrees with the explaining one, and a matched URL
/// built back from its route matches the same route with the same parameters.
func fuzzMatch(_ url: String) {
  let fast = fuzzRouter.match(url)
  let explained = fuzzRouter.resolve(url)
  _ = fuzzRouter.matches(url)
  switch explained {
  case .success(let match):
    precondition(fast?.name == match.name, "match and resolve disagree on \(url)")
    if let built = try? fuzzRouter.urlString(
      for: match.name, parameters: match.parameters.dictionary, query: match.query,
      fragment: match.fragment, origin: match.origin)
    {
      let again = fuzzRouter.match(built)
      precondition(again?.name == match.name, "\(built) (from \(url)) matched \(again?.name ?? "nothing")")
      precondition(again?.parameters == match.parameters, "parameters changed through \(built)")
    }
  case .failure(let failure):
    precondition(fast == nil, "resolve refused what match took: \(url)")
    precondition(!failure.reason.isEmpty, "a refusal without a reason: \(url)")
  }
}

func fuzzPattern(_ text: String) {
  guard let route = try? Route("fuzz", pattern: text) else { return }
  guard let router = try? Router(schemes: ["shop"], domains: ["example.com"]),
    (try? router.add(route)) != nil
  else { return }
  var values: [String: String] = [:]
  for name in route.pattern.parameterNames {
    values[name] = route.pattern.parameterType(name) == .int ? "7" : "v"
  }
  if let built = try? router.urlString(for: "fuzz", parameters: values) {
    precondition(router.match(built)?.name == "fuzz", "\(text) does not match its own URL \(built)")
  }
}

func fuzzAASA(_ text: String) {
  let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let url = parts.count > 1 ? String(parts[0]) : "https://example.com/"
  let json = parts.count > 1 ? String(parts[1]) : text
  guard let file = try? AppSiteAssociation(json: json) else { return }
  let result = file.match(url)
  precondition(!(result.opens && result.excluded), "opens and excluded at once")
}
