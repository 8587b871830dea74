import AdSpecEngine
import AdSpecKit
import Foundation
import Testing

/// The mutation self-test, run once for the gate (`adspec mutants`).
enum MutationGate {
    static let report: MutationReport? = {
        guard case .success(let scenarios) = CoverageGate.corpus, !scenarios.isEmpty else { return nil }
        let catalogue = try? CoverageGate.catalogue.get().catalogue
        let jobs = (try? ConformanceCorpus.environment.jobs()) ?? ProcessInfo.processInfo.activeProcessorCount
        return MutationRun(scenarios: scenarios, workspace: ConformanceCorpus.workspace, catalogue: catalogue, jobs: jobs).run()
    }()

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
        for failure in report.baselineFailures {
            Issue.record(
                Comment(
                    rawValue:
                        "\(failure.scenario): \(failure.reason)\nleft out of the mutation run; fix it first: swift run adspec verify \(failure.scenario)"
                ))
        }
    }

    @Test("Mutant is caught", arguments: MutationGate.cases)
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
