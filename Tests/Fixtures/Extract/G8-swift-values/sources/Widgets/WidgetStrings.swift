// Written for lstrings' own goldens: a second target's strings, one in its own table.
import Foundation

enum WidgetStrings {
    static let title = NSLocalizedString("widget.title", tableName: "Widgets", value: "Favorites", comment: "Widget title")
    static let dismiss = NSLocalizedString("action.cancel", value: "Cancel", comment: "Dismiss a sheet")
    static let empty = NSLocalizedString("widget.empty", tableName: "Widgets", bundle: .main, value: "No favorites yet.\nAdd one in the app.", comment: "Shown when there is nothing to show")
}
