import Foundation

/// What a running app shows for a key that a storyboard's table lacks: the nib keeps the
/// document's own text, so `lookup` answers with it instead of the raw key.
enum IBDocumentLookup {
  /// The document text for `key` (`ObjectID.property`) of the table `table` in the bundle at
  /// `bundlePath`, with the document's path: `Base.lproj/<table>.storyboard` or `.xib` first, then
  /// the same document in `localizations`' folders. Nil when no such document has that key.
  static func text(forKey key: String, table: String, bundlePath: String, localizations: [String]) -> (
    path: String, entry: IBStringsEntry
  )? {
    guard key.utf8.contains(UInt8(ascii: ".")) else { return nil }
    let folder = bundlePath.hasSuffix("/") ? bundlePath : bundlePath + "/"
    for localization in ["Base"] + localizations {
      for fileExtension in IBDocument.fileExtensions.sorted() {
        let path = "\(folder)\(localization).lproj/\(table).\(fileExtension)"
        guard FileManager.default.fileExists(atPath: path) else { continue }
        let document = IBDocumentReader.read(path: path)
        return document.entriesByKey[key].map { (path, $0) }
      }
    }
    return nil
  }
}
