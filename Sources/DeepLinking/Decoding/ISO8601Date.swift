import Foundation

/// Reads the ISO 8601 forms a link carries: `2026-12-01` (midnight UTC) and
/// `2026-12-01T08:00:00Z`, with optional fractional seconds (one to nine digits, as
/// Foundation's `Date.ISO8601FormatStyle` reads them) and a `Z` or `±HH:MM` offset (a `+`
/// written unencoded in a query, read as a space, is still a `+`).
///
/// Written out rather than through `ISO8601DateFormatter`, which is costly to create and not
/// documented as safe to share between threads; the rule is the same on every OS version.
enum ISO8601Date {
  static func date(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ digits: Int) -> Int? {
      guard index + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + digits] {
        guard isDigit(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      index += digits
      return value
    }
    func expect(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect("-"), let month = number(2), expect("-"),
      let day = number(2), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
    else { return nil }
    var seconds = Double(daysSinceEpoch(year: year, month: month, day: day)) * 86_400
    guard index < bytes.count else { return Date(timeIntervalSince1970: seconds) }
    guard expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
      let second = number(2), hour < 24, minute < 60, second < 60
    else { return nil }
    seconds += Double(hour * 3600 + minute * 60 + second)
    // The fraction as one division, added last: a sum digit by digit, or before the zone's
    // offset, rounds more than once and can be a microsecond off (`.866686` read as `.866687`).
    var fraction = 0.0
    if expect(".") {
      var digits = 0
      var scale = 1.0
      let start = index
      while index < bytes.count, isDigit(bytes[index]), index - start < 9 {
        digits = digits * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        scale *= 10
        index += 1
      }
      guard index > start else { return nil }
      fraction = Double(digits) / scale
    }
    if expect("Z") {
    } else if index < bytes.count,
      bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        // A query's `+` is a space: `+02:00` written unencoded in a query reads ` 02:00`, and a
        // space can stand for nothing else there.
        || bytes[index] == UInt8(ascii: " ")
    {
      let sign: Double = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60
      else { return nil }
      seconds -= sign * Double(hours * 3600 + minutes * 60)
    } else {
      return nil  // a time without a zone means a different instant on every device
    }
    guard index == bytes.count else { return nil }
    return Date(timeIntervalSince1970: seconds + fraction)
  }

  /// `date` in the form ``date(_:)`` reads, in UTC: `2026-12-01T08:00:00Z`, with fractional
  /// seconds (to the microsecond) when there are any; `nil` outside the years 0000 to 9999.
  static func text(_ date: Date) -> String? {
    // Whole seconds and the fraction apart: the product of the whole time by a million rounds
    // once more, and a date read from a link could be written a microsecond off.
    let time = date.timeIntervalSince1970
    let whole = time.rounded(.down)
    let micro = whole * 1_000_000 + ((time - whole) * 1_000_000).rounded()
    // Years 0000 to 9999, in microseconds since 1970.
    guard micro >= -62_167_219_200_000_000, micro < 253_402_300_800_000_000 else { return nil }
    let total = Int64(micro)
    let perDay: Int64 = 86_400_000_000
    let days = total >= 0 ? total / perDay : (total - perDay + 1) / perDay
    let inDay = total - days * perDay
    // The proleptic Gregorian date of a day number, the inverse of `daysSinceEpoch`.
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // Written byte by byte: interpolating each part costs several times the code.
    var bytes: [UInt8] = []
    func put(_ value: Int64, digits: Int, after mark: UInt8? = nil) {
      if let mark { bytes.append(mark) }
      var divisor: Int64 = 1
      for _ in 1..<digits { divisor *= 10 }
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    let seconds = inDay / 1_000_000
    put(year, digits: 4)
    put(month, digits: 2, after: UInt8(ascii: "-"))
    put(day, digits: 2, after: UInt8(ascii: "-"))
    put(seconds / 3600, digits: 2, after: UInt8(ascii: "T"))
    put(seconds / 60 % 60, digits: 2, after: UInt8(ascii: ":"))
    put(seconds % 60, digits: 2, after: UInt8(ascii: ":"))
    if inDay % 1_000_000 != 0 {
      put(inDay % 1_000_000, digits: 6, after: UInt8(ascii: "."))
      while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
    }
    bytes.append(UInt8(ascii: "Z"))
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
