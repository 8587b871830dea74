import Foundation

/// On failure, the actual transcript and the diff go to a folder CI uploads
/// (`ADSPEC_ARTIFACTS_DIR`, else Bazel's `TEST_UNDECLARED_OUTPUTS_DIR`):
/// `<dir>/<id>.actual.transcript` and `<dir>/<id>.diff`.
public enum FailureArtifacts {
    /// Writes the files for a failed or errored scenario; returns the paths written.
    @discardableResult
    public static func write(_ result: ScenarioResult, to folder: URL) -> [URL] {
        guard !result.status.isSuccess, (try? GoldenStore.validate(id: result.id)) != nil else { return [] }
        var written: [URL] = []
        if let actual = result.actual {
            let url = folder.appendingPathComponent(result.id + ".actual.transcript")
            if (try? GoldenStore.writeAtomically(actual, to: url)) != nil { written.append(url) }
        }
        var report = result.message + "\n"
        if let diff = result.diff { report += diff.rendered() }
        let url = folder.appendingPathComponent(result.id + ".diff")
        if (try? GoldenStore.writeAtomically(report, to: url)) != nil { written.append(url) }
        return written
    }
}
