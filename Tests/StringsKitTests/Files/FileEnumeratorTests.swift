import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Path expansion: the walk's order and skips, and `--files-from` lists.
@Suite struct FileEnumeratorTests {
  /// A fresh directory tree: `paths` ending in `/` are folders, others files.
  static func tree(_ paths: [String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("enum-\(UUID().uuidString)").path
    for path in paths {
      let full = root + "/" + path
      if path.hasSuffix("/") {
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
      } else {
        try FileManager.default.createDirectory(
          atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: full))
      }
    }
    return root
  }

  @Test func walksSortedSkippingHiddenAndBuildFolders() throws {
    let root = try Self.tree([
      "b.swift", "a.m", "Z.c", "notes.txt", "Sub/c.swift", ".hidden/d.swift", ".build/e.swift", "Pods/f.m",
      "Carthage/g.m", "node_modules/h.c", "Sub/Deeper/i.h", "x.swift/",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = try FileEnumerator.files(in: [root], extensions: SourceLanguage.fileExtensions)
    #expect(files.map { String($0.dropFirst(root.count + 1)) } == ["Sub/Deeper/i.h", "Sub/c.swift", "Z.c", "a.m", "b.swift"])
  }

  @Test func followsLinksAndKeepsNamedFiles() throws {
    let root = try Self.tree(["src/a.swift", "other/b.swift", "readme"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createSymbolicLink(atPath: root + "/src/linked", withDestinationPath: root + "/other")
    try FileManager.default.createSymbolicLink(atPath: root + "/src/dangling.swift", withDestinationPath: root + "/nowhere")
    let files = try FileEnumerator.files(in: [root + "/src", root + "/readme"], extensions: ["swift"])
    #expect(files == [root + "/src/a.swift", root + "/src/linked/b.swift", root + "/readme"])
  }

  @Test func aMissingPathThrows() {
    #expect(throws: FileEnumerator.MissingPath.self) {
      try FileEnumerator.files(in: ["/definitely/not/here.swift"], extensions: ["swift"])
    }
  }

  @Test func listsSplitOnAnyLineBreak() {
    let list = Array("a.swift\nb c.m\r\nd.c\re/f.swift\n\n\nlast.h".utf8)
    #expect(FileEnumerator.paths(inList: list) == ["a.swift", "b c.m", "d.c", "e/f.swift", "last.h"])
    #expect(FileEnumerator.paths(inList: []) == [])
    #expect(FileEnumerator.paths(inList: Array("\n\r\n".utf8)) == [])
  }
}
