import Foundation

extension Date {
  /// Whether `self` lies within `interval` seconds of `now`, before it or after it: a time
  /// stamped later than now (the clock was set back since) is as far from now as one stamped
  /// as long before, so a clock set back cannot keep a link alive or a duplicate remembered.
  func isWithin(_ interval: TimeInterval, of now: Date) -> Bool {
    abs(now.timeIntervalSince(self)) <= interval
  }
}
