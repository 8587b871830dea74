import AdSpecEngine

/// How a subject's transcript is judged against a golden (issue 35, item 1: the comparison as a
/// small protocol; Documentation/Conformance.md). `ScenarioChecker` (AdSpecKit) runs the subject
/// and reads the golden, and asks its comparison three things: whether the scenario applies to
/// the subject, with which input the subject runs it, and whether the run matches. The exact
/// comparison lives in the core (AdSpecKit's `ExactComparison`), the conformance one here.
public protocol TranscriptComparison: Sendable {
    /// `exact` or `conformance`, as `adspec verify --mode` spells it.
    var name: String { get }
    /// Whether a run that differs may be recorded as the golden (only a byte-for-byte
    /// comparison's golden is the run itself).
    var recordsGoldens: Bool { get }
    /// `nil` when the scenario applies to the subject; else why not (NOT APPLICABLE, issue 36,
    /// item 2): the scenario pins a setting the subject has otherwise and cannot be given.
    func notApplicable(_ input: ScenarioInput) -> String?
    /// The input the subject runs: the scenario's, with the subject's declared profile where the
    /// scenario pins nothing.
    func subjectInput(_ input: ScenarioInput) -> ScenarioInput
    /// Whether the run matches the golden; `golden` is its text, `goldenName` the file as printed.
    func compare(_ run: ComparedRun, golden: String, goldenName: String) -> ComparisonVerdict
}

/// One run of a scenario, as the comparison sees it.
public struct ComparedRun: Sendable {
    /// The scenario's input as loaded (its own settings, `pinnedSettings`).
    public var input: ScenarioInput
    /// The transcript as written (header and lines).
    public var text: String
    /// The subject's lines.
    public var lines: [TranscriptLine]

    public init(input: ScenarioInput, text: String, lines: [TranscriptLine]) {
        self.input = input
        self.text = text
        self.lines = lines
    }
}

/// What a comparison concluded.
public enum ComparisonVerdict: Sendable {
    case matches
    /// The run does not match.
    case differs(ComparisonDifference)
    /// The golden could not be judged (it does not decode as events): an error, not a failure.
    case unreadable(String)
}

/// Why a run does not match: the lines that say so and what to do, and for the conformance
/// comparison the first normative event that could not be matched.
public struct ComparisonDifference: Sendable {
    public var notes: [String]
    package var failure: ConformanceMatcher.Failure?
    /// The lines the expectation was projected from (the golden's, or the reference engine's run
    /// for a declared profile) and the line number of the first: what names the rule of an event
    /// that differs (`FailureMessage.named`).
    package var expectedLines: [TranscriptLine] = []
    package var firstExpectedLine = 1
    /// Issue 36, items 6 and 7: the other values of the profile's dimensions that explain every
    /// difference, when some do.
    package var consistentWith: ConformanceComparison.Consistency?

    package init(notes: [String], failure: ConformanceMatcher.Failure? = nil) {
        self.notes = notes
        self.failure = failure
    }

    public init(notes: [String]) { self.init(notes: notes, failure: nil) }
}

/// The conformance comparison (Documentation/Conformance.md): the subject's normative events
/// against the expectation for its declared profile, with the catalogue's windows and the
/// partial order.
public struct ConformanceComparison: TranscriptComparison {
    public var windows: ConformanceWindows
    /// The subject's declared profile (issue 36, item 1); `nil`: none declared, the default.
    public var profile: Profile?
    /// The implementation whose runs are the expectations for a profile other than the default,
    /// and for "consistent with" (the reference engine).
    public var reference: any BindingSubject

    public init(windows: ConformanceWindows, profile: Profile? = nil, reference: any BindingSubject = ReferenceEngine()) {
        self.windows = windows
        self.profile = profile
        self.reference = reference
    }

    public var name: String { "conformance" }
    public var recordsGoldens: Bool { false }

    public func notApplicable(_ input: ScenarioInput) -> String? {
        guard let profile else { return nil }
        let conflicts = profile.conflicts(with: input.settings, pinned: input.pinnedSettings)
        guard !conflicts.isEmpty else { return nil }
        let defaults = Settings()
        let described = conflicts.map { name in
            "the scenario sets \(name)=\(input.settings.text(of: name) ?? "?"), the profile has "
                + "\(profile.values[name].flatMap { Profile.canonical(name, $0) } ?? defaults.text(of: name) ?? "?")"
        }
        return "not applicable: " + described.joined(separator: "; ")
            + " (a subject that can be given the value declares it configurable)"
    }

    public func subjectInput(_ input: ScenarioInput) -> ScenarioInput {
        guard let profile else { return input }
        var result = input
        result.settings = profile.applied(to: input.settings, pinned: input.pinnedSettings)
        return result
    }

    public func compare(_ run: ComparedRun, golden: String, goldenName: String) -> ComparisonVerdict {
        let decoded: DecodedGolden
        do throws(GoldenDecodingError) {
            decoded = try GoldenDecoder.decode(golden, file: goldenName)
        } catch {
            return .unreadable("cannot read the golden as events: \(error)")
        }
        let observed = ConformanceMatcher.observed(run.lines)
        let settings = subjectInput(run.input).settings
        // Issue 36, item 2: the golden records the default profile; for another, the expectation is
        // the reference engine run with the declared values, projected to its normative events.
        var expectedLines = decoded.lines
        var firstLine = DecodedGolden.firstEventLine
        var expected = ConformanceMatcher.expected(
            from: decoded.lines, settings: run.input.settings, windows: windows, firstLine: firstLine)
        var source = goldenName
        if settings != run.input.settings {
            var moved = run.input
            moved.settings = settings
            guard let lines = try? reference.run(moved) else {
                return .unreadable("the reference engine could not run the scenario with the declared profile")
            }
            (expectedLines, firstLine) = (lines, 1)
            expected = ConformanceMatcher.expected(from: lines, settings: settings, windows: windows, firstLine: firstLine)
            source = "the reference engine with the declared profile (\(Self.describe(moved: settings)))"
        }
        guard let failure = ConformanceMatcher.match(expected: expected, observed: observed, golden: source) else {
            return .matches
        }
        var difference = ComparisonDifference(notes: failure.lines, failure: failure)
        (difference.expectedLines, difference.firstExpectedLine) = (expectedLines, firstLine)
        if profile == nil, let consistent = consistentWith(run.input, observed: observed) {
            difference.consistentWith = consistent
            difference.notes.append(Self.consistentNote(consistent))
        }
        return .differs(difference)
    }

    /// What the evidence says a subject's run is consistent with (issue 36, items 6 and 7): each
    /// dimension whose other values explain every difference, with those values.
    package struct Consistency: Sendable, Hashable {
        /// `impressionDwellMs=1500`, `impressionDwellMs in 1381...2000 ms`,
        /// `loadWhileBusy=restart`; several joined by ", or ".
        package var text: String
        /// One value of one dimension, and no other value tried explains it.
        package var single: Bool
    }

    /// The advice when other values of the profile's dimensions explain every difference.
    package static func consistentNote(_ consistent: Consistency) -> String {
        consistent.single
            ? "consistent with \(consistent.text): declare it with --profile"
            : "consistent with \(consistent.text) (each value tried there explains every difference): "
                + "declare the value you chose with --profile"
    }

    /// Issue 36, items 6 and 7: without a declared profile, the other values of the dimensions
    /// the scenario reaches with which the reference engine's run matches the subject's. Every
    /// candidate of each dimension is tried (`Tolerance.candidates`), not only the first that
    /// explains: when several do, a range's edges are found by bisection between a value that
    /// explains and its neighbour tried that does not (whole units), so the message names the
    /// values the evidence supports, not one of them as if it were the only one. A value whose
    /// run shows the same normative events at the same times as the scenario's own changes
    /// nothing, and the scenario's own settings are not moved.
    func consistentWith(_ input: ScenarioInput, observed: [ConformanceMatcher.Observed]) -> Consistency? {
        guard let baseline = try? reference.run(input) else { return nil }
        // The subject does what the engine does at the scenario's own values: what differs is the
        // golden (edited by hand, or older than the engine), not a choice to declare.
        let atDefault = ConformanceMatcher.expected(from: baseline, settings: input.settings, windows: windows, firstLine: 1)
        if ConformanceMatcher.match(expected: atDefault, observed: observed, golden: "") == nil { return nil }
        let baseEvents = baseline.compactMap(\.normative)
        let baseTimes = baseline.map(\.timeMs)
        var found: [(text: String, values: Int)] = []
        for dimension in windows.dimensions where !input.pinnedSettings.contains(dimension.setting) {
            let setting = dimension.setting
            /// Whether the engine with `setting` at `value` does what the subject did.
            func explains(_ value: String) -> Bool {
                var moved = input
                guard (try? moved.settings.override(setting, with: value)) != nil, let lines = try? reference.run(moved)
                else { return false }
                // The same events at the same times: the dimension does not reach this scenario.
                if lines.compactMap(\.normative) == baseEvents && lines.map(\.timeMs) == baseTimes { return false }
                let expected = ConformanceMatcher.expected(from: lines, settings: moved.settings, windows: windows, firstLine: 1)
                return ConformanceMatcher.match(expected: expected, observed: observed, golden: "") == nil
            }
            let current = input.settings.text(of: setting)
            let candidates = dimension.candidates(around: current)
            let explaining = candidates.filter(explains)
            guard !explaining.isEmpty else { continue }
            let tolerance = dimension
            guard tolerance.kind != .alternatives, let own = current.flatMap(Double.init) else {
                found.append(("\(setting)=" + explaining.joined(separator: " or "), explaining.count))
                continue
            }
            // A number: the values tried, in order, the scenario's own among them (it does not explain).
            let tried = (candidates.compactMap { value in Double(value).map { ($0, explaining.contains(value)) } }
                + [(own, false)]).sorted { $0.0 < $1.0 }
            let whole = ["ms", "count", "points"].contains(tolerance.unit)
            func text(_ number: Double) -> String { whole ? String(Int(number)) : formatPoints(number) }
            /// The value nearest `inside` (which explains) that still explains, toward `outside`
            /// (which does not): bisection over whole units.
            func edge(from inside: Double, toward outside: Double) -> Double {
                guard whole else { return inside }
                var (yes, no) = (inside, outside)
                while abs(yes - no) > 1 {
                    let middle = ((yes + no) / 2).rounded(.down)
                    if explains(text(middle)) { yes = middle } else { no = middle }
                }
                return yes
            }
            var index = 0
            while index < tried.count {
                guard tried[index].1 else {
                    index += 1
                    continue
                }
                var end = index
                while end + 1 < tried.count && tried[end + 1].1 { end += 1 }
                let low = index > 0 ? edge(from: tried[index].0, toward: tried[index - 1].0) : tried[index].0
                let high = end + 1 < tried.count ? edge(from: tried[end].0, toward: tried[end + 1].0) : tried[end].0
                let unit = tolerance.unit == "count" ? "" : " \(tolerance.unit)"
                found.append(
                    low == high ? ("\(setting)=\(text(low))", 1) : ("\(setting) in \(text(low))...\(text(high))\(unit)", 2))
                index = end + 1
            }
        }
        guard !found.isEmpty else { return nil }
        return Consistency(
            text: found.map(\.text).joined(separator: ", or "), single: found.count == 1 && found[0].values == 1)
    }

    /// `impressionDwellMs=1500, loadWhileBusy=restart`: the settings that differ from the default.
    static func describe(moved settings: Settings) -> String {
        let defaults = Settings()
        let moved = Settings.names.filter { settings.text(of: $0) != defaults.text(of: $0) }
        return moved.map { "\($0)=\(settings.text(of: $0) ?? "?")" }.joined(separator: ", ")
    }
}
