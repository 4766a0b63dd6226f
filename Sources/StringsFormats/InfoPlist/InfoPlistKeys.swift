/// Which Info.plist keys hold text people see, and so belong in `InfoPlist.strings`.
///
/// Sources: Apple's Bundle Resources documentation — `kCFBundleNameKey` ("often found in the
/// `InfoPlist.strings` since it is usually localized"), `CFBundleDisplayName`, `CFBundleSpokenName`,
/// `NSHumanReadableCopyright`, and the "Protected resources" collection, whose every key ends in
/// `UsageDescription` (`NSCameraUsageDescription`, `NFCReaderUsageDescription`…); the legacy
/// `CFBundleGetInfoString` is still found in old tables (docs/interface-builder.md, "Info.plist").
package enum InfoPlistKeys {
  /// The keys localized by name. Usage descriptions are recognised by their suffix instead, so
  /// that keys Apple adds later are covered.
  static let named: [String: String] = [
    "CFBundleDisplayName": "Bundle display name",
    "CFBundleName": "Bundle name",
    "CFBundleSpokenName": "Accessibility bundle name",
    "NSHumanReadableCopyright": "Copyright (human-readable)",
    "CFBundleGetInfoString": "Get Info string",
  ]

  /// Whether the system shows `key`'s value to people, so that it needs a translation.
  package static func isLocalizable(_ key: String) -> Bool {
    named[key] != nil || isPermissionPrompt(key)
  }

  /// Whether `key` is a protected-resource usage description: the text of a permission prompt,
  /// which App Review requires in every language the app offers.
  package static func isPermissionPrompt(_ key: String) -> Bool {
    key.hasSuffix("UsageDescription") && key.utf8.count > "UsageDescription".utf8.count
  }

  /// The comment written above the entry: the name Xcode's property-list editor shows
  /// (`Privacy - Camera Usage Description`), spelled from the key for usage descriptions.
  package static func comment(for key: String) -> String {
    if let name = named[key] { return name }
    guard isPermissionPrompt(key) else { return key }
    // Words start at an upper-case letter after a lower-case one, and at the last capital of an
    // acronym that a lower-case letter follows (`NFCReader` → `NFC Reader`).
    let letters = Array(key.hasPrefix("NS") ? key.dropFirst(2) : Substring(key))
    var words: [String] = []
    var word = ""
    for (index, letter) in letters.enumerated() {
      let startsWord =
        letter.isUppercase && index > 0
        && (letters[index - 1].isLowercase
          || (index + 1 < letters.count && letters[index + 1].isLowercase && letters[index - 1].isUppercase))
      if startsWord, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(letter)
    }
    if !word.isEmpty { words.append(word) }
    return "Privacy - " + words.joined(separator: " ")
  }
}
