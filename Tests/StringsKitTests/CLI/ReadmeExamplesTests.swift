import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The README shows real output: every fenced block of README.md that starts with `$ lstrings …`
/// is run in a scratch copy of Example/, and what the commands print (standard output, then
/// standard error, as a terminal shows them) must be the block's text.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ReadmeExamplesTests {
  /// One command of a block and the output the README shows for it.
  struct Example: CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "lstrings " + arguments.joined(separator: " ") }
  }

  /// The examples of `README.md`, in order.
  static func examples() throws -> [Example] {
    let readme = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [Example] = []
    var inBlock = false
    var current: Example?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if inBlock, let example = current { examples.append(example) }
        current = nil
        inBlock.toggle()
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ lstrings ") {
        if let example = current { examples.append(example) }
        let command = line.dropFirst("$ lstrings ".count).split(separator: "#")[0]
        current = Example(arguments: command.split(separator: " ").map(String.init), output: "")
      } else if current != nil {
        current?.output += line + "\n"
      }
    }
    return examples.map { example in
      var example = example
      // A blank line separates two commands in one block.
      while example.output.hasSuffix("\n\n") { example.output.removeLast() }
      return example
    }
  }

  @Test func everyExampleIsRealOutput() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 4, "the README's examples were not found")
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("Example"), to: scratch)
    for example in examples {
      let result = try CommandRunner.run(example.arguments, in: scratch)
      #expect(result.stdout + result.stderr == example.output, "README.md: \(example)")
    }
  }
}
