// Pattern family: dictionary and array literals whose element type is localizable.
import SwiftUI

let rowTitles: [Int: LocalizedStringKey] = [
    1: "One row",
    2: "Two rows",
]

let hints: [LocalizedStringResource] = ["Swipe to delete", "Pull to refresh"]

let identifiers: [String: String] = ["key": "dictionary-value"]
