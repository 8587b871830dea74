import AdSpecEngine
import Foundation

/// Runs the corpus against an implementation (any `BindingSubject`) under an expectations file,
/// never writing goldens, and classifies each scenario as a `ResultKind`. The run passes when
/// nothing failed, errored or passed unexpectedly.
public struct ExpectationRun: Sendable {
    public var subject: any BindingSubject
    public var workspace: Workspace
    public var expectations: Expectations
    public var jobs: Int

    public init(
        subject: any BindingSubject, workspace: Workspace, expectations: Expectations = .none,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.subject = subject
        self.workspace = workspace
        self.expectations = expectations
        self.jobs = jobs
    }

    /// One scenario's classified result.
    public struct Outcome: Sendable {
        public var id: String
        public var kind: ResultKind
        /// The expectations entry that applied, if any.
        public var expectation: Expectations.Entry?
        /// The check against the golden (`nil` when skipped).
        public var result: ScenarioResult?
    }

    /// Runs `scenarios` (already selected); `emit` receives each outcome in id order.
    public func run(_ scenarios: [LoadedScenario], emit: @Sendable (Outcome) -> Void = { _ in }) -> ExpectationReport {
        let checker = ScenarioChecker(subject: subject, workspace: workspace, policy: GoldenPolicy(mode: .never))
        let expectations = self.expectations
        let sorted = scenarios.sorted { $0.id < $1.id }
        let outcomes = ParallelMap.run(
            sorted, jobs: jobs,
            body: { scenario in
                let entry = expectations.entry(for: scenario.id)
                if let entry, entry.verb == .skip {
                    return Outcome(id: scenario.id, kind: .skipped, expectation: entry, result: nil)
                }
                let result = checker.check(scenario)
                return Outcome(
                    id: scenario.id, kind: Self.classify(result.status, expected: entry), expectation: entry,
                    result: result)
            }, emit: { _, outcome in emit(outcome) })
        return ExpectationReport(subject: subject.name, expectations: expectations, outcomes: outcomes)
    }

    /// The kind of a checked scenario, given the entry that applies to it.
    public static func classify(_ status: ScenarioResult.Status, expected entry: Expectations.Entry?) -> ResultKind {
        let actual: ResultKind
        switch status {
        case .passed, .recorded: actual = .pass
        case .failed, .pending: actual = .fail
        case .missingGolden, .errored: actual = .error
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

    public func count(_ kind: ResultKind) -> Int { outcomes.filter { $0.kind == kind }.count }

    public var passed: Bool { outcomes.allSatisfy(\.kind.isSuccess) && !outcomes.isEmpty }

    /// `12 passed, 0 failed, 0 errored, 2 expected failures, 0 unexpected passes, 1 skipped`.
    public var closingLine: String {
        ResultKind.allCases.map { $0.phrase(count($0)) }.joined(separator: ", ")
    }

    /// One outcome's block: the label and id, then why (indented), and for a failure the diff.
    public static func render(_ outcome: ExpectationRun.Outcome, expectationsPath: String, color: Bool = false) -> String {
        var text = "\(outcome.kind.label) \(outcome.id)\n"
        switch outcome.kind {
        case .pass:
            break
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
