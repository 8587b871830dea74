import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// Issue 12, item 5, in the kit: the same grouping feeds `swift test` (one issue per root cause,
/// brief issues for the other members) and the mutation gate is blocked by a failing baseline.
@Suite struct RootCausesTests {
    static let workspace = Workspace(
        specs: Repository.specs, goldens: GoldenStore(directory: Repository.goldens), displayBase: Repository.root)

    /// The corpus under the fault, run once for both tests that read it.
    static let broken = Result { try brokenResults() }

    static func brokenResults() throws -> [ScenarioResult] {
        let subject = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "threshold:*"))
        let scenarios = try RepositoryCorpus.corpus().scenarios
        let checker = ScenarioChecker(subject: subject, workspace: workspace, policy: GoldenPolicy())
        return ParallelMap.run(scenarios, jobs: 2) { checker.check($0) }
    }

    @Test func eventsNameTheirRule() {
        #expect(TranscriptEvent.notViewable(container: "A", .belowThreshold(share: 0.1, threshold: 0.5)).rule == "IMP-1")
        #expect(TranscriptEvent.callback(.onAdClick(asset: .callToAction), handled: true).rule == "CLK-1")
        #expect(TranscriptEvent.log(.noViewForRequiredAsset(container: "S", MissingView(kind: .title, reason: .hidden), isSlider: true)).rule == "SLD-7")
        #expect(TranscriptEvent.note("x").rule == nil)
    }

    @Test func oneEngineBugGivesOneGroupAndBriefIssues() throws {
        let results = try Self.broken.get()
        let groups = RootCauses.groups(results)
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        // Every scenario the fault breaks (a count that grows with the corpus: dozens, each at the
        // 50% threshold) is in that one group.
        let failed = results.filter { $0.status == .failed }.count
        #expect(failed >= 40)
        #expect(results.allSatisfy { $0.status == .failed || $0.status == .passed })
        #expect(group.ids.count == failed)
        #expect(group.headline == "\(failed) scenarios: `50%` became `60%` (rules IMP-1, SLD-6)")
        let issues = results.compactMap { RootCauses.testIssue(for: $0, in: groups) }
        #expect(issues.count == failed)
        // The first member carries the diff; the others say where it is.
        #expect(issues.filter { $0.contains("+++ actual") }.count == 1)
        #expect(issues.filter { $0.contains("the diff is shown under \(group.ids[0])") }.count == failed - 1)
        #expect(RootCauses.groupIssue(group).hasPrefix(group.headline + "\n  app/before-initialization-bulk-and-slider\n"))
    }

    @Test func theMutationGateIsBlockedByTheBaseline() throws {
        let subject = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "threshold:*"))
        var run = MutationRun(
            scenarios: try RepositoryCorpus.corpus().scenarios, workspace: Self.workspace,
            catalogue: nil, jobs: 2)
        run.reference = subject
        let report = run.run()
        #expect(report.blocked)
        #expect(report.survivors.isEmpty)
        #expect(report.outcomes.isEmpty)
        #expect(report.closingLine == report.blockedLine)
        let failed = try Self.broken.get().filter { $0.status == .failed }.count
        #expect(report.text().hasPrefix("mutation gate blocked: the reference engine fails \(failed) scenarios; fix those first"))
    }

    @Test func theWordsThatChangedAreTheSummary() {
        let words = RootCause.changedWords(
            "note C cannot count its impression: 11% of the card on screen, below 50%",
            "note C cannot count its impression: 11% of the card on screen, below 60%")
        #expect(words.old == "below 50%" && words.new == "below 60%")
        #expect(words.bareOld == "50%" && words.bareNew == "60%")
        let dwell = RootCause.changedWords("dwell interrupted: below 50%; the dwell starts", "dwell interrupted: below 60%; the dwell starts")
        #expect(dwell.old == "below 50%")
    }
}
