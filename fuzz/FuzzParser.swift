// libFuzzer entry point: every input must parse without crashing or hanging, give exactly
// CoreFoundation's result (value or error message), and round-trip byte for byte.
// Built by fuzz/run.sh into one module with StringsKit's sources and the test oracle.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = StringsParser.parse(bytes, path: "fuzz.strings")
  let reference = CoreFoundationOracle.parse(bytes)
  if result.oracleResult != reference, reference != .unsupported {
    fatalError("parity: lstrings \(result.oracleResult) vs CoreFoundation \(reference)")
  }
  if result.file.encoded() != bytes {
    fatalError("round trip changed the bytes")
  }
  _ = XcodeReporter.render(result.diagnostics)
  return 0
}
