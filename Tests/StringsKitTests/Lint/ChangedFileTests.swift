import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// What a pre-commit hook's changed files stand for: a `.lproj` table its bundle, a catalog or a
/// loose table itself, anything else an option of lint's.
@Suite struct ChangedFileTests {
  @Test func eachChangedFileStandsForWhatLintMustCheck() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings", "App/de.lproj/Plurals.stringsdict",
      "App/Base.lproj/Localizable.xcstrings", "Loose.strings", "App/en.lproj/Notes.txt",
    ]
    for file in files {
      let path = "\(root)/\(file)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: path, contents: Data("\"a\" = \"b\";".utf8)))
    }
    let arguments = ["--reporter", "github", "--"] + files.map { "\(root)/\($0)" } + ["\(root)/Missing.strings"]
    let (options, paths) = ChangedFile.partition(arguments)
    #expect(paths == ["\(root)/App", "\(root)/App/Base.lproj/Localizable.xcstrings", "\(root)/Loose.strings"])
    #expect(
      options == ["--reporter", "github", "\(root)/App/en.lproj/Notes.txt", "\(root)/Missing.strings"])
  }

}
