// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lstrings",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "StringsKit", targets: ["StringsKit"]),
    .executable(name: "lstrings", targets: ["lstrings"]),
    .plugin(name: "LStringsLintPlugin", targets: ["LStringsLintPlugin"]),
    .plugin(name: "LStringsCommandPlugin", targets: ["LStringsCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "StringsKit"),
    .executableTarget(
      name: "lstrings",
      dependencies: [
        "StringsKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "lstrings-bench",
      dependencies: ["StringsKit"]
    ),
    // `lstrings lint` on every build of a target that adds it (docs/integrations.md).
    .plugin(
      name: "LStringsLintPlugin",
      capability: .buildTool(),
      dependencies: ["lstrings"]
    ),
    // `swift package lstrings lint|extract …` on the package's targets.
    .plugin(
      name: "LStringsCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "lstrings",
          description: "Run lstrings lint or extract on the package's targets."
        )
      ),
      dependencies: ["lstrings"]
    ),
    .testTarget(
      name: "StringsKitTests",
      dependencies: ["StringsKit"],
      exclude: ["Snapshots"]
    ),
  ]
)
