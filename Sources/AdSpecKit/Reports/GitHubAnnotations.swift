/// GitHub Actions workflow commands (`::error file=...,line=...::message`), printed when
/// `GITHUB_ACTIONS` is set, so failures show on the pull request's files. Paths are relative to
/// the repository root (`AnnotationPaths`). GitHub shows at most ten annotations of each kind per
/// step: past that, the tenth says how many more there are and where all of them are listed.
package enum GitHubAnnotations {
    /// The number of annotations of one kind GitHub shows for a step.
    package static let limit = 10

    /// One annotation, before it is printed.
    package struct Annotation: Sendable, Hashable {
        package var kind: String
        package var file: String?
        package var line: Int?
        package var column: Int?
        package var title: String?
        package var message: String

        package init(
            _ kind: String, file: String?, line: Int? = nil, column: Int? = nil, title: String? = nil, message: String
        ) {
            self.kind = kind
            self.file = file
            self.line = line
            self.column = column
            self.title = title
            self.message = message
        }

        package var text: String {
            var properties: [String] = []
            if let file { properties.append("file=\(property(file))") }
            if let line { properties.append("line=\(line)") }
            if let column, column > 0 { properties.append("col=\(column)") }
            if let title { properties.append("title=\(property(title))") }
            return "::\(kind)\(properties.isEmpty ? "" : " " + properties.joined(separator: ","))::\(data(message))\n"
        }
    }

    /// The annotation of a failed or errored result: on the golden's first differing line, or on
    /// the scenario file when there is no golden or the scenario errored; a problem of the run
    /// on its file.
    package static func annotation(for result: ScenarioResult, paths: AnnotationPaths? = nil) -> Annotation? {
        guard !result.status.isSuccess else { return nil }
        let path = { (printed: String) in paths?.path(printed) ?? printed }
        if let problem = result.problem {
            return Annotation("error", file: path(problem.path), title: "adspec \(problem.kind)", message: problem.message)
        }
        let title = "adspec \(result.status.label) \(result.id)"
        if result.status == .failed || result.status == .pending, let first = result.firstDifference {
            return Annotation(
                "error", file: path(result.golden), line: first.goldenLine, title: title,
                message: result.message + "\n" + (result.diff?.rendered() ?? ""))
        }
        return Annotation("error", file: path(result.source ?? result.golden), title: title, message: result.message)
    }

    /// The annotation of a failed or errored result, printed.
    package static func annotation(for result: ScenarioResult) -> String? { annotation(for: result, paths: nil)?.text }

    /// The annotations, at most `limit` of each kind: when there are more, the last one shown
    /// says how many are not, and `seeAlso` (where every one is listed: the JUnit report, the
    /// step summary, the log).
    package static func capped(_ annotations: [Annotation], seeAlso: String, limit: Int = limit) -> String {
        var text = ""
        for kind in ["error", "warning", "notice"] {
            let ofKind = annotations.filter { $0.kind == kind }
            guard ofKind.count > limit else {
                text += ofKind.map(\.text).joined()
                continue
            }
            text += ofKind.prefix(limit - 1).map(\.text).joined()
            let more = ofKind.count - (limit - 1)
            let noun = kind == "error" ? "failure" : kind
            text +=
                Annotation(
                    kind, file: nil, title: "adspec: \(more) more \(noun)s",
                    message:
                        "\(more) more \(noun)s are not annotated (GitHub shows \(limit) \(kind) annotations per step); "
                        + "every one is listed in \(seeAlso)"
                ).text
        }
        text += annotations.filter { !["error", "warning", "notice"].contains($0.kind) }.map(\.text).joined()
        return text
    }

    package static func command(
        _ kind: String, file: String, line: Int?, column: Int? = nil, title: String? = nil, message: String
    ) -> String {
        Annotation(kind, file: file, line: line, column: column, title: title, message: message).text
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// The reporter of the GitHub annotations (`GITHUB_ACTIONS`), printed: an error for every failed
/// or errored result (a file that failed to load was annotated at each of its diagnostics when it
/// was loaded), a warning for every unreferenced golden only warned about.
struct GitHubAnnotationsReporter: RunReporter {
    func write(_ run: CompletedRun, console: Console) throws(ReportError) {
        let paths = run.paths
        let errors = run.results.filter(\.diagnostics.isEmpty).compactMap {
            GitHubAnnotations.annotation(for: $0, paths: paths)
        }
        let unwritten = run.unwritten.map {
            GitHubAnnotations.Annotation("error", file: paths.path($0.path), title: "adspec \($0.kind)", message: $0.message)
        }
        let warnings = run.unreferenced.warnings.map {
            GitHubAnnotations.Annotation("warning", file: paths.path($0.path), title: "adspec \($0.kind)", message: $0.message)
        }
        console.out(GitHubAnnotations.capped(errors + unwritten + warnings, seeAlso: seeAlso(run)))
    }

    /// Where every annotation is listed, for the one that says more are not shown.
    func seeAlso(_ run: CompletedRun) -> String {
        var lists: [String] = []
        if let junit = run.request.junit {
            lists.append("the JUnit report \(run.paths.path(run.request.workspace.display(junit)))")
        }
        if run.request.stepSummary != nil { lists.append("the job summary") }
        lists.append("the log of this step")
        return lists.count == 1 ? lists[0] : lists.dropLast().joined(separator: ", ") + " and " + lists.last!
    }
}
