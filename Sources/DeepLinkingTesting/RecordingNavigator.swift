import DeepLinking

/// A navigator that records what it was asked to show, for assertions; it can also fail or
/// hang, as a real navigator does when UIKit refuses a presentation.
///
/// <!-- sample: testing, uses: pipeline -->
/// ```swift
/// let navigator = RecordingNavigator()
/// pipeline.navigator = navigator
/// await pipeline.receive("shop://product/42", door: .customScheme)
/// #expect(navigator.shown.map(\.name) == ["product"])
/// ```
@MainActor
public final class RecordingNavigator: LinkNavigator {
  /// What a show does.
  public enum Behaviour: Sendable, Hashable {
    /// Shows the destination and returns.
    case show
    /// Throws ``Failure``: the destination is not shown.
    case fail
    /// Never returns, like a presentation whose completion never runs.
    case hang
  }

  /// The error of a failing show.
  public struct Failure: Error, CustomStringConvertible {
    public let description = "the presentation was refused"
  }

  /// Every destination shown, in order.
  public private(set) var shown: [Destination] = []
  /// What every show does, unless ``nextBehaviour`` says otherwise.
  public var behaviour = Behaviour.show
  /// What the next show does, once.
  public var nextBehaviour: Behaviour?
  /// Shows that hang, kept so that they never resume.
  private var hanging: [CheckedContinuation<Void, Never>] = []

  /// A navigator with nothing shown yet.
  public init() {}

  public func show(_ destination: Destination) async throws {
    let current = nextBehaviour ?? behaviour
    nextBehaviour = nil
    switch current {
    case .show: shown.append(destination)
    case .fail: throw Failure()
    case .hang: await withCheckedContinuation { hanging.append($0) }
    }
  }

  /// Forgets what was shown.
  public func reset() { shown.removeAll() }

  /// Lets every show that hangs return at last, too late to count (the pipeline gave up on it
  /// when its bounded time ran out), so that nothing is left waiting after a test.
  public func finishHangingShows() {
    let waiting = hanging
    hanging.removeAll()
    for continuation in waiting { continuation.resume() }
  }
}
