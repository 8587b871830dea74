import AdSpecKit
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

/// The package's scenarios, found at run time under `Specs/` (located from this file), narrowed
/// by the same environment variables `adspec verify` honours (see `RunEnvironment`).
enum ConformanceCorpus {
    static let root: URL = {
        let here = URL(fileURLWithPath: #filePath)
        return Workspace.packageRoot(from: here.deletingLastPathComponent())
            ?? here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    static let environment = RunEnvironment()

    static let workspace = Workspace(
        specs: root.appendingPathComponent("Specs"),
        goldens: GoldenStore(
            directory: root.appendingPathComponent("Goldens"),
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

    /// The files this run checks: `ADSPEC_FILTER` (a glob on ids) narrows discovery.
    static let discovered: [ScenarioFile] = {
        guard let filter = environment["ADSPEC_FILTER"] else { return loaded }
        return loaded.filter { Selection.matches(filter, $0.id) }
    }()
}
