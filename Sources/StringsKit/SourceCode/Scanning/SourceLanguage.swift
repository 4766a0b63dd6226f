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
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let ext = path[path.index(after: dot)...]
    if ext == "swift" {
      self = .swift
    } else if Self.fileExtensions.contains(String(ext)) {
      self = .objectiveC
    } else {
      return nil
    }
  }
}
