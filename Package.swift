// swift-tools-version:6.0
import PackageDescription

// Modules are split by dependency (see README "Architecture"):
//  - AdSpecEngine: the headless binding engine. Imports Foundation at most: no XML, no files, no clock.
//  - CLibXML2:     the system libxml2, through pkg-config (apt: libxml2-dev).
//  - CSHA256:      SHA-256's blocks on the x86-64 SHA extensions: one hand-written C header (no library).
//  - AdSpecKit:    scenario loading (libxml2 + XSD), runner, transcripts, goldens, diffs, reports.
//  - adspec:       the command-line front end on swift-argument-parser: options, help, exit codes only.
//
// swift-argument-parser is the one package from outside the toolchain. Offline, point SwiftPM at a
// local mirror (.ci/run does so when ../shared/vendor/ holds one):
//   swift package config set-mirror --original https://github.com/apple/swift-argument-parser \
//     --mirror /path/to/swift-argument-parser.git
// AdSpecCorpus ships the corpus (Specs/, Goldens/) as SwiftPM resources, so that a package that
// depends on the kit reaches it through the kit's API (`.packaged`), not through a path it copies
// (Documentation/YourImplementation.md). Resources must lie inside their target's folder, so the
// target's folder is the package root and everything else there is excluded: a new top-level
// entry or module goes into this list (SwiftPM warns of "unhandled" files; a test names them).
let corpusExcluded = [
    "Documentation", "Examples", "Package.resolved", "README.md", "Tests",
    "Sources/AdSpecAds", "Sources/AdSpecEngine", "Sources/AdSpecFuzz", "Sources/AdSpecKit", "Sources/CFuzzerDriver",
    "Sources/CLibXML2", "Sources/CSHA256", "Sources/SwiftUI", "Sources/adspec", "Sources/adspec-bench", "Sources/adspec-bench-diff",
]

let package = Package(
    name: "adspec",
    // Synchronization's Mutex (ParallelMap and others in the kit) needs macOS 15 / iOS 18. Linux needs no
    // declaration. What cannot be built or tested here: Documentation/YourImplementation.md#platforms.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "adspec", targets: ["adspec"]),
        .library(name: "AdSpecEngine", targets: ["AdSpecEngine"]),
        .library(name: "AdSpecKit", targets: ["AdSpecKit"]),
        .library(name: "AdSpecCorpus", targets: ["AdSpecCorpus"]),
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
        // SHA-256's block compression on the x86-64 SHA extensions, for AdSpecKit's SHA256: hand-written C,
        // header only (its comment says why), as the intrinsics are not reachable from Swift; on
        // other CPUs SHA256 uses its Swift rounds.
        .systemLibrary(name: "CSHA256"),
        .target(name: "AdSpecKit", dependencies: ["AdSpecEngine", "CLibXML2", "CSHA256"]),
        .target(
            name: "AdSpecCorpus", dependencies: ["AdSpecKit"], path: ".", exclude: corpusExcluded,
            sources: ["Sources/AdSpecCorpus"], resources: [.copy("Specs"), .copy("Goldens")]),
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
        // Not a test: `swift run -c release adspec-bench [--quick]` prints the corpus commands
        // against xmllint, the engine's workloads and the mutation run (Documentation/Performance.md).
        .executableTarget(name: "adspec-bench", dependencies: ["AdSpecKit"]),
        .testTarget(name: "AdSpecEngineTests", dependencies: ["AdSpecEngine"]),
        .testTarget(name: "AdSpecKitTests", dependencies: ["AdSpecKit", "AdSpecCorpus", "AdSpecTestSupport"]),
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
