import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// A file's language from its extension, read on the path's UTF-8: the last dot of the last
/// component decides; a dot in a folder's name is no extension.
@Suite struct SourceLanguageTests {
  @Test(arguments: [
    ("Sources/App/View.swift", SourceLanguage.swift),
    ("Café/Ünïcode.swift", .swift),
    (".swift", .swift),
    ("a.b.swift", .swift),
    ("Legacy/Controller.m", .objectiveC),
    ("include/api.h", .objectiveC),
    ("lib/core.cpp", .objectiveC),
    ("lib/core.mm", .objectiveC),
  ])
  func knownExtensions(path: String, language: SourceLanguage) {
    #expect(SourceLanguage(path: path) == language)
  }

  @Test(arguments: [
    "README", "Resources/en.lproj/Localizable.strings", "App.xcdatamodeld/contents", "Folder.swift/file", "View.Swift",
    "View.swift.",
  ])
  func otherPathsHaveNoLanguage(path: String) {
    #expect(SourceLanguage(path: path) == nil)
  }
}
