// Pattern family: stored properties, static properties and enum raw values typed with a
// localizable type.
import SwiftUI

struct Labels {
    let label: LocalizedStringKey = "Stored label"
    static let footer: LocalizedStringResource = "Stored footer"
    var note: String.LocalizationValue = "Stored note"
    let plain: String = "plain-string"
    let inferred = "inferred-string"
}

enum InputMode: LocalizedStringKey, CaseIterable {
    case timer = "Stopwatch"
    case typing = "Manual entry"
}

enum Channel: String {
    case beta = "beta-channel"
}
