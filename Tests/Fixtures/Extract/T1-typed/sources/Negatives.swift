// Negatives: literals that land in a String (or are never a localized key) are not extracted.
import SwiftUI

struct DebugView: View {
    let title: String

    var body: some View {
        VStack {
            Text(verbatim: "v1.2.3")
            Text(title)
            Image("logo")
                .accessibilityIdentifier("debug-logo")
        }
        .onAppear {
            let message = "not a key"
            print("debug: appeared", message)
            log("a String parameter")
            UserDefaults.standard.set(true, forKey: "debug-flag")
        }
    }
}
