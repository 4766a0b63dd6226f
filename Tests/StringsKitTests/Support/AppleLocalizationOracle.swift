import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Apple's own `ualoc_localizationsToUse`, called in-process: the function CoreFoundation uses on
/// Apple platforms to choose `.lproj` folders (`CFBundle_Locale.c`,
/// `_CFBundleCreateMutableArrayOfFallbackLanguages`).
///
/// Swift's Foundation on Linux links swift-foundation-icu (`lib_FoundationICU.so`), which is Apple's
/// ICU and exports the function, although CoreFoundation on Linux is built without calling it. On
/// macOS it is in `libicucore`. When neither can be found, `isAvailable` is false and the
/// differential tests skip.
enum AppleLocalizationOracle {
  private typealias Function =
    @convention(c) (
      UnsafePointer<UnsafePointer<CChar>?>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, Int32,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32, UnsafeMutablePointer<Int32>?
    ) -> Int32

  private static let function: Function? = {
    _ = Locale(identifier: "en").identifier  // loads Foundation's ICU
    for library in ["lib_FoundationICU.so", "/usr/lib/libicucore.A.dylib"] {
      guard let handle = dlopen(library, RTLD_NOW) else { continue }
      if let symbol = dlsym(handle, "ualoc_localizationsToUse") {
        return unsafeBitCast(symbol, to: Function.self)
      }
    }
    return nil
  }()

  static var isAvailable: Bool { function != nil }

  static let missingMessage =
    "Apple's ualoc_localizationsToUse is not loadable here: differential matcher tests skipped"

  /// The localizations Apple's matcher picks, best first (empty when none matches).
  static func localizationsToUse(preferences: [String], available: [String]) -> [String] {
    guard let function else { return [] }
    let prefs = preferences.map { strdup($0) }
    let avails = available.map { strdup($0) }
    defer {
      for pointer in prefs + avails { free(pointer) }
    }
    let prefPointers = prefs.map { UnsafePointer($0) }
    let availPointers = avails.map { UnsafePointer($0) }
    var output = [UnsafePointer<CChar>?](repeating: nil, count: 64)
    var status: Int32 = 0
    let count = function(
      prefPointers, Int32(prefPointers.count), availPointers, Int32(availPointers.count), &output,
      64, &status)
    guard status <= 0, count > 0 else { return [] }
    return (0..<Int(count)).compactMap { output[$0].map { String(cString: $0) } }
  }
}
