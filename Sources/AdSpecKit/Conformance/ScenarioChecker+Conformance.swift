import AdSpecEngine
import AdSpecHarness

extension ScenarioChecker {
    /// Conformance mode: the subject's normative events against the golden's, read from the
    /// golden's text (`GoldenDecoder`): the golden is the contract, and no other implementation
    /// is consulted. A golden that cannot be read is an error naming its line and column. Never
    /// writes a golden.
    func conform(_ scenario: LoadedScenario, windows: ConformanceWindows, into start: ScenarioResult) -> ScenarioResult {
        var result = start
        let store = workspace.goldens
        guard let golden = store.read(store.goldenURL(for: scenario.id)) else {
            result.status = .missingGolden
            result.notes = [.text("no golden at \(result.golden)"), .text("record it with: \(recordCommand) \(scenario.id)")]
            return result
        }
        result.expected = golden
        let decoded: DecodedGolden
        do throws(GoldenDecodingError) {
            decoded = try GoldenDecoder.decode(golden, file: result.golden)
        } catch {
            result.notes = [.text("cannot read the golden as events: \(error)")]
            return result
        }
        let lines: [TranscriptLine]
        do {
            lines = try subject.run(scenario.input)
        } catch {
            result.notes = [.text("the subject '\(subject.name)' could not run the scenario: \(error)")]
            return result
        }
        result.actual =
            TranscriptDocument(scenario: scenario, sourcePath: workspace.sourcePath(of: scenario), lines: lines)
            .text
        let expected = ConformanceMatcher.expected(
            from: decoded.lines, settings: scenario.input.settings, windows: windows,
            firstLine: DecodedGolden.firstEventLine)
        let failure = ConformanceMatcher.match(
            expected: expected, observed: ConformanceMatcher.observed(lines), golden: result.golden
        ).map { FailureMessage.named($0, golden: decoded.lines, actual: lines) }
        guard let failure else {
            result.status = .passed
            return result
        }
        result.status = .failed
        result.conformanceFailure = failure
        result.notes = FailureMessage.notes(failure, specs: workspace.specs)
        if !scenario.rules.isEmpty { result.notes.append(.text("covers \(scenario.rules.joined(separator: " "))")) }
        return result
    }
}
