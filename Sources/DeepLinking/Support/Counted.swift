/// `count` and `noun`, the noun in the plural unless the count is one: `1 query item`,
/// `0 query items`. Messages say how many with it, so that none reads `1 segments`.
package func counted(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
