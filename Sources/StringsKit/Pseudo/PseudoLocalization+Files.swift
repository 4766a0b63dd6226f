import Foundation

extension PseudoLocalization {
  /// What writing a pseudo-language did to one target, for the command to print.
  package struct Outcome: Sendable {
    package var written: [String] = []
    package var diagnostics: [StringsDiagnostic] = []
  }

  /// Adds the pseudo-language to a catalog file, written back in Xcode's bytes; a catalog that
  /// does not read cleanly is left alone.
  package func write(catalog path: String) throws -> Outcome {
    let result = try StringCatalog.parse(file: path)
    guard let catalog = result.catalog, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      return Outcome(diagnostics: result.diagnostics.filter { $0.severity == .error })
    }
    try AtomicFile.write(adding(to: catalog).encoded(), to: path)
    return Outcome(written: [path])
  }

  /// Writes `TAG.lproj` beside the source language's folder in `folder` (`en.lproj`, else
  /// `Base.lproj`): each `.strings` table and `.stringsdict` in pseudo-language, in the source
  /// file's own form (comments, order, encoding). A table CoreFoundation does not load whole, or
  /// a stringsdict it does not read, is skipped and reported.
  package func write(folder: String) throws -> Outcome {
    let manager = FileManager.default
    guard
      let source = ["en", "Base"].map({ folder + "/" + $0 + ".lproj" }).first(where: { manager.fileExists(atPath: $0) })
    else {
      return Outcome(
        diagnostics: [
          StringsDiagnostic(.unreadableFile, message: "no en.lproj or Base.lproj to make the pseudo-language from", file: folder)
        ])
    }
    let target = folder + "/" + language + ".lproj"
    try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
    var outcome = Outcome()
    for name in try manager.contentsOfDirectory(atPath: source).sorted() {
      let path = source + "/" + name
      if name.hasSuffix(".strings") {
        let result = try StringsParser.parse(file: path)
        if let loss = result.diagnostics.first(where: \.meansContentWasLost) {
          outcome.diagnostics.append(loss)
          continue
        }
        guard let bytes = table(from: result.file) else {
          outcome.diagnostics.append(
            StringsDiagnostic(
              .writeFailed,
              message:
                "the pseudo-language table would not load in the source's encoding (\(result.file.encoding.name)): not written",
              file: path))
          continue
        }
        try AtomicFile.write(bytes, to: target + "/" + name)
        outcome.written.append(target + "/" + name)
      } else if name.hasSuffix(".stringsdict") {
        guard let bytes = stringsdict(from: try FileReader.read(path)) else {
          outcome.diagnostics.append(
            StringsDiagnostic(
              .unreadableFile, message: "CoreFoundation does not read the file as a dictionary: no pseudo-language written",
              file: path))
          continue
        }
        try AtomicFile.write(bytes, to: target + "/" + name)
        outcome.written.append(target + "/" + name)
      }
    }
    return outcome
  }
}
