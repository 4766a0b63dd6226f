import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Pseudo-languages keep every placeholder, form and variation, and lint finds nothing new in them.
@Suite struct PseudoTextTests {
  @Test func placeholdersAreKeptAndOnlyTheTextChanges() {
    let accented = PseudoText(styles: [.accented])
    #expect(accented.transform("Settings") == "Šéţţîñĝš")
    #expect(accented.transform("%1$@ has %2$lld files, 100%% done") == "%1$@ ĥáš %2$lld ƒîĺéš, 100%% đöñé")
    #expect(accented.transform("%#@files@ in %1$#@folders@") == "%#@files@ îñ %1$#@folders@")
    #expect(accented.transform("%arg files") == "%arg ƒîĺéš")
    #expect(PseudoText(styles: [.accented, .bounded]).transform("Settings") == "[# Šéţţîñĝš #]")
    #expect(PseudoText(styles: [.doubleLength]).transform("Go %@!") == "Go Go %@!!")
    #expect(PseudoText(styles: [.rtl]).transform("Hi %@") == "\u{202E}Hi %@\u{202C}")
  }
}

@Suite(
  .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissingMessage)"),
  .enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct PseudoCorpusTests {
  static var catalogs: [URL] {
    Fixtures.shared.map { Fixtures.files(under: $0.appendingPathComponent("corpus/catalogs"), suffix: ".xcstrings") } ?? []
  }

  /// The folders of the corpus holding an en.lproj or Base.lproj.
  static var lprojSets: [URL] {
    guard let shared = Fixtures.shared else { return [] }
    let folders = Fixtures.files(under: shared.appendingPathComponent("corpus"), suffix: ".lproj")
      .filter { ["en.lproj", "Base.lproj"].contains($0.lastPathComponent) }
      .map { $0.deletingLastPathComponent() }
    return Array(Set(folders)).sorted { $0.path < $1.path }
  }

  /// Lints `target` in `folder` against the baseline of its findings before `change`.
  static func lintsWithNothingNew(_ target: String, in folder: URL, change: () throws -> Void) throws -> CommandRunner.Output {
    let before = try CommandRunner.run(
      ["lint", "--quiet", "--allow-empty", "--write-baseline", "baseline.json", target], in: folder)
    #expect(before.status <= 1, "\(before.stderr)")
    try change()
    return try CommandRunner.run(["lint", "--strict", "--allow-empty", "--baseline", "baseline.json", target], in: folder)
  }

  @Test func everyCorpusCatalogGainsAPseudoLanguageWithNoNewFindingAndEveryPlaceholder() throws {
    #expect(Self.catalogs.count >= 5)
    for catalog in Self.catalogs {
      let folder = try Subprocess.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let copy = folder.appendingPathComponent("Localizable.xcstrings")
      try FileManager.default.copyItem(at: catalog, to: copy)
      let after = try Self.lintsWithNothingNew("Localizable.xcstrings", in: folder) {
        let run = try CommandRunner.run(
          ["pseudo", "--lang", "en-XA", "--style", "accented", "--style", "bounded", "Localizable.xcstrings"], in: folder)
        #expect(run.status == 0, "\(catalog.lastPathComponent): \(run.stderr)")
      }
      #expect(after.stdout.isEmpty, "\(catalog.lastPathComponent): \(after.stdout.prefix(600))")
      #expect(after.status == 0)
      // Every unit of the source has its pseudo unit, form by form, with the same placeholders.
      let read = try #require(try StringCatalog.parse(file: copy.path).catalog)
      var compared = 0
      for entry in read.entries where entry.isTranslatable && entry.extractionState != .stale && !entry.key.isEmpty {
        guard let pseudo = entry.localization(for: "en-XA") else {
          Issue.record("\(catalog.lastPathComponent): \(entry.key) has no en-XA")
          continue
        }
        let source =
          entry.localization(for: read.sourceLanguage)?.unitsByForm ?? [CatalogFormPath(): StringUnit(value: entry.key)]
        let units = pseudo.unitsByForm
        #expect(Set(units.keys) == Set(source.keys), "\(entry.key)")
        for (form, unit) in source {
          let placeholders = { (text: String) in
            PseudoText.placeholderRanges(Array(text.utf8)).map { Array(text.utf8)[$0] }
          }
          #expect(placeholders(units[form]?.value ?? "") == placeholders(unit.value), "\(entry.key) \(form.steps)")
          compared += 1
        }
      }
      #expect(compared > 0)
    }
  }

  @Test func everyCorpusLprojSetGainsAPseudoLanguageWithNoNewFinding() throws {
    #expect(Self.lprojSets.count >= 5)
    for set in Self.lprojSets {
      let folder = try Subprocess.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let app = folder.appendingPathComponent("App")
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: set.path) where name.hasSuffix(".lproj") {
        try FileManager.default.copyItem(at: set.appendingPathComponent(name), to: app.appendingPathComponent(name))
      }
      let after = try Self.lintsWithNothingNew("App", in: folder) {
        let run = try CommandRunner.run(["pseudo", "--lang", "en-XA", "--style", "double-length", "App"], in: folder)
        #expect(run.status <= 1, "\(set.path): \(run.stderr)")
      }
      #expect(after.stdout.isEmpty, "\(set.path): \(after.stdout.prefix(600))")
    }
  }
}
