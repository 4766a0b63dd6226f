import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A representative run of each tool: every id it emits is a declared kind that names the tool,
/// and the run emits the ids expected of it (so that a run that finds nothing cannot pass).
@Suite struct EmittedKindsTests {
  /// The ids of `diagnostics`, after checking that each is declared and names `tool` (or the
  /// parser, whose findings every tool that reads a table passes on), and that no message names
  /// a command-line flag (the CLI adds that advice).
  func ids(_ diagnostics: [StringsDiagnostic], from tool: DiagnosticTool) -> Set<String> {
    for diagnostic in diagnostics {
      let kind = DiagnosticKind(id: diagnostic.ruleID)
      #expect(kind != nil, "\(diagnostic.ruleID) is not a declared kind")
      #expect(
        kind.map { $0.tools.contains(tool) || $0.tools.contains(.parser) } == true,
        "\(diagnostic.ruleID) does not list \(tool)")
      #expect(!diagnostic.message.contains(" --"), "a library message names a flag: \(diagnostic.message)")
    }
    return Set(diagnostics.map(\.ruleID))
  }

  /// A fresh temporary folder, removed by the caller.
  func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-kinds-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func parser() {
    var diagnostics = LintRulesPageTests.triggers.values.flatMap {
      StringsParser.parse($0, path: "x.strings").diagnostics
    }
    diagnostics += StringCatalog.parse(Array(#"{"sourceLanguage": 1, "strings": {}}"#.utf8), path: "L.xcstrings").diagnostics
    diagnostics += StringCatalog.parse(Array("{".utf8), path: "L.xcstrings").diagnostics
    let found = ids(diagnostics, from: .parser)
    #expect(found.isSuperset(of: Set(LintRulesPageTests.triggers.keys) + ["invalid-catalog"]), "\(found.sorted())")
  }

  @Test func lint() {
    let report = Linter().lint(LinterTests.inputs.map { LintFixture.table($0.0, $0.1) })
    let found = ids(report.diagnostics, from: .lint)
    #expect(found.isSuperset(of: ["missing-translation", "obsolete-key", "duplicate-key", "parse-error"]), "\(found.sorted())")
  }

  @Test func extract() {
    let source = """
      let a = NSLocalizedString(key, comment: "")
      let b = NSLocalizedString("a " + x, comment: "")
      let c = NSLocalizedString("x \\(n)", comment: "")
      let d = NSLocalizedString("", comment: "")
      let e = NSLocalizedString("k", tableName: table, comment: "")
      """
    let result = SourceScanner.scan(source: Array(source.utf8), path: "t.swift", language: .swift, options: ScanOptions())
    let found = ids(result.diagnostics, from: .extract)
    #expect(found.isSuperset(of: ["non-literal-key", "concatenated-key", "interpolated-key", "empty-key"]), "\(found.sorted())")
  }

  @Test func merge() {
    let base = [BaseEntry(key: "a", value: "A")]
    var diagnostics: [StringsDiagnostic] = []
    for text in ["\"a\" = \"A\";\n\"old\" = \"O\";\n", "\"a\" = \"A\"\n\"b\" = \"B\";\n", "<plist><dict/></plist>\n"] {
      switch Merger().merge(base, into: StringsParser.parse(Array(text.utf8), path: "de.lproj/L.strings")) {
      case .merged(let result): diagnostics += result.obsoleteWarnings
      case .refused(_, let refusal): diagnostics += refusal
      }
    }
    let found = ids(diagnostics, from: .merge).subtracting(["parse-error"])
    #expect(found == ["obsolete-key", "merge-unsupported"], "\(found.sorted())")
  }

  @Test func diff() throws {
    let folder = try temporaryFolder("diff")
    defer { try? FileManager.default.removeItem(at: folder) }
    let array = folder.appendingPathComponent("array.strings")
    try write("<plist><array/></plist>\n", to: array)
    let comparison = TableComparison.compare(oldFile: array.path, newFile: folder.appendingPathComponent("none.strings").path)
    #expect(ids(comparison.errors, from: .diff).contains("not-a-table"))
  }

  @Test func compile() {
    let json = #"""
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@x@"}}}}},"version":"1.0"}
      """#
    let compilation = CatalogCompilation(file: StringCatalog.parse(Array(json.utf8), path: "en.lproj/T.xcstrings"))
    let found = ids(compilation.diagnostics, from: .compile)
    #expect(found == ["catalog-in-lproj", "undefined-substitution"], "\(found.sorted())")
  }

  @Test func migration() throws {
    let folder = try temporaryFolder("migration")
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("en.lproj/L.strings")
    try write("\"a\" = (\"b\");\n\"c\" = \"d\";\n", to: strings)
    let result = CatalogMigration.migrate(
      MigrationSource(table: "L", languages: [.init(name: "en", stringsPath: strings.path)]), sourceLanguage: "en")
    #expect(ids(result.diagnostics, from: .migration) == ["migration-non-string-value"])
  }

  @Test func interfaceBuilderAndInfoPlist() {
    let storyboard = IBDocumentReader.read(Array("not xml".utf8), path: "Main.storyboard")
    #expect(ids(storyboard.diagnostics, from: .interfaceBuilder) == ["ib-unreadable"])
    let infoPlist = InfoPlistStrings.read(infoPlist: Array("not a plist".utf8), path: "Info.plist")
    #expect(ids(infoPlist.diagnostics, from: .infoPlist) == ["info-plist-unreadable"])
  }

  @Test func lookup() {
    let tables = CatalogTables(folder: "/nonexistent-lstrings-folder", names: ["L.xcstrings"])
    #expect(ids(tables.problems, from: .lookup) == ["unreadable-catalog"])
  }
}

extension Set {
  fileprivate static func + (lhs: Set, rhs: [Element]) -> Set { lhs.union(rhs) }
}

/// Merge's messages suggest another way to run it only in the front end's words.
@Suite struct MergeAdviceTests {
  @Test func theObsoleteKeyWarningNamesHowToRetireKeysOnlyWhenTold() {
    let plain = Merger.obsoleteMessage("old", advice: MergeAdvice())
    #expect(plain == "\"old\" is not in the base table; kept")
    let advised = Merger.obsoleteMessage("old", advice: MergeAdvice(retireObsoleteKeys: "--obsolete comment or remove"))
    #expect(advised == "\"old\" is not in the base table; kept (--obsolete comment or remove to retire it)")
  }

  @Test func catalogMergeMessagesPutTheAdviceWhereItBelongs() {
    let advice = MergeAdvice(extractKeysInto: "run lstrings extract -o")
    let plain = CatalogMergeDiagnostics.unknownKeyMessage("\"New\"", catalogName: "L.xcstrings", advice: MergeAdvice())
    #expect(plain.contains("add the string to the code, or add it in Xcode"))
    let advised = CatalogMergeDiagnostics.unknownKeyMessage("\"New\"", catalogName: "L.xcstrings", advice: advice)
    #expect(advised.contains("add the string to the code and run lstrings extract -o L.xcstrings, or add it in Xcode"))
    let skipped = CatalogMergeReport.Skipped(
      key: "k", language: "en", reason: .sourceLanguage, catalogOffset: 0, sourceOffset: 0)
    #expect(!CatalogMergeDiagnostics.skippedMessage(skipped, advice: MergeAdvice()).contains("--"))
    #expect(
      CatalogMergeDiagnostics.skippedMessage(skipped, advice: MergeAdvice(includeSourceLanguage: "--x"))
        .hasSuffix("not merged (--x merges it)"))
  }
}

/// `lint --list-rules` names `--sources` because the CLI says so, not the library.
@Suite struct RuleListAdviceTests {
  @Test func theRuleListNamesTheSourcesOptionOnlyWhenGivenIt() {
    #expect(!RuleCatalog.list().contains("--"))
    let listed = RuleCatalog.list(sourcesOption: "--sources")
    #expect(listed.contains("Unused key (with --sources)\n"))
    #expect(
      listed.components(separatedBy: "(with --sources)").count - 1
        == DiagnosticKind.allCases.filter {
          LintRules.rule(id: $0.id)?.description.scope == .sources
        }.count)
  }
}
