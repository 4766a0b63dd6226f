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
