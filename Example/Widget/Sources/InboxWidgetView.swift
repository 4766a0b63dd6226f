import SwiftUI

/// The example app's widget: a SwiftUI view whose strings live in a String Catalog
/// (Widget/Resources/Localizable.xcstrings), as in any app made with Xcode 15 or later.
struct InboxWidgetView: View {
  let unread: Int
  let sender: String

  var body: some View {
    VStack(alignment: .leading) {
      Text("Inbox", comment: "Widget title")
      Text("\(unread) new messages", comment: "Number of unread messages")
      Text("Last from \(sender)", comment: "Sender of the newest message")
      Button("Mark All as Read") {}
    }
  }
}
