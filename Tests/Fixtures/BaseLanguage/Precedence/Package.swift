let package = Package(name: "App", defaultLocalization: "de")
