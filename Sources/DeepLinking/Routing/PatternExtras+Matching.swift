/// How well a URL satisfies a route's query items and fragment pattern, for precedence among
/// routes that end at the same place: more satisfied items, then more literal values, then
/// more typed placeholders, then a matched fragment.
struct ExtrasScore: Comparable {
  var satisfied = 0
  var literals = 0
  var typed = 0
  var fragment = 0

  static func < (a: ExtrasScore, b: ExtrasScore) -> Bool {
    (a.satisfied, a.literals, a.typed, a.fragment) < (b.satisfied, b.literals, b.typed, b.fragment)
  }
}

/// Why a URL does not satisfy a route's query items or fragment, as plain values.
enum ExtrasMiss: Error, Equatable {
  /// The required query item at this index is absent.
  case missingItem(Int)
  /// An occurrence of the query item at this index has a value it refuses (its range).
  case refusedValue(Int, value: Range<Int>)
  /// The pattern requires a fragment and the URL has none.
  case missingFragment
  /// The URL's fragment fits no form of the fragment pattern.
  case fragmentMismatch
}

/// The parts of a URL that query items and fragment patterns read.
struct ExtrasInput {
  let bytes: URLBytes
  let query: Range<Int>?
  let fragment: Range<Int>?
  let caseSensitive: Bool
}

extension PatternExtras {
  /// Whether `input` satisfies the query items and the fragment, and how well; with
  /// `captures`, the values of their placeholders are appended to it (the first value of a
  /// repeated name). Allocates nothing unless it captures.
  func evaluate(
    _ input: ExtrasInput, captures: inout [Parameters.Element]?
  ) -> Result<ExtrasScore, ExtrasMiss> {
    var score = ExtrasScore()
    for (offset, item) in query.enumerated() {
      var present = false
      var captured = false
      var refused: Range<Int>?
      input.forEachQueryItem { name, value in
        guard PercentDecoding.decodedEquals(input.bytes, name, item.name, plusIsSpace: true) else {
          return true
        }
        present = true
        guard item.accepts(value, in: input.bytes) else {
          refused = value
          return false
        }
        if captures != nil, !captured, let parameter = item.parameterName {
          captured = true
          captures?.append(
            (parameter, PercentDecoding.string(input.bytes, value, plusIsSpace: true)))
        }
        return true
      }
      if let refused { return .failure(.refusedValue(offset, value: refused)) }
      guard present else {
        if item.isOptional { continue }
        return .failure(.missingItem(offset))
      }
      score.satisfied += 1
      switch item.value {
      case .literal: score.literals += 1
      case .parameter(let type, _) where type != .string: score.typed += 1
      case .parameter, .presence: break
      }
    }
    if let fragment {
      guard let range = input.fragment, !range.isEmpty else {
        if fragment.isOptional { return .success(score) }
        return .failure(.missingFragment)
      }
      // Slashes alone (`#/`, a single-page app's root) hold no segment: to an optional
      // fragment, as absent as an empty one, however its groups are written.
      if fragment.isOptional, !range.contains(where: { input.bytes[$0] != UInt8(ascii: "/") }) {
        return .success(score)
      }
      guard fragment.match(range, input, captures: &captures) else {
        return .failure(.fragmentMismatch)
      }
      score.fragment = 1
    }
    return .success(score)
  }
}

extension QueryItemPattern {
  /// Whether an occurrence's value (its range, undecoded) satisfies the item.
  func accepts(_ value: Range<Int>, in bytes: URLBytes) -> Bool {
    switch self.value {
    case .presence: return true
    case .literal(let text):
      return PercentDecoding.decodedEquals(bytes, value, text, plusIsSpace: true)
    case .parameter(let type, _):
      guard type != .string else { return true }
      var validator = ValueValidator(kind: type.kind)
      return PercentDecoding.forEachByte(bytes, value, plusIsSpace: true) { validator.consume($0) }
        && validator.finish()
    }
  }
}

extension FragmentPattern {
  /// Whether the fragment `range` fits a form, tried most present first; the first that fits
  /// gives the captures.
  func match(_ range: Range<Int>, _ input: ExtrasInput, captures: inout [Parameters.Element]?)
    -> Bool
  {
    // The fragment's segments: split on `/` like a path, empty ones skipped.
    var segments: [Range<Int>] = []
    var start = range.lowerBound
    for offset in range.lowerBound...range.upperBound
    where offset == range.upperBound || input.bytes[offset] == UInt8(ascii: "/") {
      if offset > start { segments.append(start..<offset) }
      start = offset + 1
    }
    for form in matchedForms where Self.fits(form.segments, segments, input) {
      if captures != nil {
        for (position, segment) in form.segments.enumerated() {
          if case .mixed(let mixed) = segment.kind {
            let bytes = PercentDecoding.bytes(input.bytes, segments[position])
            for (name, range) in zip(
              mixed.names, mixed.split(bytes, fold: !input.caseSensitive) ?? [])
            {
              captures?.append((name, String(decoding: bytes[range], as: UTF8.self)))
            }
            continue
          }
          guard let name = segment.name else { continue }
          let value =
            segment.isRemainder
            ? segments[position...].map { PercentDecoding.string(input.bytes, $0) }.joined(
              separator: "/")
            : PercentDecoding.string(input.bytes, segments[position])
          captures?.append((name, value))
        }
      }
      return true
    }
    return false
  }

  /// Whether the URL's fragment segments fit one form of the pattern.
  private static func fits(
    _ pattern: [PatternSegment], _ segments: [Range<Int>], _ input: ExtrasInput
  ) -> Bool {
    for (position, segment) in pattern.enumerated() {
      switch segment.kind {
      case .remainder(let oneOrMore):
        return !oneOrMore || position < segments.count
      case .literal(let text):
        guard position < segments.count,
          PercentDecoding.decodedEquals(
            input.bytes, segments[position], text, foldingCase: !input.caseSensitive)
        else { return false }
      case .mixed(let mixed):
        guard position < segments.count,
          mixed.split(
            PercentDecoding.bytes(input.bytes, segments[position]), fold: !input.caseSensitive)
            != nil
        else { return false }
      case .parameter(let type):
        guard position < segments.count else { return false }
        var validator = ValueValidator(kind: type.kind)
        let valid = PercentDecoding.forEachByte(input.bytes, segments[position]) {
          validator.consume($0)
        }
        guard valid, validator.finish() else { return false }
      }
    }
    return pattern.count == segments.count
  }
}

extension ExtrasInput {
  /// Calls `body` with the name and value ranges of each query item (`a&&b` skips the empty
  /// one; an item without `=` has an empty value) until it returns `false`.
  func forEachQueryItem(_ body: (_ name: Range<Int>, _ value: Range<Int>) -> Bool) {
    guard let query, !query.isEmpty else { return }
    var start = query.lowerBound
    for offset in query.lowerBound...query.upperBound
    where offset == query.upperBound || bytes[offset] == UInt8(ascii: "&") {
      defer { start = offset + 1 }
      guard offset > start else { continue }
      var equals = start
      while equals < offset, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
      let value = equals < offset ? equals + 1..<offset : offset..<offset
      if !body(start..<equals, value) { return }
    }
  }
}

extension PercentDecoding {
  /// The decoded bytes of `bytes[range]`.
  static func bytes(_ bytes: URLBytes, _ range: Range<Int>) -> [UInt8] {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    _ = forEachByte(bytes, range) { byte in
      decoded.append(byte)
      return true
    }
    return decoded
  }

  /// Whether `bytes[range]`, decoded, is `expected`, ASCII case folded if asked.
  static func decodedEquals(
    _ bytes: URLBytes, _ range: Range<Int>, _ expected: String, plusIsSpace: Bool = false,
    foldingCase: Bool = false
  ) -> Bool {
    var utf8 = expected.utf8.makeIterator()
    let equal = forEachByte(bytes, range, plusIsSpace: plusIsSpace) { byte in
      guard let next = utf8.next() else { return false }
      return foldingCase ? lowercased(byte) == lowercased(next) : byte == next
    }
    return equal && utf8.next() == nil
  }
}
