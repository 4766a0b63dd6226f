import CoreFoundation
import Foundation

/// Reads XML and binary property lists with CoreFoundation, exactly as `CFBundle` does, and converts
/// the result without going through Swift bridging (which would merge canonically equivalent keys,
/// turn lone surrogates into U+FFFD, and can crash on crafted input).
enum PropertyListReader {
  /// The top-level value of an XML or binary property list, or nil when the bytes are not one
  /// (old-style text is parsed by lstrings itself).
  static func read(_ bytes: [UInt8]) -> StringsValue? {
    guard let data = CFDataCreate(nil, bytes, bytes.count) else { return nil }
    var format = CFPropertyListFormat(rawValue: 0)!
    var error: Unmanaged<CFError>?
    guard let unmanaged = CFPropertyListCreateWithData(nil, data, 0, &format, &error) else {
      error?.release()
      return nil
    }
    let object = unmanaged.takeRetainedValue()
    guard format.rawValue != 1 /* kCFPropertyListOpenStepFormat */ else { return nil }
    return convert(object)
  }

  /// Strings, dictionaries, arrays and data convert exactly; a non-string key is left out (no
  /// string lookup can reach it); numbers, dates, booleans, sets and null — which a `.strings`
  /// lookup cannot use as text — become their CoreFoundation description.
  private static func convert(_ object: AnyObject) -> StringsValue {
    let type = CFGetTypeID(object)
    if type == CFStringGetTypeID() {
      return .string(StringsText(utf16: units(cast(object, to: CFString.self))))
    }
    if type == CFDictionaryGetTypeID() {
      let dictionary = cast(object, to: CFDictionary.self)
      let count = CFDictionaryGetCount(dictionary)
      var keys = [UnsafeRawPointer?](repeating: nil, count: count)
      var values = [UnsafeRawPointer?](repeating: nil, count: count)
      keys.withUnsafeMutableBufferPointer { k in
        values.withUnsafeMutableBufferPointer { v in CFDictionaryGetKeysAndValues(dictionary, k.baseAddress, v.baseAddress) }
      }
      var pairs: [(key: StringsText, value: StringsValue)] = []
      for index in 0..<count {
        guard let keyPointer = keys[index], let valuePointer = values[index] else { continue }
        let key = Unmanaged<AnyObject>.fromOpaque(keyPointer).takeUnretainedValue()
        guard CFGetTypeID(key) == CFStringGetTypeID() else { continue }
        let value = Unmanaged<AnyObject>.fromOpaque(valuePointer).takeUnretainedValue()
        pairs.append((StringsText(utf16: units(cast(key, to: CFString.self))), convert(value)))
      }
      return .dictionary(pairs.sorted { $0.key < $1.key })
    }
    if type == CFArrayGetTypeID() {
      let array = cast(object, to: CFArray.self)
      return .array(
        (0..<CFArrayGetCount(array)).compactMap { index in
          CFArrayGetValueAtIndex(array, index).map { convert(Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue()) }
        })
    }
    if type == CFDataGetTypeID() {
      let data = cast(object, to: CFData.self)
      let count = CFDataGetLength(data)
      var bytes = [UInt8](repeating: 0, count: count)
      if count > 0 { CFDataGetBytes(data, CFRangeMake(0, count), &bytes) }
      return .data(bytes)
    }
    guard let description = CFCopyDescription(object) else { return .string(StringsText("")) }
    return .string(StringsText(utf16: units(description)))
  }

  private static func units(_ string: CFString) -> [UInt16] {
    let count = CFStringGetLength(string)
    var buffer = [UInt16](repeating: 0, count: count)
    if count > 0 { CFStringGetCharacters(string, CFRangeMake(0, count), &buffer) }
    return buffer
  }

  /// CoreFoundation objects are not Swift classes on Linux, so a checked downcast cannot work; the
  /// type id was checked before every call.
  private static func cast<T>(_ object: AnyObject, to type: T.Type) -> T {
    unsafeBitCast(object, to: type)
  }
}
