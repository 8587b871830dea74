import AdSpecHarness
/// What checking one scenario against its golden gave.
public struct ScenarioResult: Sendable {
    public enum Status: String, Sendable, Hashable {
        /// The transcript equals the golden.
        case passed
        /// The golden was written (the record mode asked for it); counts as passed.
        case recorded
        /// The transcript differs from the golden.
        case failed
        /// There is no golden (never recorded on the fly unless the record mode says so).
        case missingGolden
        /// A pending golden was written for review; the accepted golden still differs or is missing.
        case pending
        /// The scenario could not be run or loaded, or ran differently twice: never a pass.
        case errored
        /// The scenario pins a setting to a value the subject's declared profile does not have
        /// and the subject cannot be given (issue 36, item 2): not run, counted apart, never a pass.
        case notApplicable

        /// Whether the scenario counts as passed in the closing line and the exit status.
        public var isSuccess: Bool { self == .passed || self == .recorded }

        /// Whether the scenario fails the run: neither a success nor NOT APPLICABLE (issue 36,
        /// item 2: counted apart, never a pass and never a failure).
        public var isFailure: Bool { !isSuccess && self != .notApplicable }

        /// The word printed before the id.
        public var label: String {
            switch self {
            case .passed: "PASS"
            case .recorded: "RECORDED"
            case .failed, .missingGolden, .pending: "FAIL"
            case .errored: "ERROR"
            case .notApplicable: "N/A"
            }
        }
    }

    public var id: String
    public var title: String
    public var rules: [String]
    /// The scenario file as printed (`Specs/native/x.xml`), `nil` when unknown.
    public var source: String?
    /// The golden as printed (`Goldens/native/x.transcript`).
    public var golden: String
    public var status: Status
    /// One line of what happened. The hint to re-record is a case of its own, so that a run that
    /// holds another implementation to the goldens can leave it out without reading the text.
    public enum Note: Sendable, Hashable {
        case text(String)
        /// `re-record with: <command>`; the command names the scenario.
        case rerecord(command: String)
        /// The golden's line and the subject's, their differing part marked (issue 39 item 3).
        case compared(ComparedLines)

        /// As printed without colour: a compared pair with caret lines under what differs.
        public var text: String { text(color: false) }

        /// As printed; with `color`, a compared pair has its differing part coloured instead.
        public func text(color: Bool) -> String {
            switch self {
            case .text(let text): text
            case .rerecord(let command): "re-record with: \(command)"
            case .compared(let lines): color ? lines.colored : lines.plain
            }
        }
    }

    /// What happened, for failures and errors, a line each; empty for a plain pass.
    public var notes: [Note]

    /// The notes as printed, one a line (`includingRerecord: false` leaves out the hint to re-record).
    public func message(includingRerecord: Bool) -> String {
        notes.filter { includingRerecord || !$0.isRerecord }.map(\.text).joined(separator: "\n")
    }

    /// The notes as printed, one a line.
    public var message: String { message(includingRerecord: true) }
    /// The golden and actual transcripts (the actual is `nil` when the scenario errored before
    /// producing one).
    public var expected: String?
    public var actual: String?
    /// The unified diff, golden to actual, without colour.
    public var diff: TranscriptDiff?
    public var firstDifference: FirstDifference?
    /// In conformance mode, the first normative event that could not be matched.
    package var conformanceFailure: ConformanceMatcher.Failure?
    /// The path written, as printed, when a golden or pending golden was written.
    public var written: String?
    public var seconds: Double
    /// A golden left unwritten although the record mode asked for it: its scenario is unchanged,
    /// so the engine changed, and writing it needs a yes on a terminal or `--force`.
    public var heldEngineChange = false
    /// Set when the result stands for a problem of the whole run (`RunProblem`), not a scenario.
    public var problem: RunProblem? = nil
    /// For a scenario file that failed to load: its problems, `path:line:column` (empty otherwise).
    public var diagnostics: [Diagnostic] = []

    public init(
        id: String, title: String, rules: [String], source: String?, golden: String, status: Status,
        notes: [Note] = [], expected: String? = nil, actual: String? = nil, diff: TranscriptDiff? = nil,
        firstDifference: FirstDifference? = nil, written: String? = nil, seconds: Double = 0
    ) {
        self.id = id
        self.title = title
        self.rules = rules
        self.source = source
        self.golden = golden
        self.status = status
        self.notes = notes
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.firstDifference = firstDifference
        self.written = written
        self.seconds = seconds
    }
}

extension ScenarioResult.Note {
    package var isRerecord: Bool {
        if case .rerecord = self { true } else { false }
    }
}
