import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import AdSpecTestSupport
import Foundation

/// The conformance run, done once for every test that reads it, by the code `adspec verify`
/// runs (`RunEnvironment.request`, `Verification.run`): the same record policy, selection,
/// reports (`XML_OUTPUT_FILE`, `ADSPEC_JSON`), artifacts (`ADSPEC_ARTIFACTS_DIR`), annotations
/// (`GITHUB_ACTIONS`, printed on standard output) and subject (`ADSPEC_INJECT_FAULT`). Each scenario
/// test then reports its own result, and failures are grouped by root cause (`RootCauses`).
enum ConformanceRun {
    struct Outcome: Sendable {
        var results: [String: ScenarioResult]
        var groups: [RootCauses.Group]
        var status: ExitStatus?
        /// What the run printed apart from the scenarios' blocks (load errors, orphans, root
        /// causes, the closing line), and the annotations.
        var log: String
        /// Why nothing could run (a bad variable), else `nil`.
        var usageError: String?
    }

    static let subject: Result<any BindingSubject, RunEnvironment.UsageError> = Result {
        () throws(RunEnvironment.UsageError) -> any BindingSubject in try ConformanceCorpus.environment.subject()
    }

    /// The run, awaited by every scenario's test case: computed once on a thread of its own
    /// (`SharedComputation`), so that waiting for it holds no test thread.
    static var outcome: Outcome {
        get async { await shared.value }
    }

    private static let shared = SharedComputation<Outcome> { compute() }

    private static func compute() -> Outcome {
        let environment = ConformanceCorpus.environment
        var request: VerifyRequest
        let notes: [String]
        let subject: any BindingSubject
        do throws(RunEnvironment.UsageError) {
            (request, notes) = try environment.request(
                .test, workspace: ConformanceCorpus.workspace, jobs: try environment.jobs(), color: false)
            subject = try ConformanceRun.subject.get()
        } catch {
            return Outcome(results: [:], groups: [], status: nil, log: "", usageError: error.description)
        }
        let collected = Lock<[ScenarioResult]>([])
        let log = Lock(notes.map { $0 + "\n" }.joined())
        request.onResult = { result in collected.withLock { $0.append(result) } }
        // A scenario's block is reported by its own test; only its annotations are printed here.
        let console = Console(
            out: { text in
                let block = ["PASS ", "FAIL ", "ERROR ", "RECORDED "].contains { text.hasPrefix($0) }
                let kept = block ? text.split(separator: "\n").filter { $0.hasPrefix("::") }.map { $0 + "\n" }.joined() : text
                log.withLock { $0 += kept }
            }, err: { text in log.withLock { $0 += text } })
        let status = Verification.run(request, subject: subject, console: console)
        let results = collected.withLock { $0 }
        return Outcome(
            results: Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0) }), groups: RootCauses.groups(results),
            status: status, log: log.withLock { $0 }, usageError: nil)
    }
}
