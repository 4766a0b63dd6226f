import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// Literals that are a body's result (issue 25, the sync harness on Easydict, whose catalog Xcode
/// keeps these keys live while lstrings marked them stale): the first branch of a ternary that is a
/// computed property's whole body, and a `case` whose clause ends at `@unknown default`.
@Suite struct BodyResultLandingTests {
  @Test func bothBranchesOfATernaryBodyAreKeys() throws {
    let source = #"""
      enum Section { case favorites, history }
      struct Tab: View {
        var section: Section = .favorites
        private var titleKey: LocalizedStringKey {
          section == .favorites ? "favorites.title" : "history.title"
        }
        private var symbol: String {
          section == .favorites ? "star" : "clock"
        }
        var body: some View { Text(titleKey) }
      }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(keys == ["favorites.title", "history.title"])
  }

  /// Mlem's modlog labels: `if let userText { removed ? "\(userText) removed a post" : … }` in a
  /// function returning `LocalizedStringKey`; the shorthand binding's body was taken for a
  /// trailing closure of `userText`.
  @Test func theBodyOfAnIfLetShorthandIsTheResult() throws {
    let source = #"""
      func label(userText: Text?, removed: Bool) -> LocalizedStringKey {
        if let userText {
          removed ? "\(userText) removed a post" : "\(userText) restored a post"
        } else {
          "Post was removed"
        }
      }
      func plain(name: String?) -> String {
        if let name { "not a key" } else { "nor this" }
      }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(keys == ["%@ removed a post", "%@ restored a post", "Post was removed"])
  }

  @Test func aCaseBeforeUnknownDefaultIsAKey() throws {
    let source = #"""
      enum Kind { case fixed, none }
      extension Kind: CustomLocalizedStringResourceConvertible {
        var localizedStringResource: LocalizedStringResource {
          switch self {
          case .fixed:
            "fixed_window"
          case .none:
            "none_window"
          @unknown default:
            "unknown_option"
          }
        }
      }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(keys == ["fixed_window", "none_window", "unknown_option"])
  }
}
