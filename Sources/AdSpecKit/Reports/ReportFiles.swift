import Foundation

/// The files a run writes where the user said: the JUnit and JSON reports and the folder of
/// failure artifacts. adspec creates no folder for them (a typo in a path is an error, not a new
/// tree): a report's folder, and the artifacts folder itself, must exist and be writable, which
/// is checked before anything runs; a write that fails anyway is a problem of the run
/// (`RunReporter`, `RunProblem.writeFailed`) and the run exits `reportNotWritten`.
package enum ReportFiles {
    /// What stops the reports of `request` from being written, one message a problem (empty: none).
    package static func problems(of request: VerifyRequest) -> [String] {
        let workspace = request.workspace
        var problems: [String] = []
        for (name, url) in [("JUnit report", request.junit), ("JSON report", request.json)] {
            guard let url else { continue }
            let folder = url.deletingLastPathComponent()
            if let problem = folderProblem(folder, workspace: workspace) {
                problems.append("cannot write the \(name) \(workspace.display(url)): \(problem)")
            } else if let kind = notRegularFile(url) {
                problems.append(
                    "cannot write the \(name) \(workspace.display(url)): it is \(kind)"
                        + (kind == "a folder" ? "" : ", not a regular file (a report is written whole and renamed over its path, "
                            + "which would replace it); give the path of a regular file, or - for standard output"))
            }
        }
        if let artifacts = request.artifacts, let problem = folderProblem(artifacts, workspace: workspace) {
            problems.append("cannot write failure artifacts: \(problem)")
        }
        return problems
    }

    private static func folderProblem(_ folder: URL, workspace: Workspace) -> String? {
        let shown = workspace.display(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            return "folder \(shown) does not exist (adspec creates no folder for a report)"
        }
        if !isDirectory.boolValue { return "\(shown) is not a folder" }
        if access(folder.path, W_OK | X_OK) != 0 { return "folder \(shown) is not writable" }
        return nil
    }

    /// What is at `url`'s path when it is not a regular file (a link is not followed): the report
    /// would be renamed over it, replacing a pipe, a device or a link (as root, `/dev/stdout`
    /// itself). `nil` for a regular file or nothing.
    private static func notRegularFile(_ url: URL) -> String? {
        switch FileType.at(url.path) {
        case nil, .file?: return nil
        case .folder?: return "a folder"
        case .link?: return "a symbolic link"
        case .fifo?: return "a pipe"
        case .device?: return "a device"
        case .socket?: return "a socket"
        case .other?, .unknown?: return "something other than a file"
        }
    }
}
