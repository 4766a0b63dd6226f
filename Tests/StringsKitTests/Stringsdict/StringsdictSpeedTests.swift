import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The whole parse of a 5 MB file made of the largest corpus stringsdict's entries, repeated
/// under new keys: every entry is found, and the cost of the key scan next to CoreFoundation's
/// parse is printed for the record.
@Suite struct StringsdictSpeedTests {
  @Test func keyScanCostsLittleNextToCoreFoundation() throws {
    let shared = try #require(Fixtures.shared, Comment(rawValue: Fixtures.sharedMissingMessage))
    let url = shared.appendingPathComponent(
      "corpus/catalogs/nextcloud__talk-ios/NextcloudTalk__ru.lproj__Localizable.stringsdict")
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    // The body between the top-level <dict> and its </dict>, repeated with each key prefixed.
    let body = try #require(
      text.range(of: "<dict>").flatMap { open in text.range(of: "</dict>\n</plist>").map { text[open.upperBound..<$0.lowerBound] }
      })
    var big = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>"
    var copies = 0
    while big.utf8.count < 5_000_000 {
      big += body.replacingOccurrences(of: "\n\t<key>", with: "\n\t<key>\(copies)_")
      copies += 1
    }
    big += "</dict>\n</plist>\n"
    let bytes = Array(big.utf8)

    func best(_ work: () -> Void) -> Double {
      (0..<3).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      }.min() ?? 0
    }
    var keys = 0
    let cf = best { if case .value = PropertyListReader.readAnyFormat(bytes) {} }
    let scan = best { keys = XMLKeyIndex(scanning: bytes)?.keys.count ?? 0 }
    var file: StringsdictFile?
    let whole = best { file = StringsdictFile.parse(bytes, path: "big") }
    print(
      "stringsdict speed: \(bytes.count) bytes, \(file?.entries.count ?? 0) entries, \(keys) keys located; CF parse \(cf) ms, key scan \(scan) ms, whole parse with checks \(whole) ms"
    )
    // Timings are printed, not asserted: a debug build runs the Swift scan unoptimised against an
    // optimised CoreFoundation (release: scan ≈ 10 ms, CF ≈ 30 ms for these 5 MB).
    #expect(file?.entries.count == 44 * copies)
    // Every key of this file is at most three levels deep, so every `<key>` is recorded.
    #expect(keys == big.components(separatedBy: "<key>").count - 1)
  }
}
