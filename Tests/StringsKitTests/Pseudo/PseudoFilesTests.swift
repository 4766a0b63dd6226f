import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The files a pseudo-language folder gets: tables in their source's own form, stringsdicts with
/// every form in pseudo-language.
@Suite struct PseudoFilesTests {
  static let accented = PseudoLocalization(language: "en-XA", styles: [.accented])

  @Test func aTableKeepsItsCommentsOrderSpacingAndEncoding() throws {
    let text = """
      /* The inbox title */
      "Inbox" = "Inbox";

      // A button
      "Done"   =   "Done %@";
      "Shorthand";
      "Nested" = { "a" = "b"; };

      """
    let source = StringsParser.parse(StringsFile.utf16LEWithBOM(text), path: "en.lproj/Localizable.strings").file
    let bytes = try #require(Self.accented.table(from: source))
    let expected = """
      /* The inbox title */
      "Inbox" = "Îñƀöẋ";

      // A button
      "Done"   =   "Đöñé %@";
      "Shorthand" = "Šĥöŕţĥáñđ";
      "Nested" = { "a" = "b"; };

      """
    #expect(bytes == StringsFile.utf16LEWithBOM(expected), "\(String(decoding: bytes, as: UTF8.self))")
  }

  @Test func everyFormAndTheFormatKeyOfAStringsdictArePseudoLocalizedTheRestKept() throws {
    let source = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
          <key>%d files</key>
          <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>Found %#@files@</string>
              <key>files</key>
              <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>one</key>
                  <string>%d file</string>
                  <key>other</key>
                  <string>%d files</string>
              </dict>
          </dict>
      </dict>
      </plist>

      """.utf8)
    let bytes = try #require(Self.accented.stringsdict(from: source))
    let expected = String(decoding: source, as: UTF8.self)
      .replacingOccurrences(of: "<string>Found %#@files@", with: "<string>Ƒöûñđ %#@files@")
      .replacingOccurrences(of: "<string>%d file</string>", with: "<string>%d ƒîĺé</string>")
      .replacingOccurrences(of: "<string>%d files</string>", with: "<string>%d ƒîĺéš</string>")
    #expect(String(decoding: bytes, as: UTF8.self) == expected, "in the source's layout, spec and value types kept")
    #expect(StringsdictFile.parse(bytes, path: "x.stringsdict").problems.isEmpty)
    #expect(Self.accented.stringsdict(from: Array("not a plist".utf8)) == nil)
  }

  @Test func aStringsdictInALayoutThatCannotBeKeptIsWrittenAsPlutilWritesIt() throws {
    let source = Array(
      "<plist version=\"1.0\"><dict><!-- c --><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>Hi</string></dict></dict></plist>"
        .utf8)
    let bytes = try #require(Self.accented.stringsdict(from: source))
    #expect(bytes == PropertyListWriter.xml(.dictionary([("k", .dictionary([("NSStringLocalizedFormatKey", .string("Ĥî"))]))])))
  }
}
