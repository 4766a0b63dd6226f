import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// What `PropertyListWriter` writes, CoreFoundation reads back as the same value: the compiled
/// `.stringsdict` files must load at run time exactly as the catalog says.
@Suite struct PropertyListWriterTests {
  static let samples: [StringsValue] = [
    .dictionary([]),
    .dictionary([
      (
        StringsText("%lld files"),
        .dictionary([
          (StringsText("NSStringLocalizedFormatKey"), .string(StringsText("%#@files@"))),
          (
            StringsText("files"),
            .dictionary([
              (StringsText("NSStringFormatSpecTypeKey"), .string(StringsText("NSStringPluralRuleType"))),
              (StringsText("NSStringFormatValueTypeKey"), .string(StringsText("lld"))),
              (StringsText("one"), .string(StringsText("%lld file"))),
              (StringsText("other"), .string(StringsText("%lld files"))),
            ])
          ),
        ])
      )
    ]),
    .dictionary([(StringsText("<&> \"quotes\" 'and' ]]> é 日本 😀\ttab\nline"), .string(StringsText("a & b < c > d")))]),
    .dictionary([(StringsText("list"), .array([.string(StringsText("x")), .array([]), .data([0, 1, 2, 250, 251])]))]),
    .dictionary([(StringsText("data"), .data(Array(0..<64)))]),
  ]

  @Test(arguments: samples.indices)
  func coreFoundationReadsTheSameValue(_ index: Int) {
    let value = Self.samples[index]
    #expect(CoreFoundationOracle.parse(PropertyListWriter.xml(value)) == .value(value))
  }

  @Test func layoutIsApples() {
    let bytes = PropertyListWriter.xml(
      .dictionary([(StringsText("b"), .string(StringsText("2"))), (StringsText("a"), .dictionary([]))]))
    #expect(
      String(decoding: bytes, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>a</key>
        \t<dict/>
        \t<key>b</key>
        \t<string>2</string>
        </dict>
        </plist>

        """)
  }

  @Test func controlCharactersAndLoneSurrogatesCannotBeWritten() {
    #expect(PropertyListWriter.canWrite(StringsText("tab\tnewline\n é 😀")))
    #expect(!PropertyListWriter.canWrite(StringsText(utf16: [0x41, 0x1B])))
    #expect(!PropertyListWriter.canWrite(StringsText(utf16: [0xD800, 0x41])))
    #expect(!PropertyListWriter.canWrite(StringsText(utf16: [0xDC00])))
  }
}
