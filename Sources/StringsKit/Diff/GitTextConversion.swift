/// The text git should show for a `.strings` file: what `lstrings diff --textconv` prints for a
/// `diff.strings.textconv` driver.
///
/// Git treats UTF-16 files as binary (they are full of NUL bytes), so a changed translation shows
/// as "Binary files differ". Converted to UTF-8, the file's own text diffs line by line: comments,
/// order and spacing exactly as written, so line numbers match the file.
package enum GitTextConversion {
  /// The file's text as UTF-8; never fails, because git needs some text for every revision.
  ///
  /// - Text tables (any encoding CF reads): the decoded text, every byte kept.
  /// - XML or binary property lists: the table CF loads, as sorted `"key" = "value";` lines.
  /// - Bytes CF cannot decode: the bytes themselves (the diff shows what is there).
  public static func text(of bytes: [UInt8], path: String) -> [UInt8] {
    let result = StringsParser.parse(bytes, path: path)
    guard result.file.verbatimBytes != nil else { return result.file.text }
    guard result.table != nil else { return bytes }
    return StringsConversion.convert(result, to: .utf8, canonical: true)
  }
}
