import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import Foundation
import Testing

/// The mutation self-test, run once for the gate (`adspec mutants`).
enum MutationGate {
    static let report: MutationReport? = {
        guard case .success(let scenarios) = CoverageGate.corpus, !scenarios.isEmpty else { return nil }
        let catalogue = try? CoverageGate.catalogue.get().catalogue
        let jobs = (try? ConformanceCorpus.environment.jobs()) ?? ProcessInfo.processInfo.activeProcessorCount
        var run = MutationRun(scenarios: scenarios, workspace: ConformanceCorpus.workspace, catalogue: catalogue, jobs: jobs)
        // The plain engine as the scenario tests run it (ADSPEC_INJECT_FAULT included).
        if let subject = try? ConformanceRun.subject.get() { run.reference = subject }
        return run.run()
    }()

    /// The reference engine fails scenarios: the gate says so once and judges no mutant.
    static var blocked: Bool { report?.blocked ?? false }

    static let cases: [MutantCase] = Mutant.allCases.map(MutantCase.init)
}

struct MutantCase: Sendable, CustomTestStringConvertible {
    var mutant: Mutant
    var testDescription: String { "\(mutant.rawValue) (\(mutant.rule))" }
}

/// Every mutant of the engine must be caught by some scenario: a scenario whose transcript
/// differs from its golden when the mutant is switched on.
@Suite("Mutation gate", .enabled(if: CoverageGate.wholeCorpus, "the run is narrowed to part of the corpus"))
struct MutationGateTests {
    @Test("Every scenario passes against the reference engine before mutation")
    func baseline() throws {
        let report = try #require(MutationGate.report, "the corpus does not load or is empty")
        if report.blocked {
            // Once, not per scenario: the scenario tests already report each failure.
            Issue.record(
                Comment(rawValue: report.blockedLine + "\n  " + report.baselineFailures.map(\.scenario).joined(separator: ", ")))
        }
    }

    @Test(
        "Mutant is caught",
        .enabled(if: !MutationGate.blocked, "mutation gate blocked: the reference engine fails scenarios"),
        arguments: MutationGate.cases)
    func caught(_ item: MutantCase) throws {
        let report = try #require(MutationGate.report, "the corpus does not load or is empty")
        let outcome = try #require(report.outcomes.first { $0.mutant == item.mutant })
        if outcome.survived {
            Issue.record(
                Comment(
                    rawValue: "mutant \(item.mutant.rawValue) survived: \(item.mutant.summary) (rule \(item.mutant.rule))\n"
                        + report.advice(for: outcome) + "\nsee: swift run adspec mutants \(item.mutant.rawValue)"))
        }
        if report.catalogue != nil && outcome.area == nil {
            Issue.record(
                "mutant \(item.mutant.rawValue) names rule \(item.mutant.rule), which is not in Specs/Catalogue/rules.xml")
        }
    }

    @Test("There are at least 30 mutants")
    func enoughMutants() {
        #expect(Mutant.allCases.count >= 30)
        if let report = MutationGate.report { print(report.closingLine) }
    }
}
