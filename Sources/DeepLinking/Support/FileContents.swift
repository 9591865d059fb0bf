import Foundation

/// The bytes of the file at `path`, read to its end or to `limit` bytes and one more (for the
/// caller to refuse), or `nil` when it cannot be opened or read (it does not exist, it is a
/// folder). Read through a file handle: a pipe or a process substitution (`<(curl ...)`,
/// `/dev/stdin`) reads as a file does, where `FileManager.contents(atPath:)` read nothing from
/// one on Linux.
package func fileContents(atPath path: String, limit: Int) -> Data? {
  guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
  defer { try? handle.close() }
  do {
    return try handle.read(upToCount: limit + 1) ?? Data()  // `nil` at once: an empty file
  } catch {
    return nil
  }
}
