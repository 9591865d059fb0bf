#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// Presents each destination modally on the top-most view controller of one window, waiting
  /// for each presentation to complete before the next (a chain of screens). Give each scene
  /// its own: `pipeline.setNavigator(UIKitNavigator(window: window) { ... }, forScene: name)`.
  ///
  /// It never leaves the pipeline waiting: a destination the app has no screen for, a missing
  /// window, or a presentation UIKit refuses (the top controller is being dismissed or not in
  /// the window hierarchy, so its completion never runs) throws ``NotShown`` at once.
  ///
  /// <!-- sample: ios, uses: pipeline window ProductViewController -->
  /// ```swift
  /// pipeline.navigator = UIKitNavigator(window: window) { destination in
  ///   switch destination.name {
  ///   case "product": ProductViewController(match: destination.match)
  ///   default: nil
  ///   }
  /// }
  /// ```
  @MainActor
  public final class UIKitNavigator: LinkNavigator {
    /// Why a destination was not shown.
    public struct NotShown: Error, CustomStringConvertible {
      public let description: String
    }

    private weak var window: UIWindow?
    private let makeViewController: @MainActor (Destination) -> UIViewController?

    /// A navigator presenting in `window` the view controllers `makeViewController` returns.
    public init(
      window: UIWindow?, makeViewController: @escaping @MainActor (Destination) -> UIViewController?
    ) {
      self.window = window
      self.makeViewController = makeViewController
    }

    public func show(_ destination: Destination) async throws {
      guard var top = window?.rootViewController else {
        throw NotShown(description: "the window has no root view controller")
      }
      guard let viewController = makeViewController(destination) else {
        throw NotShown(description: "the app has no screen for '\(destination.name)'")
      }
      while let presented = top.presentedViewController { top = presented }
      let presenter = top
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let once = Once(continuation)
        // Documented signature: `func present(_ viewControllerToPresent: UIViewController,
        // animated flag: Bool, completion: (() -> Void)? = nil)`.
        presenter.present(viewController, animated: true) { once.resume(nil) }
        // A presentation UIKit accepted sets `presentingViewController` at once; one it refused
        // leaves it nil and never runs the completion.
        if viewController.presentingViewController == nil {
          once.resume(NotShown(description: "UIKit refused to present '\(destination.name)'"))
        }
      }
    }
  }

  /// Resumes a continuation once: a completion that runs after a refusal was reported is
  /// ignored.
  @MainActor
  private final class Once {
    private var continuation: CheckedContinuation<Void, any Error>?
    init(_ continuation: CheckedContinuation<Void, any Error>) { self.continuation = continuation }
    func resume(_ error: (any Error)?) {
      if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
      continuation = nil
    }
  }
#endif
