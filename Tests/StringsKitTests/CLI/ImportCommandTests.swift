import Foundation
import StringsFormats
import StringsKit
import Testing

/// `lstrings import` as a process: its exit codes, and the output docs/xliff.md shows, which must
/// be what it prints (standard error, then standard output, as it prints them) on a scratch copy
/// of the fixtures.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ImportCommandTests {
  /// A scratch folder holding `Project/` and the XLIFFs of Tests/Fixtures/Import.
  private func scratch() throws -> URL {
    let root = try LintFixture.temporaryDirectory("import-cli")
    for name in ["Project", "de.xliff", "Bad/outside-project.xliff", "Lint/de.xcloc"] {
      let source = Fixtures.url("Import/\(name)")
      try FileManager.default.copyItem(at: source, to: root.appendingPathComponent(source.lastPathComponent))
    }
    return root
  }

  /// The blocks of docs/xliff.md: each `$ lstrings …` line and the text after it.
  private func documented() throws -> [(arguments: [String], output: String)] {
    let page = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/xliff.md"), encoding: .utf8)
    var examples: [(arguments: [String], output: String)] = []
    var inBlock = false
    var current: Int?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock.toggle()
        current = nil
        continue
      }
      guard inBlock else { continue }
      if line.hasPrefix("$ lstrings ") {
        current = examples.count
        examples.append((line.dropFirst("$ lstrings ".count).split(separator: " ").map(String.init), ""))
      } else if let current, !line.isEmpty {
        examples[current].output += line + "\n"
      }
    }
    return examples
  }

  @Test func theDocumentedOutputIsReal() throws {
    let examples = try documented()
    #expect(examples.count == 3)
    for example in examples {
      let root = try scratch()
      let output = try CommandRunner.run(example.arguments, in: root)
      // Diagnostics come first; lint prints its summary on standard error after them.
      #expect(
        [output.stderr + output.stdout, output.stdout + output.stderr].contains(example.output),
        "lstrings \(example.arguments.joined(separator: " "))")
    }
  }

  @Test func exitCodes() throws {
    let root = try scratch()
    let clean = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="Hello"><source>Hello</source><target state="translated">Hallo</target></trans-unit>
      </body></file></xliff>

      """
    try Data(clean.utf8).write(to: root.appendingPathComponent("clean.xliff"))
    let imported = try CommandRunner.run(["import", "clean.xliff", "Project"], in: root)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "Project/App/Localizable.xcstrings: 1 added, 0 changed, 0 unchanged\n1 file written\n")
    let catalog = try StringCatalog.parse(file: root.appendingPathComponent("Project/App/Localizable.xcstrings").path)
    #expect(catalog.catalog?.entries.first { $0.key == "Hello" }?.localization(for: "de")?.stringUnit?.value == "Hallo")
    #expect(try CommandRunner.run(["import", "de.xliff", "Project"], in: root).status == 1)
    #expect(try CommandRunner.run(["import", "missing.xliff"], in: root).status == 64)
    #expect(try CommandRunner.run(["import"], in: root).status == 64)
    let help = try CommandRunner.run(["import", "--help"], in: root)
    #expect(help.stdout.contains("lstrings import --dry-run"))
  }
}
