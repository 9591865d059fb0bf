/// Posting work from synchronous system callbacks, in order.
extension DeepLinkPipeline {
  /// Runs `work` after everything posted before it: how a synchronous system callback (an app
  /// delegate method) hands a link to the pipeline without reordering it. Adapter plumbing.
  package func post(_ work: @escaping @MainActor (DeepLinkPipeline) async -> Void) {
    let previous = lastPosted
    lastPosted = Task { @MainActor [weak self] in
      await previous?.value
      guard let self else { return }
      await work(self)
    }
  }

  /// Waits until everything posted so far has run.
  package func idle() async {
    while let last = lastPosted {
      await last.value
      if lastPosted == last { return }
    }
  }

  /// Posts an opened URL, from a synchronous callback, and tells whether the app routes it:
  /// what `application(_:open:options:)` returns.
  @discardableResult
  package func postOpenURL(_ url: String, source: String? = nil) -> Bool {
    post { await $0.openURL(url, source: source) }
    return router.match(url) != nil
  }

  /// Posts a continued user activity, from a synchronous callback, and tells whether it is a
  /// universal link the app routes: what `application(_:continue:restorationHandler:)` returns.
  @discardableResult
  package func postUserActivity(type: String, webpageURL: String?) -> Bool {
    post { await $0.continueUserActivity(type: type, webpageURL: webpageURL) }
    return type == Self.browsingWebActivityType
      && webpageURL.map { router.match($0) != nil } == true
  }
}
