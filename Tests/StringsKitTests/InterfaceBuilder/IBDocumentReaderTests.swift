import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The table lstrings writes for a storyboard or xib, pinned on small documents written for the
/// purpose; each expected table was written by hand from the rules in docs/interface-builder.md
/// (which the real tables of `IBCorpusTests` settle), not copied from lstrings' output.
@Suite struct IBDocumentReaderTests {
  private func fixture(_ name: String) throws -> (document: IBDocument, expected: String) {
    let document = IBDocumentReader.read(path: Fixtures.url("InterfaceBuilder/\(name)").path)
    let tableName = (name as NSString).deletingPathExtension + ".strings"
    let expected = try String(contentsOf: Fixtures.url("InterfaceBuilder/\(tableName)"), encoding: .utf8)
    return (document, expected)
  }

  /// UIKit: labels (attribute and `<string>` child), button state titles, text field, segments
  /// (an empty one skipped, numbering kept), search bar scope titles, static sections, navigation,
  /// bar and tab items, accessibility, Comment for Localizer, `customClass` ignored, empty text
  /// not exported, ordinal ID order.
  @Test func uiKitStoryboard() throws {
    let (document, expected) = try fixture("Login.storyboard")
    #expect(document.platform == .uiKit)
    #expect(document.stringsText == expected)
    #expect(document.tableName == "Login")
    // The label without an ID is reported where it starts, not exported.
    let missing = document.diagnostics.filter { $0.is(.ibMissingObjectID) }
    #expect(missing.count == 1)
    #expect(missing.first?.location.line == 45)
  }

  /// AppKit: integer IDs first by value, then upper case before lower case; cells, menus, box,
  /// window, tool tips (`ibShadowedToolTip`, but `toolTip` on toolbar items), table column header,
  /// segment labels, binding placeholder, pop-up button title left to its menu item.
  @Test func appKitXib() throws {
    let (document, expected) = try fixture("Preferences.xib")
    #expect(document.platform == .appKit)
    #expect(document.diagnostics.isEmpty)
    #expect(document.stringsText == expected)
  }

  @Test func orderOfObjectIDs() {
    let ids = ["b", "10", "a", "B", "2", "A-1", "007"]
    #expect(ids.sorted(by: IBStringsOrder.objectIDPrecedes) == ["2", "007", "10", "A-1", "B", "a", "b"])
  }

  @Test func commentOfAnArrayElementNamesTheWholeKey() {
    let entry = IBStringsEntry(objectID: "x1", property: "segmentTitles[3]", className: "UISegmentedControl", value: "Four")
    #expect(entry.comment == #"Class = "UISegmentedControl"; x1.segmentTitles[3] = "Four"; ObjectID = "x1";"#)
  }

  @Test func starSlashInATextDoesNotEndTheComment() {
    let document = IBDocumentReader.read(
      Array(
        #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects><label text="a */ b" id="q"/></objects></document>"#
          .utf8), path: "A.xib")
    #expect(
      document.stringsText == "\n/* Class = \"UILabel\"; text = \"a * / b\"; ObjectID = \"q\"; */\n\"q.text\" = \"a */ b\";\n")
  }

  // MARK: - Bad input

  private func read(_ text: String) -> IBDocument {
    IBDocumentReader.read(Array(text.utf8), path: "Bad.storyboard")
  }

  @Test func notWellFormedXMLIsALocatedErrorAndKeepsWhatWasRead() {
    let document = read(
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<label text=\"Hi\" id=\"a\"/>\n<label text=\"Broken\" id=\"b\"\n</document>"
    )
    #expect(document.diagnostics.count == 1)
    #expect(document.diagnostics.first?.message.hasPrefix("not well-formed XML: ") == true)
    #expect(document.diagnostics.first?.severity == .error)
    #expect(document.diagnostics.first?.is(.ibUnreadable) == true)
    #expect((document.diagnostics.first?.location.line ?? 0) >= 3)
    #expect(document.entries.map(\.key).first == "a.text")
  }

  @Test func unknownDocumentType() {
    let document = read(#"<document type="com.example.Layout"><label text="Hi" id="a"/></document>"#)
    #expect(document.platform == nil)
    #expect(document.entries.isEmpty)
    #expect(document.diagnostics.map(\.message) == ["unknown Interface Builder document type 'com.example.Layout'"])
  }

  @Test func otherXMLAndOldArchives() {
    #expect(read("<plist><dict/></plist>").diagnostics.first?.message.contains("root element is <plist>") == true)
    #expect(
      read(#"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"/>"#).diagnostics.first?.message.contains(
        "Interface Builder 3 archive") == true)
  }

  @Test func compiledNib() {
    for header in ["bplist00", "NIBArchive"] {
      let document = IBDocumentReader.read(Array(header.utf8) + [0, 1, 2, 0xFF], path: "Main.nib")
      #expect(document.diagnostics.first?.message.hasPrefix("a compiled nib") == true)
      #expect(document.entries.isEmpty)
    }
  }

  @Test func emptyAndBinaryGarbageNeverCrash() {
    for bytes: [UInt8] in [[], [0xFF, 0xFE, 0x00], Array("<".utf8), Array(repeating: 0x3C, count: 1000)] {
      let document = IBDocumentReader.read(bytes, path: "X.xib")
      #expect(!document.diagnostics.isEmpty)
    }
  }

  @Test func unreadableFile() {
    let document = IBDocumentReader.read(path: "/nonexistent/Main.storyboard")
    #expect(document.diagnostics.first?.message == "cannot read the file")
  }
}
