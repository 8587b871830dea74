import AdSpecCorpus
import AdSpecKit
import MyBindingAdapter
import Testing

/// The whole adspec corpus against this package's implementation of the binding.
@Test("My binding conforms to the adspec corpus")
@MainActor func conformsToTheCorpus() async throws {
    let report = try await AdSpecConformance.run(subject: MyBindingAdapter(), corpus: .packaged, mode: .conformance)
    #expect(report.passed, Comment(rawValue: report.text))
    print(report.summary)
}

/// The same run, shared, with one test case per scenario: each reports its own outcome, so a
/// failure is listed under its scenario's id.
let sharedRun = Task { try await AdSpecConformance.run(subject: await MyBindingAdapter(), corpus: .packaged) }

@Test("Each scenario of the corpus", arguments: try AdSpecConformance.scenarioIDs(corpus: .packaged))
func scenario(_ id: String) async throws {
    let report = try await sharedRun.value
    let outcome = try #require(report.outcome(id))
    #expect(outcome.kind.isSuccess, Comment(rawValue: report.text(of: outcome)))
}
