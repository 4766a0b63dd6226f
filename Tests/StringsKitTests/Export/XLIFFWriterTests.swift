import Foundation
import StringsFormats
import Testing

/// The writer's bytes: Xcode's envelope, indentation, attribute orders and escaping.
@Suite struct XLIFFWriterTests {
  @Test func writesXcodesBytes() {
    let document = XLIFFDocument(files: [
      XLIFFFile(
        original: "App/en.lproj/InfoPlist.strings", sourceLanguage: "en", targetLanguage: "de",
        attributeOrder: .datatypeFirst, tool: XLIFFTool(version: "27.0", buildNumber: "27A266a"),
        units: [
          XLIFFUnit(
            id: "a\t\"b\"\n<&>\r", source: .plain("x \"q\"\t<&>\r\n"),
            target: XLIFFTarget(text: .plain(""), state: .new), notes: [XLIFFNote("")]),
          XLIFFUnit(
            id: "k", translate: false, source: .phraseSet(["One", "Two"]),
            target: XLIFFTarget(text: .plain("T"), state: .translated, stateQualifier: "leveraged-mt"),
            notes: [XLIFFNote("Made", from: "auto-generated")]),
          XLIFFUnit(id: "e", source: .plain("")),
        ])
    ])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
        <file original="App/en.lproj/InfoPlist.strings" datatype="plaintext" source-language="en" target-language="de">
          <header>
            <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>
          </header>
          <body>
            <trans-unit id="a&#9;&quot;b&quot;&#10;&lt;&amp;&gt;&#13;" xml:space="preserve">
              <source>x "q"\t&lt;&amp;&gt;&#13;
      </source>
              <target state="new"/>
              <note/>
            </trans-unit>
            <trans-unit id="k" translate="no" xml:space="preserve">
              <source>
                <mrk mtype="x-set" mid="0">One</mrk>
                <mrk mtype="x-set" mid="1">Two</mrk>
              </source>
              <target state="translated" state-qualifier="leveraged-mt">T</target>
              <note from="auto-generated">Made</note>
            </trans-unit>
            <trans-unit id="e" xml:space="preserve">
              <source/>
            </trans-unit>
          </body>
        </file>
      </xliff>

      """
    #expect(String(decoding: XLIFFWriter.write(document), as: UTF8.self) == expected)
  }
}
