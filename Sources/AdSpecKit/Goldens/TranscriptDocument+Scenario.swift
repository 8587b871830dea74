import AdSpecEngine
import AdSpecHarness

/// A loaded scenario's transcript document: its id, title, rules and source hash in the header.
extension TranscriptDocument {
    public init(scenario: LoadedScenario, sourcePath: String, lines: [TranscriptLine]) {
        self.init(
            scenarioID: scenario.id, sourcePath: sourcePath, sourceHash: scenario.sourceHash,
            title: scenario.title, rules: scenario.rules, events: lines.map(\.rendered))
    }
}
