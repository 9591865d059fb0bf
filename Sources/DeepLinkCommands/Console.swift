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
  private var input: [String]
  private var inputOffset = 0
  /// Whether standard output's reader has gone away (a closed pipe): later output is dropped.
  public private(set) var outputClosed = false
  /// Why writing failed, other than a closed pipe (a full disk, say), if it did.
  public private(set) var writeFailure: String?

  /// A console on the process's standard streams.
  public static func standard() -> Console { Console(capture: false, input: []) }

  /// A console that keeps what is written, reading `input` as standard input.
  public static func captured(input: String = "") -> Console {
    var lines = input.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return Console(capture: true, input: lines)
  }

  private init(capture: Bool, input: [String]) {
    self.capture = capture
    self.input = input
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

  /// Reads one line of standard input, without its newline.
  func readLine() -> String? {
    if capture {
      guard inputOffset < input.count else { return nil }
      defer { inputOffset += 1 }
      return input[inputOffset]
    }
    return Swift.readLine(strippingNewline: true)
  }

  /// Reads all of standard input.
  func readAll() -> String {
    var lines: [String] = []
    while let line = readLine() { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// Writes what is buffered to the process's streams.
  public func flush() {
    guard !capture else { return }
    if outputClosed || writeFailure != nil {
      output.removeAll(keepingCapacity: true)
    } else {
      switch Self.write(&output, to: 1) {
      case .written: break
      case .closed: outputClosed = true
      case .failed(let reason): writeFailure = reason
      }
    }
    _ = Self.write(&errors, to: 2)
  }

  /// Drops output not yet written.
  func discardOutput() { output.removeAll(keepingCapacity: true) }

  private enum WriteOutcome {
    case written
    case closed
    case failed(String)
  }

  private static func write(_ bytes: inout [UInt8], to descriptor: Int32) -> WriteOutcome {
    defer { bytes.removeAll(keepingCapacity: true) }
    guard !bytes.isEmpty else { return .written }
    return bytes.withUnsafeBytes { buffer -> WriteOutcome in
      guard let base = buffer.baseAddress else { return .written }
      var offset = 0
      while offset < buffer.count {
        #if canImport(Darwin)
          let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
        #elseif canImport(Musl)
          let written = Musl.write(descriptor, base + offset, buffer.count - offset)
        #else
          let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        #endif
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
