import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// An implicit `.init("…")` whose type the slot does not spell is not any type's initialiser
/// (issue 25, the sync harness: Easydict's `.keyboardShortcut(.init("q"))`, a `KeyEquivalent`, and
/// `applyingTransform(.init("Hans-Hant"), …)`, a `StringTransform`, were added to its catalog as
/// keys `q` and `Hans-Hant`; Xcode added neither). The compiler knows the type; lstrings says at
/// the literal's line that it cannot (`undecided-key`), and extracts nothing.
@Suite struct ImplicitInitializerExtractionTests {
  @Test func anImplicitInitializerOfAnUnseenTypeIsNoKey() throws {
    let source = #"""
      struct Menu: View {
        var body: some View {
          Button("Quit") {}.keyboardShortcut(.init("q"))
        }
        func simplified(_ text: String) -> String { text.applyingTransform(.init("Hans-Hant"), reverse: false) ?? text }
      }
      """#
    let result = try EmptyKeyTests.scanProject(source)
    #expect(result.strings.map(\.key.string) == ["Quit"])
    let undecided = result.diagnostics.filter { $0.is(.undecidedKey) }
    #expect(undecided.compactMap(\.key) == ["q", "Hans-Hant"])
    #expect(undecided.map(\.location.line) == [3, 5])
  }

  /// Labels narrow it to the project's initialisers that take them (Mlem's
  /// `base = .init("Ban...", icon: …)` assigned to a local whose type is not spelled there).
  @Test func labelsNarrowAnUnseenInitializer() throws {
    let source = #"""
      struct Appearance { init(_ label: LocalizedStringResource, icon: String) {} }
      func make(banned: Bool) {
        var base = Appearance("Start", icon: "a")
        if banned { base = .init("Ban...", icon: "b") }
      }
      """#
    let result = try EmptyKeyTests.scanProject(source)
    #expect(result.strings.map(\.key.string) == ["Start", "Ban..."])
  }

  @Test func anImplicitInitializerOfASpelledTypeStillExtracts() throws {
    let source = #"""
      struct Row { var title: LocalizedStringKey; init(title: LocalizedStringKey) { self.title = title } }
      struct Plain { init(title: String) {} }
      let rows: [Row] = [.init(title: "Inbox")]
      let plain: Plain = .init(title: "not a key")
      """#
    let result = try EmptyKeyTests.scanProject(source)
    #expect(result.strings.map(\.key.string) == ["Inbox"])
    #expect(result.diagnostics.filter { $0.is(.undecidedKey) }.isEmpty)
  }
}
