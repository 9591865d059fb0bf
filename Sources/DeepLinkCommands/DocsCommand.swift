import DeepLinking
import DeepLinkingTools

/// `deeplink docs`: the link catalogue for campaign teams.
enum DocsCommand {
  static let command = Command(
    name: "docs", summary: "Print the catalogue of links for campaign teams",
    synopsis: ["--manifest FILE [--format markdown|html]"],
    discussion: """
      Prints each route's name, description, pattern, its example (the route's "example") as a
      link for the custom scheme and for each domain, its parameters with their types, for a
      web-page route the pages the app loads, the conditions it waits for, and whether it
      opens as a universal link. HTML is one self-contained page with a search box.
      """,
    options: [
      .manifest,
      .option("--format", "F", "markdown (default) or html."),
    ],
    exitStatus: "0 printed, 2 bad usage or bad manifest.",
    run: run)

  @MainActor
  static func run(_ arguments: Arguments, _ console: Console) async throws -> Int32 {
    let manifest = try DeepLinkTool.loadManifest(arguments)
    let catalog = LinkCatalog(manifest: manifest)
    // A route whose example opens no route, or another, is listed without an example.
    for problem in manifest.exampleProblems { console.error("warning: \(problem)") }
    switch arguments.value("--format") ?? "markdown" {
    case "markdown": console.line(catalog.markdown)
    case "html": console.line(catalog.html)
    case let other: throw UsageError("unknown format '\(other)' (markdown or html)")
    }
    return 0
  }
}
