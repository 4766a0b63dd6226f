import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The one POSIX file reader, in both of its forms: a fresh array, and a buffer reused across files.
@Suite struct FileReaderTests {
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "file-reader-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func readsWholeFilesAndNamesWhatWentWrong() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    #expect(FileManager.default.createFile(atPath: directory + "/a", contents: Data(bytes)))
    #expect(try FileReader.read(directory + "/a") == bytes)
    let error = #expect(throws: FileReader.ReadError.self) { try FileReader.read(directory) }
    #expect(error?.reason == "is a directory")
    #expect(throws: FileReader.ReadError.self) { try FileReader.read(directory + "/missing") }
  }

  /// Large files are read in two halves at once (`pread` on another core); every byte lands in
  /// its place, for odd sizes too.
  @Test func aLargeFileReadInHalvesIsExact() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for size in [FileReader.parallelReadThreshold, FileReader.parallelReadThreshold + 4097] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
      #expect(FileManager.default.createFile(atPath: directory + "/big", contents: Data(bytes)))
      let read = try FileReader.read(directory + "/big")
      #expect(read.count == size && read == bytes)
    }
  }

  @Test func aReusedBufferHoldsEachFileAtItsStart() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(FileManager.default.createFile(atPath: directory + "/long", contents: Data(repeating: 0x61, count: 5000)))
    #expect(FileManager.default.createFile(atPath: directory + "/short", contents: Data("hi".utf8)))
    var buffer: [UInt8] = []
    guard case .read(let long) = FileReader.read(directory + "/long", into: &buffer) else {
      Issue.record("long not read")
      return
    }
    #expect(long == 5000 && buffer.count >= 5000)
    guard case .read(let short) = FileReader.read(directory + "/short", into: &buffer) else {
      Issue.record("short not read")
      return
    }
    #expect(short == 2 && Array(buffer[0..<2]) == Array("hi".utf8))
    guard case .directory = FileReader.read(directory, into: &buffer) else {
      Issue.record("a directory is not said to be one")
      return
    }
    guard case .unreadable = FileReader.read(directory + "/missing", into: &buffer) else {
      Issue.record("a missing file is not unreadable")
      return
    }
  }
}
