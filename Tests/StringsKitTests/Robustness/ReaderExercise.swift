import Foundation

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// One input of one format through what the commands do with it (read, then lint, compile, write
/// or extract), checking what must hold whatever the bytes: every diagnostic has a place, and an
/// input the reader cannot use says so with an error. Shared by the seeded mutation pass of
/// `make test` (`MutationPassTests`) and the long fuzzing of `make fuzz` (fuzz/FuzzFormats.swift),
/// which builds this file into its own module.
enum ReaderExercise {
  enum Format: String, CaseIterable, Sendable {
    case interfaceBuilder = "ib"
    case coreDataModel = "coredata"
    case infoPlist = "infoplist"
    case project = "pbxproj"
    case stringsdict
    case catalog
    case strings
    case xliff

    /// The path the input is read as (its name decides nothing but the table name).
    var path: String {
      switch self {
      case .interfaceBuilder: "Base.lproj/Main.storyboard"
      case .coreDataModel: "Model.xcdatamodeld/Model.xcdatamodel/contents"
      case .infoPlist: "Info.plist"
      case .project: "App.xcodeproj/project.pbxproj"
      case .stringsdict: "en.lproj/Localizable.stringsdict"
      case .catalog: "Localizable.xcstrings"
      case .strings: "en.lproj/Localizable.strings"
      case .xliff: "de.xliff"
      }
    }
  }

  /// What broke an invariant, or nil.
  static func run(_ format: Format, _ bytes: [UInt8]) -> String? {
    let path = format.path
    let diagnostics: [StringsDiagnostic]
    switch format {
    case .interfaceBuilder:
      let document = IBDocumentReader.read(bytes, path: path)
      _ = document.stringsText
      diagnostics = document.diagnostics
      let isXMLBroken = XMLReader.read(bytes) { _ in } != nil
      if isXMLBroken, !diagnostics.contains(where: { $0.is(.ibUnreadable) && $0.severity == .error }) {
        return "not well-formed XML without an ib-unreadable error"
      }
    case .coreDataModel:
      let reading = CoreDataModelReader.parse(bytes, path: path)
      diagnostics = reading.diagnostics
      if reading.model == nil, diagnostics.isEmpty { return "no model and no diagnostic" }
    case .infoPlist:
      let read = InfoPlistStrings.read(infoPlist: bytes, path: path)
      diagnostics = read.diagnostics
      if case .failure = PropertyListReader.readAnyFormat(bytes), diagnostics.isEmpty {
        return "CoreFoundation rejects it and no diagnostic says so"
      }
    case .project:
      let read = InfoPlistStrings.read(project: bytes, path: path)
      diagnostics = read.diagnostics
      if case .failure = PropertyListReader.readAnyFormat(bytes), diagnostics.isEmpty {
        return "CoreFoundation rejects it and no diagnostic says so"
      }
    case .stringsdict:
      let file = StringsdictFile.parse(bytes, path: path)
      if !file.isReadable, file.problems.isEmpty { return "unreadable without a problem" }
      diagnostics = []
    case .catalog:
      let parsed = StringCatalog.parse(bytes, path: path)
      _ = Linter().lint(LintTable.catalogTables(parsed))
      if let catalog = parsed.catalog {
        _ = CatalogCompiler.compile(catalog)
        _ = catalog.encoded()
      } else if !parsed.diagnostics.contains(where: { $0.severity == .error }) {
        return "no catalog and no error"
      }
      diagnostics = parsed.diagnostics
    case .strings:
      let result = StringsParser.parse(bytes, path: path)
      let table = LintTable(file: TableFile(path: path), result: result)
      _ = Linter().lint([table])
      if result.table == nil, !result.diagnostics.contains(where: { $0.severity == .error }) {
        return "rejected without an error"
      }
      diagnostics = result.diagnostics
    case .xliff:
      let result = XLIFFReader.read(bytes, path: path)
      if XMLReader.read(bytes, { _ in }) != nil, !result.isMalformed { return "not well-formed XML without a parse-error" }
      var found = result.diagnostics + XLIFFLint(enabledRules: LintRules.enabledByDefault).findings(result)
      for file in result.document.files {
        guard let language = file.targetLanguage else { continue }
        var placement = CatalogImport(
          file: file, language: language, into: importCatalog, xliffPath: path, xcodeStates: false)
        placement.run()
        let written = placement.catalog.encoded()
        if StringCatalog.parse(written, path: "L.xcstrings").catalog?.encoded() != written {
          return "an imported catalog does not read back as written"
        }
        found += placement.diagnostics
      }
      diagnostics = found
    }
    if let misplaced = diagnostics.first(where: { $0.location.line < 1 || $0.location.column < 1 }) {
      return "a diagnostic without a place: \(misplaced)"
    }
    return nil
  }

  /// The catalog mutated XLIFFs are imported into: an entry of each shape the seeds name.
  static let importCatalog: StringCatalog = {
    let text = #"""
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}},
      "Ready":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Bereit"}}}},
      "%lld files":{"localizations":{"en":{"variations":{"plural":{
        "one":{"stringUnit":{"state":"translated","value":"%lld file"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}},
      "Device":{"localizations":{"en":{"variations":{"device":{
        "iphone":{"stringUnit":{"state":"translated","value":"iPhone"}},
        "other":{"stringUnit":{"state":"translated","value":"Device"}}}}}}},
      "Found %lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Found %#@items@"},
        "substitutions":{"items":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%arg item"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}}}},
      "Start ${applicationName}":{"localizations":{"en":{"stringSet":{"state":"translated","values":["Start ${applicationName}"]}}}}
      }}
      """#
    return StringCatalog.parse(Array(text.utf8), path: "L.xcstrings").catalog ?? StringCatalog(sourceLanguage: "en")
  }()

  /// The stray bytes a hand edit or a bad merge leaves behind.
  static let strayBytes: [[UInt8]] = [[0x3C], [0x26], [0x25], [0xFF], [0x22], [0x3E], [0x00], [0xC3]]

  /// One mutation of `bytes`: a byte changed, a chunk cut or repeated, or a stray byte inserted.
  static func mutate(_ bytes: inout [UInt8], using random: inout some RandomNumberGenerator) {
    let count = bytes.count
    let at = count == 0 ? 0 : Int.random(in: 0..<count, using: &random)
    let length = count == 0 ? 0 : Int.random(in: 1...min(count - at, 64), using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0 where count > 0:
      bytes[at] = UInt8.random(in: 0...255, using: &random)
    case 1 where count > 0:
      bytes.removeSubrange(at..<at + length)
    case 2 where count > 0:
      bytes.insert(contentsOf: bytes[at..<at + length], at: Int.random(in: 0...count, using: &random))
    default:
      bytes.insert(contentsOf: strayBytes.randomElement(using: &random)!, at: count == 0 ? 0 : at)
    }
  }
}
