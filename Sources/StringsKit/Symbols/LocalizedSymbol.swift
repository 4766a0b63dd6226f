import Foundation

/// A generated symbol for StringsKit's runtime (`lstrings generate-symbols --runtime stringskit`):
/// the key, its table and its arguments, resolved through a `LocalizedBundle` on any platform,
/// where Xcode's symbols are `LocalizedStringResource`s that exist on Apple platforms only.
///
/// ```swift
/// let bundle = try LocalizedBundle(path: "Resources")
/// LocalizedSymbol.landmarks(count: 3).string(in: bundle, preferredLanguages: ["de"])
/// ```
public struct LocalizedSymbol: Sendable, Hashable {
  public var key: String
  /// The table, without `.xcstrings`.
  public var table: String
  /// The arguments, in the order the code passes them.
  public var arguments: [Argument]

  /// One argument: a number for a numeric placeholder, a text for `%@`.
  public enum Argument: Sendable, Hashable {
    case number(FormatNumber)
    case text(String)

    /// An integer argument.
    public static func integer(_ value: some BinaryInteger) -> Argument {
      if let exact = Int(exactly: value) { return .number(FormatNumber(exact)) }
      return .number(FormatNumber(String(value)) ?? FormatNumber(Int.max))
    }

    /// A floating-point argument, as `%f` reads it.
    public static func double(_ value: Double) -> Argument {
      // Swift's shortest spelling ("0.1", not "0.10000000000000001"), else the six decimals of %f.
      .number(FormatNumber(String(value)) ?? FormatNumber(String(format: "%f", value)) ?? FormatNumber(0))
    }
  }

  public init(_ key: String, table: String, arguments: [Argument] = []) {
    self.key = key
    self.table = table
    self.arguments = arguments
  }

  /// The text a user with `preferredLanguages` sees: the translation `bundle` serves, formatted
  /// with the arguments (plural forms chosen for the numbers).
  public func string(in bundle: LocalizedBundle, preferredLanguages: [String] = Locale.preferredLanguages) -> String {
    var numbers: [FormatNumber] = []
    var texts: [String] = []
    for argument in arguments {
      switch argument {
      case .number(let number): numbers.append(number)
      case .text(let text): texts.append(text)
      }
    }
    return bundle.localizedString(
      forKey: key, table: table, arguments: FormatArguments(numbers: numbers, texts: texts),
      preferredLanguages: preferredLanguages)
  }
}
