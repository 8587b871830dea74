import AdSpecEngine
import AdSpecKit
import Foundation
import Testing

/// Every scenario file under `Specs/` is one test case, checked against its golden exactly as
/// `adspec verify` checks it (same checker, same environment variables).
@Suite struct ConformanceTests {
    @Test("Scenario matches its golden", arguments: ConformanceCorpus.discovered)
    func scenario(_ file: ScenarioFile) throws {
        let workspace = ConformanceCorpus.workspace
        let scenario: LoadedScenario
        do {
            scenario = try Corpus.loadScenario(file: file.url, specsDirectory: workspace.specs)
        } catch {
            Issue.record(
                Comment(rawValue: "\(workspace.display(file.url)) does not load:\n"
                    + error.diagnostics.map(\.description).joined(separator: "\n")))
            return
        }
        let (policy, notes) = try ConformanceCorpus.environment.policy(command: .test, modeFlag: nil, pendingFlag: false)
        for note in notes { print(note) }
        let checker = ScenarioChecker(subject: ReferenceEngine(), workspace: workspace, policy: policy)
        let result = checker.check(scenario)
        if !result.status.isSuccess {
            Issue.record(Comment(rawValue: Verification.render(result, color: false)))
        }
    }

    @Test("The corpus has scenarios")
    func corpusIsNotEmpty() {
        #expect(!ConformanceCorpus.allFiles.isEmpty, "no scenario files under \(ConformanceCorpus.workspace.specs.path)")
        if let filter = ConformanceCorpus.environment["ADSPEC_FILTER"] {
            #expect(!ConformanceCorpus.discovered.isEmpty, "ADSPEC_FILTER='\(filter)' matches no scenario id")
        }
    }
}
