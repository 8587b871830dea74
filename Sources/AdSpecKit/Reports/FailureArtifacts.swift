import Foundation

/// On failure, the actual transcript and the diff go to a folder CI uploads
/// (`ADSPEC_ARTIFACTS_DIR`, else Bazel's `TEST_UNDECLARED_OUTPUTS_DIR`):
/// `<dir>/<id>.actual.transcript` and `<dir>/<id>.diff`. The folder itself must exist (see
/// `ReportFiles`); the sub-folders of ids with `/` are created in it.
public enum FailureArtifacts {
    /// Writes the files for a failed or errored scenario; returns the paths written.
    @discardableResult
    public static func write(_ result: ScenarioResult, to folder: URL) -> [URL] {
        attempt(result, to: folder).written
    }

    /// Writes the files for a failed or errored scenario; returns those written, and those that
    /// could not be written.
    static func attempt(_ result: ScenarioResult, to folder: URL) -> (
        written: [URL], failed: [(url: URL, error: GoldenStore.WriteError)]
    ) {
        guard !result.status.isSuccess, result.problem == nil, (try? GoldenStore.validate(id: result.id)) != nil else {
            return ([], [])
        }
        var files: [(URL, String)] = []
        if let actual = result.actual { files.append((folder.appendingPathComponent(result.id + ".actual.transcript"), actual)) }
        var report = result.message + "\n"
        if let diff = result.diff { report += diff.rendered() }
        files.append((folder.appendingPathComponent(result.id + ".diff"), report))
        var written: [URL] = []
        var failed: [(url: URL, error: GoldenStore.WriteError)] = []
        for (url, text) in files {
            do throws(GoldenStore.WriteError) {
                try GoldenStore.writeAtomically(text, to: url)
                written.append(url)
            } catch {
                failed.append((url, error))
            }
        }
        return (written, failed)
    }
}

/// The reporter of the failure artifacts: the files of every failed or errored scenario of the
/// run, in id order.
struct FailureArtifactsReporter: RunReporter {
    var folder: URL

    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        try ReportError.check(run.results.flatMap { FailureArtifacts.attempt($0, to: folder).failed })
    }
}
