extension LocalizedBundle {
  /// The bundle at `path` as `lookup` and `coverage` open it. Its development region is
  /// `developmentRegion` when given; else, as `CFBundle`, the Info.plist's
  /// `CFBundleDevelopmentRegion`; without one, the project's as lint finds it (`.xcodeproj`,
  /// `Package.swift` above). Throws ``OpenError`` when `path` is not a directory.
  package static func open(inProject path: String, developmentRegion: String?, policy: LanguageMatcher.Policy) throws
    -> LocalizedBundle
  {
    let region =
      developmentRegion ?? LocalizedBundle.developmentRegion(near: path)
      ?? DevelopmentRegion.find(from: path).region?.language
    return try LocalizedBundle(path: path, developmentRegion: region, policy: policy)
  }
}
