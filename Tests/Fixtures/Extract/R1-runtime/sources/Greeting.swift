import SwiftUI

struct GreetingView: View {
    let name: String
    let count: Int
    let pi: Double

    var body: some View {
        VStack {
            Text("Hello, \(name)!")
            Text("\(count) items remaining")
            Text("Pi is \(pi, specifier: "%.2f")")
            Text(verbatim: "v1.0")
            Text(name)
            Button("Save") { save() }
            Label("Inbox", systemImage: "tray")
            Text("Sent by \(sender)", comment: "Footer of a message")
        }
        .navigationTitle("Greetings")
    }

    func save() {
        let done = String(localized: "Saved \(count) of \(count)", comment: "Progress")
        let error = NSLocalizedString("Could not save \(name)", comment: "")
        let key = NSLocalizedString("Failed: " + reason, comment: "")
        print(done, error, key)
    }
}
