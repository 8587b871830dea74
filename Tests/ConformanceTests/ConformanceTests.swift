import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import AdSpecTestSupport
import Foundation
import Testing

/// Checks one scenario file's result of the conformance run (`ConformanceRun`, the code `adspec
/// verify` runs) and records its issue where an editor should open: the golden's first divergent
/// line for a mismatch, the problem's line for a file that does not load, else the scenario
/// file's `<scenario` line.
enum ConformanceCheck {
    static func check(_ file: ScenarioFile) async {
        let workspace = ConformanceCorpus.workspace
        let scenario: LoadedScenario
        do {
            if let loaded = file.scenario {
                scenario = loaded
            } else {
                scenario = try Corpus.loadScenario(file: file.url, specsDirectory: workspace.specs)
            }
        } catch {
            let first = error.diagnostics.first
            Issue.record(
                Comment(
                    rawValue: "\(file.display) does not load:\n"
                        + error.diagnostics.map(\.description).joined(separator: "\n")),
                sourceLocation: SourceLocation(
                    fileID: file.display, filePath: file.url.standardizedFileURL.path,
                    line: max(1, first?.line ?? file.line), column: max(1, first?.column ?? 1)))
            return
        }
        let outcome = await ConformanceRun.outcome
        if let error = outcome.usageError {
            Issue.record(Comment(rawValue: error))
            return
        }
        guard let result = outcome.results[scenario.id] else {
            Issue.record(Comment(rawValue: "\(scenario.id) was not run:\n" + outcome.log))
            return
        }
        if let issue = RootCauses.testIssue(for: result, in: outcome.groups) {
            let place = workspace.issueLocation(of: result)
            // A golden's divergent line, else the scenario file at its `<scenario` line.
            let atSource = place.path == file.url.standardizedFileURL.path && place.line == 1
            Issue.record(
                Comment(rawValue: issue),
                sourceLocation: SourceLocation(
                    fileID: place.display.contains("/") ? place.display : "Goldens/" + place.display,
                    filePath: place.path, line: atSource ? file.line : place.line, column: 1))
        }
    }
}

/// Every scenario file under `Specs/` is a case of one parameterized test, found when the test
/// runs (issue 39, item 1): adding a file and recording its golden adds a case, with no other
/// edit. Each case is named by its scenario id, file and line, and checked against its golden
/// exactly as `adspec verify` checks it, through the same code and environment variables.
/// Swift Testing folds a parameterized test into one `<testcase>` of `--xunit-output`; the kit's
/// own JUnit report (`XML_OUTPUT_FILE`, `--junit`) has one per scenario.
@Suite struct ConformanceTests {
    /// The conformance run every `Scenario` case reads, awaited here before them (issue 39, item
    /// 2): a run one test at a time (`swift test --no-parallel`, in source order) charges its time
    /// to this test, named for it, instead of to whichever scenario came first. Every scenario
    /// file that loads must have its result from the run.
    @Test("The conformance run of the corpus, shared by every Scenario case")
    func conformanceRun() async {
        let outcome = await ConformanceRun.outcome
        guard outcome.usageError == nil else { return }  // the Scenario cases report it
        let missing = ConformanceCorpus.discovered.compactMap(\.scenario).map(\.id).filter { outcome.results[$0] == nil }
        #expect(missing.isEmpty, "scenarios with no result from the run: \(missing.prefix(5))")
        #expect(outcome.status != nil, "the run gave no exit status")
    }

    @Test("Scenario", arguments: ConformanceCorpus.discovered)
    func scenario(_ file: ScenarioFile) async {
        await ConformanceCheck.check(file)
    }

    @Test("Every scenario file of Specs/ is a test case, with nothing generated")
    func everyScenarioFileIsATestCase() throws {
        // The cases are the files the corpus walk finds now, not a list kept in a source file.
        let walked = Corpus.scenarioFiles(in: Repository.specs).map(\.standardizedFileURL.path)
        #expect(ConformanceCorpus.loaded.map(\.url.standardizedFileURL.path) == walked)
        if case .success(let (selection, _)) = ConformanceCorpus.selection, !selection.isFiltered {
            #expect(ConformanceCorpus.discovered.count == walked.count)
        }
        // No source file of this target lists scenario ids (a test may pick one or two as a
        // fixture by name; a list of cases is what this forbids).
        let folder = Repository.root.appendingPathComponent("Tests/ConformanceTests")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let ids = ConformanceCorpus.loaded.compactMap(\.scenario).map(\.id)
        for name in sources {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let named = ids.filter { text.contains("\"\($0)\"") }
            #expect(named.count < 3, "\(name) lists scenario ids: \(named.prefix(3))")
        }
    }

    @Test("Failures grouped by root cause")
    func rootCauses() async {
        let outcome = await ConformanceRun.outcome
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
