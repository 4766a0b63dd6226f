import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `.stringsdict` keys count as defined in their language, as `CFBundle` merges them over the
/// table: a plural key kept only there is neither missing, obsolete nor undefined.
@Suite struct PluralTableTests {
  static func stringsdict(_ keys: [String]) -> String {
    let entries = keys.map { key in
      """
        <key>\(key)</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>one item</string>
            <key>other</key><string>%lld items</string>
          </dict>
        </dict>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(entries)
      </dict>
      </plist>
      """
  }

  @Test func pluralKeysAreDefinedWhereTheStringsdictIs() throws {
    let root = try LintFixture.temporaryDirectory("plural")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "en.lproj/Localizable.strings", "\"Inbox\" = \"Inbox\";\n\"%lld items\" = \"%lld items\";\n")
    try write("en.lproj/Localizable.stringsdict", Self.stringsdict(["%lld files"]))
    // de has "%lld items" only in its stringsdict, and "%lld files" (a base plural key) in its table.
    try write(
      "de.lproj/Localizable.strings",
      "\"Inbox\" = \"Posteingang\";\n\"%lld files\" = \"%lld Dateien\";\n")
    try write("de.lproj/Localizable.stringsdict", Self.stringsdict(["%lld items"]))
    // fr has neither.
    try write("fr.lproj/Localizable.strings", "\"Inbox\" = \"Boîte\";\n")
    try write(
      "Sources/View.swift",
      "let a = String(localized: \"%lld files\")\nlet b = String(localized: \"Inbox\")\nlet c = String(localized: \"%lld items\")\n"
    )

    let project = try LocalizationProject.discover([root.path])
    #expect(project.files.count == 3)
    #expect(project.pluralTables.map(\.name) == ["Localizable", "Localizable"])
    let usage = try CodeUsage.scan([root.appendingPathComponent("Sources").path])
    let report = Linter().lint(project, usage: usage)
    let found = report.diagnostics.map {
      "\($0.location.file.dropFirst(root.path.count + 1)) \($0.ruleID) \($0.key ?? "")"
    }
    #expect(found == ["fr.lproj/Localizable.strings missing-translation %lld items"])
  }
}
