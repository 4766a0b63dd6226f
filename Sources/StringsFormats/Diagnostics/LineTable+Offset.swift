extension LineTable {
  /// The byte offset of a 1-based line and column (columns count UTF-8 bytes); nil for a line
  /// the text does not have.
  package func offset(line: Int, column: Int) -> Int? {
    let index = line - 1 - lineOffset
    guard index >= 0, index < lineStarts.count, column >= 1 else { return nil }
    return lineStarts[index] + column - 1
  }
}
