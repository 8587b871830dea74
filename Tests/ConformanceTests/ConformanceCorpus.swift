import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import AdSpecTestSupport
import Foundation
import Testing

/// One scenario file, labelled in test output by its scenario id.
struct ScenarioFile: Sendable, CustomTestStringConvertible {
    var url: URL
    /// The scenario id, or the file's path when it does not load.
    var id: String
    var scenario: LoadedScenario?

    var testDescription: String { id }
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
        do {
            let scenario = try Corpus.loadScenario(file: url, specsDirectory: workspace.specs)
            return ScenarioFile(url: url, id: scenario.id, scenario: scenario)
        } catch {
            return ScenarioFile(url: url, id: workspace.display(url), scenario: nil)
        }
    }

    /// The selection from the environment (`ADSPEC_FILTER`, `ADSPEC_RULE`, `ADSPEC_AREA`,
    /// `ADSPEC_SHARD`, Bazel's sharding variables), or the reason it is unusable.
    static let selection: Result<(Selection, shardStatusFile: URL?), RunEnvironment.UsageError> = Result {
        () throws(RunEnvironment.UsageError) in try environment.selection(specs: workspace.specs)
    }

    /// Whether the environment's selection keeps scenario `id`.
    static func isSelected(_ id: String) -> Bool { selectedIDs.contains(id) }

    private static let selectedIDs = Set(discovered.map(\.id))

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
