import AdSpecEngine
import AdSpecHarness
import AdSpecKit

extension MutationReport {
    /// The text report: per mutant `CAUGHT` or `SURVIVED` with its rule and summary and the
    /// scenarios that caught it; per area the share caught; problems; the closing line.
    package func text(verbose: Bool = false) -> String {
        // Blocked: said once, with the failing ids; no mutant verdicts, no baseline diffs.
        if blocked { return blockedLine + "\n  " + baselineFailures.map(\.scenario).joined(separator: ", ") + "\n" }
        var out = ""
        let width = (outcomes.map(\.mutant.rawValue.count).max() ?? 0) + 2
        for outcome in outcomes {
            let mutant = outcome.mutant
            let label = outcome.survived ? "SURVIVED" : "CAUGHT  "
            out += "\(label) \(Columns.pad(mutant.rawValue, width))\(Columns.pad(mutant.rule, 8))\(mutant.summary)\n"
            if outcome.survived {
                out += "  " + advice(for: outcome) + "\n"
            } else {
                let names = outcome.caughtBy.map(\.scenario)
                out += "  caught by \(names.count): \(names.joined(separator: ", "))\n"
                if verbose {
                    for caught in outcome.caughtBy { out += "    \(caught.scenario): \(caught.how)\n" }
                }
                if outcome.caughtOnlyElsewhere {
                    out +=
                        "  note: no scenario covering \(mutant.rule) caught it"
                        + (outcome.covering.isEmpty ? " (none covers it)" : "") + "\n"
                }
            }
            if catalogue != nil && outcome.area == nil {
                out += "  error: rule \(mutant.rule) is not in the catalogue; correct the mutant's rule in Mutant.swift\n"
            }
        }
        out += "\nPer area:\n"
        let titleWidth = (areaShares.map { $0.area.count }.max() ?? 0) + 2
        for share in areaShares {
            out +=
                "  \(Columns.pad(share.area, titleWidth))\(share.caught) of \(share.mutants) caught "
                + "(\(Self.percent(share.caught, of: share.mutants)))  \(share.title)\n"
        }
        out += conformanceText(verbose: verbose)
        if scenarioCount == 0 {
            out += "\nerror: no scenario passes against the reference engine: nothing to run the mutants against\n"
        }
        out += "\n" + closingLine + "\n"
        return out
    }

    /// The JSON report (sorted keys, the same bytes on every run).
    package func json() -> String {
        struct MutantEntry: Encodable {
            var name: String
            var rule: String
            var area: String?
            var summary: String
            var caught: Bool
            var caughtBy: [Catch]
            var coveringScenarios: [String]
            var advice: String?
            /// Conformance mode (MutationReport+Conformance.swift).
            var conformanceCaughtBy: [Catch]
            var exactOnly: [ExactOnly]
        }
        struct Conformance: Encodable {
            var caught: Int
            var scenarios: Int
            var caughtInExactModeOnly: [String]
            var leftOut: [ConformanceLeftOut]
        }
        struct Document: Encodable {
            var format = "adspec mutants v1"
            var passed: Bool
            var blocked: Bool
            var scenarios: Int
            var mutants: [MutantEntry]
            var areas: [AreaShare]
            var baselineFailures: [BaselineFailure]
            var conformance: Conformance
            var closingLine: String
        }
        let entries = outcomes.map { outcome in
            MutantEntry(
                name: outcome.mutant.rawValue, rule: outcome.mutant.rule, area: outcome.area,
                summary: outcome.mutant.summary, caught: !outcome.survived, caughtBy: outcome.caughtBy,
                coveringScenarios: outcome.covering, advice: outcome.survived ? advice(for: outcome) : nil,
                conformanceCaughtBy: outcome.conformanceCaughtBy, exactOnly: outcome.exactOnly)
        }
        return JSONText.encode(
            Document(
                passed: passed, blocked: blocked, scenarios: scenarioCount, mutants: entries, areas: areaShares,
                baselineFailures: baselineFailures,
                conformance: Conformance(
                    caught: conformanceCaught, scenarios: conformanceScenarioCount,
                    caughtInExactModeOnly: caughtInExactModeOnly.map(\.mutant.rawValue), leftOut: conformanceLeftOut),
                closingLine: closingLine))
    }
}
