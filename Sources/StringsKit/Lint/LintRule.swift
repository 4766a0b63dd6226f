/// A check with a stable id, a default severity and documentation.
///
/// Each rule declares *what* it checks in one of the scoped protocols below; the `Linter` decides
/// *when* to run it (only on tables it can trust, see `LintTable`), stamps the configured severity
/// on what it finds, and sorts the result. A rule never prints and never reads files.
protocol LintRule: Sendable {
  /// The rule's id, severity and documentation.
  static var description: RuleDescription { get }
  init()
  /// The rule as the scoped protocol it checks through (provided by each protocol's extension).
  var scoped: ScopedRule { get }
}

/// A rule seen through the one scoped protocol it conforms to.
///
/// The `Linter` used to find them with `as? any TableRule` and so on: 124 dynamic casts per run,
/// each a scan of the binary's conformance records the first time, 30 M instructions (about
/// 10 ms, a thirtieth of the 50-language lint). A witness picked at compile time costs nothing.
enum ScopedRule: Sendable {
  case table(any TableRule)
  case translation(any TranslationRule)
  case plural(any PluralRule)
  case project(any ProjectRule)
  case sources(any SourcesRule)
  /// Reported while parsing (`ParserRule`), or by no check of the `Linter`'s.
  case other
}

extension LintRule {
  var scoped: ScopedRule { .other }
}

extension TableRule {
  var scoped: ScopedRule { .table(self) }
}

extension TranslationRule {
  var scoped: ScopedRule { .translation(self) }
}

extension PluralRule {
  var scoped: ScopedRule { .plural(self) }
}

extension ProjectRule {
  var scoped: ScopedRule { .project(self) }
}

extension SourcesRule {
  var scoped: ScopedRule { .sources(self) }
}

/// What a rule looks at, which decides when the `Linter` runs it.
package enum RuleScope: String, Sendable, Hashable, CaseIterable {
  /// Reported by the parser while reading a file (`StringsParser`); the rule only documents it.
  case parser
  /// One table on its own (every table that loads).
  case table
  /// A translation compared with its base-language table (both must parse completely).
  case translation
  /// Each set of plural forms (catalogs and `.stringsdict` files) against its language's CLDR
  /// plural rules.
  case plurals
  /// A storyboard's or xib's tables against the document, `InfoPlist.strings` against
  /// `Info.plist` (see `InterfaceBuilderRule`).
  case document
  /// Every table of the run together.
  case project
  /// The base tables against the code (`--sources`).
  case sources
}

/// Everything people and tools need to know about a rule, declared once beside its check.
///
/// The id, default severity and title come from the rule's `DiagnosticKind`, the catalogue of
/// every id any tool reports; what only a rule has (its scope, whether it runs by default, its
/// documentation and examples, which are also its tests) is declared here.
package struct RuleDescription: Sendable, Hashable {
  /// The kind of diagnostic the rule reports.
  public var kind: DiagnosticKind
  public var scope: RuleScope
  /// Whether the rule runs without `--enable`.
  public var isEnabledByDefault: Bool
  /// One paragraph (Markdown) on what the rule reports and why it matters at run time.
  public var documentation: String
  /// The examples, built when asked: only the tests and the rules page read them, and building
  /// every rule's files cost each lint run about 4 M instructions (callgrind, 10 MB table).
  private let examples: @Sendable () -> (triggering: [RuleExample], nonTriggering: [RuleExample])

  /// Files on which the rule reports, at the places their markers say (see `RuleExample`).
  public var triggering: [RuleExample] { examples().triggering }
  /// Files on which the rule must report nothing: the cases it is careful not to call wrong.
  public var nonTriggering: [RuleExample] { examples().nonTriggering }

  public init(
    kind: DiagnosticKind, scope: RuleScope, isEnabledByDefault: Bool = true,
    documentation: String, triggering: @autoclosure @escaping @Sendable () -> [RuleExample] = [],
    nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample] = []
  ) {
    self.kind = kind
    self.scope = scope
    self.isEnabledByDefault = isEnabledByDefault
    self.documentation = documentation
    self.examples = { (triggering(), nonTriggering()) }
  }

  public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool {
    lhs.kind == rhs.kind && lhs.scope == rhs.scope && lhs.isEnabledByDefault == rhs.isEnabledByDefault
      && lhs.documentation == rhs.documentation && lhs.triggering == rhs.triggering
      && lhs.nonTriggering == rhs.nonTriggering
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(documentation)
  }

  /// The stable id used by `--enable`/`--disable`, `.lstrings.json` and every reporter.
  public var id: String { kind.id }
  /// A short title, for SARIF and the rules page.
  public var name: String { kind.summary }
  public var defaultSeverity: StringsDiagnostic.Severity { kind.defaultSeverity }
}

/// A rule that checks one table on its own.
protocol TableRule: LintRule {
  func check(_ table: LintTable, into findings: inout Findings)
}

/// A rule that compares a translation with the table of the base language.
///
/// A base table is compared with every other language (50 in a large app), so what a rule needs
/// from it is computed once, by `index`, and shared by all those comparisons.
protocol TranslationRule: LintRule {
  /// What the rule precomputes from a base table (nothing by default).
  associatedtype BaseIndex: Sendable = Void
  func index(_ base: LintTable) -> BaseIndex
  func check(
    _ translation: LintTable, base: LintTable, index: BaseIndex, into findings: inout Findings)
}

extension TranslationRule where BaseIndex == Void {
  func index(_ base: LintTable) {}
}

/// A rule that looks at every table of the run at once.
protocol ProjectRule: LintRule {
  func check(_ tables: [LintTable], into findings: inout Findings)
  /// The same with the run's `.stringsdict` files, which are not tables of their own (the
  /// default ignores them).
  func check(_ tables: [LintTable], pluralTables: [PluralTable], into findings: inout Findings)
}

extension ProjectRule {
  func check(_ tables: [LintTable], pluralTables: [PluralTable], into findings: inout Findings) {
    check(tables, into: &findings)
  }
}

/// A rule that compares the base-language tables with the keys the code looks up.
protocol SourcesRule: LintRule {
  /// - Parameters:
  ///   - bases: the base table of every group that parses completely.
  ///   - tableNames: the name of every table of the run, in any language and state (a table the
  ///     code uses that is none of them does not exist at all).
  func check(_ bases: [LintTable], usage: CodeUsage, tableNames: Set<String>, into findings: inout Findings)
}

/// A rule that checks one set of plural forms (a catalog's or a `.stringsdict`'s) against the
/// CLDR plural rules of its language. Forms of a language CLDR does not know are not checked.
protocol PluralRule: LintRule {
  func check(_ forms: PluralForms, rules: PluralRules, into findings: inout Findings)
}

/// A rule whose findings the parser reports; it exists to be documented, enabled and disabled.
protocol ParserRule: LintRule {}

/// Collects one rule's findings, stamping its id and configured severity on each.
struct Findings: Sendable {
  let ruleID: String
  let severity: StringsDiagnostic.Severity
  private(set) var diagnostics: [StringsDiagnostic] = []

  init(ruleID: String, severity: StringsDiagnostic.Severity) {
    self.ruleID = ruleID
    self.severity = severity
  }

  /// Records a finding. `lowered` gives it a lower severity than the rule's (a rule whose
  /// finding matters less in some cases, as a plural category only large numbers reach); it
  /// never raises it.
  mutating func report(
    _ message: String, at location: StringsSourceLocation, notes: [StringsDiagnostic.Note] = [],
    key: StringsText? = nil, lowered: StringsDiagnostic.Severity? = nil
  ) {
    diagnostics.append(
      StringsDiagnostic(
        severity: lowered.map { min($0, severity) } ?? severity, ruleID: ruleID, message: message,
        location: location, notes: notes, key: key?.string))
  }

  /// Takes the findings of the same rule made elsewhere (a part of a table checked on another core).
  mutating func append(contentsOf other: Findings) {
    diagnostics += other.diagnostics
  }
}
