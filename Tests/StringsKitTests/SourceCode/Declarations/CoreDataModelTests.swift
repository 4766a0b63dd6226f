import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Core Data models as declarations (`Tests/Fixtures/Extract/T2-coredata`, see its README.md):
/// the current version of a bundle, Xcode's generated property types, inheritance, located
/// warnings for what cannot be read, and the keys extraction then writes.
@Suite struct CoreDataModelTests {
  static let directory = ExtractGoldenTests.root.appendingPathComponent("T2-coredata")
  static let sources = directory.appendingPathComponent("sources").path
  static let bundle = sources + "/Store.xcdatamodeld"

  static func expectedTable() throws -> String {
    try String(contentsOf: directory.appendingPathComponent("expected/Localizable.strings"), encoding: .utf8)
  }

  static func table(_ report: StringsExtractor.Report) -> String? {
    report.tables.first { $0.name == "Localizable" }?.text
  }

  static func model() throws -> CoreDataModel {
    let reading = CoreDataModelReader.read(path: bundle)
    #expect(reading.diagnostics.isEmpty)
    return try #require(reading.model)
  }

  // MARK: - Reading the model

  @Test func theCurrentVersionIsTheOneXccurrentversionNames() {
    guard case .found(let version) = CoreDataModelReader.currentVersion(of: Self.bundle) else {
      Issue.record("no version found")
      return
    }
    #expect(version == Self.bundle + "/Store 2.xcdatamodel")
    // A lone version folder is its own current version.
    guard case .found(let lone) = CoreDataModelReader.currentVersion(of: version + "/") else {
      Issue.record("no version found for a lone .xcdatamodel")
      return
    }
    #expect(lone == version)
  }

  @Test func attributesGetTheTypesXcodeGenerates() throws {
    let model = try Self.model()
    #expect(model.entities.map(\.name) == ["Activity", "Route", "Sample", "Workout"])
    let workout = try #require(model.entities.first { $0.name == "Workout" })
    #expect(workout.className == "WorkoutMO")
    #expect(workout.parentEntity == "Activity")
    #expect(workout.generatesCode)
    let types = Dictionary(uniqueKeysWithValues: workout.properties.map { ($0.name, $0.type.spelling) })
    #expect(
      types == [
        "laps": "Int16", "distance": "Float", "calories": "NSNumber?", "steps": "Int64", "rating": "Int32",
        "payload": "Data?", "identifier": "UUID?", "link": "URL?", "price": "NSDecimalNumber?", "splits": "[Double]?",
        "route": "Route?", "samples": "NSSet?", "legs": "NSOrderedSet?",
      ])  // `scratch` (Undefined, transient) has no type to give
    let activity = try #require(model.entities.first { $0.name == "Activity" })
    #expect(activity.properties.map(\.type.spelling) == ["String?", "Date?", "Double", "Bool"])
    #expect(model.entities.first { $0.name == "Sample" }?.generatesCode == true)  // category
    #expect(model.entities.first { $0.name == "Route" }?.generatesCode == false)  // manual/none
  }

  @Test func declarationsCarryTheParentsAttributesUnderTheClassName() throws {
    let declarations = try Self.model().declarations
    let index = DeclarationIndex(declarations)
    #expect(index.memberTypes(named: "laps", owner: "WorkoutMO") == [SwiftType(spelling: "Int16")])
    #expect(index.memberTypes(named: "score", owner: "WorkoutMO") == [SwiftType(spelling: "Double")])
    #expect(index.memberTypes(named: "score", owner: "Activity") == [SwiftType(spelling: "Double")])
    #expect(index.memberTypes(named: "laps", owner: "Activity") == [])
    // An entity without code generation is declared by the app's own sources, not by the model.
    #expect(index.references(named: "length").isEmpty)
    #expect(index.resultTypes(callee: "WorkoutMO", labels: ["context"]) == [SwiftType(spelling: "WorkoutMO")])
  }

  // MARK: - What cannot be read

  @Test func badXMLIsALocatedWarning() throws {
    let bytes = Array("<?xml version=\"1.0\"?>\n<model>\n  <entity name=\"A\">\n</model>\n".utf8)
    let reading = CoreDataModelReader.parse(bytes, path: "M.xcdatamodel/contents")
    #expect(reading.model == nil)
    let warning = try #require(reading.diagnostics.first)
    #expect(reading.diagnostics.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.ruleID == DiagnosticKind.unreadableFile.id)
    #expect(warning.location.file == "M.xcdatamodel/contents")
    #expect(warning.location.line >= 3)
    #expect(warning.message.hasPrefix("not well-formed XML"))
  }

  @Test func aDocumentThatIsNotAModelIsAWarning() {
    let reading = CoreDataModelReader.parse(Array("<plist version=\"1.0\"><dict/></plist>".utf8), path: "contents")
    #expect(reading.model == nil)
    #expect(reading.diagnostics.map(\.message) == ["not a Core Data model (no <model> element)"])
    // Not even XML, and empty.
    #expect(CoreDataModelReader.parse(Array("\u{0}\u{1}garbage".utf8), path: "contents").diagnostics.count == 1)
    #expect(CoreDataModelReader.parse([], path: "contents").diagnostics.count == 1)
  }

  @Test func aBundleWithoutACurrentVersionSaysSo() throws {
    let root = try LintFixture.temporaryDirectory("coredata-versions")
    defer { try? FileManager.default.removeItem(at: root) }
    let model =
      "<model><entity name=\"E\" codeGenerationType=\"class\"><attribute name=\"n\" attributeType=\"Integer 32\" usesScalarValueType=\"YES\"/></entity></model>"
    let one = root.appendingPathComponent("One.xcdatamodeld/One.xcdatamodel")
    try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
    try model.write(to: one.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    let single = CoreDataModelReader.read(path: root.appendingPathComponent("One.xcdatamodeld").path)
    #expect(single.diagnostics.isEmpty)
    #expect(single.model?.declarations.contains { $0.name == "n" && $0.type == SwiftType(spelling: "Int32") } == true)

    let two = root.appendingPathComponent("Two.xcdatamodeld")
    for version in ["Two.xcdatamodel", "Two 2.xcdatamodel"] {
      let folder = two.appendingPathComponent(version)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try model.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    }
    let several = CoreDataModelReader.read(path: two.path)
    #expect(several.model == nil)
    #expect(several.diagnostics.map(\.location.file) == [two.path])
    #expect(several.diagnostics.first?.message.contains("2 versions") == true)

    let missing = CoreDataModelReader.read(path: root.appendingPathComponent("Gone.xcdatamodel").path)
    #expect(missing.model == nil)
    #expect(missing.diagnostics.map(\.message) == ["cannot read the file"])
  }

  @Test func anUnreadableModelIsAWarningAndExtractionGoesOn() throws {
    let root = try LintFixture.temporaryDirectory("coredata-broken")
    defer { try? FileManager.default.removeItem(at: root) }
    let version = root.appendingPathComponent("Broken.xcdatamodeld/Broken.xcdatamodel")
    try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
    try "<model><entity".write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
    try "import SwiftUI\nlet v = Text(\"Hello\")\n".write(
      to: root.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
    let report = try StringsExtractor.extract(files: [root.path], scan: ScanOptions(), options: ExtractionOptions())
    #expect(report.strings.map(\.key) == ["Hello"])
    let warnings = report.diagnostics.filter { $0.location.file.hasSuffix("Broken.xcdatamodel/contents") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(!report.hasErrors)
  }

  // MARK: - Extraction

  @Test func extractWritesTheModelsSpecifiers() throws {
    let report = try StringsExtractor.extract(files: [Self.sources], scan: ScanOptions(), options: ExtractionOptions())
    #expect(report.diagnostics.isEmpty)
    #expect(Self.table(report) == (try Self.expectedTable()))
    #expect(report.fileCount == 2)  // the model is not a source file
  }

  /// `lint --sources` looks up the keys extract writes: the model types them there too (without
  /// it, `Lap %lld` would be an undefined key and `Lap %d` an unused one).
  @Test func lintsCodeUsageReadsTheModel() throws {
    let usage = try CodeUsage.scan([Self.sources])
    let keys = Set((usage.tables["Localizable"] ?? [:]).keys.map(\.string))
    let expected = Set(
      (try Self.expectedTable()).split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("\"") else { return nil }
        return String(line.dropFirst().prefix { $0 != "\"" })
      })
    #expect(!expected.isEmpty)
    #expect(keys == expected)
  }

  /// As the command walks: the bundle is one path of the list (not walked into), the model is
  /// read from it and not scanned.
  @Test func theCommandsWalkReportsTheModel() throws {
    let scan = ScanOptions()
    let files = try FileEnumerator.files(
      in: [Self.sources], extensions: SourceLanguage.fileExtensions, checkingNamedSources: false,
      bundles: scan.bundleExtensions)
    #expect(files == [Self.sources + "/LapCounter.swift", Self.bundle, Self.sources + "/WorkoutViews.swift"])
    let report = try StringsExtractor.extract(files: files, scan: scan, options: ExtractionOptions())
    #expect(Self.table(report) == (try Self.expectedTable()))
    #expect(report.fileCount == 2)
    // The genstrings mode reads no model, and its walk reports none.
    #expect(ScanOptions(mode: .genstrings).bundleExtensions.isEmpty)
    let plain = try FileEnumerator.files(in: [Self.sources], extensions: SourceLanguage.fileExtensions)
    #expect(plain == [Self.sources + "/LapCounter.swift", Self.sources + "/WorkoutViews.swift"])
  }

  /// A bundle named on the command line is one path too, whether or not the named paths are
  /// looked at, and is read like one found by the walk.
  @Test func aNamedBundleIsOnePath() throws {
    let scan = ScanOptions()
    for checking in [true, false] {
      let files = try FileEnumerator.files(
        in: [Self.bundle, Self.sources + "/WorkoutViews.swift"], extensions: SourceLanguage.fileExtensions,
        checkingNamedSources: checking, bundles: scan.bundleExtensions)
      #expect(files == [Self.bundle, Self.sources + "/WorkoutViews.swift"])
      let report = try StringsExtractor.extract(files: files, scan: scan, options: ExtractionOptions())
      #expect(report.strings.map(\.key).contains("Lap %d"))
      #expect(report.fileCount == 1)
    }
  }

  /// Without the model the interpolations are typed by name alone: `laps` is `LapCounter`'s
  /// `Int?` (`Lap %lld`), the rest unknown. The model is what makes the keys right.
  @Test func withoutTheModelTheKeysDiffer() throws {
    let swiftOnly = [Self.sources + "/LapCounter.swift", Self.sources + "/WorkoutViews.swift"]
    let report = try StringsExtractor.extract(files: swiftOnly, scan: ScanOptions(), options: ExtractionOptions())
    let keys = Set(report.strings.map(\.key))
    #expect(keys.contains("Lap %lld"))
    #expect(keys.contains("Distance %@"))
    #expect(!keys.contains("Lap %d"))
  }

  // MARK: - Casts and owners

  static let owners = DeclarationIndex(
    swift: """
      final class Session { var phaseCount: Int16 = 0 }
      final class Controller { var phaseCount: Int? = nil }
      struct Screen { let session: Session }
      """)

  /// The specifier of `\(expression)` in a `Text` placed after `file` (and before `closing`).
  func specifier(_ expression: String, file: String = "", closing: String = "") -> String? {
    let head = Array((file + "\nText(\"\\(").utf8)
    let bytes = head + Array((expression + ")\")\n" + closing).utf8)
    let start = head.count
    let inference = bytes.withUnsafeBufferPointer { buffer in
      InterpolationSpecifier.infer(
        buffer, expression: start..<(start + expression.utf8.count), hints: TypeHints(buffer),
        declarations: Self.owners)
    }
    return inference.isGuess ? nil : inference.specifier
  }

  @Test func aCastMemberIsTheMemberOfTheCastType() {
    #expect(specifier("(current as? Session)?.phaseCount") == "%d")
    #expect(specifier("(current as! Controller).phaseCount ?? 0") == "%lld")
    #expect(specifier("(current as? Session)?.phaseCount ?? 0") == "%d")
    // By name alone the two declarations disagree.
    #expect(specifier("current.phaseCount") == nil)
  }

  @Test func aCastIsTheTypeWritten() {
    #expect(specifier("value as? Int16 ?? 0") == "%d")
    #expect(specifier("value as! Double") == "%lf")
    #expect(specifier("value as NSNumber") == "%@")
    #expect(specifier("value as? Optional<Int16> ?? 0") == "%d")
  }

  @Test func aPropertysMemberIsTheMemberOfItsDeclaredType() {
    #expect(specifier("session.phaseCount + 1") == "%d")
    #expect(specifier("session.phaseCount", file: "let session = Controller()") == nil)  // a local: its type is not read here
  }

  /// The bound of `0..<n`, through `if let n = (x as? T)?.member`: CubeTime's `Phase %d`.
  @Test func aRangeOverACastMember() {
    let file = """
      if let phaseCount = (manager.currentSession as? Session)?.phaseCount {
        ForEach(0..<phaseCount, id: \\.self) { idx in
      """
    #expect(specifier("idx + 1", file: file, closing: "  }\n}\n") == "%d")
  }
}
