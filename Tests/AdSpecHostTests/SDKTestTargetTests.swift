import AdSpecKit
import AdSpecTestSupport
import Foundation
import MySDKHostAdapter
import Testing

/// Examples/SDKTestTarget's driver (issue 37.4), built by this package from the example's own
/// source and run on the scenarios its test names, against the front end and the reference binding.
@Suite("Examples/SDKTestTarget")
struct SDKTestTargetTests {
    @Test("The example's driver passes the scenarios its test runs")
    func theExampleDriverPasses() async throws {
        let report = try await AdSpecConformance.run(
            subject: MySDKSubject(), corpus: .init(root: Repository.root), mode: .conformance,
            only: ["native/basic-load", "native/binding-*", "docsamples/*", "feed/view-model-preload", "slider/two-sliders"])
        #expect(report.passed, Comment(rawValue: report.text))
        #expect(report.outcomes.count > 5)
    }

    /// The example's test runs the same selection as the one above, from the packaged corpus.
    @Test func theExampleTestRunsTheSameSelection() throws {
        let test = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Examples/SDKTestTarget/Tests/MySDKConformanceTests/MySDKConformanceTests.swift"), encoding: .utf8)
        #expect(test.contains(#"["native/basic-load", "native/binding-*", "docsamples/*", "feed/view-model-preload", "slider/two-sliders"]"#))
        #expect(test.contains("corpus: .packaged"))
    }
}

/// AdSpecHost is written against the public API only (issue 37.2): it imports Foundation,
/// SwiftUI, the ad API's module (the reference binding here, the SDK's own in its test target)
/// and AdSpecEngine for the scenario's data types; it names nothing of the engine's simulation,
/// of the reference binding's recorder, or of the front end's internals. AdSpecGMAHost, source
/// 003's apps (issue 37 items 2-3), likewise: GoogleMobileAds, UIKit and SwiftUI (the front end's
/// AdSpecGMA here), nothing of what records the app or of the engine's simulation.
@Suite("AdSpecHost's boundary")
struct HostBoundaryTests {
    static let hosts: [(folder: String, imports: Set<String>, forbidden: [String])] = [
        (
            "Sources/AdSpecHost", ["Foundation", "SwiftUI", "AdSpecAds", "YandexMobileAds", "AdSpecEngine"],
            ["ReferenceEngine", "Simulation", "Layout.", "AdRecorder", "ReferenceSession", "ViewGraph", "RenderedNode", "@testable"]
        ),
        (
            "Sources/AdSpecGMAHost", ["AdSpecEngine", "AdSpecGMA", "GoogleMobileAds", "SwiftUI", "UIKit"],
            [
                "ReferenceEngine", "Simulation", "Layout.", "GMARecorder", "GMASampleHost", "GMANib", "UINib.loader", ".observer",
                "ViewGraph", "RenderedNode", "@testable",
            ]
        ),
    ]

    @Test(arguments: hosts.indices) func theHostUsesThePublicAPIOnly(_ index: Int) throws {
        let (folder, imports, forbidden) = Self.hosts[index]
        let files = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(folder + "/" + file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("import ") {
                    let module = String(code.dropFirst("import ".count))
                    #expect(imports.contains(module), "\(folder)/\(file):\(number + 1): imports \(module)")
                }
                for name in forbidden where code.contains(name) && !code.hasPrefix("///") && !code.hasPrefix("//") {
                    Issue.record("\(folder)/\(file):\(number + 1): uses \(name), which is not the public API")
                }
            }
        }
    }
}
