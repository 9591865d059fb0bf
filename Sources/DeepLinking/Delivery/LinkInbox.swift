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
  /// Whether the store could not be read (a file the system keeps locked until the device is
  /// first unlocked, a read error): nothing is written to it until it is read, since a write
  /// would replace the links it holds.
  private(set) var storeUnread = false

  /// An inbox on `store`, empty until ``load()``.
  init(store: any LinkStore) {
    self.store = store
    links = []
  }

  /// Reads the store. A store that cannot be read stays unread (see ``readAgain()``); one read
  /// but damaged is reported and replaced by the next write.
  mutating func load() throws {
    let data: Data?
    do {
      data = try store.load()
    } catch {
      storeUnread = true
      throw error
    }
    links = try data.map(LinkStoreFormat.decode) ?? []
  }

  /// Reads a store that could not be read before, and adds the links it held to those that
  /// arrived since, in order of arrival; returns whether it added any. Does nothing for a
  /// store already read.
  mutating func readAgain() throws -> Bool {
    guard storeUnread else { return false }
    let data = try store.load()
    storeUnread = false
    let known = links
    // A few links: a list is cheaper than a set.
    let added = try (data.map(LinkStoreFormat.decode) ?? []).filter { stored in
      !known.contains { $0.id == stored.id }
    }
    for link in added { insert(link) }
    return !added.isEmpty
  }

  /// Adds `link` after the links that arrived before it, keeping at most ``capacity``: the
  /// oldest give way, into `gaveWay` (set before the one write, which may fail).
  mutating func add(_ link: PendingLink, gaveWay: inout [PendingLink]) throws {
    insert(link)
    if links.count > Self.capacity { gaveWay = dropOldest(keeping: Self.capacity) }
    try save()
  }

  private mutating func insert(_ link: PendingLink) {
    let position = links.firstIndex { $0.link.receivedAt > link.link.receivedAt } ?? links.endIndex
    links.insert(link, at: position)
  }

  /// Replaces the link with the same identifier (a link routed when loaded).
  mutating func replace(_ link: PendingLink) {
    if let index = links.firstIndex(where: { $0.id == link.id }) { links[index] = link }
  }

  /// Removes the link `id`. Out of line: inlined at its three uses it took 1.2 KB.
  @inline(never)
  mutating func remove(_ id: UUID) throws {
    links.removeAll { $0.id == id }
    try save()
  }

  /// The most links that wait: past it, the oldest give way. A person does not tap a hundred
  /// links in a link's time to live; a flood (a page opening links in a loop, a push storm)
  /// would otherwise grow the store, and the time each change takes to write it, without end.
  static let capacity = 100

  /// Why the oldest links gave way past ``capacity``.
  static var gaveWayReason: String { "more than \(capacity) links waited; the oldest gave way" }

  /// Removes the oldest links, keeping the newest `count` (newer links supersede them), into
  /// `removed`: set before the one write, so that a write that fails loses no word of them.
  mutating func removeOldest(keeping count: Int = 0, into removed: inout [PendingLink]) throws {
    removed = dropOldest(keeping: count)
    guard !removed.isEmpty else { return }
    try save()
  }

  /// Drops and returns the oldest links, keeping the newest `count`; writes nothing.
  private mutating func dropOldest(keeping count: Int) -> [PendingLink] {
    let removed = Array(links.dropLast(count))
    links.removeFirst(removed.count)
    return removed
  }

  /// Removes the links received more than `timeToLive` from `now` (before it, or after it
  /// when the clock was set back) into `expired`, set before the one write, which may fail.
  mutating func removeExpired(
    now: Date, timeToLive: TimeInterval, into expired: inout [PendingLink]
  ) throws {
    expired = links.filter { !$0.link.receivedAt.isWithin(timeToLive, of: now) }
    guard !expired.isEmpty else { return }
    links.removeAll { item in expired.contains { $0.id == item.id } }
    try save()
  }

  /// Writes the links to the store. While the store is unread nothing is written: links that
  /// wait then are kept in memory only, and the error says so. Out of line: four places save,
  /// and inlined at each it took 1 KB more code.
  @inline(never)
  func save() throws {
    guard !storeUnread else {
      guard links.isEmpty else { throw StoreUnread(count: links.count) }
      return
    }
    try store.save(LinkStoreFormat.encode(links))
  }

  /// Links that wait while the store is unread are not saved.
  struct StoreUnread: Error, CustomStringConvertible {
    let count: Int
    var description: String {
      "not saved: the store could not be read, and saving would replace the links it holds; "
        + "\(count == 1 ? "1 link waits" : "\(count) links wait") in memory only until it is read"
    }
  }
}
