// swift-tools-version:6.0
import PackageDescription

// The test target an SDK team adds beside its SDK (issue 37.4; Documentation/YourImplementation.md,
// "Your SDK's test target"). Here, on Linux, it builds against the kit's SwiftUI-shaped front end
// and the reference binding (AdSpecAds) standing in for the SDK. In your repository the kit is a
// URL dependency, your driver imports your SDK's module, and AdSpecHost's files are compiled in a
// target of yours against SwiftUI and your SDK. iOS and macOS were not built here.
let package = Package(
    name: "SDKTestTarget",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "adspec", path: "../..")
    ],
    targets: [
        .target(
            name: "MySDKHostAdapter",
            dependencies: [
                .product(name: "AdSpecEngine", package: "adspec"),
                .product(name: "AdSpecHost", package: "adspec"),
                .product(name: "AdSpecAds", package: "adspec"),
                .product(name: "SwiftUI", package: "adspec"),
            ]),
        .testTarget(
            name: "MySDKConformanceTests",
            dependencies: [
                "MySDKHostAdapter",
                .product(name: "AdSpecKit", package: "adspec"),
                .product(name: "AdSpecCorpus", package: "adspec"),
            ]),
        // The same scenarios judged by the harness and the packaged export alone: no AdSpecKit, so
        // no libxml2 (a target on a platform without it links only these).
        .testTarget(
            name: "MySDKHarnessOnlyTests",
            dependencies: [
                "MySDKHostAdapter",
                .product(name: "AdSpecHarness", package: "adspec"),
                .product(name: "AdSpecCorpus", package: "adspec"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
