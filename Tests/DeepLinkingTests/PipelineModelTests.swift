import DeepLinking
import DeepLinkingTesting
import Foundation
import Testing

/// Thousands of seeded random sequences of lifecycle events, links and terminations, checked
/// against a simple reference model of what the app allows.
@MainActor
@Suite struct PipelineModelTests {
  static let sequences = 5_000

  /// What the app allows, as the test drives it.
  final class Model {
    let latestOnly: Bool
    var active = false
    var signedIn = false
    var sent: [String: Date] = [:]
    var delivered: [String: Int] = [:]
    var problems: [String] = []
    init(latestOnly: Bool) { self.latestOnly = latestOnly }
  }

  @Test func randomSequencesKeepEveryPromise() async throws {
    let router = try exampleManifest().makeRouter()
    var violations: [String] = []
    var totals = (links: 0, delivered: 0, superseded: 0, expired: 0, waiting: 0)
    for seed in 0..<Self.sequences {
      var random = SeededGenerator(seed: UInt64(seed))
      let model = Model(latestOnly: seed % 2 == 0)
      var configuration = DeliveryConfiguration()
      configuration.policy = model.latestOnly ? .latest : .all
      configuration.revealsQueryValues = true
      let style = LifecycleSimulator.AppStyle.all[seed % 3]
      let app = LifecycleSimulator(router: router, style: style, configuration: configuration)
      app.onEvent = { [weak app, model] event in
        switch event.kind {
        case .delivered:
          model.delivered[event.url, default: 0] += 1
          if !model.active { model.problems.append("delivered \(event.url) while not active") }
          if event.route == "orders", !model.signedIn {
            model.problems.append("delivered \(event.url) while signed out")
          }
        case .expired:
          let age = app.map { $0.clock.now().timeIntervalSince(model.sent[event.url]!) } ?? 0
          if age <= 600 { model.problems.append("expired \(event.url) after only \(age) s") }
        case .superseded:
          if !model.latestOnly {
            model.problems.append("superseded \(event.url) under the all policy")
          }
        default: break
        }
      }
      var counter = 0
      func nextLink() -> String {
        counter += 1
        let url =
          Int.random(in: 0..<3, using: &random) == 0
          ? "shop://user/u\(counter)/orders" : "shop://product/\(counter)"
        model.sent[url] = app.clock.now()
        return url
      }
      for _ in 0..<30 {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
          if app.isRunning {
            app.terminate()
            model.active = false
          } else {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: await app.launch()
            case 1: await app.launch(url: nextLink())
            default:
              let link = nextLink()
              await app.launch(push: .object([("aps", .object([])), ("link", .string(link))]))
            }
          }
        case 1, 2:
          if app.isRunning { try await app.openURL(nextLink()) }
        case 3:
          if app.isRunning {
            model.active = true
            try await app.becomeActive()
          }
        case 4:
          if app.isRunning {
            model.active = false
            try app.enterBackground()
          }
        case 5:
          if app.isRunning { try app.enterForeground() }
        case 6:
          model.signedIn.toggle()
          await app.setCondition("signedIn", met: model.signedIn)
        case 7:
          app.advance(by: TimeInterval(Int.random(in: 0..<400, using: &random)))
        default:
          if app.isRunning { try await app.tapPush(.object([("link", .string(nextLink()))])) }
        }
      }
      // Every link is accounted for: delivered once, superseded, expired, or still waiting.
      let kinds = Dictionary(grouping: app.events, by: \.url).mapValues { Set($0.map(\.kind)) }
      let waiting = Set(try app.store.load().map(\.link.url))
      for url in model.sent.keys {
        let seen = kinds[url] ?? []
        if (model.delivered[url] ?? 0) > 1 { model.problems.append("delivered \(url) twice") }
        let fate =
          model.delivered[url] == 1 || seen.contains(.superseded) || seen.contains(.expired)
          || waiting.contains(url)
          || app.pipeline?.waitingLinks.contains { $0.link.url == url } == true
        if !fate { model.problems.append("lost \(url): \(seen.map(\.description).sorted())") }
      }
      totals.links += model.sent.count
      totals.delivered += model.delivered.count
      totals.superseded += app.events.filter { $0.kind == .superseded }.count
      totals.expired += app.events.filter { $0.kind == .expired }.count
      totals.waiting += waiting.count
      if !model.problems.isEmpty {
        violations.append("seed \(seed) (\(style)): \(model.problems)")
      }
      if violations.count > 5 { break }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    #expect(totals.delivered > totals.links / 4, "the sequences should deliver plenty: \(totals)")
    #expect(totals.expired > 0 && totals.superseded > 0, "\(totals)")
    print("model test: \(Self.sequences) sequences, \(totals)")
  }
}
