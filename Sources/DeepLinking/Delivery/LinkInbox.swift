import Foundation

/// The links waiting to be delivered, oldest first, mirrored in a ``LinkStore`` after every
/// change so that they survive the app being terminated.
///
/// Every change is written before the method returns: a link leaves the store before it is
/// handed to a handler (at most once, even across a crash). A write that fails is returned to
/// the caller, which reports it; the links in memory stay as they are meant to be.
struct LinkInbox {
  private let store: any LinkStore
  private(set) var links: [PendingLink]

  /// An inbox on `store`, with what it holds; a store that cannot be read gives an empty inbox
  /// and the error.
  init(store: any LinkStore) {
    self.store = store
    links = []
  }

  /// Reads the store.
  mutating func load() throws {
    links = try store.load().map(LinkStoreFormat.decode) ?? []
  }

  /// Adds `link` after the links that arrived before it.
  mutating func add(_ link: PendingLink) throws {
    let position = links.firstIndex { $0.link.receivedAt > link.link.receivedAt } ?? links.endIndex
    links.insert(link, at: position)
    try save()
  }

  /// Replaces the link with the same identifier (a link routed when loaded).
  mutating func replace(_ link: PendingLink) {
    if let index = links.firstIndex(where: { $0.id == link.id }) { links[index] = link }
  }

  /// Removes the link `id`.
  mutating func remove(_ id: UUID) throws {
    links.removeAll { $0.id == id }
    try save()
  }

  /// Removes and returns every link (a newer link supersedes them).
  mutating func removeAll() throws -> [PendingLink] {
    let removed = links
    guard !removed.isEmpty else { return [] }
    links.removeAll()
    try save()
    return removed
  }

  /// Removes and returns the links received more than `timeToLive` from `now` (before it, or
  /// after it when the clock was set back).
  mutating func removeExpired(now: Date, timeToLive: TimeInterval) throws -> [PendingLink] {
    let expired = links.filter { !$0.link.receivedAt.isWithin(timeToLive, of: now) }
    guard !expired.isEmpty else { return [] }
    links.removeAll { item in expired.contains { $0.id == item.id } }
    try save()
    return expired
  }

  func save() throws { try store.save(LinkStoreFormat.encode(links)) }
}
