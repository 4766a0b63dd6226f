import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The empty key `""` the way Xcode extracts it (issue 18): CubeTime's and IceCubesApp's catalogs
/// hold a `""` entry, from `Picker("", selection:)`, `Text("")`, `String(localized: "")` and `""`
/// returned as a `LocalizedStringKey`. The runtime mode extracts it for catalogs and JSON; the
/// `.strings` tables and `--compat genstrings` leave it out with an `empty-key` warning.
@Suite struct EmptyKeyTests {
  static func scan(_ source: String, _ options: ScanOptions = ScanOptions()) -> ScanResult {
    SourceScanner.scan(source: Array(source.utf8), path: "V.swift", language: .swift, options: options)
  }

  static func report(_ source: String, mode: ExtractionMode = .runtime) -> StringsExtractor.Report {
    let scanned = scan(source, ScanOptions(mode: mode, swiftUI: mode == .genstrings))
    return StringsExtractor.report(scanned, options: ExtractionOptions(mode: mode))
  }

  static func catalog(_ text: String) throws -> StringCatalog {
    try #require(StringCatalog.parse(Array(text.utf8), path: "Localizable.xcstrings").catalog)
  }

  @Test func aSwiftUICallFormExtractsTheEmptyKey() {
    let result = Self.scan(
      """
      Picker("", selection: $x) { Text("One") }
      Text("")
      """)
    #expect(result.strings.map(\.key.string) == ["", "One", ""])
    #expect(result.strings.map(\.routine) == ["Picker", "Text", "Text"])
    #expect(result.strings[0].location == StringsSourceLocation(file: "V.swift", line: 1, column: 1))
    #expect(result.strings[2].location == StringsSourceLocation(file: "V.swift", line: 2, column: 1))
    #expect(result.diagnostics.isEmpty)
  }

  /// A project's scan (the declaration index needs files): one Swift file of `source`.
  static func scanProject(_ source: String) throws -> ScanResult {
    let folder = try LintFixture.temporaryDirectory("emptykey")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("V.swift")
    try Data(source.utf8).write(to: file)
    return try SourceScanner.scan(files: [file.path], options: ScanOptions())
  }

  @Test func aLiteralLandingInALocalizableTypeExtractsTheEmptyKey() throws {
    let result = try Self.scanProject(
      """
      enum Tab {
        case home, other
        var title: LocalizedStringKey {
          switch self {
          case .home: "Home"
          case .other: ""
          }
        }
      }
      let label: LocalizedStringKey = ""
      let plain: String = ""
      """)
    #expect(result.strings.map(\.key.string) == ["Home", "", ""])
    #expect(result.strings.map(\.location.line) == [5, 6, 10])
    #expect(result.diagnostics.isEmpty)
  }

  /// genstrings writes no empty key; nor does a `String`-keyed routine in either mode (nothing
  /// shows Xcode keeping one).
  @Test func genstringsAndStringKeyedRoutinesStillSkipItWithAWarning() {
    let source = """
      Text("")
      let a = NSLocalizedString("", comment: "Nothing")
      let b = NSLocalizedString("Kept", comment: "")
      """
    let genstrings = Self.report(source, mode: .genstrings)
    #expect(genstrings.strings.map(\.key.string) == ["Kept"])
    #expect(genstrings.diagnostics.map(\.ruleID) == [DiagnosticKind.emptyKey.id, DiagnosticKind.emptyKey.id])
    #expect(genstrings.diagnostics.map(\.location.line) == [1, 2])
    // Byte for byte the table of the source without the empty keys.
    let without = Self.report(#"let b = NSLocalizedString("Kept", comment: "")"#, mode: .genstrings)
    #expect(genstrings.tables.map(\.text) == without.tables.map(\.text))
    #expect(genstrings.tables.map(\.text) == ["/* No comment provided by engineer. */\n\"Kept\" = \"Kept\";\n\n"])

    let runtime = Self.scan(source)
    #expect(runtime.strings.map(\.key.string) == ["", "Kept"])
    #expect(runtime.diagnostics.map(\.ruleID) == [DiagnosticKind.emptyKey.id])
    #expect(runtime.diagnostics.first?.location.line == 2)
  }

  /// A `.strings` table gets no `""` entry (a lookup of `""` returns `""` without one, and
  /// `"" = "";` is an `empty-value` warning of lint's), said once per call site; a catalog sync
  /// and `--format json` keep the key and so drop that warning.
  @Test func theStringsTableLeavesItOutAndSaysSo() {
    let report = Self.report(
      """
      Picker("", selection: $x) { Text("One") }
      Stepper("", value: $n)
      """)
    #expect(report.strings.map(\.key.string) == ["", "One", ""])
    #expect(report.tables.map(\.text) == ["/* No comment provided by engineer. */\n\"One\" = \"One\";\n\n"])
    #expect(report.diagnostics.map(\.ruleID) == [DiagnosticKind.emptyKey.id, DiagnosticKind.emptyKey.id])
    #expect(report.diagnostics.map(\.location.line) == [1, 2])
    #expect(report.diagnostics.allSatisfy { $0.message.contains(".strings table") && $0.severity == .warning })
    #expect(report.callSiteDiagnostics.isEmpty)
    let sync = CodeCatalogSync(report, skippedTables: [])
    #expect(sync.diagnostics.isEmpty)
    #expect(sync.keys["Localizable"]?.map(\.key) == ["", "One"])
  }

  /// The `""` entry of CubeTime's catalog (a translated empty `zh-Hans` unit, no state): a sync
  /// whose code uses `""` leaves the catalog byte-identical; one whose code no longer does keeps
  /// the translation (stale); a new catalog gets the empty entry Xcode writes.
  @Test func syncKeepsTheEmptyKeyAndItsTranslations() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "" : {
            "localizations" : {
              "zh-Hans" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : ""
                }
              }
            }
          },
          "One" : {
            "localizations" : {
              "zh-Hans" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "一"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let catalog = try Self.catalog(text)
    let keys = CodeKey.byTable(Self.scan(#"Picker("", selection: $x) { Text("One") }"#).strings)["Localizable"] ?? []
    #expect(keys.map(\.key) == ["", "One"])
    let used = CatalogSync.sync(catalog, with: keys)
    #expect(used.changes.isEmpty)
    #expect(used.catalog.encoded() == Array(text.utf8))

    let unused = CatalogSync.sync(catalog, with: keys.filter { !$0.key.isEmpty })
    #expect(unused.changes(.markedStale).map(\.key) == [""])
    SyncChecks.expectNothingLost(from: catalog, to: unused)

    let created = CatalogSync.sync(try Self.catalog(#"{"sourceLanguage" : "en", "strings" : {}, "version" : "1.0"}"#), with: keys)
    #expect(created.changes(.added).map(\.key) == ["", "One"])
    let bytes = String(decoding: created.catalog.encoded(), as: UTF8.self)
    #expect(bytes.contains("  \"strings\" : {\n    \"\" : {\n\n    },\n    \"One\" : {\n\n    }\n  },"))
  }

  /// A merge of returned translations never drops the catalog's `""` entry, and takes a `""`
  /// translation into it.
  @Test func mergeKeepsTheEmptyKey() throws {
    let catalog = try Self.catalog(
      #"{"sourceLanguage":"en","strings":{"":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":""}}}},"One":{}},"version":"1.0"}"#
    )
    let returned = try Self.catalog(
      #"{"sourceLanguage":"en","strings":{"One":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Eins"}}}}},"version":"1.0"}"#
    )
    let merged = CatalogMerge().merge(returned, into: catalog).catalog
    #expect(merged.entries.map(\.key) == ["", "One"])
    #expect(merged.entries.first?.localizations == catalog.entries.first?.localizations)
    #expect(merged.entries.last?.localization(for: "de") != nil)
  }

  /// CubeTime's committed catalog (when a checkout is there, see RealAppSyncTests): its code uses
  /// `""` (`Picker("", selection:)`, `Stepper("", …)`, `String(localized: "")`), so a sync leaves
  /// the `""` entry and its `zh-Hans` translation byte-identical instead of marking it stale.
  @Test func cubeTimesEmptyKeyStaysAsXcodeWroteIt() throws {
    guard let app = RealAppSyncTests.apps.first(where: { $0.name == "CubeTime" }),
      let checkout = RealAppSyncTests.checkout(app)
    else {
      print("skipped: no CubeTime checkout in \(RealAppSyncTests.root.path) (see RealAppSyncTests)")
      return
    }
    let original = try FileReader.read(checkout.appendingPathComponent(app.catalog).path)
    let catalog = try #require(StringCatalog.parse(original, path: app.catalog).catalog)
    let empty = try #require(catalog.entries.first { $0.key.isEmpty })
    #expect(empty.extractionState == nil)
    #expect(empty.localization(for: "zh-Hans") != nil)
    let keys = try SyncChecks.codeKeys(checkout.appendingPathComponent(app.sources))["Localizable"] ?? []
    #expect(keys.contains { $0.key.isEmpty })
    let result = CatalogSync.sync(catalog, with: keys)
    #expect(!result.changes.contains { $0.key.isEmpty })
    SyncChecks.expectNothingLost(from: catalog, to: result)
    let before = try SyncChecks.entryBlocks(original), after = try SyncChecks.entryBlocks(result.catalog.encoded())
    #expect(before[""] != nil && before[""] == after[""])
  }

  /// `lint --sources`: the code's `""` is not `undefined-key` (a `.strings` table never gets it,
  /// and its lookup returns `""` anyway), whether the table exists or not; a `""` entry the code
  /// uses is not `unused-key`.
  @Test func lintNeitherWantsNorFlagsTheEmptyKey() throws {
    let usage = CodeUsage(strings: try Self.scanProject(#"Picker("", selection: $x) { Text("One") }"#).strings)
    #expect(usage.tables["Localizable"]?.keys.map(\.string).sorted() == ["", "One"])
    let rules: Set<String> = ["undefined-key", "unused-key"]
    let plain = [LintFixture.table("en.lproj/Localizable.strings", "\"One\" = \"One\";\n")]
    #expect(Linter(enabledRules: rules).lint(plain, usage: usage).diagnostics.isEmpty)
    let withEmpty = [LintFixture.table("en.lproj/Localizable.strings", "\"\" = \"\";\n\"One\" = \"One\";\n")]
    #expect(Linter(enabledRules: rules).lint(withEmpty, usage: usage).diagnostics.isEmpty)
    let otherTable = [LintFixture.table("en.lproj/Other.strings", "\"x\" = \"x\";\n")]
    let found = Linter(enabledRules: ["undefined-key"]).lint(otherTable, usage: usage).diagnostics
    #expect(found.map(\.key) == ["One"])
  }
}
