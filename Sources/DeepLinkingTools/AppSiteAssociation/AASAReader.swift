import DeepLinking

/// Reads the JSON of an `apple-app-site-association` file into the model, recording each
/// structural problem at its JSON path.
struct AASAReader {
  static let topKeys: Set<String> = [
    "applinks", "webcredentials", "appclips", "activitycontinuation",
  ]
  static let applinksKeys: Set<String> = ["apps", "details", "defaults", "substitutionVariables"]
  static let detailsKeys: Set<String> = ["appID", "appIDs", "paths", "components", "defaults"]
  static let componentKeys: Set<String> = [
    "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment",
  ]

  var file = AppSiteAssociation()

  mutating func read(root: JSONValue, applinks: JSONValue?) -> AppSiteAssociation {
    for member in root.objectValue ?? [] where !Self.topKeys.contains(member.key) {
      file.add(.error, member.key, "unknown key")
    }
    guard let applinks else { return file }
    guard let members = applinks.objectValue else {
      file.add(.error, "applinks", "must be an object, not \(applinks.kindDescription)")
      return file
    }
    for member in members where !Self.applinksKeys.contains(member.key) {
      file.add(.error, "applinks.\(member.key)", "unknown key")
    }
    if let apps = applinks["apps"], apps.arrayValue?.isEmpty != true {
      file.add(.warning, "applinks.apps", "is legacy and must be an empty array if present")
    }
    file.settings = settings(applinks["defaults"], at: "applinks.defaults")
    readVariables(applinks["substitutionVariables"])
    guard let details = applinks["details"] else {
      file.add(.error, "applinks.details", "missing")
      return file
    }
    guard let entries = details.arrayValue else {
      file.add(.error, "applinks.details", "must be an array, not \(details.kindDescription)")
      return file
    }
    for (offset, entry) in entries.enumerated() {
      file.details.append(readDetails(entry, at: "applinks.details[\(offset)]"))
    }
    return file
  }

  private mutating func readVariables(_ value: JSONValue?) {
    guard let value else { return }
    let path = "applinks.substitutionVariables"
    guard let members = value.objectValue else {
      file.add(.error, path, "must be an object, not \(value.kindDescription)")
      return
    }
    for member in members {
      let at = "\(path).\(member.key)"
      if member.key.contains(where: { "$()".contains($0) }) {
        file.add(.error, at, "a variable name cannot contain '$', '(' or ')'")
      }
      guard let strings = strings(member.value, at: at)?.map(\.text) else { continue }
      if strings.contains(where: { $0.contains("$(") }) {
        file.add(.error, at, "a value cannot hold another substitution variable")
      }
      file.variables[member.key] = strings
    }
  }

  private mutating func settings(_ value: JSONValue?, at path: String)
    -> AppSiteAssociation.Settings
  {
    guard let value else { return .init() }
    guard let members = value.objectValue else {
      file.add(.error, path, "must be an object, not \(value.kindDescription)")
      return .init()
    }
    for member in members where member.key != "caseSensitive" && member.key != "percentEncoded" {
      file.add(.error, "\(path).\(member.key)", "unknown key")
    }
    return matchingSettings(in: value, at: path)
  }

  /// The `caseSensitive` and `percentEncoded` keys of an object (defaults or a component).
  private mutating func matchingSettings(in value: JSONValue, at path: String)
    -> AppSiteAssociation.Settings
  {
    var settings = AppSiteAssociation.Settings()
    if let flag = value["caseSensitive"] {
      settings.caseSensitive = bool(flag, at: "\(path).caseSensitive")
    }
    if let flag = value["percentEncoded"] {
      settings.percentEncoded = bool(flag, at: "\(path).percentEncoded")
    }
    return settings
  }

  /// The strings of an array, each with its index, or `nil` for a value that is no array; an
  /// element that is no string is an error at its own place, and the others are kept.
  private mutating func strings(_ value: JSONValue, at path: String) -> [(
    index: Int, text: String
  )]? {
    guard let elements = value.arrayValue else {
      file.add(.error, path, "must be an array of strings, not \(value.kindDescription)")
      return nil
    }
    var strings: [(index: Int, text: String)] = []
    for (index, element) in elements.enumerated() {
      if let text = element.stringValue {
        strings.append((index, text))
      } else {
        file.add(.error, "\(path)[\(index)]", "must be a string, not \(element.kindDescription)")
      }
    }
    return strings
  }

  private mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
    guard let bool = value.boolValue else {
      file.add(.error, path, "must be true or false, not \(value.kindDescription)")
      return nil
    }
    return bool
  }

  private mutating func readDetails(_ value: JSONValue, at path: String)
    -> AppSiteAssociation.Details
  {
    var details = AppSiteAssociation.Details()
    guard let members = value.objectValue else {
      file.add(.error, path, "must be an object, not \(value.kindDescription)")
      return details
    }
    for member in members where !Self.detailsKeys.contains(member.key) {
      file.add(.error, "\(path).\(member.key)", "unknown key")
    }
    // Each app ID with its place in the file: `appID`, then each of `appIDs`.
    var appIDs: [(place: String, text: String)] = []
    if let appID = value["appID"] {
      if let text = appID.stringValue {
        appIDs.append(("\(path).appID", text))
      } else {
        file.add(.error, "\(path).appID", "must be a string, not \(appID.kindDescription)")
      }
    }
    if let list = value["appIDs"] {
      for element in strings(list, at: "\(path).appIDs") ?? [] {
        appIDs.append(("\(path).appIDs[\(element.index)]", element.text))
      }
    }
    if value["appID"] == nil, value["appIDs"] == nil {
      file.add(.error, path, "has neither appIDs nor appID")
    }
    for appID in appIDs {
      details.appIDs.append(appID.text)
      if let problem = Self.appIDProblem(appID.text) { file.add(.error, appID.place, problem) }
    }
    details.settings = file.settings.overriding(settings(value["defaults"], at: "\(path).defaults"))
    if let components = value["components"] {
      if let elements = components.arrayValue {
        details.components = elements.enumerated().map { offset, element in
          readComponent(element, at: "\(path).components[\(offset)]", details.settings)
        }
      } else {
        file.add(
          .error, "\(path).components", "must be an array, not \(components.kindDescription)")
      }
    }
    if let paths = value["paths"] {
      if details.components != nil {
        file.add(
          .warning, "\(path).paths", "legacy paths are ignored because components is present")
      }
      var legacyPaths: [(pattern: AASAPattern, exclude: Bool, index: Int)] = []
      for (index, text) in strings(paths, at: "\(path).paths") ?? [] {
        let exclude = text.hasPrefix("NOT ")
        let body = exclude ? String(text.dropFirst(4)) : text
        if let pattern = compile(
          body, at: "\(path).paths[\(index)]", caseSensitive: true, encoded: nil)
        {
          legacyPaths.append((pattern, exclude, index))
        }
      }
      details.legacyPaths = legacyPaths
    }
    if details.components != nil { warnAboutShadowing(in: details, at: path) }
    return details
  }

  private mutating func readComponent(
    _ value: JSONValue, at path: String, _ inherited: AppSiteAssociation.Settings
  ) -> AppSiteAssociation.Component {
    var component = AppSiteAssociation.Component()
    guard let members = value.objectValue else {
      file.add(.error, path, "must be an object, not \(value.kindDescription)")
      return component
    }
    for member in members where !Self.componentKeys.contains(member.key) {
      file.add(.error, "\(path).\(member.key)", "unknown key")
    }
    component.settings = inherited.overriding(matchingSettings(in: value, at: path))
    let caseSensitive = component.settings.caseSensitive ?? true
    let encoded = component.settings.percentEncoded ?? true
    if let exclude = value["exclude"] {
      component.exclude = bool(exclude, at: "\(path).exclude") ?? false
    }
    if let comment = value["comment"] {
      if comment.stringValue == nil {
        file.add(.error, "\(path).comment", "must be a string, not \(comment.kindDescription)")
      }
      component.comment = comment.stringValue
    }
    if let pathValue = value["/"] {
      if let text = pathValue.stringValue {
        if text.contains("#") {
          file.add(
            .error, "\(path)./",
            "'#' in a path pattern never matches: the fragment is matched by '#'")
        }
        component.path = compile(
          text, at: "\(path)./", caseSensitive: caseSensitive, encoded: encoded)
      } else {
        file.add(.error, "\(path)./", "must be a string, not \(pathValue.kindDescription)")
      }
    }
    if let query = value["?"] {
      switch query {
      case .string(let text):
        component.query = compile(
          text, at: "\(path).?", caseSensitive: caseSensitive, encoded: encoded
        ).map { .whole($0) }
      case .object(let items):
        var patterns: [(name: String, pattern: AASAPattern)] = []
        for item in items {
          guard let text = item.value.stringValue else {
            file.add(
              .error, "\(path).?.\(item.key)", "must be a string, not \(item.value.kindDescription)"
            )
            continue
          }
          if let pattern = compile(
            text, at: "\(path).?.\(item.key)", caseSensitive: caseSensitive, encoded: encoded)
          {
            patterns.append((item.key, pattern))
          }
        }
        component.query = .items(patterns)
      default:
        file.add(.error, "\(path).?", "must be a string or an object, not \(query.kindDescription)")
      }
    }
    if let fragment = value["#"] {
      if let text = fragment.stringValue {
        component.fragment = compile(
          text, at: "\(path).#", caseSensitive: caseSensitive, encoded: encoded)
      } else {
        file.add(.error, "\(path).#", "must be a string, not \(fragment.kindDescription)")
      }
    }
    return component
  }

  /// The pattern `text`, or `nil` (an error) when it names an unknown variable. A pattern
  /// compared with the URL as written (`encoded`: a component's `percentEncoded`, `nil` for a
  /// legacy path, always so) that holds a character no URL holds as written (`é`, a space) is
  /// warned about: that part never matches.
  private mutating func compile(
    _ text: String, at path: String, caseSensitive: Bool, encoded: Bool?
  ) -> AASAPattern? {
    switch AASAPattern.compile(text, variables: file.variables, caseSensitive: caseSensitive) {
    case .success(let pattern):
      if encoded != false, let scalar = pattern.firstCharacterURLsEscape {
        let escaped = AASAURL.escaped(String(scalar))
        let shown = ShownText.isHidden(scalar) ? escaped : "'\(scalar)'"
        file.add(
          .warning, path,
          "\(shown) never matches: a URL holds it percent-encoded (\(escaped)), and the pattern is "
            + (encoded == nil
              ? "compared with the URL so; write \(escaped)"
              : "compared with the URL so (percentEncoded, true by default); write \(escaped), or set percentEncoded to false")
        )
      }
      if encoded == false, let escape = pattern.firstEscape {
        file.add(
          .warning, path,
          "'\(escape)' matches only a URL holding '%25\(escape.dropFirst())': the pattern is compared with the URL percent-decoded (percentEncoded false); write the character it encodes, or leave percentEncoded out"
        )
      }
      return pattern
    case .failure(let unknown):
      file.add(.error, path, "unknown substitution variable '$(\(unknown.name))'")
      return nil
    }
  }

  /// Warns about components an earlier one always wins over: the earlier one matches every
  /// value of each part the later one constrains.
  private mutating func warnAboutShadowing(
    in details: AppSiteAssociation.Details, at path: String
  ) {
    let components = details.components ?? []
    for (later, component) in components.enumerated() {
      for earlier in details.componentIndex.coverCandidates(of: component)
      where earlier < later && Self.covers(components[earlier], component) {
        file.add(
          .warning, "\(path).components[\(later)]",
          "can never match: components[\(earlier)] matches every URL it would")
        break
      }
    }
  }

  static func covers(_ a: AppSiteAssociation.Component, _ b: AppSiteAssociation.Component) -> Bool {
    // `x` covers `y` when it matches everything, or every text `y` matches (`/product/*`
    // covers `/product/*/x`; `/a/?` does not cover `/a/*`), comparing case as `a` does; a text
    // `b` takes in any case is covered only by a pattern without case.
    let caseSensitive = a.settings.caseSensitive ?? true
    let otherTakesAnyCase = b.settings.caseSensitive == false
    // Patterns read the same text only when both read it encoded, or both decoded.
    let readAlike = (a.settings.percentEncoded ?? true) == (b.settings.percentEncoded ?? true)
    func same(_ x: AASAPattern?, _ y: AASAPattern?) -> Bool {
      guard let x else { return true }  // an omitted key matches everything
      if x.matchesEverything { return true }
      guard let y, readAlike, !(caseSensitive && otherTakesAnyCase) else { return false }
      return x.covers(y, caseSensitive: caseSensitive)
    }
    let queriesCovered: Bool
    switch (a.query, b.query) {
    case (nil, _): queriesCovered = true
    case (.whole(let x), .whole(let y)): queriesCovered = same(x, y)
    case (.whole(let x), _): queriesCovered = x.matchesEverything
    default: queriesCovered = false
    }
    return same(a.path, b.path) && same(a.fragment, b.fragment) && queriesCovered
  }

  /// Why `text` is no app ID, or `nil` when it is one: `TEAMID.bundle.id`, a team ID of 10
  /// uppercase letters and digits, a dot, a bundle identifier. The one message for a file's
  /// app IDs and for `aasa generate --app-id`.
  static func appIDProblem(_ text: String) -> String? {
    let form = "'\(text)' is not of the form TEAMID.bundle.id"
    guard let dot = text.firstIndex(of: ".") else {
      return
        "\(form): a team ID, a dot and a bundle identifier, such as ABCDE12345.com.example.shop"
    }
    let team = text[..<dot]
    let bundle = text[text.index(after: dot)...]
    guard team.count == 10, team.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) })
    else {
      return "\(form): the team ID '\(team)' must be 10 uppercase letters A-Z and digits"
    }
    guard BundleIdentifier.isValid(bundle) else {
      return "\(form): the bundle identifier '\(bundle)' must be \(BundleIdentifier.rule)"
    }
    return nil
  }
}
