// Declarations other files interpolate: their declared types decide the specifiers.
import Foundation

func unreadCount() -> Int { 3 }

func completion() -> Double { 0.5 }

struct Inbox {
    var posts: [String] = []
    var total: Int? = nil
    let phase: Int16 = 0
    let owner: String = "me"
}
