/// Files that show a rule at work: written to a folder and linted by `RuleExampleTests` (only the
/// rule's own findings count), and printed on `docs/lint-rules.md`. So the page's examples are
/// tests: one that stops triggering, or triggers somewhere else, fails the build.
///
/// In a triggering example, `↓` marks each place the rule must report (just before the character
/// a finding points at), and it must report nowhere else; a non-triggering example has no marker
/// and the rule must stay silent on it. Markers are removed before the file is written.
package struct RuleExample: Sendable, Hashable {
  /// The marker written just before the character a finding points at.
  package static let marker = "↓"

  package var files: [File]
  /// Whether the example is linted with `--sources` on its own folder (rules that compare the
  /// tables with the code).
  package var comparesWithCode: Bool

  package init(_ files: File..., comparesWithCode: Bool = false) {
    self.files = files
    self.comparesWithCode = comparesWithCode
  }

  /// One file of an example: its path in the example's folder, its text, and the encoding it is
  /// written in (the parser's rules are about bytes a string literal cannot hold).
  package struct File: Sendable, Hashable {
    package var path: String
    package var text: String
    package var encoding: Encoding

    package init(_ path: String, _ text: String, encoding: Encoding = .utf8) {
      self.path = path
      self.text = text
      self.encoding = encoding
    }

    /// The text without markers, as it is written and shown.
    package var cleanText: String {
      text.replacingOccurrences(of: RuleExample.marker, with: "")
    }

    /// The bytes written to disk.
    package var bytes: [UInt8] {
      let text = cleanText
      switch encoding {
      case .utf8:
        return Array(text.utf8)
      case .utf16LittleEndian(let withBOM):
        let units = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        return withBOM ? [0xFF, 0xFE] + units : units
      case .latin1:
        // Every scalar of such an example is below U+0100 (a test checks it).
        return text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
      }
    }
  }

  /// How an example file is written.
  package enum Encoding: Sendable, Hashable {
    case utf8
    case utf16LittleEndian(withBOM: Bool)
    /// One byte per character: a byte above 0x7F is then not UTF-8.
    case latin1
  }
}

extension RuleExample.File {
  /// A String Catalog at `path` whose `strings` object holds `entries` (its members, written from
  /// the left margin; indented here as Xcode indents them), source language English.
  package static func catalog(
    _ path: String = "Localizable.xcstrings", version: String = "1.0", entries: String
  ) -> Self {
    let members = entries.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    return Self(
      path,
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(members)
        },
        "version" : "\(version)"
      }
      """)
  }

  /// `Base.lproj/Main.storyboard`: one iOS scene whose view holds `subviews` (one line of XML).
  package static func storyboard(subviews: String) -> Self {
    Self(
      "Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <view key="view" id="v1">
                              <subviews>
                                  \(subviews)
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """)
  }
}
