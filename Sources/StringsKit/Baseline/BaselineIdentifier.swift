import Foundation

/// Turns lint's findings into what a baseline remembers of them (`BaselineFinding`): the file
/// relative to the baseline's folder, the language, and in a catalog the variation.
package struct BaselineIdentifier {
  /// The absolute folder the baseline file is in: files are recorded relative to it.
  let folder: [Substring]
  /// The working directory, which relative diagnostic paths are relative to.
  let workingDirectory: String
  /// Each catalog read once, only when one of its findings needs its form.
  private var catalogs: [String: CatalogFormLocator?] = [:]

  /// Identifies findings for the baseline file at `baselinePath`.
  package init(baselinePath: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
    self.workingDirectory = workingDirectory
    let absolute = Self.absolute(baselinePath, in: workingDirectory)
    self.folder = Array(absolute.split(separator: "/").dropLast())
  }

  /// What the baseline records of `diagnostic`.
  package mutating func finding(for diagnostic: StringsDiagnostic) -> BaselineFinding {
    let path = diagnostic.location.file
    let language = diagnostic.language ?? TableFile(path: path).language
    var form: String?
    if let key = diagnostic.key, let language, path.hasSuffix(".xcstrings") {
      form = locator(for: path)?.form(key: key, language: language, at: diagnostic.location)
    }
    return BaselineFinding(
      rule: diagnostic.ruleID, file: relative(path), key: diagnostic.key, language: language, form: form)
  }

  private mutating func locator(for path: String) -> CatalogFormLocator? {
    if let cached = catalogs[path] { return cached }
    let locator = (try? StringCatalog.parse(file: path)).map(CatalogFormLocator.init)
    catalogs[path] = locator
    return locator
  }

  /// `path` relative to the baseline's folder, or absolute when it is outside it.
  func relative(_ path: String) -> String {
    let components = Self.absolute(path, in: workingDirectory).split(separator: "/")
    guard components.count > folder.count, Array(components.prefix(folder.count)) == folder else {
      return "/" + components.joined(separator: "/")
    }
    return components.dropFirst(folder.count).joined(separator: "/")
  }

  /// The absolute path without `.` and `..` components.
  static func absolute(_ path: String, in directory: String) -> String {
    var parts: [Substring] = []
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    for part in full.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
