import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct Pseudo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "pseudo",
      abstract: "Add a pseudo-language (accented, double-length, bounded, right-to-left) to a catalog or an app's .lproj tables.",
      discussion: """
        A pseudo-language shows layout problems without a translator: accented text \
        (Ŝéţţîñĝš) makes every string the app forgot to localize stand out as the only plain \
        text; double-length text shows truncation; bounded text ([# … #]) shows where each \
        string starts and ends; right-to-left text shows what breaks when the text runs the \
        other way. Every placeholder (%@, %1$lld, %%, %#@files@, %arg), plural form, device \
        variation and substitution is kept as it is, so the app formats the same arguments.

        A String Catalog gains the language (from its source language, every unit \
        'translated'); a folder gains TAG.lproj with each .strings table of en.lproj (else \
        Base.lproj) and each .stringsdict (every plural form) in pseudo-language, each file in its \
        source's own form (comments, order, encoding). Use a \
        tag of the source language with a private region, as Android's en-XA does: the \
        runtime and Xcode then treat it as a variant of English (plural rules included) \
        (docs/pseudo.md).

        Examples:
          lstrings pseudo --lang en-XA Localizable.xcstrings
          lstrings pseudo --lang en-XB --style double-length --style bounded Resources
          lstrings pseudo --lang en-XR --style rtl Resources

        Exit status: 0 written, 1 a target could not be read (left unchanged), 64 usage error.
        """
    )

    @Argument(help: "String Catalogs, or folders holding en.lproj (or Base.lproj).")
    var targets: [String]

    @Option(help: ArgumentHelp("The pseudo-language's tag (e.g. en-XA).", valueName: "tag"))
    var lang: String

    @Option(help: "accented, double-length, bounded or rtl (repeatable; default: accented).")
    var style: [PseudoStyle] = []

    mutating func validate() throws {
      for target in targets where !FileManager.default.fileExists(atPath: target) {
        throw ValidationError("no such file or directory: \(target)")
      }
    }

    func run() throws {
      let pseudo = PseudoLocalization(language: lang, styles: style.isEmpty ? [.accented] : style)
      let clean = try pseudo.write(
        targets: targets, written: { Terminal.out("\($0): \(lang) written\n") },
        report: { Terminal.err(XcodeReporter.render([$0])) })
      if !clean { throw ExitCode.failure }
    }
  }
}

extension PseudoStyle: ExpressibleByArgument {}
