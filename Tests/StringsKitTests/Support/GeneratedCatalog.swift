/// A String Catalog in 40 languages with thousands of lint findings, written as Xcode lays one
/// out, for tests that need a large real-looking catalog (the baseline's "Done when").
///
/// Every key is translated into every language except where `(key + language) % 5 == 0`
/// (`missing-translation`); `(3 key + language) % 13 == 0` marks a unit `needs_review`; keys
/// divisible by 17 pass an object where English passes an integer in the languages divisible
/// by 7 (`placeholder-mismatch`, an error); and `ru` gives the plural key only `one` and
/// `other` (`missing-plural-category`).
struct GeneratedCatalog {
  static let languages = [
    "ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu",
    "id", "it", "ja", "ko", "lt", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl",
    "sr", "sv", "th", "tr", "uk", "vi", "zh-HK", "zh-Hans", "zh-Hant",
  ]

  var keyCount = 300
  /// A unit (key index, language) given an object placeholder: a new error.
  var defect: (key: Int, language: String)?
  /// A missing unit (key index, language) that is translated after all: a fixed finding.
  var translated: (key: Int, language: String)?
  /// A fully translated key written before all others, which moves every other line.
  var keyOnTop = false

  static func key(_ index: Int) -> String {
    "Item %lld of list \(String(index + 1000))"
  }

  /// Whether the generator leaves this unit out.
  static func isMissing(_ key: Int, _ language: Int) -> Bool {
    (key + language) % 5 == 0 && languages[language] != "en"
  }

  var text: String {
    var entries: [String] = []
    if keyOnTop { entries.append(entry("A first key", units: Self.languages.map { ($0, "A first key \($0)", "translated") })) }
    for key in 0..<keyCount {
      var units: [(String, String, String)] = []
      for (index, language) in Self.languages.enumerated() {
        let isTranslated = translated.map { $0 == (key, language) } ?? false
        if Self.isMissing(key, index), !isTranslated { continue }
        let wrong = (key % 17 == 0 && index % 7 == 0 && language != "en") || defect.map { $0 == (key, language) } ?? false
        let value = language == "en" ? Self.key(key) : "\(language) \(wrong ? "%@" : "%lld") \(key)"
        let state = (3 * key + index) % 13 == 0 && language != "en" ? "needs_review" : "translated"
        units.append((language, value, state))
      }
      entries.append(entry(Self.key(key), units: units))
    }
    entries.append(pluralEntry)
    return """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(entries.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }

      """
  }

  private func entry(_ key: String, units: [(language: String, value: String, state: String)]) -> String {
    let localizations = units.map { unit in
      """
              "\(unit.language)" : {
                "stringUnit" : {
                  "state" : "\(unit.state)",
                  "value" : "\(unit.value)"
                }
              }
      """
    }
    return """
          "\(key)" : {
            "localizations" : {
      \(localizations.joined(separator: ",\n"))
            }
          }
      """
  }

  private var pluralEntry: String {
    func forms(_ names: [String], _ language: String) -> String {
      names.map { name in
        """
                    "\(name)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld \(language) \(name)"
                      }
                    }
        """
      }.joined(separator: ",\n")
    }
    return """
          "%lld files" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "plural" : {
      \(forms(["one", "other"], "en"))
                  }
                }
              },
              "ru" : {
                "variations" : {
                  "plural" : {
      \(forms(["one", "other"], "ru"))
                  }
                }
              }
            }
          }
      """
  }
}
