import AdSpecEngine
import AdSpecHarness
import AdSpecKit
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
        // Conformance mode reads the goldens' normative events (MutationRun+Conformance.swift).
        let windows = catalogue.map { ConformanceWindows(catalogue: $0) } ?? .none
        let conformanceGoldens = scenarios.indices.map { index in
            Self.conformanceGolden(goldens[index], scenario: scenarios[index], workspace: workspace, windows: windows)
        }
        let reference = ScenarioChecker(subject: self.reference, workspace: workspace, policy: GoldenPolicy())
        let indices = Array(scenarios.indices)
        let baseline = ParallelMap.run(indices, jobs: jobs) { index in
            let run = reference.typedTranscript(of: scenarios[index])
            let exact = Self.verdict(run.map(\.text), golden: goldens[index])
            let conformance: String?
            switch conformanceGoldens[index] {
            case .failure(let problem): conformance = problem.message
            case .success(let golden): conformance = Self.conformanceVerdict(run, golden: golden, exactVerdict: exact)
            }
            return (exact: exact, conformance: conformance)
        }
        var broken: [MutationReport.BaselineFailure] = []
        var usable: [Int] = []
        var leftOut: [MutationReport.ConformanceLeftOut] = []
        for (index, verdict) in baseline.enumerated() {
            if let exact = verdict.exact {
                broken.append(.init(scenario: scenarios[index].id, reason: exact))
            } else {
                usable.append(index)
                if let problem = verdict.conformance { leftOut.append(.init(scenario: scenarios[index].id, reason: problem)) }
            }
        }
        let judged = Set(usable.filter { index in !leftOut.contains { $0.scenario == scenarios[index].id } })
        if !broken.isEmpty {
            return MutationReport(outcomes: [], baselineFailures: broken, scenarioCount: usable.count, catalogue: catalogue)
        }
        let pairs = mutants.flatMap { mutant in usable.map { Pair(mutant: mutant, scenario: $0) } }
        let verdicts = ParallelMap.run(pairs, jobs: jobs) { pair in
            let checker = ScenarioChecker(
                subject: ReferenceEngine(mutants: [pair.mutant]), workspace: workspace, policy: GoldenPolicy())
            let run = checker.typedTranscript(of: scenarios[pair.scenario])
            let exact = Self.verdict(run.map(\.text), golden: goldens[pair.scenario])
            guard judged.contains(pair.scenario), case .success(let golden) = conformanceGoldens[pair.scenario] else {
                return (exact: exact, conformance: String?.none, exactOnly: MutationReport.ExactOnly?.none)
            }
            let conformance = exact == nil ? nil : Self.conformanceVerdict(run, golden: golden, exactVerdict: exact)
            var exactOnly: MutationReport.ExactOnly?
            if exact != nil, conformance == nil, let golden, case .success(let lines) = run.map(\.lines) {
                exactOnly = Self.exactOnly(scenario: scenarios[pair.scenario].id, lines: lines, golden: golden)
            }
            return (exact: exact, conformance: conformance, exactOnly: exactOnly)
        }
        var catches: [Mutant: [MutationReport.Catch]] = [:]
        var conformanceCatches: [Mutant: [MutationReport.Catch]] = [:]
        var exactOnly: [Mutant: [MutationReport.ExactOnly]] = [:]
        for (pair, verdict) in zip(pairs, verdicts) {
            let id = scenarios[pair.scenario].id
            if let how = verdict.conformance { conformanceCatches[pair.mutant, default: []].append(.init(scenario: id, how: how)) }
            if let reason = verdict.exactOnly { exactOnly[pair.mutant, default: []].append(reason) }
            guard let how = verdict.exact else { continue }
            catches[pair.mutant, default: []].append(.init(scenario: id, how: how))
        }
        let outcomes = mutants.map { mutant in
            MutationReport.Outcome(
                mutant: mutant, area: catalogue?.rule(mutant.rule)?.area,
                caughtBy: (catches[mutant] ?? []).sorted { $0.scenario < $1.scenario },
                covering: scenarios.filter { $0.rules.contains(mutant.rule) }.map(\.id),
                conformanceCaughtBy: (conformanceCatches[mutant] ?? []).sorted { $0.scenario < $1.scenario },
                exactOnly: (exactOnly[mutant] ?? []).sorted { $0.scenario < $1.scenario })
        }
        return MutationReport(
            outcomes: outcomes, baselineFailures: broken, scenarioCount: usable.count, catalogue: catalogue,
            conformanceScenarioCount: judged.count, conformanceLeftOut: leftOut)
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
