import Foundation

/// One table compared across two files or two `.lproj` folders.
public struct TableComparison: Sendable {
  /// The old file, or nil when only the new folder has the table.
  public var oldPath: String?
  /// The new file, or nil when only the old folder has the table.
  public var newPath: String?
  /// What changed.
  public var diff: StringsDiff
  /// Why a side could not be compared: CoreFoundation loads no table from it (parse errors, with
  /// locations), or it cannot be read. Empty when the comparison is complete.
  public var errors: [StringsDiagnostic]

  /// A comparison of the files at two paths.
  public init(oldPath: String?, newPath: String?, diff: StringsDiff, errors: [StringsDiagnostic] = []) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.diff = diff
    self.errors = errors
  }

  /// Whether the two sides differ (or could not be compared).
  public var isDifferent: Bool { !diff.isEmpty || !errors.isEmpty }

  /// Compares two tables, or every table of two folders (matched by their path inside the folder;
  /// a table only one folder has counts as all added or all removed).
  ///
  /// Throws `FileEnumerator.MissingPath` when a path does not exist, and `MixedInputs` when one is
  /// a folder and the other a file.
  public static func compare(old: String, new: String) throws -> [TableComparison] {
    let oldIsFolder = try isFolder(old)
    let newIsFolder = try isFolder(new)
    guard oldIsFolder == newIsFolder else { throw MixedInputs(old: old, new: new) }
    guard oldIsFolder else { return [compare(oldFile: old, newFile: new)] }
    let oldTables = try relativeTables(in: old)
    let newTables = try relativeTables(in: new)
    let names = Set(oldTables).union(newTables).sorted()
    let oldSet = Set(oldTables)
    let newSet = Set(newTables)
    return names.map { name in
      compare(
        oldFile: oldSet.contains(name) ? join(old, name) : nil,
        newFile: newSet.contains(name) ? join(new, name) : nil)
    }
  }

  /// Compares two files; a nil side is an empty table (the table is missing from that folder).
  public static func compare(oldFile: String?, newFile: String?) -> TableComparison {
    var errors: [StringsDiagnostic] = []
    let oldTable = oldFile.map { load($0, errors: &errors) } ?? CommentedTable()
    let newTable = newFile.map { load($0, errors: &errors) } ?? CommentedTable()
    guard errors.isEmpty, let oldTable, let newTable else {
      return TableComparison(
        oldPath: oldFile, newPath: newFile, diff: StringsDiff(changes: []), errors: errors)
    }
    return TableComparison(
      oldPath: oldFile, newPath: newFile, diff: StringsDiff(old: oldTable, new: newTable))
  }

  /// A folder and a file cannot be compared.
  public struct MixedInputs: Error, CustomStringConvertible {
    /// The old path.
    public var old: String
    /// The new path.
    public var new: String
    /// The message, naming both paths.
    public var description: String { "cannot compare a folder with a file: \(old), \(new)" }
  }

  // MARK: - Loading

  static func load(_ path: String, errors: inout [StringsDiagnostic]) -> CommentedTable? {
    guard let result = try? StringsParser.parse(contentsOf: URL(fileURLWithPath: path), path: path)
    else {
      errors.append(unreadable(path))
      return nil
    }
    guard let table = CommentedTable(result) else {
      let parseErrors = result.diagnostics.filter { $0.severity == .error }
      errors += parseErrors
      if parseErrors.isEmpty {
        errors.append(
          StringsDiagnostic(.notATable, message: "CoreFoundation loads no table from this file", file: path))
      }
      return nil
    }
    return table
  }

  /// The error for a file that exists but cannot be read.
  static func unreadable(_ path: String) -> StringsDiagnostic {
    StringsDiagnostic(.unreadableFile, message: "cannot read the file", file: path)
  }

  static func isFolder(_ path: String) throws -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FileEnumerator.MissingPath(path: path)
    }
    return isDirectory.boolValue
  }

  /// The `.strings` files below `folder`, as paths relative to it.
  static func relativeTables(in folder: String) throws -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return try FileEnumerator.files(in: [folder], extensions: ["strings"]).map {
      $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0
    }
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
