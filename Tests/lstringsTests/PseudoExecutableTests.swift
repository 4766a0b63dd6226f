import Foundation
import Testing

/// `lstrings pseudo` on a folder, through the executable: each file of en.lproj gets its
/// pseudo-language twin; a stringsdict CoreFoundation cannot read is reported and fails the run.
@Suite struct PseudoExecutableTests {
  @Test func aFolderGainsTheLanguageAndAnUnreadableStringsdictExits1() throws {
    let folder = try Executable.folder([
      "App/en.lproj/Localizable.strings": "/* Title */\n\"Inbox\" = \"Inbox\";\n",
      "App/en.lproj/Broken.stringsdict": "<plist><dict><key>k</key>",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Executable.run(["pseudo", "--lang", "en-XA", "--style", "bounded", "App"], in: folder)
    #expect(run.status == 1)
    #expect(run.stdout == "App/en-XA.lproj/Localizable.strings: en-XA written\n")
    #expect(
      run.stderr
        == "App/en.lproj/Broken.stringsdict:1:1: error: CoreFoundation does not read the file as a dictionary: no pseudo-language written [unreadable-file]\n"
    )
    let table = try String(contentsOf: folder.appendingPathComponent("App/en-XA.lproj/Localizable.strings"), encoding: .utf8)
    #expect(table == "/* Title */\n\"Inbox\" = \"[# Inbox #]\";\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/en-XA.lproj/Broken.stringsdict").path))
  }
}
