// swift-tools-version:5.9
import PackageDescription

// defaultLocalization: "en" was the old setting
let package = Package(
  name: "Lib",
  defaultLocalization: "fr",
  targets: [.target(name: "Lib", resources: [.process("Resources")])]
)
