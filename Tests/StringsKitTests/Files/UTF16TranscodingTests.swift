import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `TextDecoder` turns UTF-16 into generalized UTF-8 in place (four ASCII units at a time); it
/// must write exactly what `WTF8Builder`, the reference, makes of the same units.
@Suite struct UTF16TranscodingTests {
  static func reference(_ units: [UInt16]) -> [UInt8] {
    var builder = WTF8Builder()
    for unit in units { builder.append(unit: unit) }
    return builder.bytes
  }

  static func decoded(_ units: [UInt16], bigEndian: Bool) -> [UInt8]? {
    let bom: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    let bytes = bom + units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    guard case .success(let text) = TextDecoder.decode(bytes) else { return nil }
    return text.text
  }

  @Test(arguments: [false, true])
  func everyKindOfUnitMatchesTheBuilder(bigEndian: Bool) {
    // ASCII runs of every length around the four-unit step, two- and three-byte units, pairs,
    // lone and reversed surrogates, and a high surrogate as the last unit.
    let pieces: [[UInt16]] = [
      [0x61], [0x62, 0x63, 0x64], [0x7F, 0x00, 0x41, 0x42, 0x43], [0xE9], [0x7FF, 0x800], [0x4E2D, 0xFFFF],
      [0xD83D, 0xDE00], [0xD800], [0xDC00], [0xDC00, 0xD800], [0xDBFF, 0xDFFF], [0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20],
    ]
    // Every sequence of three pieces, with and without a trailing high surrogate.
    for a in pieces {
      for b in pieces {
        for c in pieces {
          for tail: [UInt16] in [[], [0xD801]] {
            let units = [0x22] + a + b + c + tail
            #expect(Self.decoded(units, bigEndian: bigEndian) == Self.reference(units), "\(units)")
          }
        }
      }
    }
  }
}
