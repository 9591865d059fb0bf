/// The command line, declared once: each command lists its options, and both the parser and the
/// help text come from that list.
///
/// Conventions: `--name` is a flag, `--name VALUE` or `--name=VALUE` an option; `--` ends the
/// options; `-` alone is an operand (standard input); `-h` and `--help` (before `--`) show the
/// command's help, as does `deeplink help COMMAND`. Anything else starting with `-` is an
/// unknown option, and an operand past those the command takes is unexpected: exit 2 with a
/// usage hint.

/// One option or flag of a command.
struct CommandOption: Sendable {
  /// The option's name, with its dashes: `--manifest`.
  let name: String
  /// The value's name in help (`FILE`), or `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String
  /// Whether the option may be given more than once (`--action`), each value kept.
  var repeatable = false

  /// An option taking a value, given at most once unless `repeatable`.
  static func option(
    _ name: String, _ valueName: String, _ help: String, repeatable: Bool = false
  ) -> CommandOption {
    CommandOption(name: name, valueName: valueName, help: help, repeatable: repeatable)
  }

  /// A flag.
  static func flag(_ name: String, _ help: String) -> CommandOption {
    CommandOption(name: name, valueName: nil, help: help)
  }

  /// `--manifest FILE`, which most commands take.
  static let manifest = option("--manifest", "FILE", "The route manifest (JSON).")
}

/// A command of the tool: its declaration and what runs it.
struct Command: Sendable {
  let name: String
  let summary: String
  /// The forms of the command line after `deeplink NAME`, one per line.
  let synopsis: [String]
  /// What the command does, and any further sections (free text).
  let discussion: String
  let options: [CommandOption]
  /// What each exit code means.
  let exitStatus: String
  /// The most operands the command takes (`nil`: any number); one more is a usage error, not
  /// an argument ignored.
  var operands: Int? = 0
  let run: @MainActor @Sendable (Arguments, Console) async throws -> Int32

  /// The `Usage:` lines.
  var usageLines: String {
    let lead = "Usage: deeplink \(name) "
    return synopsis.enumerated().map { offset, form in
      (offset == 0 ? lead : "       deeplink \(name) ") + form
    }.joined(separator: "\n")
  }

  /// The whole help text, made from the declaration.
  var help: String {
    var rows: [(left: String, help: String)] = options.map { option in
      (option.valueName.map { "\(option.name) \($0)" } ?? option.name, option.help)
    }
    rows.append(("-h, --help", "Show this help."))
    let width = rows.map(\.left.count).max() ?? 0
    let table = rows.map { row in
      "  " + row.left + String(repeating: " ", count: width + 2 - row.left.count) + row.help
    }
    return """
      \(usageLines)

      \(discussion)

      Options:
      \(table.joined(separator: "\n"))

      Exit status: \(exitStatus)
      """
  }

  /// The hint shown after a usage error: the usage line and where to read more.
  var usageHint: String {
    "\(usageLines)\nSee 'deeplink \(name) --help' for more information."
  }
}

/// A command line's options and operands, read against a command's declaration.
struct Arguments {
  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  private(set) var operands: [String] = []
  /// Whether `-h` or `--help` came before any `--`.
  private(set) var wantsHelp = false

  /// Reads `arguments` against `options`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a flag given a value, a missing value, or
  ///   an option given twice that is read once.
  init(_ arguments: [String], options: [CommandOption]) throws(UsageError) {
    let declared = Dictionary(
      options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
        operands.append(argument)
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = declared[name] else { throw UsageError("unknown option '\(name)'") }
      guard option.valueName != nil else {
        if let inlineValue {
          throw UsageError("\(name) is a flag and takes no value ('\(inlineValue)')")
        }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw UsageError("\(name) needs a value") }
        value = arguments[index]
        index += 1
      }
      // A second value of an option read once would leave one of them unread.
      if !option.repeatable, let first = values[name]?.first {
        throw UsageError("\(name) is given twice ('\(first)', '\(value)'); give it once")
      }
      values[name, default: []].append(value)
    }
  }

  /// Refuses an operand after the first `count`: a word the command would otherwise ignore.
  func refuseOperands(after count: Int) throws(UsageError) {
    guard operands.count > count else { return }
    throw UsageError("unexpected argument '\(operands[count])'")
  }

  /// Refuses any of `options` given: options of the command that `use` (a subcommand, a mode)
  /// does not read, which a user would otherwise believe it did (`aasa generate --file F`
  /// writes no file).
  func refuse(_ options: [String], in use: String) throws(UsageError) {
    guard let given = options.first(where: { flags.contains($0) || values[$0] != nil }) else {
      return
    }
    throw UsageError("\(use) takes no \(given)")
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
