import Foundation
import StringsExtraction
import StringsFormats
import StringsKit

/// A fresh temporary directory per test, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("lstrings-compile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Every regular file below the directory, as paths relative to it, sorted.
  func files() -> [String] {
    Self.files(under: path)
  }

  /// Every regular file below `root`, as paths relative to it, sorted.
  static func files(under root: String) -> [String] {
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
  }
}

extension CoreFoundationOracle {
  /// CF's parse of a compiled file as a dictionary; nil (with the reason) when CF rejects it.
  static func dictionary(atPath path: String) throws -> [StringsText: StringsValue]? {
    guard case .value(.dictionary(let pairs)) = parse(try FileReader.read(path)) else { return nil }
    return StringsValue.collapsed(pairs)
  }
}
