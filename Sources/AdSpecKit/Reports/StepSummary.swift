import AdSpecHarness
import Foundation

/// The GitHub Actions job summary: when `GITHUB_STEP_SUMMARY` names a file, a run appends a
/// Markdown section to it, headed by the closing line, with a table of every result, failures
/// (and errors, and problems of the run) first, then passes, each group in id order.
package enum StepSummary {
    /// Files are named as annotations name them (`paths`: relative to the repository root).
    package static func markdown(
        results: [ScenarioResult], subject: String, closingLine: String, paths: AnnotationPaths? = nil
    ) -> String {
        var text = "### adspec: \(closingLine)\n\n"
        text += "Subject: `\(subject)`.\n\n"
        text += "| Result | Scenario | File | What happened |\n| --- | --- | --- | --- |\n"
        let failing = results.filter { !$0.status.isSuccess }
        let passing = results.filter { $0.status.isSuccess }
        for result in failing + passing {
            let label = result.problem == nil ? result.status.label : result.status == .errored ? "ERROR" : "FAIL"
            let what: String
            if result.status.isSuccess {
                what = result.status == .recorded ? "golden written" : ""
            } else {
                what = result.firstDifference?.description ?? result.message.split(separator: "\n").first.map(String.init) ?? ""
            }
            let printed = result.problem?.path ?? (result.status == .errored ? result.source ?? result.golden : result.golden)
            let file = paths?.path(printed) ?? printed
            text += "| \(label) | `\(cell(result.id))` | `\(cell(file))` | \(cell(what)) |\n"
        }
        return text + "\n"
    }

    /// Appends `text` to the file at `url` (created when missing).
    package static func append(_ text: String, to url: URL) throws(GoldenStore.WriteError) {
        let path = url.path
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw GoldenStore.WriteError(path: path, reason: "cannot create the file")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw GoldenStore.WriteError(path: path, reason: "cannot open the file for writing")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw GoldenStore.WriteError(path: path, reason: "\(error)")
        }
    }

    /// Text that stays in one table cell: printable ASCII, no `|`, no backquote, no line break.
    static func cell(_ text: String) -> String {
        ASCII.escaped(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }
}

/// The reporter of the GitHub Actions job summary (`GITHUB_STEP_SUMMARY`), appended to the file.
struct StepSummaryReporter: RunReporter {
    var url: URL

    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let text = StepSummary.markdown(
            results: run.results, subject: run.subject.name, closingLine: Verification.closingLine(run.results),
            paths: run.paths)
            + run.unwritten.map { "Not written: `\(StepSummary.cell(run.paths.path($0.path)))`: \(StepSummary.cell($0.message))\n\n" }
            .joined()
        do throws(GoldenStore.WriteError) {
            try StepSummary.append(text, to: url)
        } catch {
            throw ReportError([(url, error)])
        }
    }
}
