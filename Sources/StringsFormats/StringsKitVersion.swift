/// The version of StringsKit and the `lstrings` tool.
package enum StringsKitVersion {
  public static let current = "0.1.0"
}
