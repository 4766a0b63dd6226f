import Foundation
import StringsFormats

/// A native target of an Xcode project with the build settings an export reads from it, layered
/// as Xcode layers them — the project's `.xcconfig`, the project's settings, the target's
/// `.xcconfig`, the target's settings, each over the one before — in the configuration
/// `xcodebuild` uses by default (the list's `defaultConfigurationName`, else its first).
///
/// Only what an export needs: plain `NAME = value` settings and `$(NAME)` references. A setting
/// with a condition (`NAME[sdk=iphoneos*]`) is not read, and a reference that cannot be resolved
/// makes `expanded` nil, so that a value is never exported half built.
struct XcodeTargetSettings: Sendable {
  var name: String
  var productType: String
  var settings: [String: String]

  /// `setting`'s value with its references filled in; nil when unset or not resolvable.
  func value(_ setting: String) -> String? {
    settings[setting].flatMap { expanded($0) }
  }

  /// `text` with each `$(NAME)` and `${NAME}` replaced by the setting's value (`TARGET_NAME` is
  /// the target's name, `PRODUCT_NAME` defaults to it); nil when one names no setting or uses an
  /// operator (`$(NAME:rfc1034identifier)`).
  func expanded(_ text: String, depth: Int = 0) -> String? {
    guard depth < 16 else { return nil }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let close: Character = rest[after] == "(" ? ")" : "}"
      guard let end = rest[after...].firstIndex(of: close) else { return nil }
      let name = String(rest[rest.index(after: after)..<end])
      guard let raw = builtIn(name) ?? settings[name], let value = expanded(raw, depth: depth + 1) else { return nil }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  private func builtIn(_ setting: String) -> String? {
    switch setting {
    case "TARGET_NAME": name
    case "PRODUCT_NAME": settings["PRODUCT_NAME"] == nil ? name : nil
    case "inherited": ""
    default: nil
    }
  }

  /// Whether the target is a test bundle (its Info.plist is never shown to people).
  var isTestBundle: Bool { productType.contains("test") }
}

/// Reads an `.xcodeproj`'s native targets and their settings (`XcodeTargetSettings`).
enum XcodeProjectSettings {
  /// The targets of the project at `project` (the `.xcodeproj` folder), in file order; empty when
  /// its `project.pbxproj` cannot be read as one.
  static func targets(of project: String) -> [XcodeTargetSettings] {
    guard let bytes = try? FileReader.read(project + "/project.pbxproj"),
      case .value(.dictionary(let root), isOldStyle: _) = PropertyListReader.readAnyFormat(bytes),
      case .dictionary(let objects)? = field("objects", root)
    else { return [] }
    let byID = Dictionary(objects.map { ($0.key.string, $0.value) }, uniquingKeysWith: { first, _ in first })
    let folder = (project as NSString).deletingLastPathComponent
    let paths = FileReferencePaths(objects: byID, projectFolder: folder.isEmpty ? "." : folder)
    guard let rootID = field("rootObject", root)?.text?.string, case .dictionary(let projectObject)? = byID[rootID] else {
      return []
    }
    let projectList = field("buildConfigurationList", projectObject)?.text?.string
    var targets: [XcodeTargetSettings] = []
    for (_, object) in objects {
      guard case .dictionary(let fields) = object, field("isa", fields)?.text?.string == "PBXNativeTarget",
        let name = field("name", fields)?.text?.string, let list = field("buildConfigurationList", fields)?.text?.string
      else { continue }
      let configuration = configurationName(of: list, byID)
      var settings: [String: String] = [:]
      for layer in [projectList, list].compactMap({ $0 }) {
        guard let id = configurationID(named: configuration, in: layer, byID), case .dictionary(let config)? = byID[id] else {
          continue
        }
        if let reference = field("baseConfigurationReference", config)?.text?.string, let path = paths.path(of: reference) {
          XCConfigFile.read(path, into: &settings)
        }
        if case .dictionary(let values)? = field("buildSettings", config) {
          for (key, value) in values { if let text = value.text?.string { settings[key.string] = text } }
        }
      }
      let productType = field("productType", fields)?.text?.string ?? ""
      targets.append(XcodeTargetSettings(name: name, productType: productType, settings: settings))
    }
    return targets
  }

  private static func configurationName(of list: String, _ byID: [String: StringsValue]) -> String? {
    guard case .dictionary(let fields)? = byID[list] else { return nil }
    if let name = field("defaultConfigurationName", fields)?.text?.string { return name }
    guard case .array(let ids)? = field("buildConfigurations", fields), let first = ids.first?.text?.string,
      case .dictionary(let config)? = byID[first]
    else { return nil }
    return field("name", config)?.text?.string
  }

  private static func configurationID(named name: String?, in list: String, _ byID: [String: StringsValue]) -> String? {
    guard case .dictionary(let fields)? = byID[list], case .array(let ids)? = field("buildConfigurations", fields) else {
      return nil
    }
    let all = ids.compactMap { $0.text?.string }
    return all.first { id in
      guard case .dictionary(let config)? = byID[id] else { return false }
      return field("name", config)?.text?.string == name
    } ?? all.first
  }

  static func field(_ name: String, _ fields: [(key: StringsText, value: StringsValue)]) -> StringsValue? {
    fields.first { $0.key.string == name }?.value
  }
}

/// Where a project's file references are on disk: a `<group>` reference's path is its groups'
/// paths joined from the project's main group down; `SOURCE_ROOT` is the project's folder.
struct FileReferencePaths {
  var objects: [String: StringsValue]
  var projectFolder: String
  private var parents: [String: String] = [:]

  init(objects: [String: StringsValue], projectFolder: String) {
    self.objects = objects
    self.projectFolder = projectFolder
    for (id, object) in objects {
      guard case .dictionary(let fields) = object, case .array(let children)? = XcodeProjectSettings.field("children", fields)
      else { continue }
      for child in children { if let childID = child.text?.string { parents[childID] = id } }
    }
  }

  /// The path of the file reference `id`, relative to the current folder; nil when unknown.
  func path(of id: String) -> String? {
    var components: [String] = []
    var current: String? = id
    var steps = 0
    while let node = current, steps < 64, case .dictionary(let fields)? = objects[node] {
      steps += 1
      if let path = XcodeProjectSettings.field("path", fields)?.text?.string { components.insert(path, at: 0) }
      let tree = XcodeProjectSettings.field("sourceTree", fields)?.text?.string ?? "<group>"
      if tree == "SOURCE_ROOT" || (components.first?.hasPrefix("/") ?? false) { break }
      guard tree == "<group>" else { return nil }
      current = parents[node]
    }
    guard !components.isEmpty else { return nil }
    let joined = components.joined(separator: "/")
    return joined.hasPrefix("/") ? joined : projectFolder + "/" + joined
  }
}

/// A `.xcconfig` file's plain settings (`NAME = value`), its `#include`s first, as Xcode reads it.
enum XCConfigFile {
  static func read(_ path: String, into settings: inout [String: String], depth: Int = 0) {
    guard depth < 8, let bytes = try? FileReader.read(path) else { return }
    let folder = (path as NSString).deletingLastPathComponent
    for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      var line = Substring(raw)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      line = line.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("#include") {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let name = String(line[line.index(after: open)..<close])
        read(name.hasPrefix("/") ? name : folder + "/" + name, into: &settings, depth: depth + 1)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let name = line[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.contains("["), !name.contains(" ") else { continue }
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      settings[name] = value.replacingOccurrences(of: "$(inherited)", with: settings[name] ?? "")
        .trimmingCharacters(in: .whitespaces)
    }
  }
}
