/// What `extract` aims to reproduce.
public enum ExtractionMode: String, Sendable, Hashable, CaseIterable {
  /// The keys the app looks up at run time, as Xcode's compiler-based extraction produces them:
  /// the modern Swift families and SwiftUI initialisers, interpolation as format specifiers, and a
  /// warning wherever genstrings would write a key that can never match.
  case runtime
  /// genstrings exactly, quirks included: interpolation kept verbatim, `Text` only (and only with
  /// `swiftUI`), the first literal of `"a " + x`, flags and width dropped by positional rewriting.
  case genstrings
}

/// How the scanner reads sources.
public struct ScanOptions: Sendable, Hashable {
  /// Extra routine names treated like `NSLocalizedString` (genstrings' `-s`); each also brings its
  /// `FromTable`, `FromTableInBundle` and `WithDefaultValue` variants.
  public var routines: [String]
  /// `.genstrings` to read only what genstrings reads; `.runtime` for what the app looks up.
  public var mode: ExtractionMode
  /// genstrings' `-SwiftUI`: in `.genstrings` mode, also read `Text("…")`. The runtime mode always
  /// reads every SwiftUI initialiser that takes a `LocalizedStringKey`.
  public var swiftUI: Bool
  /// genstrings' `-u`: in `.genstrings` mode a `\Uxxxx` escape stays escaped in the key and becomes
  /// the character in the value.
  public var keepsUnicodeEscapesInKeys: Bool

  /// Scan options; the defaults read what the running app looks up, with the standard routines.
  public init(
    routines: [String] = [], mode: ExtractionMode = .runtime, swiftUI: Bool = false,
    keepsUnicodeEscapesInKeys: Bool = false
  ) {
    self.routines = routines
    self.mode = mode
    self.swiftUI = swiftUI
    self.keepsUnicodeEscapesInKeys = keepsUnicodeEscapesInKeys
  }

  /// The folders a walk for this scan reports as one path instead of walking into
  /// (`FileEnumerator.files(in:extensions:bundles:)`): Core Data models in the runtime mode,
  /// whose generated classes type the code (`CoreDataModel`); none in the genstrings mode.
  package var bundleExtensions: Set<String> {
    mode == .runtime ? CoreDataModelReader.bundleExtensions : []
  }
}
