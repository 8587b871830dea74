import AdSpecEngine
import AdSpecHarness

/// A loaded scenario's transcript document: its id, title, rules and source hash in the header.
extension TranscriptDocument {
    /// The golden file of a run of `scenario` that gave `lines`.
    public static func text(scenario: LoadedScenario, sourcePath: String, lines: [TranscriptLine]) -> String {
        let header =
            TranscriptDocument(
                scenarioID: scenario.id, sourcePath: sourcePath, sourceHash: scenario.sourceHash,
                title: scenario.title, rules: scenario.rules, events: []
            ).header
        return text(header: header, lines: lines)
    }
}
