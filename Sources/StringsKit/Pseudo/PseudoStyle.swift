/// How a pseudo-language changes text, after Xcode's pseudolanguages (the Scheme's App Language
/// menu): each style shows one kind of layout problem on screen.
package enum PseudoStyle: String, Sendable, CaseIterable {
  /// `Ŝéţţîñĝš`: every ASCII letter with a diacritic, so text that is not localized stands out as
  /// the only plain text, and clipped accents and line heights show.
  case accented
  /// Each run of text twice over (`SettingsSettings`): room for languages that are longer than
  /// English (German, Finnish run 30–40 % longer), so truncation shows.
  case doubleLength = "double-length"
  /// `[# Settings #]`: the start and end of every string, so truncation and concatenated strings show.
  case bounded
  /// The text in a right-to-left override (U+202E … U+202C): drawn right to left, as Xcode's
  /// "Right-to-Left Pseudolanguage with Right-to-Left Strings" draws it.
  case rtl
}
