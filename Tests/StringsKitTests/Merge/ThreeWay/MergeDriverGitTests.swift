import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings merge-driver` under real `git merge`s: branches that add keys and translate
/// different languages merge cleanly and lose nothing; a true conflict is reported with both
/// values and fails the merge.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct MergeDriverGitTests {
  static let catalogPath = "App/Localizable.xcstrings"

  /// A catalog in Xcode's bytes: key → language → value.
  static func catalog(_ units: [String: [String: String]]) -> [UInt8] {
    let entries = units.keys.sorted().map { key in
      CatalogEntry(
        key: key,
        localizations: units[key]!.keys.sorted().map { language in
          LanguageLocalization(
            language: language, localization: CatalogLocalization(stringUnit: StringUnit(value: units[key]![language]!)))
        })
    }
    return StringCatalog(sourceLanguage: "en", entries: entries).encoded()
  }

  static let base: [String: [String: String]] = [
    "Done": ["en": "Done", "de": "Fertig"],
    "Cancel": ["en": "Cancel", "de": "Abbrechen"],
    "Inbox": ["en": "Inbox"],
  ]

  @Test func branchesThatAddKeysAndTranslateDifferentLanguagesMergeWithNoLoss() throws {
    let repo = try GitRepository()
    defer { repo.remove() }
    try repo.commit([Self.catalogPath: Self.catalog(Self.base)], "base")
    try repo.git("checkout", "-q", "-b", "french")
    var french = Self.base
    french["Done"]!["fr"] = "Terminé"
    french["Inbox"]!["fr"] = "Boîte de réception"
    french["Archive"] = ["en": "Archive", "fr": "Archiver"]
    try repo.commit([Self.catalogPath: Self.catalog(french)], "French")
    try repo.git("checkout", "-q", "main")
    var japanese = Self.base
    japanese["Done"]!["ja"] = "完了"
    japanese["Settings"] = ["en": "Settings", "ja": "設定"]
    japanese["Cancel"]!["de"] = "Abbruch"
    try repo.commit([Self.catalogPath: Self.catalog(japanese)], "Japanese")

    let merge = try repo.run(["merge", "-q", "--no-edit", "french"])
    #expect(merge.status == 0, "\(merge.stderr)")
    var expected = japanese
    expected["Done"]!["fr"] = "Terminé"
    expected["Inbox"]!["fr"] = "Boîte de réception"
    expected["Archive"] = ["en": "Archive", "fr": "Archiver"]
    #expect(try repo.read(Self.catalogPath) == Self.catalog(expected))
    #expect(try repo.run(["diff", "--name-only", "--diff-filter=U"]).stdout.isEmpty)
  }

  @Test func aTrueConflictIsReportedWithBothValuesAndKeepsOurs() throws {
    let repo = try GitRepository()
    defer { repo.remove() }
    try repo.commit([Self.catalogPath: Self.catalog(Self.base)], "base")
    try repo.git("checkout", "-q", "-b", "theirs")
    var theirs = Self.base
    theirs["Done"]!["de"] = "Erledigt"
    theirs["Inbox"]!["de"] = "Posteingang"
    try repo.commit([Self.catalogPath: Self.catalog(theirs)], "theirs")
    try repo.git("checkout", "-q", "main")
    var ours = Self.base
    ours["Done"]!["de"] = "Fertig!"
    try repo.commit([Self.catalogPath: Self.catalog(ours)], "ours")

    let merge = try repo.run(["merge", "--no-edit", "theirs"])
    #expect(merge.status != 0)
    let result = try repo.read(Self.catalogPath)
    var expected = ours
    expected["Inbox"]!["de"] = "Posteingang"
    #expect(result == Self.catalog(expected))
    let line = try #require(
      String(decoding: result, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("\"Fertig!\"") })
    let report = merge.stdout + merge.stderr
    #expect(
      report.contains(
        "\(Self.catalogPath):\(line + 1):"
      ), "\(report)")
    #expect(
      report.contains(
        "error: both sides changed \"Done\" de stringUnit.value: ours \"Fertig!\", theirs \"Erledigt\"; the result keeps ours [three-way-conflict]"
      ), "\(report)")
    #expect(try repo.run(["diff", "--name-only", "--diff-filter=U"]).stdout == "\(Self.catalogPath)\n")
  }

  /// A UTF-16 table with comments: both sides' keys kept, ours' bytes untouched, theirs' entries
  /// with their comments, the encoding kept.
  @Test func tablesKeepTheirEncodingCommentsAndOrder() throws {
    let repo = try GitRepository()
    defer { repo.remove() }
    let path = "App/de.lproj/Localizable.strings"
    func table(_ text: String) -> [UInt8] { StringsFile.utf16LEWithBOM(text) }
    let base = "/* Title */\n\"Inbox\" = \"Eingang\";\n\n/* Button */\n\"Done\" = \"Fertig\";\n"
    try repo.commit([path: table(base)], "base")
    try repo.git("checkout", "-q", "-b", "theirs")
    try repo.commit([path: table(base + "\n/* Added there */\n\"Archive\" = \"Archivieren\";\n")], "theirs")
    try repo.git("checkout", "-q", "main")
    let ours = base.replacingOccurrences(of: "\"Eingang\"", with: "\"Posteingang\"") + "\n\"Settings\" = \"Einstellungen\";\n"
    try repo.commit([path: table(ours)], "ours")
    let merge = try repo.run(["merge", "-q", "--no-edit", "theirs"])
    #expect(merge.status == 0, "\(merge.stderr)")
    #expect(try repo.read(path) == table(ours + "\n/* Added there */\n\"Archive\" = \"Archivieren\";\n"))
  }
}

extension StringsFile {
  /// `text` as UTF-16LE with a byte-order mark (genstrings' encoding).
  static func utf16LEWithBOM(_ text: String) -> [UInt8] {
    [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }
}
