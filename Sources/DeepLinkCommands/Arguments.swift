/// A command line's options and operands, read against what a command accepts.
///
/// Options are `--name` (a flag) or `--name VALUE` / `--name=VALUE`; `--` ends options; `-`
/// alone is an operand (standard input).
struct Arguments {
  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  private(set) var operands: [String] = []

  /// Reads `arguments`, accepting the flags and value options named.
  ///
  /// - Throws: ``UsageError`` for an unknown option or a missing value.
  init(_ arguments: [String], flags known: Set<String>, options: Set<String>) throws(UsageError) {
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || !argument.hasPrefix("--") {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if options.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else {
          guard index < arguments.count else { throw UsageError("\(name) needs a value") }
          values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        throw UsageError("unknown option '\(name)'")
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func value(_ option: String) -> String? { values[option]?.last }
  func all(_ option: String) -> [String] { values[option] ?? [] }

  /// The value of a required option.
  func required(_ option: String) throws(UsageError) -> String {
    guard let value = value(option) else { throw UsageError("missing \(option)") }
    return value
  }
}

/// Bad usage: an unknown option, a missing value or operand. Exit code 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// Bad input the command could not read, such as a manifest with errors. Exit code 2.
struct InputError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
