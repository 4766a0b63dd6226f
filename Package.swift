// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "lstrings",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "StringsKit", targets: ["StringsKit"]),
    .executable(name: "lstrings", targets: ["lstrings"]),
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
    .testTarget(
      name: "StringsKitTests",
      dependencies: ["StringsKit"],
      exclude: ["Snapshots"]
    ),
  ]
)
