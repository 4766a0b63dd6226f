import Foundation
import Testing

/// `lstrings merge-driver --install` in a scratch repository: git's config and the attributes
/// lines, added once.
@Suite struct MergeDriverInstallTests {
  @Test func installRegistersTheDriverAndAddsOnlyTheMissingAttributes() throws {
    let folder = try Executable.folder([".gitattributes": "*.png binary\n*.strings merge=lstrings"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let initialize = Process()
    initialize.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    initialize.arguments = ["git", "init", "-q", folder.path]
    try initialize.run()
    initialize.waitUntilExit()

    let first = try Executable.run(["merge-driver", "--install"], in: folder)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr
        == "git config: merge.lstrings.driver = lstrings merge-driver %O %A %B %P\n"
        + ".gitattributes: added *.xcstrings merge=lstrings, *.strings merge=lstrings, *.stringsdict merge=lstrings\n")
    let attributes = try String(contentsOf: folder.appendingPathComponent(".gitattributes"), encoding: .utf8)
    #expect(attributes == "*.png binary\n*.strings merge=lstrings\n*.xcstrings merge=lstrings\n*.stringsdict merge=lstrings\n")
    let config = try String(contentsOf: folder.appendingPathComponent(".git/config"), encoding: .utf8)
    #expect(config.contains("driver = lstrings merge-driver %O %A %B %P"))

    let again = try Executable.run(["merge-driver", "--install"], in: folder)
    #expect(again.status == 0)
    #expect(
      again.stderr.hasSuffix(
        ".gitattributes: already has *.xcstrings merge=lstrings, *.strings merge=lstrings, *.stringsdict merge=lstrings\n"))
    #expect(try String(contentsOf: folder.appendingPathComponent(".gitattributes"), encoding: .utf8) == attributes)
  }

  @Test func installOutsideARepositoryFailsWithGitsCommand() throws {
    let folder = try Executable.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Executable.run(["merge-driver", "--install"], in: folder)
    #expect(run.status == 1)
    #expect(run.stderr.contains("error: git "), "\(run.stderr)")
  }
}
