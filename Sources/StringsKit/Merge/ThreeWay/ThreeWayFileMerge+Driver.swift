extension ThreeWayFileMerge {
  /// What `lstrings merge-driver %O %A %B %P` does, as one call: merges the three versions git
  /// wrote, writes the result over ours (`%A`, atomically; left as it is when the file cannot be
  /// merged), and hands every conflict and problem to `report` as it is found. Returns whether
  /// the merge is clean (git then takes the file as merged).
  package static func runDriver(
    baseFile: String, oursFile: String, theirsFile: String, path: String, kept: ThreeWayConflict.Side,
    report: (StringsDiagnostic) -> Void
  ) throws -> Bool {
    let result = try merge(baseFile: baseFile, oursFile: oursFile, theirsFile: theirsFile, path: path, kept: kept)
    let diagnostics = result.problems + result.conflicts.map { $0.diagnostic(kept: kept) }
    if let bytes = result.bytes { try AtomicFile.write(bytes, to: oursFile) }
    diagnostics.forEach(report)
    return diagnostics.isEmpty
  }
}
