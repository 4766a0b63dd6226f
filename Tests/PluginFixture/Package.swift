// swift-tools-version:6.0
// A package that uses lstrings' plugins the way an app's package would; `make plugin-test` builds
// it (Tests/PluginFixture/plugin-test.sh). Its German table is broken on purpose.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "lstrings", path: "../..")
  ],
  targets: [
    .target(
      name: "Greeter",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LStringsLintPlugin", package: "lstrings")]
    )
  ]
)
