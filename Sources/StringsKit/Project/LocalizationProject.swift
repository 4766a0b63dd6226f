import Foundation

/// The `.strings` tables of an app, as `CFBundle` sees them: one folder per language
/// (`de.lproj`), one file per table (`Localizable.strings`), and the same table name in every
/// language folder of a bundle.
///
/// Tables are grouped by bundle (the folder that holds the `*.lproj` folders) and table name, so
/// that `Widgets/de.lproj/Localizable.strings` is compared with `Widgets/en.lproj/…` and never with
/// the main app's `Localizable.strings`. A file outside any `.lproj` folder is a standalone table:
/// it gets the per-file checks only.
public struct LocalizationProject: Sendable, Hashable {
  /// Every table file, sorted by path.
  public var files: [TableFile]
  /// The `.stringsdict` files (plural rules): `CFBundle` merges each over the same-named table of
  /// its language, so their keys count as defined there.
  public var pluralTables: [TableFile]
  /// The String Catalogs (`.xcstrings`): each is one table in every language it holds.
  public var catalogs: [String]
  /// XLIFF files (`.xliff`, as in an `.xcloc`'s `Localized Contents`): a translator's delivery,
  /// each target checked against its source (`XLIFFLint`).
  public var xliffs: [String] = []

  /// Groups files found on the command line. Order does not matter: files are sorted and a path
  /// given twice counts once. `.stringsdict` files go to `pluralTables`, `.xcstrings` files to
  /// `catalogs`.
  public init(files paths: [String]) {
    let unique = Set(paths.map(Self.normalized)).sorted()
    let files = unique.filter { path in !Self.otherKinds.contains { path.hasSuffix($0) } }
      .map(TableFile.init(path:))
    self.pluralTables = unique.filter { $0.hasSuffix(".stringsdict") }.map(TableFile.init(path:))
    self.catalogs = unique.filter { $0.hasSuffix(".xcstrings") }
    self.xliffs = unique.filter { $0.hasSuffix(".xliff") }
    self.files = files
  }

  /// The tables that have a language folder, grouped by bundle and table name, sorted. Computed
  /// when asked: a lint groups the tables it has parsed (catalogs among them), not these files.
  public var groups: [TableGroup] {
    var grouped: [TableGroup.ID: [TableFile]] = [:]
    for file in files where file.language != nil {
      grouped[TableGroup.ID(bundle: file.bundle, name: file.name), default: []].append(file)
    }
    return grouped.map { TableGroup(id: $0.key, files: $0.value) }.sorted { $0.id < $1.id }
  }

  /// The extensions of files that are not `.strings` tables.
  private static let otherKinds = [".stringsdict", ".xcstrings", ".xliff"]

  /// Finds every `*.strings`, `*.stringsdict` and `*.xcstrings` file under the paths (files named
  /// directly are kept as they are). Throws `FileEnumerator.MissingPath` for a path that does not
  /// exist.
  public static func discover(_ paths: [String]) throws -> LocalizationProject {
    LocalizationProject(
      files: try FileEnumerator.files(in: paths, extensions: ["strings", "stringsdict", "xcstrings", "xliff"]))
  }

  /// Whether no table of any kind was found: a lint of it would check nothing.
  public var isEmpty: Bool { files.isEmpty && pluralTables.isEmpty && catalogs.isEmpty && xliffs.isEmpty }

  /// The languages of the `.lproj` folders that hold a table or plural table.
  public var languages: Set<String> {
    Set((files + pluralTables).compactMap(\.language))
  }

  /// Tables outside any `.lproj` folder: they get the per-file checks only.
  public var standaloneTables: [TableFile] { files.filter { $0.language == nil } }

  /// Every file of the project: tables, plural tables and catalogs, sorted.
  public var allPaths: [String] {
    (files.map(\.path) + pluralTables.map(\.path) + catalogs).sorted()
  }

  /// `./a//b.strings` and `a/b.strings` name one file; the path keeps the user's relative form.
  static func normalized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true)
    where component != "." {
      components.append(component)
    }
    let joined = components.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}

/// One `.strings` file and where it sits in the bundle layout.
public struct TableFile: Sendable, Hashable, Comparable {
  /// The path as the user gave it (normalised: no `.` components or doubled slashes).
  public var path: String
  /// The language of its `.lproj` folder (`de`, `pt-BR`, `Base`), or nil outside one.
  public var language: String?
  /// The folder holding the `.lproj` folders (`""` for the current directory).
  public var bundle: String
  /// The table name: the file name without `.strings` (or `.stringsdict`).
  public var name: String

  /// The table at `path`, its language, bundle and name read from the path (`…/de.lproj/Localizable.strings`).
  public init(path: String) {
    self.path = path
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    let fileName = components.last.map(String.init) ?? path
    if fileName.hasSuffix(".strings") {
      self.name = String(fileName.dropLast(".strings".count))
    } else if fileName.hasSuffix(".stringsdict") {
      self.name = String(fileName.dropLast(".stringsdict".count))
    } else {
      self.name = fileName
    }
    if components.count >= 2, case let folder = components[components.count - 2],
      folder.hasSuffix(".lproj"),
      folder.count > ".lproj".count
    {
      self.language = String(folder.dropLast(".lproj".count))
      self.bundle = components.dropLast(2).joined(separator: "/")
    } else {
      self.language = nil
      self.bundle = components.dropLast().joined(separator: "/")
    }
  }

  /// One language of a String Catalog: the catalog is its own bundle (it holds every language),
  /// so its languages are grouped with each other and never with `.lproj` tables.
  public init(catalog path: String, language: String?) {
    self.path = path
    self.language = language
    self.bundle = path
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    self.name = fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName
  }

  /// Whether this is a language of a String Catalog.
  public var isCatalog: Bool { path.hasSuffix(".xcstrings") }

  /// Orders by path, then language.
  public static func < (lhs: TableFile, rhs: TableFile) -> Bool {
    (lhs.path, lhs.language ?? "") < (rhs.path, rhs.language ?? "")
  }

  /// Whether this is `InfoPlist.strings`, which localizes the keys of `Info.plist`: there a key
  /// missing from the table falls back to `Info.plist`'s own value, and any `Info.plist` key
  /// (not only those of the base table) may be localized.
  public var isInfoPlist: Bool { name == "InfoPlist" }
}

/// One table name in one bundle, in every language that has it.
public struct TableGroup: Sendable, Hashable {
  /// A table's name in its bundle: what makes tables of different languages translations of each other.
  public struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The folder holding the `.lproj` folders.
    public var bundle: String
    /// The table name, without extension.
    public var name: String

    /// The table `name` in `bundle`.
    public init(bundle: String, name: String) {
      self.bundle = bundle
      self.name = name
    }

    /// Orders by bundle, then name.
    public static func < (lhs: ID, rhs: ID) -> Bool {
      (lhs.bundle, lhs.name) < (rhs.bundle, rhs.name)
    }

    /// `Resources/*.lproj/Localizable.strings`, as people recognise the table (a catalog's path
    /// for a catalog).
    public var description: String {
      if bundle.hasSuffix(".xcstrings") { return bundle }
      return (bundle.isEmpty ? "" : bundle + "/") + "*.lproj/\(name).strings"
    }
  }

  /// The table's name and bundle.
  public var id: ID
  /// One file per language, sorted by language.
  public var files: [TableFile]

  /// The group `id` of `files`.
  public init(id: ID, files: [TableFile]) {
    self.id = id
    self.files = files.sorted { ($0.language ?? "") < ($1.language ?? "") }
  }

  /// The languages the table exists in, sorted.
  public var languages: [String] { files.compactMap(\.language) }

  /// The languages tried, in order, when nothing says which is the base (`BaseLanguage`).
  public static let defaultBaseCandidates = BaseLanguage.fallbackOrder

  /// The file other languages are compared with: the configured language when given (and nothing
  /// if the table lacks it), else the development region when the table has it, otherwise the
  /// first of `defaultBaseCandidates` that exists (`BaseLanguage.choose`).
  package func base(configured: String?, developmentRegion: DevelopmentRegion? = nil) -> TableFile? {
    baseLanguage(configured: configured, developmentRegion: developmentRegion).flatMap { choice in
      files.first { $0.language == choice.language }
    }
  }

  /// The base language of this table and why (`BaseLanguage.choose` over its languages).
  package func baseLanguage(
    configured: String?, sourceLanguage: String? = nil, developmentRegion: DevelopmentRegion?
  ) -> BaseLanguage? {
    BaseLanguage.choose(
      among: languages, configured: configured, sourceLanguage: sourceLanguage,
      developmentRegion: developmentRegion)
  }
}
