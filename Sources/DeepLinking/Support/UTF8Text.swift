import Foundation

/// Text read whole from a file or a stream, which must be UTF-8: manifests, payloads, AASA
/// files, scenarios, lists of URLs. Bytes that are not would otherwise reach names, patterns and
/// links as U+FFFD, silently. The rule is the standard library's UTF-8 decoder, as for
/// percent-encoded text (``PercentDecoding``).
package enum UTF8Text {
  /// Where bytes stop being UTF-8.
  package struct Failure: Error, CustomStringConvertible {
    /// The offset of the first byte that is not part of a character.
    package let offset: Int
    /// The line that byte is on, from 1.
    package let line: Int

    package var description: String {
      "the bytes at offset \(offset) (line \(line)) are not a character"
    }
  }

  /// `bytes` as text, or where they are not UTF-8.
  package static func decode(_ bytes: Data) -> Result<String, Failure> {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return .success(String(decoding: bytes, as: UTF8.self))
      case .error:
        return .failure(Failure(offset: offset, line: line))
      }
    }
  }
}
