/// How `extract` turns found strings into tables.
public struct ExtractionOptions: Sendable, Hashable {
  /// Which calls count and how keys are spelled; must match the scan's mode.
  public var mode: ExtractionMode
  /// Tables to leave out (genstrings' `-skipTable`).
  public var skippedTables: Set<String>
  /// genstrings' `-noPositionalParameters`: values keep `%@ %@` as written.
  public var numbersPositions: Bool
  /// genstrings' `-q`: no warnings for keys used with several values or comments.
  public var isQuiet: Bool

  /// Options for building tables; the defaults are the runtime mode's, with positions numbered.
  public init(
    mode: ExtractionMode = .runtime, skippedTables: Set<String> = [], numbersPositions: Bool = true, isQuiet: Bool = false
  ) {
    self.mode = mode
    self.skippedTables = skippedTables
    self.numbersPositions = numbersPositions
    self.isQuiet = isQuiet
  }
}
