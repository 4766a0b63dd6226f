/// The UI framework an Interface Builder document is for, which decides the class names ibtool
/// writes (`UILabel`, `NSTextFieldCell`, `WKInterfaceLabel`) and which properties are localizable.
package enum IBPlatform: String, Sendable, Hashable, CaseIterable {
  /// iOS, iPadOS, tvOS and Mac Catalyst documents (`CocoaTouch`, `AppleTV`).
  case uiKit
  /// macOS documents (`Cocoa`).
  case appKit
  /// watchOS storyboards (`WatchKit`).
  case watchKit

  /// The platform named by a document's `type` attribute
  /// (`com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`, `….Cocoa.XIB`, `….AppleTV.Storyboard.XIB`,
  /// `com.apple.InterfaceBuilder.WatchKit.Storyboard`), or nil when it is none of them.
  init?(documentType type: String) {
    guard type.hasPrefix("com.apple.InterfaceBuilder") else { return nil }
    let parts = type.split(separator: ".")
    if parts.contains("CocoaTouch") || parts.contains("AppleTV") {
      self = .uiKit
    } else if parts.contains("WatchKit") {
      self = .watchKit
    } else if parts.contains("Cocoa") {
      self = .appKit
    } else {
      return nil
    }
  }

  /// The prefix of the framework's class names, used for elements the property table does not
  /// name (`imageView` → `UIImageView`), which matter only for accessibility texts and tool tips.
  var classPrefix: String {
    switch self {
    case .uiKit: "UI"
    case .appKit: "NS"
    case .watchKit: "WKInterface"
    }
  }
}
