import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import Foundation
import Testing

/// Checks one scenario file's result of the conformance run (`ConformanceRun`, the code `adspec
/// verify` runs) and records its issue at the golden's first divergent line.
enum ConformanceCheck {
    static func check(id: String) {
        guard let file = ConformanceCorpus.loaded.first(where: { $0.id == id }) else {
            Issue.record(
                Comment(
                    rawValue: "no scenario '\(id)' under Specs/ any more: regenerate the test cases with "
                        + ScenarioCaseFile.updateCommand))
            return
        }
        check(file)
    }

    static func check(_ file: ScenarioFile) {
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
        guard let result = outcome.results[scenario.id] else {
            Issue.record(Comment(rawValue: "\(scenario.id) was not run:\n" + outcome.log))
            return
        }
        if let issue = RootCauses.testIssue(for: result, in: outcome.groups) {
            // At the golden's first divergent line (or the scenario file), so that editors jump there.
            let place = workspace.issueLocation(of: result)
            Issue.record(
                Comment(rawValue: issue),
                sourceLocation: SourceLocation(
                    fileID: place.display.contains("/") ? place.display : "Goldens/" + place.display,
                    filePath: place.path, line: place.line, column: 1))
        }
    }
}

/// Every scenario under `Specs/` is a test function of its own (`ScenarioCases.swift`, generated),
/// so that `swift test --xunit-output` has one `<testcase>` per scenario: Swift Testing folds the
/// cases of a parameterized test into one `<testcase>`. Each is checked against its golden exactly
/// as `adspec verify` checks it, through the same code and the same environment variables.
@Suite struct ScenarioCases {}

@Suite struct ConformanceTests {
    @Test("Every scenario has its own test case")
    func everyScenarioHasATestCase() throws {
        let current = ScenarioCaseFile.text(ids: ConformanceCorpus.loaded.compactMap(\.scenario).map(\.id).sorted())
        if ProcessInfo.processInfo.environment["ADSPEC_UPDATE_TESTS"] == "1" {
            try current.write(to: ScenarioCaseFile.url, atomically: true, encoding: .utf8)
            return
        }
        let generated = Set(ScenarioCases.ids)
        // A scenario without a test function of its own (new, or a file that does not load) is
        // checked here, so that nothing goes unchecked until the file is regenerated.
        for file in ConformanceCorpus.discovered where file.scenario == nil || !generated.contains(file.id) {
            ConformanceCheck.check(file)
        }
        // Only a corpus that loads whole says which ids exist (a broken file is reported above).
        let whole = ConformanceCorpus.loaded.allSatisfy { $0.scenario != nil }
        if whole, (try? String(contentsOf: ScenarioCaseFile.url, encoding: .utf8)) != current {
            Issue.record(
                Comment(
                    rawValue: "Tests/ConformanceTests/ScenarioCases.swift does not list the scenarios of Specs/: "
                        + "regenerate it with " + ScenarioCaseFile.updateCommand))
        }
    }

    @Test("Failures grouped by root cause")
    func rootCauses() {
        let outcome = ConformanceRun.outcome
        // What `adspec verify` would print besides the scenarios: notes, annotations, closing line.
        print(outcome.log, terminator: "")
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
        let (policy, notes) = try ConformanceCorpus.environment.unreferenced(flag: nil, selection: selection)
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
