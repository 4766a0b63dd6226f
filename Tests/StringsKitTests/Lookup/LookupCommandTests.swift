import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// `lstrings lookup` and `coverage` on `Tests/Fixtures/Lookup/App` (an `en`, `ru` and `pl` app with
/// `.stringsdict` files and a `Shop.xcstrings` catalog), run as a process, and the same through the
/// API. Expected texts are the fixture's forms, chosen by the CLDR categories noted beside them.
@Suite(.enabled(if: CommandRunner.binary != nil, "the lstrings binary is not built"))
struct LookupCommandTests {
  static let app = Fixtures.url("Lookup/App").path

  static func lookup(_ arguments: [String]) throws -> CommandRunner.Output {
    try CommandRunner.run(["lookup"] + arguments)
  }

  @Test func countChoosesTheCLDRForm() throws {
    // ru: 1 one, 2 few, 5 many, 21 one, 1.5 other (CLDR: v != 0).
    for (count, text) in [("1", "1 файл"), ("2", "2 файла"), ("5", "5 файлов"), ("21", "21 файл"), ("1.5", "1 файла (дробное)")] {
      let output = try Self.lookup(["--lang", "ru", "--count", count, Self.app, "%lld files"])
      #expect(output.status == 0)
      #expect(output.stdout == "\"%lld files\" [ru] = \"\(text)\"  (from ru)\n", "\(count)")
    }
  }

  @Test func stringsdictWinsOverStringsAndZeroFormIsUsedForZero() throws {
    let output = try Self.lookup(["--lang", "en", Self.app, "%lld files"])
    #expect(output.stdout == "\"%lld files\" [en] = \"%#@files@\"  (from en)\n")
    let zero = try Self.lookup(["--lang", "en", "--count", "0", "--explain", Self.app, "%lld files"])
    #expect(zero.stdout.hasPrefix("\"%lld files\" [en] = \"No files\"  (from en)\n"))
    #expect(zero.stdout.contains("en: 0 → zero (Apple: a zero form is present"))
    #expect(zero.stdout.contains("Localizable.stringsdict (5 keys; they win over the .strings)"))
  }

  @Test func explainGivesTheCLDRCondition() throws {
    let output = try Self.lookup(["--lang", "ru", "--count", "21", "--explain", Self.app, "%lld files"])
    #expect(output.stdout.contains("ru: 21 → one (CLDR 46: v = 0 and i % 10 = 1 and i % 100 != 11) in %#@files@"))
  }

  @Test func textArgumentsAndSeveralCounts() throws {
    let others = try Self.lookup(["--lang", "en", "--count", "3", "--arg", "Alice", Self.app, "%1$@ and %2$lld others"])
    #expect(others.stdout == "\"%1$@ and %2$lld others\" [en] = \"Alice and 3 others\"  (from en)\n")
    let nested = try Self.lookup(["--lang", "en", "--count", "1", "--count", "3", Self.app, "%lld photos in %lld albums"])
    #expect(nested.stdout == "\"%lld photos in %lld albums\" [en] = \"one photo in 3 albums\"  (from en)\n")
    let kilometres = try Self.lookup(["--lang", "en", "--count", "1.5", Self.app, "%.1f km"])
    #expect(kilometres.stdout == "\"%.1f km\" [en] = \"1.5 kilometres\"  (from en)\n")
  }

  @Test func deviceVariations() throws {
    let mac = try Self.lookup(["--lang", "en", "--device", "mac", Self.app, "Tap to continue"])
    #expect(mac.stdout == "\"Tap to continue\" [en] = \"Click to continue\"  (from en)\n")
    let watch = try Self.lookup(["--lang", "en", "--device", "watch", Self.app, "Tap to continue"])
    #expect(watch.stdout == "\"Tap to continue\" [en] = \"Continue\"  (from en)\n")
    // A catalog's device → plural variation (pl: 22 few, but the iphone form has only one/other).
    let cart = try Self.lookup([
      "--lang", "pl", "--device", "iphone", "--count", "22", "--table", "Shop", Self.app, "Click the cart",
    ])
    #expect(cart.stdout == "\"Click the cart\" [pl] = \"Dotknij koszyków (22)\"  (from pl)\n")
  }

  @Test func catalogTablesAsCompiled() throws {
    // pl: 22 few, 5 many (CLDR).
    let few = try Self.lookup(["--lang", "pl", "--count", "22", "--table", "Shop", Self.app, "%lld items"])
    #expect(few.stdout == "\"%lld items\" [pl] = \"22 przedmioty\"  (from pl)\n")
    // ru's units are `new`, so not compiled: its compiled table has no rules, and CFBundle's
    // search for Shop.stringsdict goes on to en.
    let new = try Self.lookup(["--lang", "ru", "--count", "5", "--table", "Shop", Self.app, "%lld items"])
    #expect(new.stdout == "\"%lld items\" [ru] = \"5 items\"  (from en)\n")
  }

  @Test func jsonKeepsItsShape() throws {
    let output = try Self.lookup(["--lang", "ru", "--count", "5", "--format", "json", Self.app, "%lld files"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    let item = try #require(json.first)
    #expect(Set(item.keys) == ["key", "preferences", "table", "string", "source", "searchOrder", "steps"])
    #expect(item["string"] as? String == "5 файлов")
    let source = try #require(item["source"] as? [String: Any])
    #expect((source["file"] as? String)?.hasSuffix("ru.lproj/Localizable.stringsdict") == true)
  }

  @Test func exitCodes() throws {
    #expect(try Self.lookup(["--count", "abc", Self.app, "Welcome"]).status == 64)
    #expect(try Self.lookup(["--count", "1,5", Self.app, "Welcome"]).status == 64)
    #expect(try Self.lookup(["--device", "toaster", Self.app, "Welcome"]).status == 64)
    #expect(try Self.lookup(["--count=-3", "--lang", "en", Self.app, "Welcome"]).status == 0)
    #expect(try Self.lookup(["--count", "2", "--lang", "en", Self.app, "No such key"]).status == 1)
  }

  @Test func coverageCountsCatalogUnitsByState() throws {
    let output = try CommandRunner.run(["coverage", "--format", "json", Self.app])
    #expect(output.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let catalogs = try #require(json["catalogs"] as? [[String: Any]])
    let shop = try #require(catalogs.first)
    #expect(shop["table"] as? String == "Shop")
    let rows = try #require(shop["languages"] as? [[String: Any]])
    func counts(_ language: String) -> [Int] {
      let row = rows.first { $0["language"] as? String == language } ?? [:]
      return ["translated", "needsReview", "new", "missing"].map { row[$0] as? Int ?? -1 }
    }
    // en: all three (Checkout has no en unit: the key is the source text). pl: Checkout needs
    // review. ru: %lld items is new, Click the cart missing.
    #expect(counts("en") == [3, 0, 0, 0])
    #expect(counts("pl") == [2, 1, 0, 0])
    #expect(counts("ru") == [1, 0, 1, 1])
    let text = try CommandRunner.run(["coverage", Self.app]).stdout
    #expect(text.contains("catalog Shop.xcstrings: 3 entries, by state"))
    // The stringsdict keys count as keys of the table: en has 8 (3 .strings keys, 5 .stringsdict
    // keys of which 2 repeat, 3 Shop keys — Checkout too, though en has no unit for it: en users
    // see its key, the source text).
    #expect(json["totalKeys"] as? Int == 9)
  }
}
