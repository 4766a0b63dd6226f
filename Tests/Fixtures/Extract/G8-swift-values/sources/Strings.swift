// Written for lstrings' own goldens: an app's string constants in the form Xcode's
// extractLocStrings reads (key, `value:`, `comment:`; `tableName:` and `bundle:`).
import Foundation

public enum Strings {
    public static let settingsTitle = NSLocalizedString("settings.title", value: "Settings", comment: "Title of the settings screen")
    public static let shareMessage = NSLocalizedString("share.message", value: """
        Ready to try it on your Mac?

        Open this link on your Mac:
        https://example.com/mac
        """, comment: "Message used when sharing a link")
    public static let deleteQuestion = NSLocalizedString("alert.delete", value: "Delete \"%@\"?", comment: "Where \"%@\" is the name of the item")
    public static let devicesInSync = NSLocalizedString("sync.devices", value: "%@ and %@ are in sync", comment: "Two device names")
    public static let syncTitle = NSLocalizedString("sync.title", bundle: Bundle.module, value: "Sync & Backup", comment: "Title of the sync screen")
    public static let done = NSLocalizedString("Done", comment: "")
    public static let cancel = NSLocalizedString("action.cancel", value: "Cancel", comment: "Cancel button")
    public static let privacyCaption = NSLocalizedString("privacy.caption",
                                                         value: "We’re private — always",
                                                         comment: "Caption under the privacy switch")

    public static let signingUp = NSLocalizedString("Your account is being created. " + "This may take a moment.", comment: "Shown while signing up")

    public static func itemCount(_ count: Int) -> String {
        let format = NSLocalizedString("items.count", comment: "Do not translate - stringsdict entry")
        return String.localizedStringWithFormat(format, count)
    }
}
