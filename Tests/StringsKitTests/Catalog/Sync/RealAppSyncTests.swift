import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The done-when check on real apps: their committed, Xcode-written catalog synced with their own
/// sources keeps every translation, leaves `manual` entries byte-identical, adds the keys the code
/// has, stays in Xcode's exact bytes, and a second run writes nothing.
///
/// The apps are GPL-licensed, so they are not copied into the repository: the test runs when a
/// checkout is present under `$LSTRINGS_REAL_APPS` (default `/tmp/lstrings-real-apps`), and is
/// skipped otherwise. To prepare it:
///
///     mkdir -p /tmp/lstrings-real-apps/CubeTime /tmp/lstrings-real-apps/Whisky
///     git -C CubeTime-clone archive c815f975299b | tar -x -C /tmp/lstrings-real-apps/CubeTime
///     git -C Whisky-clone archive fd5480a76b3e | tar -x -C /tmp/lstrings-real-apps/Whisky
@Suite struct RealAppSyncTests {
  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    /// github.com/<repository> at <commit>.
    var repository: String
    var commit: String
    var catalog: String
    var sources: String
    var testDescription: String { name }
  }

  static let apps = [
    App(
      name: "CubeTime", repository: "CubeLabsNZ/CubeTime", commit: "c815f975299b", catalog: "Localizable.xcstrings",
      sources: "CubeTime"),
    App(
      name: "Whisky", repository: "Whisky-App/Whisky", commit: "fd5480a76b3e", catalog: "Whisky/Localizable.xcstrings",
      sources: "Whisky"),
  ]

  static let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LSTRINGS_REAL_APPS"] ?? "/tmp/lstrings-real-apps")

  static func checkout(_ app: App) -> URL? {
    let url = root.appendingPathComponent(app.name)
    return FileManager.default.fileExists(atPath: url.appendingPathComponent(app.catalog).path) ? url : nil
  }

  @Test(arguments: apps) func aSyncKeepsEverythingAndASecondRunWritesNothing(_ app: App) throws {
    guard let checkout = Self.checkout(app) else {
      print("skipped: no checkout of \(app.repository)@\(app.commit) in \(Self.root.path)/\(app.name) (see RealAppSyncTests)")
      return
    }
    let original = try FileReader.read(checkout.appendingPathComponent(app.catalog).path)
    let catalog = try #require(StringCatalog.parse(original, path: app.catalog).catalog)
    #expect(catalog.encoded() == original, "the committed catalog is not in Xcode's bytes")
    let keys = try SyncChecks.codeKeys(checkout.appendingPathComponent(app.sources))["Localizable"] ?? []
    #expect(!keys.isEmpty)

    let result = CatalogSync.sync(catalog, with: keys)
    SyncChecks.expectNothingLost(from: catalog, to: result)
    let synced = result.catalog.encoded()
    try SyncChecks.expectManualEntriesUntouched(old: original, new: synced, catalog: catalog)
    let present = Set(result.catalog.entries.map { Array($0.key.utf8) })
    #expect(keys.allSatisfy { present.contains(Array($0.key.utf8)) }, "a key the code has is missing")
    #expect(StringCatalog.parse(synced, path: app.catalog).catalog?.encoded() == synced)

    // Through the files, as `lstrings extract -o` runs it: the second run writes nothing.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("real-app-sync-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("Localizable.xcstrings").path
    try Data(original).write(to: URL(fileURLWithPath: path))
    let first = CatalogFileSync.run(.file(path), keys: ["Localizable": keys], options: .init())
    let second = CatalogFileSync.run(.file(path), keys: ["Localizable": keys], options: .init())
    guard case .synced(_, _, let wroteFirst) = first.first?.status,
      case .synced(let again, _, let wroteSecond) = second.first?.status
    else {
      Issue.record("not synced: \(first) \(second)")
      return
    }
    #expect(wroteFirst == result.hasChanges)
    #expect(!wroteSecond && again.changes.isEmpty)
    #expect(try FileReader.read(path) == synced)
    let counts = CatalogChange.Kind.allCases.map { "\($0.rawValue) \(result.changes($0).count)" }.joined(separator: ", ")
    print("\(app.repository)@\(app.commit): \(catalog.entries.count) keys, \(keys.count) in the code; \(counts)")
  }
}
