// libFuzzer entry point for the catalog JSON layer: every input must be read without crashing or
// hanging. When the reader reports no error, write → read → write must be a fixed point; when it
// reports nothing at all, Foundation's JSONSerialization must accept the same bytes and read the
// same tree. Built by fuzz/run.sh into one module with StringsKit's sources and the test helper.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = JSONReader.parse(bytes, path: "fuzz.xcstrings")
  _ = XcodeReporter.render(result.diagnostics)
  checkCatalog(bytes)
  guard let root = result.root else { return 0 }
  let written = XcodeJSONWriter.write(root)
  guard !result.hasErrors else { return 0 }
  let reread = JSONReader.parse(written, path: "written.xcstrings")
  guard !reread.hasErrors, let rereadRoot = reread.root else { fatalError("the written bytes do not read back: \(reread.diagnostics)") }
  if XcodeJSONWriter.write(rereadRoot) != written { fatalError("write → read → write is not a fixed point") }
  if result.diagnostics.isEmpty {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      fatalError("lstrings reads it cleanly, JSONSerialization rejects it")
    }
    if let difference = JSONFoundationComparison.firstDifference(root, object) {
      fatalError("lstrings and JSONSerialization read different trees: \(difference)")
    }
  }
  return 0
}

/// The catalog layers above the JSON: the model, its lint tables and rules, the compiler and the
/// writer must take any tree without crashing, and a catalog the model reads cleanly must come
/// back from its own bytes as the same catalog (nothing lost, nothing invented).
func checkCatalog(_ bytes: [UInt8]) {
  let parsed = StringCatalog.parse(bytes, path: "fuzz.xcstrings")
  let tables = LintTable.catalogTables(parsed)
  _ = Linter().lint(tables)
  guard let catalog = parsed.catalog else { return }
  _ = CatalogCompiler.compile(catalog)
  let written = catalog.encoded()
  guard !parsed.hasSyntaxErrors else { return }
  let again = StringCatalog.parse(written, path: "written.xcstrings")
  guard let reread = again.catalog else { fatalError("the written catalog does not read back") }
  if reread.encoded() != written { fatalError("catalog write → read → write is not a fixed point") }
}
