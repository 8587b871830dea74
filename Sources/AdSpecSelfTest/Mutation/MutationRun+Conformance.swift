import AdSpecEngine
import AdSpecHarness
import AdSpecKit

/// The mutation run in conformance mode (issue 9, "Done when" (c); Documentation/Mutants.md):
/// the same mutant transcripts, judged by their normative events against the golden's, read
/// from the golden (`GoldenDecoder`), with the catalogue's windows and the partial order. A
/// mutant caught in exact mode only is a finding about the contract: the bug shows only in the
/// engine's narration, or moves events within what the documents allow.
extension MutationReport {
    /// Why a scenario that catches a mutant in exact mode passes in conformance mode.
    package struct ExactOnly: Sendable, Hashable, Codable {
        package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// Every normative event the same, at the same time, in the same order: the mutant
            /// changed informative lines only (notes, log wording, percentages, pending timers).
            case informativeOnly
            /// The same events at the same times, but events of different subjects at one instant
            /// in another order.
            case reordered
            /// A normative event at another time, inside the window of its rule.
            case insideWindow
        }

        package var scenario: String
        package var kind: Kind
        /// For `insideWindow`, the first moved event: `container A onAdImpression ... at 2620 ms,
        /// golden 2120 ms (Goldens/x.transcript:19), window 1620...3120 ms (IMP-1)`.
        package var detail: String?
    }

    /// A scenario left out of the conformance score: the plain engine does not pass it in
    /// conformance mode (its golden cannot be read, or does not match).
    package struct ConformanceLeftOut: Sendable, Hashable, Codable {
        package var scenario: String
        package var reason: String
    }
}

extension MutationRun {
    /// One scenario's golden as conformance mode reads it: its expected normative events, or
    /// why it cannot be used.
    struct ConformanceGolden: Sendable {
        var expected: [ConformanceMatcher.Expected]
        /// The golden file as printed.
        var name: String
    }

    /// The golden's expected events (`nil` for a negative scenario, judged as in exact mode),
    /// or why there are none.
    static func conformanceGolden(
        _ text: String?, scenario: LoadedScenario, workspace: Workspace, windows: ConformanceWindows
    ) -> Result<ConformanceGolden?, ConformanceProblem> {
        guard scenario.expectedRefusal == nil else { return .success(nil) }
        let name = workspace.display(workspace.goldens.goldenURL(for: scenario.id))
        guard let text else { return .failure(ConformanceProblem("no golden at \(name)")) }
        do throws(GoldenDecodingError) {
            let decoded = try GoldenDecoder.decode(text, file: name)
            let expected = ConformanceMatcher.expected(
                from: decoded.lines, settings: scenario.input.settings, windows: windows,
                firstLine: DecodedGolden.firstEventLine)
            return .success(ConformanceGolden(expected: expected, name: name))
        } catch {
            return .failure(ConformanceProblem("cannot read the golden as events: \(error)"))
        }
    }

    struct ConformanceProblem: Error, Sendable {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// What conformance mode says of one run: `nil` when it conforms, else how it does not.
    /// A negative scenario (`golden == nil`) is judged as in exact mode: `exactVerdict`.
    static func conformanceVerdict(
        _ run: Result<(text: String, lines: [TranscriptLine]), RunError>, golden: ConformanceGolden?,
        exactVerdict: String?
    ) -> String? {
        guard let golden else { return exactVerdict }
        switch run {
        case .failure(let error): return "the subject could not run it: \(error)"
        case .success(let run):
            let failure = ConformanceMatcher.match(
                expected: golden.expected, observed: ConformanceMatcher.observed(run.lines), golden: golden.name)
            return failure.map { $0.lines.first ?? "conformance: no match" }
        }
    }

    /// Why a run that differs from the golden byte for byte still conforms.
    static func exactOnly(
        scenario: String, lines: [TranscriptLine], golden: ConformanceGolden
    ) -> MutationReport.ExactOnly {
        let observed = ConformanceMatcher.observed(lines)
        let timed = { (time: Int, event: NormativeProjection.Event) in "\(time) \(event)" }
        if observed.map({ timed($0.timeMs, $0.event) }) == golden.expected.map({ timed($0.timeMs, $0.event) }) {
            return .init(scenario: scenario, kind: .informativeOnly, detail: nil)
        }
        // It conforms, so each subject's events pair up in order: the first whose time moved.
        var bySubject: [String: [ConformanceMatcher.Observed]] = [:]
        for event in observed { bySubject[event.event.subject, default: []].append(event) }
        var taken: [String: Int] = [:]
        for expected in golden.expected {
            let index = taken[expected.event.subject, default: 0]
            taken[expected.event.subject] = index + 1
            guard let got = bySubject[expected.event.subject], index < got.count else { continue }
            if got[index].timeMs != expected.timeMs {
                return .init(
                    scenario: scenario, kind: .insideWindow,
                    detail:
                        "\(expected.event) at \(got[index].timeMs) ms, golden \(expected.timeMs) ms (\(golden.name):\(expected.line)), "
                        + "window \(expected.allowed) (\(expected.rule))")
            }
        }
        return .init(scenario: scenario, kind: .reordered, detail: nil)
    }
}
