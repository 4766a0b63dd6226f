import Foundation

/// `lstrings extract -o …xcstrings` as a library call: finds the catalog of each table, syncs it
/// with the code's keys, and writes it back in Xcode's exact bytes — only when something changed,
/// so that a second run with no code change touches nothing (and CI can run
/// `lstrings extract … && git diff --exit-code`).
package enum CatalogFileSync {
  /// Where the catalogs are.
  public enum Destination: Sendable, Hashable {
    /// One catalog; its table is its file name (`Settings.xcstrings` → `Settings`). When the code
    /// uses no key of that table (a catalog named unlike any table), it is left alone rather than
    /// emptied.
    case file(String)
    /// A folder of `<Table>.xcstrings`: each table the code uses goes to its catalog, created
    /// when missing. A catalog of a table no source uses is left alone (`InfoPlist.xcstrings`
    /// holds keys from Info.plist, not from code).
    case directory(String)
  }

  public struct Options: Sendable, Hashable {
    /// The `sourceLanguage` of a catalog that has to be created.
    public var sourceLanguage: String
    /// False when some source could not be read: nothing is deleted or marked stale.
    public var removesMissingKeys: Bool
    /// Work out the changes, write nothing.
    public var isDryRun: Bool

    public init(sourceLanguage: String = "en", removesMissingKeys: Bool = true, isDryRun: Bool = false) {
      self.sourceLanguage = sourceLanguage
      self.removesMissingKeys = removesMissingKeys
      self.isDryRun = isDryRun
    }
  }

  /// What happened to one catalog.
  public struct Outcome: Sendable {
    public enum Status: Sendable {
      /// Synced (`created`: the file did not exist); `written`: the file was (re)written.
      case synced(CatalogSync.Result, created: Bool, written: Bool)
      /// A catalog whose table no source uses: not read, not written.
      case unusedTable
      /// The file could not be read as a catalog: never rewritten. The diagnostics say why.
      case unparsable([StringsDiagnostic])
      /// The catalog could not be written (the message says why).
      case unwritable(String)
    }

    /// The table name (the file name without `.xcstrings`).
    public var table: String
    public var path: String
    public var status: Status

    /// Whether the run failed for this catalog (exit status 1).
    public var isFailure: Bool {
      switch status {
      case .unparsable, .unwritable: true
      case .synced, .unusedTable: false
      }
    }
  }

  public static let fileExtension = "xcstrings"

  /// Syncs every catalog of `destination` with `keys` (the code's keys by table, from
  /// `CodeKey.byTable`). Outcomes are sorted by table name.
  public static func run(_ destination: Destination, keys: [String: [CodeKey]], options: Options) -> [Outcome] {
    targets(destination, tables: Set(keys.keys)).map { target in
      guard target.isUsed else { return Outcome(table: target.table, path: target.path, status: .unusedTable) }
      return sync(target, keys: keys[target.table] ?? [], options: options)
    }
  }

  /// Every catalog to consider: the destination's file, or the folder's catalogs plus one for
  /// each table the code uses that has none.
  static func targets(_ destination: Destination, tables: Set<String>) -> [(table: String, path: String, isUsed: Bool)] {
    switch destination {
    case .file(let path):
      let name = URL(fileURLWithPath: path).lastPathComponent
      let table = name.hasSuffix("." + fileExtension) ? String(name.dropLast(fileExtension.count + 1)) : name
      return [(table, path, tables.contains(table))]
    case .directory(let directory):
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      var existing = Set<String>()
      for name in names where name.hasSuffix("." + fileExtension) && !name.hasPrefix(".") {
        existing.insert(String(name.dropLast(fileExtension.count + 1)))
      }
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      return existing.union(tables).sorted().map { table in
        (table, prefix + table + "." + fileExtension, tables.contains(table))
      }
    }
  }

  private static func sync(_ target: (table: String, path: String, isUsed: Bool), keys: [CodeKey], options: Options) -> Outcome {
    func outcome(_ status: Outcome.Status) -> Outcome { Outcome(table: target.table, path: target.path, status: status) }
    let exists = FileManager.default.fileExists(atPath: target.path)
    var catalog = StringCatalog(sourceLanguage: options.sourceLanguage)
    if exists {
      let parsed: CatalogParseResult
      do {
        parsed = try StringCatalog.parse(file: target.path)
      } catch {
        return outcome(.unparsable([Self.unreadable(target.path, error)]))
      }
      let errors = parsed.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty, let read = parsed.catalog else { return outcome(.unparsable(errors)) }
      catalog = read
    }
    let result = CatalogSync.sync(catalog, with: keys, removesMissingKeys: options.removesMissingKeys)
    guard !options.isDryRun, result.hasChanges || !exists else {
      return outcome(.synced(result, created: !exists, written: false))
    }
    do {
      let directory = URL(fileURLWithPath: target.path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let written = try AtomicFile.write(result.catalog.encoded(), to: target.path)
      return outcome(.synced(result, created: !exists, written: written))
    } catch {
      return outcome(.unwritable("\(error)"))
    }
  }

  private static func unreadable(_ path: String, _ error: Error) -> StringsDiagnostic {
    StringsDiagnostic(
      .parseError, message: "cannot read the catalog: \((error as? FileReader.ReadError)?.reason ?? "\(error)")",
      file: path)
  }
}
