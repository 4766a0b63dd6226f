import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `merge --base Base.lproj/Main.storyboard de.lproj`: translations whose object and property
/// survive are kept byte for byte, new texts added with ibtool's comment, removed ones kept and
/// reported.
@Suite struct IBDocumentMergeTests {
  @Test func mergesADocumentIntoItsTables() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-ibmerge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(at: Fixtures.url("InterfaceBuilder/LintProject"), to: directory)
    let base = directory.path + "/Base.lproj/Main.storyboard"
    let targets = try MergePlan.targets(base: base, translations: [directory.path + "/de.lproj"])
    #expect(targets.map { ($0.translation as NSString).lastPathComponent } == ["Main.strings"])
    let reports = MergeRun(merger: Merger()).run(targets)
    #expect(reports.first?.isWritten == true)
    let merged = try String(contentsOfFile: directory.path + "/de.lproj/Main.strings", encoding: .utf8)
    // Added with the document's text and ibtool's comment.
    #expect(
      merged.contains(
        "/* Class = \"UIButton\"; normalTitle = \"Continue\"; ObjectID = \"btn-1\"; */\n\"btn-1.normalTitle\" = \"Continue\";"))
    // Kept: every translation, the obsolete ones included (reported, not removed).
    for kept in [
      #""lbl-1.text" = "Anmelden";"#, #""old-1.text" = "Weg";"#, #""txf-1.placeholder" = "E-Mail";"#,
      #""cnt-1.text" = "%@ Fotos";"#,
    ] {
      #expect(merged.contains(kept), "\(kept)")
    }
    guard case .merged(let result)? = reports.first?.outcome else {
      Issue.record("not merged")
      return
    }
    #expect(result.obsolete == ["old-1.text", "txf-1.text"])
    #expect(result.added == ["btn-1.normalTitle"])
  }

  @Test func aBrokenDocumentMergesNothing() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-ibmerge-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(atPath: directory.path + "/Base.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: directory.path + "/de.lproj", withIntermediateDirectories: true)
    try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><label text=\"x\" id=\"a\">".utf8).write(
      to: directory.appendingPathComponent("Base.lproj/Cell.xib"))
    try Data("\"a.text\" = \"X\";\n".utf8).write(to: directory.appendingPathComponent("de.lproj/Cell.strings"))
    let targets = try MergePlan.targets(
      base: directory.path + "/Base.lproj/Cell.xib", translations: [directory.path + "/de.lproj"])
    let report = MergeRun(merger: Merger()).run(targets).first
    #expect(report?.isWritten == false)
    guard case .refused(_, let diagnostics)? = report?.outcome else {
      Issue.record("not refused")
      return
    }
    #expect(diagnostics.first?.message.hasPrefix("not well-formed XML") == true)
  }
}
