// Pattern family: App Intents. Titles, descriptions, parameters, dialogs and display
// representations are LocalizedStringResource (or types built from one: IntentDescription,
// IntentDialog, DisplayRepresentation, TypeDisplayRepresentation). Shortcut phrases are
// AppShortcutPhrase and go to AppShortcuts.xcstrings, not to Localizable.
import AppIntents

struct ComposeIntent: AppIntent {
    static var title: LocalizedStringResource = "Start a post"
    static let description: IntentDescription = "Write a post without opening the app"

    @Parameter(title: "Post text", description: "The text to send", requestValueDialog: IntentDialog("What do you want to post?"))
    var content: String

    @Parameter(title: "Photos")
    var images: [IntentFile]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if images.isEmpty {
            return .result(dialog: "No images to post.")
        }
        return .result(dialog: "Posted \(images.count) images")
    }
}

enum Visibility: String, AppEnum {
    case everyone, followers

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Audience"
    static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] = [
        .everyone: "Everyone",
        .followers: .init(title: "Only followers"),
    ]
}

struct AccountEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Account kind")
    static let defaultQuery = AccountQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Signed in")
    }
}

struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ComposeIntent(),
            phrases: ["Compose in \(.applicationName)"],
            shortTitle: "Start a post",
            systemImageName: "square.and.pencil"
        )
    }
}
