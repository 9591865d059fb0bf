import Foundation
import Testing

@testable import DeepLinking

/// The limits the Security article states are the ones the code applies: a number written in
/// prose once drifted from its constant (JSON nesting, said to be 64 for manifests, is 256).
@Suite struct DocumentedLimitsTests {
  static func article() throws -> String {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(
        "Sources/DeepLinking/Documentation.docc/Security.md"),
      encoding: .utf8)
    // The article wraps lines; a claim is checked as one line of text.
    return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  /// `2,048`, as the article writes numbers, whatever the machine's locale.
  func grouped(_ number: Int) -> String {
    number < 1000
      ? "\(number)"
      : grouped(number / 1000) + "," + String(String(number % 1000 + 1000).dropFirst())
  }

  @Test func theSecurityArticleStatesTheLimitsTheCodeApplies() throws {
    let text = try Self.article()
    let limits = LinkLimits.default
    let claims = [
      "``LinkLimits/maximumLength`` (\(limits.maximumLength / 1024) KB)",
      "``LinkLimits/maximumSegments`` (\(limits.maximumSegments))",
      "``LinkLimits/maximumQueryItems`` (\(limits.maximumQueryItems))",
      "at most \(grouped(RoutePattern.maximumLength)) bytes",
      "at most \(RoutePattern.maximumOptionalGroups) optional groups",
      "``RouteManifest/maximumSize`` (\(RouteManifest.maximumSize >> 20) MiB)",
      "JSON nests at most \(JSONValue.defaultMaximumDepth) levels"
        + " (\(LinkLimits.maximumPayloadDepth) for push payloads and AASA files)",
      "``PushLinkReader/maximumPayloadSize`` (\(PushLinkReader.maximumPayloadSize >> 20) MiB)",
      "an absolute URL of at most \(LinkLimits.maximumEmbeddedLinkLength / 1024) KB",
      "at most \(Router.maximumLinkDepth) deep",
    ]
    for claim in claims {
      #expect(text.contains(claim), "the Security article does not say: \(claim)")
    }
  }
}
