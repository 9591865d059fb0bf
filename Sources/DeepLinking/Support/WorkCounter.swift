/// Counts the steps the readers take, so tests can check that work grows in proportion to the
/// input without timing anything.
///
/// Only debug builds count: in a release build ``step(_:)`` is empty and ``isCounting`` is
/// `false`. Counting is per task (a task-local counter), so tests running in parallel do not
/// see each other's steps.
package final class WorkCounter: @unchecked Sendable {
  // Mutated only by the synchronous work running inside `count(_:)`, on one thread.
  package private(set) var steps = 0

  #if DEBUG
    @TaskLocal private static var current: WorkCounter?
    /// Whether this build counts steps.
    package static let isCounting = true
  #else
    package static let isCounting = false
  #endif

  /// Records `n` steps of the work being counted, if any.
  @inline(__always)
  package static func step(_ n: Int = 1) {
    #if DEBUG
      if let counter = current { counter.steps &+= n }
    #endif
  }

  /// The steps `body` takes.
  package static func count(_ body: () throws -> Void) rethrows -> Int {
    let counter = WorkCounter()
    #if DEBUG
      try $current.withValue(counter) { try body() }
    #else
      try body()
    #endif
    return counter.steps
  }
}
