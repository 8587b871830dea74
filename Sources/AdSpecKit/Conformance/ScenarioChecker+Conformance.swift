import AdSpecEngine

extension ScenarioChecker {
    /// Conformance mode: the subject's normative events against the golden's. The golden's are
    /// the reference engine's typed events for the scenario, valid only when the reference engine
    /// reproduces the golden byte for byte (otherwise an error: the golden cannot be read as
    /// events). Never writes a golden.
    func conform(_ scenario: LoadedScenario, windows: ConformanceWindows, into start: ScenarioResult) -> ScenarioResult {
        var result = start
        let store = workspace.goldens
        guard let golden = store.read(store.goldenURL(for: scenario.id)) else {
            result.status = .missingGolden
            result.notes = [.text("no golden at \(result.golden)"), .text("record it with: \(recordCommand) \(scenario.id)")]
            return result
        }
        result.expected = golden
        let sourcePath = workspace.sourcePath(of: scenario)
        let reference: [TranscriptLine]
        do {
            reference = try ReferenceEngine().run(scenario.input)
        } catch {
            result.notes = [.text("golden not reproduced by the reference engine: it could not run the scenario: \(error)")]
            return result
        }
        let referenceDocument = TranscriptDocument(scenario: scenario, sourcePath: sourcePath, lines: reference)
        guard referenceDocument.text == golden else {
            let diff = TranscriptDiff(old: golden, new: referenceDocument.text, oldName: result.golden, newName: "reference")
            result.notes = [
                .text(
                    "golden not reproduced by the reference engine: \(result.golden) cannot be read as events; "
                        + "run 'adspec verify \(scenario.id)' (exact mode) and fix or re-record it first")
            ]
            result.firstDifference = FirstDifference(diff)
            return result
        }
        let lines: [TranscriptLine]
        do {
            lines = try subject.run(scenario.input)
        } catch {
            result.notes = [.text("the subject '\(subject.name)' could not run the scenario: \(error)")]
            return result
        }
        result.actual = TranscriptDocument(scenario: scenario, sourcePath: sourcePath, lines: lines).text
        let expected = ConformanceMatcher.expected(
            from: reference, settings: scenario.input.settings, windows: windows,
            firstLine: referenceDocument.header.count + 1)
        let failure = ConformanceMatcher.match(
            expected: expected, observed: ConformanceMatcher.observed(lines), golden: result.golden)
        guard let failure else {
            result.status = .passed
            return result
        }
        result.status = .failed
        result.conformanceFailure = failure
        result.notes = failure.lines.map { .text($0) }
        if !scenario.rules.isEmpty { result.notes.append(.text("covers \(scenario.rules.joined(separator: " "))")) }
        return result
    }
}
