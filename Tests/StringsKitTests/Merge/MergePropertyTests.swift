import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Merge properties over generated base/translation pairs (`TablePairGenerator`), for every
/// obsolete-key policy:
///
/// - no translation of a key that stays in the base is altered or dropped, and its statement keeps
///   every byte;
/// - every key new in the base appears exactly once, with the base's value;
/// - `keep` loses nothing: every key and value of the translation is still loaded;
/// - `remove` and `comment` retire exactly the keys the base lacks;
/// - the file keeps its encoding and byte-order mark;
/// - a second merge changes nothing.
///
/// `make test` runs `LSTRINGS_MERGE_CASES` pairs (default 150) of up to 40 keys; set
/// `LSTRINGS_MERGE_CASES` and `LSTRINGS_MERGE_KEYS` for larger runs (`make -C . merge-stress`
/// is not a target: see docs/diff-merge.md, "Testing at larger sizes").
struct MergePropertyTests {
  static let caseCount =
    Int(ProcessInfo.processInfo.environment["LSTRINGS_MERGE_CASES"] ?? "") ?? 150
  static let maximumKeys =
    Int(ProcessInfo.processInfo.environment["LSTRINGS_MERGE_KEYS"] ?? "") ?? 40

  @Test(arguments: MergeOptions.ObsoletePolicy.allCases)
  func mergeKeepsEveryTranslationAndAddsEveryNewKeyOnce(_ policy: MergeOptions.ObsoletePolicy)
    throws
  {
    for seed in 0..<UInt64(Self.caseCount) {
      var generator = TablePairGenerator(seed: seed &* 7919 &+ 17)
      let pair = generator.make(
        keyCount: Int.random(in: 0...Self.maximumKeys, using: &generator.random))
      try check(pair, policy: policy, seed: seed)
    }
  }

  func check(_ pair: TablePairGenerator.Pair, policy: MergeOptions.ObsoletePolicy, seed: UInt64)
    throws
  {
    let context = Comment(rawValue: "seed \(seed): \(pair.description)")
    let baseResult = StringsParser.parse(pair.base, path: "en.strings")
    let translation = StringsParser.parse(pair.translation, path: "de.strings")
    dumpIfAsked(
      seed,
      "BASE\n" + String(decoding: pair.base, as: UTF8.self) + "\nTRANSLATION\n"
        + translation.file.text.string + "\n"
        + XcodeReporter.render(baseResult.diagnostics + translation.diagnostics))
    try #require(
      !baseResult.hasErrors && !translation.hasErrors,
      "the generator made an invalid table; \(context)")
    let base = try #require(BaseEntry.entries(of: baseResult)).entries
    let options = MergeOptions(
      obsolete: policy, newEntryMarker: seed % 3 == 0 ? "TODO: translate" : nil)
    guard case .merged(let result) = Merger(options: options).merge(base, into: translation) else {
      Issue.record("a valid translation was refused; \(context)")
      return
    }
    let merged = StringsParser.parse(result.merged, path: "de.strings")
    dumpIfAsked(seed, "MERGED\n" + merged.file.text.string)
    let outcome = MergeOutcome(
      base: base, translation: translation, merged: merged, oldTable: try #require(translation.table),
      newTable: try #require(merged.table, context), policy: policy, context: context)
    outcome.expectKeptTranslationsUntouched()
    outcome.expectNewKeysOnceWithTheBaseValue()
    outcome.expectObsoleteKeysFollowThePolicy()
    try outcome.expectTheBaseCommentsAbove()
    // Encoding and BOM.
    #expect(merged.file.encoding == translation.file.encoding, context)
    #expect(result.merged.starts(with: pair.encoding.byteOrderMark), context)
    // A second merge is a no-op.
    guard case .merged(let again) = Merger(options: options).merge(base, into: merged) else {
      Issue.record("the merged file was refused; \(context)")
      return
    }
    let unchanged = again.merged == result.merged
    #expect(unchanged, "second merge changed the file; \(context)")
    #expect(
      again.added.isEmpty && again.commentsUpdated.isEmpty && again.removed.isEmpty
        && again.commentedOut.isEmpty, context)
  }

  /// Prints `text` when `LSTRINGS_MERGE_DUMP` names this seed, to debug one failing case.
  func dumpIfAsked(_ seed: UInt64, _ text: @autoclosure () -> String) {
    if let dump = ProcessInfo.processInfo.environment["LSTRINGS_MERGE_DUMP"], dump == "\(seed)" {
      print(text())
    }
  }
}

/// One merge of a generated pair, and the properties its result must have.
private struct MergeOutcome {
  let base: [BaseEntry]
  let translation: StringsParseResult
  let merged: StringsParseResult
  let oldTable: [StringsText: StringsValue]
  let newTable: [StringsText: StringsValue]
  let policy: MergeOptions.ObsoletePolicy
  let context: Comment

  var baseValues: [StringsText: StringsText] {
    Dictionary(base.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }

  /// Each key's statements in the merged file, as bytes.
  var mergedStatements: [StringsText: [[UInt8]]] {
    Dictionary(grouping: merged.file.entries, by: \.key).mapValues { $0.map { Array($0.text) } }
  }

  /// Kept translations: same value, same statement bytes.
  func expectKeptTranslationsUntouched() {
    let baseValues = baseValues
    let mergedStatements = mergedStatements
    for entry in translation.file.entries where baseValues[entry.key] != nil || policy == .keep {
      #expect(
        newTable[entry.key] == oldTable[entry.key],
        "\(entry.key.debugDescription) changed; \(context)")
      #expect(
        mergedStatements[entry.key]?.contains(Array(entry.text)) == true,
        "\(entry.key.debugDescription)'s statement was rewritten; \(context)")
    }
  }

  /// New keys: exactly once, with the base value.
  func expectNewKeysOnceWithTheBaseValue() {
    let mergedStatements = mergedStatements
    for (key, value) in baseValues where oldTable[key] == nil {
      #expect(
        mergedStatements[key]?.count == 1,
        "\(key.debugDescription) added \(mergedStatements[key]?.count ?? 0) times; \(context)")
      #expect(newTable[key] == .string(value), context)
    }
  }

  /// Obsolete keys: kept, or gone; and nothing else is loaded.
  func expectObsoleteKeysFollowThePolicy() {
    let baseValues = baseValues
    for key in oldTable.keys where baseValues[key] == nil {
      switch policy {
      case .keep: #expect(newTable[key] == oldTable[key], context)
      case .comment, .remove:
        #expect(newTable[key] == nil, "\(key.debugDescription) still loaded; \(context)")
      }
    }
    #expect(
      Set(newTable.keys) == Set(baseValues.keys).union(policy == .keep ? Set(oldTable.keys) : []),
      context)
  }

  /// Comments from the base (other than genstrings' placeholder) are the entries' comments now.
  func expectTheBaseCommentsAbove() throws {
    let comments = try #require(CommentedTable(merged)).entries
    for entry in base {
      guard let comment = entry.comment, comment != BaseEntry.placeholderComment else { continue }
      #expect(
        comments[entry.key]?.comment == comment, "\(entry.key.debugDescription) comment; \(context)"
      )
    }
  }
}

extension Array where Element == UInt8 {
  /// The bytes as text, for failure output.
  fileprivate var string: String { String(decoding: self, as: UTF8.self) }
}
