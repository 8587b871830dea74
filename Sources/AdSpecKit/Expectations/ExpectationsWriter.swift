import AdSpecHarness
import Foundation

/// Writes or refreshes an expectations file from a run (issue 9, item 6): every scenario that
/// failed or errored gets a `fail` line that records how it failed, so that failing differently
/// later is a failure. What the previous file said and the run cannot tell is kept: its comments
/// at the top, its `skip` lines, its `fail rule:R` lines the run still used, and the reason of each
/// scenario it listed.
public enum ExpectationsWriter {
    public static func text(
        from report: ExpectationReport, subject: String, previous: Expectations? = nil, previousText: String? = nil
    ) -> String {
        var lines = [Expectations.formatLine + " · subject \(subject) · mode \(report.mode)"]
        if let previousText {
            // The previous file's leading comments, but its format line.
            for line in previousText.split(separator: "\n", omittingEmptySubsequences: false) {
                guard line.hasPrefix("#") else { break }
                if line.hasPrefix("# adspec expectations") { continue }
                lines.append(String(line))
            }
        } else {
            lines.append("# Written by --write-expectations from a run; a line records how its scenario fails.")
        }
        let old = previous ?? .none
        var rows: [(String, String, String, String)] = []
        for outcome in report.outcomes.sorted(by: { $0.id < $1.id }) {
            guard let signature = outcome.signature, outcome.kind != .pass, outcome.kind != .skipped else { continue }
            // A failure a `fail rule:R` entry expects stays covered by that entry.
            if let entry = outcome.expectation, entry.rule != nil, outcome.kind == .expectedFailure { continue }
            let reason =
                old.entries.first { $0.verb == .fail && $0.pattern == outcome.id }?.reason
                ?? outcome.expectation.flatMap { $0.rule == nil && $0.verb == .fail ? $0.reason : nil }
                ?? defaultReason(outcome, signature)
            rows.append(("fail", outcome.id, signature.tokens.joined(separator: " "), reason))
        }
        let used = Set(report.outcomes.compactMap { $0.kind == .expectedFailure ? $0.expectation : nil })
        for entry in old.entries where entry.rule != nil && entry.verb == .fail && used.contains(entry) {
            rows.append(("fail", entry.pattern, "", entry.reason))
        }
        for entry in old.entries where entry.verb == .skip {
            rows.append(("skip", entry.pattern, "", entry.reason))
        }
        let idWidth = rows.map(\.1.count).max() ?? 0
        let howWidth = rows.map(\.2.count).max() ?? 0
        for (verb, pattern, how, reason) in rows {
            var line = verb + "  " + pattern.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
            if howWidth > 0 { line += how.padding(toLength: howWidth, withPad: " ", startingAt: 0) + "  " }
            lines.append(line + reason)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func defaultReason(_ outcome: ExpectationRun.Outcome, _ signature: FailureSignature) -> String {
        if signature.errored { return "errors" }
        var reason = "fails"
        if let line = signature.line, let golden = outcome.result?.golden { reason += " at \(golden):\(line)" }
        if let rule = signature.rule { reason += " (\(rule))" }
        return reason
    }
}
