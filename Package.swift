// swift-tools-version:6.0
import PackageDescription

// Modules are split by dependency (see README "Architecture"):
//  - AdSpecEngine: the headless binding engine. Imports Foundation at most: no XML, no files, no clock.
//  - CLibXML2:     the system libxml2, through pkg-config (apt: libxml2-dev).
//  - AdSpecKit:    scenario loading (libxml2 + XSD), runner, transcripts, goldens, diffs, reports.
//  - adspec:       the command-line front end: argument parsing and exit codes only.
let package = Package(
    name: "adspec",
    products: [
        .executable(name: "adspec", targets: ["adspec"]),
        .library(name: "AdSpecEngine", targets: ["AdSpecEngine"]),
        .library(name: "AdSpecKit", targets: ["AdSpecKit"]),
    ],
    targets: [
        .target(name: "AdSpecEngine"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "AdSpecKit", dependencies: ["AdSpecEngine", "CLibXML2"]),
        .executableTarget(name: "adspec", dependencies: ["AdSpecKit"]),
        // Not a test: `swift run -c release adspec-bench-diff` prints the diff's time and memory.
        .executableTarget(name: "adspec-bench-diff", dependencies: ["AdSpecKit"], path: "Benchmarks/DiffBenchmark"),
        .testTarget(name: "AdSpecEngineTests", dependencies: ["AdSpecEngine"]),
        .testTarget(name: "AdSpecKitTests", dependencies: ["AdSpecKit"]),
        .testTarget(name: "ConformanceTests", dependencies: ["AdSpecKit"]),
        .testTarget(name: "AdSpecCLITests", dependencies: ["AdSpecKit"]),
    ],
    swiftLanguageModes: [.v6]
)
