import AdSpecEngine
import Foundation
import Testing

@testable import AdSpecHTML
@testable import AdSpecHarness
@testable import AdSpecKit

/// Issue 35, item 1: every report of a run is a `RunReporter`, and `Verification.run` gives the
/// finished run to those the request asks for, in order.
@Suite struct RunReporterTests {
    struct OtherSubject: BindingSubject {
        var name: String { "other" }
        func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] { [] }
    }

    static let folder = URL(fileURLWithPath: "/tmp/adspec-reporters", isDirectory: true)

    static func workspace() -> Workspace {
        Workspace(
            specs: folder.appendingPathComponent("Specs"),
            goldens: GoldenStore(directory: folder.appendingPathComponent("Goldens")), displayBase: folder)
    }

    static func request(everyReport: Bool) -> VerifyRequest {
        var request = VerifyRequest(workspace: workspace(), jobs: 1)
        guard everyReport else { return request }
        request.artifacts = folder.appendingPathComponent("artifacts")
        request.pages = { HTMLArtifactsReporter(artifacts: $0) }
        request.junit = folder.appendingPathComponent("junit.xml")
        request.json = folder.appendingPathComponent("report.json")
        request.stepSummary = folder.appendingPathComponent("summary.md")
        request.githubAnnotations = true
        return request
    }

    static func names(_ reporters: [any RunReporter]) -> [String] { reporters.map { "\(type(of: $0))" } }

    @Test func theReportersOfARequestAreTheOnesItAsksForInTheOrderTheyWrite() {
        #expect(RunReporters.of(Self.request(everyReport: false), subject: ReferenceEngine()).isEmpty)
        let every = Self.request(everyReport: true)
        #expect(
            Self.names(RunReporters.of(every, subject: ReferenceEngine())) == [
                "FailureArtifactsReporter", "HTMLArtifactsReporter", "JUnitReporter", "JSONReporter",
                "StepSummaryReporter", "GitHubAnnotationsReporter",
            ])
        // HTML pages draw the reference engine's screens, from exact transcripts only.
        #expect(!Self.names(RunReporters.of(every, subject: OtherSubject())).contains("HTMLArtifactsReporter"))
        var conformance = every
        conformance.mode = .conformance(ConformanceWindows(byRule: [:]))
        #expect(!Self.names(RunReporters.of(conformance, subject: ReferenceEngine())).contains("HTMLArtifactsReporter"))
    }

    /// Fails to write one file, or records the results it was given.
    struct Probe: RunReporter {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var results: [[String]] = []
        }
        var fails: String?
        var seen: Seen

        func write(_ run: CompletedRun, console: Console) throws(ReportError) {
            seen.lock.withLock { seen.results.append(run.results.map(\.id)) }
            if let fails {
                throw ReportError([(URL(fileURLWithPath: fails), GoldenStore.WriteError(path: fails, reason: "full"))])
            }
        }
    }

    @Test func aFileOneReporterCannotWriteIsNotAResultButTheNextOnesReportIt() {
        let seen = Probe.Seen()
        var run = CompletedRun(
            request: Self.request(everyReport: false), subject: ReferenceEngine(), selected: [], loadFailures: [],
            results: [])
        let (console, output) = RecordingTests.capture()
        Verification.report(
            &run, reporters: [Probe(fails: "/tmp/a.xml", seen: seen), Probe(seen: seen), Probe(seen: seen)],
            console: console)
        // Issue 40, item 9: counted as a failed scenario, one scenario read `1 passed, 1 failed`.
        #expect(seen.results == [[], [], []])
        #expect(run.results.isEmpty)
        #expect(run.unwritten.map(\.name) == ["write failed: /tmp/a.xml"])
        #expect(output() == "NOT WRITTEN /tmp/a.xml: cannot write /tmp/a.xml: full\n")
        #expect(Verification.summarise(run, console: console) == .reportNotWritten)
        #expect(output().hasSuffix("1 file not written (exit status 74)\n0 passed, 0 failed\n"))
    }
}
