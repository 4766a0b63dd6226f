import Foundation
import Testing

/// `lstrings merge-driver %O %A %B %P` as git calls it: the result written over %A, the exit
/// status telling git whether it merged.
@Suite struct MergeDriverExecutableTests {
  static func stringsdict(_ forms: [String: String]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    text += "\t<key>%d files</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@files@</string>\n"
    text +=
      "\t\t<key>files</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
    text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n"
    for name in ["one", "few", "other"] {
      if let form = forms[name] { text += "\t\t\t<key>\(name)</key>\n\t\t\t<string>\(form)</string>\n" }
    }
    return text + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
  }

  @Test func aStringsdictIsMergedByFormAndWrittenOverOurs() throws {
    let folder = try Executable.folder([
      "base": Self.stringsdict(["other": "%d Dateien"]),
      "ours": Self.stringsdict(["one": "%d Datei", "other": "%d Dateien"]),
      "theirs": Self.stringsdict(["few": "%d Dateien (wenige)", "other": "%d Dateien"]),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Executable.run(["merge-driver", "base", "ours", "theirs", "de.lproj/Localizable.stringsdict"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let merged = try String(contentsOf: folder.appendingPathComponent("ours"), encoding: .utf8)
    #expect(merged == Self.stringsdict(["one": "%d Datei", "few": "%d Dateien (wenige)", "other": "%d Dateien"]))
  }

  @Test func aConflictExits1WithBothValuesAtThePath() throws {
    let folder = try Executable.folder([
      "base": Self.stringsdict(["other": "%d Dateien"]),
      "ours": Self.stringsdict(["other": "%d Dateien hier"]),
      "theirs": Self.stringsdict(["other": "%d Dateien dort"]),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Executable.run(["merge-driver", "base", "ours", "theirs", "Localizable.stringsdict"], in: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Localizable.stringsdict:14:9: error: both sides changed \"%d files\" files.other: ours \"%d Dateien hier\", theirs \"%d Dateien dort\"; the result keeps ours [three-way-conflict]\n"
    )
  }
}
