import Foundation

/// Where an editor should open a scenario's failure (issue 12, item 2): the golden at its first
/// divergent line for a mismatch (what `swift test` gives Swift Testing's `SourceLocation`, so
/// that Xcode and editors jump there, and what GitHub annotations name), the golden's first line
/// for one just written, and the scenario file for a missing golden or an error (at its first diagnostic for a file that failed to load).
package struct IssueLocation: Sendable, Hashable {
    /// Absolute path.
    package var path: String
    /// As printed (`Goldens/native/x.transcript`), relative to the display base.
    package var display: String
    /// 1-based.
    package var line: Int
}

extension Workspace {
    package func issueLocation(of result: ScenarioResult) -> IssueLocation {
        let golden = goldens.goldenURL(for: result.id).standardizedFileURL
        let compared = result.expected != nil && (result.status == .failed || result.status == .pending)
        if compared {
            return IssueLocation(
                path: golden.path, display: display(golden), line: max(1, result.firstDifference?.goldenLine ?? 1))
        }
        if result.status == .recorded || result.status == .passed {
            return IssueLocation(path: golden.path, display: display(golden), line: 1)
        }
        if let diagnostic = result.diagnostics.first {
            // A file that failed to load: its first problem.
            let url =
                (diagnostic.path.hasPrefix("/")
                    ? URL(fileURLWithPath: diagnostic.path) : displayBase.appendingPathComponent(diagnostic.path))
                .standardizedFileURL
            return IssueLocation(path: url.path, display: display(url), line: max(1, diagnostic.line))
        }
        let source = result.source.map {
            ($0.hasPrefix("/") ? URL(fileURLWithPath: $0) : displayBase.appendingPathComponent($0)).standardizedFileURL
        }
        let url = source ?? golden
        return IssueLocation(path: url.path, display: display(url), line: 1)
    }
}
