// libFuzzer entry point for every format lstrings reads, one format per run (LSTRINGS_FUZZ_FORMAT:
// ib, coredata, infoplist, pbxproj, stringsdict, catalog, strings, xliff): each input goes through what
// the commands do with it (Tests/StringsKitTests/Robustness/ReaderExercise.swift, the checks the
// seeded pass of `make test` runs), and a broken invariant is a crash libFuzzer keeps. A trap in
// a reader is one too; a hang is caught by libFuzzer's -timeout. Built by fuzz/run.sh into one
// module with StringsKit's sources and ReaderExercise.swift.

import Foundation

let fuzzFormat: ReaderExercise.Format = {
  let name = ProcessInfo.processInfo.environment["LSTRINGS_FUZZ_FORMAT"] ?? ""
  guard let format = ReaderExercise.Format(rawValue: name) else {
    fatalError("set LSTRINGS_FUZZ_FORMAT to one of \(ReaderExercise.Format.allCases.map(\.rawValue))")
  }
  return format
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormats(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let failure = ReaderExercise.run(fuzzFormat, bytes) { fatalError("\(fuzzFormat.rawValue): \(failure)") }
  return 0
}
