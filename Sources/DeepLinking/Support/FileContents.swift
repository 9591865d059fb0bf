import Foundation

/// The bytes of the file at `path`, read to its end or to `limit` bytes and one more (for the
/// caller to refuse). Read through a file handle: a pipe or a process substitution
/// (`<(curl ...)`, `/dev/stdin`) reads as a file does, where `FileManager.contents(atPath:)` read
/// nothing from one on Linux.
///
/// - Throws: the file's error, "cannot read the file: " and why (see ``readFailure(_:)``).
package func fileContents(atPath path: String, limit: Int) throws(DeepLinkError) -> Data {
  let descriptor = open(path, O_RDONLY)
  var code = errno
  if descriptor >= 0 {
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      return try handle.read(upToCount: limit + 1) ?? Data()  // `nil` at once: an empty file
    } catch {
      // A folder opens for reading, and reading it fails; an open file fails when the disk does.
      var status = stat()
      code = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EIO
    }
  }
  throw .manifest(path, nil, "cannot read the file: \(readFailure(code))")
}

/// Why a file or a stream could not be read, from the system's code: the commonest reasons in
/// words a reader acts on, the others in the system's words.
package func readFailure(_ code: Int32) -> String {
  switch code {
  case ENOENT: "no such file"
  case EACCES: "permission denied"
  case EISDIR: "it is a folder"
  default: String(cString: strerror(code))
  }
}
