import DeepLinking
import Foundation

/// A clock that moves only when told, for time-to-live and duplicate-window tests.
///
/// <!-- sample: testing, uses: router -->
/// ```swift
/// let clock = ManualClock()
/// let pipeline = try DeepLinkPipeline(router: router, clock: clock.now)
/// clock.advance(by: 601)  // past the default time to live
/// ```
public final class ManualClock: Sendable {
  private let current: Locked<Date>

  /// A clock reading `start`.
  public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Locked(start)
  }

  /// The current reading; pass `clock.now` as a pipeline's clock.
  @Sendable public func now() -> Date { current.withLock { $0 } }

  /// Moves the clock forward.
  public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}
