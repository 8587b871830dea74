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
