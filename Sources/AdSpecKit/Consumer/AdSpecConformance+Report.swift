import AdSpecHarness
extension AdSpecConformance {
    /// The outcome of `AdSpecConformance.run`: one `ExpectationRun.Outcome` per selected scenario,
    /// in id order, their counts, and the text `adspec mutants run` would print for them.
    /// Described by its summary (`my-binding, conformance mode: 67 passed, ...`): that is what a
    /// failed `#expect(report.passed)` shows of it, before the comment.
    public struct Report: Sendable, CustomStringConvertible {
        public var mode: Mode
        /// The kit's report of the run (outcomes, expectations, counts).
        public var expectationReport: ExpectationReport

        public init(mode: Mode, expectationReport: ExpectationReport) {
            self.mode = mode
            self.expectationReport = expectationReport
        }

        /// The subject's name.
        public var subject: String { expectationReport.subject }

        /// Every selected scenario's outcome, in id order.
        public var outcomes: [ExpectationRun.Outcome] { expectationReport.outcomes }

        /// Nothing failed, errored or passed unexpectedly, no rule entry went stale, and
        /// something ran.
        public var passed: Bool { expectationReport.passed }

        public func count(_ kind: ResultKind) -> Int { expectationReport.count(kind) }

        /// `67 passed, 0 failed, 0 errored, 0 expected failures, 0 unexpected passes, 0 skipped`.
        public var summary: String { expectationReport.closingLine }

        public var description: String { "\(subject), \(mode.rawValue) mode: \(summary)" }

        /// The outcome of scenario `id`, if it was selected.
        public func outcome(_ id: String) -> ExpectationRun.Outcome? { outcomes.first { $0.id == id } }

        /// The outcomes that make the run fail (`FAIL`, `ERROR`, `XPASS`).
        public var unsuccessful: [ExpectationRun.Outcome] { outcomes.filter { !$0.kind.isSuccess } }

        /// One outcome's block: its label and id, why, and for a failure the first unmatched
        /// event (conformance) or the diff (exact).
        public func text(of outcome: ExpectationRun.Outcome) -> String {
            ExpectationReport.render(outcome, expectationsPath: expectationReport.expectations.path)
        }

        /// Every outcome but the passes, then the stale rule entries and the summary: what to
        /// show when the run fails (`#expect(report.passed, Comment(rawValue: report.text))`).
        public var text: String {
            outcomes.filter { $0.kind != .pass }.map(text(of:)).joined()
                + expectationReport.staleRuleLines.map { $0 + "\n" }.joined() + summary + "\n"
        }
    }
}
