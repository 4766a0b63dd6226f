import ArgumentParser
import Foundation
import StringsKit

extension LStrings {
  struct MergeDriver: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge-driver",
      abstract: "git's merge driver for String Catalogs, .strings and .stringsdict: three-way, by key.",
      discussion: """
        git runs it with the common ancestor (%O), our version (%A, which it overwrites with the \
        result), their version (%B) and the file's path (%P). A catalog is merged by key, \
        language, variation and field; a .strings table by key (each entry with its comment); a \
        .stringsdict by entry, variable and plural form (and its format key and types). A unit changed on one side only takes that side; keys and \
        translations added on either side are all kept. A unit both sides changed differently \
        is a conflict: the result keeps ours (--keep theirs: theirs), each conflict is printed \
        with both values at %P:line, and the exit status is 1, so git marks the file as \
        conflicted. The result is written in the file's own form: Xcode's bytes for a catalog; a \
        table's encoding, order and comments; a stringsdict's layout and key order.

        Examples:
          lstrings merge-driver --install          # this repository: git config + .gitattributes
          lstrings merge-driver --install --global # every repository of this user (attributes: core.attributesFile)
          git config merge.lstrings.driver 'lstrings merge-driver %O %A %B %P'   # what --install writes

        Exit status: 0 merged, 1 conflicts (the result keeps one side) or a file that cannot be \
        merged by key (left as ours), 64 usage error.
        """
    )

    @Argument(help: "The ancestor's version (%O), ours (%A, overwritten with the result), theirs (%B), the path (%P).")
    var files: [String] = []

    @Option(help: "The side a conflict keeps: ours or theirs.")
    var keep: ThreeWayConflict.Side = .ours

    @Flag(help: "Register the driver: git config merge.lstrings.* and merge=lstrings lines in .gitattributes.")
    var install = false

    @Flag(help: "With --install: in the user's git config and global attributes file instead.")
    var global = false

    mutating func validate() throws {
      if install { return }
      guard files.count == 4 else {
        throw ValidationError("expected 4 arguments, %O %A %B %P (got \(files.count))")
      }
      for file in files.prefix(3) where !FileManager.default.fileExists(atPath: file) {
        throw ValidationError("no such file: \(file)")
      }
    }

    func run() throws {
      if install { return try MergeDriverInstall.run(global: global) }
      let merged = try ThreeWayFileMerge.runDriver(
        baseFile: files[0], oursFile: files[1], theirsFile: files[2], path: files[3], kept: keep
      ) { Terminal.err(XcodeReporter.render([$0])) }
      if !merged { throw ExitCode.failure }
    }
  }
}

extension ThreeWayConflict.Side: ExpressibleByArgument {}
