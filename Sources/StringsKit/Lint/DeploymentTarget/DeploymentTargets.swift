import Foundation

/// The oldest OS releases a project says it runs on, read from its `Package.swift` (`platforms:`)
/// and `project.pbxproj` (`MACOSX_DEPLOYMENT_TARGET`, `IPHONEOS_DEPLOYMENT_TARGET`…): which
/// CLDR plural rules its users' devices apply.
///
/// Plural rules are the OS's, not the app's: a device chooses a plural form with the CLDR data of
/// the ICU it ships. CLDR 42 removed Hebrew's `many` (20, 30… now take `other`); the releases that
/// carry CLDR 42 or later are iOS, iPadOS, tvOS and Mac Catalyst 17, macOS 14, watchOS 10 and
/// visionOS 1 (their ICU is 72 or later). An app that deploys to an earlier release still shows
/// a Hebrew `many` form to those users, so lint must not call it unused.
package struct DeploymentTargets: Sendable, Hashable {
  /// The Apple platforms a deployment target is stated for.
  public enum Platform: String, Sendable, Hashable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS
  }

  /// The lowest target stated for each platform, as version components (`[13, 0]`).
  public var minimum: [Platform: [Int]]
  /// The files they were read from, for `--verbose`.
  public var files: [String]

  public init(minimum: [Platform: [Int]] = [:], files: [String] = []) {
    self.minimum = minimum
    self.files = files
  }

  /// The first release of each platform whose plural rules are CLDR 42's or later.
  static let firstCLDR42Release: [Platform: [Int]] = [.iOS: [17], .macOS: [14], .tvOS: [17], .watchOS: [10], .visionOS: [1]]

  /// Whether some stated target is older than its platform's first CLDR 42 release.
  public var includesReleasesBeforeCLDR42: Bool {
    minimum.contains { platform, version in
      Self.firstCLDR42Release[platform].map { version.lexicographicallyPrecedes($0) } ?? false
    }
  }

  /// Plural categories that releases before CLDR 42 still use, by language (base subtag).
  static let categoriesBeforeCLDR42: [String: Set<PluralCategory>] = ["he": [.many], "iw": [.many]]

  /// The categories of `language` that a release the project supports still uses although the
  /// current CLDR rules do not (empty when every target is on CLDR 42 or later).
  func olderCategories(of language: String) -> Set<PluralCategory> {
    guard includesReleasesBeforeCLDR42 else { return [] }
    let base = language.prefix { $0 != "-" && $0 != "_" }.lowercased()
    return Self.categoriesBeforeCLDR42[base] ?? []
  }

  /// Reads the nearest `Package.swift` and `.xcodeproj` at or above `path` (the folders
  /// `DevelopmentRegion.find` searches); no target stated is an empty value.
  public static func find(from path: String) -> DeploymentTargets {
    var result = DeploymentTargets()
    for folder in DevelopmentRegion.folders(from: path) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      // Only the few names read are sorted: a folder above a table may hold thousands (/tmp).
      for name in names.filter({ $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }).sorted() {
        let file: String
        let targets: [Platform: [Int]]
        if name == "Package.swift" {
          file = folder + "/" + name
          targets = manifestTargets(read(file))
        } else if name.hasSuffix(".xcodeproj") {
          file = folder + "/" + name + "/project.pbxproj"
          targets = projectTargets(read(file))
        } else {
          continue
        }
        guard !targets.isEmpty else { continue }
        result.files.append(file)
        result.minimum.merge(targets) { $1.lexicographicallyPrecedes($0) ? $1 : $0 }
      }
      if !result.minimum.isEmpty { break }
    }
    return result
  }

  private static func read(_ path: String) -> String {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// `MACOSX_DEPLOYMENT_TARGET = 13.0;` and its siblings, every configuration's: the lowest wins.
  static func projectTargets(_ text: String) -> [Platform: [Int]] {
    let settings: [(String, Platform)] = [
      ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("IPHONEOS_DEPLOYMENT_TARGET", .iOS),
      ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
      ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]
    var result: [Platform: [Int]] = [:]
    for line in text.split(separator: "\n") {
      for (setting, platform) in settings {
        guard let range = line.range(of: setting + " = ") else { continue }
        let value = line[range.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard let version = version(value) else { continue }
        if result[platform].map({ version.lexicographicallyPrecedes($0) }) ?? true { result[platform] = version }
      }
    }
    return result
  }

  /// `platforms: [.macOS(.v13), .iOS("16.4")]` in a manifest.
  static func manifestTargets(_ text: String) -> [Platform: [Int]] {
    var result: [Platform: [Int]] = [:]
    for platform in Platform.allCases {
      var rest = text[...]
      while let range = rest.range(of: "." + platform.rawValue + "(") {
        let argument = rest[range.upperBound...].prefix { $0 != ")" }
        rest = rest[range.upperBound...]
        // `.v10_15` or `"16.4"`.
        let spelled = argument.trimmingCharacters(in: CharacterSet(charactersIn: ".v\" ")).replacingOccurrences(
          of: "_", with: ".")
        guard let version = version(spelled) else { continue }
        if result[platform].map({ version.lexicographicallyPrecedes($0) }) ?? true { result[platform] = version }
      }
    }
    return result
  }

  /// `13.0` → `[13, 0]`; nil for anything else (a build setting reference).
  static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }
}
