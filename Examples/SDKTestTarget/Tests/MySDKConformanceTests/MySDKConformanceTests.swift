import AdSpecCorpus
import AdSpecKit
import MySDKHostAdapter
import Testing

/// Scenarios of the corpus, each built by AdSpecHost through the public API and driven by your
/// driver. Start with a few families; widen `only` as your driver learns each step.
@Test("My SDK, through its public API, conforms to the chosen scenarios")
func conformsThroughThePublicAPI() async throws {
    let report = try await AdSpecConformance.run(
        subject: MySDKSubject(), corpus: .packaged, mode: .conformance,
        only: ["native/basic-load", "native/binding-*", "docsamples/*", "feed/view-model-preload", "slider/two-sliders"])
    #expect(report.passed, Comment(rawValue: report.text))
    print(report.summary)
}
