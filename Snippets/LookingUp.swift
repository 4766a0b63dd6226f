// Looks strings up in a folder of `.lproj` tables with Apple's language fallback.
import Foundation
import StringsKit

// snippet.hide
let folder = NSTemporaryDirectory() + "StringsKitLookup-\(getpid())"
func write(_ text: String, to path: String) throws {
  let url = URL(fileURLWithPath: folder + "/" + path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}
defer { try? FileManager.default.removeItem(atPath: folder) }
// snippet.show
try write("\"hello\" = \"Hello\";\n\"bye\" = \"Goodbye\";\n", to: "en.lproj/Localizable.strings")
try write("\"hello\" = \"Hallo\";\n", to: "de.lproj/Localizable.strings")
try write("\"hello\" = \"Servus\";\n", to: "de-AT.lproj/Localizable.strings")

let bundle = try LocalizedBundle(path: folder, developmentRegion: "en")
print(bundle.localizedString(forKey: "hello", preferredLanguages: ["de-AT"]))  // Servus
print(bundle.localizedString(forKey: "hello", preferredLanguages: ["de-CH"]))  // Hallo
// The first table found is the whole table: a key it lacks is not looked up in English.
print(bundle.localizedString(forKey: "bye", preferredLanguages: ["de"]))  // bye

// Why: the search list, and which localization served the string.
let resolution = bundle.resolve(key: "hello", preferredLanguages: ["fr", "de-CH"])
print(resolution.searchList.localizations)  // ["de", "en"]
print(resolution.servingLocalization ?? "none")  // de

// The matching alone, as `Bundle.preferredLocalizations(from:forPreferences:)`.
print(LanguageMatcher.preferredLocalizations(from: ["en", "de", "zh-Hans"], forPreferences: ["zh-Hans-CN"]))  // ["zh-Hans"]
