import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Merging the base language into every real translation of `../shared/corpus`: no translation is
/// lost, every untouched entry keeps its bytes (and its order), and a second merge changes nothing.
/// Translations CF rejects or truncates must be refused, never rewritten.
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage)))
struct CorpusMergeTests {
  /// A translation and the base-language table it translates (same repository, folder and name).
  struct Pair: CustomTestStringConvertible, Sendable {
    var base: URL
    var translation: URL
    var testDescription: String { translation.lastPathComponent }
  }

  /// Base languages, best first.
  static let baseLanguages = ["en", "Base", "English"]

  static let pairs: [Pair] = {
    guard let shared = Fixtures.shared else { return [] }
    let files = Fixtures.files(
      under: shared.appendingPathComponent("corpus/strings"), suffix: ".strings")
    var byTable: [String: [String: URL]] = [:]  // "repo|folder__|__table" -> language -> file
    for url in files {
      guard let (table, language) = tableAndLanguage(url) else { continue }
      byTable[table, default: [:]][language] = url
    }
    var pairs: [Pair] = []
    for url in files {
      guard let (table, language) = tableAndLanguage(url), !baseLanguages.contains(language) else {
        continue
      }
      guard let base = baseLanguages.lazy.compactMap({ byTable[table]?[$0] }).first else {
        continue
      }
      pairs.append(Pair(base: base, translation: url))
    }
    return pairs
  }()

  /// `(repository + path without the language folder, language)` for a corpus file name such as
  /// `history__480789f33539__iina__ru.lproj__Localizable.strings`.
  static func tableAndLanguage(_ url: URL) -> (String, String)? {
    var parts = url.lastPathComponent.components(separatedBy: "__")
    if parts.first == "history", parts.count > 2 { parts.removeFirst(2) }
    guard let index = parts.firstIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
    let language = String(parts[index].dropLast(".lproj".count))
    parts[index] = "*"
    return (
      url.deletingLastPathComponent().lastPathComponent + "/" + parts.joined(separator: "__"),
      language
    )
  }

  @Test func corpusHasTranslationsWithBases() {
    #expect(Self.pairs.count >= 40, "found \(Self.pairs.count) translation/base pairs")
  }

  @Test(arguments: pairs, MergeOptions.ObsoletePolicy.allCases)
  func mergeLosesNothingAndIsIdempotent(_ pair: Pair, policy: MergeOptions.ObsoletePolicy) throws {
    let baseResult = try StringsParser.parse(contentsOf: pair.base)
    guard !baseResult.hasErrors, let base = BaseEntry.entries(of: baseResult)?.entries else {
      return
    }  // a broken base merges nothing
    let bytes = try [UInt8](Data(contentsOf: pair.translation))
    let translation = StringsParser.parse(bytes, path: pair.translation.lastPathComponent)
    let merger = Merger(options: MergeOptions(obsolete: policy))
    switch merger.merge(base, into: translation) {
    case .refused(_, let diagnostics):
      // Only a file CF does not load whole (or a property list, which has no text to edit).
      #expect(
        translation.hasErrors || translation.file.verbatimBytes != nil,
        "\(XcodeReporter.render(diagnostics))")
    case .merged(let result):
      let merged = StringsParser.parse(result.merged, path: pair.translation.lastPathComponent)
      let oldTable = try #require(translation.table)
      let newTable = try #require(merged.table)
      let baseKeys = Set(base.map(\.key))
      for (key, value) in oldTable where baseKeys.contains(key) || policy == .keep {
        #expect(newTable[key] == value, "\(key.debugDescription) lost or changed")
      }
      for key in baseKeys { #expect(newTable[key] != nil, "\(key.debugDescription) not added") }
      // Untouched statements: the same bytes, in the same order.
      let kept = translation.file.entries.filter { baseKeys.contains($0.key) || policy == .keep }
        .map { Array($0.text) }
      let after = merged.file.entries.map { Array($0.text) }
      #expect(isSubsequence(kept, of: after), "an untouched entry was rewritten or moved")
      #expect(
        result.merged.starts(with: translation.file.prefix)
          && merged.file.encoding == translation.file.encoding)
      guard case .merged(let again) = merger.merge(base, into: merged) else {
        Issue.record("the merged file was refused")
        return
      }
      let unchanged = again.merged == result.merged
      #expect(unchanged, "a second merge changed the file")
    }
  }

  private func isSubsequence(_ needles: [[UInt8]], of haystack: [[UInt8]]) -> Bool {
    var index = haystack.startIndex
    for needle in needles {
      guard let found = haystack[index...].firstIndex(of: needle) else { return false }
      index = found + 1
    }
    return true
  }
}
