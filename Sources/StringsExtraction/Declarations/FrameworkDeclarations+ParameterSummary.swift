extension FrameworkDeclarations {
  /// App Intents parameter summaries: the text of `Summary("Delete \(\.$engine)")` (in
  /// `static var parameterSummary`, a `When … otherwise:` or a `Switch … Case` branch alike) is a
  /// `ParameterSummaryString`, which Xcode extracts into `Localizable` with each parameter as
  /// `${name}` (`ParameterSummaryPlaceholder`). Apple's documentation of `Summary`.
  static let parameterSummary = """
    struct Summary<Intent, Content> {
      init(_ summary: ParameterSummaryString)
      init(_ summary: ParameterSummaryString, @ParameterSummaryBuilder table: () -> Content)
    }
    """
}
