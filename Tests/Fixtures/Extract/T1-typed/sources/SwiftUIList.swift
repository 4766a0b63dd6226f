// Pattern family: the SwiftUI initialisers and modifiers whose title parameter is
// LocalizedStringKey, a ternary of two literals, an explicit LocalizedStringKey, and
// AttributedString(localized:) (String.LocalizationValue).
import SwiftUI

struct PreferencesView: View {
    @State private var isOn = false
    @State private var tint = Color.blue
    @State private var sort = 0
    @State private var name = ""
    @State private var isSelecting = false
    @State private var isAsking = false
    let url: URL

    var body: some View {
        Form {
            Section("Appearance") {
                ColorPicker("Tint colour", selection: $tint)
                Toggle("Dark mode", isOn: $isOn)
                Picker("Sort by", selection: $sort) {
                    Text("Newest first").tag(0)
                }
                Label("Inbox", systemImage: "tray")
                Link("Website", destination: url)
                TextField("Display name", text: $name, prompt: Text("Your name"))
                Text(isOn ? "Switched on" : "Switched off")
                Text(LocalizedStringKey("Explicit key"))
                Text(AttributedString(localized: "Welcome **back**"))
                Text("Sign in", comment: "Button on the welcome screen")
            }
            Image(systemName: "star")
                .accessibilityLabel("Favourite")
                .accessibilityHint("Adds the post to your favourites")
                .accessibilityValue("Not starred")
                .help("Marks the post")
        }
        .navigationTitle(isSelecting ? "Select posts" : "Posts")
        .alert("Delete the post?", isPresented: $isAsking) {
            Button("Delete", role: .destructive) {}
        }
        .confirmationDialog("Discard the draft?", isPresented: $isAsking) {
            Button("Discard", role: .destructive) {}
        }
    }
}
