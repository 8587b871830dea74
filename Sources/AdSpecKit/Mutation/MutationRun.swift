import AdSpecEngine
import Foundation

/// `adspec mutants`: the kit's self-test. Runs the whole corpus against the reference engine
/// with one deliberate bug switched on (`ReferenceEngine(mutants: [m])`), for every mutant, and
/// compares each transcript with the golden. A scenario catches a mutant when its transcript
/// differs from the golden or the subject cannot run it; a mutant no scenario catches survives.
///
/// First the corpus runs against the plain reference engine (the baseline). A scenario that does
/// not pass there would "catch" every mutant, and its failure would hide which mutants the others
/// catch: the gate is then blocked, reports that once, and runs no mutant (issue 12, item 5).
package struct MutationRun: Sendable {
    package var scenarios: [LoadedScenario]
    package var workspace: Workspace
    /// The catalogue, for each mutant's area and the scenarios that cover its rule (optional:
    /// without it the report has no areas and cannot check the mutants' rule ids).
    package var catalogue: Catalogue?
    package var mutants: [Mutant]
    package var jobs: Int
    /// The plain engine of the baseline (a `FaultInjectingSubject` under `ADSPEC_INJECT_FAULT`).
    package var reference: any BindingSubject = ReferenceEngine()

    package init(
        scenarios: [LoadedScenario], workspace: Workspace, catalogue: Catalogue?, mutants: [Mutant] = Mutant.allCases,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        self.workspace = workspace
        self.catalogue = catalogue
        self.mutants = mutants
        self.jobs = jobs
    }

    package func run() -> MutationReport {
        let scenarios = self.scenarios
        let workspace = self.workspace
        let goldens = scenarios.map { workspace.goldens.read(workspace.goldens.goldenURL(for: $0.id)) }
        let reference = ScenarioChecker(subject: self.reference, workspace: workspace, policy: GoldenPolicy())
        let indices = Array(scenarios.indices)
        let baseline = ParallelMap.run(indices, jobs: jobs) { index in
            Self.verdict(reference.transcript(of: scenarios[index]), golden: goldens[index])
        }
        var broken: [MutationReport.BaselineFailure] = []
        var usable: [Int] = []
        for (index, verdict) in baseline.enumerated() {
            if let verdict {
                broken.append(.init(scenario: scenarios[index].id, reason: verdict))
            } else {
                usable.append(index)
            }
        }
        if !broken.isEmpty {
            return MutationReport(outcomes: [], baselineFailures: broken, scenarioCount: usable.count, catalogue: catalogue)
        }
        let pairs = mutants.flatMap { mutant in usable.map { Pair(mutant: mutant, scenario: $0) } }
        let verdicts = ParallelMap.run(pairs, jobs: jobs) { pair in
            let checker = ScenarioChecker(
                subject: ReferenceEngine(mutants: [pair.mutant]), workspace: workspace, policy: GoldenPolicy())
            return Self.verdict(checker.transcript(of: scenarios[pair.scenario]), golden: goldens[pair.scenario])
        }
        var catches: [Mutant: [MutationReport.Catch]] = [:]
        for (pair, verdict) in zip(pairs, verdicts) {
            guard let verdict else { continue }
            catches[pair.mutant, default: []].append(.init(scenario: scenarios[pair.scenario].id, how: verdict))
        }
        let outcomes = mutants.map { mutant in
            MutationReport.Outcome(
                mutant: mutant, area: catalogue?.rule(mutant.rule)?.area,
                caughtBy: (catches[mutant] ?? []).sorted { $0.scenario < $1.scenario },
                covering: scenarios.filter { $0.rules.contains(mutant.rule) }.map(\.id))
        }
        return MutationReport(
            outcomes: outcomes, baselineFailures: broken, scenarioCount: usable.count, catalogue: catalogue)
    }

    private struct Pair: Sendable {
        var mutant: Mutant
        var scenario: Int
    }

    /// `nil` when the transcript equals the golden; otherwise how it does not.
    static func verdict(_ transcript: Result<String, RunError>, golden: String?) -> String? {
        guard let golden else { return "no golden" }
        switch transcript {
        case .failure(let error):
            return "the subject could not run it: \(error)"
        case .success(let text):
            guard text != golden else { return nil }
            return firstDifference(golden: golden, actual: text)
        }
    }

    /// `line N: <golden line> -> <actual line>`, for the first differing line.
    static func firstDifference(golden: String, actual: String) -> String {
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = old.commonPrefixCount(with: new)
        let before = index < old.count ? String(old[index]) : "(end)"
        let after = index < new.count ? String(new[index]) : "(end)"
        return "line \(index + 1): golden \"\(before.collapsingWhitespace())\", got \"\(after.collapsingWhitespace())\""
    }
}
