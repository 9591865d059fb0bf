import DeepLinking
import Foundation
import Testing

/// The inputs the fuzzers found (and the seeds they start from) keep the `match` target's
/// invariants: a URL's route built back matches the same route with the same parameters.
@Suite struct FuzzRegressionTests {
  @Test(arguments: FuzzCorpus.files("match"))
  func aMatchedURLBuiltBackMatchesTheSameRoute(file: String) throws {
    let router = try exampleManifest().router
    let data = try FuzzCorpus.data("match", file)
    let url = String(decoding: data, as: UTF8.self)
    guard case .success(let match) = router.resolve(url) else { return }
    guard
      let built = try? router.urlString(
        for: match.name, parameters: match.parameters.dictionary, query: match.query,
        fragment: match.fragment, origin: match.origin)
    else { return }
    let again = router.match(built)
    if again == nil, case .failure(let failure) = router.resolve(built) {
      Issue.record("\(built) is refused: \(failure.message)")
    }
    #expect(again?.name == match.name, "\(built) (from \(url)) matched \(again?.name ?? "nothing")")
    #expect(again?.parameters == match.parameters, "parameters changed through \(built)")
  }
}
