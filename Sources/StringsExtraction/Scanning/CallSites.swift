/// Every call site of a scan, kept as the per-file arrays the scanner's workers produced and
/// addressed by one running index (file order, then source order).
///
/// Joining the arrays would copy every string, a reference count per field, on one core; the
/// table builder reads the sites where they are.
struct CallSites: Sendable {
  let files: [[ExtractedString]]
  /// The running index of each file's first site; the last element is the count.
  let offsets: [Int]

  init(_ files: [[ExtractedString]]) {
    self.files = files
    var offsets = [0]
    offsets.reserveCapacity(files.count + 1)
    for file in files { offsets.append(offsets[offsets.count - 1] + file.count) }
    self.offsets = offsets
  }

  var count: Int { offsets[offsets.count - 1] }

  /// The site at running index `site`.
  subscript(site: Int) -> ExtractedString {
    // The last file whose first site is at or before `site` (binary search).
    var low = 0, high = files.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= site { low = middle } else { high = middle - 1 }
    }
    while files[low].isEmpty || site - offsets[low] >= files[low].count { low += 1 }
    return files[low][site - offsets[low]]
  }

  /// All sites in one array.
  var joined: [ExtractedString] { files.count == 1 ? files[0] : Array(files.joined()) }
}
