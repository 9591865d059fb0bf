import DeepLinking
import Foundation

/// The text a command reads whole: a file, or standard input. It must be UTF-8 (JSON, scenarios):
/// bytes that are not are an error that says where, not U+FFFD in a link. A byte order mark
/// at its start (Windows editors write one) is no part of it.
enum TextInput {
  /// UTF-8's byte order mark, U+FEFF.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The text of the file at `path`.
  static func file(_ path: String) throws -> String {
    // The manifest's limit: no payload, AASA file or scenario comes near it.
    let data: Data
    do {
      data = try fileContents(atPath: path, limit: RouteManifest.maximumSize)
    } catch {
      throw InputError(error.description)  // the path, then why
    }
    guard data.count <= RouteManifest.maximumSize else {
      throw InputError("\(path): the file is larger than \(RouteManifest.maximumSize) bytes")
    }
    return try text(data, from: path)
  }

  /// All of standard input, as text.
  static func standardInput(_ console: Console) throws -> String {
    try text(Data(try console.readAll()), from: "standard input")
  }

  /// `bytes` as text, or an error saying where in `source` they are not UTF-8.
  private static func text(_ bytes: Data, from source: String) throws -> String {
    if let (offset, line) = firstNonUTF8Byte(in: bytes) {
      throw InputError(
        "\(source) is not UTF-8: the bytes at offset \(offset) (line \(line)) are not a character")
    }
    let text = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(byteOrderMark.count) : bytes[...]
    return String(decoding: text, as: UTF8.self)
  }
}
