import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings extract` with `Picker("", selection:)`: the `""` key goes to `--format json` and to a
/// synced catalog without a warning, and is left out of a `.strings` table with one.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct EmptyKeyCommandTests {
  @Test func eachOutputGetsTheEmptyKeyOrSaysWhyNot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("emptykey-cli-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(#"Picker("", selection: $x) { Text("One") }"#.utf8).write(to: root.appendingPathComponent("V.swift"))

    let json = try CommandRunner.run(["extract", "--format", "json", "V.swift"], in: root)
    #expect(json.status == 0)
    #expect(json.stdout.contains(#"{"key":"","value":null"#) && json.stdout.contains(#""routine":"Picker""#))
    #expect(!json.stderr.contains("empty-key"), "\(json.stderr)")

    let strings = try CommandRunner.run(["extract", "--encoding", "utf8", "-o", "out", "V.swift"], in: root)
    #expect(strings.status == 0)
    #expect(strings.stderr.components(separatedBy: "[empty-key]").count == 2, "\(strings.stderr)")
    #expect(strings.stderr.contains("V.swift:1:1: warning: the key of Picker is empty; not written to the .strings table"))
    let table = try String(contentsOf: root.appendingPathComponent("out/Localizable.strings"), encoding: .utf8)
    #expect(table == "/* No comment provided by engineer. */\n\"One\" = \"One\";\n\n")

    let sync = try CommandRunner.run(["extract", "--catalogs", "-o", "Resources", "V.swift"], in: root)
    #expect(sync.status == 0)
    #expect(!sync.stderr.contains("empty-key"), "\(sync.stderr)")
    let catalog = try String(contentsOf: root.appendingPathComponent("Resources/Localizable.xcstrings"), encoding: .utf8)
    #expect(catalog.contains("  \"strings\" : {\n    \"\" : {\n\n    },\n    \"One\" : {\n\n    }\n  },"))
  }
}
