import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Each real file once (issue 26): links are followed, but a folder or file reached again by
/// another path is not walked again, a cycle ends, and `.framework` bundles are vendored code that
/// is walked only when named.
@Suite struct FileEnumeratorLinkTests {
  private func link(_ root: String, _ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
  }

  private func relative(_ files: [String], to root: String) -> [String] {
    files.map { String($0.dropFirst(root.count + 1)) }
  }

  @Test func aLinkToAParentFolderIsWalkedOnce() throws {
    let root = try FileEnumeratorTests.tree(["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root, "App/en.lproj/up", to: "..")
    try link(root, "App/de.lproj/root", to: root)
    let files = try FileEnumerator.files(in: [root], extensions: ["strings"])
    #expect(relative(files, to: root) == ["App/de.lproj/Localizable.strings", "App/en.lproj/Localizable.strings"])
  }

  @Test func aCycleOfLinksEnds() throws {
    let root = try FileEnumeratorTests.tree(["a/x.strings", "b/y.strings"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root, "a/to-b", to: "../b")
    try link(root, "b/to-a", to: "../a")
    try link(root, "a/self", to: ".")
    let files = try FileEnumerator.files(in: [root + "/a"], extensions: ["strings"])
    #expect(relative(files, to: root) == ["a/to-b/y.strings", "a/x.strings"])
  }

  /// A framework as Xcode builds one: `Versions/Current` → `A`, and `Resources` at the top → the
  /// current version's. Skipped in a walk; named, each table is listed once.
  @Test func aFrameworkIsSkippedUnlessNamedAndThenReadOnce() throws {
    let root = try FileEnumeratorTests.tree([
      "App/en.lproj/Localizable.strings",
      "App/Vendor/Kit.framework/Versions/A/Resources/en.lproj/Kit.strings",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let framework = root + "/App/Vendor/Kit.framework"
    try link(framework, "Versions/Current", to: "A")
    try link(framework, "Resources", to: "Versions/Current/Resources")
    let walked = try FileEnumerator.files(in: [root + "/App"], extensions: ["strings"])
    #expect(relative(walked, to: root) == ["App/en.lproj/Localizable.strings"])
    #expect(FileEnumerator.skippedFolders(in: [root + "/App"]) == [framework])
    let named = try FileEnumerator.files(in: [framework], extensions: ["strings"])
    #expect(relative(named, to: framework) == ["Resources/en.lproj/Kit.strings"])
  }

  /// The same folder named twice, or under another name, is walked once.
  @Test func aFolderNamedTwiceIsWalkedOnce() throws {
    let root = try FileEnumeratorTests.tree(["Res/en.lproj/A.strings"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try link(root, "Alias", to: "Res")
    let files = try FileEnumerator.files(in: [root + "/Res", root + "/Alias", root + "/Res/"], extensions: ["strings"])
    #expect(relative(files, to: root) == ["Res/en.lproj/A.strings"])
  }

  /// What `lint` checks: a folder with a link to its parent and a framework holds each of its
  /// tables once.
  @Test func aLintProjectHoldsEachTableOnce() throws {
    let root = try FileEnumeratorTests.tree([])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in [
      ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
      ("de.lproj/Localizable.strings", "\"a\" = \"A\"\n"),
      ("Kit.framework/Versions/A/Resources/de.lproj/Localizable.strings", "\"broken\n"),
    ] {
      try FileManager.default.createDirectory(
        atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    try link(root, "de.lproj/parent", to: "..")
    try link(root, "Kit.framework/Versions/Current", to: "A")
    try link(root, "Kit.framework/Resources", to: "Versions/Current/Resources")
    let project = try LocalizationProject.discover([root])
    #expect(relative(project.files.map(\.path), to: root) == ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
  }
}
