extension FrameworkDeclarations {
  /// AppKit and UIKit initialisers and methods whose title or text is a plain `String` (Apple's
  /// documentation of each): the compiler extracts nothing from them, so neither does lstrings.
  /// Without them a call such as `NSMenuItem(title: "Quit", …)` finds no declaration, and a
  /// `title:` that some other type declares localizable must not decide for it (the app's own
  /// title is localized by `NSLocalizedString` or `String(localized:)` around the literal, which
  /// is found by its call form).
  static let appKitAndUIKit = """
    class NSMenuItem {
      init(title string: String, action selector: Selector?, keyEquivalent charCode: String)
    }
    class NSMenu {
      init(title: String)
      func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem
      func insertItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String, at index: Int) -> NSMenuItem
    }
    class NSButton {
      init(title: String, target: Any?, action: Selector?)
      init(title: String, image: NSImage, target: Any?, action: Selector?)
      init(checkboxWithTitle title: String, target: Any?, action: Selector?)
      init(radioButtonWithTitle title: String, target: Any?, action: Selector?)
    }
    class NSTextField {
      init(labelWithString stringValue: String)
      init(wrappingLabelWithString stringValue: String)
      init(string stringValue: String)
    }
    class NSPopUpButton {
      func addItem(withTitle title: String)
      func addItems(withTitles itemTitles: [String])
      func insertItem(withTitle title: String, at index: Int)
    }
    class NSSegmentedControl {
      init(labels: [String], trackingMode: NSSegmentedControl.SwitchTracking, target: Any?, action: Selector?)
    }
    class NSToolbarItemGroup {
      init(itemIdentifier: NSToolbarItem.Identifier, titles: [String], selectionMode: NSToolbarItemGroup.SelectionMode, labels: [String]?, target: AnyObject?, action: Selector?)
    }
    class UIAlertController {
      init(title: String?, message: String?, preferredStyle: UIAlertController.Style)
    }
    class UIAlertAction {
      init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)
    }
    class UIBarButtonItem {
      init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?)
      init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
    }
    class UIAction {
      init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
    }
    class UIMenu {
      init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .large, children: [UIMenuElement] = [])
    }
    class UIContextualAction {
      init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler)
    }
    class UITabBarItem {
      init(title: String?, image: UIImage?, tag: Int)
      init(title: String?, image: UIImage?, selectedImage: UIImage?)
    }
    class UIApplicationShortcutItem {
      init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil, userInfo: [String: NSSecureCoding]? = nil)
    }
    """
}
