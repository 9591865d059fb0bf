import DeepLinking
import DeepLinkingTools
import Foundation

/// `deeplink aasa`: generate, check and match `apple-app-site-association` files.
enum AASACommand {
  static let command = Command(
    name: "aasa", summary: "Generate, check and match apple-app-site-association files",
    synopsis: [
      "match --file FILE [--json] URL...",
      "check --file FILE",
      "generate --manifest FILE --app-id TEAMID.bundle.id [--domain HOST]",
      "diff --manifest FILE --file AASA [--domain HOST]",
    ],
    discussion: """
      match     For each URL: whether it opens the app, which app ID, which details entry and
                component decided, or which exclude stopped it. Exit 1 if some do not open;
                exit 2 if the file has errors (the answers cannot be trusted then).
      check     Structural errors and warnings, each at its JSON path. Exit 1 on errors.
      generate  The applinks file for the manifest's universal-link routes; on standard
                error, a warning for each place the file and the routes disagree (as diff).
      diff      Route URLs the file sends to Safari, and URLs it sends to the app that no route
                handles, each with an example URL; a route no URL could be made for, not
                checked. Exit 1 if there are any.
      """,
    options: [
      .option("--file", "FILE", "The apple-app-site-association file."),
      .manifest,
      .option("--app-id", "ID", "The app's TEAMID.bundle.id."),
      .option("--domain", "HOST", "The domain (default: the manifest's first domain)."),
      .flag("--json", "match: one JSON object per URL per line."),
    ],
    exitStatus: "0 fine, 1 the answer is no (see above), 2 bad usage or unreadable input.",
    operands: nil,
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    guard let subcommand = arguments.operands.first else {
      throw UsageError("give a subcommand: match, check, generate or diff")
    }
    let operands = Array(arguments.operands.dropFirst())
    // Only `match` takes operands after the subcommand: URLs.
    if ["check", "generate", "diff"].contains(subcommand) {
      try arguments.refuseOperands(after: 1)
    }
    // What each subcommand reads, as its synopsis says: the command's other options would be
    // passed over unread, and are refused.
    let reads = [
      "match": ["--file", "--json"], "check": ["--file"],
      "generate": ["--manifest", "--app-id", "--domain"],
      "diff": ["--manifest", "--file", "--domain"],
    ]
    if let own = reads[subcommand] {
      try arguments.refuse(command.options.map(\.name).filter { !own.contains($0) }, in: subcommand)
    }
    switch subcommand {
    case "match": return try match(arguments, operands, console)
    case "check": return try check(arguments, console)
    case "generate":
      let manifest = try DeepLinkTool.loadManifest(arguments)
      let appID = try arguments.required("--app-id")
      do {
        let file = try manifest.appSiteAssociation(
          appID: appID, domain: arguments.value("--domain"))
        // Indented, unless that makes it longer than a device reads, counting the line break
        // that ends what is written.
        let pretty = file.prettyJSONText
        let text = pretty.utf8.count + 1 > AppSiteAssociation.maximumSize ? file.jsonText : pretty
        console.line(text)
        let written = try AppSiteAssociation(json: text + "\n")
        if written.hasErrors {
          for problem in written.problems { console.error(problem.description) }
          return 1
        }
        // What applinks cannot say can make the file disagree with the routes (a route kept
        // off universal links behind a broader pattern): the same report as `aasa diff`.
        for difference in try written.differences(
          from: manifest, domain: arguments.value("--domain"))
        {
          console.error("warning: \(difference)")
        }
        if let domain = arguments.value("--domain") {
          for note in manifest.wildcardNotes(for: domain.lowercased()) {
            console.error("note: " + note)
          }
        }
      } catch {
        throw InputError(error.description)
      }
      return 0
    case "diff":
      let manifest = try DeepLinkTool.loadManifest(arguments)
      let file = try load(arguments)
      do {
        let differences = try file.differences(from: manifest, domain: arguments.value("--domain"))
        for difference in differences { console.line(difference.description) }
        if differences.isEmpty { console.line("the file and the routes agree") }
        return differences.isEmpty ? 0 : 1
      } catch {
        throw InputError(error.description)
      }
    default:
      throw UsageError("unknown subcommand '\(subcommand)' (match, check, generate or diff)")
    }
  }

  static func load(_ arguments: Arguments) throws -> AppSiteAssociation {
    let path = try arguments.required("--file")
    let text = try TextInput.file(path)
    do {
      return try AppSiteAssociation(json: text)
    } catch {
      throw InputError("\(path): \(error.description)")
    }
  }

  static func match(_ arguments: Arguments, _ urls: [String], _ console: Console) throws -> Int32 {
    let file = try load(arguments)
    guard !urls.isEmpty else { throw UsageError("give one or more URLs") }
    let errors = file.problems.filter { $0.severity == .error }
    var allOpen = true
    defer {
      // The answers follow what could be read; a file with errors is not what the system reads.
      if !errors.isEmpty {
        console.error(
          "deeplink aasa: \(arguments.value("--file") ?? "the file") has \(counted(errors.count, "error")), so these answers cannot be trusted (see 'deeplink aasa check'): \(errors[0])"
        )
      }
    }
    for url in urls {
      let result = file.match(url)
      allOpen = allOpen && result.opens
      if arguments.has("--json") {
        func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        console.line(
          JSONValue.object([
            ("url", .string(url)), ("opens", .bool(result.opens)),
            ("appID", result.appID.map(JSONValue.string) ?? .null),
            ("detailsIndex", number(result.detailsIndex)),
            ("componentIndex", number(result.componentIndex)), ("excluded", .bool(result.excluded)),
          ]).jsonText)
      } else if result.opens, let place = result.place {
        console.line(
          "\(ShownText.of(url)) -> opens \(ShownText.of(result.appID ?? "?")) (\(place))")
      } else if result.excluded, let place = result.place {
        console.line("\(ShownText.of(url)) -> Safari: excluded by \(place)")
      } else if let problem = AppSiteAssociation.universalLinkProblem(url) {
        console.line("\(ShownText.of(url)) -> not a universal link: \(problem)")
      } else if !file.hasUniversalLinks {
        console.line("\(ShownText.of(url)) -> Safari: the file has no universal links (applinks)")
      } else {
        console.line("\(ShownText.of(url)) -> Safari: nothing in the file matches it")
      }
    }
    if !errors.isEmpty { return 2 }
    return allOpen ? 0 : 1
  }

  static func check(_ arguments: Arguments, _ console: Console) throws -> Int32 {
    let file = try load(arguments)
    for problem in file.problems { console.line(problem.description) }
    let errors = file.problems.filter { $0.severity == .error }.count
    let warnings = file.problems.count - errors
    console.line(
      "\(counted(errors, "error")), \(counted(warnings, "warning"))")
    return errors > 0 ? 1 : 0
  }
}
