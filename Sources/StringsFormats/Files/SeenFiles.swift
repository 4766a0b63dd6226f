import Foundation

/// The files and folders a walk has already visited, by device and inode: what makes a file the
/// same file whichever path (a symbolic link, a link to a parent folder, a hard link) leads to it.
///
/// A walk that follows links without it loops forever on a cycle and reads a table once per path
/// to it: a link to a parent folder read one table 41 times, and a `.framework`'s
/// `Versions/Current` links three times, each time with every finding repeated (issue 26).
struct SeenFiles {
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  private var seen: Set<Identity> = []

  /// Records the file with this identity; false when it was seen before.
  mutating func insert(device: UInt64, inode: UInt64) -> Bool {
    seen.insert(Identity(device: device, inode: inode)).inserted
  }
}
