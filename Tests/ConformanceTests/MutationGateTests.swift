import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import AdSpecTestSupport
import Foundation
import Testing

/// The mutation self-test, run once for the gate (`adspec mutants`).
enum MutationGate {
    /// The run, awaited by the gate's tests: computed once on a thread of its own
    /// (`SharedComputation`), so that waiting for it holds no test thread.
    static var report: MutationReport? {
        get async { await shared.value }
    }

    private static let shared = SharedComputation<MutationReport?> {
        guard case .success(let scenarios) = CoverageGate.corpus, !scenarios.isEmpty else { return nil }
        let catalogue = try? CoverageGate.catalogue.get().catalogue
        let jobs = (try? ConformanceCorpus.environment.jobs()) ?? ProcessInfo.processInfo.activeProcessorCount
        var run = MutationRun(scenarios: scenarios, workspace: ConformanceCorpus.workspace, catalogue: catalogue, jobs: jobs)
        // The plain engine as the scenario tests run it (ADSPEC_INJECT_FAULT included).
        if let subject = try? ConformanceRun.subject.get() { run.reference = subject }
        return run.run()
    }
}

/// Every mutant of the engine must be caught by some scenario: a scenario whose transcript
/// differs from its golden when the mutant is switched on.
/// Every mutant against the whole corpus is the slowest check of all: a slow check, run by CI
/// (`SlowChecks`, issue 39, item 2); `swift run adspec mutants` runs the same.
@Suite(
    "Mutation gate", .enabled(if: SlowChecks.enabled, Comment(rawValue: SlowChecks.reason)),
    .enabled(if: CoverageGate.wholeCorpus, "the run is narrowed to part of the corpus"))
struct MutationGateTests {
    @Test("Every scenario passes against the reference engine before mutation")
    func baseline() async throws {
        let report = try #require(await MutationGate.report, "the corpus does not load or is empty")
        if report.blocked {
            // Once, not per scenario: the scenario tests already report each failure.
            Issue.record(
                Comment(rawValue: report.blockedLine + "\n  " + report.baselineFailures.map(\.scenario).joined(separator: ", ")))
        }
    }

    /// One test for all the mutants, one issue per mutant not caught (a case per mutant was a
    /// line each of the `swift test` log: issue 39, item 2).
    @Test("Every mutant is caught")
    func caught() async throws {
        let report = try #require(await MutationGate.report, "the corpus does not load or is empty")
        // Blocked: the baseline test says so once, and no mutant is judged.
        guard !report.blocked else { return }
        for mutant in Mutant.allCases {
            guard let outcome = report.outcomes.first(where: { $0.mutant == mutant }) else {
                Issue.record("mutant \(mutant.rawValue) was not run")
                continue
            }
            if outcome.survived {
                Issue.record(
                    Comment(
                        rawValue: "mutant \(mutant.rawValue) survived: \(mutant.summary) (rule \(mutant.rule))\n"
                            + report.advice(for: outcome) + "\nsee: swift run adspec mutants \(mutant.rawValue)"))
            }
            if report.catalogue != nil && outcome.area == nil {
                Issue.record("mutant \(mutant.rawValue) names rule \(mutant.rule), which is not in Specs/Catalogue/rules.xml")
            }
        }
    }

    /// The mutants caught in exact mode only are those Specs/Mutation/conformance-exact-only.txt
    /// lists with why an implementation that does that conforms (issue 36, item 3: a mutant that
    /// is a choice the documents allow is recorded as one, never caught by bending the catalogue).
    @Test("The mutants caught in exact mode only are the listed ones")
    func exactModeOnly() async throws {
        let report = try #require(await MutationGate.report, "the corpus does not load or is empty")
        guard !report.blocked else { return }
        let url = Repository.specs.appendingPathComponent("Mutation/conformance-exact-only.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var listed: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(parts.count == 2 && !parts[1].isEmpty, "Specs/Mutation/conformance-exact-only.txt: '\(line)' has no reason")
            if let name = parts.first { listed[name] = parts.count == 2 ? parts[1] : "" }
        }
        let exactOnly = Set(report.caughtInExactModeOnly.map(\.mutant.rawValue))
        for name in exactOnly.subtracting(listed.keys).sorted() {
            let advice =
                "list it in Specs/Mutation/conformance-exact-only.txt with why an implementation that does this conforms, "
                + "or add a scenario that shows it in normative events"
            Issue.record(Comment(rawValue: "\(name) is caught in exact mode only: " + advice))
        }
        for name in Set(listed.keys).subtracting(exactOnly).sorted() {
            Issue.record(
                Comment(
                    rawValue: "\(name) is listed in Specs/Mutation/conformance-exact-only.txt but is not caught "
                        + "in exact mode only: remove it"))
        }
    }

    @Test("There are at least 30 mutants")
    func enoughMutants() async {
        #expect(Mutant.allCases.count >= 30)
        if let report = await MutationGate.report { print(report.closingLine) }
    }
}
