import AdSpecKit
import Foundation

/// The reporter of the HTML pages of a run's failing scenarios, in the failure artifacts' folder
/// (`<artifacts>/html`, `HTMLReport.artifactsFolder`). `RunReporters` gives it (as
/// `VerifyRequest.pages`) to a run of the reference engine in exact mode only: the pages draw the engine's screens.
package struct HTMLArtifactsReporter: RunReporter {
    /// The failure artifacts' folder.
    package var artifacts: URL

    package init(artifacts: URL) { self.artifacts = artifacts }

    package func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let failing = Set(run.results.filter { !$0.status.isSuccess && $0.problem == nil }.map(\.id))
        let scenarios = run.selected.compactMap { item -> LoadedScenario? in
            if case .scenario(let scenario) = item, failing.contains(scenario.id) { return scenario }
            return nil
        }
        guard !scenarios.isEmpty else { return }
        let files = HTMLReport.files(of: scenarios, workspace: run.request.workspace, jobs: run.request.jobs)
        try ReportError.check(HTMLReport.write(files, to: artifacts.appendingPathComponent(HTMLReport.artifactsFolder)))
    }
}
