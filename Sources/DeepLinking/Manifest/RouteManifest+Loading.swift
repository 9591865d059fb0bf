extension RouteManifest {
  /// Reads a manifest, recording every problem found; returns it when it could be built.
  package static func load(
    _ json: String, file: String, limits: LinkLimits, problems: inout [DeepLinkError]
  ) -> RouteManifest? {
    do throws(DeepLinkError) { try limits.check() } catch {
      problems = [error]
      return nil
    }
    let collector = ProblemCollector(file: file)
    defer { problems = collector.problems }
    let problem = collector.add
    let root: JSONValue
    do {
      root = try JSONValue.parse(json, duplicateKeys: .refuse).value
    } catch {
      problem(nil, "\(error)")
      return nil
    }
    guard let members = root.objectValue else {
      problem(nil, "the manifest must be a JSON object, not \(root.kindDescription)")
      return nil
    }
    for member in members where !topLevelKeys.contains(member.key) {
      problem(
        member.key,
        "unknown key (expected one of \(topLevelKeys.ascending().joined(separator: ", ")))"
      )
    }
    let reader = FieldReader(problem: problem)
    let schemes = reader.strings(root, "schemes", at: nil) ?? []
    let domains = reader.strings(root, "domains", at: nil) ?? []
    let allowHTTP = reader.bool(root, "allowHTTP", at: nil) ?? false
    let caseSensitive = reader.bool(root, "caseSensitive", at: nil) ?? true
    let webAllowlist = reader.strings(root, "webAllowlist", at: nil) ?? []
    let swiftType = reader.string(root, "swiftType", at: nil)
    let externalSchemes =
      reader.strings(root, "externalSchemes", at: nil)
      ?? DeliveryConfiguration.defaultExternalSchemes
    // Without origins, each route is still read and checked on its own (its fields, its
    // pattern): every problem is listed at once, not one list after another.
    var origins: RouterOrigins?
    do {
      origins = try RouterOrigins(
        schemes: schemes, domains: domains, allowsHTTP: allowHTTP, caseSensitive: caseSensitive)
    } catch {
      // The origins throw their first problem: each is listed (or, neither schemes nor domains
      // given, that one).
      let originProblems = RouterOrigins.problems(schemes: schemes, domains: domains)
      for originProblem in originProblems.isEmpty ? [error] : originProblems {
        problem(originProblem.location, originProblem.message)
      }
    }
    // An entry that is no scheme (`tel:`) or no domain name, or written twice, is a mistake
    // that would go unseen: it allows nothing, and a repeat says two lists were merged. Each
    // is listed, in every list.
    let listProblems =
      RouterOrigins.schemeProblems(externalSchemes, "externalSchemes", custom: false)
      + RouterOrigins.domainProblems(webAllowlist, "webAllowlist")
    for listProblem in listProblems { problem(listProblem.location, listProblem.message) }
    guard let routeValues = root["routes"] else {
      problem("routes", "missing; give an array of routes")
      return nil
    }
    guard let routeArray = routeValues.arrayValue else {
      problem("routes", "must be an array, not \(routeValues.kindDescription)")
      return nil
    }
    var routes: [Route] = []
    var validator = RouteTableValidator()
    for (offset, value) in routeArray.enumerated() {
      let location = "routes[\(offset)]"
      guard let fields = value.objectValue else {
        problem(location, "a route must be an object, not \(value.kindDescription)")
        continue
      }
      for field in fields where !routeKeys.contains(field.key) {
        problem(
          "\(location).\(field.key)",
          "unknown key (expected one of \(routeKeys.ascending().joined(separator: ", ")))")
      }
      let before = collector.problems.count
      let name = reader.string(value, "name", at: location)
      let pattern = reader.string(value, "pattern", at: location)
      if name == nil, value["name"] == nil { problem(location, "missing 'name'") }
      if pattern == nil, value["pattern"] == nil { problem(location, "missing 'pattern'") }
      let priority = reader.int(value, "priority", at: location) ?? 0
      let requires = reader.strings(value, "requires", at: location) ?? []
      let chain = reader.strings(value, "chain", at: location) ?? []
      let universal = reader.bool(value, "universal", at: location) ?? true
      let webPage = reader.string(value, "webPage", at: location)
      let summary = reader.string(value, "description", at: location)
      let example = reader.string(value, "example", at: location)
      guard let name, let pattern, collector.problems.count == before else { continue }
      do {
        let route = try Route(
          name, pattern: pattern, priority: priority, requires: requires, chain: chain,
          webPageParameter: webPage, opensAsUniversalLink: universal, summary: summary,
          example: example)
        if value["chain"] != nil, chain.isEmpty {
          problem("\(location).chain", "must name one screen or more")
          continue
        }
        if webPage?.isEmpty == true {
          problem("\(location).webPage", "must name the parameter holding the page's URL")
          continue
        }
        guard let origins else { continue }
        let routeProblems = validator.add(route, origins: origins, limits: limits)
        for routeProblem in routeProblems { problem(location, routeProblem.description) }
        if routeProblems.isEmpty { routes.append(route) }
      } catch {
        problem(location, error.description)
      }
    }
    guard collector.problems.isEmpty, let origins else { return nil }
    return RouteManifest(
      origins: origins, routes: routes, limits: limits,
      webAllowlist: webAllowlist.map { $0.lowercased() },
      externalSchemes: externalSchemes.map { $0.lowercased() }, swiftType: swiftType, file: file)
  }
}

/// The problems found while reading one manifest.
private final class ProblemCollector {
  let file: String
  var problems: [DeepLinkError] = []
  init(file: String) { self.file = file }
  /// Out of line: fourteen places report through it (inlined, 1.1 KB more code).
  @inline(never)
  func add(_ location: String?, _ reason: String) {
    problems.append(DeepLinkError.manifest(file, location, reason))
  }
}

/// Reads typed fields of JSON objects, reporting wrong types with their JSON path.
private struct FieldReader {
  let problem: (String?, String) -> Void

  private func path(_ parent: String?, _ key: String) -> String {
    parent.map { "\($0).\(key)" } ?? key
  }

  func string(_ object: JSONValue, _ key: String, at parent: String?) -> String? {
    guard let value = object[key] else { return nil }
    guard let string = value.stringValue else {
      problem(path(parent, key), "must be a string, not \(value.kindDescription)")
      return nil
    }
    return string
  }

  func bool(_ object: JSONValue, _ key: String, at parent: String?) -> Bool? {
    guard let value = object[key] else { return nil }
    guard let bool = value.boolValue else {
      problem(path(parent, key), "must be true or false, not \(value.kindDescription)")
      return nil
    }
    return bool
  }

  func int(_ object: JSONValue, _ key: String, at parent: String?) -> Int? {
    guard let value = object[key] else { return nil }
    guard case .number(let number) = value else {
      problem(path(parent, key), "must be a whole number, not \(value.kindDescription)")
      return nil
    }
    guard number.rounded() == number, abs(number) < 1e9 else {
      problem(
        path(parent, key),
        "must be a whole number between -999999999 and 999999999, not \(number)")
      return nil
    }
    return Int(number)
  }

  func strings(_ object: JSONValue, _ key: String, at parent: String?) -> [String]? {
    guard let value = object[key] else { return nil }
    guard let elements = value.arrayValue else {
      problem(path(parent, key), "must be an array of strings, not \(value.kindDescription)")
      return nil
    }
    var strings: [String] = []
    for (offset, element) in elements.enumerated() {
      guard let string = element.stringValue else {
        problem(
          "\(path(parent, key))[\(offset)]", "must be a string, not \(element.kindDescription)")
        return nil
      }
      strings.append(string)
    }
    return strings
  }
}
