import AdSpecEngine
import AdSpecHarness
import Foundation

/// Runs the corpus against an implementation (any `BindingSubject`) under an expectations file,
/// never writing goldens, and classifies each scenario as a `ResultKind`. The run passes when
/// nothing failed, errored or passed unexpectedly.
public struct ExpectationRun: Sendable {
    public var subject: any BindingSubject
    public var workspace: Workspace
    public var expectations: Expectations
    public var jobs: Int
    /// `exact` (default) or `conformance` (Documentation/Conformance.md).
    public var mode: ComparisonMode
    /// The subject's declared profile (issue 36, item 1), in conformance mode.
    public var profile: Profile?

    public init(
        subject: any BindingSubject, workspace: Workspace, expectations: Expectations = .none,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, mode: ComparisonMode = .exact, profile: Profile? = nil
    ) {
        self.profile = profile
        self.subject = subject
        self.workspace = workspace
        self.expectations = expectations
        self.jobs = jobs
        self.mode = mode
    }

    /// One scenario's classified result.
    public struct Outcome: Sendable {
        public var id: String
        public var kind: ResultKind
        /// The expectations entry that applied, if any.
        public var expectation: Expectations.Entry?
        /// The check against the golden (`nil` when skipped).
        public var result: ScenarioResult?
        /// How it failed (`nil` for a pass or a skip).
        public var signature: FailureSignature?
    }

    /// Runs `scenarios` (already selected); `emit` receives each outcome in id order.
    public func run(_ scenarios: [LoadedScenario], emit: @Sendable (Outcome) -> Void = { _ in }) -> ExpectationReport {
        let checker = ScenarioChecker(
            subject: subject, workspace: workspace, policy: GoldenPolicy(mode: .never), mode: mode, profile: profile)
        let expectations = self.expectations
        let subject = self.subject
        let sorted = scenarios.sorted { $0.id < $1.id }
        let outcomes = ParallelMap.run(
            sorted, jobs: jobs,
            body: { scenario in
                let entry = expectations.entry(for: scenario)
                if let entry, entry.verb == .skip {
                    return Outcome(id: scenario.id, kind: .skipped, expectation: entry, result: nil)
                }
                let result = checker.check(scenario)
                let signature = FailureSignature.of(result, scenario: scenario, subject: subject)
                let applied = entry ?? expectations.ruleEntry(failingAt: signature?.rule)
                return Outcome(
                    id: scenario.id, kind: Self.classify(result.status, expected: applied, signature: signature),
                    expectation: applied, result: result, signature: signature)
            }, emit: { _, outcome in emit(outcome) })
        return ExpectationReport(
            subject: subject.name, expectations: expectations, outcomes: outcomes, mode: mode.name)
    }

    /// The kind of a checked scenario: as `classify(_:expected:)`, except that an expected failure
    /// whose entry records how it fails is one only when it fails that way (else `fail`).
    public static func classify(
        _ status: ScenarioResult.Status, expected entry: Expectations.Entry?, signature: FailureSignature?
    ) -> ResultKind {
        let kind = classify(status, expected: entry)
        if kind == .expectedFailure, let how = entry?.how, let signature, !how.accepts(signature) { return .fail }
        return kind
    }

    /// The kind of a checked scenario, given the entry that applies to it.
    public static func classify(_ status: ScenarioResult.Status, expected entry: Expectations.Entry?) -> ResultKind {
        let actual: ResultKind
        switch status {
        case .passed, .recorded: actual = .pass
        case .failed, .pending: actual = .fail
        case .missingGolden, .errored: actual = .error
        case .notApplicable: return .notApplicable
        }
        guard let entry, entry.verb == .fail else { return actual }
        return actual == .pass ? .unexpectedPass : .expectedFailure
    }
}

/// The outcomes of an `ExpectationRun`, their counts and the closing line.
public struct ExpectationReport: Sendable {
    public var subject: String
    public var expectations: Expectations
    public var outcomes: [ExpectationRun.Outcome]
    /// `exact` or `conformance`.
    public var mode: String = "exact"

    public init(
        subject: String, expectations: Expectations, outcomes: [ExpectationRun.Outcome], mode: String = "exact"
    ) {
        self.subject = subject
        self.expectations = expectations
        self.outcomes = outcomes
        self.mode = mode
    }

    public func count(_ kind: ResultKind) -> Int { outcomes.filter { $0.kind == kind }.count }

    /// `fail rule:R` entries no failure of the run used: stale, they fail the run (like an
    /// unexpected pass). Judged only when the run checked a scenario that covers the rule.
    public var staleRuleEntries: [Expectations.Entry] {
        expectations.entries.filter { entry in
            guard entry.verb == .fail, let rule = entry.rule else { return false }
            return outcomes.contains { $0.result?.rules.contains(rule) == true }
                && !outcomes.contains { $0.expectation == entry && $0.kind == .expectedFailure }
        }
    }

    public var passed: Bool {
        outcomes.allSatisfy(\.kind.isSuccess) && !outcomes.isEmpty && staleRuleEntries.isEmpty
    }

    /// One line a stale rule entry, as printed after the outcomes.
    public var staleRuleLines: [String] {
        staleRuleEntries.map { entry in
            "XPASS \(entry.pattern)\n  listed as failing at \(expectations.path):\(entry.line) (\(entry.reason)), "
                + "but no scenario fails at an event of \(entry.rule ?? "?"): remove that line"
        }
    }

    /// `12 passed, 0 failed, 0 errored, 2 expected failures, 0 unexpected passes, 1 skipped`.
    public var closingLine: String {
        // NOT APPLICABLE (issue 36, item 2) only when there is any: a run with no profile reads as before.
        ResultKind.allCases.filter { $0 != .notApplicable || count($0) > 0 }.map { $0.phrase(count($0)) }
            .joined(separator: ", ")
    }

    /// One outcome's block: the label and id, then why (indented), and for a failure the diff.
    public static func render(_ outcome: ExpectationRun.Outcome, expectationsPath: String, color: Bool = false) -> String {
        var text = "\(outcome.kind.label) \(outcome.id)\n"
        switch outcome.kind {
        case .pass:
            break
        case .notApplicable:
            for line in outcome.result?.message.split(separator: "\n") ?? [] { text += "  \(line)\n" }
        case .skipped, .expectedFailure:
            if let entry = outcome.expectation {
                text += "  \(entry.reason) (\(expectationsPath):\(entry.line))\n"
            }
        case .unexpectedPass:
            if let entry = outcome.expectation {
                text +=
                    "  listed as failing at \(expectationsPath):\(entry.line) (\(entry.reason)), but it passes: "
                    + "remove that line\n"
            }
        case .fail, .error:
            if let entry = outcome.expectation, let how = entry.how, let signature = outcome.signature {
                text +=
                    "  listed as failing with \(how) at \(expectationsPath):\(entry.line) (\(entry.reason)), "
                    + "but it fails with \(signature): it fails differently\n"
            }
            if let result = outcome.result {
                // Re-recording is for the reference engine; another implementation is held to the goldens.
                for line in result.message(includingRerecord: false).split(separator: "\n") {
                    text += "  " + line + "\n"
                }
                if let diff = result.diff { text += diff.rendered(color: color) }
            }
        }
        return text
    }
}
