import AdSpecEngine
import Foundation

/// One report of a finished run (`adspec verify`, `adspec record`, `swift test`): a file, a
/// folder of files, or text printed on the run's output. `Verification.run` gives every reporter
/// of the request (`RunReporters.of`) the same `CompletedRun`, in order.
package protocol RunReporter: Sendable {
    /// Writes the report of `run`; what is printed goes to `console`. The files that could not be
    /// written are thrown: each is reported on its own (`CompletedRun.unwritten`, not a result),
    /// by the reporters after this one too, and the run exits `reportNotWritten`.
    func write(_ run: CompletedRun, console: Console) throws(ReportError)
}

/// The files a reporter could not write (never empty when thrown).
package struct ReportError: Error, Sendable {
    package var unwritten: [(url: URL, error: GoldenStore.WriteError)]

    package init(_ unwritten: [(url: URL, error: GoldenStore.WriteError)]) {
        self.unwritten = unwritten
    }

    /// Throws `unwritten` unless it is empty.
    package static func check(_ unwritten: [(url: URL, error: GoldenStore.WriteError)]) throws(ReportError) {
        if !unwritten.isEmpty { throw ReportError(unwritten) }
    }

    /// Writes `text` to `url` atomically in a folder that must exist (`ReportFiles`).
    static func write(_ text: String, to url: URL) throws(ReportError) {
        do throws(GoldenStore.WriteError) {
            try GoldenStore.writeAtomically(text, to: url, creatingFolders: false)
        } catch {
            throw ReportError([(url, error)])
        }
    }
}

/// Where a report goes: a file (written whole, then renamed over its path), or standard output
/// (`-` as its path), written in one piece once the run is over.
package enum ReportDestination: Sendable {
    case file(URL)
    case standardOutput(@Sendable (String) -> Void)

    func write(_ text: String) throws(ReportError) {
        switch self {
        case .file(let url): try ReportError.write(text, to: url)
        case .standardOutput(let print): print(text)
        }
    }
}

/// A run once every selected scenario ran and was judged: what every reporter is given.
package struct CompletedRun: Sendable {
    /// The settings of the run: the workspace, where each report goes, jobs, mode, quiet.
    package var request: VerifyRequest
    package var subject: any BindingSubject
    /// What ran, in id order: the scenarios, and the scenario files that failed to load.
    package var selected: [RunItem]
    /// The scenario files of the corpus that failed to load (selected or not).
    package var loadFailures: [ScenarioLoadFailure]
    /// One result per selected scenario in id order, then one per rejected unreferenced golden
    /// (`RunProblem`).
    package var results: [ScenarioResult]
    /// Goldens no scenario references, as the run's policy judged them.
    package var unreferenced = UnreferencedGoldens()
    /// The files of the reporters before this one that could not be written: not results (the
    /// counts leave them out), each reported on its own and failing the run with
    /// `reportNotWritten`.
    package var unwritten: [RunProblem] = []

    /// How reports name files: relative to the repository root when the request says so
    /// (`AnnotationPaths`), else as printed.
    package var paths: AnnotationPaths { request.reportPaths }
}

/// The goldens no scenario references, once the run's `--unreferenced` policy was applied.
package struct UnreferencedGoldens: Sendable {
    /// The lines printed about them (or about refusing to check them): notes of the JUnit report.
    package var lines: [String] = []
    /// One per unreferenced golden, accepted then pending; empty when they were not checked.
    package var problems: [RunProblem] = []
    /// Whether they fail the run (`reject`): their problems are results; else they are warnings.
    package var fail = false

    /// The problems that are only warned about.
    package var warnings: [RunProblem] { fail ? [] : problems }
}

extension VerifyRequest {
    /// How reports and annotations name files: `annotationPaths`, else as printed.
    package var reportPaths: AnnotationPaths { annotationPaths ?? .printed(workspace) }
}

/// The reporters of a request, in the order they write: the failure artifacts and their HTML
/// pages, the JUnit report, the JSON report, the step summary, the GitHub annotations. Each one
/// sees the files the ones before it could not write as results (the annotations list them all).
package enum RunReporters {
    /// `standardOutput` receives the report that `request.reportOnStandardOutput` names.
    package static func of(
        _ request: VerifyRequest, subject: any BindingSubject,
        standardOutput: @escaping @Sendable (String) -> Void = Console.standard.out
    ) -> [any RunReporter] {
        var reporters: [any RunReporter] = []
        if let folder = request.artifacts {
            reporters.append(FailureArtifactsReporter(folder: folder))
            // The HTML pages are drawn by the reference engine, from the exact transcripts.
            if case .exact = request.mode, subject is ReferenceEngine, let pages = request.pages {
                reporters.append(pages(folder))
            }
        }
        if let url = request.junit { reporters.append(JUnitReporter(destination: .file(url))) }
        if request.reportOnStandardOutput == .junit { reporters.append(JUnitReporter(destination: .standardOutput(standardOutput))) }
        if let url = request.json { reporters.append(JSONReporter(destination: .file(url))) }
        if request.reportOnStandardOutput == .json { reporters.append(JSONReporter(destination: .standardOutput(standardOutput))) }
        if let url = request.stepSummary { reporters.append(StepSummaryReporter(url: url)) }
        if request.githubAnnotations { reporters.append(GitHubAnnotationsReporter()) }
        return reporters
    }
}
