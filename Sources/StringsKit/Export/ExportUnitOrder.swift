/// The order of trans-units in Xcode's exports: by id, character by character in code-point order,
/// except that runs of digits compare by their value — Foundation's `compare(_:options:
/// .numeric)`. Observed: `5bs-m4-hy9.title` before `59l-n2-tD5.title` (5 < 59; newmarcel/
/// KeepingYouAwake's Xcode 16.4 exports), `CONNECT` before `Cancel` (case counts), `key&#9;TAB`
/// before `key&#10;LF` before `key&#13;CR` (Xcode 27.0, Murzav corpus).
///
/// Works on UTF-8 bytes (the same order as code points); two digit runs of equal value (`7`, `007`)
/// fall through to the bytes that follow, and the shorter id wins a tie, so the order is total
/// enough for sorting.
enum ExportUnitOrder {
  static func precedes(_ left: String, _ right: String) -> Bool {
    var a = left
    var b = right
    return a.withUTF8 { x in b.withUTF8 { y in compare(x, y) < 0 } }
  }

  private static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Int {
    var i = 0
    var j = 0
    while i < x.count && j < y.count {
      if x[i].isDigit && y[j].isDigit {
        let xEnd = runEnd(x, from: i)
        let yEnd = runEnd(y, from: j)
        let order = compareNumbers(x[i..<xEnd], y[j..<yEnd])
        if order != 0 { return order }
        i = xEnd
        j = yEnd
        continue
      }
      if x[i] != y[j] { return x[i] < y[j] ? -1 : 1 }
      i += 1
      j += 1
    }
    let xLeft = x.count - i
    let yLeft = y.count - j
    return xLeft == yLeft ? 0 : (xLeft < yLeft ? -1 : 1)
  }

  private static func runEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.count && bytes[end].isDigit { end += 1 }
    return end
  }

  /// Two digit runs by value: leading zeros dropped, then the longer is larger, then digit by digit.
  private static func compareNumbers(_ x: Slice<UnsafeBufferPointer<UInt8>>, _ y: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
    let a = x.drop { $0 == UInt8(ascii: "0") }
    let b = y.drop { $0 == UInt8(ascii: "0") }
    if a.count != b.count { return a.count < b.count ? -1 : 1 }
    for (p, q) in zip(a, b) where p != q { return p < q ? -1 : 1 }
    return 0
  }
}
