import AdSpecEngine
import AdSpecHarness

/// The failure signature (AdSpecHarness's `FailureSignature`) of a scenario checked by the kit's runner.
extension FailureSignature {
    /// The signature of a checked scenario that did not pass, `nil` for a pass.
    static func of(
        _ result: ScenarioResult, scenario: LoadedScenario, subject: any BindingSubject
    ) -> FailureSignature? {
        switch result.status {
        case .passed, .recorded, .notApplicable: return nil
        case .errored, .missingGolden: return FailureSignature(errored: true)
        case .failed, .pending: break
        }
        if let failure = result.conformanceFailure {
            return FailureSignature(line: failure.line, rule: failure.rule)
        }
        guard let line = result.firstDifference?.goldenLine else { return FailureSignature() }
        return FailureSignature(line: line, rule: rule(atGoldenLine: line, of: scenario, subject: subject))
    }

    /// Exact mode: the rule of the first normative event from the first differing line on, in the
    /// golden (read as the reference engine's typed lines) or in the subject's transcript,
    /// whichever comes first in time (the subject's on a tie: an event it added or changed).
    static func rule(atGoldenLine line: Int, of scenario: LoadedScenario, subject: any BindingSubject) -> String? {
        let start = max(0, line - TranscriptDocument.headerLineCount - 1)
        func first(_ lines: [TranscriptLine]?) -> TranscriptLine? {
            guard let lines, start < lines.count else { return nil }
            return lines[start...].first { $0.event.isNormative }
        }
        let golden = first(try? ReferenceEngine().run(scenario.input))
        let actual = first(try? subject.run(scenario.input))
        switch (golden, actual) {
        case (let golden?, let actual?): return (actual.timeMs <= golden.timeMs ? actual : golden).conformanceRule
        case (let golden?, nil): return golden.conformanceRule
        case (nil, let actual?): return actual.conformanceRule
        case (nil, nil): return nil
        }
    }
}
