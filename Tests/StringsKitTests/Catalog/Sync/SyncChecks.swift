import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Checks every sync test shares: nothing a translator or developer wrote is lost, and `manual`
/// entries come back byte for byte.
enum SyncChecks {
  /// The keys of each table the sources use (default runtime mode, as `extract` reads them).
  static func codeKeys(_ sources: URL) throws -> [String: [CodeKey]] {
    let files = try FileEnumerator.files(in: [sources.path], extensions: SourceLanguage.fileExtensions)
    return CodeKey.byTable(try SourceScanner.scan(files: files, options: ScanOptions()).strings)
  }

  /// Every localization of every language but the source's comes through the sync, equal to the
  /// old one except `translated` → `needs_review` for the keys reported `sourceChanged`; a deleted
  /// key held no translation; the source language's localizations are kept too, unless they are
  /// the plain `new` unit Xcode writes (which follows the code).
  static func expectNothingLost(
    from old: StringCatalog, to result: CatalogSync.Result, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let new = result.catalog
    let reviewed = Set(result.changes(.sourceChanged).map(\.key))
    let newEntries = Dictionary(new.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in old.entries {
      guard let synced = newEntries[entry.key] else {
        let onlyCodeOwned = entry.localizations.allSatisfy {
          $0.language == old.sourceLanguage && EntrySync.isCodeOwned($0.localization)
        }
        #expect(onlyCodeOwned, "\(entry.key) was deleted but held a translation", sourceLocation: sourceLocation)
        continue
      }
      for localization in entry.localizations {
        if localization.language == old.sourceLanguage, EntrySync.isCodeOwned(localization.localization) { continue }
        guard let kept = synced.localization(for: localization.language) else {
          Issue.record("\(entry.key) lost its \(localization.language) localization", sourceLocation: sourceLocation)
          continue
        }
        var expected = localization.localization
        if reviewed.contains(entry.key), localization.language != old.sourceLanguage { _ = expected.markForReview() }
        #expect(kept == expected, "\(entry.key) [\(localization.language)] changed", sourceLocation: sourceLocation)
      }
    }
  }

  /// The bytes of each top-level entry of a catalog in Xcode's layout (four spaces, a quote), by
  /// key, without the `,` that depends on the entry's place.
  static func entryBlocks(_ bytes: [UInt8]) throws -> [String: String] {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var blocks: [String: String] = [:]
    var current: (key: String, lines: [Substring])?
    func finish() {
      guard let block = current else { return }
      var text = block.lines.joined(separator: "\n")
      if text.hasSuffix(",") { text.removeLast() }
      blocks[block.key] = text
    }
    for line in lines {
      if line.hasPrefix("    \""), let end = line.range(of: "\" : ") {
        finish()
        current = (String(line[line.index(line.startIndex, offsetBy: 5)..<end.lowerBound]), [line])
      } else if line == "  }," || line == "  }" {
        finish()
        current = nil
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// The `manual` entries of `old` are byte-identical in `new`.
  static func expectManualEntriesUntouched(
    old: [UInt8], new: [UInt8], catalog: StringCatalog, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let before = try entryBlocks(old), after = try entryBlocks(new)
    let manual = catalog.entries.filter { $0.extractionState == .manual && !$0.key.contains("\"") && !$0.key.contains("\\") }
    for entry in manual {
      #expect(before[entry.key] != nil, "\(entry.key) not found in the old bytes", sourceLocation: sourceLocation)
      #expect(before[entry.key] == after[entry.key], "manual entry \(entry.key) changed", sourceLocation: sourceLocation)
    }
  }
}
