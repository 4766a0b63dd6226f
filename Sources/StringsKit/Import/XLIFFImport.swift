import Foundation

/// `lstrings import`: translated XLIFF (bare, or inside `.xcloc` localization catalogs) back into
/// the catalogs and tables of a project, safer than Xcode's import.
///
/// - Every `<file original=…>` goes back into the file it came from (`ImportTarget`), resolved
///   inside the project folder; an original that leaves it (`../`, an absolute path) is an error.
/// - A translator's target is never discarded: each state comes in as `ImportedState` says
///   (`xcodeStates` for Xcode's policy of ignoring `new` and needs-review targets).
/// - A unit that cannot be placed is reported at its line (`unplaced-unit`) and nothing is
///   written for it; the others are.
/// - Malformed XML, a `<file>` without `target-language`, a language that does not match (the
///   `.xcloc`'s, or the catalog's source language), an original outside the project: a located
///   error, and nothing is written at all.
/// - Nothing outside the named files changes; each file is written atomically, after its new
///   bytes were read back (a catalog must read back to the same bytes, a table to exactly the
///   expected values).
public struct XLIFFImport: Sendable {
  /// The folder `original` paths are relative to.
  public var project: String
  /// Follow Xcode's policy: targets in state `new`, `needs-review-l10n` and
  /// `needs-review-translation` are ignored.
  public var xcodeStates: Bool

  public init(project: String = ".", xcodeStates: Bool = false) {
    self.project = project
    self.xcodeStates = xcodeStates
  }

  /// An argument that names no XLIFF and no `.xcloc`: a usage error.
  public struct InputError: Error, Sendable {
    public var message: String
  }

  /// What one project file gets.
  public struct FileUpdate: Sendable {
    /// The path of the file written (relative to the current folder, as the project was named).
    public var path: String
    /// The bytes it holds now; nil when it does not exist.
    public var original: [UInt8]?
    /// The bytes to write; nil when nothing changes.
    public var updated: [UInt8]?
    /// Unit by unit, in XLIFF order.
    public var changes: [ImportChange]

    public func count(_ kind: ImportChange.Kind) -> Int { changes.count { $0.kind == kind } }
  }

  /// Everything an import would do, computed before anything is written.
  public struct Plan: Sendable {
    public var updates: [FileUpdate] = []
    /// Sorted; errors for what was refused, warnings for units left out.
    public var diagnostics: [StringsDiagnostic] = []
    /// True when a problem stops the whole import: nothing is written.
    public var isRefused = false

    /// Whether some unit was not placed or some problem found (the command's exit status 1).
    public var hasProblems: Bool { isRefused || diagnostics.contains { $0.severity != .note } }
  }

  /// Reads every XLIFF the arguments name and computes each file's new bytes. Throws `InputError`
  /// for an argument that is neither an `.xliff` nor an `.xcloc`.
  public func plan(_ arguments: [String]) throws(InputError) -> Plan {
    var inputs: [XLIFFImportInput] = []
    for argument in arguments {
      do {
        inputs += try XLIFFImportInput.inputs(for: argument)
      } catch let error as InputError {
        throw error
      } catch {
        throw InputError(message: "\(argument): \(error)")
      }
    }
    var plan = Plan()
    var state = PlanState()
    for input in inputs {
      importXLIFF(input, into: &plan, state: &state)
    }
    for path in state.order {
      guard let original = state.originals[path] else { continue }
      let current = state.current[path]
      plan.updates.append(
        FileUpdate(
          path: path, original: original, updated: current == original ? nil : current ?? nil,
          changes: state.changes[path] ?? []))
    }
    plan.diagnostics.sort()
    if plan.isRefused {
      for index in plan.updates.indices { plan.updates[index].updated = nil }
    }
    return plan
  }

  /// Writes the plan's files (each atomically); returns the files that could not be written.
  public func write(_ plan: Plan) -> [StringsDiagnostic] {
    guard !plan.isRefused else { return [] }
    var failures: [StringsDiagnostic] = []
    for update in plan.updates {
      guard let bytes = update.updated else { continue }
      do {
        let folder = (update.path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        _ = try AtomicFile.write(bytes, to: update.path)
      } catch {
        failures.append(StringsDiagnostic(.writeFailed, message: "cannot write the file: \(error)", file: update.path))
      }
    }
    return failures
  }

  // MARK: - Planning

  /// The files as the import has changed them so far (two `<file>`s, or two XLIFFs, may name one).
  private struct PlanState {
    var order: [String] = []
    /// What each file holds on disk (empty array: it does not exist).
    var originals: [String: [UInt8]?] = [:]
    var current: [String: [UInt8]?] = [:]
    var changes: [String: [ImportChange]] = [:]
  }

  private func importXLIFF(_ input: XLIFFImportInput, into plan: inout Plan, state: inout PlanState) {
    let result: XLIFFParseResult
    do {
      result = try XLIFFReader.read(file: input.path)
    } catch {
      plan.diagnostics.append(StringsDiagnostic(.unreadableFile, message: "cannot read the file: \(error)", file: input.path))
      plan.isRefused = true
      return
    }
    plan.diagnostics += result.diagnostics
    if result.isMalformed || result.document.files.isEmpty || result.document.files.contains(where: { $0.targetLanguage == nil })
    {
      if result.document.files.isEmpty, !result.isMalformed {
        plan.diagnostics.append(
          StringsDiagnostic(.invalidXLIFF, message: "the XLIFF has no <file>: nothing to import", file: input.path))
      }
      plan.isRefused = true
      return
    }
    for file in result.document.files {
      importFile(file, from: input, into: &plan, state: &state)
    }
  }

  private func location(_ file: XLIFFFile, in path: String) -> StringsSourceLocation {
    StringsSourceLocation(file: path, line: file.location.line, column: file.location.column)
  }

  private func importFile(_ file: XLIFFFile, from input: XLIFFImportInput, into plan: inout Plan, state: inout PlanState) {
    guard let language = file.targetLanguage else { return }
    let here = location(file, in: input.path)
    if let expected = input.expectedLanguage, expected != language {
      plan.diagnostics.append(
        StringsDiagnostic(
          .wrongLanguage,
          message:
            "the <file> \"\(file.original)\" translates into \(language), but its localization catalog is for \(expected): nothing is imported",
          location: here))
      plan.isRefused = true
      return
    }
    guard let original = ProjectPath.resolve(file.original, in: project) else {
      plan.diagnostics.append(
        StringsDiagnostic(
          .originalOutsideProject,
          message:
            "the <file> names \"\(file.original)\", which is outside the project folder \(project): nothing is imported (lstrings writes only inside the project)",
          location: here))
      plan.isRefused = true
      return
    }
    let target = ImportTarget(original: original, language: language)
    switch target {
    case .catalog(let path):
      importCatalog(file, path: path, language: language, xliffPath: input.path, here: here, into: &plan, state: &state)
    case .table(let path, let exported):
      guard FileManager.default.fileExists(atPath: exported) else {
        unknownFile(file, path: exported, here: here, into: &plan)
        return
      }
      if let folderLanguage = ImportTarget.folderLanguage(of: exported), folderLanguage != file.sourceLanguage,
        exported.hasSuffix(".strings")
      {
        plan.diagnostics.append(
          StringsDiagnostic(
            .wrongLanguage,
            message:
              "the <file> says its source is in \(file.sourceLanguage), but \(exported) is the \(folderLanguage) table: nothing is imported",
            location: here))
        plan.isRefused = true
        return
      }
      if language == folderLanguage(exported) { return }
      load(path, into: &state)
      var table = StringsTableImport(file: file, tablePath: path, xliffPath: input.path, xcodeStates: xcodeStates)
      table.run(existing: state.current[path] ?? nil)
      plan.diagnostics += table.diagnostics
      state.changes[path, default: []] += table.changes
      if let output = table.output { state.current[path] = output }
    case .stringsdict(let path, let exported):
      guard FileManager.default.fileExists(atPath: exported), let source = try? FileReader.read(exported) else {
        unknownFile(file, path: exported, here: here, into: &plan)
        return
      }
      if language == folderLanguage(exported) { return }
      load(path, into: &state)
      var table = StringsdictImport(file: file, tablePath: path, xliffPath: input.path, xcodeStates: xcodeStates)
      table.run(source: source, existing: state.current[path] ?? nil)
      plan.diagnostics += table.diagnostics
      state.changes[path, default: []] += table.changes
      if let output = table.output { state.current[path] = output }
    }
  }

  private func folderLanguage(_ path: String) -> String? { ImportTarget.folderLanguage(of: path) }

  private func unknownFile(_ file: XLIFFFile, path: String, here: StringsSourceLocation, into plan: inout Plan) {
    let units = file.units.filter { $0.target != nil }.count
    plan.diagnostics.append(
      StringsDiagnostic(
        .unplacedUnit,
        message: "the project has no file \(path) (the <file>'s original): its \(units) translated units are not imported",
        location: here))
  }

  private func load(_ path: String, into state: inout PlanState) {
    guard state.originals[path] == nil else { return }
    let bytes = FileManager.default.fileExists(atPath: path) ? try? FileReader.read(path) : nil
    state.order.append(path)
    state.originals[path] = .some(bytes)
    state.current[path] = .some(bytes)
  }

  private func importCatalog(
    _ file: XLIFFFile, path: String, language: String, xliffPath: String, here: StringsSourceLocation,
    into plan: inout Plan, state: inout PlanState
  ) {
    guard FileManager.default.fileExists(atPath: path) else {
      unknownFile(file, path: path, here: here, into: &plan)
      return
    }
    load(path, into: &state)
    guard let bytes = state.current[path] ?? nil else {
      unknownFile(file, path: path, here: here, into: &plan)
      return
    }
    let parsed = StringCatalog.parse(bytes, path: path)
    guard let catalog = parsed.catalog, !parsed.hasSyntaxErrors else {
      plan.diagnostics.append(
        StringsDiagnostic(
          .unplacedUnit,
          message: "\(path) cannot be read as a String Catalog (lstrings lint says why): none of this file's units is imported",
          location: here))
      return
    }
    guard catalog.sourceLanguage == file.sourceLanguage else {
      plan.diagnostics.append(
        StringsDiagnostic(
          .wrongLanguage,
          message:
            "the <file> says its source is in \(file.sourceLanguage), but \(path) is written in \(catalog.sourceLanguage): nothing is imported",
          location: here))
      plan.isRefused = true
      return
    }
    var placement = CatalogImport(file: file, language: language, into: catalog, xliffPath: xliffPath, xcodeStates: xcodeStates)
    placement.run()
    plan.diagnostics += placement.diagnostics
    state.changes[path, default: []] += placement.changes
    guard placement.changes.contains(where: { $0.kind != .unchanged }) else { return }
    let updated = placement.catalog.encoded()
    // Read back before it lands: the bytes must read as a catalog that writes the same bytes.
    let reread = StringCatalog.parse(updated, path: path)
    guard let again = reread.catalog, !reread.hasSyntaxErrors, again.encoded() == updated else {
      plan.diagnostics.append(
        StringsDiagnostic(
          .mergeFailed,
          message: "the imported catalog does not read back as written, so it was left unchanged (please report this file)",
          file: path))
      return
    }
    state.current[path] = updated
  }
}

/// Paths inside the project folder.
enum ProjectPath {
  /// `project/original` with `.` and `..` resolved; nil when it leaves the project (a `..` above
  /// it, an absolute path, an empty one).
  static func resolve(_ original: String, in project: String) -> String? {
    guard !original.isEmpty, !original.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in original.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    guard !parts.isEmpty else { return nil }
    let base = project == "." ? "" : (project.hasSuffix("/") ? project : project + "/")
    return base + parts.joined(separator: "/")
  }
}
