import Foundation

/// Finds the localized strings of Swift, Objective-C and C sources.
///
/// One small byte lexer per language (`SwiftLexer`, `CLexer`) feeds one call finder, so nothing
/// inside a comment or an ordinary, raw or multi-line literal is taken for a call, and every call
/// form in `CallTable` is read the same way in both languages. Used by `lstrings extract`, and by
/// lint (unused and undefined keys) and merge (`--from-sources`).
public enum SourceScanner {
  /// Scans one file's bytes (UTF-8 source).
  public static func scan(source: [UInt8], path: String, language: SourceLanguage, options: ScanOptions) -> ScanResult {
    scan(source: source, path: path, language: language, options: options, table: CallTable(routines: options.routines))
  }

  static func scan(source: [UInt8], path: String, language: SourceLanguage, options: ScanOptions, table: CallTable) -> ScanResult {
    source.withUnsafeBufferPointer { buffer in
      var scanner = FileScanner(bytes: buffer, path: path, language: language, options: options, table: table)
      scanner.run()
      return ScanResult(strings: scanner.strings, diagnostics: scanner.diagnostics)
    }
  }

  /// Scans files on every core; the result is in the order of `files`, then source order, the
  /// same on every run. Files with an unknown extension are read as Objective-C. A file that
  /// cannot be read gives an `unreadable-file` error; a path that does not exist throws.
  public static func scan(files: [String], options: ScanOptions) throws -> ScanResult {
    for path in files where !FileManager.default.fileExists(atPath: path) {
      throw FileEnumerator.MissingPath(path: path)
    }
    let table = CallTable(routines: options.routines)
    let results = ResultSlots(count: files.count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.increment()
        guard index < files.count else { return }
        let path = files[index]
        guard let bytes = SourceFileReader.read(path) else {
          results.set(index, ScanResult(diagnostics: [
            Diagnostic(severity: .error, ruleID: ExtractRule.unreadableFile, message: "cannot read the file",
              location: SourceLocation(file: path, line: 1, column: 1))
          ]))
          continue
        }
        let language = SourceLanguage(path: path) ?? .objectiveC
        results.set(index, scan(source: bytes, path: path, language: language, options: options, table: table))
      }
    }
    var combined = ScanResult()
    for index in files.indices {
      guard let result = results.get(index) else { continue }
      combined.strings += result.strings
      combined.diagnostics += result.diagnostics
    }
    return combined
  }
}

/// One result per file, written by the worker that scanned it.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [ScanResult?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ result: ScanResult) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  func get(_ index: Int) -> ScanResult? { slots[index] }
}

/// Hands out file indices to the workers.
private final class AtomicCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += 1
    return current
  }
}

/// Reads a whole file with one `read` loop into an array (no `Data` copy).
enum SourceFileReader {
  static func read(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    var failed = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(size, 1)) { buffer, count in
      var offset = 0
      while offset < size {
        let n = Foundation.read(fd, buffer.baseAddress! + offset, size - offset)
        if n < 0, errno == EINTR { continue }
        if n <= 0 { break }
        offset += n
      }
      count = offset
      failed = offset < size && size > 0 && offset == 0
    }
    if failed { return nil }
    if bytes.count > size { bytes.removeLast(bytes.count - size) }
    return bytes
  }
}
