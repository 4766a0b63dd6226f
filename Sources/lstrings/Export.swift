import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Export a project's strings for translators, as Xcode's -exportLocalizations does (.xcloc, XLIFF 1.2).",
      discussion: """
        Writes OUT/LANG.xcloc for each --lang: contents.json, Localized Contents/LANG.xliff \
        and Source Contents/ (a copy of each exported file; String Catalogs reduced to their \
        source language), byte for byte what xcodebuild -exportLocalizations writes from the \
        same files, so a translation service or a translator's editor reads it as Xcode's and \
        a re-export diffs cleanly. --xliff writes OUT/LANG.xliff alone.

        Exported: every String Catalog (.xcstrings) under PROJECT (default: the current \
        folder), one <file> each, its original path relative to PROJECT; plural, device and \
        device→plural variations, substitutions, the target language's plural categories, \
        states, comments, shouldTranslate and App Shortcuts phrase sets (docs/xliff.md). \
        Exporting the development language gives the source text as 'new' targets, as Xcode \
        does. Earlier .xcloc exports inside PROJECT are not sources and are skipped. \
        Also every .strings and .stringsdict table in the development language's .lproj \
        folder (en.lproj/Localizable.strings), its targets from the same table in LANG.lproj, \
        and every storyboard and xib in a Base.lproj folder, one unit per text ibtool \
        exports (id ObjectID.property, ibtool's comment as the note), its targets from \
        LANG.lproj/NAME.strings. A localizable file export does not carry yet (an Info.plist \
        with no InfoPlist.strings, an .intentdefinition, a table only other languages have) \
        is named at its path [unexported-file]; a project with nothing to export is an error \
        [nothing-to-export] and nothing is written.

        Each file carries the stamp <tool tool-version="27.0" build-num="27A266a"/>: Xcode 27.0, \
        the newest Xcode whose real exports lstrings is checked against. --tool-version and \
        --tool-build name another, to match the exports a team already has.

        Examples:
          lstrings export --lang de --lang fr -o Localizations .
          lstrings export --lang ja --xliff -o /tmp/out App
          lstrings export --lang en --tool-version 26.0 --tool-build 17A324 -o Localizations

        Exit status: 0 written; 1 nothing to export, a file could not be read or a unit id \
        would be written twice (nothing written for that language); 64 usage error.
        """
    )

    @Option(
      name: .customLong("lang"),
      help: ArgumentHelp("A language to export (repeatable; the development language too).", valueName: "lang"))
    var languages: [String]

    @Option(name: .short, help: ArgumentHelp("The folder the exports are written to.", valueName: "out"))
    var output: String

    @Flag(help: "Write OUT/LANG.xliff only, without the .xcloc folder.")
    var xliff = false

    @Option(help: ArgumentHelp("The tool-version stamp (default: 27.0).", valueName: "version"))
    var toolVersion: String?

    @Option(help: ArgumentHelp("The build-num stamp (default: 27A266a).", valueName: "build"))
    var toolBuild: String?

    @Argument(help: "The project folder original paths are relative to (default: the current folder).")
    var project: String = "."

    mutating func validate() throws {
      if languages.isEmpty { throw ValidationError("name at least one --lang") }
      for language in languages where language.isEmpty || language.contains("/") {
        throw ValidationError("not a language: '\(language)'")
      }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: project, isDirectory: &isFolder), isFolder.boolValue else {
        throw ValidationError("no such folder: \(project)")
      }
      if (toolVersion == nil) != (toolBuild == nil) {
        throw ValidationError("--tool-version and --tool-build go together")
      }
    }

    func run() throws {
      var tool = XLIFFTool.defaultExportStamp
      if let toolVersion, let toolBuild { tool = XLIFFTool(version: toolVersion, buildNumber: toolBuild) }
      let export: LocalizationExport
      do { export = try LocalizationExport.load(root: project, tool: tool) } catch let refusal as ExportRefusal {
        Terminal.err(XcodeReporter.render(refusal.diagnostics))
        throw ExitCode.failure
      } catch {
        Terminal.err("\(error)\n")
        throw ExitCode.failure
      }
      Terminal.err(XcodeReporter.render(export.warnings))
      var failed = false
      for language in languages {
        let collisions = export.collisions(for: language)
        if !collisions.isEmpty {
          for (original, id) in collisions {
            Terminal.err(
              "\(original): error: two units would have the id '\(id)' in \(language)'s export; nothing written for \(language)\n"
            )
          }
          failed = true
          continue
        }
        let path = try XclocWriter.write(export, language: language, to: output, xliffOnly: xliff)
        Terminal.out("\(path): \(export.tables.count) file(s) exported\n")
      }
      if failed { throw ExitCode.failure }
    }
  }
}
