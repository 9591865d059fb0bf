import DeepLinking
import Foundation
import Testing

/// The inputs the fuzzers found (and the seeds they start from) keep the `match` target's
/// invariants: a URL's route built back matches the same route with the same parameters, and
/// a refusal's message quotes no hidden character (`userinfo-hidden-host`: a custom scheme's
/// first segment holding C1 controls, quoted as it was).
@Suite struct FuzzRegressionTests {
  @Test(arguments: FuzzCorpus.files("match"))
  func aCorpusInputKeepsTheMatchTargetsInvariants(file: String) throws {
    let router = try exampleManifest().router
    let data = try FuzzCorpus.data("match", file)
    let url = String(decoding: data, as: UTF8.self)
    let match: RouteMatch
    switch router.resolve(url) {
    case .failure(let failure):
      #expect(!failure.message.unicodeScalars.contains(where: ShownText.isHidden), "\(file)")
      return
    case .success(let matched): match = matched
    }
    let built: String
    do {
      built = try router.urlString(
        for: match.name, parameters: match.parameters.dictionary, query: match.query,
        fragment: match.fragment, origin: match.origin)
    } catch {
      // Encoding what the URL held raw may make it longer than the router reads, and a value
      // read from `..%2Fb` holds a `..` no link may hold as a segment: those alone may fail.
      #expect(
        error.message.contains("over the limit") || error.message.contains("no link may hold"),
        "\(file): \(error.message)")
      return
    }
    let again = router.match(built)
    if again == nil, case .failure(let failure) = router.resolve(built) {
      Issue.record("\(built) is refused: \(failure.message)")
    }
    #expect(again?.name == match.name, "\(built) (from \(url)) matched \(again?.name ?? "nothing")")
    #expect(again?.parameters == match.parameters, "parameters changed through \(built)")
    #expect(again?.query == match.query, "the query changed through \(built)")
  }
}
