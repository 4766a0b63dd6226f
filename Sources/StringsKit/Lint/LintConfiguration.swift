import Foundation

/// The settings of a lint run: from `.lstrings.json`, then the command line on top.
///
/// ```json
/// { "base": "en", "strict": true, "enable": ["untranslated"], "disable": ["obsolete-key"] }
/// ```
public struct LintConfiguration: Sendable, Hashable {
  /// Rules to run in addition to those enabled by default.
  public var enable: [String] = []
  /// Rules not to run (wins over `enable` given in the same place).
  public var disable: [String] = []
  /// Warnings fail the run too.
  public var strict = false
  /// The language other languages are compared with (otherwise `Base`, then `en`, then `English`).
  public var base: String?
  /// The reporter's name (`xcode`, `json`, `github`, `sarif`).
  public var reporter: String?
  /// Source folders for `unused-key` / `undefined-key`.
  public var sources: [String] = []

  /// The defaults: the rules enabled by default, no base language, no sources.
  public init() {}

  /// The file name looked for at the project root.
  public static let fileName = ".lstrings.json"

  /// A problem in the settings: an unknown rule id, a malformed file. The CLI turns it into a
  /// usage error (exit 64).
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one sentence naming the setting.
    public var description: String
  }

  /// The ids of the rules to run. Throws for an id that names no rule, listing the valid ids.
  public func enabledRules() throws(Problem) -> Set<String> {
    for id in enable + disable where LintRules.rule(id: id) == nil {
      throw Problem(
        description: "unknown rule '\(id)'; the rules are: \(LintRules.ids.joined(separator: ", "))"
      )
    }
    return LintRules.enabledByDefault.union(enable).subtracting(disable)
  }

  /// These settings with `other`'s on top: its lists are added (a rule it enables is no longer
  /// disabled, and the reverse), its values replace these.
  public func overridden(by other: LintConfiguration) -> LintConfiguration {
    var result = self
    result.enable = enable.filter { !other.disable.contains($0) } + other.enable
    result.disable = disable.filter { !other.enable.contains($0) } + other.disable
    result.strict = strict || other.strict
    result.base = other.base ?? base
    result.reporter = other.reporter ?? reporter
    result.sources = other.sources.isEmpty ? sources : other.sources
    return result
  }

  // MARK: - .lstrings.json

  /// Reads a settings file. Unknown fields are an error, so a typo is not silently ignored.
  public static func load(contentsOf path: String) throws(Problem) -> LintConfiguration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(description: "cannot read \(path)")
    }
    do {
      return try JSONDecoder().decode(LintConfiguration.self, from: data)
    } catch let problem as Problem {
      throw Problem(description: "\(path): \(problem.description)")
    } catch {
      throw Problem(description: "\(path) is not valid settings JSON: \(Self.describe(error))")
    }
  }

  /// The settings of a run: the settings file (`settingsFile`, or the nearest `.lstrings.json` in
  /// or above the first path's folder) with the command line's settings on top; and the file
  /// used. Source folders named in the file are relative to it.
  public static func resolve(
    paths: [String], settingsFile: String?, commandLine: LintConfiguration
  ) throws(Problem) -> (LintConfiguration, String?) {
    var directory = paths.first ?? "."
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      directory = (directory as NSString).deletingLastPathComponent
      if directory.isEmpty { directory = "." }
    }
    guard let file = settingsFile ?? find(from: directory) else { return (commandLine, nil) }
    var settings = try load(contentsOf: file)
    let folder = (file as NSString).deletingLastPathComponent
    if !folder.isEmpty, folder != "." {
      settings.sources = settings.sources.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
    }
    return (settings.overridden(by: commandLine), file)
  }

  /// The nearest `.lstrings.json` in `directory` or one of its parents.
  public static func find(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  private static func describe(_ error: Error) -> String {
    switch error as? DecodingError {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context),
      .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return (path.isEmpty ? "" : "at '\(path)': ") + context.debugDescription
    case nil:
      return "\(error)"
    @unknown default:
      return "\(error)"
    }
  }
}

extension LintConfiguration: Decodable {
  private enum Field: String, CodingKey, CaseIterable {
    case enable, disable, strict, base, reporter, sources
  }

  private struct AnyField: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads the settings of a `.lstrings.json`; a key it does not know is an error.
  public init(from decoder: Decoder) throws {
    let all = try decoder.container(keyedBy: AnyField.self)
    for key in all.allKeys where Field(rawValue: key.stringValue) == nil {
      throw Problem(
        description:
          "unknown setting '\(key.stringValue)'; the settings are: \(Field.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    let container = try decoder.container(keyedBy: Field.self)
    enable = try container.decodeIfPresent([String].self, forKey: .enable) ?? []
    disable = try container.decodeIfPresent([String].self, forKey: .disable) ?? []
    strict = try container.decodeIfPresent(Bool.self, forKey: .strict) ?? false
    base = try container.decodeIfPresent(String.self, forKey: .base)
    reporter = try container.decodeIfPresent(String.self, forKey: .reporter)
    sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
  }
}

extension LintConfiguration {
  /// The reporter named in the settings (xcode when none). Throws for an unknown name.
  package func reportFormat() throws(Problem) -> ReportFormat {
    guard let reporter else { return .xcode }
    guard let format = ReportFormat(rawValue: reporter) else {
      throw Problem(
        description:
          "unknown reporter '\(reporter)'; the reporters are: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))"
      )
    }
    return format
  }
}
