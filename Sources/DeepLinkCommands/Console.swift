import DeepLinking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes and reads: the process's streams, or memory in tests.
public final class Console {
  private var output: [UInt8] = []
  private var errors: [UInt8] = []
  private let capture: Bool
  /// Standard input read and not yet returned, from `inputStart` on (all of it when captured).
  private var input: [UInt8]
  private var inputStart = 0
  private var inputEnded: Bool
  /// Whether standard output's reader has gone away (a closed pipe): later output is dropped.
  public private(set) var outputClosed = false
  /// Why writing failed, other than a closed pipe (a full disk, say), if it did.
  public private(set) var writeFailure: String?

  /// A console on the process's standard streams.
  public static func standard() -> Console { Console(capture: false, input: []) }

  /// A console that keeps what is written, reading `input` as standard input.
  public static func captured(input: String = "") -> Console {
    captured(input: Array(input.utf8))
  }

  /// A console that keeps what is written, reading the bytes `input` as standard input.
  public static func captured(input: [UInt8]) -> Console { Console(capture: true, input: input) }

  private init(capture: Bool, input: [UInt8]) {
    self.capture = capture
    self.input = input
    inputEnded = capture
    output.reserveCapacity(1 << 16)
  }

  /// What was written to standard output (captured consoles only).
  public var standardOutput: String { String(decoding: output, as: UTF8.self) }
  /// What was written to standard error (captured consoles only).
  public var standardError: String { String(decoding: errors, as: UTF8.self) }

  /// Writes `text` and a newline to standard output.
  func line(_ text: String) {
    output.append(contentsOf: text.utf8)
    output.append(0x0A)
    if !capture, output.count >= 1 << 16 { flush() }
  }

  /// Writes a line built directly into the output buffer by `body`, then a newline.
  func line(_ body: (inout [UInt8]) -> Void) {
    body(&output)
    output.append(0x0A)
    if !capture, output.count >= 1 << 16 { flush() }
  }

  /// Writes `text` and a newline to standard error.
  func error(_ text: String) {
    errors.append(contentsOf: text.utf8)
    errors.append(0x0A)
    if !capture { flush() }
  }

  /// Reads one line of standard input, without its newline, as bytes: they may not be UTF-8
  /// (see ``TextInput``).
  ///
  /// - Throws: ``InputError`` when standard input cannot be read (closed, a directory).
  func readLine() throws -> ArraySlice<UInt8>? {
    // Bytes before `scanned` hold no newline: a long line read in many chunks is scanned once.
    var scanned = inputStart
    while true {
      if let newline = input[scanned...].firstIndex(of: 0x0A) {
        defer { inputStart = newline + 1 }
        return input[inputStart..<newline]
      }
      if inputEnded {
        guard inputStart < input.count else { return nil }
        defer { inputStart = input.count }
        return input[inputStart...]
      }
      scanned = input.count - inputStart
      input.removeSubrange(0..<inputStart)
      inputStart = 0
      try readMore()
    }
  }

  /// Reads all of standard input, as bytes (see ``TextInput``).
  ///
  /// - Throws: ``InputError`` when standard input cannot be read.
  func readAll() throws -> ArraySlice<UInt8> {
    while !inputEnded { try readMore() }
    defer { inputStart = input.count }
    return input[inputStart...]
  }

  /// Appends the next chunk of standard input to `input` (what is there now, up to 64 KiB), or
  /// notes its end. What was written goes out first: a reader of a stream (`tail -f log |
  /// deeplink match --stdin`) sees each answer as its line comes, not once 64 KiB have.
  private func readMore() throws {
    flush()
    let chunkSize = 1 << 16
    let end = input.count
    input.append(contentsOf: repeatElement(0, count: chunkSize))
    var count = -1
    var error: Int32 = 0
    repeat {
      // `read`, not `FileHandle.read(upToCount:)`, which waits for the whole count.
      count = input.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return read(0, base + end, chunkSize)
      }
      error = count < 0 ? errno : 0
    } while error == EINTR
    input.removeSubrange((end + max(count, 0))...)
    guard count > 0 else {
      inputEnded = true
      // In the words a file that cannot be read is refused with.
      if count < 0 {
        throw InputError("cannot read standard input: \(readFailure(error))")
      }
      return
    }
  }

  /// Writes what is buffered to the process's streams.
  public func flush() {
    guard !capture else { return }
    if outputClosed || writeFailure != nil {
      output.removeAll(keepingCapacity: true)
    } else {
      switch Self.writeAll(&output, to: 1) {
      case .written: break
      case .closed: outputClosed = true
      case .failed(let reason): writeFailure = reason
      }
    }
    _ = Self.writeAll(&errors, to: 2)
  }

  /// Drops output not yet written.
  func discardOutput() { output.removeAll(keepingCapacity: true) }

  private enum WriteOutcome {
    case written
    case closed
    case failed(String)
  }

  /// Writes all of `bytes` to `descriptor` (the system's `write` until every byte is out).
  private static func writeAll(_ bytes: inout [UInt8], to descriptor: Int32) -> WriteOutcome {
    defer { bytes.removeAll(keepingCapacity: true) }
    guard !bytes.isEmpty else { return .written }
    return bytes.withUnsafeBytes { buffer -> WriteOutcome in
      guard let base = buffer.baseAddress else { return .written }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EPIPE { return .closed }
          return .failed(String(cString: strerror(errno)))
        }
        offset += written
      }
      return .written
    }
  }
}
