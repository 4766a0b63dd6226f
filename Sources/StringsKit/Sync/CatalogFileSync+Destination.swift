import Foundation

extension CatalogFileSync.Destination {
  /// Where an extraction to `output` syncs String Catalogs, or nil when it writes `.strings`
  /// tables: a path ending in `.xcstrings` is one catalog; a folder is a folder of catalogs when
  /// `isCatalogFolder` says so or when it already holds one. Only a folder that was named
  /// (`output` not nil) is looked into: an extraction into the current directory by default
  /// (`lstrings extract Sources` in a project's root) keeps writing `.strings` tables there.
  package init?(output: String?, isCatalogFolder: Bool) {
    let path = output ?? "."
    if path.hasSuffix("." + CatalogFileSync.fileExtension) {
      self = .file(path)
    } else if isCatalogFolder {
      self = .directory(path)
    } else if let output, Self.holdsCatalog(output) {
      self = .directory(output)
    } else {
      return nil
    }
  }

  /// The catalog's or the folder's path: where a development region is searched from.
  package var path: String {
    switch self {
    case .file(let path), .directory(let path): path
    }
  }

  private static func holdsCatalog(_ folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { $0.hasSuffix("." + CatalogFileSync.fileExtension) }
  }
}
