import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a table as JSON, or re-encode it as .strings text.",
      discussion: """
        --to json prints exactly the dictionary CoreFoundation loads, as one JSON object with keys \
        sorted (what `plutil -convert json -o - FILE` prints, sorted). On a file CF rejects, the \
        error goes to stderr and the exit status is 1. Content CF silently ignores is reported on \
        stderr, and the output is still CF's (truncated) table.

        --to strings rewrites the table in another encoding, keeping every byte of its text \
        (comments, order, spacing); with --canonical it writes CF's dictionary afresh, sorted, \
        one "key" = "value"; per line.

        Examples:
          lstrings convert --to json de.lproj/Localizable.strings
          lstrings convert --to strings --encoding utf8 -o Localizable.strings Localizable.strings
        """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable { case json, strings }
    enum Encoding: String, ExpressibleByArgument, CaseIterable { case utf8, utf16le, utf16be }

    @Option(help: "Output format: \(Target.allCases.map(\.rawValue).joined(separator: ", ")).")
    var to: Target

    @Option(help: "Encoding for --to strings: \(Encoding.allCases.map(\.rawValue).joined(separator: ", ")) (default: the input's).")
    var encoding: Encoding?

    @Flag(help: "With --to strings: write the loaded dictionary sorted, instead of keeping the text.")
    var canonical = false

    @Option(name: .shortAndLong, help: "Write here (atomically) instead of standard output.")
    var output: String?

    @Argument(help: "The .strings file ('-' for standard input).")
    var file: String

    func run() throws {
      let bytes = try Terminal.read(file)
      let result = StringsParser.parse(bytes, path: file)
      Terminal.err(XcodeReporter.render(result.diagnostics))
      guard case .table(let table) = result.outcome else {
        if case .rejected(let message) = result.outcome { Terminal.err("error: CoreFoundation cannot read \(file): \(message)\n") }
        throw ExitCode.failure
      }
      let converted: [UInt8]
      switch to {
      case .json:
        guard let json = JSONText.encode(table: table) else {
          Terminal.err("error: \(file) holds data values, which have no JSON form\n")
          throw ExitCode.failure
        }
        converted = Array((json + "\n").utf8)
      case .strings:
        converted = StringsConversion.convert(result, to: encoding.map(\.stringsEncoding), canonical: canonical)
      }
      if let output {
        try AtomicFile.write(converted, to: output)
      } else {
        Terminal.out(bytes: converted)
      }
    }
  }
}

extension LStrings.Convert.Encoding {
  var stringsEncoding: StringsEncoding {
    switch self {
    case .utf8: .utf8
    case .utf16le: .utf16LittleEndian
    case .utf16be: .utf16BigEndian
    }
  }
}
