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

  /// Every problem in manifest text, checked under `limits`; empty when it is valid.
  package static func problems(
    in json: String, file: String = "<manifest>", limits: LinkLimits = .default
  ) -> [DeepLinkError] {
    var problems: [DeepLinkError] = []
    _ = load(json, file: file, limits: limits, problems: &problems)
    return problems
  }
}
