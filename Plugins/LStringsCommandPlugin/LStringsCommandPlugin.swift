import Foundation
import PackagePlugin

/// `swift package lstrings lint|extract [--target NAME]… [options]`: lstrings on the package's
/// own targets, so a package keeps its tables and catalogs in order without Xcode.
///
/// - `lint` checks each selected target's `.strings`, `.stringsdict` and `.xcstrings` files (base
///   language: the manifest's `defaultLocalization`; settings: the nearest `.lstrings.json`).
/// - `extract -o PATH` reads the selected targets' sources; it writes into the package, so it needs
///   `swift package --allow-writing-to-package-directory lstrings extract -o …` on macOS, where
///   plugins run in a sandbox.
/// - any other subcommand runs as given, in the package's folder.
///
/// Without `--target`, lint takes every target that has localization files and extract every
/// target that is not a test. Relative paths in the options are relative to the package's folder.
@main
struct LStringsCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    var rest = extractor.remainingArguments
    guard let subcommand = rest.first else { throw Failure.usage }
    rest.removeFirst()
    let modules = try selectedModules(names, in: context.package)
    let package = context.package.directoryURL
    let defaultBase = PackageLocalization.defaultLocalization(
      manifest: package.appendingPathComponent("Package.swift"))
    let tool = try context.tool(named: "lstrings").url
    var failed = false
    switch subcommand {
    case "lint":
      for module in modules {
        let tables = module.sourceFiles.map(\.url).filter(PackageLocalization.isLocalizationFile)
        guard !tables.isEmpty else { continue }
        let arguments = PackageLocalization.buildLintArguments(
          paths: tables.map { relative($0, to: package) }, defaultBase: defaultBase, stamp: nil,
          lintOptions: rest)
        failed = try !run(tool, arguments, in: package) || failed
      }
    case "extract":
      let sources = modules.filter { $0.kind != .test }.flatMap { module in
        module.sourceFiles.filter { $0.type == .source }.map { relative($0.url, to: package) }
      }
      guard !sources.isEmpty else { throw Failure.noSources }
      failed = try !run(tool, ["extract"] + rest + sources, in: package)
    default:
      failed = try !run(tool, [subcommand] + rest, in: package)
    }
    if failed { throw Failure.toolFailed(subcommand) }
  }

  /// The targets named with `--target`, else every source target of the package.
  private func selectedModules(_ names: [String], in package: Package) throws -> [SourceModuleTarget] {
    let targets = names.isEmpty ? package.targets : try package.targets(named: names)
    return targets.compactMap { $0 as? SourceModuleTarget }
  }

  /// Runs lstrings with the terminal's output streams; true when it exits with 0.
  private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Bool {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .exit && process.terminationStatus == 0
  }

  /// The path of a file inside the package, relative to the package's folder (shorter findings).
  private func relative(_ file: URL, to package: URL) -> String {
    let root = package.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  enum Failure: Error, CustomStringConvertible {
    case usage
    case noSources
    case toolFailed(String)

    var description: String {
      switch self {
      case .usage: "usage: swift package lstrings lint|extract [--target NAME]… [options] (see lstrings --help)"
      case .noSources: "the selected targets have no source files to extract from"
      case .toolFailed(let subcommand): "lstrings \(subcommand) failed"
      }
    }
  }
}
