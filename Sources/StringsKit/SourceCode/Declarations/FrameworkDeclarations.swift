/// The localizable APIs of SwiftUI, App Intents, WidgetKit and Foundation, written as Swift
/// declarations and read by the same parser as the project's sources: one vocabulary for both.
extension DeclarationIndex {
  /// The frameworks' declarations, parsed once.
  static let frameworks = DeclarationIndex(swift: FrameworkDeclarations.swiftUI)
}

enum FrameworkDeclarations {
  static let swiftUI = """
    struct Text {
      init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
      init(verbatim content: String)
      init<S: StringProtocol>(_ content: S)
    }
    """
}
