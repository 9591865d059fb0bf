import DeepLinking

/// A navigator that records what it was asked to show, for assertions.
///
/// ```swift
/// let navigator = RecordingNavigator()
/// pipeline.navigator = navigator
/// await pipeline.receive("shop://product/42", door: .customScheme)
/// #expect(navigator.shown.map(\.name) == ["product"])
/// ```
@MainActor
public final class RecordingNavigator: LinkNavigator {
  /// Every destination shown, in order.
  public private(set) var shown: [Destination] = []

  /// A navigator with nothing shown yet.
  public init() {}

  public func show(_ destination: Destination) async { shown.append(destination) }

  /// Forgets what was shown.
  public func reset() { shown.removeAll() }
}
