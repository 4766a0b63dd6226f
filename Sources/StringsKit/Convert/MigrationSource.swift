/// The files of one table in every language: what "Migrate to String Catalog" turns into one
/// `.xcstrings` file.
///
/// `CFBundle` looks a table up as `<language>.lproj/<Table>.strings` with
/// `<language>.lproj/<Table>.stringsdict` merged over it, so a language is a folder and a table is
/// a file name shared by every folder of one bundle.
package struct MigrationSource: Sendable, Hashable {
  /// One language folder's files of the table.
  public struct Language: Sendable, Hashable {
    /// The folder's language as written (`de`, `pt-BR`, `Base`).
    public var name: String
    public var stringsPath: String?
    public var stringsdictPath: String?

    public init(name: String, stringsPath: String? = nil, stringsdictPath: String? = nil) {
      self.name = name
      self.stringsPath = stringsPath
      self.stringsdictPath = stringsdictPath
    }
  }

  /// Why the paths given do not name one table (a usage error).
  public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
    case missingPath(String)
    /// Not a `.strings`, `.stringsdict` or folder.
    case unknownKind(String)
    /// A table file outside an `xx.lproj` folder: its language is unknown.
    case outsideLanguageFolder(String)
    /// Several tables (or one table name in several bundles) and no `--table` to choose.
    case severalTables([String])
    /// No table files at all, or none of the name asked for.
    case noTable(named: String?)

    public var description: String {
      switch self {
      case .missingPath(let path): "no such file or directory: \(path)"
      case .unknownKind(let path):
        "\(path) is not a .strings or .stringsdict file, an .lproj folder or a folder of .lproj folders"
      case .outsideLanguageFolder(let path):
        "\(path) is not inside an xx.lproj folder, so its language is unknown: name the .lproj folder"
      case .severalTables(let tables):
        "the input holds several tables (\(tables.joined(separator: ", "))): choose one"
      case .noTable(let name?): "no table named \(name) (\(name).strings or \(name).stringsdict) in the input"
      case .noTable(nil): "no .strings or .stringsdict file in the input"
      }
    }
  }

  /// The table name (`Localizable`).
  public var table: String
  /// The languages, sorted by name.
  public var languages: [Language]

  public init(table: String, languages: [Language]) {
    self.table = table
    self.languages = languages.sorted { $0.name < $1.name }
  }

  /// Finds the table in `.lproj` folders, `.strings`/`.stringsdict` files inside them, or folders
  /// holding `.lproj` folders (searched recursively). `table` chooses among several table names.
  public static func discover(_ paths: [String], table: String? = nil) throws(Problem) -> MigrationSource {
    let files: [String]
    do {
      files = try FileEnumerator.files(in: paths, extensions: ["strings", "stringsdict"])
    } catch let error as FileEnumerator.MissingPath {
      throw .missingPath(error.path)
    } catch {
      throw .missingPath(paths.joined(separator: " "))
    }
    var groups: [TableGroup.ID: [TableFile]] = [:]
    for path in files {
      guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") else { throw .unknownKind(path) }
      let file = TableFile(path: LocalizationProject.normalized(path))
      guard file.language != nil else { throw .outsideLanguageFolder(path) }
      if let table, file.name != table { continue }
      groups[TableGroup.ID(bundle: file.bundle, name: file.name), default: []].append(file)
    }
    guard let only = groups.first else { throw .noTable(named: table) }
    guard groups.count == 1 else { throw .severalTables(groups.keys.sorted().map(\.description)) }
    var languages: [String: Language] = [:]
    for file in Set(only.value) {
      guard let name = file.language else { continue }
      var language = languages[name] ?? Language(name: name)
      if file.path.hasSuffix(".stringsdict") { language.stringsdictPath = file.path } else { language.stringsPath = file.path }
      languages[name] = language
    }
    return MigrationSource(table: only.key.name, languages: Array(languages.values))
  }
}
