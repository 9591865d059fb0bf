import Foundation

/// Drops a link that arrives twice: the same URL within a time window, or the same
/// notification (by its request identifier) at any time in the last few.
///
/// A cold launch hands the app one link through two callbacks (launch options, then the open
/// callback); a push can be answered through two paths. The filter lets the first through.
struct DuplicateFilter {
  /// Within this time, the same URL again is a duplicate.
  let window: TimeInterval
  /// How many notification identifiers are remembered.
  let notificationMemory = 64
  private var recentURLs: [(url: String, at: Date)] = []
  private var recentNotifications: [String] = []

  init(window: TimeInterval) { self.window = window }

  /// Whether `link` repeats one seen before; records it when it does not.
  mutating func isDuplicate(_ link: IncomingLink, at now: Date) -> Bool {
    if let id = link.notificationID {
      if recentNotifications.contains(id) { return true }
      recentNotifications.append(id)
      if recentNotifications.count > notificationMemory { recentNotifications.removeFirst() }
    }
    recentURLs.removeAll { !$0.at.isWithin(window, of: now) }
    // The same text, byte for byte: a link written in another Unicode form (`e` and U+0301 for
    // `é`) is another link to the router, which compares literals as written.
    if recentURLs.contains(where: { $0.url.utf8.elementsEqual(link.url.utf8) }) { return true }
    recentURLs.append((link.url, now))
    return false
  }
}
