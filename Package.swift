// swift-tools-version:6.0
import PackageDescription

// Modules are split by dependency (see README "Architecture"):
//  - AdSpecEngine: the headless binding engine. Imports Foundation at most: no XML, no files, no clock.
//  - CLibXML2:     the system libxml2, through pkg-config (apt: libxml2-dev).
//  - AdSpecKit:    scenario loading (libxml2 + XSD), runner, transcripts, goldens, diffs, reports.
//  - adspec:       the command-line front end on swift-argument-parser: options, help, exit codes only.
//
// swift-argument-parser is the one package from outside the toolchain. Offline, point SwiftPM at a
// local mirror (.ci/run does so when ../shared/vendor/ holds one):
//   swift package config set-mirror --original https://github.com/apple/swift-argument-parser \
//     --mirror /path/to/swift-argument-parser.git
let package = Package(
    name: "adspec",
    products: [
        .executable(name: "adspec", targets: ["adspec"]),
        .library(name: "AdSpecEngine", targets: ["AdSpecEngine"]),
        .library(name: "AdSpecKit", targets: ["AdSpecKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "AdSpecEngine"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "AdSpecKit", dependencies: ["AdSpecEngine", "CLibXML2"]),
        .executableTarget(
            name: "adspec",
            dependencies: ["AdSpecKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The fuzz target (Documentation/Fuzzing.md): a stub in a plain build; `.ci/fuzz` builds it
        // alone with -sanitize=fuzzer,address -DFUZZING. CFuzzerDriver only declares libFuzzer's driver.
        .systemLibrary(name: "CFuzzerDriver"),
        .executableTarget(name: "AdSpecFuzz", dependencies: ["AdSpecKit", "CFuzzerDriver"]),
        .target(name: "AdSpecTestSupport", dependencies: ["AdSpecKit"], path: "Tests/AdSpecTestSupport"),
        // Not a test: `swift run -c release adspec-bench-diff` prints the diff's time and memory.
        .executableTarget(name: "adspec-bench-diff", dependencies: ["AdSpecKit"]),
        .testTarget(name: "AdSpecEngineTests", dependencies: ["AdSpecEngine"]),
        .testTarget(name: "AdSpecKitTests", dependencies: ["AdSpecKit", "AdSpecTestSupport"]),
        .testTarget(name: "ConformanceTests", dependencies: ["AdSpecKit", "AdSpecTestSupport"]),
        .testTarget(name: "AdSpecCLITests", dependencies: ["AdSpecKit", "AdSpecTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// The documents' Swift samples run against a SwiftUI-shaped front end (Documentation/DocSamples.md).
// The front end's module is named `SwiftUI` so that the samples' `import SwiftUI` compiles
// unchanged; only on Linux, where the toolchain has no SwiftUI. On Apple platforms these targets
// are left out: there the samples would build against the real SwiftUI and the vendor's SDK.
#if os(Linux)
package.targets += [
    // A subset of SwiftUI (and of the Combine types SwiftUI re-exports): toolchain only.
    .target(name: "SwiftUI"),
    // The ad API as the documents name it, producing the engine's input, and the sample host.
    .target(name: "AdSpecAds", dependencies: ["SwiftUI", "AdSpecEngine"]),
    // The samples, as the documents print them (a test keeps them equal to the seed text).
    .target(name: "DocSamples", dependencies: ["SwiftUI", "AdSpecAds"], path: "Tests/DocSamples"),
    .testTarget(name: "DocSamplesTests", dependencies: ["DocSamples", "SwiftUI", "AdSpecAds", "AdSpecKit", "AdSpecTestSupport"]),
]
#endif
