// Pattern family: interpolated values and the specifier the compiler writes for each, found
// through declarations (here and in Model.swift), `.count`, arithmetic and `??`.
import SwiftUI

struct InboxView: View {
    let inbox: Inbox
    let index: Int
    let done: Int
    let sender: String

    var body: some View {
        VStack {
            Text("\(unreadCount()) unread posts")
            Text("\(inbox.posts.count) posts")
            Text("Row \(index + 1)")
            Text("\(inbox.total ?? 0) left")
            Text("Phase \(inbox.phase + 1)")
            Text("\(completion()) complete")
            Text("From \(sender)")
            Text("\(done) of \(inbox.posts.count) read")
        }
    }
}
