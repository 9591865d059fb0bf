import Foundation
import Testing

/// Rules about the package's own sources that a review would otherwise check by hand.
@Suite struct SourceRulesTests {
  /// Every Swift file under `folder`, with its text.
  static func sources(in folder: String) throws -> [(path: String, text: String)] {
    let root = repositoryRoot.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The runtime module touches memory through pointers in one documented file only.
  @Test func pointersStayInOneFile() throws {
    let files = try Self.sources(in: "Sources/DeepLinking")
    #expect(files.count > 40)
    let withPointers = files.filter { $0.text.contains("Unsafe") || $0.text.contains("withUTF8") }
    #expect(withPointers.map(\.path) == ["Support/CheckedBuffers.swift"])
  }

  /// No `try!`, `as!` or `fatalError` in code an app or the tool runs: a bad input is an error.
  @Test func nothingTrapsOnPurpose() throws {
    for folder in ["Sources/DeepLinking", "Sources/DeepLinkingTools", "Sources/DeepLinkCommands"] {
      for file in try Self.sources(in: folder) {
        for word in ["try!", "as!", "fatalError("] {
          #expect(!file.text.contains(word), "\(folder)/\(file.path) contains \(word)")
        }
      }
    }
  }
}
