import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A throwaway folder of `.lproj` tables, removed when the value goes away.
final class TemporaryBundle {
  let path: String

  init(_ files: [String: [UInt8]]) throws {
    path = NSTemporaryDirectory() + "lstrings-bundle-" + UUID().uuidString
    for (relative, bytes) in files {
      let url = URL(fileURLWithPath: path + "/" + relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
  }

  convenience init(text files: [String: String]) throws {
    try self.init(files.mapValues { Array($0.utf8) })
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

struct LocalizedBundleTests {
  // MARK: - Parity with Foundation on one .lproj

  /// Tables that exercise every rule of `CFBundleCopyLocalizedString`: present keys, escapes, a
  /// repeated key (the last wins), the `"key";` shorthand, a second table, a table CF rejects, an
  /// empty value, UTF-16 with a BOM.
  static let parityFiles: [String: [UInt8]] = [
    "de.lproj/Localizable.strings": Array(
      """
      /* greeting */
      "Hello" = "Hallo";
      "Quote" = "Er sagte \\"ja\\"\\n";
      "Twice" = "first";
      "Twice" = "second";
      "Shorthand";
      "Empty" = "";
      "Unicode" = "\\U00e9t\\u00E9 🌍";
      """.utf8),
    "de.lproj/Settings.strings": Array("\"Language\" = \"Sprache\";\n".utf8),
    "de.lproj/Broken.strings": Array("\"a\" = \"b\"\n\"c\" = \"d\";\n".utf8),
    "de.lproj/Wide.strings": [0xFF, 0xFE]
      + Array("\"Wide\" = \"breit\";\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
  ]

  static let parityLookups: [(key: String, value: String?, table: String?)] = [
    ("Hello", nil, nil), ("Hello", "fallback", nil), ("Hello", nil, ""),
    ("Hello", nil, "Localizable"),
    ("Quote", nil, nil), ("Twice", nil, nil), ("Shorthand", nil, nil), ("Empty", nil, nil),
    ("Empty", "v", nil),
    ("Unicode", nil, nil), ("Missing", nil, nil), ("Missing", "", nil), ("Missing", "Default", nil),
    ("Language", nil, "Settings"), ("Hello", nil, "Settings"), ("Language", "x", "NoSuchTable"),
    ("a", nil, "Broken"), ("c", "v", "Broken"), ("Wide", nil, "Wide"), ("", nil, nil),
    ("", "v", nil),
  ]

  @Test func lookupsAgreeWithFoundationOnOneLproj() throws {
    let folder = try TemporaryBundle(Self.parityFiles)
    let foundation = try #require(Bundle(path: folder.path + "/de.lproj"))
    let ours = try LocalizedBundle(path: folder.path)
    #expect(ours.localizations == ["de"])
    for lookup in Self.parityLookups {
      let expected = foundation.localizedString(
        forKey: lookup.key, value: lookup.value, table: lookup.table)
      let actual = ours.localizedString(
        forKey: lookup.key, value: lookup.value, table: lookup.table, preferredLanguages: ["de"])
      #expect(
        actual == expected,
        "key \(lookup.key.debugDescription) value \(String(describing: lookup.value)) table \(String(describing: lookup.table))"
      )
    }
  }

  @Test func lookupsAgreeWithFoundationOnTheExampleApp() throws {
    let resources = Fixtures.repositoryRoot.appendingPathComponent("Example/Resources").path
    let ours = try LocalizedBundle(path: resources, developmentRegion: "en")
    for localization in ours.localizations {
      let foundation = try #require(Bundle(path: resources + "/" + localization + ".lproj"))
      for table in ["Localizable", "Settings"] {
        let keys = ours.table(table, localization: "en")?.table.keys.map(\.string) ?? []
        #expect(!keys.isEmpty)
        for key in keys + ["Not a key"] {
          let expected = foundation.localizedString(forKey: key, value: nil, table: table)
          #expect(
            ours.localizedString(forKey: key, table: table, preferredLanguages: [localization])
              == expected, "\(localization) \(table) \(key)")
        }
      }
    }
  }

  // MARK: - CFBundle's table search

  @Test func theFirstTableFoundIsTheWholeTable() throws {
    // CFBundle_Strings.c loads one file; a key missing from it is not looked up in English.
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": "\"A\" = \"A-en\";\n\"B\" = \"B-en\";\n",
      "de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    #expect(bundle.localizedString(forKey: "A", preferredLanguages: ["de"]) == "A-de")
    #expect(bundle.localizedString(forKey: "B", preferredLanguages: ["de"]) == "B")
    #expect(bundle.localizedString(forKey: "B", value: "Bee", preferredLanguages: ["de"]) == "Bee")
  }

  @Test func aMissingTableIsFoundInTheDevelopmentRegion() throws {
    // _createQueryTableAtPath: the first language, Base.lproj, then the rest of the search list.
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": "\"A\" = \"A-en\";\n",
      "en.lproj/Extra.strings": "\"X\" = \"X-en\";\n",
      "de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
      "de-AT.lproj/Other.strings": "\"O\" = \"O-at\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    #expect(
      bundle.localizedString(forKey: "X", table: "Extra", preferredLanguages: ["de"]) == "X-en")
    // de-AT.lproj exists but has no Localizable.strings: its parent de serves.
    #expect(bundle.localizedString(forKey: "A", preferredLanguages: ["de-AT"]) == "A-de")
    #expect(
      bundle.localizedString(forKey: "O", table: "Other", preferredLanguages: ["de-AT"]) == "O-at")
  }

  @Test func baseLprojComesRightAfterTheFirstLanguage() throws {
    let folder = try TemporaryBundle(text: [
      "Base.lproj/Main.strings": "\"T\" = \"T-base\";\n",
      "en.lproj/Main.strings": "\"T\" = \"T-en\";\n",
      "de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    #expect(
      bundle.localizedString(forKey: "T", table: "Main", preferredLanguages: ["de"]) == "T-base")
    #expect(
      bundle.localizedString(forKey: "T", table: "Main", preferredLanguages: ["en"]) == "T-en")
  }

  @Test func strictPoliciesDoNotFallBackToBaseOrTheDevelopmentRegion() throws {
    let folder = try TemporaryBundle(text: [
      "Base.lproj/Localizable.strings": "\"T\" = \"T-base\";\n",
      "en.lproj/Localizable.strings": "\"T\" = \"T-en\";\n",
      "en-GB.lproj/Localizable.strings": "\"T\" = \"T-gb\";\n",
    ])
    let exact = try LocalizedBundle(path: folder.path, developmentRegion: "en", policy: .exact)
    #expect(exact.localizedString(forKey: "T", preferredLanguages: ["en-GB"]) == "T-gb")
    #expect(exact.localizedString(forKey: "T", preferredLanguages: ["en-US"]) == "T")
    let language = try LocalizedBundle(
      path: folder.path, developmentRegion: "en", policy: .language)
    #expect(language.localizedString(forKey: "T", preferredLanguages: ["en-US"]) == "T-en")
    #expect(language.localizedString(forKey: "T", preferredLanguages: ["fr", "en"]) == "T")
    let apple = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    #expect(apple.localizedString(forKey: "T", preferredLanguages: ["fr"]) == "T-en")
  }

  @Test func aNonLocalizedTableWinsOverEveryLproj() throws {
    let folder = try TemporaryBundle(text: [
      "Localizable.strings": "\"A\" = \"A-global\";\n",
      "de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path)
    #expect(bundle.localizedString(forKey: "A", preferredLanguages: ["de"]) == "A-global")
  }

  @Test func nonStringValuesFallBackInsteadOfCrashing() throws {
    // Foundation on Linux crashes bridging a dictionary value to String; we fall back to the key.
    let folder = try TemporaryBundle(text: [
      "de.lproj/Localizable.strings": "\"d\" = { \"x\" = \"y\"; };\n"
    ])
    let bundle = try LocalizedBundle(path: folder.path)
    let resolution = bundle.resolve(key: "d", preferredLanguages: ["de"])
    #expect(resolution.text == "d")
    #expect(resolution.steps.contains(.notAString))
  }

  @Test func developmentRegionIsReadFromAnInfoPlistBesideTheResources() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>
      """
    let folder = try TemporaryBundle(text: [
      "Info.plist": plist, "Resources/de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
      "Resources/fr.lproj/Localizable.strings": "\"A\" = \"A-fr\";\n",
    ])
    let resources = folder.path + "/Resources"
    #expect(LocalizedBundle.developmentRegion(near: resources) == "de")
    #expect(LocalizedBundle.developmentRegion(near: folder.path + "/Resources/fr.lproj") == nil)
    let bundle = try LocalizedBundle(
      path: resources, developmentRegion: LocalizedBundle.developmentRegion(near: resources))
    #expect(bundle.localizedString(forKey: "A", preferredLanguages: ["ja"]) == "A-de")
  }

  /// Xcode's templates write `$(DEVELOPMENT_LANGUAGE)`: a build setting, not a language.
  @Test func aBuildSettingInTheInfoPlistIsNoDevelopmentRegion() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string></dict></plist>
      """
    let folder = try TemporaryBundle(text: [
      "Info.plist": plist, "Resources/de.lproj/Localizable.strings": "\"A\" = \"A-de\";\n",
    ])
    #expect(LocalizedBundle.developmentRegion(near: folder.path + "/Resources") == nil)
  }

  // MARK: - Explain

  @Test func explainNamesTheLprojTheFileAndTheValueLocation() throws {
    let resources = Fixtures.repositoryRoot.appendingPathComponent("Example/Resources").path
    let bundle = try LocalizedBundle(path: resources, developmentRegion: "en")
    let resolution = bundle.resolve(key: "Welcome", preferredLanguages: ["de-AT", "en"])
    #expect(resolution.text == "Willkommen")
    #expect(resolution.searchList.localizations == ["de", "en"])
    // de.lproj/Localizable.strings line 17: "Welcome" = "Willkommen"; the value starts at column 13.
    #expect(
      resolution.source
        == .table(
          "de", path: resources + "/de.lproj/Localizable.strings",
          location: StringsSourceLocation(
            file: resources + "/de.lproj/Localizable.strings", line: 17, column: 13)))
    #expect(resolution.steps.first == .preferences(["de-AT", "en"], isOverride: false))
  }

  @Test func explainReportsARejectedTableAndTheKeyFallback() throws {
    // The example's zh-Hans table has a full-width semicolon: CoreFoundation rejects it.
    let resources = Fixtures.repositoryRoot.appendingPathComponent("Example/Resources").path
    let bundle = try LocalizedBundle(path: resources, developmentRegion: "en")
    let resolution = bundle.resolve(key: "Inbox", preferredLanguages: ["zh-Hans"])
    #expect(resolution.text == "Inbox")
    #expect(resolution.source == .key)
    #expect(
      resolution.steps.contains { if case .foundTable(_, .rejected) = $0 { true } else { false } })
    #expect(resolution.steps.last == .fellBackToKey)
  }

  // MARK: - Seeds 000 and 001: switching language inside the app

  @Test func overrideSwitchesBetweenChineseAndEnglishAndBack() throws {
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": "\"done\" = \"Done\";\n",
      "zh-Hans.lproj/Localizable.strings": "\"done\" = \"完成\";\n",
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    let system = ["zh-Hans-CN", "en"]
    #expect(bundle.localizedString(forKey: "done", preferredLanguages: system) == "完成")
    bundle.overrideLanguages = ["en"]  // [UWConfig setUserLanguage:@"en"]
    #expect(bundle.localizedString(forKey: "done", preferredLanguages: system) == "Done")
    bundle.overrideLanguages = ["zh-Hans"]  // [NSBundle setLanguage:@"zh-Hans"]
    #expect(bundle.localizedString(forKey: "done", preferredLanguages: ["en"]) == "完成")
    bundle.followSystem()  // [UWConfig setUserLanguage:nil]: follow the phone's settings again
    #expect(bundle.localizedString(forKey: "done", preferredLanguages: ["en-US"]) == "Done")
    #expect(
      bundle.resolve(key: "done", preferredLanguages: ["en"]).steps.first
        == .preferences(["en"], isOverride: false))
  }

  @Test func concurrentSwitchingNeverMixesLanguages() async throws {
    let keys = (0..<20).map { "key\($0)" }
    func table(_ suffix: String) -> String {
      keys.map { "\"\($0)\" = \"\($0)-\(suffix)\";\n" }.joined()
    }
    let folder = try TemporaryBundle(text: [
      "en.lproj/Localizable.strings": table("en"), "zh-Hans.lproj/Localizable.strings": table("zh"),
    ])
    let bundle = try LocalizedBundle(path: folder.path, developmentRegion: "en")
    let results = await withTaskGroup(of: [String].self) { group in
      for switcher in 0..<2 {
        group.addTask {
          for round in 0..<400 {
            bundle.overrideLanguages =
              (round + switcher) % 3 == 0 ? nil : (round % 2 == 0 ? ["zh-Hans"] : ["en"])
          }
          return []
        }
      }
      for _ in 0..<4 {
        group.addTask {
          var problems: [String] = []
          for _ in 0..<150 {
            let screen = bundle.localizedStrings(forKeys: keys, preferredLanguages: ["en"])
            let suffixes = Set(screen.map { $0.split(separator: "-").last.map(String.init) ?? "" })
            if suffixes.count != 1 || !(suffixes == ["en"] || suffixes == ["zh"]) {
              problems.append(screen.joined(separator: ","))
            }
            let one = bundle.localizedString(forKey: "key7", preferredLanguages: ["en"])
            if one != "key7-en" && one != "key7-zh" { problems.append(one) }
          }
          return problems
        }
      }
      var all: [String] = []
      for await problems in group { all += problems }
      return all
    }
    #expect(results.isEmpty)
  }
}
