import SwiftUI

struct ContentView: View {
  let name: String
  let unread: Int

  var body: some View {
    VStack {
      Text("Welcome")
      Text("Hello, \(name)!")
      Text("You have \(unread) unread messages")
      Button("Sign Out") { signOut() }
      Text(verbatim: "v1.0")  // not localized
    }
    .navigationTitle(String(localized: "Inbox", comment: "Title of the inbox screen"))
  }

  func signOut() {
    let message = NSLocalizedString("Signed out", comment: "Shown after the user signs out")
    print(message)
  }
}
