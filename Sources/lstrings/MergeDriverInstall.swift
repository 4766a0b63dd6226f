import ArgumentParser
import StringsKit

/// `lstrings merge-driver --install`: prints what `MergeDriverInstallation` did.
enum MergeDriverInstall {
  static func run(global: Bool) throws {
    do {
      let outcome = try MergeDriverInstallation.install(global: global)
      let lines = MergeDriverInstallation.attributes.joined(separator: ", ")
      Terminal.err(
        "git config\(global ? " --global" : ""): merge.lstrings.driver = \(MergeDriverInstallation.driver)\n"
          + "\(global ? outcome.attributesFile : ".gitattributes"): \(outcome.added.isEmpty ? "already has" : "added") \(lines)\n"
      )
    } catch let failure as MergeDriverInstallation.GitFailure {
      Terminal.err("error: \(failure)\n")
      throw ExitCode.failure
    }
  }
}
