/// An open-addressing table of offsets into a list its owner keeps, each stored with a hash the
/// owner computed; the owner tells apart offsets whose hashes are equal.
///
/// The checks made as a table of thousands of routes is built look up every route's name and
/// shape once: a `Set` or `Dictionary` of them hashed each with SipHash, about a fifth of the
/// build. The hashes given here are the index's FNV-1a (see `RouteIndex.hashStep`): route
/// tables are the app's own, not an attacker's, and a collision costs a comparison, not a
/// wrong answer.
struct HashSlots: Sendable {
  private struct Slot: Sendable {
    var hash: Int
    /// An offset, or `empty`, or `removed` (which a search passes over).
    var offset: Int32
  }

  private var slots: [Slot] = []
  /// The slots not empty, removed ones included.
  private var used = 0

  private static let empty: Int32 = -1
  private static let removed: Int32 = -2

  /// The slot of an offset stored under `hash` that `matches` accepts.
  func slot(_ hash: Int, where matches: (Int32) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot].offset != Self.empty {
      if slots[slot].hash == hash, slots[slot].offset >= 0, matches(slots[slot].offset) {
        return slot
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The offset in `slot`.
  subscript(slot: Int) -> Int32 {
    get { slots[slot].offset }
    set { slots[slot].offset = newValue }
  }

  /// Removes the offset in `slot`.
  mutating func remove(at slot: Int) { slots[slot].offset = Self.removed }

  /// Adds `offset` under `hash`, keeping the table at most half full.
  mutating func insert(_ offset: Int32, hash: Int) {
    reserve(used + 1)
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot].offset != Self.empty { slot = (slot + 1) & mask }
    slots[slot] = Slot(hash: hash, offset: offset)
    used += 1
  }

  /// Makes room for `count` offsets in all (removed ones count until the table grows).
  mutating func reserve(_ count: Int) {
    guard 2 * count > slots.count else { return }
    var size = max(16, slots.count)
    while size < 2 * count { size *= 2 }
    let old = slots
    slots = Array(repeating: Slot(hash: 0, offset: Self.empty), count: size)
    used = 0
    let mask = size - 1
    for entry in old where entry.offset >= 0 {
      var slot = entry.hash & mask
      while slots[slot].offset != Self.empty { slot = (slot + 1) & mask }
      slots[slot] = entry
      used += 1
    }
  }
}
