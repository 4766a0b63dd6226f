import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `TableKeyIndex` finds each key's last definition and lists keys defined more than once, as a
/// dictionary of keys would; large tables have their keys hashed on two cores.
@Suite struct TableKeyIndexTests {
  static func check(keyCount: Int) {
    // Every seventh key is defined again later (some across the middle), with an escape now
    // and then (a key built, not a slice of the text).
    var lines: [String] = []
    for index in 0..<keyCount {
      lines.append(index % 11 == 0 ? "\"k\\u00e9\(index)\" = \"v\";" : "\"key \(index)\" = \"v\";")
      if index % 7 == 0 { lines.append("\"key \(index / 2)\" = \"again\";") }
    }
    let text = lines.joined(separator: "\n")
    var options = StringsParser.Options(maximumErrors: .max)
    options.buildsItems = false
    let result = StringsParser.parse(Array(text.utf8), path: "L.strings", options: options)
    guard let entries = result.entryList else {
      Issue.record("no entries")
      return
    }
    let index = TableKeyIndex(entries)
    var last: [StringsText: Int] = [:]
    var all: [StringsText: [Int]] = [:]
    for position in entries.indices {
      last[entries.key(at: position)] = position
      all[entries.key(at: position), default: []].append(position)
    }
    #expect(index.duplicates == all.filter { $0.value.count > 1 })
    #expect(!index.duplicates.isEmpty)
    for (key, position) in last {
      #expect(index.position(of: key, in: entries) == position)
    }
    #expect(index.position(of: "no such key", in: entries) == nil)
  }

  @Test func aSmallTable() { Self.check(keyCount: 200) }

  @Test func aTableHashedInTwoHalves() { Self.check(keyCount: TableKeyIndex.parallelHashThreshold) }
}
