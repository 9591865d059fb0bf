import DeepLinking

extension RouteManifest {
  /// Every problem in the manifest at `path`, checked under `limits`; empty when it is valid.
  /// An app reads its manifest with `RouteManifest(contentsOf:)`, which throws the first;
  /// `deeplink routes --check` and the build plugin list them all.
  package static func problems(inFile path: String, limits: LinkLimits = .default)
    -> [DeepLinkError]
  {
    do {
      return problems(in: try read(path), file: path, limits: limits)
    } catch {
      return [error]
    }
  }

  /// Every problem in manifest text, checked under `limits`; empty when it is valid. Beyond
  /// what an app's reading refuses, a route's example must open that route (the catalogue and
  /// the test plan are made from the examples), and the names must become the Swift type the
  /// build plugin generates.
  package static func problems(
    in json: String, file: String = "<manifest>", limits: LinkLimits = .default
  ) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    let manifest = load(json, file: file, limits: limits, problems: &problems)
    return problems + (manifest?.decomposedPatternProblems ?? [])
      + (manifest?.bracketedLiteralProblems ?? []) + (manifest?.webPageProblems ?? [])
      + (manifest?.exampleProblems ?? []) + (manifest?.swiftProblems ?? [])
  }

  /// Why the manifest cannot become the Swift type `DeepLinkingPlugin` generates from it, each
  /// problem at its place: a `swiftType` that cannot name a type, route or parameter names
  /// that give no Swift name, or the one another gives (`a-b` and `aB`).
  package var swiftProblems: [DeepLinkError] {
    do throws(SwiftLinkGenerator.Failure) {
      _ = try SwiftLinkGenerator(manifest: self)
      return []
    } catch {
      return error.problems
    }
  }

  /// A problem for each path segment written as a web framework writes a parameter, `[id]`,
  /// `[...slug]` or `[[...slug]]` (Next.js, SvelteKit): here it is a literal, and only a link
  /// holding that text percent-encoded (`%5Bid%5D`) would open the route.
  package var bracketedLiteralProblems: [DeepLinkError] {
    routes.enumerated().compactMap { offset, route in
      // Written as such: `%5Bid%5D` asks for that text.
      let pattern = route.pattern.description
      for segment in route.pattern.variants.first?.segments ?? [] {
        guard case .literal(let literal) = segment.kind, pattern.contains("/\(literal)"),
          let (name, rest, optional) = Self.bracketedName(literal)
        else { continue }
        let written =
          optional
          ? "'*' (none or more segments)" : rest ? "'<path:\(name)>'" : "'<\(name)>' or ':\(name)'"
        return .manifest(
          file, "routes[\(offset)].pattern",
          "the segment '\(literal)' of route '\(route.name)' is a literal, which only a link holding it percent-encoded would open: a placeholder is written \(written)"
        )
      }
      return nil
    }
  }

  /// The name in `[name]`, `[...name]` (the rest of a path) or `[[...name]]` (none or more
  /// segments), or `nil` for other text.
  private static func bracketedName(_ text: String) -> (
    name: Substring, rest: Bool, optional: Bool
  )? {
    let optional = text.hasPrefix("[[...") && text.hasSuffix("]]")
    let depth = optional ? 2 : 1
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let inner = text.dropFirst(depth).dropLast(depth)
    let rest = inner.hasPrefix("...")
    let name = rest ? inner.dropFirst(3) : inner
    guard !name.isEmpty,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    else { return nil }
    return (name, rest, optional)
  }

  /// A problem for each route whose pattern writes text decomposed (`e` and a combining
  /// U+0301 for `é`). Links write it precomposed, and literals compare as written: no such link
  /// would open the route.
  package var decomposedPatternProblems: [DeepLinkError] {
    routes.enumerated().compactMap { offset, route in
      let pattern = route.pattern.description
      guard let composed = ShownText.precomposed(pattern) else { return nil }
      return .manifest(
        file, "routes[\(offset)].pattern",
        "'\(ShownText.of(pattern, comparing: true))' writes text decomposed; links write it precomposed ('\(composed)', NFC), and no such link would open route '\(route.name)': write the pattern precomposed"
      )
    }
  }

  /// A problem for each web-page route whose page comes from a placeholder no web page can
  /// fill (`<int:id>`, `<uuid:u>`, `<bool:b>`, `<double:d>`): every link of it is refused.
  package var webPageProblems: [DeepLinkError] {
    routes.enumerated().compactMap { offset, route in
      guard let parameter = route.webPageParameter,
        let type = route.pattern.parameterType(parameter),
        [.int, .uuid, .bool, .double].contains(type)
      else { return nil }
      return .manifest(
        file, "routes[\(offset)].webPage",
        "the placeholder <\(type):\(parameter)> never holds a web page: every link of route '\(route.name)' would be refused (take the page with <url:\(parameter)> or a query item)"
      )
    }
  }

  /// A problem for each route whose example does not stand for it (``exampleMatch(of:)``). The
  /// catalogue and the test plan leave such a route's example out.
  package var exampleProblems: [DeepLinkError] {
    var problems: [DeepLinkError] = []
    for (offset, route) in routes.enumerated() {
      guard let example = route.example, case .failure(let fault)? = exampleMatch(of: route)
      else { continue }
      let reason =
        switch fault {
        case .opensNoRoute(let miss):
          "'\(example)' opens no route (\(miss)): give an example of route '\(route.name)'"
        case .opensAnotherRoute(let other):
          "'\(example)' opens route '\(other)', not '\(route.name)': give an example of this route"
        case .pageRefused(let refusal):
          "'\(example)' opens a web page the app refuses (\(refusal)): give an example whose page it loads"
        }
      problems.append(.manifest(file, "routes[\(offset)].example", reason))
    }
    return problems
  }

  /// `route`'s example matched, when it stands for the route, or why it does not: the link
  /// opens no route, or another, or (for a web-page route) a page the app's web allowlist
  /// refuses, which the pipeline would refuse with the whole link; `nil` for a route without
  /// an example.
  package func exampleMatch(of route: Route) -> Result<RouteMatch, ExampleFault>? {
    guard let example = route.example else { return nil }
    switch router.resolve(example) {
    case .failure(let miss): return .failure(.opensNoRoute(miss.message))
    case .success(let match) where match.name != route.name:
      return .failure(.opensAnotherRoute(match.name))
    case .success(let match):
      if let refusal = match.webPageRefusal(allowlist: webAllowlist) {
        return .failure(.pageRefused(refusal))
      }
      return .success(match)
    }
  }
}

/// Why a route's example does not stand for it.
package enum ExampleFault: Error, Equatable {
  /// The example matches no route; the miss's message says why.
  case opensNoRoute(String)
  /// The example opens the named route instead.
  case opensAnotherRoute(String)
  /// The example opens the route, and the app refuses its web page, for the reason given.
  case pageRefused(String)
}
