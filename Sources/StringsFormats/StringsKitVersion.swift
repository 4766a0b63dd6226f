/// The version of StringsKit and the `lstrings` tool.
@_spi(LStringsCLI) public enum StringsKitVersion {
  public static let current = "0.1.0"
}
