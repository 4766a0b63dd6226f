import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Bring translated XLIFF (.xliff, or .xcloc localization catalogs) back into the project.",
      discussion: """
        Every <file original=…> goes back into the file it came from, resolved inside PROJECT \
        (default: the current folder): a String Catalog gets the target language's values in \
        Xcode's exact bytes (plain values, plural, device and device→plural forms, substitutions, \
        App Shortcuts phrase sets); a .strings table, storyboard, xib or Info.plist original \
        gives the target language's L.lproj/NAME.strings, edited as merge edits (encoding, order \
        and comments kept; created when missing).

        Safer than Xcode's import: a translator's target is never dropped. translated, final, \
        signed-off → translated; state-qualifier="leveraged-mt" → machine_translated; \
        needs-review-* → needs_review; new → new (--xcode-states ignores new and needs-review \
        targets, as Xcode does). A unit that cannot be placed (unknown file or key, a variation the \
        entry lacks, placeholders that differ from the source, an id that names two entries) is \
        reported at its line with a rule id, and nothing is written for it. Malformed XML, a \
        <file> without target-language, a language that does not match, an original outside the \
        project: a located error, and nothing is written at all. Writes are atomic, and each \
        file's new bytes are read back before they land.

        Examples:
          lstrings import de.xcloc
          lstrings import --dry-run Localizations/*.xcloc App
          lstrings import fr.xliff ja.xliff
          lstrings import --xcode-states de.xcloc

        Exit status: 0 imported, 1 a unit was not placed or a problem stopped the import, \
        64 usage error.
        """
    )

    @Flag(help: "Print what each file would get (units added, changed, unchanged, and each change); write nothing.")
    var dryRun = false

    @Flag(help: "Ignore targets in state new, needs-review-l10n and needs-review-translation, as Xcode's import does.")
    var xcodeStates = false

    @Argument(help: "The .xcloc folders or .xliff files to import, then optionally the project folder.")
    var paths: [String] = []

    func validate() throws {
      guard !split.inputs.isEmpty else { throw ValidationError("give the .xcloc or .xliff files to import") }
    }

    /// The XLIFFs, and the project: the last argument when it is a folder that is not an `.xcloc`.
    private var split: (inputs: [String], project: String) {
      var isDirectory: ObjCBool = false
      if paths.count > 1, let last = paths.last, !last.hasSuffix(".xcloc"), !last.hasSuffix(".xcloc/"),
        FileManager.default.fileExists(atPath: last, isDirectory: &isDirectory), isDirectory.boolValue
      {
        return (Array(paths.dropLast()), last)
      }
      return (paths, ".")
    }

    func run() throws {
      let (inputs, project) = split
      let importer = XLIFFImport(project: project, xcodeStates: xcodeStates)
      let plan: XLIFFImport.Plan
      do {
        plan = try importer.plan(inputs)
      } catch {
        throw ValidationError(error.message)
      }
      Terminal.err(XcodeReporter.render(plan.diagnostics))
      let failures = dryRun ? [] : importer.write(plan)
      Terminal.err(XcodeReporter.render(failures))
      Terminal.out(ImportReportRenderer().render(plan, isDryRun: dryRun))
      if plan.hasProblems || !failures.isEmpty { throw ExitCode.failure }
    }
  }
}
