import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The six real `.stringsdict` files of `../shared/corpus/catalogs`: the model holds exactly
/// CoreFoundation's values, and every key is located where the file has it.
@Suite struct StringsdictCorpusTests {
  static let files: [URL] = {
    guard let shared = Fixtures.shared else { return [] }
    return Fixtures.files(under: shared.appendingPathComponent("corpus/catalogs"), suffix: ".stringsdict")
  }()

  static func load(_ url: URL) throws -> (bytes: [UInt8], file: StringsdictFile) {
    let bytes = [UInt8](try Data(contentsOf: url))
    return (bytes, StringsdictFile.parse(bytes, path: url.lastPathComponent))
  }

  @Test func corpusHasTheSixFiles() throws {
    try #require(Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissingMessage))
    #expect(Self.files.count == 6)
  }

  @Test(arguments: files)
  func entriesAreCoreFoundationsValues(_ url: URL) throws {
    let (bytes, file) = try Self.load(url)
    guard case .value(.dictionary(let top)) = CoreFoundationOracle.parse(bytes) else {
      Issue.record("the oracle does not read \(url.lastPathComponent) as a dictionary")
      return
    }
    #expect(file.isReadable)
    #expect(file.entries.count == top.count)
    let meta = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: url.path + ".meta.json")))
    #expect((meta as? [String: Any])?["keys"] as? Int == file.entries.count)
    let expected = StringsValue.collapsed(top)
    for entry in file.entries {
      guard case .dictionary(let members)? = expected[entry.key] else {
        Issue.record("\(entry.key) is not a dictionary in CF's parse")
        continue
      }
      #expect(StringsValue.dictionary(members) == Self.value(of: entry), "\(entry.key)")
    }
  }

  /// Every key's location points at its text, just after `<key>` and followed by `</key>`; and
  /// entries, variables and forms come in the file's order.
  @Test(arguments: files)
  func everyKeyIsLocatedAtItsText(_ url: URL) throws {
    let (bytes, file) = try Self.load(url)
    let lines = Self.lineStarts(bytes)
    func check(
      _ name: String, at location: StringsKit.StringsSourceLocation,
      sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
      let offset = lines[location.line - 1] + location.column - 1
      let expected = Array("<key>\(name)</key>".utf8)
      let start = offset - 5
      let found =
        start >= 0 && start + expected.count <= bytes.count && Array(bytes[start..<(start + expected.count)]) == expected
      #expect(found, "\(name) at \(location.line):\(location.column)", sourceLocation: sourceLocation)
    }
    var previous = 0
    for entry in file.entries {
      check(entry.key.string, at: entry.location)
      #expect(entry.location.line > previous, "entries in file order")
      previous = entry.location.line
      if let formatLocation = entry.formatLocation { check("NSStringLocalizedFormatKey", at: formatLocation) }
      for variable in entry.variables {
        check(variable.name, at: variable.location)
        for form in variable.forms { check(form.name, at: form.location) }
        #expect(variable.forms.map(\.location.line) == variable.forms.map(\.location.line).sorted())
      }
    }
  }

  /// Locations read off the Polish file by hand (tab-indented: `\t<key>` puts the text at column 7).
  @Test func handCheckedLocations() throws {
    let url = try #require(
      Self.files.first { $0.lastPathComponent.contains("pl.lproj") }, Comment(rawValue: Fixtures.sharedMissingMessage))
    let (_, file) = try Self.load(url)
    let entry = try #require(file.entries.first)
    #expect(entry.key == "a11y_digits_entered")
    #expect((entry.location.line, entry.location.column) == (5, 7))
    #expect(entry.formatLocation.map { ($0.line, $0.column) } ?? (0, 0) == (20, 8))
    let count = try #require(entry.variable(named: "COUNT"))
    #expect((count.location.line, count.location.column) == (7, 8))
    #expect(count.forms.map(\.name) == ["few", "many", "one"])
    #expect(count.forms.map(\.location.line) == [13, 15, 17])
    #expect(count.forms.allSatisfy { $0.location.column == 9 })
    #expect(count.kind == .plural && count.valueType == "d")
  }

  /// The findings on the corpus, printed for the report.
  @Test(arguments: files)
  func findings(_ url: URL) throws {
    let (_, file) = try Self.load(url)
    var counts: [String: Int] = [:]
    for problem in file.problems { counts[problem.kind.rawValue, default: 0] += 1 }
    print("\(url.lastPathComponent): \(file.entries.count) entries; \(counts.sorted { $0.key < $1.key })")
    for problem in file.problems.prefix(3) {
      print(
        "  \(problem.location.line):\(problem.location.column): \(problem.severity): \(problem.message) [\(problem.kind.ruleID)]")
    }
  }

  // MARK: - Helpers

  /// The model turned back into the dictionary CF read.
  static func value(of entry: StringsdictEntry) -> StringsValue {
    var pairs: [(key: StringsText, value: StringsValue)] = []
    if let format = entry.format { pairs.append((StringsText(StringsdictFile.ReservedKey.format), .string(format))) }
    for variable in entry.variables {
      var members: [(key: StringsText, value: StringsValue)] = []
      if let kind = variable.kind { members.append(("NSStringFormatSpecTypeKey", .string(StringsText(specType(kind))))) }
      if let valueType = variable.valueType { members.append(("NSStringFormatValueTypeKey", .string(StringsText(valueType)))) }
      for form in variable.forms { members.append((StringsText(form.name), .string(form.text))) }
      pairs.append((StringsText(variable.name), .dictionary(members)))
    }
    return .dictionary(pairs)
  }

  static func specType(_ kind: FormRule.Kind) -> String {
    switch kind {
    case .plural: "NSStringPluralRuleType"
    case .deviceSpecific: "NSStringDeviceSpecificRuleType"
    case .variableWidth: "NSStringVariableWidthRuleType"
    case .unknown(let name): name
    }
  }

  /// Byte offsets of line starts (LF only, as in the corpus), computed here independently.
  static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    return starts
  }
}
