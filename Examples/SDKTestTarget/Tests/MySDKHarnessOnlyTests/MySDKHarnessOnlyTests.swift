import AdSpecCorpus
import AdSpecHarness
import MySDKHostAdapter
import Testing

/// The same scenarios, judged with the harness and the packaged export alone (issue 37, item 1):
/// this target links AdSpecHarness and AdSpecCorpus, not AdSpecKit, so it reads no XML and needs
/// no libxml2. `ExportedCorpus.packaged()` is the corpus as JSON; `judge` applies the conformance
/// comparison to what your driver records.
@Test("My SDK, through its public API, conforms to the chosen scenarios of the packaged export")
func conformsWithTheHarnessAlone() async throws {
    let chosen = try ExportedCorpus.packaged().scenarios.filter { scenario in
        ["native/basic-load", "feed/view-model-preload", "slider/two-sliders"].contains(scenario.id)
            || scenario.id.hasPrefix("native/binding-") || scenario.id.hasPrefix("docsamples/")
    }
    #expect(chosen.count > 5)
    for scenario in chosen {
        let verdict = await scenario.judge(MySDKSubject())
        #expect(verdict.passed, Comment(rawValue: verdict.description))
    }
}
