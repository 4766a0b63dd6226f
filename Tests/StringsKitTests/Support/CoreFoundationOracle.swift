import CoreFoundation
import Foundation
import StringsExtraction
import StringsFormats
import StringsKit

/// CoreFoundation's own parse of `.strings` bytes, called in-process: the reference every parity
/// test compares against.
///
/// It calls `CFPropertyListCreateWithData` directly, as `CFBundle` does. Going through
/// `PropertyListSerialization` would bridge to Swift, which merges canonically equivalent keys and
/// turns lone surrogates into U+FFFD, hiding exactly the differences these tests look for.
enum CoreFoundationOracle {
  enum Result: Equatable, CustomStringConvertible {
    case value(StringsValue)
    case error(String)
    /// A number, date, boolean or null: only XML and binary property lists hold them, lstrings
    /// reads those through Foundation, and `StringsValue` has no case for them. Not compared.
    case unsupported

    var description: String {
      switch self {
      case .value(let value): value.debugJSON
      case .error(let message): "ERROR: \(message)"
      case .unsupported: "<a number, date, boolean or null>"
      }
    }
  }

  static func parse(_ bytes: [UInt8]) -> Result {
    let data = CFDataCreate(nil, bytes, bytes.count)!
    var error: Unmanaged<CFError>?
    var format = CFPropertyListFormat(rawValue: 0)!
    guard let object = CFPropertyListCreateWithData(nil, data, 0, &format, &error) else {
      guard let cfError = error?.takeRetainedValue() else { return .error("<no error>") }
      return .error(message(of: cfError))
    }
    var unsupported = false
    let value = convert(object.takeRetainedValue(), unsupported: &unsupported)
    return unsupported ? .unsupported : .value(value)
  }

  /// The old-style parser's message (nested in the XML parser's error), else the top-level one.
  static func message(of error: CFError) -> String {
    if let inner = userInfoValue(error, "kCFPropertyListOldStyleParsingError"),
      CFGetTypeID(inner) == CFErrorGetTypeID(),
      let text = debugDescription(cfCast(inner, to: CFError.self))
    {
      return text
    }
    return debugDescription(error) ?? "<no description>"
  }

  private static func userInfoValue(_ error: CFError, _ key: String) -> AnyObject? {
    guard let info = CFErrorCopyUserInfo(error) else { return nil }
    let cfKey = CFStringCreateWithCString(nil, key, CFStringBuiltInEncodings.UTF8.rawValue)!
    guard let pointer = CFDictionaryGetValue(info, Unmanaged.passUnretained(cfKey).toOpaque()) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

  private static func debugDescription(_ error: CFError) -> String? {
    guard let value = userInfoValue(error, "NSDebugDescription"), CFGetTypeID(value) == CFStringGetTypeID() else { return nil }
    return String(decoding: units(cfCast(value, to: CFString.self)), as: UTF16.self)
  }

  private static func units(_ string: CFString) -> [UInt16] {
    let count = CFStringGetLength(string)
    var buffer = [UInt16](repeating: 0, count: count)
    if count > 0 { CFStringGetCharacters(string, CFRangeMake(0, count), &buffer) }
    return buffer
  }

  private static func convert(_ object: AnyObject, unsupported: inout Bool) -> StringsValue {
    let type = CFGetTypeID(object)
    if type == CFStringGetTypeID() {
      return .string(StringsText(utf16: units(cfCast(object, to: CFString.self))))
    }
    if type == CFDictionaryGetTypeID() {
      let dictionary = cfCast(object, to: CFDictionary.self)
      let count = CFDictionaryGetCount(dictionary)
      var keys = [UnsafeRawPointer?](repeating: nil, count: count)
      var values = [UnsafeRawPointer?](repeating: nil, count: count)
      keys.withUnsafeMutableBufferPointer { k in
        values.withUnsafeMutableBufferPointer { v in CFDictionaryGetKeysAndValues(dictionary, k.baseAddress, v.baseAddress) }
      }
      var pairs: [(key: StringsText, value: StringsValue)] = []
      for i in 0..<count {
        let key = Unmanaged<AnyObject>.fromOpaque(keys[i]!).takeUnretainedValue()
        let value = Unmanaged<AnyObject>.fromOpaque(values[i]!).takeUnretainedValue()
        // A binary plist can have non-string keys, which no string lookup reaches; lstrings
        // leaves them out, and so does the oracle.
        guard CFGetTypeID(key) == CFStringGetTypeID() else { continue }
        pairs.append((StringsText(utf16: units(cfCast(key, to: CFString.self))), convert(value, unsupported: &unsupported)))
      }
      return .dictionary(pairs)
    }
    if type == CFArrayGetTypeID() {
      let array = cfCast(object, to: CFArray.self)
      return .array(
        (0..<CFArrayGetCount(array)).map {
          convert(
            Unmanaged<AnyObject>.fromOpaque(CFArrayGetValueAtIndex(array, $0)!).takeUnretainedValue(), unsupported: &unsupported)
        })
    }
    if type == CFDataGetTypeID() {
      let data = cfCast(object, to: CFData.self)
      let count = CFDataGetLength(data)
      var bytes = [UInt8](repeating: 0, count: count)
      if count > 0 { CFDataGetBytes(data, CFRangeMake(0, count), &bytes) }
      return .data(bytes)
    }
    unsupported = true
    return .string(StringsText(""))
  }
}

extension StringsParseResult {
  /// The result in the oracle's terms: the top-level value CF returns, or CF's error message.
  var oracleResult: CoreFoundationOracle.Result {
    switch outcome {
    case .table(let table):
      return .value(.dictionary(table.map { (key: $0.key, value: $0.value) }))
    case .notATable(let value):
      return .value(value)
    case .rejected(let message):
      return .error(message)
    }
  }
}

extension StringsValue {
  /// Canonical JSON like cforacle's, for readable failure messages.
  var debugJSON: String {
    switch self {
    case .string(let text): return JSONText.quote(text)
    case .data(let bytes): return "{\"$data\":\"" + bytes.map { String(format: "%02x", $0) }.joined() + "\"}"
    case .array(let items): return "[" + items.map(\.debugJSON).joined(separator: ",") + "]"
    case .dictionary(let pairs):
      let table = StringsValue.collapsed(pairs)
      return "{" + table.keys.sorted().map { JSONText.quote($0) + ":" + table[$0]!.debugJSON }.joined(separator: ",") + "}"
    }
  }
}

/// Reinterprets a CoreFoundation object as its CF type. (`unsafeDowncast` traps on Linux, where CF
/// objects are not Swift classes; a generic bit cast says exactly what happens.)
func cfCast<T>(_ object: AnyObject, to type: T.Type) -> T {
  unsafeBitCast(object, to: type)
}
