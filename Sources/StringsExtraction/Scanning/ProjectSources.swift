/// The runtime mode's Swift files, each read once on every core: their declarations make the
/// project's index, and their bytes wait for the scan, which needs the whole index before any
/// file (a literal lands in a type declared anywhere in the project).
///
/// Only the bytes are kept. Measured on bench/40-extract's 5,991-file Swift tree (alternating
/// pairs of whole-process runs on an idle 2-core machine):
/// - keeping each file's tokens too (to lex once, not twice) peaked at 271 MB against 137 MB and
///   was slower (this build took 0.89× its time, 9 pairs): the page faults of the token arrays
///   cost more than a second lexing;
/// - packed in 8 bytes a token, they saved 0.13 G of 4.10 G instructions but no time (15 pairs,
///   median ratio 1.00) for 23 MB more at the peak;
/// - not keeping the bytes (each file read twice into a worker's reused buffer) peaked at 112 MB
///   but took 1.05× the time (15 pairs): the second `open`/`read` of every file costs more than
///   the pages the bytes take.
struct ProjectSources: Sendable {
  /// One Swift file as read for the index.
  struct File: Sendable {
    let bytes: [UInt8]
  }

  /// The project's declarations with the frameworks' (`DeclarationIndex.project`).
  let declarations: DeclarationIndex
  /// The files read, by the path the scan names them with.
  let files: [String: File]
  /// What went wrong reading the Core Data models (a model that cannot be read is never silent).
  let diagnostics: [StringsDiagnostic]

  /// Reads and indexes the Swift files among `paths`; a file that cannot be read is left
  /// out (the scan reads it again and reports it). The index is the same on every run.
  ///
  /// `models` are Core Data model bundles: the classes Xcode generates from them are declared
  /// nowhere in the sources, so their properties join the index (`CoreDataModel`).
  init(swiftFiles paths: [String], models: [String] = []) {
    let swiftPaths = paths.filter { SourceLanguage(path: $0) == .swift }
    let perFile = Parallel.map(swiftPaths.count) { index -> (file: File, declarations: [Declaration])? in
      guard let bytes = try? FileReader.read(swiftPaths[index]) else { return nil }
      return (File(bytes: bytes), bytes.withUnsafeBufferPointer { DeclarationParser.declarations(in: $0) })
    }
    var files: [String: File] = [:]
    files.reserveCapacity(swiftPaths.count)
    for (path, read) in zip(swiftPaths, perFile) {
      if let read { files[path] = read.file }
    }
    var perFileDeclarations = perFile.map { $0?.declarations ?? [] }
    var diagnostics: [StringsDiagnostic] = []
    for reading in Parallel.map(models.count, { CoreDataModelReader.read(path: models[$0]) }) {
      diagnostics += reading.diagnostics
      perFileDeclarations.append(reading.model?.declarations ?? [])
    }
    self.declarations = DeclarationIndex(files: perFileDeclarations).merging(.frameworks)
    self.files = files
    self.diagnostics = diagnostics
  }
}
