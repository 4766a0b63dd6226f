import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `LintTable(file:)` parses without the lossless items and keeps its entries as offsets
/// (`EntryList`) with a key index (`TableKeyIndex`); these tests check that it holds exactly what
/// a table built from the full model holds, entry by entry.
@Suite struct CompactLintTableTests {
  /// Files whose statements exercise every way a key or value can be stored: slices, escapes
  /// (built bytes), a byte CF replaces, shorthand, containers, duplicates, and tables CF rejects.
  static let cases: [(name: String, bytes: [UInt8])] = [
    ("plain", Array("\"a\" = \"1\";\n\"b\" = \"\";\nc = d;\n".utf8)),
    ("escapes", Array("\"k\\n\" = \"v\\t\\\"x\\\"\";\n\"\\U00e9\" = \"\\101\";\n".utf8)),
    ("shorthand", Array("\"only\";\n\"esc\\n\";\n".utf8)),
    ("containers", Array("\"d\" = { a = b; };\n\"arr\" = (x, y);\n\"data\" = <4142>;\n".utf8)),
    ("duplicates", Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"a\" = \"4\";\n".utf8)),
    ("replaced byte", [0x22, 0x6B, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xA9, 0x22, 0x3B, 0x0A]),
    ("rejected", Array("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n".utf8)),
    ("ignored content", Array("\"a\" = \"1\";\n“b” = \"2\";\n\"c\" = \"3\";\n".utf8)),
    ("braces", Array("{\n\"a\" = \"1\";\n\"a\" = \"2\";\n}\n".utf8)),
    ("empty strings", Array("\"\" = \"\";\n".utf8)),
    ("utf16", [0xFF, 0xFE] + "\"é\" = \"ü\\n\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
    // Lone surrogates: escaped (built texts) beside Hangul (`ED 80`…`ED 9F` in the text), and
    // written in UTF-16 (a slice of the decoded text).
    ("escaped surrogates", Array("\"설정\" = \"\\UD800\";\n\"\\UDC00x\";\n\"\\UD83D\\UDE00\" = \"힣\";\n".utf8)),
    (
      "utf16 surrogate",
      [0xFF, 0xFE] + (Array("\"k\" = \"".utf16) + [0xD800] + Array("\";\n".utf16)).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    ),
  ]

  @Test(arguments: cases.map(\.name))
  func compactTableEqualsTheFullModel(name: String) throws {
    let bytes = try #require(Self.cases.first { $0.name == name }).bytes
    try Self.expectSame(bytes, name: name)
  }

  @Test func everyCorpusTableIsTheSameCompact() throws {
    guard let shared = Fixtures.shared else {
      print(Fixtures.sharedMissingMessage)
      return
    }
    let files = Fixtures.files(under: shared.appendingPathComponent("corpus/strings"), suffix: ".strings")
    #expect(!files.isEmpty)
    for url in files {
      try Self.expectSame(try FileReader.read(url.path), name: url.lastPathComponent)
    }
  }

  /// Writes `bytes` to a file and compares the table lint builds with one from the full model.
  static func expectSame(_ bytes: [UInt8], name: String) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("compact-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Localizable.strings").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let file = TableFile(path: path)
    let compact = LintTable(file: file)
    let model = StringsParser.parse(bytes, path: path, options: .init(maximumErrors: .max))
    let full = LintTable(file: file, result: model)
    // What CF loads, as the parser's own table says.
    #expect(compact.table == (compact.isLoaded ? model.table ?? [:] : [:]), "\(name)")

    #expect(compact.parseDiagnostics == full.parseDiagnostics, "\(name)")
    #expect(compact.isLoaded == full.isLoaded && compact.isComplete == full.isComplete, "\(name)")
    for (lean, model) in [(compact.allEntries, full.allEntries), (compact.loadedEntries, full.loadedEntries)] {
      #expect(lean.count == model.count, "\(name)")
      for (a, b) in zip(lean, model) {
        #expect(a.key == b.key && a.value == b.value && a.text.elementsEqual(b.text), "\(name): \(b.key)")
        #expect(a.sourceRange == b.sourceRange && a.keyRange == b.keyRange && a.valueRange == b.valueRange, "\(name)")
      }
    }
    #expect(compact.duplicateDefinitions == full.duplicateDefinitions, "\(name)")
    #expect(compact.table == full.table, "\(name)")
    for entry in full.allEntries {
      #expect(compact.defines(entry.key) == full.isLoaded, "\(name): \(entry.key)")
      #expect(compact.value(forKey: entry.key) == (full.isLoaded ? full.table[entry.key] : nil), "\(name)")
    }
    #expect(!compact.defines("no such key"), "\(name)")
  }
}
