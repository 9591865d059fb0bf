import Foundation

extension RouteMatch {
  /// Decodes the path parameters and query items, together, into `type`.
  ///
  /// A path parameter wins over a query item of the same name. Strings convert to numbers,
  /// Booleans (`true`, `false`, `1`, `0`), UUIDs, web URLs (as `<url:>`: absolute `https` or
  /// `http`), dates (ISO 8601, `2026-12-01` or `2026-12-01T08:00:00Z`, as URL building writes
  /// a `Date`; an offset's `+` left unencoded in a query, read there as a space, still counts)
  /// and `RawRepresentable` enums; an array property takes every value of a repeated
  /// query item, and of the item a query placeholder captures (`?tag=:t` with `t: [String]`),
  /// a property of one value its first value; an optional property is `nil` when absent.
  ///
  /// <!-- sample: core, uses: router -->
  /// ```swift
  /// struct ProductLink: Decodable { let id: Int; let ref: String? }
  /// let link = try router.match("shop://product/42?ref=push")!.decode(ProductLink.self)
  /// // ProductLink(id: 42, ref: "push")
  /// ```
  ///
  /// - Throws: ``DeepLinkError`` naming the missing or malformed field.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws(DeepLinkError) -> T {
    var values: [String: [String]] = [:]
    for item in query { values[item.name, default: []].append(item.value) }
    let items = values
    for parameter in parameters { values[parameter.name] = [parameter.value] }
    // A query item's placeholder takes every value of the item, as the item's own name does:
    // the pattern held each of them to its type, and the parameter is the first.
    for item in route.pattern.extras?.query ?? [] {
      if let name = item.parameterName, values[name] != nil, let all = items[item.name] {
        values[name] = all
      }
    }
    do {
      return try T(from: ParameterDecoder(values: values, codingPath: []))
    } catch let error as DecodingError {
      throw DeepLinkError(error)
    } catch {
      throw DeepLinkError.decoding(field: "", "\(error)")
    }
  }
}

extension DeepLinkError {
  init(_ error: DecodingError) {
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      self = .decoding(field: path(context.codingPath + [key]), "missing value")
    case .valueNotFound(_, let context):
      self = .decoding(field: path(context.codingPath), "missing value")
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      self = .decoding(field: path(context.codingPath), context.debugDescription)
    @unknown default:
      self = .decoding(field: "", "\(error)")
    }
  }
}

/// Decodes a type's properties from named text values.
private struct ParameterDecoder: Decoder {
  let values: [String: [String]]
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard codingPath.isEmpty else {
      throw DecodingError.typeMismatch(
        type,
        .init(codingPath: codingPath, debugDescription: "nested objects cannot come from a link"))
    }
    return KeyedDecodingContainer(KeyedValues(values: values, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self, .init(codingPath: codingPath, debugDescription: "a link is not an array"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      String.self, .init(codingPath: codingPath, debugDescription: "a link is not a single value"))
  }
}

private struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let values: [String: [String]]
  let codingPath: [any CodingKey]
  var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }
  func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(forKey: key).decodeAny(type)
  }
  // Without these two the standard library's defaults answer, refusing every value.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try decoder(forKey: key).decodeAny(type)
  }
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try decoder(forKey: key).decodeAny(type)
  }

  /// The decoder of the values of `key`, which must be there.
  private func decoder(forKey key: Key) throws -> ValueDecoder {
    guard let found = values[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing value"))
    }
    return ValueDecoder(values: found, codingPath: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    throw DecodingError.typeMismatch(
      type,
      .init(
        codingPath: codingPath + [key], debugDescription: "nested objects cannot come from a link"))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    UnkeyedValues(values: values[key.stringValue] ?? [], codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder {
    ParameterDecoder(values: values, codingPath: codingPath)
  }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(values: values[key.stringValue] ?? [], codingPath: codingPath + [key])
  }
}

/// The values of one name: a single value (the first), or an array of them all.
private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
  let values: [String]
  let codingPath: [any CodingKey]
  /// The self-decoding types already being decoded from these values, outermost first.
  var decoding: [ObjectIdentifier] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "nested objects cannot come from a link"))
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedValues(values: values, codingPath: codingPath)
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { values.isEmpty }

  func decodeAny<T: Decodable>(_ type: T.Type) throws -> T {
    guard let value = try decodeValue(type) as? T else {
      throw DecodingError.typeMismatch(
        type, .init(codingPath: codingPath, debugDescription: "the value did not convert"))
    }
    return value
  }

  /// The value of `type`, as `Any`: not generic, so that one copy serves every type a decoder
  /// asks for (a copy for each of fourteen types cost 17 KB).
  private func decodeValue(_ type: any Decodable.Type) throws -> Any {
    guard let text = values.first else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "missing value"))
    }
    switch TextConversion.convert(text, to: type) {
    case .value(let value):
      return value
    case .invalid(let name):
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath, debugDescription: "'\(text)' is not a valid \(name)"
        ))
    case .notAValueType:
      // A type that decodes itself (an enum through its raw value, a wrapper) asks this decoder
      // for its parts. One that asks for itself again would recurse for ever: refuse it.
      let identifier = ObjectIdentifier(type)
      guard !decoding.contains(identifier) else {
        throw DecodingError.typeMismatch(
          type,
          .init(
            codingPath: codingPath,
            debugDescription: "\(type) cannot be decoded from the text of a link"))
      }
      return try type.init(
        from: ValueDecoder(
          values: values, codingPath: codingPath, decoding: decoding + [identifier]))
    }
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeAny(type) }
  func decode(_ type: String.Type) throws -> String { try decodeAny(type) }
  func decode(_ type: Bool.Type) throws -> Bool { try decodeAny(type) }
  func decode(_ type: Int.Type) throws -> Int { try decodeAny(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decodeAny(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decodeAny(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decodeAny(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decodeAny(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decodeAny(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeAny(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeAny(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeAny(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeAny(type) }
  func decode(_ type: Float.Type) throws -> Float { try decodeAny(type) }
  func decode(_ type: Double.Type) throws -> Double { try decodeAny(type) }
  // Without these two the standard library's defaults answer, refusing every value.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func decode(_ type: Int128.Type) throws -> Int128 { try decodeAny(type) }
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeAny(type) }
}

private struct UnkeyedValues: UnkeyedDecodingContainer {
  let values: [String]
  let codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { values.count }
  var isAtEnd: Bool { currentIndex >= values.count }

  private struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ value: Int) { intValue = value }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  mutating func decodeNil() throws -> Bool { false }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(type).decodeAny(type)
  }

  /// The decoder of the next value; not generic, so one copy serves every element type.
  private mutating func next(_ type: any Decodable.Type) throws -> ValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "no more values"))
    }
    defer { currentIndex += 1 }
    return ValueDecoder(
      values: [values[currentIndex]], codingPath: codingPath + [Index(currentIndex)])
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw DecodingError.typeMismatch(
      type,
      .init(codingPath: codingPath, debugDescription: "nested objects cannot come from a link"))
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self,
      .init(codingPath: codingPath, debugDescription: "nested arrays cannot come from a link"))
  }
  mutating func superDecoder() throws -> any Decoder {
    ValueDecoder(values: values, codingPath: codingPath)
  }
}

extension RouteMatch {
  /// One text decoded as `type` by the rule ``decode(_:)`` uses for a single field.
  static func decodeValue<T: Decodable>(_ text: String, as type: T.Type) throws -> T {
    try ValueDecoder(values: [text], codingPath: []).decodeAny(type)
  }
}
