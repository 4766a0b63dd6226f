import Foundation
import Testing

@testable import StringsKit

/// `generate-symbols`: the file Xcode writes, byte for byte, for catalogs written for these tests
/// (Tests/Fixtures/Symbols; the expected files are Xcode's layout as committed
/// `GeneratedStringSymbols_*.swift` files show it, docs/symbols.md), and every generated file
/// compiling.
@Suite struct SymbolFileTests {
  static let fixtures = Fixtures.url("Symbols")

  static func generation(_ name: String, _ options: SymbolFileOptions = SymbolFileOptions()) throws -> SymbolGeneration {
    SymbolGeneration(file: try StringCatalog.parse(file: fixtures.appendingPathComponent(name).path), options: options)
  }

  static func expected(_ name: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent("Expected/\(name)"), encoding: .utf8)
  }

  @Test func nestedTableInEachXcodeForm() throws {
    #expect(try Self.generation("Paywall.xcstrings").text == Self.expected("GeneratedStringSymbols_Paywall.swift.expected"))
    let plain = SymbolFileOptions(form: try #require(SymbolFileOptions.XcodeForm(xcodeVersion: "26.1")))
    #expect(
      try Self.generation("Paywall.xcstrings", plain).text == Self.expected("GeneratedStringSymbols_Paywall-26.1.swift.expected"))
    #expect(SymbolFileOptions.XcodeForm(xcodeVersion: "26.0") == .plain)
    #expect(SymbolFileOptions.XcodeForm(xcodeVersion: "27") == .nonisolated)
    #expect(SymbolFileOptions.XcodeForm(xcodeVersion: "15.4") == nil)
    #expect(SymbolFileOptions.XcodeForm(xcodeVersion: "latest") == nil)
  }

  @Test func membersOfTheLocalizableTable() throws {
    let generation = try Self.generation("Localizable.xcstrings")
    #expect(generation.diagnostics.isEmpty)
    let declarations = generation.text.split(separator: "\n").filter { $0.contains("static ") }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // Key order as Xcode lists them (bytes); "Extracted from code" and "Opted out" get none.
    #expect(
      declarations == [
        "static func hasNewMessages(name: String, count: Int) -> LocalizedStringResource {",
        "static func unread(_ arg1: Int) -> LocalizedStringResource {",
        "static var dontAskAgain: LocalizedStringResource {",
        "static var jsonExportFailed: LocalizedStringResource {",
        "static var optedIn: LocalizedStringResource {",
        "static func photoOfAt(_ arg1: String, _ arg2: UInt, _ arg3: Double) -> LocalizedStringResource {",
        "static var selected: LocalizedStringResource {",
        "static func selected(_ arg1: String, _ arg2: Int) -> LocalizedStringResource {",
        "static var syncWithICloud: LocalizedStringResource {",
        "static var actionCopyLink: LocalizedStringResource {",
        "static var `default`: LocalizedStringResource {",
        "static func landmarks(count: Int) -> LocalizedStringResource {",
      ])
    #expect(
      generation.text.contains(
        #"LocalizedStringResource("Photo %1$@ of %2$lu at %3$.1f%%", defaultValue: "\(arg1)\(arg2, specifier: "%lu")\(arg3, specifier: "%.1f")", table: "Localizable", bundle: resourceBundleDescription)"#
      ))
    // A comment of two lines keeps both, then the blank line Xcode writes.
    #expect(
      generation.text.contains(
        "    /**\n     Settings toggle.\n     Shown under the account.\n     \n     Localized string for key “Sync with iCloud”"))
    let public_ = try Self.generation("Paywall.xcstrings", SymbolFileOptions(access: .public)).text
    #expect(public_.contains("    public enum Paywall {") && public_.contains("        public static var paywallTitle:"))
  }

  @Test func brokenKeysAreLocatedAndNothingIsGenerated() throws {
    let generation = try Self.generation("Broken.xcstrings")
    #expect(generation.hasErrors)
    let found = generation.diagnostics.map { "\($0.location.line):\($0.ruleID):\($0.key ?? "")" }
    #expect(
      found == [
        "4:symbol-invalid-key:", "7:symbol-invalid-key:%lld", "10:symbol-invalid-key:…", "13:symbol-invalid-key:2 items",
        "16:symbol-invalid-key:Open %(name", "19:symbol-invalid-key:self", "22:symbol-collision:settings.title",
        "34:symbol-invalid-key:Uploaded", "45:symbol-invalid-key:Welcome",
      ])
    let collision = try #require(generation.diagnostics.first { $0.ruleID == "symbol-collision" })
    #expect(collision.message.contains("'settingsTitle'"))
    #expect(collision.notes.map { $0.location?.line } == [25])  // "Settings Title" comes first in key order
  }

  @Test func lintReportsTheSameKeys() {
    let report = Linter().lint(LocalizationProject(files: [Self.fixtures.appendingPathComponent("Broken.xcstrings").path]))
    let symbolFindings = report.diagnostics.filter { $0.ruleID.hasPrefix("symbol-") }
    #expect(symbolFindings.count == 9)
    let clean = Linter().lint(LocalizationProject(files: [Self.fixtures.appendingPathComponent("Localizable.xcstrings").path]))
    #expect(!clean.diagnostics.contains { $0.ruleID.hasPrefix("symbol-") })
  }

  /// Every generated file compiles: the StringsKit variant against the built StringsKit module
  /// (and its symbols resolve through a `LocalizedBundle`), Xcode's variant against
  /// `SymbolStubs.swift`, which declares the Apple types it uses with the signatures Apple
  /// documents (LocalizedStringResource exists on Apple platforms only).
  @Test(.enabled(if: SwiftCompiler.modules != nil, "the built modules (.build/debug/Modules) are missing"))
  func generatedFilesCompile() throws {
    let directory = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    /// Both catalogs' files with `options`, compiled together as one module (the tables' members
    /// differ; the preamble's globals are private to each file).
    func files(_ options: SymbolFileOptions) throws -> [String] {
      try ["Localizable.xcstrings", "Paywall.xcstrings"].map { catalog in
        let file = directory.appendingPathComponent("\(options.runtime)-\(options.access)-\(options.form)-\(catalog).swift")
        try Self.generation(catalog, options).text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
      }
    }
    for access in SymbolFileOptions.Access.allCases {
      let paths = try files(SymbolFileOptions(access: access, runtime: .stringskit))
      let result = try SwiftCompiler.typecheck(paths)
      #expect(result.status == 0, "\(paths): \(result.stderr)")
    }
    // Every Xcode form, and the newest with each access; each with and without SWIFT_PACKAGE.
    let appleOptions =
      SymbolFileOptions.XcodeForm.allCases.map { SymbolFileOptions(form: $0) }
      + [SymbolFileOptions(access: .package), SymbolFileOptions(access: .public)]
    let stubs = Fixtures.url("Symbols/SymbolStubs.swift.txt").path
    for options in appleOptions {
      let paths = try files(options)
      for flags in [[], ["-D", "SWIFT_PACKAGE"]] {
        let result = try SwiftCompiler.typecheck(paths, stubs: stubs, flags: flags)
        #expect(result.status == 0, "\(paths) \(flags): \(result.stderr)")
      }
    }
  }
}

/// `swiftc -typecheck` against the modules `swift build` made.
enum SwiftCompiler {
  static let modules: URL? = {
    let url = Fixtures.repositoryRoot.appendingPathComponent(".build/debug/Modules")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("StringsKit.swiftmodule").path) ? url : nil
  }()

  static func typecheck(_ files: [String], stubs: String? = nil, flags: [String] = []) throws -> CommandRunner.Output {
    var arguments = ["-typecheck", "-swift-version", "6", "-package-name", "SymbolTests"] + flags
    if let modules { arguments += ["-I", modules.path] }
    if let stubs {
      // The stubs are a .txt so that the test target does not compile them; swiftc wants .swift.
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent("SymbolStubs-\(UUID().uuidString).swift")
      try FileManager.default.copyItem(atPath: stubs, toPath: copy.path)
      defer { try? FileManager.default.removeItem(at: copy) }
      return try Subprocess.run("swiftc", arguments + [copy.path] + files)
    }
    return try Subprocess.run("swiftc", arguments + files)
  }
}

/// The `stringskit` runtime's symbols resolve as Xcode's do on a device: the example widget's
/// `unreadSummary(count:sender:)`, whose German value names the arguments in the other order.
@Suite struct LocalizedSymbolTests {
  @Test func namedArgumentsReachTheirPlaceholdersInEveryLanguage() throws {
    let bundle = try LocalizedBundle(
      path: Fixtures.repositoryRoot.appendingPathComponent("Example/Widget/Resources").path, developmentRegion: "en")
    let symbol = LocalizedSymbol("unread.summary", table: "Localizable", arguments: [.integer(3), .text("Anna")])
    #expect(symbol.string(in: bundle, preferredLanguages: ["en"]) == "3 unread, newest from Anna")
    #expect(symbol.string(in: bundle, preferredLanguages: ["de"]) == "Neueste von Anna, 3 ungelesen")
    #expect(
      LocalizedSymbol("widget.refresh", table: "Localizable").string(in: bundle, preferredLanguages: ["ru"]) == "Обновить")
    let price = LocalizedSymbol("%.2f €", table: "Localizable", arguments: [.double(2.5)])
    #expect(price.string(in: bundle, preferredLanguages: ["en"]) == "2.50 €")
  }
}
