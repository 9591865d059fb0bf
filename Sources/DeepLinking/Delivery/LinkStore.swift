import Foundation

/// Keeps the links that wait for the app, so they survive the app being terminated.
///
/// Contract: `save` replaces everything stored with `links`, all or nothing (a crash during
/// `save` leaves either the old or the new list, never a mix); `load` returns what the last
/// successful `save` stored. Called on the main actor by the pipeline; conformers must be
/// safe to call from any thread.
public protocol LinkStore: Sendable {
  /// The links stored, oldest first.
  func load() throws -> [PendingLink]
  /// Replaces the stored links with `links`.
  func save(_ links: [PendingLink]) throws
}

/// A store in memory: for tests, and for apps that do not want links to survive termination.
public final class InMemoryLinkStore: LinkStore {
  private let links: Locked<[PendingLink]>

  /// Creates a store holding `links`.
  public init(_ links: [PendingLink] = []) { self.links = Locked(links) }

  public func load() throws -> [PendingLink] { links.withLock { $0 } }
  public func save(_ links: [PendingLink]) throws { self.links.withLock { $0 = links } }
}

/// The format of a stored list of links: versioned JSON.
///
/// Version 2 stores each link with the matches it was routed to on arrival; version 1 stored
/// the link alone, and is still read (such links are routed when loaded).
enum LinkStoreFormat {
  static let version = 2

  struct Document: Codable {
    var version: Int
    var links: [PendingLink]
  }

  static func encode(_ links: [PendingLink]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Document(version: version, links: links))
  }

  static func decode(_ data: Data) throws -> [PendingLink] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let document = try decoder.decode(Document.self, from: data)
    guard (1...version).contains(document.version) else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSDebugDescriptionErrorKey: "unknown version \(document.version)"])
    }
    return document.links
  }
}

/// A store in a JSON file, replaced atomically: the new list is written to a file beside it,
/// flushed to disk, and renamed over the old one, so a crash leaves the old list or the new.
///
/// ```swift
/// let store = FileLinkStore(url: URL.applicationSupportDirectory.appending(path: "links.json"))
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

  public func load() throws -> [PendingLink] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try LinkStoreFormat.decode(Data(contentsOf: url))
  }

  public func save(_ links: [PendingLink]) throws {
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // One writer per file: a fixed name means a crash leaves at most one stray file behind.
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).new")
    try LinkStoreFormat.encode(links).write(to: temporary)
    let handle = try FileHandle(forUpdating: temporary)
    try handle.synchronize()
    try handle.close()
    beforeReplacing?()
    guard rename(temporary.path, url.path) == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSDebugDescriptionErrorKey: "cannot replace \(url.path): errno \(errno)"])
    }
  }
}

/// A store under one key of `UserDefaults`, for apps that prefer it to a file.
public final class UserDefaultsLinkStore: LinkStore, @unchecked Sendable {
  // UserDefaults is documented as thread-safe.
  private let defaults: UserDefaults
  /// The key the links are stored under.
  public let key: String

  /// A store under `key` of `defaults`.
  public init(defaults: UserDefaults = .standard, key: String = "DeepLinking.pendingLinks") {
    self.defaults = defaults
    self.key = key
  }

  public func load() throws -> [PendingLink] {
    guard let data = defaults.data(forKey: key) else { return [] }
    return try LinkStoreFormat.decode(data)
  }

  public func save(_ links: [PendingLink]) throws {
    if links.isEmpty {
      defaults.removeObject(forKey: key)
    } else {
      defaults.set(try LinkStoreFormat.encode(links), forKey: key)
    }
  }
}
