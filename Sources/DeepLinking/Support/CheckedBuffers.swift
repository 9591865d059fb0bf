/// Memory read in place, with every access checked: the one file of the package that holds a
/// pointer.
///
/// Everything that reads untrusted text (the URL reader, percent-decoding, the matcher, the
/// JSON writer's escaping) takes ``URLBytes`` and ranges of offsets; the matcher reads the
/// route index through ``CheckedBuffer``s; the segments of a URL being matched live in
/// ``Segments``, on the stack. None of them is a pointer to their users. The pointer is the
/// one `String.withUTF8` or `Array.withUnsafeBufferPointer` lends, kept only for the duration
/// of a `reading` or `lending` call, never stored or returned; every read is checked against
/// the count in release builds too, so a wrong offset stops the program instead of reading past
/// the memory. They exist so that a match reads the URL without copying it and touches no
/// reference counts, which keeps it at a fraction of `URLComponents`' cost.
package struct CheckedBuffer<Element>: RandomAccessCollection {
  private let base: UnsafeBufferPointer<Element>

  private init(_ base: UnsafeBufferPointer<Element>) { self.base = base }

  /// Calls `body` with the elements of `array`, read in place.
  package static func lending<R>(_ array: [Element], _ body: (CheckedBuffer) -> R) -> R {
    array.withUnsafeBufferPointer { body(CheckedBuffer($0)) }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { base.count }

  @inline(__always)
  package subscript(offset: Int) -> Element {
    precondition(offset >= 0 && offset < base.count, "a read outside the buffer")
    return base[offset]
  }

  /// The elements of `range`, as a buffer of their own (offsets from 0).
  @inline(__always)
  package func view(_ range: Range<Int>) -> CheckedBuffer {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= base.count, "a range outside the buffer")
    return CheckedBuffer(UnsafeBufferPointer(rebasing: base[range]))
  }

  /// Appends the elements of `range` to `output`.
  package func append(_ range: Range<Int>, to output: inout [Element]) {
    output.append(contentsOf: view(range).base)
  }
}

/// Text as UTF-8 bytes read in place; see ``CheckedBuffer``.
package typealias URLBytes = CheckedBuffer<UInt8>

extension CheckedBuffer where Element == UInt8 {
  /// Calls `body` with the UTF-8 bytes of `text`, read in place.
  package static func reading<R>(_ text: String, _ body: (URLBytes) -> R) -> R {
    var text = text
    return text.withUTF8 { body(URLBytes($0)) }
  }

  /// Calls `body` with `bytes`.
  package static func reading<R>(_ bytes: [UInt8], _ body: (URLBytes) -> R) -> R {
    lending(bytes, body)
  }

  /// Whether the bytes, ASCII letters lowercased, are `expected` (lowercase).
  @inline(__always)
  package func equalsLowercased(_ expected: some Collection<UInt8>) -> Bool {
    guard expected.count == base.count else { return false }
    var offset = 0
    for byte in expected {
      if lowercased(base[offset]) != byte { return false }
      offset += 1
    }
    return true
  }

  /// The bytes of `range` as text; invalid UTF-8 becomes U+FFFD.
  @inline(never)
  package func string(_ range: Range<Int>) -> String {
    String(decoding: view(range).base, as: UTF8.self)
  }

  /// Text of at most `capacity` UTF-8 bytes, each given by `body` through `write` (further
  /// bytes are refused), made in place without an intermediate array; invalid UTF-8 becomes
  /// U+FFFD.
  package static func makeString(
    capacity: Int, _ body: (_ write: (UInt8) -> Void) -> Void
  ) -> String {
    String(unsafeUninitializedCapacity: capacity) { buffer in
      var written = 0
      body { byte in
        precondition(written < buffer.count, "a write past the capacity")
        buffer[written] = byte
        written += 1
      }
      return written
    }
  }
}

/// The ranges of a URL's path segments, in a buffer on the stack; see ``CheckedBuffer``.
struct Segments {
  private let base: UnsafeMutableBufferPointer<Range<Int>>

  /// Calls `body` with room for `capacity` segments, on the stack. `Range<Int>` is a trivial
  /// type: the matcher writes a segment before it reads it, and never reads past the count it
  /// wrote.
  static func withCapacity<R>(_ capacity: Int, _ body: (Segments) -> R) -> R {
    withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: capacity) { buffer in
      body(Segments(base: buffer))
    }
  }

  /// An empty list, for a reading with no path.
  static var none: Segments { Segments(base: UnsafeMutableBufferPointer(start: nil, count: 0)) }

  @inline(__always)
  subscript(position: Int) -> Range<Int> {
    get {
      precondition(position >= 0 && position < base.count, "a segment outside the list")
      return base[position]
    }
    nonmutating set {
      precondition(position >= 0 && position < base.count, "a segment outside the list")
      base[position] = newValue
    }
  }
}
