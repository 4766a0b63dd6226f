import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `make install` / `make uninstall` into a temporary PREFIX, with the binary the tests use
/// (`make install` builds a release binary first and then does exactly this, `install-files`).
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct InstallTests {
  static let installed = [
    "bin/lstrings", "share/man/man1/lstrings.1", "share/bash-completion/completions/lstrings",
    "share/zsh/site-functions/_lstrings", "share/fish/vendor_completions.d/lstrings.fish",
  ]

  func make(_ target: String, prefix: URL) throws -> CommandRunner.Output {
    let binary = try #require(CommandRunner.binary)
    return try Subprocess.run("make", ["--no-print-directory", target, "PREFIX=\(prefix.path)", "BIN=\(binary.path)"])
  }

  @Test func installsBinaryCompletionsAndManualThenUninstallsThem() throws {
    let prefix = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = try make("install-files", prefix: prefix)
    #expect(install.status == 0, "\(install.stderr)")
    for file in Self.installed {
      #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) missing")
    }
    let binary = prefix.appendingPathComponent("bin/lstrings").path
    #expect(FileManager.default.isExecutableFile(atPath: binary))
    #expect(try Subprocess.run(binary, ["--version"]).stdout == StringsKitVersion.current + "\n")
    // Each shell's script completes the visible subcommands, and never the hidden ones.
    for file in Self.installed where file.contains("completion") || file.contains("site-functions") {
      let script = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
      for command in ["extract", "lint", "merge", "convert"] { #expect(script.contains(command), "\(file) lacks \(command)") }
      #expect(!script.contains("build-lint") && !script.contains("lint-changed"), "\(file) offers a hidden command")
    }
    let uninstall = try make("uninstall", prefix: prefix)
    #expect(uninstall.status == 0)
    for file in Self.installed {
      #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) left behind")
    }
  }

  @Test func bashLoadsTheCompletionScript() throws {
    let script = try CommandRunner.run(["--generate-completion-script", "bash"])
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lstrings.bash")
    try Data(script.stdout.utf8).write(to: file)
    let check = try Subprocess.run("bash", ["-c", "source \"$1\" && complete -p lstrings", "bash", file.path])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("lstrings"))
  }
}

/// lstrings(1), generated from the commands' help.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built (run `make test`)"))
struct ManualPageTests {
  static func page() throws -> String {
    let output = try CommandRunner.run(["generate-manual"])
    #expect(output.status == 0)
    return output.stdout
  }

  @Test func everyVisibleCommandAndOptionIsDescribed() throws {
    let page = try Self.page()
    #expect(page.hasPrefix(".TH \"LSTRINGS\" \"1\""))
    let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SS ") }
    #expect(
      sections
        == [
          "extract", "lint", "diff", "merge", "merge-driver", "pseudo", "lookup", "coverage", "convert", "compile",
          "generate-symbols", "export", "import",
        ].map {
          ".SS \"lstrings \($0)\""
        })
    // Options appear as roff terms, hyphens as minus signs; help text and defaults with them.
    #expect(page.contains("\\fB\\-\\-reporter\\fR \\fI<reporter>\\fR\nOutput format (default: xcode)."))
    #expect(page.contains("\\fB\\-o, \\-\\-output\\fR \\fI<dir>\\fR"))
    #expect(page.contains("\\fB\\-\\-strict\\fR\nFail on warnings too."))
    #expect(!page.contains("build\\-lint") && !page.contains("lint\\-changed") && !page.contains("generate\\-manual"))
  }

  /// groff, when installed, formats it without a warning.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
  func groffFormatsItCleanly() throws {
    let folder = try Subprocess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("lstrings.1")
    try Data(try Self.page().utf8).write(to: file)
    let output = try Subprocess.run("groff", ["-man", "-Tutf8", "-ww", file.path], environment: ["LC_ALL": "C.UTF-8"])
    #expect(output.status == 0)
    #expect(output.stderr.isEmpty, "\(output.stderr)")
    #expect(output.stdout.contains("lint"))
  }
}
