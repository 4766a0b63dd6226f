import Foundation

/// A position in a file as people and tools count it.
public struct StringsSourceLocation: Hashable, Sendable, Comparable {
  /// The path as given by the user (not made absolute), so that output matches what they typed.
  public var file: String
  /// 1-based line. Line breaks are LF, CR and CR LF (counted once).
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes of the decoded text (as clang counts).
  public var column: Int

  /// A location; `line` and `column` count from 1, the column in UTF-8 bytes.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// Orders by file, line, then column.
  public static func < (lhs: StringsSourceLocation, rhs: StringsSourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// Converts byte offsets into line and column; the only place that does.
///
/// Tokens store offsets only; a table of line starts is built once (in linear time) when the first
/// location is asked for.
package struct LineTable: Sendable {
  /// Byte offsets at which each line starts; the first is always 0.
  let lineStarts: [Int]
  /// Added to every line number, for text that lost a leading line break before parsing.
  let lineOffset: Int

  @inlinable package init<C: Collection>(_ text: C, lineOffset: Int = 0) where C.Element == UInt8 {
    let bytes = Array(text)
    self.init(bytes: bytes, lineOffset: lineOffset)
  }

  /// Builds the table with `memchr`, which finds line feeds at memory speed; carriage returns
  /// (rare since classic Mac OS) take a byte-by-byte pass only when the text has any.
  package init(bytes: [UInt8], lineOffset: Int = 0) {
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return }
      let count = buffer.count
      if memchr(base, 0x0D, count) == nil {
        var offset = 0
        while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
          offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
          starts.append(offset)
        }
        return
      }
      var index = 0
      while index < count {
        let byte = buffer[index]
        index += 1
        if byte == 0x0A {
          starts.append(index)
        } else if byte == 0x0D {
          if index < count, buffer[index] == 0x0A { index += 1 }
          starts.append(index)
        }
      }
    }
    self.lineStarts = starts
    self.lineOffset = lineOffset
  }

  /// The 1-based line and column of a byte offset.
  func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
    var low = 0, high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1 + lineOffset, offset - lineStarts[low] + 1)
  }

  package func location(of offset: Int, file: String) -> StringsSourceLocation {
    let (line, column) = lineAndColumn(of: offset)
    return StringsSourceLocation(file: file, line: line, column: column)
  }
}
