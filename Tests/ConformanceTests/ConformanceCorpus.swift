import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import AdSpecTestSupport
import Foundation
import Testing

/// One scenario file, a test case of `ConformanceTests.scenario` (issue 39, item 1: found when
/// the test runs, so a new file is a new case with no other edit), labelled in test output by its
/// scenario id and its file and line (`native/basic-load (Specs/native/basic-load.xml:2)`).
struct ScenarioFile: Sendable, CustomTestStringConvertible {
    var url: URL
    /// The scenario id, or the file's path when it does not load.
    var id: String
    var scenario: LoadedScenario?
    /// The file as printed (`Specs/native/basic-load.xml`).
    var display: String
    /// The line of the `<scenario` element (1 when there is none).
    var line: Int

    var testDescription: String { scenario == nil ? "\(display):\(line)" : "\(id) (\(display):\(line))" }

    /// The line of the first `<scenario` in the file's bytes (the root element), else 1.
    static func scenarioLine(of url: URL) -> Int {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
            let start = text.range(of: "<scenario")
        else { return 1 }
        return text[..<start.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}

/// The package's scenarios, found at run time under `Specs/` (see `Repository`), narrowed
/// by the same environment variables `adspec verify` honours (see `RunEnvironment`).
enum ConformanceCorpus {
    static var root: URL { Repository.root }

    static let environment = RunEnvironment()

    static let workspace = Workspace(
        specs: Repository.specs,
        goldens: GoldenStore(
            directory: Repository.goldens,
            pendingDirectory: environment.pendingDirectory(base: root)),
        displayBase: root)

    static let allFiles: [URL] = Corpus.scenarioFiles(in: workspace.specs)

    /// Every scenario file, loaded once; those that do not load keep their path as a label.
    static let loaded: [ScenarioFile] = allFiles.map { url in
        let (display, line) = (workspace.display(url), ScenarioFile.scenarioLine(of: url))
        do {
            let scenario = try Corpus.loadScenario(file: url, specsDirectory: workspace.specs)
            return ScenarioFile(url: url, id: scenario.id, scenario: scenario, display: display, line: line)
        } catch {
            return ScenarioFile(url: url, id: display, scenario: nil, display: display, line: line)
        }
    }

    /// The selection from the environment (`ADSPEC_FILTER`, `ADSPEC_RULE`, `ADSPEC_AREA`,
    /// `ADSPEC_SHARD`, Bazel's sharding variables), or the reason it is unusable.
    static let selection: Result<(Selection, shardStatusFile: URL?), RunEnvironment.UsageError> = Result {
        () throws(RunEnvironment.UsageError) in try environment.selection(specs: workspace.specs)
    }

    /// The files this run checks: all of them, or those the environment selects (files that do
    /// not load are then left out, since their ids are unknown).
    static let discovered: [ScenarioFile] = {
        guard case .success(let (selection, statusFile)) = selection else { return loaded }
        if let statusFile { _ = FileManager.default.createFile(atPath: statusFile.path, contents: nil) }
        guard selection.isFiltered else { return loaded }
        do {
            let chosen = Set(try selection.apply(to: loaded.compactMap(\.scenario)).map(\.id))
            return loaded.filter { $0.scenario != nil && chosen.contains($0.id) }
        } catch {
            return []
        }
    }()
}
