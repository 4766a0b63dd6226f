import ArgumentParser

/// `-v`/`--verbose`, one declaration for the commands that choose a language on the user's
/// behalf (coverage's and merge's base, extract's source language): say which one was chosen and
/// where that choice came from, on stderr, so stdout stays the command's output.
struct VerboseOption: ParsableArguments {
  @Flag(name: .shortAndLong, help: "Say which base or source language was chosen and where that choice came from (stderr).")
  var verbose = false
}
