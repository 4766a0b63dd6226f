import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

@Suite struct ByteSpellingTests {
  /// `spells` must agree with the byte-by-byte comparison it replaces, on slices that do not
  /// start at the buffer's start (a token inside a file).
  @Test func agreesWithElementsEqual() {
    let source = Array("let comment = tableName(value)".utf8)
    source.withUnsafeBufferPointer { bytes in
      let words = ["comment", "commenT", "comments", "table", "tableName", "", "let", "value", "(value)"]
      for start in 0..<bytes.count {
        for end in start...min(bytes.count, start + 10) {
          let slice = bytes[start..<end]
          for word in words {
            #expect(slice.spells(word) == slice.elementsEqual(word.utf8), "\(start)..<\(end) vs \(word)")
          }
        }
      }
    }
  }

  @Test func emptyBufferSpellsOnlyTheEmptyWord() {
    let empty: [UInt8] = []
    empty.withUnsafeBufferPointer { bytes in
      #expect(bytes[0..<0].spells(""))
      #expect(!bytes[0..<0].spells("a"))
    }
  }
}
