// swift-tools-version:6.0
import PackageDescription

// A worked example of holding your own implementation of the binding to the adspec corpus
// (Documentation/YourImplementation.md): your adapter in a target of its own, and one test that
// runs every scenario against it. In your repository the dependency is the kit's URL instead:
//   .package(url: "https://example.com/your-org/adspec.git", from: "1.0.0")
// `name: "adspec"` keeps the package's identity whatever the kit's folder is called.
let package = Package(
    name: "MyBindingConformance",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "adspec", path: "../..")
    ],
    targets: [
        // Your adapter: it needs the engine's types only (ScenarioInput in, TranscriptLine out).
        .target(name: "MyBindingAdapter", dependencies: [.product(name: "AdSpecEngine", package: "adspec")]),
        .testTarget(
            name: "MyBindingConformanceTests",
            dependencies: [
                "MyBindingAdapter",
                .product(name: "AdSpecKit", package: "adspec"),
                .product(name: "AdSpecCorpus", package: "adspec"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
