// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lstrings",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "StringsKit", targets: ["StringsKit"]),
    // Only the file formats (reading and writing tables, stringsdicts, catalogs), for apps that
    // read catalogs and need no lint, merge or extraction.
    .library(name: "StringsFormats", targets: ["StringsFormats"]),
    .executable(name: "lstrings", targets: ["lstrings"]),
    .plugin(name: "LStringsLintPlugin", targets: ["LStringsLintPlugin"]),
    .plugin(name: "LStringsCommandPlugin", targets: ["LStringsCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // Three layers, each importing only the ones below it (README's "Layout"); a lower target
    // cannot name a higher one because it does not depend on it.
    .target(name: "StringsFormats"),
    .target(name: "StringsExtraction", dependencies: ["StringsFormats"]),
    .target(name: "StringsKit", dependencies: ["StringsExtraction", "StringsFormats"]),
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
      dependencies: ["StringsKit", "StringsExtraction", "StringsFormats"],
      exclude: ["Snapshots"]
    ),
    // The executable as a user runs it: arguments, exit status, output (no @testable).
    .testTarget(
      name: "lstringsTests",
      dependencies: ["lstrings"]
    ),
  ]
)
