import Foundation

/// The texts of a small app, looked up in the target's own bundle.
public enum Greeter {
  public static func welcome() -> String {
    NSLocalizedString("Welcome", bundle: .module, comment: "Title of the first screen")
  }

  public static func unread(_ count: Int) -> String {
    String(format: NSLocalizedString("You have %lld unread messages", bundle: .module, comment: "Badge text"), count)
  }
}
