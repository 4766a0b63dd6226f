import Foundation
import PackagePlugin

/// Runs `lstrings lint` over a target's `.strings`, `.stringsdict` and `.xcstrings` files on every
/// build in which one of them changed.
///
/// lstrings prints its findings as `file:line:column: error|warning: message [rule]`, the form
/// `swift build` passes through and Xcode turns into issues; an error fails the command, and so the
/// build. The command's output is a stamp file written only when lint passes: the build system
/// runs it again only when an input (a table, a settings file) or its arguments change.
@main
struct LStringsLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let package = context.package.directoryURL
    return try LintCommand.make(
      package: package,
      tables: module.sourceFiles.map(\.url).filter(PackageLocalization.isLocalizationFile),
      defaultBase: PackageLocalization.defaultLocalization(
        manifest: package.appendingPathComponent("Package.swift")),
      tool: context.tool(named: "lstrings").url,
      workDirectory: context.pluginWorkDirectoryURL,
      targetName: target.name)
  }
}

/// The one build command, for SwiftPM targets and Xcode targets alike.
enum LintCommand {
  static func make(
    package: URL, tables: [URL], defaultBase: String?, tool: URL, workDirectory: URL, targetName: String
  ) -> [Command] {
    guard !tables.isEmpty else { return [] }
    let stamp = workDirectory.appendingPathComponent("lstrings-lint.stamp")
    let files = tables.count == 1 ? "1 file" : "\(tables.count) files"
    return [
      .buildCommand(
        displayName: "lstrings lint \(targetName) (\(files))",
        executable: tool,
        arguments: PackageLocalization.buildLintArguments(
          paths: tables.map(\.path), defaultBase: defaultBase, stamp: stamp, lintOptions: ["--quiet"]),
        inputFiles: tables + PackageLocalization.settingsInputs(for: tables, package: package),
        outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension LStringsLintPlugin: XcodeBuildToolPlugin {
    /// Xcode targets: the same command over the target's localization files. An Xcode project
    /// has no `defaultLocalization`: lint takes the settings file's base, else its own default
    /// (Base, then en, then English).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      try LintCommand.make(
        package: context.xcodeProject.directoryURL,
        tables: target.inputFiles.map(\.url).filter(PackageLocalization.isLocalizationFile),
        defaultBase: nil,
        tool: context.tool(named: "lstrings").url,
        workDirectory: context.pluginWorkDirectoryURL,
        targetName: target.displayName)
    }
  }
#endif
