import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  /// Writes lstrings(1), the man page, from the commands' own help: the description of every
  /// command and option that `--help` shows, as ArgumentParser describes them
  /// (`--experimental-dump-help`). `make install` runs it, so the page always matches the binary.
  struct GenerateManual: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "generate-manual",
      abstract: "Write the lstrings(1) man page (roff) from the commands' help.",
      shouldDisplay: false
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Write here instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
      let help = try ToolHelp.current()
      let page = ManualPage(tool: help.command, version: StringsKitVersion.current).render()
      if let output {
        try AtomicFile.write(Array(page.utf8), to: output)
      } else {
        Terminal.out(page)
      }
    }
  }
}

/// The part of ArgumentParser's `--experimental-dump-help` JSON a man page needs.
struct ToolHelp: Decodable {
  struct Command: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool
    var arguments: [Argument]?
    var subcommands: [Command]?
  }

  struct Argument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var kind: String  // positional, option, flag
    var names: [Name]?
    var valueName: String?
    var abstract: String?
    var defaultValue: String?
    var allValues: [String]?
    var isOptional: Bool
    var isRepeating: Bool
    var shouldDisplay: Bool
  }

  var command: Command

  /// Runs this executable with `--experimental-dump-help`: the only public way to ArgumentParser's
  /// description of the commands.
  static func current() throws -> ToolHelp {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
      process.executableURL = Bundle.main.executableURL
    }
    process.arguments = ["--experimental-dump-help"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(ToolHelp.self, from: data)
  }
}

/// lstrings(1) in man(7) roff: NAME, SYNOPSIS, DESCRIPTION, one subsection per command with its
/// options, EXIT STATUS and ENVIRONMENT.
struct ManualPage {
  var tool: ToolHelp.Command
  var version: String

  func render() -> String {
    let name = tool.commandName
    var lines = [
      #".TH "\#(name.uppercased())" "1" "" "\#(name) \#(version)" "User Commands""#,
      ".SH NAME",
      "\(name) \\- \(Self.escaped(tool.abstract ?? ""))",
      ".SH SYNOPSIS",
      ".B \(name)",
      ".I command",
      "[\\fIoptions\\fR] [\\fIarguments\\fR]",
      ".SH DESCRIPTION",
    ]
    lines += Self.paragraphs(tool.discussion ?? "")
    lines.append(".SH COMMANDS")
    for command in tool.subcommands ?? [] where command.shouldDisplay && command.commandName != "help" {
      lines.append(".SS \"\(name) \(command.commandName)\"")
      lines += Self.paragraphs(command.abstract ?? "")
      if let discussion = command.discussion { lines += [".PP"] + Self.paragraphs(discussion) }
      let arguments = (command.arguments ?? []).filter(\.shouldDisplay)
      if !arguments.isEmpty {
        lines.append(".PP")
        lines.append("\\fBUsage:\\fR \(name) \(command.commandName) \(Self.escaped(Self.synopsis(arguments)))")
      }
      for argument in arguments {
        lines.append(".TP")
        lines.append(Self.term(argument))
        lines.append(Self.escaped(Self.description(argument)))
      }
    }
    lines += [
      ".SH EXIT STATUS",
      "0 success; 1 problems found (lint errors, or warnings with \\-\\-strict) or a failed operation; 64 usage error.",
      ".SH ENVIRONMENT",
      ".TP", ".B NO_COLOR",
      "When set (to anything but the empty string), output is never coloured. Colour and progress are only ever written to a terminal.",
      ".SH SEE ALSO",
      "The documentation in the lstrings repository: docs/lint.md, docs/extract.md, docs/integrations.md.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text to roff: backslashes as `\e`, hyphens as minus signs (options stay copyable), other
  /// characters than ASCII as `\[uXXXX]` (roff input is ASCII: man-db converts, groff and mandoc
  /// alone do not), and a line that would start with a control character protected with `\&`.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  /// Help text as roff paragraphs: indented lines (examples) stay as they are, in no-fill blocks.
  static func paragraphs(_ text: String) -> [String] {
    var lines: [String] = []
    var inExample = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let isExample = line.hasPrefix("  ")
      if isExample != inExample {
        lines.append(isExample ? ".nf\n.RS 2" : ".RE\n.fi")
        inExample = isExample
      }
      if line.isEmpty {
        if !inExample { lines.append(".PP") }
      } else {
        lines.append(escaped(isExample ? String(line.dropFirst(2)) : line))
      }
    }
    if inExample { lines.append(".RE\n.fi") }
    return lines
  }

  /// `--name <value>`, `-o, --output <dir>`, `<paths> ...`.
  static func spelling(_ argument: ToolHelp.Argument) -> String {
    let value = argument.valueName.map { "<\($0)>" } ?? ""
    guard argument.kind != "positional" else { return value + (argument.isRepeating ? " ..." : "") }
    let names = (argument.names ?? []).map { name in
      switch name.kind {
      case "short": "-\(name.name)"
      case "longWithSingleDash": "-\(name.name)"
      default: "--\(name.name)"
      }
    }.joined(separator: ", ")
    return argument.kind == "option" ? "\(names) \(value)" : names
  }

  static func term(_ argument: ToolHelp.Argument) -> String {
    let spelled = spelling(argument)
    guard let space = spelled.lastIndex(of: " "), argument.kind == "option" else {
      return "\\fB\(escaped(spelled))\\fR"
    }
    return "\\fB\(escaped(String(spelled[..<space])))\\fR \\fI\(escaped(String(spelled[spelled.index(after: space)...])))\\fR"
  }

  /// The usage line: each argument by its long name, optional ones in brackets, as `--help`.
  static func synopsis(_ arguments: [ToolHelp.Argument]) -> String {
    arguments.filter { argument in
      !(argument.names ?? []).contains { $0.name == "help" || $0.name == "version" }
    }.map { argument in
      var spelled = spelling(argument)
      if argument.kind != "positional" {
        let names = argument.names ?? []
        let name = names.first { $0.kind == "long" } ?? names.first
        spelled =
          (name.map { $0.kind == "short" ? "-\($0.name)" : "--\($0.name)" } ?? "")
          + (argument.kind == "option" ? " <\(argument.valueName ?? "value")>" : "")
        if argument.isRepeating { spelled += " ..." }
      }
      return argument.isOptional ? "[\(spelled)]" : spelled
    }.joined(separator: " ")
  }

  static func description(_ argument: ToolHelp.Argument) -> String {
    var text = argument.abstract ?? ""
    var notes: [String] = []
    if let values = argument.allValues, !values.isEmpty, !text.contains(values.joined(separator: ", ")) {
      notes.append("values: " + values.joined(separator: ", "))
    }
    if let value = argument.defaultValue, !value.isEmpty { notes.append("default: " + value) }
    if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
    return text
  }
}
