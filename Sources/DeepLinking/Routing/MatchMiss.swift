/// Why a URL matched no route, as the match found it: plain values (offsets into the URL,
/// indexes into the table), so a miss costs no allocation. ``DeepLinkError`` puts it in words
/// when asked.
enum MatchMiss: Error {
  case overLength(bytes: Int)
  /// Not a URL the reader accepts.
  case unreadable(URLParts.Failure)
  case encodedControl(offset: Int)
  /// Escapes of the app's link that do not stand for UTF-8 text, from `offset`.
  case encodedNonUTF8(offset: Int)
  case overQueryItems(count: Int)
  case dotSegment(position: Int)
  case overSegments(count: Int)
  case foreignScheme(Range<Int>)
  case foreignHost(Range<Int>)
  case insecureScheme(host: Range<Int>)
  case userinfo(host: Range<Int>)
  case port(Range<Int>, host: Range<Int>)
  /// The URL is the app's; the walk of the table parted from every route, deepest here.
  case noRoute(RouteParting, segmentCount: Int)
}

/// Where the walk of the route table went deepest before failing.
struct RouteParting: Equatable {
  enum Kind: UInt8 {
    /// The table has no routes.
    case empty
    /// No child of the node takes the segment.
    case mismatch
    /// The URL ends at a node where no route ends.
    case tooShort
    /// Routes end at the node, and the URL goes on.
    case tooLong
    /// Routes take the URL, but are limited to another scheme or host.
    case scope
    /// A route takes the URL's path, but not its query items or fragment.
    case extras
  }

  var kind: Kind = .empty
  var node: Int32 = -1
  /// The segments matched before the failure.
  var depth: Int = -1
  /// The segment no child took, for a mismatch.
  var segment: Range<Int> = 0..<0
  /// The route entry refused by its scope or its query items and fragment.
  var entry: Int32 = -1
}
