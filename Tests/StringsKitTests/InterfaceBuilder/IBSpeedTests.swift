import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A generated storyboard of many scenes (issue 14: 1,000 scenes extract in well under a second
/// in a release build; `LSTRINGS_IB_SPEED=1` prints the time).
@Suite struct IBSpeedTests {
  /// A storyboard of `scenes` scenes, each a view controller with a title, a label, a button, a
  /// text field and a navigation item: five texts per scene.
  static func storyboard(scenes: Int) -> [UInt8] {
    var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    text +=
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><scenes>"#
      + "\n"
    for scene in 0..<scenes {
      let id = { (kind: String) in "\(kind)-\(scene)" }
      text += """
            <scene sceneID="\(id("s"))"><objects>
              <viewController title="Screen \(scene)" id="\(id("vc"))" sceneMemberID="viewController">
                <view key="view" id="\(id("v"))"><subviews>
                  <label text="Label \(scene) &quot;quoted&quot;" id="\(id("l"))"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                  <button id="\(id("b"))"><state key="normal" title="Button \(scene)"/></button>
                  <textField placeholder="Field \(scene)" id="\(id("t"))"/>
                </subviews></view>
                <navigationItem key="navigationItem" title="Nav \(scene)" id="\(id("n"))"/>
              </viewController>
            </objects></scene>

        """
    }
    text += "</scenes></document>\n"
    return Array(text.utf8)
  }

  @Test func thousandScenes() {
    let bytes = Self.storyboard(scenes: 1000)
    let start = Date()
    let document = IBDocumentReader.read(bytes, path: "Big.storyboard")
    let text = document.stringsText
    let seconds = Date().timeIntervalSince(start)
    #expect(document.diagnostics.isEmpty)
    #expect(document.entries.count == 5000)
    #expect(text.utf8.count > 5000 * 80)
    if ProcessInfo.processInfo.environment["LSTRINGS_IB_SPEED"] != nil {
      print("1,000 scenes (\(bytes.count) bytes, 5,000 texts): \(String(format: "%.3f", seconds)) s")
    }
  }
}
