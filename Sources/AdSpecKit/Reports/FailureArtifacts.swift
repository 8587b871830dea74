import Foundation

/// On failure, the actual transcript and the diff go to a folder CI uploads
/// (`ADSPEC_ARTIFACTS_DIR`, else Bazel's `TEST_UNDECLARED_OUTPUTS_DIR`):
/// `<dir>/<id>.actual.transcript` and `<dir>/<id>.diff`.
public enum FailureArtifacts {
    /// Writes the files for a failed or errored scenario; returns the paths written.
    @discardableResult
    public static func write(_ result: ScenarioResult, to folder: URL) -> [URL] {
        attempt(result, to: folder).written
    }

    /// Writes the files for a failed or errored scenario; returns the problems of those that
    /// could not be written (a run reports them as results, see `RunProblem`).
    public static func write(_ result: ScenarioResult, to folder: URL, workspace: Workspace) -> [RunProblem] {
        attempt(result, to: folder).failed.map { RunProblem.writeFailed($0.url, $0.error, workspace: workspace) }
    }

    private static func attempt(_ result: ScenarioResult, to folder: URL) -> (
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
