// Pattern family: the app's own views, initialisers and functions whose parameter is typed
// LocalizedStringKey / LocalizedStringResource / String.LocalizationValue. The literal is
// localized because of the parameter's type, whatever the callee's name.
import SwiftUI

struct SettingsRow: View {
    let icon: String
    let title: LocalizedStringKey

    var body: some View {
        Label(title, systemImage: icon)
    }
}

struct DescribedSetting<Content: View>: View {
    let description: LocalizedStringKey
    let content: () -> Content

    init(description: LocalizedStringKey, @ViewBuilder _ content: @escaping () -> Content) {
        self.description = description
        self.content = content
    }

    var body: some View {
        VStack { content(); Text(description) }
    }
}

struct Banner {
    let text: String.LocalizationValue

    init(text: String.LocalizationValue) {
        self.text = text
    }
}

func announce(_ message: LocalizedStringResource) {}

func log(_ message: String) {}

extension View {
    func sectionHeader(_ title: LocalizedStringKey, icon: String) -> some View {
        self
    }
}

struct AccountSettings: View {
    var body: some View {
        List {
            SettingsRow(icon: "gear", title: "Sign Out")
            DescribedSetting(description: "Show the tools under the clock.") {
                EmptyView()
            }
        }
        .sectionHeader("Account", icon: "person")
        .onAppear {
            announce("Settings opened")
            log("settings appeared")
            _ = Banner(text: "Offline mode")
        }
    }
}
