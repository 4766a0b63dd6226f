import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings extract` end to end: paths as scripts pass them, and exit codes scripts can trust.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ExtractCommandTests {
  static func tree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-cli-\(UUID().uuidString)")
    // A directory whose name looks like a source file, and a plain source next to it.
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Odd.swift/Inner"), withIntermediateDirectories: true)
    try Data(#"NSLocalizedString(@"inside", nil);"#.utf8).write(to: root.appendingPathComponent("Odd.swift/Inner/A.m"))
    try Data(#"NSLocalizedString(@"top", nil);"#.utf8).write(to: root.appendingPathComponent("Top.m"))
    return root
  }

  @Test func aMissingPathIsAUsageError() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try CommandRunner.run(
      ["extract", "-o", root.appendingPathComponent("out").path, "Top.m", "Missing.m"], in: root)
    #expect(output.status == 64)
    #expect(output.stderr.contains("no such file or directory: Missing.m"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
  }

  /// Named paths are not looked at before scanning (lists hold thousands); one that is a
  /// directory is still walked, in its place, from the command line and from a list.
  @Test func aDirectoryNamedLikeASourceIsWalked() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("Odd.swift\nTop.m\n".utf8).write(to: root.appendingPathComponent("list.txt"))
    for arguments in [["Odd.swift", "Top.m"], ["--files-from", "list.txt"]] {
      let out = root.appendingPathComponent("out").path
      let output = try CommandRunner.run(["extract", "--encoding", "utf8", "-o", out] + arguments, in: root)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stderr.contains("2 strings, 2 keys from 2 files"))
      let table = try String(contentsOfFile: out + "/Localizable.strings", encoding: .utf8)
      #expect(table.contains("\"inside\" = \"inside\";") && table.contains("\"top\" = \"top\";"))
    }
  }
}
