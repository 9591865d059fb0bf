/// Posting work from synchronous system callbacks, in order.
extension DeepLinkPipeline {
  /// Runs `work` after everything posted before it: how a synchronous system callback (an app
  /// delegate method) hands a link to the pipeline without reordering it.
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
  ///   pipeline.post { await $0.openURL(contexts.first!.url.absoluteString) }
  /// }
  /// ```
  public func post(_ work: @escaping @MainActor (DeepLinkPipeline) async -> Void) {
    let previous = lastPosted
    lastPosted = Task { @MainActor [weak self] in
      await previous?.value
      guard let self else { return }
      await work(self)
    }
  }

  /// Waits until everything posted so far has run.
  public func idle() async {
    while let last = lastPosted {
      await last.value
      if lastPosted == last { return }
    }
  }
}
