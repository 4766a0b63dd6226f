/// The ids of the scanner's and the extractor's diagnostics, by the names extraction's code uses.
///
/// Each id is declared once, in `DiagnosticKind` (with its severity and summary, and the
/// generated docs/diagnostics.md); these are short names for the extraction code, not a second
/// spelling.
public enum ExtractRule {
  public static let nonLiteralArgument = DiagnosticKind.nonLiteralArgument.id
  public static let nonLiteralKey = DiagnosticKind.nonLiteralKey.id
  public static let concatenatedKey = DiagnosticKind.concatenatedKey.id
  public static let interpolatedKey = DiagnosticKind.interpolatedKey.id
  public static let emptyKey = DiagnosticKind.emptyKey.id
  public static let interpolationType = DiagnosticKind.interpolationType.id
  public static let invalidUTF8 = DiagnosticKind.invalidUTF8.id
  public static let unreadableCall = DiagnosticKind.unreadableCall.id
  public static let unreadableFile = DiagnosticKind.unreadableFile.id
  public static let duplicateValue = DiagnosticKind.duplicateValue.id
  public static let multipleComments = DiagnosticKind.multipleComments.id
  public static let malformedFormat = DiagnosticKind.malformedFormat.id
}
