import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A sync never deletes translator context it does not own. Every real catalog of the shared
/// corpus is synced with the code of an empty source tree and with the code of a matching tree
/// whose calls give no comment (how most apps call: `Text("Save")`): no translation, comment or
/// state of a live entry is lost, and a matching tree changes nothing but `stale` marks.
@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"))
struct CatalogSyncKeepsContextTests {
  /// The keys a tree that matches the catalog uses, as its calls would give them: the key, the
  /// default value where the catalog recorded one (`extracted_with_value` with Xcode's source
  /// unit), and no comment.
  static func matchingKeys(_ catalog: StringCatalog) -> [CodeKey] {
    catalog.entries.filter { $0.extractionState != .manual }.map { entry in
      let unit = entry.localization(for: catalog.sourceLanguage)?.stringUnit
      let value = entry.extractionState == .extractedWithValue ? unit?.value ?? entry.key : nil
      return CodeKey(key: entry.key, defaultValue: value)
    }
  }

  @Test func aMatchingTreeWithoutCommentsKeepsEveryCommentTranslationAndState() throws {
    let catalogs = CatalogSyncCorpusTests.catalogs
    #expect(catalogs.count >= 7)
    var comments = 0
    for url in catalogs {
      let catalog = try #require(StringCatalog.parse(try FileReader.read(url.path), path: url.path).catalog)
      let result = CatalogSync.sync(catalog, with: Self.matchingKeys(catalog))
      SyncChecks.expectNothingLost(from: catalog, to: result)
      let kinds = Set(result.changes.map(\.kind))
      #expect(kinds.isSubset(of: [.unstaled]), "\(url.lastPathComponent): \(result.changes.prefix(3))")
      let synced = Dictionary(result.catalog.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      for entry in catalog.entries {
        let kept = try #require(synced[entry.key], "\(url.lastPathComponent): \(entry.key) deleted")
        #expect(kept.comment == entry.comment, "\(url.lastPathComponent): \(entry.key)")
        if entry.extractionState != .stale {
          #expect(kept.extractionState == entry.extractionState, "\(url.lastPathComponent): \(entry.key)")
        }
        if entry.comment != nil { comments += 1 }
      }
    }
    // The corpus holds commented entries: the test proves something about them.
    #expect(comments > 100)
  }

  @Test func anEmptyTreeKeepsEveryCommentOfWhatItKeeps() throws {
    for url in CatalogSyncCorpusTests.catalogs {
      let catalog = try #require(StringCatalog.parse(try FileReader.read(url.path), path: url.path).catalog)
      let result = CatalogSync.sync(catalog, with: [])
      SyncChecks.expectNothingLost(from: catalog, to: result)
      #expect(result.changes(.commentChanged).isEmpty, "\(url.lastPathComponent)")
    }
  }

  /// The defect this pins: a sync with a call that gives no comment removed the catalog's.
  @Test func aCallWithoutACommentKeepsTheCatalogsComment() {
    let entry = CatalogEntry(key: "Save", comment: "Toolbar button that saves the draft")
    let result = CatalogSync.sync(StringCatalog(sourceLanguage: "en", entries: [entry]), with: [CodeKey(key: "Save")])
    #expect(result.changes.isEmpty)
    #expect(result.catalog.entries == [entry])
    let replaced = CatalogSync.sync(
      StringCatalog(sourceLanguage: "en", entries: [entry]), with: [CodeKey(key: "Save", comment: "Saves the draft")])
    #expect(replaced.catalog.entries.first?.comment == "Saves the draft")
    #expect(replaced.changes.map(\.kind) == [.commentChanged])
  }
}
