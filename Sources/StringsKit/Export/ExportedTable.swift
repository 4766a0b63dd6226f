import StringsFormats

/// One file of the project as it goes into an export: its `original` path (relative to the project
/// folder, as `<file original=…>` names it and as `Source Contents/` holds its copy) and its
/// content.
package struct ExportedTable: Sendable {
  package enum Content: Sendable {
    /// A String Catalog: one `<file>` in every language's export.
    case catalog(StringCatalog)
    /// A development-language `.strings` table and its translations beside it.
    case strings(StringsTableExport)
    /// A development-language `.stringsdict` table and its translations beside it.
    case stringsdict(StringsdictTableExport)
    /// A Base-localized storyboard or xib and its `L.lproj/NAME.strings` tables.
    case interfaceBuilder(InterfaceBuilderExport)
    /// The `InfoPlist` table Xcode generates from a target's Info.plist and build settings.
    case infoPlist(InfoPlistExport)
    /// A table the code uses that the project does not keep, extracted as Xcode's export does.
    case code(CodeStringsExport)
  }

  package var original: String
  /// The file's path on disk (the project folder joined with `original`).
  package var path: String
  package var content: Content

  package init(original: String, path: String, content: Content) {
    self.original = original
    self.path = path
    self.content = content
  }

  /// A storyboard or xib without a text to translate: copied, but no `<file>` of the XLIFF.
  var isDocumentWithoutText: Bool {
    guard case .interfaceBuilder(let document) = content else { return false }
    return document.entries.isEmpty
  }
}
