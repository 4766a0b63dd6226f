import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `.stringsdict` files under `merge-driver`: three-way by entry, variable and form (and the
/// format key, spec type and value type), written in our file's own layout.
@Suite struct StringsdictThreeWayMergeTests {
  typealias Units = [String: String]  // "key|variable|form" → text

  static let variables = ["files", "folders"]

  /// A stringsdict in a hand-written layout (four-space indentation, no DOCTYPE, keys in the given
  /// order, the format key and the types first, as Xcode's template has them): entry → variable
  /// → form, each entry and variable present when it has a form.
  static func stringsdict(_ units: Units, order: [String], formatOf: (String) -> String = { _ in "%#@files@ in %#@folders@" })
    -> [UInt8]
  {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for key in order {
      let forms = units.filter { $0.key.hasPrefix(key + "|") }
      guard !forms.isEmpty else { continue }
      text += "    <key>\(key)</key>\n    <dict>\n"
      text += "        <key>NSStringLocalizedFormatKey</key>\n        <string>\(formatOf(key))</string>\n"
      for variable in variables {
        let names = PluralCategory.allCases.map(\.rawValue).filter { forms["\(key)|\(variable)|\($0)"] != nil }
        guard !names.isEmpty else { continue }
        text += "        <key>\(variable)</key>\n        <dict>\n"
        text += "            <key>NSStringFormatSpecTypeKey</key>\n            <string>NSStringPluralRuleType</string>\n"
        text += "            <key>NSStringFormatValueTypeKey</key>\n            <string>d</string>\n"
        for name in names {
          text += "            <key>\(name)</key>\n            <string>\(forms["\(key)|\(variable)|\(name)"]!)</string>\n"
        }
        text += "        </dict>\n"
      }
      text += "    </dict>\n"
    }
    return Array((text + "</dict>\n</plist>\n").utf8)
  }

  static func units(of bytes: [UInt8]) -> Units {
    var units: Units = [:]
    for entry in StringsdictFile.parse(bytes, path: "m.stringsdict").entries {
      for variable in entry.variables {
        for form in variable.forms { units["\(entry.key)|\(variable.name)|\(form.name)"] = form.text.string }
      }
    }
    return units
  }

  static let keys = (0..<8).map { "key \($0)" }

  @Test func bothSidesAdditionsAndOneSidedChangesAreKeptInTheFilesOwnLayout() throws {
    let base: Units = ["key 0|files|one": "%d Datei", "key 0|files|other": "%d Dateien", "key 1|folders|other": "%d Ordner"]
    var ours = base
    ours["key 0|files|other"] = "%d Dateien!"  // changed here
    ours["key 2|files|other"] = "%d neue"  // added here
    var theirs = base
    theirs["key 0|folders|other"] = "%d Ordner"  // a variable added there
    theirs["key 1|folders|one"] = "%d Ordner (1)"  // a form added there
    theirs["key 3|files|other"] = "%d dort"  // an entry added there
    let result = StringsdictThreeWayMerge.merge(
      base: Self.stringsdict(base, order: Self.keys), ours: Self.stringsdict(ours, order: Self.keys.reversed()),
      theirs: Self.stringsdict(theirs, order: Self.keys), path: "de.lproj/Localizable.stringsdict")
    #expect(result.conflicts.isEmpty)
    #expect(result.problems.isEmpty)
    let bytes = try #require(result.bytes)
    var expected = ours
    for (unit, value) in theirs where base[unit] == nil { expected[unit] = value }
    #expect(Self.units(of: bytes) == expected)
    // Our order (reversed), their new entry after the one it follows in their file; our layout.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n    <key>key 2</key>"))
    let entries = text.split(separator: "\n").filter { $0.hasPrefix("    <key>") }
    #expect(entries == ["    <key>key 2</key>", "    <key>key 1</key>", "    <key>key 3</key>", "    <key>key 0</key>"])
    #expect(text.contains("\n            <key>one</key>\n            <string>%d Ordner (1)</string>\n"))
  }

  @Test func aFormatKeyAndAValueTypeChangedOnOneSideEachAreBothTaken() throws {
    let base: Units = ["key 0|files|other": "%d Dateien"]
    let ours = Self.stringsdict(base, order: Self.keys, formatOf: { _ in "%#@files@ hier" })
    let theirs = String(decoding: Self.stringsdict(base, order: Self.keys), as: UTF8.self)
      .replacingOccurrences(of: "<string>d</string>", with: "<string>lld</string>")
    let result = StringsdictThreeWayMerge.merge(
      base: Self.stringsdict(base, order: Self.keys), ours: ours, theirs: Array(theirs.utf8), path: "m.stringsdict")
    let bytes = try #require(result.bytes)
    #expect(result.conflicts.isEmpty)
    let entry = try #require(StringsdictFile.parse(bytes, path: "m.stringsdict").entries.first)
    #expect(entry.format?.string == "%#@files@ hier")
    #expect(entry.variable(named: "files")?.valueType == "lld")
  }

  @Test func aTrueConflictKeepsOursAndIsReportedAtTheFormWithBothValues() throws {
    let base: Units = ["key 0|files|one": "%d Datei", "key 0|files|other": "%d Dateien"]
    var ours = base
    ours["key 0|files|one"] = "eine Datei"
    var theirs = base
    theirs["key 0|files|one"] = "%d Datei (eine)"
    theirs["key 0|files|other"] = "%d Dateien insgesamt"
    let result = StringsdictThreeWayMerge.merge(
      base: Self.stringsdict(base, order: Self.keys), ours: Self.stringsdict(ours, order: Self.keys),
      theirs: Self.stringsdict(theirs, order: Self.keys), path: "de.lproj/Localizable.stringsdict")
    let bytes = try #require(result.bytes)
    #expect(Self.units(of: bytes) == ["key 0|files|one": "eine Datei", "key 0|files|other": "%d Dateien insgesamt"])
    let diagnostics = result.conflicts.map { XcodeReporter.render([$0.diagnostic(kept: .ours)]) }
    #expect(
      diagnostics == [
        "de.lproj/Localizable.stringsdict:14:18: error: both sides changed \"key 0\" files.one: ours \"eine Datei\", theirs \"%d Datei (eine)\"; the result keeps ours [three-way-conflict]\n"
      ])
  }

  @Test func aFileInALayoutThatCannotBeWrittenBackIsOneUnitAndSaysWhy() throws {
    let base: Units = ["key 0|files|other": "%d Dateien"]
    let commented = String(decoding: Self.stringsdict(base, order: Self.keys), as: UTF8.self)
      .replacingOccurrences(of: "<dict>\n    <key>key 0", with: "<dict>\n    <!-- files -->\n    <key>key 0")
    var theirs = base
    theirs["key 1|files|other"] = "%d"
    let ourBytes = Array(commented.replacingOccurrences(of: "%d Dateien", with: "%d Dateien!").utf8)
    let result = StringsdictThreeWayMerge.merge(
      base: Self.stringsdict(base, order: Self.keys), ours: ourBytes, theirs: Self.stringsdict(theirs, order: Self.keys),
      path: "m.stringsdict")
    #expect(result.bytes == ourBytes, "ours kept byte for byte, its comment too")
    #expect(
      result.conflicts.map(\.unit) == [
        "the whole file (not merged by unit: ours is not in a layout lstrings writes back byte for byte (comments between elements, <integer> values, not UTF-8))"
      ])
  }

  /// Seeded random edits of entries, variables and forms: no unit changed on either side is lost,
  /// and exactly the units changed differently on both sides are conflicts (an entry or variable
  /// one side deleted whole and the other changed is one conflict, and ours is kept).
  @Test(arguments: 0..<40)
  func stringsdictsLoseNoUnitChangedOnEitherSide(seed: UInt64) throws {
    var (base, ours, theirs, generator) = Self.sides(seed: seed)
    let result = StringsdictThreeWayMerge.merge(
      base: Self.stringsdict(base, order: Self.keys), ours: Self.stringsdict(ours, order: Self.keys.shuffled(using: &generator)),
      theirs: Self.stringsdict(theirs, order: Self.keys.reversed()), path: "m.stringsdict")
    let bytes = try #require(result.bytes, "\(result.problems)")
    Self.check(base: base, ours: ours, theirs: theirs, merged: Self.units(of: bytes), conflictCount: result.conflicts.count)
  }

  static let forms = ["one", "few", "other"]
  static let allUnits = keys.flatMap { key in variables.flatMap { variable in forms.map { "\(key)|\(variable)|\($0)" } } }

  /// Three sides: a random base, and two random edits of it.
  static func sides(seed: UInt64) -> (base: Units, ours: Units, theirs: Units, generator: SplitMix64) {
    var generator = SplitMix64(seed: seed)
    var base: Units = [:]
    for unit in allUnits where Bool.random(using: &generator) { base[unit] = "base %d" }
    let ours = ThreeWayMergePropertyTests.edit(base, allUnits: allUnits, tag: "ours", using: &generator)
    let theirs = ThreeWayMergePropertyTests.edit(base, allUnits: allUnits, tag: "theirs", using: &generator)
    return (base, ours, theirs, generator)
  }

  /// Every unit changed on one side only is in `merged`; each conflict keeps ours. An entry or
  /// variable one side deleted whole and the other changed is one conflict (outermost first).
  static func check(base: Units, ours: Units, theirs: Units, merged: Units, conflictCount: Int) {
    var excluded: Set<String> = []
    var groupConflicts = 0
    for depth in 1...2 {
      let group = { (unit: String) in unit.split(separator: "|").prefix(depth).joined(separator: "|") }
      for name in Set(base.keys.map(group)) where !excluded.contains(where: { name.hasPrefix($0 + "|") || name == $0 }) {
        func units(_ side: Units) -> Units { side.filter { group($0.key) == name } }
        let (o, a, b) = (units(base), units(ours), units(theirs))
        guard (a.isEmpty && b != o) || (b.isEmpty && a != o), a != b else { continue }
        groupConflicts += 1
        excluded.insert(name)
        #expect(units(merged) == a, "\(name): deleted on one side, changed on the other: ours kept")
      }
    }
    let keep = { (unit: String) in !excluded.contains { unit.hasPrefix($0 + "|") } }
    ThreeWayMergePropertyTests.check(
      base: base.filter { keep($0.key) }, ours: ours.filter { keep($0.key) }, theirs: theirs.filter { keep($0.key) },
      merged: merged.filter { keep($0.key) }, conflictCount: conflictCount - groupConflicts)
  }
}
