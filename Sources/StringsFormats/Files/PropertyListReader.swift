import CoreFoundation
import Foundation

/// Reads XML and binary property lists with CoreFoundation, exactly as `CFBundle` does, and converts
/// the result without going through Swift bridging (which would merge canonically equivalent keys,
/// turn lone surrogates into U+FFFD, and can crash on crafted input).
package enum PropertyListReader {
  /// The top-level value of an XML or binary property list, or nil when the bytes are not one
  /// (old-style text is parsed by lstrings itself).
  package static func read(_ bytes: [UInt8]) -> StringsValue? {
    guard case .value(let value, isOldStyle: false) = readAnyFormat(bytes) else { return nil }
    return value
  }

  /// What CoreFoundation made of a property list in any format, as `CFBundle` loads a
  /// `.stringsdict` (which may be XML, binary or old-style text).
  package enum Reading {
    case value(StringsValue, isOldStyle: Bool)
    /// CF rejected the bytes: its message (`NSDebugDescription`), as `plutil -lint` prints it.
    case failure(String)
  }

  package static func readAnyFormat(_ bytes: [UInt8]) -> Reading {
    guard let data = CFDataCreate(nil, bytes, bytes.count) else { return .failure("Cannot read the data") }
    var format = CFPropertyListFormat(rawValue: 0)!
    var error: Unmanaged<CFError>?
    guard let unmanaged = CFPropertyListCreateWithData(nil, data, 0, &format, &error) else {
      return .failure(error.map { message(of: $0.takeRetainedValue()) } ?? "Cannot parse the property list")
    }
    let object = unmanaged.takeRetainedValue()
    return .value(convert(object), isOldStyle: format.rawValue == 1 /* kCFPropertyListOpenStepFormat */)
  }

  private static func message(of error: CFError) -> String {
    guard let info = CFErrorCopyUserInfo(error),
      let key = CFStringCreateWithCString(nil, "NSDebugDescription", CFStringBuiltInEncodings.UTF8.rawValue),
      let pointer = CFDictionaryGetValue(info, Unmanaged.passUnretained(key).toOpaque())
    else { return "Cannot parse the property list" }
    let value = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    guard CFGetTypeID(value) == CFStringGetTypeID() else { return "Cannot parse the property list" }
    return String(decoding: units(cast(value, to: CFString.self)), as: UTF16.self)
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
