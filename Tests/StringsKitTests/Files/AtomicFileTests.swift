import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Atomic writes: the bytes land whole, and an unchanged file is not rewritten (however the new
/// bytes are split into pieces).
@Suite struct AtomicFileTests {
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString).strings").path
  }

  @Test func piecesAreWrittenInOrder() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try AtomicFile.write(pieces: [[0xFF, 0xFE], [], Array("ab".utf8), Array("cd".utf8)], to: path))
    #expect(try FileReader.read(path) == [0xFF, 0xFE] + Array("abcd".utf8))
  }

  @Test func unchangedBytesAreNotRewrittenWhateverTheSplit() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let bytes = Array("\"k\" = \"v\";\n".utf8)
    #expect(try AtomicFile.write(bytes, to: path))
    #expect(try !AtomicFile.write(pieces: [Array(bytes[..<3]), Array(bytes[3...])], to: path))
    #expect(try !AtomicFile.write(bytes, to: path))
    // Same size, one byte different: rewritten.
    var changed = bytes
    changed[changed.count - 3] = UInt8(ascii: "w")
    #expect(try AtomicFile.write(pieces: [Array(changed[..<5]), Array(changed[5...])], to: path))
    #expect(try FileReader.read(path) == changed)
  }
}
