import Foundation

/// Runs the enabled rules over a set of tables and returns sorted findings.
///
/// The order of work: parse every file (in parallel), run the table rules on every table that
/// loads, compare each translation with its base table when both parse completely, run the
/// project rules and, given the code's usage, the sources rules, then sort. Sorting makes the
/// output independent of file order and core count.
public struct Linter: Sendable {
  /// The ids of the rules to run.
  public var enabledRules: Set<String>
  /// The base language asked for (`--base`), or nil for the default choice.
  public var baseLanguage: String?
  /// The project's development region (`DevelopmentRegion.find`): the base of every table that
  /// has it, unless `baseLanguage` is given or the table is a catalog.
  package var developmentRegion: DevelopmentRegion?
  /// The project's deployment targets (`DeploymentTargets.find`): which CLDR plural rules its
  /// users' OS releases apply.
  package var deploymentTargets = DeploymentTargets()
  /// Does all the work on the calling thread (tests check that the findings are the same).
  var runsSerially = false

  init(enabledRules: Set<String> = LintRules.enabledByDefault, baseLanguage: String? = nil) {
    self.enabledRules = enabledRules
    self.baseLanguage = baseLanguage
  }

  /// Settings from `.lstrings.json` and the command line. Throws for an unknown rule id.
  public init(configuration: LintConfiguration) throws(LintConfiguration.Problem) {
    self.init(enabledRules: try configuration.enabledRules(), baseLanguage: configuration.base)
  }

  /// Reads, parses and checks every file of the project; with `usage`, also compares the base
  /// tables with the code (`unused-key`, `undefined-key`).
  public func lint(_ project: LocalizationProject, usage: CodeUsage? = nil) -> LintReport {
    _ = Self.allocatorSetUp
    let files = project.files
    let catalogs = project.catalogs
    var tables = Parallel.map(files.count + catalogs.count, serially: runsSerially) { index in
      index < files.count
        ? [LintTable(file: files[index])] : LintTable.catalogTables(path: catalogs[index - files.count])
    }.flatMap { $0 }
    let pluralFiles = project.pluralTables
    let pluralTables = Parallel.map(pluralFiles.count, serially: runsSerially) { PluralTable(file: pluralFiles[$0]) }
    var report = lint(tables, pluralTables: pluralTables, usage: usage)
    if !runsSerially { Self.freeInBackground(&tables) }
    if !project.xliffs.isEmpty { XLIFFLint(enabledRules: enabledRules).add(project.xliffs, to: &report) }
    return report
  }

  /// Hands the tables to another core to free: a large table's escaped keys and values are
  /// freed one by one (10 M instructions per 10 MB of gen-corpus's text), which the caller,
  /// about to print the report and exit, need not wait for.
  private static func freeInBackground(_ tables: inout [LintTable]) {
    let doomed = DoomedTables(tables)
    tables = []
    DispatchQueue.global(qos: .utility).async { doomed.tables = [] }
  }

  /// Checks tables already parsed (tests build them from text). `pluralTables` are the
  /// `.stringsdict` files whose keys count as defined in their language.
  func lint(_ tables: [LintTable], pluralTables: [PluralTable] = [], usage: CodeUsage? = nil)
    -> LintReport
  {
    // Grouped once, by position in the sorted tables: preparing them needs the groups (a table
    // in a group of one is compared with nothing), and the checks need the prepared tables.
    let sorted = tables.sorted { $0.file < $1.file }
    let members = Self.groupMembers(of: sorted)
    let tables = prepare(sorted, members: members, pluralTables: pluralTables)
    let groups = members.map { $0.map { tables[$0] } }
    let rules = LintRules.all.filter { enabledRules.contains($0.description.id) }.map { rule -> any LintRule in
      let instance = rule.init()
      // The one rule that depends on the OS releases the project supports.
      guard var unused = instance as? UnusedPluralCategoryRule else { return instance }
      unused.deploymentTargets = deploymentTargets
      return unused
    }
    let comparisons = groups.map { group in comparison(group) }
    // The base of each group, when it parses completely (otherwise nothing is compared with it).
    var bases: [LintTable?] = zip(groups, comparisons).map { group, comparison in
      group.first { $0.file == comparison.base && $0.isComplete }
    }
    if let usage, enabledRules.contains(PlaceholderMismatchRule.description.id) {
      FormattingCalls.mark(&bases, groups: groups, usage: usage)
    }

    var diagnostics = parseFindings(tables, groups: groups, comparisons: comparisons)
    diagnostics += tableFindings(tables, rules: rules.compactMap { if case .table(let rule) = $0.scoped { rule } else { nil } })
    diagnostics += pluralTables.flatMap(\.diagnostics).filter {
      enabledRules.contains($0.ruleID) || LintRules.rule(id: $0.ruleID) == nil
    }
    diagnostics += pluralFindings(
      tables.filter(\.isLoaded).map(\.pluralForms) + pluralTables.map(\.forms),
      rules: rules.compactMap { if case .plural(let rule) = $0.scoped { rule } else { nil } })
    diagnostics += translationFindings(
      groups, bases: bases,
      rules: rules.compactMap { if case .translation(let rule) = $0.scoped { rule } else { nil } })
    // Only the document rules are offered: each `as?` to their protocols scans the binary's
    // conformance records (72 failing casts were 18 M instructions, a quarter of a small lint).
    if !groups.isEmpty {
      diagnostics += InterfaceBuilderLint.findings(
        groups, rules: rules.filter { type(of: $0).description.scope == .document }, serially: runsSerially)
    }
    for rule in rules.compactMap({ if case .project(let rule) = $0.scoped { rule } else { nil } }) {
      diagnostics += run(rule) { rule.check(tables, pluralTables: pluralTables, into: &$0) }
    }
    if let usage {
      let completeBases = bases.compactMap { $0 }
      let names = Set(tables.map(\.file.name) + pluralTables.map(\.file.name))
      for rule in rules.compactMap({ if case .sources(let rule) = $0.scoped { rule } else { nil } }) {
        diagnostics += run(rule) { rule.check(completeBases, usage: usage, tableNames: names, into: &$0) }
      }
    }
    diagnostics.sort()
    return LintReport(
      diagnostics: diagnostics, fileCount: Set(tables.map(\.file.path) + pluralTables.map(\.file.path)).count,
      comparisons: comparisons)
  }

  /// Large arrays straight from `mmap`, whichever thread allocates them: with glibc's sliding
  /// threshold the second core's half of a table and its rules' arrays went to that thread's own
  /// arena, and a 100 MB table peaked 7 MB higher (208 MB, over twice the file) than on one core.
  /// (`mallopt` is looked up at run time: Swift's Glibc module does not export `malloc.h`.)
  private static let allocatorSetUp: Void = {
    #if os(Linux)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      if let symbol = dlsym(nil, "mallopt") {
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 256 << 10)
      }
    #endif
  }()

  // MARK: - Steps

  /// Attaches the sorted tables' `.stringsdict` keys and, when `placeholder-mismatch` runs,
  /// parses the placeholders of the tables it compares once (on every core): a base is compared
  /// with every translation. A table compared with nothing (one language, or a file outside a
  /// `.lproj`) keeps none: `invalid-placeholder` reads each value once, so storing its summaries
  /// would only cost memory (and a third of `lstrings lint`'s time on one 100 MB table).
  private func prepare(_ sorted: [LintTable], members: [[Int]], pluralTables: [PluralTable]) -> [LintTable] {
    let plural = Dictionary(
      pluralTables.filter { $0.file.language != nil }.map { (Self.pluralKey($0.file), $0.keys) },
      uniquingKeysWith: { $0.union($1) })
    var isCompared = [Bool](repeating: false, count: sorted.count)
    if enabledRules.contains(PlaceholderMismatchRule.description.id) {
      for group in members where group.count > 1 {
        for index in group { isCompared[index] = true }
      }
    }
    let compared = isCompared
    return Parallel.map(sorted.count, serially: runsSerially) { index in
      var table = sorted[index]
      if table.isLoaded, compared[index] { table.preparePlaceholders() }
      if table.file.language != nil, let keys = plural[Self.pluralKey(table.file)] {
        table.pluralKeys = keys
      }
      return table
    }
  }

  /// The parser's diagnostics of enabled rules, with what a rejected table means for its group.
  private func parseFindings(
    _ tables: [LintTable], groups: [[LintTable]], comparisons: [LintReport.Comparison]
  ) -> [StringsDiagnostic] {
    var diagnostics = tables.map { parseDiagnostics(of: $0) }
    annotateRejected(&diagnostics, tables: tables, groups: groups, comparisons: comparisons)
    return diagnostics.flatMap { $0 }
  }

  /// The table rules on every table that loads, on every core: one task per table and rule, so
  /// that one large table keeps both cores busy (invalid-placeholder beside equivalent-keys).
  ///
  /// `invalid-placeholder` on a large table is the longest task by far (three times
  /// equivalent-keys on gen-corpus's tables), and each entry's findings depend on that entry
  /// alone: it is cut into parts taken after the table's other rules, so that the core that
  /// finishes those takes a share of it instead of waiting.
  private func tableFindings(_ tables: [LintTable], rules: [any TableRule]) -> [StringsDiagnostic] {
    guard !rules.isEmpty else { return [] }
    var tasks: [(table: Int, rule: Int, entries: Range<Int>?)] = []
    for (tableIndex, table) in tables.enumerated() where table.isLoaded {
      var parts: [(table: Int, rule: Int, entries: Range<Int>?)] = []
      for (ruleIndex, rule) in rules.enumerated() {
        let ranges = rule is InvalidPlaceholderRule ? InvalidPlaceholderRule.parts(of: table) : []
        if ranges.isEmpty { tasks.append((tableIndex, ruleIndex, nil)) }
        parts += ranges.map { (tableIndex, ruleIndex, $0) }
      }
      tasks += parts
    }
    let taskList = tasks
    return Parallel.map(taskList.count, serially: runsSerially) { index -> [StringsDiagnostic] in
      let task = taskList[index]
      let table = tables[task.table]
      let rule = rules[task.rule]
      if let entries = task.entries, let placeholders = rule as? InvalidPlaceholderRule {
        return run(placeholders) { placeholders.check(table, entries: entries, into: &$0) }
          .inLanguage(table.file.language)
      }
      return run(rule) { rule.check(table, into: &$0) }.inLanguage(table.file.language)
    }.flatMap { $0 }
  }

  /// The plural rules on every set of plural forms, with its language's CLDR rules (one list
  /// per file and language, all of one language).
  private func pluralFindings(_ lists: [[PluralForms]], rules: [any PluralRule]) -> [StringsDiagnostic] {
    guard !rules.isEmpty else { return [] }
    return Parallel.map(lists.count, serially: runsSerially) { index -> [StringsDiagnostic] in
      let list = lists[index]
      guard let language = list.first?.language, let plural = PluralRules.forLanguage(language) else {
        return []
      }
      return rules.flatMap { rule in
        run(rule) { findings in
          for forms in list { rule.check(forms, rules: plural, into: &findings) }
        }.inLanguage(language)
      }
    }.flatMap { $0 }
  }

  /// The translation rules on each translation that parses completely, against its base.
  private func translationFindings(
    _ groups: [[LintTable]], bases: [LintTable?], rules: [any TranslationRule]
  ) -> [StringsDiagnostic] {
    var pairs: [(base: Int, translation: LintTable)] = []
    for (index, group) in groups.enumerated() {
      guard let base = bases[index] else { continue }
      for translation in group where translation.file != base.file && translation.isComplete {
        pairs.append((index, translation))
      }
    }
    return rules.flatMap { rule in compare(rule, bases: bases, pairs: pairs) }
  }

  /// The folder and table name a `.strings` file and its `.stringsdict` share.
  private static func pluralKey(_ file: TableFile) -> String {
    "\(file.bundle)/\(file.language ?? "")/\(file.name)"
  }

  /// Runs one translation rule over every pair: its base indexes first, then the pairs.
  private func compare<Rule: TranslationRule>(
    _ rule: Rule, bases: [LintTable?], pairs: [(base: Int, translation: LintTable)]
  ) -> [StringsDiagnostic] {
    let indexes = Parallel.map(bases.count, serially: runsSerially) { index in bases[index].map(rule.index) }
    return Parallel.map(pairs.count, serially: runsSerially) { index -> [StringsDiagnostic] in
      let pair = pairs[index]
      guard let base = bases[pair.base], let baseIndex = indexes[pair.base] else { return [] }
      return run(rule) { rule.check(pair.translation, base: base, index: baseIndex, into: &$0) }
        .inLanguage(pair.translation.file.language)
    }.flatMap { $0 }
  }

  private func run<Rule: LintRule>(_ rule: Rule, _ body: (inout Findings) -> Void) -> [StringsDiagnostic] {
    var findings = Findings(ruleID: Rule.description.id, severity: Rule.description.defaultSeverity)
    body(&findings)
    return findings.diagnostics
  }

  /// The parser's diagnostics that belong to enabled rules (an id no rule declares is kept: a
  /// problem is never hidden because a rule is missing from the list).
  private func parseDiagnostics(of table: LintTable) -> [StringsDiagnostic] {
    table.parseDiagnostics.filter {
      enabledRules.contains($0.ruleID) || LintRules.rule(id: $0.ruleID) == nil
    }
  }

  /// The positions of the tables of each bundle and table name, groups in id order and each in
  /// language order; tables outside `.lproj` folders are in no group.
  static func groupMembers(of tables: [LintTable]) -> [[Int]] {
    var grouped: [TableGroup.ID: [Int]] = [:]
    for (index, table) in tables.enumerated() where table.file.language != nil {
      grouped[TableGroup.ID(bundle: table.file.bundle, name: table.file.name), default: []].append(index)
    }
    return grouped.sorted { $0.key < $1.key }.map {
      $0.value.sorted { (tables[$0].file.language ?? "") < (tables[$1].file.language ?? "") }
    }
  }

  private func comparison(_ group: [LintTable]) -> LintReport.Comparison {
    let files = group.map(\.file)
    let id = TableGroup.ID(bundle: files[0].bundle, name: files[0].name)
    // A catalog says which language its keys are written in.
    let choice = TableGroup(id: id, files: files).baseLanguage(
      configured: baseLanguage, sourceLanguage: group.first?.catalog?.catalog.sourceLanguage,
      developmentRegion: developmentRegion)
    let base = choice.flatMap { choice in files.first { $0.language == choice.language } }
    return LintReport.Comparison(
      group: id, base: base, translations: files.filter { $0 != base }.compactMap(\.language),
      baseSource: choice?.source)
  }

  /// Says, on the parse error of a table CF rejects, what that means for its group: a rejected
  /// translation shows users raw keys (or default values) for every key; a rejected base stops
  /// all comparisons.
  private func annotateRejected(
    _ diagnostics: inout [[StringsDiagnostic]], tables: [LintTable], groups: [[LintTable]],
    comparisons: [LintReport.Comparison]
  ) {
    var position: [TableFile: Int] = [:]
    for (index, table) in tables.enumerated() { position[table.file] = index }
    for (group, comparison) in zip(groups, comparisons) where group.count > 1 {
      guard let baseFile = comparison.base, let base = group.first(where: { $0.file == baseFile })
      else { continue }
      for table in group where !table.isComplete {
        guard let index = position[table.file],
          let first = diagnostics[index].firstIndex(where: \.meansContentWasLost)
        else { continue }
        let note: String
        if table.file == baseFile {
          note = "other languages are not compared with this base table until it parses completely"
        } else if !table.isLoaded, base.isComplete {
          note =
            "CFBundle loads this table as empty: for all \(LintMessage.count(base.loadedEntries.count, "key", "keys")) of \(base.displayLanguage), users of \(table.displayLanguage) see the key or the call's default value; it is compared with \(base.displayLanguage) once it parses"
        } else {
          note = "this table is compared with \(base.displayLanguage) once it parses completely"
        }
        diagnostics[index][first].notes.append(StringsDiagnostic.Note(message: note))
      }
    }
  }
}

/// Tables on their way to be freed on another thread (only that thread touches them after the
/// hand-over).
private final class DoomedTables: @unchecked Sendable {
  var tables: [LintTable]

  init(_ tables: [LintTable]) {
    self.tables = tables
  }
}
