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
/// of the reference binding's recorder, or of the front end's internals.
@Suite("AdSpecHost's boundary")
struct HostBoundaryTests {
    @Test func theHostUsesThePublicAPIOnly() throws {
        let folder = Repository.root.appendingPathComponent("Sources/AdSpecHost")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("import ") {
                    let module = String(code.dropFirst("import ".count))
                    #expect(
                        ["Foundation", "SwiftUI", "AdSpecAds", "YandexMobileAds", "AdSpecEngine"].contains(module),
                        "Sources/AdSpecHost/\(file):\(number + 1): imports \(module)")
                }
                for name in [
                    "ReferenceEngine", "Simulation", "Layout.", "AdRecorder", "ReferenceSession", "ViewGraph", "RenderedNode",
                    "@testable",
                ] where code.contains(name) && !code.hasPrefix("///") && !code.hasPrefix("//") {
                    Issue.record("Sources/AdSpecHost/\(file):\(number + 1): uses \(name), which is not the public API")
                }
            }
        }
    }
}
