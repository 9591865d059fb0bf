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
  /// what an app's reading refuses, a route's example must open that route: the catalogue and
  /// the test plan are made from the examples.
  package static func problems(
    in json: String, file: String = "<manifest>", limits: LinkLimits = .default
  ) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    let manifest = load(json, file: file, limits: limits, problems: &problems)
    return problems + (manifest?.exampleProblems ?? [])
  }

  /// A problem for each route whose example does not open it: the link matches no route, or
  /// another one. The catalogue and the test plan leave such a route's example out.
  package var exampleProblems: [DeepLinkError] {
    let router = self.router
    var problems: [DeepLinkError] = []
    for (offset, route) in routes.enumerated() {
      guard let example = route.example else { continue }
      let location = "routes[\(offset)].example"
      switch router.resolve(example) {
      case .success(let match) where match.name == route.name: continue
      case .success(let match):
        problems.append(
          .manifest(
            file, location,
            "'\(example)' opens route '\(match.name)', not '\(route.name)': give an example of this route"
          ))
      case .failure(let miss):
        problems.append(
          .manifest(
            file, location,
            "'\(example)' opens no route (\(miss.message)): give an example of route '\(route.name)'"
          ))
      }
    }
    return problems
  }
}
