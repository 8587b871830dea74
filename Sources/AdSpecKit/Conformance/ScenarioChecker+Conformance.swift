import AdSpecEngine
import AdSpecHarness

extension ScenarioChecker {
    /// A comparison that never records (conformance mode): the golden must exist, the subject
    /// runs the comparison's input (its declared profile applied, issue 36, item 2), and the
    /// comparison judges the run; a golden that cannot be read is an error naming its line and
    /// column. Never writes a golden.
    func judge(_ scenario: LoadedScenario, by comparison: any TranscriptComparison, into start: ScenarioResult)
        -> ScenarioResult
    {
        var result = start
        let store = workspace.goldens
        guard let golden = store.read(store.goldenURL(for: scenario.id)) else {
            result.status = .missingGolden
            result.notes = [.text("no golden at \(result.golden)"), .text("record it with: \(recordCommand) \(scenario.id)")]
            return result
        }
        result.expected = golden
        let lines: [TranscriptLine]
        do {
            lines = try subject.run(comparison.subjectInput(scenario.input))
        } catch {
            result.notes = [.text("the subject '\(subject.name)' could not run the scenario: \(error)")]
            return result
        }
        let actual = TranscriptDocument.text(scenario: scenario, sourcePath: workspace.sourcePath(of: scenario), lines: lines)
        result.actual = actual
        switch comparison.compare(
            ComparedRun(input: scenario.input, text: actual, lines: lines), golden: golden, goldenName: result.golden)
        {
        case .matches:
            result.status = .passed
        case .unreadable(let message):
            result.actual = nil
            result.notes = [.text(message)]
        case .differs(let difference):
            result.status = .failed
            if let raw = difference.failure {
                // Named by the rule of the event that is wrong, its sentence quoted (issue 36, item 7).
                let failure = FailureMessage.named(
                    raw, golden: difference.expectedLines, actual: lines, firstLine: difference.firstExpectedLine)
                result.conformanceFailure = failure
                result.notes = FailureMessage.notes(failure, specs: workspace.specs)
                if let consistent = difference.consistentWith {
                    result.notes.append(.text(ConformanceComparison.consistentNote(consistent)))
                }
            } else {
                result.notes = difference.notes.map { .text($0) }
            }
            if !scenario.rules.isEmpty { result.notes.append(.text("covers \(scenario.rules.joined(separator: " "))")) }
        }
        return result
    }
}
