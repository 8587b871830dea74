/// When a run writes goldens (after swift-snapshot-testing's record modes).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden is a failure. The default of `verify` and `swift test`, and
    /// the only mode in CI unless a command-line flag says otherwise.
    case never
    /// Write goldens that do not exist yet; a mismatch still fails.
    case missing
    /// Write goldens that are missing or differ.
    case failed
    /// Write every golden (the default of `adspec record`); identical files are left untouched.
    case all

    /// Whether a scenario whose golden is `missing` (or else differs) gets written.
    func writes(goldenMissing: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: goldenMissing
        case .failed, .all: true
        }
    }
}

/// How a run treats goldens: when it writes them, and where.
public struct GoldenPolicy: Sendable, Hashable {
    public var mode: RecordMode
    /// Write pending goldens for review (`adspec review|accept|reject`) instead of over the
    /// accepted ones.
    public var pending: Bool
    /// Do not overwrite an accepted golden whose scenario is unchanged (the source hash in its
    /// header is the scenario's current one) although its transcript changed: the engine
    /// changed, and that is confirmed per golden on a terminal or with `--force`
    /// (`EngineChangeConfirmation`). The command line sets it; `swift test` does not, since
    /// recording there fails the test anyway.
    public var holdEngineChanges: Bool

    public init(mode: RecordMode = .never, pending: Bool = false, holdEngineChanges: Bool = false) {
        self.mode = mode
        self.pending = pending
        self.holdEngineChanges = holdEngineChanges
    }
}
