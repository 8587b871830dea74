// swift-tools-version:6.0
import PackageDescription

// Modules are split by audience and dependency (Documentation/StyleGuide.md):
//  - AdSpecEngine:   the headless binding engine. Imports Foundation at most: no XML, no files, no clock.
//  - AdSpecHarness:  what another implementation's test target links to be judged: the conformance
//                    comparison, golden decoding, the normative projection, expectations files, the
//                    subject protocol's wire codecs. AdSpecEngine and Foundation only: no libxml2, no
//                    ArgumentParser, no Process (a test keeps it so).
//  - CLibXML2:       the system libxml2, through pkg-config (apt: libxml2-dev).
//  - AdSpecNib:      Interface Builder files (`.xib`) as a GADNativeAdView's nib (source 003), over a parsed tree.
//  - AdSpecKit:      the core a user runs: scenario loading (libxml2 + XSD), runner, goldens, diffs,
//                    catalogue, reports, process subjects, the consumer entry point over a corpus.
//  - AdSpecHTML:     the HTML pictures of a run (`adspec report --html`, pages beside failure artifacts),
//                    given to a run by the command line, so the core draws nothing itself.
//  - AdSpecSelfTest: the kit's self-test, no product: named mutants and mechanical mutation.
//  - adspec:         the command-line front end on swift-argument-parser: options, help, exit codes only.
//
// swift-argument-parser is the one package from outside the toolchain. Offline, point SwiftPM at a
// local mirror (.ci/run does so when ../shared/vendor/ holds one):
//   swift package config set-mirror --original https://github.com/apple/swift-argument-parser \
//     --mirror /path/to/swift-argument-parser.git
// AdSpecCorpus ships the corpus (Specs/, Goldens/, and Sources/AdSpecCorpus/Export/, the corpus as JSON that
// `adspec export` writes for a test target without XML) as SwiftPM resources, so that a package that
// depends on the kit reaches it through the kit's API (`.packaged`), not through a path it copies
// (Documentation/YourImplementation.md). Resources must lie inside their target's folder, so the
// target's folder is the package root and everything else there is excluded: a new top-level
// entry or module goes into this list (SwiftPM warns of "unhandled" files; a test names them).
let corpusExcluded = [
    "Documentation", "Examples", "Package.resolved", "README.md", "Tests",
    "Sources/AdSpecAds", "Sources/AdSpecEngine", "Sources/AdSpecExport", "Sources/AdSpecFuzz", "Sources/AdSpecGMA", "Sources/AdSpecGMAHost", "Sources/AdSpecHarness", "Sources/AdSpecHost", "Sources/AdSpecHostReference", "Sources/AdSpecHTML", "Sources/AdSpecKit", "Sources/AdSpecNib", "Sources/AdSpecUIKit",
    "Sources/AdSpecSelfTest", "Sources/CFuzzerDriver", "Sources/CLibXML2", "Sources/SwiftUI", "Sources/adspec", "Sources/adspec-bench", "Sources/adspec-bench-diff",
]

let package = Package(
    name: "adspec",
    // The lowest floor the kit's APIs allow: ContinuousClock (AdSpecKit's run timings) needs macOS 13 /
    // iOS 16; the kit locks with its own `Lock` (NSLock), not Synchronization's Mutex (macOS 15 / iOS 18).
    // Linux needs no declaration. Why, and what was not built: Documentation/YourImplementation.md#platforms.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "adspec", targets: ["adspec"]),
        .library(name: "AdSpecEngine", targets: ["AdSpecEngine"]),
        .library(name: "AdSpecHarness", targets: ["AdSpecHarness"]),
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
        .target(name: "AdSpecHarness", dependencies: ["AdSpecEngine"]),
        // Interface Builder files (`.xib`) as the nib of a GADNativeAdView (source 003, Documentation/Nibs.md):
        // the reader over an element tree that AdSpecKit parses with libxml2, so it needs no libxml2 itself.
        .target(name: "AdSpecNib", dependencies: ["AdSpecEngine", "AdSpecHarness"]),
        .target(name: "AdSpecKit", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecCorpus", "AdSpecNib", "CLibXML2"]),
        .target(name: "AdSpecSelfTest", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecKit"]),
        // The HTML pictures of a run (Documentation/HTMLReport.md): drawn from the core's results,
        // given to a run by the command line (`VerifyRequest.pages`), so the core needs no HTML.
        .target(name: "AdSpecHTML", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecKit"]),
        // The corpus as resources. It links the harness alone (no libxml2, no ArgumentParser), so a
        // test target that must not read XML judges a subject with the packaged export (issue 37,
        // item 1); AdSpecKit links it for `CorpusLocation.packaged`.
        .target(
            name: "AdSpecCorpus", dependencies: ["AdSpecEngine", "AdSpecHarness"], path: ".", exclude: corpusExcluded,
            // Its Swift file alone: Sources/AdSpecCorpus/Export is a resource, not a source.
            sources: ["Sources/AdSpecCorpus/PackagedCorpus.swift"],
            resources: [.copy("Specs"), .copy("Goldens"), .copy("Sources/AdSpecCorpus/Export")]),
        // `adspec export`'s writer: reads the corpus's XML (AdSpecKit), writes Sources/AdSpecCorpus/Export.
        .target(name: "AdSpecExport", dependencies: ["AdSpecEngine", "AdSpecHarness", "AdSpecKit"]),
        .executableTarget(
            name: "adspec",
            dependencies: [
                "AdSpecKit", "AdSpecHTML", "AdSpecHarness", "AdSpecSelfTest", "AdSpecCorpus", "AdSpecExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fuzz target (Documentation/Fuzzing.md): a stub in a plain build; `.ci/fuzz` builds it
        // alone with -sanitize=fuzzer,address -DFUZZING. CFuzzerDriver only declares libFuzzer's driver.
        .systemLibrary(name: "CFuzzerDriver"),
        .executableTarget(name: "AdSpecFuzz", dependencies: ["AdSpecHarness", "AdSpecKit", "CFuzzerDriver"]),
        .target(name: "AdSpecTestSupport", dependencies: ["AdSpecKit", "AdSpecHarness", "AdSpecSelfTest"], path: "Tests/AdSpecTestSupport"),
        // Not a test: `swift run -c release adspec-bench-diff` prints the diff's time and memory.
        .executableTarget(name: "adspec-bench-diff", dependencies: ["AdSpecKit"]),
        // Not a test: `swift run -c release adspec-bench [--quick]` prints the corpus commands
        // against xmllint, the engine's workloads and the mutation run (Documentation/Performance.md).
        .executableTarget(name: "adspec-bench", dependencies: ["AdSpecKit"]),
        .testTarget(name: "AdSpecEngineTests", dependencies: ["AdSpecEngine"]),
        .testTarget(name: "AdSpecHarnessTests", dependencies: ["AdSpecHarness", "AdSpecKit", "AdSpecTestSupport"]),
        .testTarget(
            name: "AdSpecKitTests",
            dependencies: ["AdSpecKit", "AdSpecHTML", "AdSpecHarness", "AdSpecSelfTest", "AdSpecCorpus", "AdSpecExport", "AdSpecTestSupport"]),
        .testTarget(name: "AdSpecSelfTestTests", dependencies: ["AdSpecSelfTest", "AdSpecKit", "AdSpecHarness", "AdSpecTestSupport"]),
        .testTarget(name: "ConformanceTests", dependencies: ["AdSpecKit", "AdSpecHarness", "AdSpecSelfTest", "AdSpecTestSupport"]),
        .testTarget(name: "AdSpecCLITests", dependencies: ["AdSpecKit", "AdSpecHTML", "AdSpecHarness", "AdSpecSelfTest", "AdSpecTestSupport"]),
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
    // Source 003's samples: a subset of UIKit (toolchain only) and the GoogleMobileAds-shaped API,
    // which learns the app's populate code and hands the engine its GMA model (issue 38).
    // (Not named UIKit: Swift Testing's cross-import overlay for UIKit would be looked for.)
    .target(name: "AdSpecUIKit"),
    .target(name: "AdSpecGMA", dependencies: ["AdSpecUIKit", "SwiftUI", "AdSpecEngine"]),
    .target(name: "GMADocSamples", dependencies: ["AdSpecGMA", "AdSpecUIKit", "SwiftUI"], path: "Tests/GMADocSamples"),
    .testTarget(
        name: "DocSamplesTests",
        dependencies: ["DocSamples", "GMADocSamples", "AdSpecGMA", "SwiftUI", "AdSpecAds", "AdSpecKit", "AdSpecTestSupport"]),
    // Builds each scenario's app through the documented public API only and plays its script
    // through a `ScenarioDriver` (issue 37.2). Compiled here against the front end and the
    // reference binding; in an SDK's test target its files compile against SwiftUI and the SDK's
    // module (Documentation/YourImplementation.md). AdSpecEngine: the scenario's data types only.
    .target(name: "AdSpecHost", dependencies: ["SwiftUI", "AdSpecAds", "AdSpecEngine"]),
    // Source 003's native advanced flow as a scenario's app (issue 37 items 2-3): per view model a
    // view controller or NativeAdViewModel written with the GoogleMobileAds-shaped API only. In an
    // SDK's test target its file compiles against GoogleMobileAds, UIKit and SwiftUI.
    .target(name: "AdSpecGMAHost", dependencies: ["AdSpecGMA", "AdSpecEngine"]),
    // The reference binding's driver, and `adspec subject --public-api` (issue 37.3).
    .target(
        name: "AdSpecHostReference", dependencies: ["AdSpecHost", "AdSpecAds", "AdSpecGMAHost", "AdSpecGMA", "AdSpecEngine", "SwiftUI"]),
    .testTarget(
        name: "AdSpecHostTests", dependencies: ["AdSpecHost", "AdSpecHostReference", "AdSpecAds", "AdSpecKit", "AdSpecTestSupport"]),
]
// What Examples/SDKTestTarget (an SDK team's test target, run here against the front end) links.
package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "AdSpecAds", targets: ["AdSpecAds"]),
    .library(name: "AdSpecHost", targets: ["AdSpecHost"]),
]
// The example's driver, built and run by AdSpecHostTests (issue 37.4: the example builds here).
package.targets.append(
    .target(
        name: "MySDKHostAdapter", dependencies: ["AdSpecEngine", "AdSpecHost", "AdSpecAds", "SwiftUI"],
        path: "Examples/SDKTestTarget/Sources/MySDKHostAdapter"))
if let tests = package.targets.first(where: { $0.name == "AdSpecHostTests" }) { tests.dependencies.append("MySDKHostAdapter") }
// The example's harness-only test, built from its source against the harness, the packaged corpus
// and the host alone (issue 37, item 1: a target without AdSpecKit judges a subject).
package.targets.append(
    .testTarget(
        name: "MySDKHarnessOnlyTests", dependencies: ["MySDKHostAdapter", "AdSpecHarness", "AdSpecCorpus"],
        path: "Examples/SDKTestTarget/Tests/MySDKHarnessOnlyTests"))
if let cli = package.targets.first(where: { $0.name == "adspec" }) { cli.dependencies.append("AdSpecHostReference") }
#endif
