/// The ids of the scanner's and the extractor's diagnostics, by the names extraction's code uses.
///
/// Each id is declared once, in `DiagnosticKind` (with its severity and summary, and the
/// generated docs/diagnostics.md); these are short names for the extraction code, not a second
/// spelling.
enum ExtractRule {
  static let nonLiteralArgument = DiagnosticKind.nonLiteralArgument.id
  static let nonLiteralKey = DiagnosticKind.nonLiteralKey.id
  static let concatenatedKey = DiagnosticKind.concatenatedKey.id
  static let interpolatedKey = DiagnosticKind.interpolatedKey.id
  static let emptyKey = DiagnosticKind.emptyKey.id
  static let interpolationType = DiagnosticKind.interpolationType.id
  static let invalidUTF8 = DiagnosticKind.invalidUTF8.id
  static let unreadableCall = DiagnosticKind.unreadableCall.id
  static let unreadableFile = DiagnosticKind.unreadableFile.id
  static let duplicateValue = DiagnosticKind.duplicateValue.id
  static let multipleComments = DiagnosticKind.multipleComments.id
  static let malformedFormat = DiagnosticKind.malformedFormat.id
}
