import Foundation
import Testing

@testable import StringsExtraction
@testable import StringsFormats
@testable import StringsKit

/// A `defaultValue:` argument is the value of its call's key, never a key (the sync harness: Mlem's
/// `.init(localized: "person.1.displayName", defaultValue: "Flowertail", table: "PreviewLocalizable")`
/// in a `String` property added `Flowertail` and its other preview names to its catalog as keys).
@Suite struct DefaultValueLandingTests {
  @Test func aDefaultValueIsNoKey() throws {
    let source = #"""
      enum Person {
        case flowerTail
        var displayName: String {
          switch self {
          case .flowerTail: .init(localized: "person.1.displayName", defaultValue: "Flowertail", table: "Preview")
          }
        }
      }
      """#
    let keys = try EmptyKeyTests.scanProject(source).strings.map(\.key.string)
    #expect(!keys.contains("Flowertail"))
  }
}
