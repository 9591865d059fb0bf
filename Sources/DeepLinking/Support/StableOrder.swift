/// The positions `0..<count` in the order `areInIncreasingOrder` gives them, equal ones kept in
/// position order.
///
/// The sort of the module's occasional lists (error messages, a pattern's names, JSON
/// members): each `sorted(by:)` on another element type adds about 3 KB of code to every app
/// that links the module, so these sort positions with this one function and reorder their
/// values after. The sorts on the match path and the two that run on every route when a router
/// is built keep their own, specialized: through this function's closure the building ones
/// took twice as long. The standard
/// library guarantees its sort is stable.
@inline(never)
func stableOrder(_ count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
  var order = Array(0..<count)
  if count > 1 { order.sort(by: areInIncreasingOrder) }
  return order
}

extension Sequence<String> {
  /// The strings in ascending order, sorted by ``stableOrder(_:by:)``.
  func ascending() -> [String] {
    let strings = Array(self)
    return stableOrder(strings.count) { strings[$0] < strings[$1] }.map { strings[$0] }
  }
}
