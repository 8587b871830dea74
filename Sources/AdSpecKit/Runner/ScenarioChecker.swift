import AdSpecEngine
import AdSpecHarness
import Foundation

/// Runs one scenario against a subject, compares its transcript with the golden, and writes a
/// golden or pending golden when the policy asks. Shared by `adspec verify|record` and by
/// `swift test`, so the two ways of running never disagree.
public struct ScenarioChecker: Sendable {
    public var subject: any BindingSubject
    public var workspace: Workspace
    public var policy: GoldenPolicy
    /// The command a user runs to re-record a golden, with the id appended.
    public var recordCommand: String
    /// How the run is judged (issue 35, item 1): `ExactComparison` or AdSpecHarness's
    /// `ConformanceComparison` (Documentation/Conformance.md).
    public var comparison: any TranscriptComparison

    public init(
        subject: any BindingSubject, workspace: Workspace, policy: GoldenPolicy,
        recordCommand: String = "swift run adspec record", mode: ComparisonMode = .exact, profile: Profile? = nil
    ) {
        self.init(
            subject: subject, workspace: workspace, policy: policy, recordCommand: recordCommand,
            comparison: mode.conformance(profile: profile) ?? ExactComparison())
    }

    public init(
        subject: any BindingSubject, workspace: Workspace, policy: GoldenPolicy, recordCommand: String,
        comparison: any TranscriptComparison
    ) {
        self.subject = subject
        self.workspace = workspace
        self.policy = policy
        self.recordCommand = recordCommand
        self.comparison = comparison
    }

    /// The transcript text of one run, or the reason it could not be made.
    public func transcript(of scenario: LoadedScenario) -> Result<String, RunError> {
        typedTranscript(of: scenario).map(\.text)
    }

    /// The transcript text of one run with the engine's typed lines it was written from (none for
    /// a negative scenario, whose transcript is its expected refusal).
    package func typedTranscript(of scenario: LoadedScenario) -> Result<(text: String, lines: [TranscriptLine]), RunError> {
        typedTranscript(of: scenario, sourcePath: workspace.sourcePath(of: scenario))
    }

    /// `typedTranscript(of:)` for the scenario file as golden headers name it; `input` is what
    /// the subject runs (the scenario's, or the comparison's `subjectInput`).
    private func typedTranscript(
        of scenario: LoadedScenario, sourcePath: String, input: ScenarioInput? = nil
    ) -> Result<(text: String, lines: [TranscriptLine]), RunError> {
        if let expected = scenario.expectedRefusal {
            // A negative scenario: its transcript is the refusal it expects (NegativeScenario.swift).
            switch NegativeScenario.events(of: scenario, expected: expected, subject: subject) {
            case .success(let events):
                let document = TranscriptDocument(
                    scenarioID: scenario.id, sourcePath: sourcePath,
                    sourceHash: scenario.sourceHash, title: scenario.title, rules: scenario.rules, events: events)
                return .success((document.text, []))
            case .failure(let mismatch):
                return .failure(RunError(stepIndex: nil, message: mismatch.description))
            }
        }
        do {
            let lines = try subject.run(input ?? scenario.input)
            return .success((TranscriptDocument.text(scenario: scenario, sourcePath: sourcePath, lines: lines), lines))
        } catch {
            return .failure(error)
        }
    }

    public func check(_ scenario: LoadedScenario) -> ScenarioResult {
        let start = ContinuousClock.now
        var result = evaluate(scenario)
        if let reporting = subject as? any SubjectFaultReporting, let fault = reporting.fault(of: scenario.input.id) {
            // The subject process failed (crashed, hung, broke the protocol): an error, never a
            // failure of the scenario, whatever it expected (Documentation/SubjectProtocol.md).
            result.status = .errored
            result.notes = [.text(fault)]
            result.actual = nil
            result.diff = nil
            result.firstDifference = nil
            result.conformanceFailure = nil
        }
        let elapsed = ContinuousClock.now - start
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }

    private func evaluate(_ scenario: LoadedScenario) -> ScenarioResult {
        let store = workspace.goldens
        let goldenURL = store.goldenURL(for: scenario.id)
        // Found once for its display and the golden header.
        let paths = workspace.paths(of: scenario)
        var result = ScenarioResult(
            id: scenario.id, title: scenario.title, rules: scenario.rules,
            source: paths.display, golden: workspace.display(file: goldenURL.path), status: .errored)
        do throws(GoldenStore.BadID) {
            try GoldenStore.validate(id: scenario.id)
        } catch {
            result.notes = [.text(error.description)]
            return result
        }
        // A negative scenario's golden is its refusal alone: judged byte for byte whatever the mode.
        let comparison: any TranscriptComparison = scenario.expectedRefusal == nil ? self.comparison : ExactComparison()
        if let reason = comparison.notApplicable(scenario.input) {
            // Issue 36, item 2: counted and listed, never a pass, never run.
            result.status = .notApplicable
            result.notes = [.text(reason)]
            return result
        }
        // A comparison that never records (conformance) judges the golden's events alone.
        if !comparison.recordsGoldens { return judge(scenario, by: comparison, into: result) }
        let actual: String
        let typedLines: [TranscriptLine]
        switch typedTranscript(of: scenario, sourcePath: paths.recorded, input: comparison.subjectInput(scenario.input)) {
        case .success(let run): (actual, typedLines) = run
        case .failure(let error) where scenario.expectedRefusal != nil:
            // Not refused as expected: a failure of the subject, never recorded.
            result.status = .failed
            result.notes = [.text(error.message)]
            if !scenario.rules.isEmpty { result.notes.append(.text("covers \(scenario.rules.joined(separator: " "))")) }
            if policy.mode != .never { result.notes.append(.text("not recorded: a negative scenario's golden holds only its expected refusal")) }
            return result
        case .failure(let error):
            result.notes = [.text("the subject '\(subject.name)' could not run the scenario: \(error)")]
            if policy.mode != .never { result.notes.append(.text("not recorded: a scenario that errors is never recorded")) }
            return result
        }
        result.actual = actual
        let expected: String?
        do throws(BoundedFile.Failure) {
            expected = try store.readChecked(goldenURL)
        } catch {
            result.notes = [.text("cannot read the golden \(result.golden): \(error)")]
            return result
        }
        result.expected = expected
        if let expected {
            describeDifference(expected: expected, actual: actual, lines: typedLines, scenario: scenario, into: &result)
        }
        // A pending golden nobody accepted or rejected is unfinished review: never a silent pass.
        let pendingURL = store.pendingURL(for: scenario.id)
        let waiting = !policy.pending && FileManager.default.fileExists(atPath: pendingURL.path)
        // Made only when it is shown (a pending golden waits).
        var reviewHint: String {
            "a pending golden waits for review at \(workspace.display(pendingURL)): "
                + "see it with 'swift run adspec review \(scenario.id)', then 'adspec accept \(scenario.id)' or 'adspec reject \(scenario.id)'"
        }
        let matches: Bool
        if let expected {
            let run = ComparedRun(input: scenario.input, text: actual, lines: typedLines)
            if case .matches = comparison.compare(run, golden: expected, goldenName: result.golden) {
                matches = true
            } else {
                matches = false
            }
        } else {
            matches = false
        }
        if matches {
            result.status = .passed
            if policy.pending { removeStalePending(of: scenario, into: &result) }
            if waiting {
                result.status = .pending
                result.notes = [.text(reviewHint)]
            }
            return result
        }
        guard policy.mode.writes(goldenMissing: expected == nil) else {
            result.status = expected == nil ? .missingGolden : .failed
            if expected == nil {
                result.notes = [.text("no golden at \(result.golden)"), .text("record it with: \(recordCommand) \(scenario.id)")]
            }
            if waiting { result.notes.append(.text(reviewHint)) }
            return result
        }
        // Record only what the subject gives twice, byte for byte.
        let second: String
        switch transcript(of: scenario) {
        case .success(let text): second = text
        case .failure(let error): second = "the second run failed: \(error)\n"
        }
        if second != actual {
            let diff = TranscriptDiff(old: actual, new: second, oldName: "first run", newName: "second run")
            result.status = .errored
            result.notes = [.text("two runs of the scenario gave different transcripts: not recorded")]
            result.diff = diff
            result.firstDifference = FirstDifference(diff)
            return result
        }
        if policy.holdEngineChanges && !policy.pending, let expected,
            GoldenHeader(parsing: expected).sourceHash == scenario.sourceHash
        {
            result.status = .failed
            result.heldEngineChange = true
            // Say why, and make the hint to re-record the one that writes it.
            result.notes = result.notes.filter { !$0.isRerecord } + [
                .text("not re-recorded: the scenario did not change, so the engine did; confirm on a terminal, or pass --force"),
                .rerecord(command: "\(recordCommand) --force \(scenario.id)"),
            ]
            return result
        }
        let destination = policy.pending ? pendingURL : goldenURL
        do throws(GoldenStore.WriteError) {
            try GoldenStore.writeAtomically(actual, to: destination)
        } catch {
            result.status = .errored
            result.notes = [.text(error.description)]
            return result
        }
        result.written = workspace.display(destination)
        if policy.pending {
            result.status = .pending
            let what = expected == nil ? "new golden" : "changed golden"
            result.notes =
                [
                    .text("\(what) written for review to \(result.written!)"),
                    .text("accept with: swift run adspec accept \(scenario.id)"),
                ] + result.notes
        } else {
            result.status = .recorded
            result.notes = [.text((expected == nil ? "new golden " : "golden updated ") + result.written!)]
        }
        return result
    }

    private func describeDifference(
        expected: String, actual: String, lines typedLines: [TranscriptLine], scenario: LoadedScenario,
        into result: inout ScenarioResult
    ) {
        guard expected != actual else { return }
        let diff = TranscriptDiff(old: expected, new: actual, oldName: result.golden, newName: "actual")
        result.diff = diff
        result.firstDifference = FirstDifference(diff)
        if let first = result.firstDifference {
            result.firstDifference?.rule = Self.rule(of: first, golden: expected, actual: typedLines)
            result.firstDifference?.kind = Self.kind(of: first, actual: typedLines)
        }
        var notes: [ScenarioResult.Note] = [.text("golden \(result.golden) differs from the transcript of '\(subject.name)'")]
        if let first = result.firstDifference { notes += FailureMessage.notes(exact: first, specs: workspace.specs) }
        var lines: [String] = []
        let header = GoldenHeader(parsing: expected)
        if let recorded = header.sourceHash {
            if recorded == scenario.sourceHash {
                lines.append(
                    "the scenario (its file and the library it uses) is unchanged since the golden was recorded: the engine's behaviour changed (or the golden was edited by hand)"
                )
            } else {
                lines.append(
                    "the scenario (its file or the library it uses) changed since the golden was recorded (sha256 \(Self.short(recorded)) -> "
                        + "\(Self.short(scenario.sourceHash))) and the golden was not re-recorded")
            }
        } else {
            lines.append("the golden's header does not say what it was made from (hand-written or an older format)")
        }
        // The rule of the diverging event says more than every rule the scenario covers.
        if result.firstDifference?.rule == nil && !scenario.rules.isEmpty {
            lines.append("covers \(scenario.rules.joined(separator: " "))")
        }
        result.notes = notes + lines.map { .text($0) } + [.rerecord(command: "\(recordCommand) \(scenario.id)")]
    }

    private func removeStalePending(of scenario: LoadedScenario, into result: inout ScenarioResult) {
        let pending = workspace.goldens.pendingURL(for: scenario.id)
        guard FileManager.default.fileExists(atPath: pending.path) else { return }
        GoldenStore.remove(pending, pruningUpTo: workspace.goldens.pendingDirectory ?? workspace.goldens.directory)
        result.notes = [.text("removed the stale pending golden \(workspace.display(pending)): the scenario passes")]
    }

    static func short(_ hash: String) -> String { String(hash.prefix(12)) }
}

/// The exact comparison (issue 35, item 1): the transcript equals the golden byte for byte; the
/// one comparison whose golden may be recorded from a run.
public struct ExactComparison: TranscriptComparison {
    public init() {}

    public var name: String { "exact" }
    public var recordsGoldens: Bool { true }
    public func notApplicable(_ input: ScenarioInput) -> String? { nil }
    public func subjectInput(_ input: ScenarioInput) -> ScenarioInput { input }

    public func compare(_ run: ComparedRun, golden: String, goldenName: String) -> ComparisonVerdict {
        golden == run.text ? .matches : .differs(ComparisonDifference(notes: []))
    }
}
