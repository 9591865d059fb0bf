import DeepLinking

/// The catalogue of a manifest's links for campaign teams, as Markdown or one HTML page.
package struct LinkCatalog {
  package struct Entry {
    let route: Route
    let customSchemeExample: String?
    let universalExamples: [String]
    /// Whether the website can send the route's links to the app: the route is not kept off
    /// universal links, takes web links (its pattern names no custom scheme) and the app has
    /// a domain.
    let opensAsUniversalLink: Bool
    let parameters: [(name: String, type: String)]
  }

  package let manifest: RouteManifest
  package let entries: [Entry]

  package init(manifest: RouteManifest) {
    self.manifest = manifest
    let router = manifest.router
    entries = manifest.routes.map { route in
      // An example that does not stand for its route is left out (`docs` warns about it).
      let stands = (try? manifest.exampleMatch(of: route)?.get()) != nil
      func example(_ origin: LinkOrigin) -> String? {
        stands ? router.exampleURL(of: route, on: origin) : nil
      }
      let custom = manifest.exampleScheme(of: route).flatMap { example(.customScheme($0)) }
      let universal =
        route.opensAsUniversalLink
        ? manifest.exampleHosts(of: route).compactMap { example(.universalLink(host: $0)) } : []
      let pattern = route.pattern
      let parameters = pattern.parameterNames.map { name in
        (
          name,
          name == "*"
            ? "rest of the path" : pattern.parameterType(name)?.description ?? "string"
        )
      }
      return Entry(
        route: route, customSchemeExample: custom, universalExamples: universal,
        opensAsUniversalLink: route.opensAsUniversalLink && route.pattern.scheme == nil
          && !manifest.origins.domains.isEmpty,
        parameters: parameters)
    }
  }

  /// "1 route", "20 routes".
  private var routeCount: String { counted(entries.count, "route") }

  /// A list for the page's header: its items, or "none".
  private func listed(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.joined(separator: ", ")
  }

  /// For a web-page route, where its links carry the page and which pages the app loads, as
  /// a campaign team must know: the app refuses a link whose page is not https on a host of
  /// the web allowlist.
  private func webPage(of route: Route) -> String? {
    guard let parameter = route.webPageParameter else { return nil }
    let hosts = manifest.webAllowlist
    return hosts.isEmpty
      ? "from '\(parameter)'; the manifest's web allowlist is empty: no page is allowed"
      : "from '\(parameter)', an https page on \(hosts.count == 1 ? "" : "one of ")\(hosts.joined(separator: ", "))"
  }

  package var markdown: String {
    var text = "# Deep links\n\n"
    text += "\(routeCount). Custom schemes: \(listed(manifest.origins.schemes)). "
    text += "Domains: \(listed(manifest.origins.domains)).\n"
    for entry in entries {
      let route = entry.route
      text += "\n## \(route.name.markdownEscaped)\n\n"
      if let summary = route.summary { text += "\(summary.markdownEscaped)\n\n" }
      text += "- Pattern: `\(ShownText.of(route.pattern.text))`\n"
      if let custom = entry.customSchemeExample { text += "- Custom scheme: `\(custom)`\n" }
      for universal in entry.universalExamples { text += "- Universal link: `\(universal)`\n" }
      let parameters = entry.parameters.map { "`\($0.name)` (\($0.type))" }
      text += "- Parameters: \(parameters.isEmpty ? "none" : parameters.joined(separator: ", "))\n"
      if let page = webPage(of: route) { text += "- Web page: \(page.markdownEscaped)\n" }
      text +=
        "- Waits for: \(route.requires.isEmpty ? "nothing" : route.requires.joined(separator: ", ").markdownEscaped)\n"
      text += "- Opens as a universal link: \(entry.opensAsUniversalLink ? "yes" : "no")\n"
      if !route.chain.isEmpty {
        text += "- Screens in turn: \(route.chain.joined(separator: ", ").markdownEscaped)\n"
      }
    }
    return text
  }

  package var html: String {
    var rows = ""
    for entry in entries {
      let route = entry.route
      let links = ([entry.customSchemeExample].compactMap { $0 } + entry.universalExamples)
        .map { "<code>\($0.htmlEscaped)</code>" }.joined(separator: "<br>")
      let parameters = entry.parameters.map {
        "<code>\($0.name.htmlEscaped)</code> \($0.type.htmlEscaped)"
      }
      .joined(separator: "<br>")
      // What the Markdown lists on lines of their own: the web page, the chain's screens.
      let notes = [
        webPage(of: route).map { "web page \($0)" },
        route.chain.isEmpty ? nil : "screens in turn: \(route.chain.joined(separator: ", "))",
      ].compactMap { $0?.htmlEscaped }
      let cell = ([parameters].filter { !$0.isEmpty } + notes).joined(separator: "<br>")
      rows += """
        <tr><td><strong>\(route.name.htmlEscaped)</strong><br><span class="summary">\((route.summary ?? "").htmlEscaped)</span></td>\
        <td><code>\(route.pattern.text.htmlEscaped)</code></td><td>\(links)</td><td>\(cell.isEmpty ? "none" : cell)</td>\
        <td>\(route.requires.isEmpty ? "nothing" : route.requires.joined(separator: ", ").htmlEscaped)</td>\
        <td>\(entry.opensAsUniversalLink ? "yes" : "no")</td></tr>

        """
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Deep links</title>
      <style>
      body { font: 15px/1.5 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 2em; color: #1d1d1f; }
      h1 { font-size: 1.6em; margin-bottom: 0.2em; }
      p.meta { color: #6e6e73; margin-top: 0; }
      input { font: inherit; padding: 0.4em 0.6em; width: 24em; border: 1px solid #c7c7cc; border-radius: 6px; }
      table { border-collapse: collapse; margin-top: 1em; width: 100%; }
      td:first-child { white-space: nowrap; }
      th, td { text-align: left; vertical-align: top; padding: 0.5em 0.7em; border-bottom: 1px solid #e5e5ea; }
      th { background: #f5f5f7; }
      code { font: 13px Menlo, monospace; background: #f5f5f7; padding: 0 0.2em; border-radius: 3px; }
      .summary { color: #6e6e73; }
      </style>
      </head>
      <body>
      <h1>Deep links</h1>
      <p class="meta">\(routeCount) · custom schemes: \(listed(manifest.origins.schemes).htmlEscaped) · domains: \(listed(manifest.origins.domains).htmlEscaped)</p>
      <input id="search" type="search" placeholder="Search routes, links, parameters" autofocus>
      <table>
      <thead><tr><th>Route</th><th>Pattern</th><th>Example links</th><th>Parameters</th><th>Waits for</th><th>Universal link</th></tr></thead>
      <tbody id="routes">
      \(rows)</tbody>
      </table>
      <script>
      var search = document.getElementById("search");
      function filter() {
        var query = search.value.toLowerCase();
        document.querySelectorAll("#routes tr").forEach(function (row) {
          row.style.display = row.textContent.toLowerCase().indexOf(query) >= 0 ? "" : "none";
        });
      }
      search.addEventListener("input", filter);
      // A link to the page can carry a search: catalogue.html#q=orders. A search that is not
      // percent-encoded text (#q=100%) is taken as written, rather than stopping the script.
      if (location.hash.indexOf("#q=") === 0) {
        var text = location.hash.slice(3);
        try {
          text = decodeURIComponent(text);
        } catch (error) {}
        search.value = text;
        filter();
      }
      </script>
      </body>
      </html>

      """
  }
}
