import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import Foundation
import Testing

/// The catalogue, the corpus and their coverage, computed once for the gates.
enum CoverageGate {
    static let catalogue: Result<Catalogue.Loaded, DiagnosticList> = Result {
        () throws(DiagnosticList) in try Catalogue.load(specsDirectory: ConformanceCorpus.workspace.specs)
    }

    static let corpus: Result<[LoadedScenario], DiagnosticList> = Result {
        () throws(DiagnosticList) in try Corpus.load(specsDirectory: ConformanceCorpus.workspace.specs).scenarios
    }

    static let coverage: Coverage? = {
        guard case .success(let loaded) = catalogue, case .success(let scenarios) = corpus else { return nil }
        return Coverage(catalogue: loaded.catalogue, scenarios: scenarios)
    }()

    /// The required rules of implemented areas.
    static let requiredRules: [RequiredRule] = (coverage?.areas ?? []).flatMap { area in
        area.rules.filter { $0.requirement == .required }.map { RequiredRule(area: area.id, entry: $0) }
    }

    /// Whole-corpus gates are meaningless on a narrowed run (ADSPEC_FILTER, ADSPEC_RULE, ...).
    static let wholeCorpus: Bool = {
        guard case .success(let (selection, _)) = ConformanceCorpus.selection else { return true }
        return !selection.isFiltered
    }()

    static func describe(_ list: DiagnosticList) -> String {
        list.diagnostics.map(\.description).joined(separator: "\n")
    }
}

struct RequiredRule: Sendable {
    var area: String
    var entry: Coverage.RuleEntry
}

/// The coverage gate: every required rule of an implemented area has a scenario, every scenario
/// covers a rule, and every rule id a scenario names is in the catalogue (`adspec coverage`).
@Suite("Coverage gate", .enabled(if: CoverageGate.wholeCorpus, "the run is narrowed to part of the corpus"))
struct CoverageGateTests {
    @Test("The rule catalogue loads and passes its checks")
    func catalogueLoads() {
        switch CoverageGate.catalogue {
        case .success(let loaded):
            for note in loaded.notes { print(note) }
        case .failure(let list):
            Issue.record(Comment(rawValue: "Specs/Catalogue/rules.xml does not load:\n" + CoverageGate.describe(list)))
        }
    }

    @Test("Every rule id a scenario covers is in the catalogue")
    func ruleIDsAreKnown() throws {
        guard case .success(let scenarios) = CoverageGate.corpus else {
            Issue.record("the corpus does not load (see the scenario tests); run: swift run adspec verify")
            return
        }
        let problems = Traceability.check(scenarios: scenarios, specsDirectory: ConformanceCorpus.workspace.specs)
        if !problems.isEmpty { Issue.record(Comment(rawValue: CoverageGate.describe(DiagnosticList(problems)))) }
    }

    @Test("Every scenario covers a rule")
    func scenariosCoverRules() throws {
        let coverage = try #require(CoverageGate.coverage, "the catalogue or the corpus does not load")
        for failure in coverage.failures where failure.kind == .scenarioWithoutRule {
            Issue.record(Comment(rawValue: failure.description))
        }
    }

    /// One test for all the required rules, one issue per rule without a scenario (a case per
    /// rule was a line each of the `swift test` log: issue 39, item 2).
    @Test("Every required rule has a scenario")
    func rulesAreCovered() {
        for rule in CoverageGate.requiredRules where !rule.entry.isCovered {
            Issue.record(
                Comment(
                    rawValue: "rule \(rule.entry.id) (\(rule.area), \(rule.entry.reason)) has no scenario: "
                        + "\"\(rule.entry.statement)\"\nadd a scenario under Specs/ that checks it and list "
                        + "\(rule.entry.id) in its <covers>; see: swift run adspec coverage"))
        }
    }

    @Test("The catalogue has required rules")
    func thereAreRequiredRules() {
        #expect(!CoverageGate.requiredRules.isEmpty, "no required rule found: does the catalogue load?")
        if let coverage = CoverageGate.coverage { print(coverage.summaryLine) }
    }
}
