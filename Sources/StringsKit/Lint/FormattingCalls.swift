import Foundation

/// Which keys the code formats, for the one question only the call site answers: does a
/// translation's `%@` in a value whose base has none read an argument (a crash) or show as text?
///
/// The scanner records where each lookup is, not what encloses it, so the call's line is read
/// again: a lookup whose line (or the line before, for a call broken after `format:`) has a
/// `format:` or `Format(` before it — `String(format:`, `stringWithFormat:`, `initWithFormat:`,
/// `localizedStringWithFormat(` — is formatted. Only keys some translation adds placeholders to
/// are looked up, so a project without such a slip reads no source twice. It decides a
/// severity, never what a file holds.
enum FormattingCalls {
  /// Sets `formattedKeys` on each base, from the translations of its group.
  static func mark(_ bases: inout [LintTable?], groups: [[LintTable]], usage: CodeUsage) {
    var sources: [String: [UInt8]] = [:]
    for (index, group) in groups.enumerated() {
      guard let base = bases[index], let sites = usage.tables[base.file.name] else { continue }
      var candidates: Set<StringsText> = []
      for translation in group where translation.file != base.file {
        for (position, entry) in translation.allEntries.enumerated() where !candidates.contains(entry.key) {
          guard sites[entry.key] != nil, let summary = translation.placeholderSummary(at: position),
            !summary.slots.isEmpty,
            let basePosition = base.keyIndex.position(of: entry.key, in: base.allEntries),
            base.placeholderSummary(at: basePosition)?.slots.isEmpty == true
          else { continue }
          candidates.insert(entry.key)
        }
      }
      var formatted: [StringsText: StringsSourceLocation] = [:]
      for key in candidates {
        formatted[key] = sites[key]?.first { isFormatted($0, sources: &sources) }
      }
      bases[index]?.formattedKeys = formatted
    }
  }

  /// Whether the text before the call, on its line and the line before, names a format call.
  static func isFormatted(_ call: StringsSourceLocation, sources: inout [String: [UInt8]]) -> Bool {
    if sources[call.file] == nil {
      sources[call.file] = FileManager.default.contents(atPath: call.file).map { [UInt8]($0) } ?? []
    }
    guard let bytes = sources[call.file], call.line >= 1 else { return false }
    var line = 1
    var start = 0
    var previousStart = 0
    var index = 0
    while line < call.line, index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        previousStart = start
        start = index + 1
      }
      index += 1
    }
    guard line == call.line else { return false }
    let end = min(bytes.count, start + max(0, call.column - 1))
    return names(bytes[previousStart..<end])
  }

  /// `format:` or `format(`, in any case (`stringWithFormat:`, `String(format:`).
  static func names(_ text: ArraySlice<UInt8>) -> Bool {
    let word = Array("format".utf8)
    var index = text.startIndex
    while index + word.count < text.endIndex {
      var matches = true
      for offset in 0..<word.count where text[index + offset] | 0x20 != word[offset] {
        matches = false
        break
      }
      let next = text[index + word.count]
      if matches, next == UInt8(ascii: ":") || next == UInt8(ascii: "(") { return true }
      index += 1
    }
    return false
  }
}
