import AdSpecEngine
import AdSpecKit
import Foundation

/// The conformance run, done once for every test that reads it: each scenario checked against
/// its golden with the same checker `adspec verify` uses, and the failures grouped by root cause
/// (`RootCauses`), so that one engine bug is reported once.
enum ConformanceRun {
    struct Outcome: Sendable {
        var results: [String: ScenarioResult]
        var groups: [RootCauses.Group]
        var notes: [String]
        /// Why nothing could run (a bad variable), else `nil`.
        var usageError: String?
    }

    static let subject: Result<any BindingSubject, RunEnvironment.UsageError> = Result {
        () throws(RunEnvironment.UsageError) -> any BindingSubject in
        let engine = ReferenceEngine()
        return try FaultInjectingSubject(
            wrapping: engine, specification: ConformanceCorpus.environment["ADSPEC_INJECT_FAULT"]) ?? engine
    }

    static let outcome: Outcome = {
        let environment = ConformanceCorpus.environment
        let policy: GoldenPolicy
        let notes: [String]
        let subject: any BindingSubject
        do throws(RunEnvironment.UsageError) {
            (policy, notes) = try environment.policy(command: .test, modeFlag: nil, pendingFlag: false)
            subject = try ConformanceRun.subject.get()
        } catch {
            return Outcome(results: [:], groups: [], notes: [], usageError: error.description)
        }
        let scenarios = ConformanceCorpus.discovered.compactMap(\.scenario)
        let checker = ScenarioChecker(subject: subject, workspace: ConformanceCorpus.workspace, policy: policy)
        let jobs = (try? environment.jobs()) ?? ProcessInfo.processInfo.activeProcessorCount
        let results = ParallelMap.run(scenarios, jobs: jobs) { checker.check($0) }
        if let artifacts = environment.reports(junit: nil, json: nil, base: ConformanceCorpus.root).artifacts {
            for result in results { FailureArtifacts.write(result, to: artifacts) }
        }
        return Outcome(
            results: Dictionary(uniqueKeysWithValues: results.map { ($0.id, $0) }), groups: RootCauses.groups(results),
            notes: notes, usageError: nil)
    }()
}
