import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// What the declaration index knows about framework types (issue 25): a plain `String` title of
/// AppKit and UIKit is no key, an unknown type is no memberwise initialiser that localizes, and a
/// `title:` declared localizable by one type does not make every `title:` localizable. Each case
/// is a project of one file scanned with the real index (minimal fixtures written for the rule).
@Suite struct FrameworkTypesExtractionTests {
  static func keys(_ source: String) throws -> [String] {
    try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
  }

  @Test func appKitAndUIKitTitlesArePlainStrings() throws {
    let source = #"""
      import AppKit
      struct Row { var title: LocalizedStringKey }
      func build() {
        let item = NSMenuItem(title: "Quit", action: nil, keyEquivalent: "q")
        let button = NSButton(title: "%@ - %@", target: nil, action: nil)
        let check = NSButton(checkboxWithTitle: "Show", target: nil, action: nil)
        let menu = NSMenu(title: "")
        menu.addItem(withTitle: "Close", action: nil, keyEquivalent: "w")
        let alert = UIAlertController(title: "Oops", message: "Failed", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let row = Row(title: "Shown")
      }
      """#
    #expect(try Self.keys(source) == ["Shown"])
  }

  @Test func anUnknownTypeIsNoMemberwiseInitialiser() throws {
    let source = #"""
      struct Row { var title: LocalizedStringKey }
      struct Plain { var title: String }
      let a = Unknown(title: "Unknown type")
      let b = Plain(title: "A String member")
      let c = Row(title: "A key")
      """#
    #expect(try Self.keys(source) == ["A key"])
  }
}
