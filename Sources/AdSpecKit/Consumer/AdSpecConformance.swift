import AdSpecEngine
import AdSpecHarness
import Dispatch
import Foundation

/// The kit's asynchronous entry point for another implementation's own `swift test` (issue 9,
/// items 4 and 7; Documentation/YourImplementation.md):
///
///     let report = try await AdSpecConformance.run(subject: MyAdapter(), corpus: .packaged)
///     #expect(report.passed, Comment(rawValue: report.text))
///
/// It runs the subject over every selected scenario with `await`, never holding a thread while
/// the subject works, so a `@MainActor` subject called from a `@MainActor` test does not
/// deadlock; then it judges the recorded runs with the runner `adspec mutants run` uses
/// (`ExpectationRun`, `ScenarioChecker`), on a thread of its own, and never writes a golden.
/// `.packaged` is the corpus shipped with the kit (the `AdSpecCorpus` product).
public enum AdSpecConformance {
    /// How a subject's runs are compared with the goldens (`ComparisonMode`).
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// Every line byte for byte: for the reference engine and ports that narrate as it does.
        case exact
        /// The normative projection, with the catalogue's windows and the partial order: for any
        /// other implementation (Documentation/Conformance.md).
        case conformance
    }

    /// Where a corpus lies: its scenario folder (schema, catalogue, library, scenarios) and its
    /// goldens. The kit's own is `.packaged`, from the `AdSpecCorpus` product.
    public struct CorpusLocation: Sendable, Hashable {
        public var specs: URL
        public var goldens: URL

        public init(specs: URL, goldens: URL) {
            self.specs = specs.standardizedFileURL
            self.goldens = goldens.standardizedFileURL
        }

        /// `root/Specs` and `root/Goldens`, as in a checkout of the kit.
        public init(root: URL) {
            self.init(specs: root.appendingPathComponent("Specs"), goldens: root.appendingPathComponent("Goldens"))
        }

        /// The folder printed paths are relative to: the one holding the scenario folder.
        var displayBase: URL { specs.deletingLastPathComponent() }
    }

    /// Nothing could be run: the corpus, the catalogue or the expectations file does not load, or
    /// the selection matches nothing. One problem a line.
    public struct SetupError: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// Runs the corpus against `subject`.
    /// - Parameters:
    ///   - mode: `.conformance` (the default) for an implementation of its own; `.exact` for the
    ///     reference engine's byte-for-byte regression suite.
    ///   - expectations: an expectations file (Documentation/Expectations.md) of what the subject
    ///     is known not to pass; failing otherwise than a line records is a failure.
    ///   - patterns: scenario ids or globs (`native/*`) to run; empty: every scenario.
    ///   - profile: the implementation's profile (issue 36; Documentation/Conformance.md), else
    ///     the subject's own `profile`; checked against the rule catalogue (a value outside its
    ///     domain or an unknown name is a `SetupError`, and so is a `profile` that disagrees with
    ///     the subject's own). Conformance mode only.
    ///   - concurrency: how many scenarios the subject runs at once. 1 (the default) runs them
    ///     one after another, for an SDK with process-wide state; raise it only for a subject
    ///     whose runs are independent.
    public static func run(
        subject: some AsyncBindingSubject, corpus: CorpusLocation, mode: Mode = .conformance,
        expectations: URL? = nil, only patterns: [String] = [], concurrency: Int = 1, profile: Profile? = nil
    ) async throws(SetupError) -> Report {
        // Issue 36, item 5: declared both here and by the subject, the two must agree.
        if let profile, let own = subject.profile,
            let conflict = Profile.disagreement(profile, from: "the profile argument", own, from: "the subject's profile")
        {
            throw SetupError(conflict)
        }
        let declared = profile ?? subject.profile
        let prepared = try await offload { () throws(SetupError) in
            try Prepared(corpus: corpus, mode: mode, expectations: expectations, patterns: patterns, profile: declared)
        }
        let runs = await RecordedSubject.record(
            subject, inputs: prepared.inputsToRun, concurrency: max(1, concurrency))
        let recorded = RecordedSubject(name: subject.name, runs: runs)
        let report = await offload { () throws(Never) in
            ExpectationRun(
                subject: recorded, workspace: prepared.workspace, expectations: prepared.expectations,
                jobs: ProcessInfo.processInfo.activeProcessorCount, mode: prepared.comparison, profile: prepared.profile
            ).run(prepared.selected)
        }
        return Report(mode: mode, expectationReport: recorded.timed(report, inputs: prepared.inputsByID))
    }

    /// The ids of the corpus's scenarios (those `patterns` select, when given), sorted: the
    /// arguments of a parameterized test with one case per scenario, each reading its outcome
    /// from one shared run (Documentation/YourImplementation.md).
    public static func scenarioIDs(corpus: CorpusLocation, only patterns: [String] = []) throws(SetupError) -> [String] {
        let scenarios: [LoadedScenario]
        do throws(DiagnosticList) {
            scenarios = try Corpus.load(specsDirectory: corpus.specs).scenarios
        } catch {
            throw SetupError(error.description)
        }
        do throws(Selection.NoMatch) {
            return try Selection(patterns: patterns).apply(to: scenarios).map(\.id).sorted()
        } catch {
            throw SetupError(error.description)
        }
    }

    /// Runs `work` on a Dispatch thread and waits for it without holding the caller's thread or
    /// actor: the kit's synchronous runner blocks the thread it runs on.
    static func offload<T: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> T
    ) async throws(Failure) -> T {
        let result: Result<T, Failure> = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(Failure) -> T in try work() })
            }
        }
        return try result.get()
    }
}

extension AdSpecConformance {
    /// The loaded corpus, its selection, the expectations and the comparison of one run.
    struct Prepared: Sendable {
        var workspace: Workspace
        var selected: [LoadedScenario]
        var expectations: Expectations
        var comparison: ComparisonMode
        var profile: Profile?

        init(
            corpus: CorpusLocation, mode: Mode, expectations file: URL?, patterns: [String], profile: Profile? = nil
        ) throws(SetupError) {
            self.profile = profile
            workspace = Workspace(
                specs: corpus.specs, goldens: GoldenStore(directory: corpus.goldens), displayBase: corpus.displayBase)
            let scenarios: [LoadedScenario]
            let problems: [String]
            do throws(DiagnosticList) {
                scenarios = try Corpus.load(specsDirectory: corpus.specs).scenarios
                expectations = try file.map { url throws(DiagnosticList) in try Expectations.load(file: url) } ?? .none
                switch mode {
                case .exact: comparison = .exact
                case .conformance: comparison = .conformance(try ConformanceWindows.load(specsDirectory: corpus.specs))
                }
                problems = try profile.map { profile throws(DiagnosticList) in
                    try Catalogue.load(specsDirectory: corpus.specs).catalogue.problems(of: profile)
                } ?? []
            } catch {
                throw SetupError(error.description)
            }
            // Issue 36, item 1: a value outside its domain or an unknown name is refused.
            if !problems.isEmpty { throw SetupError(problems.joined(separator: "\n")) }
            let stale = expectations.check(against: scenarios)
            if !stale.isEmpty { throw SetupError(DiagnosticList(stale).description) }
            do throws(Selection.NoMatch) {
                selected = try Selection(patterns: patterns).apply(to: scenarios)
            } catch {
                throw SetupError(error.description)
            }
        }

        /// The scenarios the subject is asked to run: not those the expectations skip, nor the
        /// negative ones the loader already refused (`NegativeScenario`: the subject is not asked).
        var toRun: [LoadedScenario] {
            let conformance = comparison.conformance(profile: profile)
            return selected.filter { scenario in
                scenario.loadRefusal.isEmpty && expectations.entry(for: scenario)?.verb != .skip
                    && (scenario.expectedRefusal != nil || conformance?.notApplicable(scenario.input) == nil)
            }
        }

        /// What the subject runs: each scenario's input with the declared profile applied
        /// (issue 36, item 2), as the checker asks the recorded runs for it.
        var inputsToRun: [ScenarioInput] { toRun.map(subjectInput) }

        var inputsByID: [String: ScenarioInput] {
            Dictionary(toRun.map { ($0.id, subjectInput($0)) }, uniquingKeysWith: { first, _ in first })
        }

        private func subjectInput(_ scenario: LoadedScenario) -> ScenarioInput {
            guard scenario.expectedRefusal == nil, let conformance = comparison.conformance(profile: profile) else {
                return scenario.input
            }
            return conformance.subjectInput(scenario.input)
        }
    }
}
