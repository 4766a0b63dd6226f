import Foundation

/// The language a project is developed in, as the project itself says, and the file that says it.
///
/// Xcode records it three ways: `developmentRegion = en;` in an `.xcodeproj`'s `project.pbxproj`
/// (what Xcode shows as the project's development language), `CFBundleDevelopmentRegion` in an
/// `Info.plist` (what `CFBundle` falls back to at run time), and `defaultLocalization: "en"` in a
/// `Package.swift`. `find(from:)` searches the linted folder and the folders above it for them.
package struct DevelopmentRegion: Sendable, Hashable, CustomStringConvertible {
  /// The region's language, as written (`en`, `zh-Hans`, `English`).
  public var language: String
  /// Which kind of file said it.
  public var origin: Origin
  /// The file that said it, relative to the current directory when under it.
  public var file: String

  public init(language: String, origin: Origin, file: String) {
    self.language = language
    self.origin = origin
    self.file = file
  }

  /// The kinds of file that name a development region, in precedence order: the Xcode project is
  /// the authority (an `Info.plist` usually says `$(DEVELOPMENT_LANGUAGE)`, the project's
  /// setting), then a literal `Info.plist` value, then a package manifest.
  public enum Origin: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Given to the command (the CLI's `coverage --development-region`): no file says it.
    case given
    case xcodeProject
    case infoPlist
    case packageManifest

    /// The setting's name in that file (for a region given, the setting's own name).
    public var settingName: String {
      switch self {
      case .given: return "development region"
      case .xcodeProject: return "developmentRegion"
      case .infoPlist: return "CFBundleDevelopmentRegion"
      case .packageManifest: return "defaultLocalization"
      }
    }

    public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// `developmentRegion in App.xcodeproj/project.pbxproj`, or `given` (a front end names the
  /// flag that gave it: the CLI says `from --development-region`).
  public var description: String {
    origin == .given ? "given" : "\(origin.settingName) in \(file)"
  }

  /// What a search found: the region (nil when no file said one) and a warning for each file that
  /// could not be used, so that no choice is silent.
  public struct Search: Sendable, Hashable {
    public var region: DevelopmentRegion?
    public var warnings: [String]

    public init(region: DevelopmentRegion?, warnings: [String]) {
      self.region = region
      self.warnings = warnings
    }

    /// Checks the region against the languages that have tables: a region no table has cannot be
    /// the base, so it is dropped with a warning naming the fallback.
    public func checked(againstLanguages languages: Set<String>) -> Search {
      guard let region, !languages.isEmpty, region.folder(among: languages) == nil else { return self }
      return Search(
        region: nil,
        warnings: warnings + [
          "\(region.file) names \(region.origin.settingName) \(region.language), but no table is in \(region.language).lproj: \(DevelopmentRegion.fallbackSentence)"
        ])
    }
  }

  /// The language folder that holds this region among `languages`: its own name, else the other
  /// spelling of the same language in old projects (`developmentRegion = English;` beside
  /// `en.lproj`, which Xcode wrote for years).
  public func folder(among languages: some Collection<String>) -> String? {
    if languages.contains(language) { return language }
    let other =
      Self.legacyNames.first { $0.legacy == language }?.code
      ?? Self.legacyNames.first { $0.code == language }?.legacy
    return other.flatMap { languages.contains($0) ? $0 : nil }
  }

  /// The pre-2010 folder names Xcode's templates used, with the codes that replaced them.
  static let legacyNames: [(legacy: String, code: String)] = [
    ("English", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"), ("Spanish", "es"),
    ("Italian", "it"), ("Dutch", "nl"),
  ]

  /// The end of every warning that leaves no region: what happens instead (`Search.fallsBack`;
  /// a front end adds how to choose a base, the CLI `(choose one with --base)`).
  static let fallbackSentence =
    "each table's base is the first of \(BaseLanguage.fallbackOrder.joined(separator: ", ")) it has"

  /// How many folders above the linted path are searched at most (the search also stops after a
  /// folder holding `.git`, the repository's root).
  public static let maximumLevels = 8

  /// Searches `path` (its folder, for a file) and the folders above it, up to the repository's
  /// root (a folder holding `.git`) or `maximumLevels`, for the files that name a development
  /// region. The strongest origin wins (`Origin`'s order), and among files of one origin the
  /// nearest; a file that cannot be read, or that names none, is a warning and is skipped.
  public static func find(from path: String) -> Search {
    var found: [DevelopmentRegion] = []
    var warnings: [String] = []
    var hasXcodeProject = false
    for folder in folders(from: path) {
      for project in xcodeProjects(in: folder) {
        hasXcodeProject = true
        let file = project + "/project.pbxproj"
        switch read(file) {
        case .failure(let failure):
          warnings.append("cannot read \(display(file)): \(failure.reason); it is ignored")
        case .success(let bytes):
          if let language = DevelopmentRegionText.projectRegion(bytes) {
            found.append(DevelopmentRegion(language: language, origin: .xcodeProject, file: display(file)))
          } else {
            warnings.append("\(display(file)) has no developmentRegion; it is ignored")
          }
        }
      }
      let plist = folder + "/Info.plist"
      if FileManager.default.fileExists(atPath: plist) {
        switch read(plist).map(DevelopmentRegionText.infoPlistRegion) {
        case .failure(let failure):
          warnings.append("cannot read \(display(plist)): \(failure.reason); it is ignored")
        case .success(.region(let language)):
          found.append(DevelopmentRegion(language: language, origin: .infoPlist, file: display(plist)))
        case .success(.absent): break
        case .success(.rejected(let reason)):
          warnings.append("cannot read \(display(plist)): \(reason); it is ignored")
        }
      }
      let manifest = folder + "/Package.swift"
      if FileManager.default.fileExists(atPath: manifest), case .success(let bytes) = read(manifest),
        let language = DevelopmentRegionText.manifestRegion(bytes)
      {
        found.append(DevelopmentRegion(language: language, origin: .packageManifest, file: display(manifest)))
      }
    }
    // `$(DEVELOPMENT_LANGUAGE)` is the project's own setting: it resolves through the project.
    let unresolved = found.filter { $0.language.hasPrefix("$(") }
    found.removeAll { $0.language.hasPrefix("$(") }
    if !hasXcodeProject || found.allSatisfy({ $0.origin != .xcodeProject }) {
      warnings += unresolved.map {
        "\($0.file) sets CFBundleDevelopmentRegion to the build setting \($0.language), and no readable .xcodeproj above it defines it; it is ignored"
      }
    }
    let best = found.enumerated().min { ($0.element.origin, $0.offset) < ($1.element.origin, $1.offset) }?.element
    if let best {
      for other in found where other.origin == best.origin && other.language != best.language {
        warnings.append(
          "\(other.file) names \(other.origin.settingName) \(other.language), but \(best.file) (nearer) names \(best.language); using \(best.language)"
        )
      }
    } else if !warnings.isEmpty {
      warnings.append("no development region found: \(fallbackSentence)")
    }
    return Search(region: best, warnings: warnings)
  }

  // MARK: - Files

  /// The folder of `path` and those above it, nearest first, as absolute standardised paths.
  static func folders(from path: String) -> [String] {
    var isFolder: ObjCBool = false
    var url = URL(fileURLWithPath: path).standardizedFileURL
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) || !isFolder.boolValue {
      url = url.deletingLastPathComponent()
    }
    var result: [String] = []
    for _ in 0...maximumLevels {
      result.append(url.path)
      let isRepositoryRoot = FileManager.default.fileExists(atPath: url.path + "/.git")
      if isRepositoryRoot || url.path == "/" { break }
      url = url.deletingLastPathComponent()
    }
    return result
  }

  /// The `.xcodeproj` bundles directly in `folder`, sorted.
  private static func xcodeProjects(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder + "/" + $0 }
  }

  private struct ReadFailure: Error, Hashable {
    var reason: String
  }

  private static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
    do {
      return .success(try FileReader.read(path))
    } catch let error as FileReader.ReadError {
      return .failure(ReadFailure(reason: error.reason))
    } catch {
      return .failure(ReadFailure(reason: "\(error)"))
    }
  }

  /// The path relative to the current directory when it is under it, else absolute.
  static func display(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
