/// The three-way merge for a file git hands `lstrings merge-driver`, chosen by its name (`%P`).
package enum ThreeWayFileMerge {
  /// The kinds of file the driver merges by unit.
  package static let extensions = ["xcstrings", "strings", "stringsdict"]

  /// Reads the three versions git wrote to temporary files and merges them.
  package static func merge(
    baseFile: String, oursFile: String, theirsFile: String, path: String, kept: ThreeWayConflict.Side = .ours
  ) throws -> ThreeWayMergeResult {
    merge(
      base: try FileReader.read(baseFile), ours: try FileReader.read(oursFile), theirs: try FileReader.read(theirsFile),
      path: path, kept: kept)
  }

  package static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, kept: ThreeWayConflict.Side = .ours
  ) -> ThreeWayMergeResult {
    if path.hasSuffix(".xcstrings") {
      return CatalogThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path, kept: kept)
    }
    if path.hasSuffix(".strings") {
      return TableThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path, kept: kept)
    }
    if path.hasSuffix(".stringsdict") {
      return StringsdictThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path, kept: kept)
    }
    return wholeFile(
      base: base, ours: ours, theirs: theirs, path: path, kept: kept,
      why: "lstrings merges .xcstrings, .strings and .stringsdict files by unit")
  }

  /// A file merged as one unit (one lstrings cannot merge by unit, and `why`): a change on one
  /// side is taken; changes on both are one conflict at its first line.
  static func wholeFile(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String, kept: ThreeWayConflict.Side, why: String
  ) -> ThreeWayMergeResult {
    if ours == theirs || base == theirs { return ThreeWayMergeResult(bytes: ours, conflicts: [], problems: []) }
    if base == ours { return ThreeWayMergeResult(bytes: theirs, conflicts: [], problems: []) }
    let conflict = ThreeWayConflict(
      unit: "the whole file (not merged by unit: \(why))", ours: "\(ours.count) bytes",
      theirs: "\(theirs.count) bytes", location: StringsSourceLocation(file: path, line: 1, column: 1))
    return ThreeWayMergeResult(bytes: kept == .ours ? ours : theirs, conflicts: [conflict], problems: [])
  }
}
