import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Syncing catalog files: which catalog each table goes to, what is created, what is never
/// rewritten, and that an unchanged catalog is not written at all.
@Suite struct CatalogFileSyncTests {
  static func folder() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-sync-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  static func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

  static let settings =
    #"{"sourceLanguage":"de","strings":{"Old":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Vieux"}}}}},"version":"1.0"}"#
  static let infoPlist =
    #"{"sourceLanguage":"en","strings":{"CFBundleName":{"extractionState":"extracted_with_value"}},"version":"1.0"}"#

  @Test func aFolderSyncsEachTableItsCatalogCreatesMissingOnesAndLeavesUnusedOnesAlone() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(Self.settings, to: root.appendingPathComponent("Settings.xcstrings"))
    try Self.write(Self.infoPlist, to: root.appendingPathComponent("InfoPlist.xcstrings"))
    let keys = ["Localizable": [CodeKey(key: "Hello")], "Settings": [CodeKey(key: "New")]]
    let outcomes = CatalogFileSync.run(.directory(root.path), keys: keys, options: .init(sourceLanguage: "fr"))
    #expect(outcomes.map(\.table) == ["InfoPlist", "Localizable", "Settings"])

    guard case .unusedTable = outcomes[0].status else { Issue.record("\(outcomes[0])"); return }
    #expect(try String(contentsOf: root.appendingPathComponent("InfoPlist.xcstrings"), encoding: .utf8) == Self.infoPlist)

    guard case .synced(_, let created, let written) = outcomes[1].status else { Issue.record("\(outcomes[1])"); return }
    #expect(created && written)
    let localizable = try String(contentsOf: root.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
    #expect(
      localizable
        == "{\n  \"sourceLanguage\" : \"fr\",\n  \"strings\" : {\n    \"Hello\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")

    guard case .synced(let result, false, true) = outcomes[2].status else { Issue.record("\(outcomes[2])"); return }
    #expect(result.changes.map(\.kind) == [.added, .markedStale])
    // The existing catalog keeps its own source language.
    #expect(result.catalog.sourceLanguage == "de")
  }

  @Test func anUnchangedCatalogIsNotWrittenEvenWhenNotInXcodesBytes() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Settings.xcstrings")
    try Self.write(Self.settings, to: path)
    let before = try FileManager.default.attributesOfItem(atPath: path.path)[.modificationDate] as? Date
    let outcomes = CatalogFileSync.run(.file(path.path), keys: ["Settings": [CodeKey(key: "Old")]], options: .init())
    guard case .synced(let result, false, false) = outcomes[0].status else { Issue.record("\(outcomes)"); return }
    #expect(result.changes.isEmpty)
    #expect(try String(contentsOf: path, encoding: .utf8) == Self.settings)
    #expect(try FileManager.default.attributesOfItem(atPath: path.path)[.modificationDate] as? Date == before)
  }

  /// `-o Strings.xcstrings` when the code's table is `Localizable`: emptying the catalog into
  /// stale entries would help nobody.
  @Test func aNamedCatalogOfATableTheCodeDoesNotUseIsLeftAlone() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Strings.xcstrings")
    try Self.write(Self.settings, to: path)
    let outcomes = CatalogFileSync.run(.file(path.path), keys: ["Localizable": [CodeKey(key: "New")]], options: .init())
    guard case .unusedTable = outcomes[0].status else { Issue.record("\(outcomes)"); return }
    #expect(try String(contentsOf: path, encoding: .utf8) == Self.settings)
  }

  @Test func aDryRunWritesNothing() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Settings.xcstrings")
    try Self.write(Self.settings, to: path)
    let keys = ["Settings": [CodeKey(key: "New")], "Localizable": [CodeKey(key: "Hello")]]
    let outcomes = CatalogFileSync.run(.directory(root.path), keys: keys, options: .init(isDryRun: true))
    #expect(outcomes.count == 2)
    for outcome in outcomes {
      guard case .synced(let result, _, false) = outcome.status else { Issue.record("\(outcome)"); continue }
      #expect(result.hasChanges)
    }
    #expect(try String(contentsOf: path, encoding: .utf8) == Self.settings)
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Localizable.xcstrings").path))
  }

  @Test func aCatalogThatFailsToParseIsNeverRewritten() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Localizable.xcstrings")
    let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n  }\n"
    try Self.write(broken, to: path)
    let outcomes = CatalogFileSync.run(.file(path.path), keys: ["Localizable": [CodeKey(key: "B")]], options: .init())
    guard case .unparsable(let problems) = outcomes[0].status else { Issue.record("\(outcomes)"); return }
    #expect(outcomes[0].isFailure)
    #expect(
      !problems.isEmpty && problems.allSatisfy { $0.severity == .error && $0.location.file == path.path && $0.location.line >= 1 }
    )
    #expect(try String(contentsOf: path, encoding: .utf8) == broken)
  }

  @Test func aCatalogWhoseTopLevelIsNotAnObjectIsNeverRewritten() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Localizable.xcstrings")
    try Self.write("[1, 2]", to: path)
    let outcomes = CatalogFileSync.run(.file(path.path), keys: ["Localizable": [CodeKey(key: "B")]], options: .init())
    #expect(outcomes[0].isFailure)
    #expect(try String(contentsOf: path, encoding: .utf8) == "[1, 2]")
  }
}

/// Every real catalog of the shared corpus, synced with no code at all, with exactly its own keys,
/// and with its keys given new default values: nothing is lost, manual entries are byte-identical,
/// and syncing the result again changes nothing.
@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"))
struct CatalogSyncCorpusTests {
  static var catalogs: [URL] {
    guard let shared = Fixtures.shared else { return [] }
    return Fixtures.files(under: shared.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings")
  }

  @Test func everyCorpusCatalogKeepsEverything() throws {
    #expect(Self.catalogs.count >= 7)
    for url in Self.catalogs {
      let bytes = try FileReader.read(url.path)
      let catalog = try #require(StringCatalog.parse(bytes, path: url.path).catalog)
      let own = catalog.entries.map { CodeKey(key: $0.key, comment: $0.comment) }
      let changed = catalog.entries.map { CodeKey(key: $0.key, defaultValue: $0.key + " (changed)") }
      for keys in [[], own, changed] {
        let result = CatalogSync.sync(catalog, with: keys)
        SyncChecks.expectNothingLost(from: catalog, to: result)
        try SyncChecks.expectManualEntriesUntouched(old: bytes, new: result.catalog.encoded(), catalog: catalog)
        let again = CatalogSync.sync(result.catalog, with: keys)
        #expect(again.changes.isEmpty, "\(url.lastPathComponent): \(again.changes.prefix(3))")
        #expect(again.catalog.encoded() == result.catalog.encoded())
      }
      // With no code, every key is gone: each is deleted or stale, unless manual.
      let gone = CatalogSync.sync(catalog, with: [])
      let survivors = gone.catalog.entries.filter { $0.extractionState != .manual && $0.extractionState != .stale }
      #expect(survivors.allSatisfy { !EntrySync.isExtracted($0.extractionState) }, "\(url.lastPathComponent)")
    }
  }
}
