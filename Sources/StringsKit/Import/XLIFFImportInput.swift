import Foundation

/// One XLIFF to import, and the language it must be in: an `.xcloc` gives each of its
/// `Localized Contents/*.xliff` with the `targetLocale` of its `contents.json`; a bare `.xliff`
/// says its language itself.
struct XLIFFImportInput: Sendable {
  var path: String
  /// The language the catalog says (`contents.json`'s `targetLocale`), nil for a bare `.xliff`.
  var expectedLanguage: String?

  /// The XLIFFs an argument names; throws `XLIFFImport.InputError` for one that is neither.
  static func inputs(for argument: String) throws -> [XLIFFImportInput] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      throw XLIFFImport.InputError(message: "\(argument): no such file or folder")
    }
    guard isDirectory.boolValue else { return [XLIFFImportInput(path: argument, expectedLanguage: nil)] }
    let folder = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
    let localized = folder + "/Localized Contents"
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: localized))?.filter { $0.hasSuffix(".xliff") }.sorted() ?? []
    guard !names.isEmpty else {
      throw XLIFFImport.InputError(message: "\(argument): not a localization catalog (no 'Localized Contents/*.xliff' in it)")
    }
    var language: String?
    if let data = FileManager.default.contents(atPath: folder + "/contents.json"),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    {
      language = object["targetLocale"] as? String
    }
    return names.map { XLIFFImportInput(path: localized + "/" + $0, expectedLanguage: language) }
  }
}
