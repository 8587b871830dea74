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

        /// Whether the scenario counts as passed in the closing line and the exit status.
        public var isSuccess: Bool { self == .passed || self == .recorded }

        /// The word printed before the id.
        public var label: String {
            switch self {
            case .passed: "PASS"
            case .recorded: "RECORDED"
            case .failed, .missingGolden, .pending: "FAIL"
            case .errored: "ERROR"
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
    /// One or more lines saying what happened, for failures and errors; empty for a plain pass.
    public var message: String
    /// The golden and actual transcripts (the actual is `nil` when the scenario errored before
    /// producing one).
    public var expected: String?
    public var actual: String?
    /// The unified diff, golden to actual, without colour.
    public var diff: TranscriptDiff?
    public var firstDifference: FirstDifference?
    /// The path written, as printed, when a golden or pending golden was written.
    public var written: String?
    public var seconds: Double

    public init(
        id: String, title: String, rules: [String], source: String?, golden: String, status: Status,
        message: String = "", expected: String? = nil, actual: String? = nil, diff: TranscriptDiff? = nil,
        firstDifference: FirstDifference? = nil, written: String? = nil, seconds: Double = 0
    ) {
        self.id = id
        self.title = title
        self.rules = rules
        self.source = source
        self.golden = golden
        self.status = status
        self.message = message
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.firstDifference = firstDifference
        self.written = written
        self.seconds = seconds
    }
}
