import Foundation

/// Keeps the bytes of the links that wait for the app, so they survive the app being
/// terminated. The pipeline writes and reads the bytes (versioned JSON); a store only keeps
/// them.
///
/// Contract: `save` replaces what is stored with `data`, all or nothing (a crash during `save`
/// leaves either the old bytes or the new, never a mix); `load` returns what the last
/// successful `save` stored, or `nil` when nothing was. Called on the main actor by the
/// pipeline; conformers must be safe to call from any thread.
///
/// When `load` throws (a file the system keeps locked until the device is first unlocked), the
/// pipeline writes nothing over the store: it reads it again on every arrival and delivery
/// pass, and once it can, delivers what it held with the links that came since. Bytes that
/// `load` returns but the pipeline cannot read (damaged) are reported and replaced.
///
/// <!-- sample: core -->
/// ```swift
/// /// Links kept under one key of `UserDefaults`.
/// struct DefaultsLinkStore: LinkStore, @unchecked Sendable {  // UserDefaults is thread-safe
///   let defaults: UserDefaults
///   func load() throws -> Data? { defaults.data(forKey: "links") }
///   func save(_ data: Data) throws { defaults.set(data, forKey: "links") }
/// }
/// ```
public protocol LinkStore: Sendable {
  /// The bytes last saved, or `nil` when nothing is stored.
  func load() throws -> Data?
  /// Replaces what is stored with `data`.
  func save(_ data: Data) throws
}

/// A store in memory: the pipeline's default, for apps that do not want links to survive
/// termination, and for tests.
package final class InMemoryLinkStore: LinkStore {
  private let data = Locked<Data?>(nil)

  package init() {}

  package func load() throws -> Data? { data.withLock { $0 } }
  package func save(_ data: Data) throws { self.data.withLock { $0 = data } }
}

/// The format of a stored list of links: versioned JSON.
///
/// Version 2 stores each link with the matches it was routed to on arrival; version 1 stored
/// the link alone, and is still read (such links are routed when loaded).
package enum LinkStoreFormat {
  static let version = 2

  struct Document: Codable {
    var version: Int
    var links: [PendingLink]
  }

  package static func encode(_ links: [PendingLink]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Document(version: version, links: links))
  }

  package static func decode(_ data: Data) throws -> [PendingLink] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let document = try decoder.decode(Document.self, from: data)
    guard (1...version).contains(document.version) else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSDebugDescriptionErrorKey: "unknown version \(document.version)"])
    }
    // The pipeline stores each link once: a store that repeats one is damaged (a link removed
    // by its identifier once delivered would take the other with it, unsaid). Sorted, as text:
    // a set of identifiers took 3.2 KB of code.
    let identifiers = document.links.map(\.id.uuidString).ascending()
    if let repeated = zip(identifiers, identifiers.dropFirst()).first(where: { $0 == $1 }) {
      throw CocoaError(
        .fileReadCorruptFile,
        userInfo: [NSDebugDescriptionErrorKey: "the link \(repeated.0) is stored twice"])
    }
    return document.links
  }
}

/// A store in a JSON file, replaced atomically: the new list is written to a file beside it,
/// flushed to disk, and renamed over the old one, and the folder flushed, so a crash or a
/// power loss leaves the old list or the new.
///
/// <!-- sample: core -->
/// ```swift
/// let folder = try FileManager.default.url(
///   for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
/// let store = FileLinkStore(url: folder.appendingPathComponent("links.json"))
/// ```
public final class FileLinkStore: LinkStore {
  /// The file.
  public let url: URL
  /// Called between writing the new file and renaming it over the old one (crash tests).
  private let beforeReplacing: (@Sendable () -> Void)?

  /// A store in the file at `url`; its folder is created when first written.
  public convenience init(url: URL) { self.init(url: url, beforeReplacing: nil) }

  package init(url: URL, beforeReplacing: (@Sendable () -> Void)?) {
    self.url = url
    self.beforeReplacing = beforeReplacing
  }

  public func load() throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  public func save(_ data: Data) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // One writer per file: a fixed name means a crash leaves at most one stray file behind.
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).new")
    try data.write(to: temporary)
    let handle = try FileHandle(forUpdating: temporary)
    try handle.synchronize()
    try handle.close()
    beforeReplacing?()
    guard rename(temporary.path, url.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSDebugDescriptionErrorKey: "cannot replace \(url.path): errno \(errno)"])
    }
    // A rename lasts once the folder holding it is on disk: flushed too, so that after a power
    // loss the folder names the new list, not the old one (with a delivered link in it).
    let folderDescriptor = open(folder.path, O_RDONLY)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      _ = close(folderDescriptor)
    }
  }
}
