import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// `docs/diagnostics.md` is generated from `DiagnosticKind`; this fails when it is stale.
@Suite struct DiagnosticsPageTests {
  @Test func theDiagnosticsPageIsUpToDate() {
    let page = Fixtures.repositoryRoot.appendingPathComponent("docs/diagnostics.md")
    let problem = Golden.compare(DiagnosticsPage.markdown(), with: page)
    #expect(problem == nil, "\(problem ?? "")")
  }

  /// Every kind has a row, and every lint rule's row links to its section of the rules page.
  @Test func thePageListsEveryKindAndLinksTheLintRules() {
    let page = DiagnosticsPage.markdown()
    for kind in DiagnosticKind.allCases {
      let isRule = LintRules.rule(id: kind.id) != nil
      let cell = isRule ? "| [`\(kind.id)`](lint-rules.md#\(kind.id)) |" : "| `\(kind.id)` |"
      #expect(page.contains(cell), "\(kind.id)")
    }
  }
}
