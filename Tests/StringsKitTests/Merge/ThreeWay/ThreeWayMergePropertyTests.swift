import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// Seeded random three-way edits: no unit changed on either side is lost, and exactly the units
/// changed differently on both sides are conflicts (the result keeps ours).
@Suite struct ThreeWayMergePropertyTests {
  typealias Units = [String: String]  // "key|language" (or key) → value

  static let languages = ["de", "en", "fr", "ja"]

  /// A side: each unit of `base` kept, changed or deleted, and a few added.
  static func edit(_ base: Units, allUnits: [String], tag: String, using generator: inout some RandomNumberGenerator) -> Units {
    var side = base
    for unit in allUnits {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: side[unit] = nil
      case 1, 2: side[unit] = "\(tag) \(Int.random(in: 0..<3, using: &generator)) \"ü\" %@"
      default: break
      }
    }
    return side
  }

  /// For catalogs: a key one side deleted whole (all its units) and the other changed is one
  /// conflict, and the result keeps ours.
  static func checkCatalog(base: Units, ours: Units, theirs: Units, merged: Units, conflictCount: Int) {
    let keyOf = { (unit: String) in String(unit.split(separator: "|")[0]) }
    func units(of key: String, in side: Units) -> Units { side.filter { keyOf($0.key) == key } }
    var keyConflicts = 0
    var checkedByKey: Set<String> = []
    for key in Set(base.keys.map(keyOf)) {
      let (o, a, b) = (units(of: key, in: base), units(of: key, in: ours), units(of: key, in: theirs))
      guard (a.isEmpty && !b.isEmpty && b != o) || (b.isEmpty && !a.isEmpty && a != o) else { continue }
      keyConflicts += 1
      checkedByKey.insert(key)
      #expect(units(of: key, in: merged) == a, "\(key): deleted on one side, changed on the other: ours kept")
    }
    check(
      base: base.filter { !checkedByKey.contains(keyOf($0.key)) }, ours: ours.filter { !checkedByKey.contains(keyOf($0.key)) },
      theirs: theirs.filter { !checkedByKey.contains(keyOf($0.key)) },
      merged: merged.filter { !checkedByKey.contains(keyOf($0.key)) }, conflictCount: conflictCount - keyConflicts)
  }

  static func check(base: Units, ours: Units, theirs: Units, merged: Units, conflictCount: Int) {
    var conflicts = 0
    for unit in Set(base.keys).union(ours.keys).union(theirs.keys) {
      let (o, a, b) = (base[unit], ours[unit], theirs[unit])
      if a != o, b != o, a != b {
        conflicts += 1
        #expect(merged[unit] == a, "\(unit): a conflict keeps ours")
      } else if a != o {
        #expect(merged[unit] == a, "\(unit): changed on our side only")
      } else {
        #expect(merged[unit] == b, "\(unit): changed on their side only, or on neither")
      }
    }
    #expect(conflictCount == conflicts)
  }

  static func catalog(_ units: Units) -> [UInt8] {
    var byKey: [String: [String: String]] = [:]
    for (unit, value) in units {
      let parts = unit.split(separator: "|").map(String.init)
      byKey[parts[0], default: [:]][parts[1]] = value
    }
    return MergeDriverGitTests.catalog(byKey)
  }

  static func units(ofCatalog bytes: [UInt8]) -> Units {
    var units: Units = [:]
    for entry in StringCatalog.parse(bytes, path: "m.xcstrings").catalog?.entries ?? [] {
      for localization in entry.localizations {
        if let value = localization.localization.stringUnit?.value { units["\(entry.key)|\(localization.language)"] = value }
      }
    }
    return units
  }

  @Test(arguments: 0..<40)
  func catalogsLoseNoUnitChangedOnEitherSide(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let all = (0..<12).flatMap { key in Self.languages.map { "key \(key)|\($0)" } }
    var base: Units = [:]
    for unit in all where Bool.random(using: &generator) { base[unit] = "base \(unit)" }
    let ours = Self.edit(base, allUnits: all, tag: "ours", using: &generator)
    let theirs = Self.edit(base, allUnits: all, tag: "theirs", using: &generator)
    let result = CatalogThreeWayMerge.merge(
      base: Self.catalog(base), ours: Self.catalog(ours), theirs: Self.catalog(theirs), path: "m.xcstrings")
    let bytes = try #require(result.bytes)
    Self.checkCatalog(
      base: base, ours: ours, theirs: theirs, merged: Self.units(ofCatalog: bytes), conflictCount: result.conflicts.count)
    let reread = try #require(JSONReader.parse(bytes, path: "m.xcstrings").root)
    #expect(XcodeJSONWriter.write(reread) == bytes, "Xcode's bytes")
  }

  static func table(_ units: Units, order: [String]) -> [UInt8] {
    var text = "/* A table */\n\n"
    for key in order {
      if let value = units[key] {
        text += "/* \(key) */\n\"\(key)\" = \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\";\n\n"
      }
    }
    return Array(text.utf8)
  }

  @Test(arguments: 0..<40)
  func tablesLoseNoEntryChangedOnEitherSide(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let all = (0..<30).map { "key \($0)" }
    var base: Units = [:]
    for key in all where Bool.random(using: &generator) { base[key] = "base \(key)" }
    let ours = Self.edit(base, allUnits: all, tag: "ours", using: &generator)
    let theirs = Self.edit(base, allUnits: all, tag: "theirs", using: &generator)
    let result = TableThreeWayMerge.merge(
      base: Self.table(base, order: all), ours: Self.table(ours, order: all.shuffled(using: &generator)),
      theirs: Self.table(theirs, order: all.reversed()), path: "m.strings")
    let bytes = try #require(result.bytes, "\(result.problems)")
    let table = try #require(StringsParser.parse(bytes, path: "m.strings").table)
    var merged: Units = [:]
    for (key, value) in table { if case .string(let text) = value { merged[key.string] = text.string } }
    Self.check(base: base, ours: ours, theirs: theirs, merged: merged, conflictCount: result.conflicts.count)
  }
}
