/// The source languages the scanner reads, chosen from a file's extension.
///
/// C, C++, Objective-C and Objective-C++ share one lexer: for finding localization calls their
/// literals, comments and preprocessor lines look the same.
public enum SourceLanguage: String, Sendable, Hashable, CaseIterable {
  case swift
  case objectiveC

  /// Extensions of the files `extract` reads when it walks a directory.
  public static let fileExtensions: Set<String> = ["swift", "m", "mm", "h", "c", "cc", "cpp", "cxx", "hh", "hpp"]

  /// The language of a path, from its extension; nil for files the scanner does not read.
  public init?(path: String) {
    // On UTF-8 code units: `Substring.contains("/")` is Foundation's `range(of:)`, 4,000
    // instructions a path, asked several times of every file.
    guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")), !path.utf8[dot...].contains(UInt8(ascii: "/")) else {
      return nil
    }
    let ext = path[path.utf8.index(after: dot)...]
    if ext == "swift" {
      self = .swift
    } else if Self.fileExtensions.contains(String(ext)) {
      self = .objectiveC
    } else {
      return nil
    }
  }
}
