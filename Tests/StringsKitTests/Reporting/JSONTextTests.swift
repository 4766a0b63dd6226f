import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `JSONText`: plutil-style JSON (`\/`, short escapes, other controls as `\u00XX`, UTF-8 as is),
/// objects with keys sorted by UTF-16 code units. Expected texts are written by hand from that
/// description.
@Suite struct JSONTextTests {
  @Test func quotingEscapesWhatJSONSerializationEscapes() {
    #expect(JSONText.quote("a/b \"c\" \\ \n\t\u{1}é😀") == #""a\/b \"c\" \\ \n\t\u0001é😀""#)
  }

  @Test func aTableIsOneObjectWithKeysInUTF16Order() {
    // U+FF21 (one UTF-16 unit, 0xFF21) sorts after U+1F600 (surrogates 0xD83D…): UTF-16 order,
    // not scalar order.
    let table: [StringsText: StringsValue] = [
      "b": .string("2"), "a": .array([.string("x")]), "\u{FF21}": .string("w"), "😀": .string("s"),
    ]
    #expect(JSONText.encode(table: table) == #"{"a":["x"],"b":"2","😀":"s","Ａ":"w"}"#)
  }

  @Test func dataHasNoJSONForm() {
    #expect(JSONText.encode(table: ["k": .data([1])]) == nil)
  }
}
