/// Which texts of which Interface Builder objects ibtool puts in a strings table: the one place
/// that knows it, as data.
///
/// Sources: ibtool tables from real projects (23 tables from 12 projects) and the tables
/// committed beside their documents by the projects listed in docs/interface-builder.md, against
/// which `IBCorpusTests` checks this table.
enum IBLocalizableProperties {
  /// One kind of object (one XML element name): its class and the attributes that are texts.
  struct ObjectKind: Sendable {
    /// The class ibtool writes in the comment.
    var className: String
    /// Attribute name → key suffix. The same name in a `<string key="…">` child element (how IB
    /// writes a text with a line break) counts too.
    var attributes: [(attribute: String, property: String)]
  }

  /// The object kind of `element` on `platform`, or nil when the element has no texts of its own.
  static func kind(of element: String, on platform: IBPlatform) -> ObjectKind? {
    switch platform {
    case .uiKit: uiKit[element]
    case .appKit: appKit[element]
    case .watchKit: watchKit[element]
    }
  }

  /// The class of an element the table does not list (`imageView` → `UIImageView`), for the
  /// texts any view may carry (accessibility, tool tips).
  static func className(of element: String, on platform: IBPlatform) -> String {
    if let kind = kind(of: element, on: platform) { return kind.className }
    switch element {
    case "customView", "view": return platform.classPrefix == "WKInterface" ? "WKInterfaceObject" : platform.classPrefix + "View"
    case "customObject": return "NSObject"
    default:
      guard let first = element.first else { return platform.classPrefix }
      return platform.classPrefix + first.uppercased() + element.dropFirst()
    }
  }

  private static func kind(_ className: String, _ attributes: String...) -> ObjectKind {
    ObjectKind(className: className, attributes: attributes.map { ($0, $0) })
  }

  /// View controllers carry a `title` on every platform.
  private static let controllerTitle: [String: ObjectKind] = [
    "viewController": kind("UIViewController", "title"),
    "tableViewController": kind("UITableViewController", "title"),
    "collectionViewController": kind("UICollectionViewController", "title"),
    "navigationController": kind("UINavigationController", "title"),
    "tabBarController": kind("UITabBarController", "title"),
    "splitViewController": kind("UISplitViewController", "title"),
    "pageViewController": kind("UIPageViewController", "title"),
  ]

  static let uiKit: [String: ObjectKind] = controllerTitle.merging([
    "label": kind("UILabel", "text"),
    "textField": kind("UITextField", "placeholder", "text"),
    "textView": kind("UITextView", "text"),
    "navigationItem": kind("UINavigationItem", "backButtonTitle", "prompt", "title"),
    "barButtonItem": kind("UIBarButtonItem", "title"),
    "tabBarItem": kind("UITabBarItem", "title"),
    "searchBar": kind("UISearchBar", "placeholder", "prompt", "text"),
    "tableViewSection": kind("UITableViewSection", "footerTitle", "headerTitle"),
    // Texts in child elements: button `<state>` titles, `<segment>` titles (see `ChildText`).
    "button": kind("UIButton"),
    "segmentedControl": kind("UISegmentedControl"),
  ]) { own, _ in own }

  static let appKit: [String: ObjectKind] = [
    "window": kind("NSWindow", "title"),
    "panel": kind("NSPanel", "title"),
    "menu": kind("NSMenu", "title"),
    "menuItem": kind("NSMenuItem", "title"),
    "box": kind("NSBox", "title"),
    "buttonCell": kind("NSButtonCell", "alternateTitle", "title"),
    "textFieldCell": kind("NSTextFieldCell", "placeholderString", "title"),
    "secureTextFieldCell": kind("NSSecureTextFieldCell", "placeholderString", "title"),
    "searchFieldCell": kind("NSSearchFieldCell", "placeholderString", "title"),
    "tokenFieldCell": kind("NSTokenFieldCell", "placeholderString", "title"),
    "comboBoxCell": kind("NSComboBoxCell", "placeholderString", "title"),
    "formCell": kind("NSFormCell", "placeholderString", "title"),
    "pathCell": kind("NSPathCell", "placeholderString"),
    "tabViewItem": kind("NSTabViewItem", "label", "toolTip"),
    "toolbarItem": kind("NSToolbarItem", "label", "paletteLabel", "toolTip"),
    "viewController": kind("NSViewController", "title"),
    // A pop-up button's title is its selected menu item's, which the table holds already.
    "popUpButtonCell": kind("NSPopUpButtonCell"),
    "tableColumn": kind("NSTableColumn"),
    "segmentedCell": kind("NSSegmentedCell"),
  ]

  static let watchKit: [String: ObjectKind] = [
    "label": kind("WKInterfaceLabel", "text"),
    "button": kind("WKInterfaceButton", "title"),
    "switch": kind("WKInterfaceSwitch", "title"),
    "menuItem": kind("WKMenuItem", "title"),
    "controller": kind("WKInterfaceController", "title"),
  ]

  /// Texts held by child elements without an ID, credited to the enclosing object.
  enum ChildText: Sendable {
    /// `<state key="normal" title="…"/>` in a button → `normalTitle`, `selectedTitle`…
    case stateTitle
    /// `<segment title="…"/>` (UIKit) or `<segment label="…"/>` (AppKit), numbered per object.
    case segment(attribute: String, arrayProperty: String)
    /// `<tableHeaderCell title="…"/>` in a table column → `headerCell.title`.
    case headerCell
    /// `<accessibility …/>`: attribute → key suffix.
    case accessibility([(attribute: String, property: String)])
  }

  /// The child-element texts of `platform`, by element name.
  static func childText(_ element: String, on platform: IBPlatform) -> ChildText? {
    switch (platform, element) {
    case (.uiKit, "state"): .stateTitle
    case (.uiKit, "segment"): .segment(attribute: "title", arrayProperty: "segmentTitles")
    case (.appKit, "segment"): .segment(attribute: "label", arrayProperty: "ibShadowedLabels")
    case (.appKit, "tableHeaderCell"): .headerCell
    case (.uiKit, "accessibility"): .accessibility([("hint", "accessibilityHint"), ("label", "accessibilityLabel")])
    case (.appKit, "accessibility"):
      .accessibility([("description", "ibExternalAccessibilityDescription"), ("help", "ibExternalAccessibilityHelp")])
    default: nil
    }
  }

  /// `<searchBar><scopeButtonTitles><string>…` → `scopeButtonTitles[n]`.
  static let scopeButtonTitles = "scopeButtonTitles"

  /// AppKit views keep a tool tip under this name (NSToolbarItem and NSTabViewItem, whose own
  /// property it is, use `toolTip`).
  static let shadowedToolTip = "ibShadowedToolTip"

  /// Cocoa Bindings placeholders (`<binding><dictionary key="options"><string key="NSNullPlaceholder">`)
  /// → the key suffix ibtool writes.
  static let bindingPlaceholders: [String: String] = [
    "NSNullPlaceholder": "ibShadowedIsNilPlaceholder",
    "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
    "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder",
    "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
  ]
}
