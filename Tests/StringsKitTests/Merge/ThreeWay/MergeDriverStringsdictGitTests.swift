import Foundation
import StringsFormats
import StringsKit
import Testing

/// `merge-driver` on `.stringsdict` files under real `git merge`s: branches that add entries and
/// forms merge cleanly in the file's own layout; both sides rewording one form is a conflict with
/// both values at the form's line.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct MergeDriverStringsdictGitTests {
  static let path = "App/de.lproj/Localizable.stringsdict"
  typealias Units = StringsdictThreeWayMergeTests.Units

  static func file(_ units: Units) -> [UInt8] {
    StringsdictThreeWayMergeTests.stringsdict(units, order: StringsdictThreeWayMergeTests.keys)
  }

  static let base: Units = ["key 0|files|one": "%d Datei", "key 0|files|other": "%d Dateien"]

  @Test func branchesThatAddEntriesAndFormsMergeWithNoConflict() throws {
    let repo = try GitRepository()
    defer { repo.remove() }
    try repo.commit([Self.path: Self.file(Self.base)], "base")
    try repo.git("checkout", "-q", "-b", "forms")
    var forms = Self.base
    forms["key 0|files|few"] = "%d Dateien (wenige)"
    forms["key 1|folders|other"] = "%d Ordner"
    try repo.commit([Self.path: Self.file(forms)], "forms")
    try repo.git("checkout", "-q", "main")
    var ours = Self.base
    ours["key 0|files|other"] = "%d Dateien insgesamt"
    ours["key 2|files|other"] = "%d hier"
    try repo.commit([Self.path: Self.file(ours)], "ours")

    let merge = try repo.run(["merge", "-q", "--no-edit", "forms"])
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    var expected = ours
    expected["key 0|files|few"] = "%d Dateien (wenige)"
    expected["key 1|folders|other"] = "%d Ordner"
    #expect(try repo.read(Self.path) == Self.file(expected), "every unit, in the file's own layout")
    #expect(try repo.run(["diff", "--name-only", "--diff-filter=U"]).stdout.isEmpty)
  }

  @Test func bothSidesRewordingOneFormIsAConflictWithBothValues() throws {
    let repo = try GitRepository()
    defer { repo.remove() }
    try repo.commit([Self.path: Self.file(Self.base)], "base")
    try repo.git("checkout", "-q", "-b", "theirs")
    var theirs = Self.base
    theirs["key 0|files|other"] = "%d Dateien (dort)"
    theirs["key 0|files|one"] = "eine Datei"
    try repo.commit([Self.path: Self.file(theirs)], "theirs")
    try repo.git("checkout", "-q", "main")
    var ours = Self.base
    ours["key 0|files|other"] = "%d Dateien (hier)"
    try repo.commit([Self.path: Self.file(ours)], "ours")

    let merge = try repo.run(["merge", "--no-edit", "theirs"])
    #expect(merge.status != 0)
    var expected = ours
    expected["key 0|files|one"] = "eine Datei"
    #expect(try repo.read(Self.path) == Self.file(expected))
    #expect(
      (merge.stdout + merge.stderr).contains(
        "\(Self.path):16:18: error: both sides changed \"key 0\" files.other: ours \"%d Dateien (hier)\", theirs \"%d Dateien (dort)\"; the result keeps ours [three-way-conflict]"
      ), "\(merge.stdout)\(merge.stderr)")
    #expect(try repo.run(["diff", "--name-only", "--diff-filter=U"]).stdout == "\(Self.path)\n")
  }

  /// The property test under real `git merge`s: random edits on two branches, merged by git with
  /// the driver; no unit changed on either side is lost, and git's output has one conflict line
  /// per unit changed differently on both.
  @Test(arguments: 0..<6)
  func gitLosesNoUnitChangedOnEitherSide(seed: UInt64) throws {
    let (base, ours, theirs, _) = StringsdictThreeWayMergeTests.sides(seed: seed)
    let repo = try GitRepository()
    defer { repo.remove() }
    try repo.commit([Self.path: Self.file(base)], "base")
    try repo.git("checkout", "-q", "-b", "theirs")
    try repo.commit([Self.path: Self.file(theirs)], "theirs")
    try repo.git("checkout", "-q", "main")
    try repo.commit([Self.path: Self.file(ours)], "ours")
    let merge = try repo.run(["merge", "--no-edit", "theirs"])
    let conflicts = (merge.stdout + merge.stderr).split(separator: "\n").filter { $0.hasSuffix("[three-way-conflict]") }
    #expect((merge.status == 0) == conflicts.isEmpty, "\(merge.stdout)\(merge.stderr)")
    let merged = StringsdictThreeWayMergeTests.units(of: try repo.read(Self.path))
    StringsdictThreeWayMergeTests.check(
      base: base, ours: ours, theirs: theirs, merged: merged, conflictCount: conflicts.count)
  }
}
