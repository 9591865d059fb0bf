/// The positions `0..<count` in the order `areInIncreasingOrder` gives them, equal ones kept in
/// position order.
///
/// The module's one instance of the standard library's sort: each `sorted(by:)` on another
/// element type adds about 3 KB of code to every app that links the module, so the module
/// sorts positions with this function and reorders its values after. The standard library
/// guarantees its sort is stable.
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
