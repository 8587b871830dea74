import AdSpecEngine
import AdSpecHarness
import AdSpecKit

extension MutationReport {
    /// Mutants caught in conformance mode.
    package var conformanceCaught: Int { outcomes.filter { !$0.conformanceCaughtBy.isEmpty }.count }

    /// Mutants caught in exact mode but in no scenario in conformance mode: findings about the
    /// contract (issue 9, "Done when" (c)).
    package var caughtInExactModeOnly: [Outcome] {
        outcomes.filter { !$0.survived && $0.conformanceCaughtBy.isEmpty }
    }

    /// `38 of 42 caught (exact mode: 42 of 42)`.
    package var conformanceScore: String {
        "\(conformanceCaught) of \(outcomes.count) caught (exact mode: \(outcomes.count - survivors.count) of \(outcomes.count))"
    }

    /// Why an exact-only mutant passes conformance mode, a line per kind of reason:
    /// `changed only informative lines (...): app/a, app/b`.
    package static func why(_ reasons: [ExactOnly]) -> [String] {
        ExactOnly.Kind.allCases.compactMap { kind in
            let mine = reasons.filter { $0.kind == kind }
            guard let first = mine.first else { return nil }
            let names =
                mine.prefix(3).map(\.scenario).joined(separator: ", ")
                + (mine.count > 3 ? ", and \(mine.count - 3) more" : "")
            switch kind {
            case .informativeOnly:
                return "changed only informative lines (narration, log wording, percentages, pending timers) in \(names)"
            case .reordered:
                return "only reordered events of different subjects at one instant in \(names)"
            case .insideWindow:
                return "its changes stayed inside a window in \(names); first: \(first.scenario): \(first.detail ?? "")"
            }
        }
    }

    /// The conformance section of the text report, after the exact mode's per-area table;
    /// `verbose` adds, per mutant, the scenarios that catch it in conformance mode and how, and
    /// every scenario of an exact-only mutant with its reason.
    package func conformanceText(verbose: Bool = false) -> String {
        var out = "\nConformance mode (the goldens' normative events, windows and partial order; Documentation/Conformance.md):\n"
        out += "  \(conformanceScore) over \(conformanceScenarioCount) scenario\(conformanceScenarioCount == 1 ? "" : "s")\n"
        if !conformanceLeftOut.isEmpty {
            out += "  left out, the plain engine does not pass them in conformance mode:\n"
            for left in conformanceLeftOut { out += "    \(left.scenario): \(left.reason)\n" }
        }
        if verbose {
            for outcome in outcomes where !outcome.conformanceCaughtBy.isEmpty {
                let caught = outcome.conformanceCaughtBy
                out += "  \(outcome.mutant.rawValue): caught by \(caught.count) in conformance mode\n"
                for catchEntry in caught { out += "    \(catchEntry.scenario): \(catchEntry.how)\n" }
            }
        }
        let exactOnly = caughtInExactModeOnly
        guard !exactOnly.isEmpty else {
            out += "  caught in exact mode only: none\n"
            return out
        }
        out += "  caught in exact mode only, \(exactOnly.count) (findings about the contract, not noise):\n"
        let width = (exactOnly.map(\.mutant.rawValue.count).max() ?? 0) + 2
        for outcome in exactOnly {
            out +=
                "    \(Columns.pad(outcome.mutant.rawValue, width))\(Columns.pad(outcome.mutant.rule, 8))\(outcome.mutant.summary)\n"
            for line in Self.why(outcome.exactOnly) { out += "      \(line)\n" }
            if verbose {
                for reason in outcome.exactOnly {
                    out += "        \(reason.scenario): \(reason.kind.rawValue)" + (reason.detail.map { ": \($0)" } ?? "") + "\n"
                }
            }
        }
        return out
    }
}
