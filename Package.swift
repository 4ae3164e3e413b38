// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "countbiki",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "countbiki", targets: ["countbiki"]),
    .library(name: "CountBikiKit", targets: ["CountBikiKit"]),
  ],
  targets: [
    .target(name: "CountBikiKit"),
    .executableTarget(name: "countbiki", dependencies: ["CountBikiKit"]),
    .executableTarget(name: "countbiki-bench", dependencies: ["CountBikiKit"]),
    .testTarget(name: "CountBikiKitTests", dependencies: ["CountBikiKit"]),
    .testTarget(name: "countbikiTests", dependencies: ["countbiki"]),
  ],
  swiftLanguageModes: [.v6]
)
