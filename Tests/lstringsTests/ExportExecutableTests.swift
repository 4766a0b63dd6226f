import Foundation
import Testing

/// `lstrings export` as a script runs it: a project with nothing to export fails (exit 1, a
/// located `nothing-to-export` error, no `.xcloc` written) instead of handing a translator an
/// empty catalog with exit status 0; files it does not carry are named, and the export goes on.
@Suite struct ExportExecutableTests {
  @Test func emptyProjectFailsAndWritesNothing() throws {
    let folder = try Executable.folder(["Empty/.keep": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Executable.run(["export", "--lang", "de", "-o", "out", "Empty"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("Empty:1:1: error: nothing to export under Empty"), "\(result.stderr)")
    #expect(result.stderr.contains("[nothing-to-export]"))
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func unexportedFilesAreNamedAndTheRestIsExported() throws {
    let folder = try Executable.folder([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/de.lproj/Other.strings": "\"o\" = \"O\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Executable.run(["export", "--lang", "de", "-o", "out", "."], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "App/de.lproj/Other.strings:1:1: warning: a table the development language's folder (en.lproj) does not have"),
      "\(result.stderr)")
    #expect(result.stderr.contains("[unexported-file]"))
    #expect(result.stdout == "out/de.xcloc: 1 file(s) exported\n")
  }
}
