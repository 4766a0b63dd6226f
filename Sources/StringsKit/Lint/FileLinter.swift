import Foundation

/// Checks `.strings` files one at a time: every parse error and warning of each file.
///
/// Cross-language rules (missing translations, placeholders) build on the per-file results.
public struct FileLinter: Sendable {
  public init() {}

  /// The result of checking a set of files.
  public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    public var fileCount: Int

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
  }

  /// Parses each file and gathers its diagnostics; an unreadable file is an error diagnostic.
  public func lint(files: [String]) -> Report {
    var diagnostics: [Diagnostic] = []
    for path in files {
      diagnostics += lint(file: path)
    }
    return Report(diagnostics: diagnostics, fileCount: files.count)
  }

  public func lint(file path: String) -> [Diagnostic] {
    do {
      return try StringsParser.parse(file: path, options: .init(buildsModel: false)).diagnostics
    } catch {
      return [
        Diagnostic(
          severity: .error, ruleID: "unreadable-file", message: "\(error)",
          location: SourceLocation(file: path, line: 1, column: 1))
      ]
    }
  }
}
