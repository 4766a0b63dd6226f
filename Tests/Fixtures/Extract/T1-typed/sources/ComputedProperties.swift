// Pattern family: computed properties and `switch` cases whose type is localizable: each branch's
// literal lands in the declared result type.
import SwiftUI

enum Frequency: CaseIterable {
    case daily, weekly, never

    var title: LocalizedStringKey {
        switch self {
        case .daily:
            "Every day"
        case .weekly:
            return "Every week"
        case .never: "Never"
        }
    }

    var summary: LocalizedStringResource { "Repeats on a schedule" }

    var identifier: String {
        switch self {
        case .daily: "daily-id"
        case .weekly: "weekly-id"
        case .never: "never-id"
        }
    }
}
