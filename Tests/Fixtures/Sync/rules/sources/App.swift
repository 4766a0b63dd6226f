import SwiftUI

// Every sync rule, against before.xcstrings; after.xcstrings is the result, written by hand.
struct RulesView: View {
  let count: Int
  let total: Int

  var body: some View {
    // Added: no default value (no extractionState, no source unit), with a comment.
    Text("Added plain", comment: "A new button")
    // Added with a default value: extracted_with_value and a source unit in state new.
    let added = String(localized: "Default added", defaultValue: "Default text")
    // Added with several arguments: a source unit with numbered specifiers.
    Text("\(count) of \(total) done")
    // Stale in the catalog, found again: loses stale.
    Text("Back again")
    // The comment follows the code.
    Text("Comment moves", comment: "The new comment")
    // The code has no comment any more: the catalog's goes too.
    Text("No comment now")
    // A comment Xcode 26 generated stays when the code gives none.
    Text("Generated comment")
    // The default value changed: translations need review.
    let greeting = String(localized: "Greeting", defaultValue: "Hello there")
    // In sync: nothing changes.
    Text("Idle")
    let same = String(localized: "Same value", defaultValue: "Same value text")
    // The default value is gone: the key is the source text again.
    Text("Value dropped")
    // manual entries are never touched, even when the code uses them.
    Text("Manual in code", comment: "A comment the manual entry does not get")
    // Two call sites, two comments: joined with a line break, sorted.
    Button("Shared", comment: "Toolbar button") {}
    Text("Shared", comment: "Menu item")
  }
}
