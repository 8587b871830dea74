import AdSpecEngine
import AdSpecKit
import Foundation
import Testing

/// Every scenario file under `Specs/` is one test case, checked against its golden exactly as
/// `adspec verify` checks it: the same checker and the same environment variables (record mode,
/// `CI`, pending goldens, selection, sharding, artifacts, unreferenced goldens).
@Suite struct ConformanceTests {
    @Test("Scenario matches its golden", arguments: ConformanceCorpus.discovered)
    func scenario(_ file: ScenarioFile) throws {
        let workspace = ConformanceCorpus.workspace
        let scenario: LoadedScenario
        do {
            if let loaded = file.scenario {
                scenario = loaded
            } else {
                scenario = try Corpus.loadScenario(file: file.url, specsDirectory: workspace.specs)
            }
        } catch {
            Issue.record(
                Comment(
                    rawValue: "\(workspace.display(file.url)) does not load:\n"
                        + error.diagnostics.map(\.description).joined(separator: "\n")))
            return
        }
        let outcome = ConformanceRun.outcome
        if let error = outcome.usageError {
            Issue.record(Comment(rawValue: error))
            return
        }
        let result = try #require(outcome.results[scenario.id], "\(scenario.id) was not run")
        if let issue = RootCauses.testIssue(for: result, in: outcome.groups) { Issue.record(Comment(rawValue: issue)) }
    }

    @Test("Failures grouped by root cause")
    func rootCauses() {
        let outcome = ConformanceRun.outcome
        for note in outcome.notes { print(note) }
        // One issue per root cause shared by two or more scenarios (their own test cases fail too).
        for group in outcome.groups where group.ids.count > 1 {
            Issue.record(Comment(rawValue: RootCauses.groupIssue(group)))
        }
    }

    @Test("The corpus has scenarios and the selection matches")
    func corpusIsNotEmpty() throws {
        #expect(!ConformanceCorpus.allFiles.isEmpty, "no scenario files under \(ConformanceCorpus.workspace.specs.path)")
        let (selection, _) = try ConformanceCorpus.selection.get()
        if selection.isFiltered && selection.shard == nil {
            #expect(throws: Never.self, "the selection from the environment matches nothing") {
                try selection.apply(to: ConformanceCorpus.loaded.compactMap(\.scenario))
            }
        }
    }

    @Test("No golden is unreferenced")
    func unreferencedGoldens() throws {
        let (selection, _) = try ConformanceCorpus.selection.get()
        let (policy, notes) = try ConformanceCorpus.environment.unreferenced(flag: nil, filtered: selection.isFiltered)
        for note in notes { print(note) }
        guard let policy else { return }
        // Only a corpus that loads whole can say which ids exist.
        guard ConformanceCorpus.loaded.allSatisfy({ $0.scenario != nil }) else { return }
        let ids = Set(ConformanceCorpus.loaded.map(\.id))
        let found = Unreferenced.find(in: ConformanceCorpus.workspace.goldens, scenarioIDs: ids)
        let (lines, fails) = found.apply(policy, workspace: ConformanceCorpus.workspace)
        if fails {
            Issue.record(Comment(rawValue: lines.joined(separator: "\n")))
        } else {
            for line in lines { print(line) }
        }
    }
}
