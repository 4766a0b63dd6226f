/// The kind of device a device variation (`NSStringDeviceSpecificRuleType`, a catalog's
/// `variations.device`) chooses its form by.
///
/// The raw value is the key the rule uses for the device (Apple's spelling), so a form is found by
/// `rawValue`; `init?(name:)` also accepts the short names the command line takes.
public enum Device: String, Sendable, Hashable, CaseIterable {
  case iphone, ipod, ipad, mac
  case watch = "applewatch"
  case tv = "appletv"
  case vision = "applevision"

  /// A device by its rule key (`applewatch`) or its short name (`watch`), case-insensitively.
  public init?(name: String) {
    let lowered = name.lowercased()
    if let device = Device(rawValue: lowered) {
      self = device
      return
    }
    guard let device = Device.allCases.first(where: { "\($0)" == lowered }) else { return nil }
    self = device
  }

  /// The key of the form a device variation falls back to when it has none for the device.
  static let otherFormKey = "other"
}
