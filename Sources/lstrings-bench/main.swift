// lstrings-bench: times one parser on one file, in its own process, so that peak memory belongs to
// that parser alone. `bench/10-parse.sh` runs it for each engine on the same bytes and prints the
// ratios.
//
//   lstrings-bench ENGINE FILE [RUNS]
//   ENGINE: lstrings        parse + validate, diagnostics only (what `lstrings lint` does)
//           lstrings-model  parse into the full lossless model and table (what `merge` does)
//           cf              CFPropertyListCreateWithData on the same bytes (what CFBundle does)
//           pls             PropertyListSerialization (Swift bridging on top of CF)
//           memchr          a byte scan for '"' over the buffer: the speed ceiling
//           cf-each         CFPropertyListCreateWithData on FILE and every further argument, once
//                           each (the yardstick for commands that read many tables: merge,
//                           lookup; timed as a whole process by bench/20-commands.sh)
//           xml-each        lstrings' XMLReader on FILE and every further argument, counting what
//                           it hands out (bench/15-xml.sh times it as a whole process against
//                           bench/xml/foundation-xml.swift, which prints the same counts)
//           catalog-roundtrip           String Catalog JSON: JSONReader + XcodeJSONWriter (read,
//                                       parse, write the bytes Xcode would write to a file, in
//                                       pieces: JSONReader.parse(file:), XcodeJSONWriter.write(_:to:))
//           catalog-model-roundtrip     the same through the catalog model: StringCatalog.parse
//                                       + encoded() (what `lstrings convert` does to a catalog)
//           jsonserialization-roundtrip the same with Foundation: JSONSerialization.jsonObject +
//                                       data(withJSONObject:) with Xcode's options
//           The two round trips read the file inside the timed run and report the written size
//           as `check` (equal to the file's size when the round trip gives the file back).
// Prints one line of JSON: engine, bytes, runs, median CPU seconds (user + system, so a busy
// machine does not distort the ratios), MB/s, peak RSS in MB.

import CoreFoundation
import Foundation
import StringsKit

func peakRSSMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    return digits / 1024
  }
  return 0
}

/// CPU time of this process (user + system), so that a busy machine does not distort the figures.
func cpuNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func countQuotes(_ data: Data) -> Int {
  data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
    guard let base = raw.baseAddress else { return 0 }
    var count = 0
    var offset = 0
    while offset < raw.count {
      guard let found = memchr(base + offset, 0x22, raw.count - offset) else { break }
      count += 1
      offset = UnsafeRawPointer(found) - base + 1
    }
    return count
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data(
      "usage: lstrings-bench lstrings|lstrings-model|cf|pls|memchr|catalog-roundtrip|catalog-model-roundtrip|jsonserialization-roundtrip FILE [RUNS]\n"
        .utf8))
  exit(64)
}
let engine = arguments[1]
let path = arguments[2]
if engine == "cf-each" {
  var loaded = 0
  for file in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let cfData = data.withUnsafeBytes { CFDataCreate(nil, $0.bindMemory(to: UInt8.self).baseAddress, data.count)! }
    var format = CFPropertyListFormat(rawValue: 0)!
    let object: Unmanaged<CFPropertyList>? = CFPropertyListCreateWithData(nil, cfData, 0, &format, nil)
    loaded += object == nil ? 0 : 1
    object?.release()
  }
  print("{\"engine\":\"cf-each\",\"files\":\(arguments.count - 2),\"loaded\":\(loaded)}")
  exit(0)
}
if engine == "xml-each" {
  var (elements, attributes, attributeBytes, textBytes, errors) = (0, 0, 0, 0, 0)
  for file in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: file) else { continue }
    let bytes = [UInt8](data)
    let problem = XMLReader.read(bytes) { event in
      switch event {
      case .start(let tag):
        elements += 1
        attributes += tag.attributes.pairs.count
        for pair in tag.attributes.pairs { attributeBytes += pair.value.utf8.count }
      case .text(let text): textBytes += text.utf8.count
      case .end: break
      }
    }
    errors += problem == nil ? 0 : 1
  }
  print(
    "{\"elements\":\(elements),\"attributes\":\(attributes),\"attributeBytes\":\(attributeBytes),"
      + "\"textBytes\":\(textBytes),\"errors\":\(errors)}")
  exit(0)
}
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
// The lstrings engines read the file themselves, as `lstrings lint` does; the others get Data.
let readsItself: Set<String> = [
  "lstrings", "lstrings-model", "catalog-roundtrip", "catalog-model-roundtrip", "jsonserialization-roundtrip",
]
let needsData = !readsItself.contains(engine)
guard let data = needsData ? FileManager.default.contents(atPath: path) : Data() else {
  FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
  exit(1)
}
var times: [Double] = []
var sink = 0
for _ in 0..<runs {
  let start = cpuNanoseconds()
  switch engine {
  case "lstrings":
    let result = try StringsParser.parse(file: path, options: .init(buildsModel: false))
    sink &+= result.diagnostics.count
  case "lstrings-model":
    let result = try StringsParser.parse(file: path)
    sink &+= result.table?.count ?? -1
  case "cf":
    let cfData = data.withUnsafeBytes { CFDataCreate(nil, $0.bindMemory(to: UInt8.self).baseAddress, data.count)! }
    var error: Unmanaged<CFError>?
    var format = CFPropertyListFormat(rawValue: 0)!
    let object: Unmanaged<CFPropertyList>? = CFPropertyListCreateWithData(nil, cfData, 0, &format, &error)
    sink &+= object == nil ? -1 : 1
    object?.release()
  case "pls":
    let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    sink &+= (object as? [String: Any])?.count ?? -1
  case "memchr":
    sink &+= countQuotes(data)
  case "catalog-roundtrip":
    // Read from the file, written to a file (FILE.roundtrip, removed after), in pieces.
    guard let root = try JSONReader.parse(file: path).root else { exit(1) }
    let output = path + ".roundtrip"
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: output) else { exit(1) }
    var written = 0
    try XcodeJSONWriter.write(root) { piece in
      try handle.write(contentsOf: piece)
      written += piece.count
    }
    try handle.close()
    try? FileManager.default.removeItem(atPath: output)
    sink = written
  case "catalog-model-roundtrip":
    guard let catalog = try StringCatalog.parse(file: path).catalog else { exit(1) }
    sink = catalog.encoded().count
  case "jsonserialization-roundtrip":
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
    sink = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      .count
  default:
    FileHandle.standardError.write(Data("unknown engine \(engine)\n".utf8))
    exit(64)
  }
  times.append(Double(cpuNanoseconds() - start) / 1e9)
}
times.sort()
let median = times[times.count / 2]
let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? data.count
let megabytes = Double(size) / 1e6
print(
  "{\"engine\":\"\(engine)\",\"bytes\":\(size),\"runs\":\(runs),\"seconds\":\(String(format: "%.4f", median)),\"mbps\":\(String(format: "%.1f", megabytes / median)),\"peak_rss_mb\":\(String(format: "%.1f", peakRSSMegabytes())),\"check\":\(sink)}"
)
