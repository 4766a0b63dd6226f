import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// The scanner on small sources: what is found, what is not, and where.
@Suite struct SourceScannerTests {
  static func scan(_ source: String, _ language: SourceLanguage = .swift, _ options: ScanOptions = ScanOptions()) -> ScanResult {
    SourceScanner.scan(source: Array(source.utf8), path: "t", language: language, options: options)
  }

  static func keys(_ source: String, _ language: SourceLanguage = .swift, _ options: ScanOptions = ScanOptions()) -> [String] {
    scan(source, language, options).strings.map(\.key.string)
  }

  @Test func swiftFamiliesWithLabels() {
    let result = Self.scan(
      #"""
      let a = NSLocalizedString("k1", comment: "c1")
      let b = NSLocalizedString("k2", tableName: "T", bundle: .main, value: "v2", comment: "c2")
      let c = String(localized: "k3", defaultValue: "v3", table: "U", comment: "c3")
      let d = LocalizedStringResource("k4", comment: "c4")
      """#)
    #expect(result.strings.map(\.key.string) == ["k1", "k2", "k3", "k4"])
    #expect(result.strings.map(\.table) == ["Localizable", "T", "U", "Localizable"])
    #expect(result.strings.map { $0.value?.string } == [nil, "v2", "v3", nil])
    #expect(result.strings.map(\.comment) == ["c1", "c2", "c3", "c4"])
    #expect(result.strings[1].location == StringsSourceLocation(file: "t", line: 2, column: 9))
    #expect(result.diagnostics.isEmpty)
  }

  @Test func nothingInsideCommentsOrLiterals() {
    let source = #"""
      // NSLocalizedString("line", comment: "")
      /* outer /* NSLocalizedString("nested", comment: "") */ still comment NSLocalizedString("nested2", comment: "") */
      let s = "NSLocalizedString(\"string\", comment: \"\")"
      let r = #"Text("raw")"#
      let m = """
          Text("multi")
          """
      let i = "x \(f("Text(\"interp\")")) y"
      Text("real")
      """#
    #expect(Self.keys(source) == ["real"])
  }

  @Test func objectiveCFormsAndConcatenation() {
    let source = #"""
      #import <Foo/Foo's.h>
      /* NSLocalizedString(@"comment", nil) */
      NSString *a = NSLocalizedString(@"foo " @"bar", nil);
      NSString *b = NSLocalizedStringFromTable(@"Open", @"Menu", @"Menu item");
      NSString *c = NSLocalizedStringWithDefaultValue(@"err", @"Menu", [NSBundle mainBundle], @"I/O %@", nil);
      CFStringRef d = CFCopyLocalizedStringFromTableInBundle(CFSTR("cf"), CFSTR("T"), bundle, "cm");
      char q = '"'; NSString *e = NSLocalizedString(@"after char", @"x");
      #define ALIAS NSLocalizedString(@"Alias", nil)
      """#
    let result = Self.scan(source, .objectiveC)
    #expect(result.strings.map(\.key.string) == ["foo bar", "Open", "err", "cf", "after char", "Alias"])
    #expect(result.strings.map(\.table) == ["Localizable", "Menu", "Menu", "T", "Localizable", "Localizable"])
    #expect(result.strings[2].value?.string == "I/O %@")
    #expect(result.strings[3].comment == "cm")
  }

  @Test func swiftUIInitialisers() {
    let source = #"""
      Text("hello")
      Text(verbatim: "no")
      Text(title)
      Button("Save") { save() }
      Label("Inbox", systemImage: "tray")
      view.navigationTitle("Title")
      Text("Copy", tableName: "Menu", comment: "copy button")
      """#
    let result = Self.scan(source)
    #expect(result.strings.map(\.key.string) == ["hello", "Save", "Inbox", "Title", "Copy"])
    #expect(result.strings.last?.table == "Menu")
    #expect(result.diagnostics.isEmpty)
    // genstrings reads only Text, and only with -SwiftUI.
    #expect(Self.keys(source, .swift, ScanOptions(mode: .genstrings)) == [])
    #expect(Self.keys(source, .swift, ScanOptions(mode: .genstrings, swiftUI: true)) == ["hello", "Copy"])
  }

  @Test func interpolationBecomesFormatKeys() {
    let source = #"""
      struct V { let count: Int; let ratio: Double; let name: String; let f: Float }
      let n = 3
      Text("Hello, \(name)!")
      Text("\(count) items")
      Text("\(ratio) ratio \(f)")
      Text("Pi is \(pi, specifier: "%.2f")")
      Text("\(n) of \(5) at 100%")
      String(localized: "Sum \(items.count)")
      Text("who \(mystery)")
      """#
    let result = Self.scan(source)
    #expect(
      result.strings.map(\.key.string) == [
        "Hello, %@!", "%lld items", "%lf ratio %f", "Pi is %.2f", "%lld of %lld at 100%%", "Sum %lld", "who %@",
      ])
    #expect(result.strings.filter { !$0.isInterpolated }.isEmpty)
    #expect(result.diagnostics.map(\.ruleID) == [DiagnosticKind.interpolationType.id])
    #expect(result.diagnostics.first?.severity == .note)
    #expect(result.diagnostics.first?.location.line == 9)
  }

  @Test func genstringsKeepsInterpolationAndFirstLiteral() {
    let source = #"""
      NSLocalizedString("set \(phone) now", comment: "")
      NSLocalizedString("authorize " + signingID, comment: "Signing ID")
      """#
    let genstrings = Self.scan(source, .swift, ScanOptions(mode: .genstrings))
    #expect(genstrings.strings.map(\.keySpelling) == [#"set \(phone) now"#, "authorize "])
    #expect(genstrings.diagnostics.isEmpty)
    let runtime = Self.scan(source)
    #expect(runtime.strings.isEmpty)
    #expect(runtime.diagnostics.map(\.ruleID) == [DiagnosticKind.interpolatedKey.id, DiagnosticKind.concatenatedKey.id])
  }

  @Test func nonLiteralArgumentsAreReported() {
    let source = #"""
      NSLocalizedString(key, comment: "")
      NSLocalizedString("", comment: "")
      NSLocalizedString("k", comment: someComment)
      """#
    let result = Self.scan(source)
    #expect(
      result.diagnostics.map(\.ruleID) == [
        DiagnosticKind.nonLiteralKey.id, DiagnosticKind.emptyKey.id, DiagnosticKind.nonLiteralArgument.id,
      ])
    #expect(result.strings.map(\.key.string) == ["k"])
    #expect(result.diagnostics[0].location == StringsSourceLocation(file: "t", line: 1, column: 19))
    // genstrings skips the call whose comment is not a literal.
    #expect(Self.scan(source, .swift, ScanOptions(mode: .genstrings)).strings.isEmpty)
  }

  @Test func escapesAndSpellings() {
    let source = #"""
      NSLocalizedString("Leave \"%@\"\n", comment: "Where \"%@\" is")
      NSLocalizedString("dash \u{2014}", comment: "")
      NSLocalizedString(#"raw "q" \d"#, comment: "")
      Text("""
           Line one.

           Line two \
           continued.
           """, comment: "about")
      """#
    let result = Self.scan(source, .swift, ScanOptions(mode: .genstrings, swiftUI: true))
    #expect(
      result.strings.map(\.key.string) == ["Leave \"%@\"\n", "dash \u{2014}", #"raw "q" \d"#, "Line one.\n\nLine two continued."])
    #expect(
      result.strings.map(\.keySpelling) == [
        #"Leave \"%@\"\n"#, "dash \u{2014}", #"raw \"q\" \\d"#, #"Line one.\n\nLine two continued."#,
      ])
    #expect(result.strings[0].commentSpelling == #"Where \"%@\" is"#)
    #expect(result.strings[0].comment == #"Where "%@" is"#)
  }

  @Test func cUnicodeEscapesAndDashU() {
    let source = #"NSLocalizedString(@"AB\U0043D", @"Comment");"#
    let plain = Self.scan(source, .objectiveC, ScanOptions(mode: .genstrings))
    #expect(plain.strings.first?.key.string == "ABCD")
    #expect(plain.strings.first?.keySpelling == "ABCD")
    let u = Self.scan(source, .objectiveC, ScanOptions(mode: .genstrings, keepsUnicodeEscapesInKeys: true))
    #expect(u.strings.first?.keySpelling == #"AB\U0043D"#)
    #expect(u.strings.first?.valueSpelling == "ABCD")
  }

  @Test func userRoutinesBringTheirFamily() {
    let source = #"""
      SULocalizedStringFromTableInBundle(@"a", SPARKLE_TABLE, bundle, nil);
      MyLocal(@"b", @"c");
      """#
    let options = ScanOptions(routines: ["SULocalizedString", "MyLocal"], mode: .genstrings)
    let result = Self.scan(source, .objectiveC, options)
    #expect(result.strings.map(\.key.string) == ["a", "b"])
    #expect(result.strings.map(\.table) == ["Localizable", "Localizable"])
    #expect(Self.keys(source, .objectiveC) == [])
  }

  @Test func unterminatedInputNeverCrashes() {
    for source in [
      #"Text(""#, #"Text("\("#, "/* open", #"NSLocalizedString(@"a"#, #"Text(#"x"#, #"Text("""a"#, "\\", #"Text("\u{"#,
    ] {
      _ = Self.scan(source)
      _ = Self.scan(source, .objectiveC)
    }
  }

  /// Code inside an interpolation is code; an App Intent title property is a key.
  @Test func callsInsideInterpolationsAndResourceProperties() {
    let source = #"""
      print("Status: \(NSLocalizedString("status.ok", comment: "Status"))")
      struct OpenIntent: AppIntent {
          static var title: LocalizedStringResource = "Open with account"
          static let other: String = "not a key"
      }
      """#
    let result = Self.scan(source)
    #expect(result.strings.map(\.key.string) == ["status.ok", "Open with account"])
    #expect(result.strings.map(\.location.line) == [1, 3])
    // genstrings reads neither App Intent titles nor (here) Text; the call inside the
    // interpolation is still a call.
    #expect(Self.keys(source, .swift, ScanOptions(mode: .genstrings)) == ["status.ok"])
  }

  /// Pathological input stays bounded: interpolations nested far past any real code do not
  /// exhaust the stack, and thousands of unclosed calls are not each read to the end of the file.
  @Test func pathologicalNestingIsBounded() {
    let deep = String(repeating: #""\("#, count: 20_000)
    #expect(Self.scan(deep).strings.isEmpty)
    let unclosed = String(repeating: "Text(", count: 3_000) + #"Text("real")"#
    let result = Self.scan(unclosed)
    #expect(result.strings.map(\.key.string) == ["real"])
    #expect(result.diagnostics.count == 3_000)
    #expect(result.diagnostics.allSatisfy { $0.ruleID == DiagnosticKind.unreadableCall.id })
    let cUnclosed = String(repeating: "NSLocalizedString(", count: 2_000)
    #expect(Self.scan(cUnclosed, .objectiveC).diagnostics.count == 2_000)
  }

  /// Random soups of the characters that matter (quotes, escapes, delimiters, comment markers,
  /// call names, bytes that are not UTF-8) never crash either lexer, and every key found is valid
  /// generalized UTF-8 (what `StringsText` promises). An empty key comes only from Swift in the
  /// runtime mode (`Text("")`, as Xcode extracts it); genstrings and the C family skip it. Seeded,
  /// so that a failure can be reproduced.
  @Test func randomInputNeverCrashes() {
    let pieces: [[UInt8]] =
      [
        "\"", "\\", "(", ")", "#", "@", "/", "*", "\n", "\r", "'", "%", " ", ",", ":", "+", "`", "{", "}",
        "\"\"\"", "\\(", "\\u{", "CFSTR", "NSLocalizedString", "Text", "String(localized:", "comment", "#define ",
        "x", "é",
      ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]
    var generator = SplitMix64(seed: 0x5EED_0018)
    for _ in 0..<300 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...300, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
      for language in SourceLanguage.allCases {
        for mode in ExtractionMode.allCases {
          let result = SourceScanner.scan(
            source: bytes, path: "r", language: language, options: ScanOptions(mode: mode, swiftUI: true))
          let emptyKeysAllowed = mode == .runtime && language == .swift
          #expect(result.strings.allSatisfy { isGeneralizedUTF8($0.key.utf8) && (emptyKeysAllowed || !$0.key.isEmpty) })
        }
      }
    }
  }

  /// No preprocessing, as genstrings: code under `#if 0` is read, in both modes (docs/extract.md).
  @Test func codeUnderIfZeroIsRead() {
    let source = """
      #if 0
      NSLocalizedString(@"dead", nil);
      #endif
      #include "NSLocalizedString(@\"not code\", nil)"
      NSLocalizedString(@"live", nil);
      """
    for mode in ExtractionMode.allCases {
      #expect(Self.keys(source, .objectiveC, ScanOptions(mode: mode)) == ["dead", "live"])
    }
  }
}
