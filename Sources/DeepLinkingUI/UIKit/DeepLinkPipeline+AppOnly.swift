#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  // What an app extension cannot use: `UIApplication.shared` is unavailable there. Every
  // declaration in this file is marked so, and the adapter check builds the extension flavour
  // without it.
  extension DeepLinkPipeline {
    /// Connects ``openExternally`` to `UIApplication.shared.open`, for links of schemes on the
    /// external allowlist only (the pipeline refuses the others before calling it).
    @available(iOSApplicationExtension, unavailable)
    public func opensExternalLinksWithUIApplication() {
      openExternally = { url in
        // Documented signature: `func open(_ url: URL, options:
        // [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler
        // completion: (@MainActor @Sendable (Bool) -> Void)? = nil)`, imported as
        // `open(_:options:) async -> Bool`.
        await UIApplication.shared.open(url, options: [:])
      }
    }
  }
#endif
