import Foundation

/// The `InfoPlist.strings` table of a target: the localizable values of its Info.plist, read from
/// the file (XML or binary) or from the `INFOPLIST_KEY_…` build settings Xcode uses when a target
/// has no Info.plist file of its own.
package struct InfoPlistStrings: Sendable {
  package struct Entry: Sendable, Hashable {
    /// The Info.plist key, which is the table key.
    package var key: String
    package var value: String
    /// Where the key is defined.
    package var location: StringsSourceLocation
  }

  /// The entries ordered by key (UTF-16 code units).
  package var entries: [Entry]
  package var diagnostics: [StringsDiagnostic]

  package init(entries: [Entry], diagnostics: [StringsDiagnostic]) {
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The table name the runtime looks values up in.
  package static let tableName = "InfoPlist"

  /// The table as a `.strings` text in genstrings' layout (comment, entry, blank line).
  package var stringsText: String {
    StringsWriter.table(entries.map { (StringsText($0.key), StringsText($0.value), InfoPlistKeys.comment(for: $0.key)) })
  }

  /// The entry for each key.
  var valuesByKey: [String: Entry] {
    Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - Info.plist

  /// The localizable values of an Info.plist (XML or binary property list).
  static func read(infoPlist bytes: [UInt8], path: String) -> InfoPlistStrings {
    let root: StringsValue
    switch PropertyListReader.readAnyFormat(bytes) {
    case .value(let value, isOldStyle: _): root = value
    case .failure(let reason): return failed(path, "not a property list: \(reason)")
    }
    guard case .dictionary(let pairs) = root else { return failed(path, "the Info.plist's top level is not a dictionary") }
    let lines = LineTable(bytes: bytes)
    var entries: [Entry] = []
    for (key, value) in pairs where InfoPlistKeys.isLocalizable(key.string) {
      guard let text = value.text?.string, isTranslatable(text) else { continue }
      let offset = firstOffset(of: Array("<key>\(key.string)</key>".utf8), in: bytes) ?? 0
      entries.append(Entry(key: key.string, value: text, location: lines.location(of: offset, file: path)))
    }
    return InfoPlistStrings(entries: sorted(entries), diagnostics: [])
  }

  /// Reads the file at `path`.
  package static func read(infoPlistAt path: String) -> InfoPlistStrings {
    guard let data = FileManager.default.contents(atPath: path) else { return failed(path, "cannot read the file") }
    return read(infoPlist: Array(data), path: path)
  }

  // MARK: - project.pbxproj

  /// The `INFOPLIST_KEY_<key>` build settings of `target` (every target when nil) in a
  /// `project.pbxproj`. Configurations (Debug, Release) that disagree on a value give a warning;
  /// the first configuration in the file wins.
  package static func read(project bytes: [UInt8], path: String, target: String? = nil) -> InfoPlistStrings {
    guard case .value(.dictionary(let root), isOldStyle: _) = PropertyListReader.readAnyFormat(bytes),
      case .dictionary(let objects)? = root.first(where: { $0.key == "objects" })?.value
    else { return failed(path, "not an Xcode project file (project.pbxproj)") }
    let byID = Dictionary(objects.map { ($0.key.string, $0.value) }, uniquingKeysWith: { first, _ in first })
    let configurationIDs = configurations(of: target, in: byID, objects: objects)
    let lines = LineTable(bytes: bytes)
    var entries: [Entry] = [], diagnostics: [StringsDiagnostic] = []
    var seen: [String: Int] = [:]
    for id in configurationIDs {
      guard case .dictionary(let fields)? = byID[id], case .dictionary(let settings)? = field("buildSettings", fields) else {
        continue
      }
      for (name, value) in settings {
        let setting = name.string
        guard setting.hasPrefix(prefix), let text = value.text?.string else { continue }
        let key = String(setting.dropFirst(prefix.count))
        guard InfoPlistKeys.isLocalizable(key), isTranslatable(text) else { continue }
        // The line that sets this value (another configuration may set the key too).
        let offset =
          firstOffset(of: Array("\(setting) = \"\(text)\"".utf8), in: bytes) ?? firstOffset(
            of: Array("\(setting) = \(text);".utf8), in: bytes)
          ?? firstOffset(of: Array(setting.utf8), in: bytes) ?? 0
        let location = lines.location(of: offset, file: path)
        if let index = seen[key] {
          if entries[index].value != text {
            diagnostics.append(
              StringsDiagnostic(
                .infoPlistUnreadable, severity: .warning,
                message:
                  "\(setting) differs between build configurations ('\(entries[index].value)' and '\(text)'): the first is used",
                location: location, key: key))
          }
          continue
        }
        seen[key] = entries.count
        entries.append(Entry(key: key, value: text, location: location))
      }
    }
    return InfoPlistStrings(entries: sorted(entries), diagnostics: diagnostics)
  }

  private static let prefix = "INFOPLIST_KEY_"

  /// The IDs of the build configurations of `target`'s configuration list (all targets' when nil),
  /// in file order.
  private static func configurations(
    of target: String?, in byID: [String: StringsValue], objects: [(key: StringsText, value: StringsValue)]
  ) -> [String] {
    var ids: [String] = []
    for (_, object) in objects {
      guard case .dictionary(let fields) = object, field("isa", fields)?.text?.string == "PBXNativeTarget" else { continue }
      if let target, field("name", fields)?.text?.string != target { continue }
      guard let listID = field("buildConfigurationList", fields)?.text?.string,
        case .dictionary(let list)? = byID[listID], case .array(let members)? = field("buildConfigurations", list)
      else { continue }
      ids += members.compactMap { $0.text?.string }
    }
    return ids
  }

  private static func field(_ name: String, _ fields: [(key: StringsText, value: StringsValue)]) -> StringsValue? {
    fields.first { $0.key.string == name }?.value
  }

  // MARK: - Helpers

  /// A value that is only a build-setting reference (`$(PRODUCT_NAME)`) is filled in at build
  /// time: there is nothing to translate. Empty values neither.
  static func isTranslatable(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    let isReference = (text.hasPrefix("$(") && text.hasSuffix(")")) || (text.hasPrefix("${") && text.hasSuffix("}"))
    return !(isReference && !text.dropFirst(2).contains("$"))
  }

  private static func sorted(_ entries: [Entry]) -> [Entry] {
    entries.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
  }

  private static func failed(_ path: String, _ message: String) -> InfoPlistStrings {
    InfoPlistStrings(
      entries: [],
      diagnostics: [
        StringsDiagnostic(.infoPlistUnreadable, message: message, file: path)
      ])
  }

  /// The offset of the first occurrence of `needle` in `haystack` (for a location only).
  private static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard let first = needle.first, needle.count <= haystack.count else { return nil }
    var index = 0
    while index <= haystack.count - needle.count {
      if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
