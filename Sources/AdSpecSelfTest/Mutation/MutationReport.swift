import AdSpecEngine
import AdSpecHarness
import AdSpecKit

/// What `adspec mutants` found: per mutant the scenarios that caught it, per area the share
/// caught, the survivors with what to strengthen, and scenarios left out because they do not
/// pass against the reference engine.
package struct MutationReport: Sendable {
    package struct Catch: Sendable, Hashable, Codable {
        package var scenario: String
        /// How the transcript differed (first differing line), or why the subject errored.
        package var how: String
    }

    package struct Outcome: Sendable, Hashable {
        package var mutant: Mutant
        /// The area of the mutant's rule, `nil` when the rule is not in the catalogue.
        package var area: String?
        package var caughtBy: [Catch]
        /// The scenarios whose covers names the mutant's rule.
        package var covering: [String]
        /// The scenarios that catch it in conformance mode (MutationRun+Conformance.swift).
        package var conformanceCaughtBy: [Catch] = []
        /// The scenarios that catch it in exact mode only, and why conformance mode does not.
        package var exactOnly: [ExactOnly] = []

        package var survived: Bool { caughtBy.isEmpty }
        /// Caught, but by no scenario that covers the mutant's rule.
        package var caughtOnlyElsewhere: Bool {
            !survived && !caughtBy.contains { covering.contains($0.scenario) }
        }
    }

    package struct BaselineFailure: Sendable, Hashable, Codable {
        package var scenario: String
        package var reason: String
    }

    package struct AreaShare: Sendable, Hashable, Codable {
        package var area: String
        package var title: String
        package var mutants: Int
        package var caught: Int
    }

    package var outcomes: [Outcome]
    package var baselineFailures: [BaselineFailure]
    /// Scenarios the mutants ran against (those that pass against the reference engine).
    package var scenarioCount: Int
    package var catalogue: Catalogue?
    /// Scenarios the conformance score counts: those the plain engine passes in both modes.
    package var conformanceScenarioCount = 0
    /// Scenarios the plain engine passes in exact mode but not in conformance mode.
    package var conformanceLeftOut: [ConformanceLeftOut] = []

    package var survivors: [Outcome] { outcomes.filter(\.survived) }

    /// The reference engine fails scenarios: no mutant was run (their verdicts would mean nothing).
    package var blocked: Bool { !baselineFailures.isEmpty }

    /// "mutation gate blocked: the reference engine fails 18 scenarios; fix those first".
    package var blockedLine: String {
        let count = baselineFailures.count
        return "mutation gate blocked: the reference engine fails \(count) scenario\(count == 1 ? "" : "s"); "
            + "fix \(count == 1 ? "it" : "those") first (swift run adspec verify)"
    }

    /// Mutants whose rule id the catalogue lacks (a careless mutant).
    package var unknownRules: [Outcome] {
        guard catalogue != nil else { return [] }
        return outcomes.filter { $0.area == nil }
    }

    /// The run passes when every mutant is caught, every scenario passes its baseline, every
    /// mutant names a catalogued rule, and there was something to run.
    package var passed: Bool {
        survivors.isEmpty && baselineFailures.isEmpty && unknownRules.isEmpty && scenarioCount > 0
    }

    /// Per area (catalogue order), the mutants of its rules and how many were caught.
    package var areaShares: [AreaShare] {
        var shares: [AreaShare] = []
        let areas = catalogue?.areas ?? []
        for area in areas {
            let mine = outcomes.filter { $0.area == area.id }
            guard !mine.isEmpty else { continue }
            shares.append(
                AreaShare(area: area.id, title: area.title, mutants: mine.count, caught: mine.filter { !$0.survived }.count))
        }
        let unplaced = outcomes.filter { $0.area == nil }
        if !unplaced.isEmpty {
            shares.append(
                AreaShare(
                    area: "(no area)", title: catalogue == nil ? "no catalogue loaded" : "rule not in the catalogue",
                    mutants: unplaced.count, caught: unplaced.filter { !$0.survived }.count))
        }
        return shares
    }

    /// What to do about a surviving mutant, in words.
    package func advice(for outcome: Outcome) -> String {
        let mutant = outcome.mutant
        let rule = mutant.rule
        if outcome.covering.isEmpty {
            return "no scenario covers \(rule): add one that covers \(rule) and whose transcript shows this bug "
                + "(\(mutant.summary))"
        }
        let leftOut = Set(baselineFailures.map(\.scenario))
        let named = outcome.covering.map { leftOut.contains($0) ? "\($0), left out: fix its baseline first" : $0 }
        return "strengthen a scenario covering \(rule) (\(named.joined(separator: "; "))) so that its "
            + "transcript shows this bug, or add a scenario covering \(rule) that does"
    }

    /// The closing line: `37 mutants, 37 caught, 0 survived`.
    package var closingLine: String {
        if blocked { return blockedLine }
        let caught = outcomes.count - survivors.count
        var text = "\(outcomes.count) mutant\(outcomes.count == 1 ? "" : "s"), \(caught) caught, \(survivors.count) survived"
        text += " (\(scenarioCount) scenario\(scenarioCount == 1 ? "" : "s"))"
        if !survivors.isEmpty {
            let named = survivors.prefix(8).map { "\($0.mutant.rawValue) (\($0.mutant.rule))" }
            text += ": " + named.joined(separator: ", ") + (survivors.count > 8 ? ", and \(survivors.count - 8) more" : "")
        }
        if !baselineFailures.isEmpty {
            let count = baselineFailures.count
            text +=
                "; FAILED: \(count) scenario\(count == 1 ? "" : "s") left out because \(count == 1 ? "it does" : "they do") not pass against the reference engine"
        }
        return text
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "-" : "\(part * 100 / whole) %"
    }
}
