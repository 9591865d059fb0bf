import DeepLinking
import Foundation
import Testing

/// The inputs the fuzzers found (and the seeds they start from) keep the `match` target's
/// invariants: a URL builds back from its match into a link read the same
/// (``buildBackProblem(_:of:in:)``, the target's own check), and
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
    let problem = buildBackProblem(match, of: url, in: router)
    #expect(problem == nil, "\(file)")
  }
}
