import DeepLinking

/// Whether a link a router reads builds again from its match (its values, whole query,
/// fragment as the link wrote it, and origin) into a link the router reads the same: `nil` when
/// it does, else what went wrong. Encoding what the URL held raw may make the link longer than
/// the router reads, and a `<path:>` or `*` value read from `..%2Fb` holds a `..` the builder
/// would write as a segment of its own, which no link may hold: those refusals alone are
/// allowed. A pattern that gives the fragment writes it its own way (`#a` for `#a/`), so only
/// its values are compared. The tests and the fuzz targets share it (`Scripts/fuzz.sh`
/// compiles it in).
func buildBackProblem(_ match: RouteMatch, of url: String, in router: Router) -> String? {
  let built: String
  do {
    built = try router.urlString(
      for: match.name, parameters: match.parameters.dictionary, query: match.query,
      fragment: match.fragment, origin: match.origin)
  } catch {
    let allowed =
      error.message.contains("over the limit") || error.message.contains("no link may hold")
    return allowed ? nil : "\(url) does not build back: \(error)"
  }
  guard let again = router.match(built) else {
    if case .failure(let failure) = router.resolve(built) {
      return "\(built) (from \(url)) is refused: \(failure.message)"
    }
    return "\(built) (from \(url)) matched nothing"
  }
  if again.name != match.name { return "\(built) (from \(url)) matched \(again.name)" }
  if again.parameters != match.parameters { return "parameters changed through \(built)" }
  if again.query != match.query { return "the query changed through \(built)" }
  if match.route.pattern.extras?.fragment == nil,
    again.fragment.map({ PercentDecoding.string($0) })
      != match.fragment.map({ PercentDecoding.string($0) })
  {
    return "the fragment changed through \(built)"
  }
  return nil
}
