import StringsKit

extension MergeAdvice {
  /// The `merge` command's own flags, which the library's messages leave to the front end.
  static let commandLine = MergeAdvice(
    retireObsoleteKeys: "--obsolete comment or remove", preferReturnedValues: "--prefer source",
    includeSourceLanguage: "--include-source-language", extractKeysInto: "run lstrings extract -o")
}
