#if canImport(UIKit) && !os(watchOS)
  import DeepLinking
  import UIKit

  /// Presents each destination of a navigation plan modally on the top-most view controller,
  /// waiting for each presentation to complete before the next (a chain of screens).
  ///
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
    private weak var window: UIWindow?
    private let makeViewController: @MainActor (Destination) -> UIViewController?

    /// A navigator presenting in `window` the view controllers `makeViewController` returns;
    /// a destination it returns `nil` for is skipped.
    public init(
      window: UIWindow?, makeViewController: @escaping @MainActor (Destination) -> UIViewController?
    ) {
      self.window = window
      self.makeViewController = makeViewController
    }

    public func show(_ destination: Destination) async {
      guard let viewController = makeViewController(destination),
        var top = window?.rootViewController
      else { return }
      while let presented = top.presentedViewController { top = presented }
      await withCheckedContinuation { continuation in
        // Documented signature: `func present(_ viewControllerToPresent: UIViewController,
        // animated flag: Bool, completion: (() -> Void)? = nil)`.
        top.present(viewController, animated: true) { continuation.resume() }
      }
    }
  }
#endif
