extension ResourceTableExtraction {
  /// The paths named to `extract`, split: storyboards, xibs, Info.plists and Xcode projects,
  /// which give tables of their own; and the rest, code (files and folders), in the order given.
  package static func partition(_ paths: [String]) -> (resources: [String], sources: [String]) {
    var resources: [String] = []
    var sources: [String] = []
    for path in paths {
      if kind(ofPath: path) != nil {
        resources.append(path)
      } else {
        sources.append(path)
      }
    }
    return (resources, sources)
  }

  /// What an extraction of `fileCount` resource files says once their tables are written to
  /// `output`: `2 resource files → Base.lproj: Main.strings (12), …`, each table that holds a key
  /// with its count, or that there was nothing to localize.
  package static func summary(_ tables: [Table], fileCount: Int, writtenTo output: String) -> String {
    let names = tables.filter { $0.entryCount > 0 }.map { "\($0.name).strings (\($0.entryCount))" }
      .joined(separator: ", ")
    return LintMessage.count(fileCount, "resource file", "resource files")
      + (names.isEmpty ? ": nothing to localize\n" : " → \(output): \(names)\n")
  }
}
