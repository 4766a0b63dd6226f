import Foundation
import StringsExtraction
import StringsFormats
import StringsKit
import Testing

/// The runnable example of docs/lookup.md ("Plurals on Linux"): the code between the markers below
/// must be the doc's snippet line for line, it runs here on the fixture app, and what it prints
/// must be the output the doc shows. So the example cannot rot.
@Suite struct PluralsOnLinuxExampleTests {
  @Test func snippetRunsAndPrintsWhatTheDocShows() throws {
    let resources = Fixtures.url("Lookup/App").path
    // snippet: plurals-on-linux
    let bundle = try LocalizedBundle(path: resources, developmentRegion: "en")
    var lines: [String] = []
    for count in ["0", "1", "2", "5", "21", "1.5"].compactMap(FormatNumber.init) {
      lines.append(bundle.localizedString(forKey: "%lld files", arguments: .counts(count), preferredLanguages: ["ru"]))
    }
    lines.append(bundle.localizedString(forKey: "%lld files", arguments: .counts(0), preferredLanguages: ["en"]))
    lines.append(
      bundle.localizedString(
        forKey: "%1$@ and %2$lld others", arguments: FormatArguments(numbers: [3], texts: ["Alice"]),
        preferredLanguages: ["en"]))
    lines.append(
      bundle.localizedString(
        forKey: "Click the cart", table: "Shop", arguments: .counts(22), device: .iphone, preferredLanguages: ["pl"]))
    let resolution = bundle.resolve(key: "%lld files", arguments: .counts(21), preferredLanguages: ["ru"])
    lines += resolution.choices.map(\.explanation)
    print(lines.joined(separator: "\n"))
    // end snippet

    let doc = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("docs/lookup.md"), encoding: .utf8)
    #expect(Self.block(after: "<!-- snippet: plurals-on-linux -->", in: doc) == Self.ownSnippet())
    #expect(Self.block(after: "<!-- output: plurals-on-linux -->", in: doc) == lines)
  }

  /// The lines of the fenced block that follows `marker` in a Markdown text.
  static func block(after marker: String, in text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: marker), start + 1 < lines.count, lines[start + 1].hasPrefix("```") else { return [] }
    let body = lines[(start + 2)...]
    return Array(body.prefix { !$0.hasPrefix("```") })
  }

  /// The snippet in this file, without the test's indentation.
  static func ownSnippet() -> [String] {
    let source = (try? String(contentsOfFile: #filePath, encoding: .utf8)) ?? ""
    let lines = source.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasSuffix("// snippet: plurals-on-linux") }),
      let end = lines.firstIndex(where: { $0.hasSuffix("// end snippet") })
    else { return [] }
    return lines[(start + 1)..<end].map { String($0.dropFirst(4)) }
  }
}
