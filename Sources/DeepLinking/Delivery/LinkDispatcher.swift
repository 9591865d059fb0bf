import Foundation

/// Hands one match to the app: the route's handler, or else the navigator of the scene the
/// link is shown in (one destination at a time, each within a bounded time).
@MainActor
final class LinkDispatcher {
  /// What one attempt did.
  enum Outcome {
    /// The handler took the link, or every destination was shown.
    case delivered(plan: [String])
    /// The handler declined, or nothing can show the route: the next route is tried.
    case declined(reason: String?)
    /// A destination could not be shown: the navigator failed or took too long.
    case notShown(reason: String)
  }

  typealias Handler = @MainActor (RouteMatch) async -> LinkHandling

  var handlers: [String: Handler] = [:]
  /// The navigator of scenes that have none of their own.
  var navigator: (any LinkNavigator)?
  var sceneNavigators: [String: any LinkNavigator] = [:]
  /// Whether the app has installed anything that takes links: a handler or a navigator. Out of
  /// line: inlined at its five uses it took 0.7 KB.
  @inline(never)
  var takesLinks: Bool { !handlers.isEmpty || navigator != nil || !sceneNavigators.isEmpty }
  /// How long a navigator may take to show one destination.
  var navigationTimeout: TimeInterval
  /// Waits for a time; injected so that a simulated app's clock can stand in for real time.
  let sleep: @Sendable (TimeInterval) async -> Void

  init(navigationTimeout: TimeInterval, sleep: @escaping @Sendable (TimeInterval) async -> Void) {
    self.navigationTimeout = navigationTimeout
    self.sleep = sleep
  }

  /// Offers `match` to the app, in `scene`.
  func attempt(_ match: RouteMatch, plan: [Destination], scene: String?) async -> Outcome {
    if let handler = handlers[match.name] {
      let handling = await handler(match)
      return handling.handled ? .delivered(plan: [match.name]) : .declined(reason: handling.reason)
    }
    guard let navigator = scene.flatMap({ sceneNavigators[$0] }) ?? navigator else {
      return .declined(reason: "no handler and no navigator for the route")
    }
    // A chain whose link names none of its screens: nothing would be shown, and a link not
    // shown is never reported delivered.
    guard !plan.isEmpty else {
      return .declined(reason: "the link names none of the route's screens")
    }
    for destination in plan {
      switch await show(destination, with: navigator) {
      case .shown: continue
      case .failed(let reason):
        // The app's error may quote the link: its hidden characters are encoded as ours are.
        return .notShown(reason: "the navigator failed: \(ShownText.of(reason))")
      case .timedOut:
        return .notShown(
          reason:
            "the navigator did not show '\(destination.name)' within \(Self.seconds(navigationTimeout)) seconds"
        )
      }
    }
    return .delivered(plan: plan.map(\.name))
  }

  private enum Shown: Sendable {
    case shown, failed(String), timedOut
  }

  /// Shows `destination`, giving up after the timeout. A navigator that never returns (UIKit
  /// refusing a presentation, so its completion never runs) is left behind: the next link does
  /// not wait for it.
  private func show(_ destination: Destination, with navigator: any LinkNavigator) async -> Shown {
    let timeout = navigationTimeout
    let sleep = self.sleep
    return await withCheckedContinuation { continuation in
      let once = ResumeOnce(continuation)
      // The navigator starts first: one that finishes at once leaves the timer nothing to do.
      let showing = Task { @MainActor in
        do {
          try await navigator.show(destination)
          once.resume(.shown)
        } catch {
          once.resume(.failed("\(error)"))
        }
      }
      // An infinite timeout bounds nothing: no timer, the navigator takes the time it takes.
      guard timeout != .infinity else { return }
      Task { @MainActor in
        guard !once.isDone else { return }
        await sleep(timeout)
        once.resume(.timedOut)
        if once.isDone { showing.cancel() }
      }
    }
  }

  /// `value` as a message writes it: `7`, `0.5`, `1e+19` (a whole number too large for `Int`).
  @inline(never)
  nonisolated static func seconds(_ value: TimeInterval) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}

/// Resumes a continuation once, whichever of its racers finishes first.
@MainActor
private final class ResumeOnce<T: Sendable> {
  private var continuation: CheckedContinuation<T, Never>?
  init(_ continuation: CheckedContinuation<T, Never>) { self.continuation = continuation }
  var isDone: Bool { continuation == nil }
  func resume(_ value: T) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
