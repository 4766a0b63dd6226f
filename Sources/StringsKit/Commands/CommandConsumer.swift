/// What a command the library runs hands its front end while it runs, apart from its result
/// (swift-format's `findingConsumer` is the model): the long steps a progress display may label,
/// and the search for the project's development region, whose files that could not be used are
/// the user's to hear about. The library decides what happens and in which order; the front end
/// decides only where it goes and names its own flags, so no command is split into steps for
/// the sake of print order.
package struct CommandConsumer {
  /// Runs one long step of the command: the consumer calls `body` exactly once, on the calling
  /// thread, and may show `step` while it runs.
  package var step: (_ step: CommandStep, _ body: () -> Void) -> Void
  /// Receives each search for a development region the command made, with its warnings (a
  /// project file that could not be read, a region no table has).
  package var regionSearched: (DevelopmentRegion.Search) -> Void
  /// Receives findings as a step makes them (the code's, while it is read), before the steps
  /// that follow run: the command's own report comes with its result.
  package var diagnostics: ([StringsDiagnostic]) -> Void
  /// Receives a warning that has no location (a line without its `warning: `), when the step
  /// that finds it ends.
  package var warning: (String) -> Void

  package init(
    step: @escaping (_ step: CommandStep, _ body: () -> Void) -> Void = { _, body in body() },
    regionSearched: @escaping (DevelopmentRegion.Search) -> Void = { _ in },
    diagnostics: @escaping ([StringsDiagnostic]) -> Void = { _ in },
    warning: @escaping (String) -> Void = { _ in }
  ) {
    self.step = step
    self.regionSearched = regionSearched
    self.diagnostics = diagnostics
    self.warning = warning
  }

  /// Runs `body` as the step `step`, passing on what it returns or throws.
  func run<T>(_ step: CommandStep, _ body: () throws -> T) throws -> T {
    var result: Result<T, any Error>?
    self.step(step) { result = Result(catching: body) }
    guard let result else { preconditionFailure("a CommandConsumer's step must call its body once") }
    return try result.get()
  }

  /// Runs `body` as the step `step`, for a body that cannot fail.
  func run<T>(_ step: CommandStep, _ body: () -> T) -> T {
    var result: T?
    self.step(step) { result = body() }
    guard let result else { preconditionFailure("a CommandConsumer's step must call its body once") }
    return result
  }
}

/// A long step of a command, as a progress display names it: "checking 2,345 files".
package struct CommandStep: Sendable, Hashable {
  /// What the step does: "checking", "reading", "merging".
  package var verb: String
  /// How many things it works on.
  package var count: Int
  /// The thing, singular: "file", "source file", "table".
  package var noun: String

  package init(_ verb: String, _ count: Int, _ noun: String) {
    self.verb = verb
    self.count = count
    self.noun = noun
  }
}
