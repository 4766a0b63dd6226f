/// A fast hash of a key's bytes for `TableKeyIndex`: eight bytes per multiply, mixed at the end.
///
/// Not `Hasher` (SipHash-1-3, about 1.5 instructions a byte plus its set-up per key), which lint
/// paid for every key of every table. The seed is drawn once per process, so that the slots a
/// crafted table's keys land in cannot be planned from the file alone.
enum KeyHash {
  /// Read once per index (`TableKeyIndex` keeps it), not once per key.
  static let seed = UInt64.random(in: .min ... .max)

  static func of(_ key: StringsText, seed: UInt64) -> Int {
    key.utf8.withUnsafeBytes { of($0, seed: seed) }
  }

  static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> Int {
    let count = bytes.count
    var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
    guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: mix(hash)) }
    var offset = 0
    while offset + 8 <= count {
      hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      offset += 8
    }
    if offset < count {
      // The last eight bytes (overlapping what was read) when there are eight; else byte by byte.
      var tail: UInt64 = 0
      if count >= 8 {
        tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else {
        for index in offset..<count {
          tail |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (UInt64(index - offset) * 8)
        }
      }
      hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
    }
    return Int(truncatingIfNeeded: mix(hash))
  }

  /// The finalizer of SplitMix64: every input bit reaches the low bits that pick a slot.
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
    x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
    return x ^ (x >> 31)
  }
}
