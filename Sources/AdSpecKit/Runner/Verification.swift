import AdSpecEngine
import Foundation

/// `adspec verify` and `adspec record`: load the corpus, select, run every scenario in parallel,
/// print results in id order, close with `N passed, N failed`.
public enum Verification {
    /// Loads every scenario, or prints the diagnostics (one `path:line:column: error: ...` a
    /// line) and returns `nil`. With `annotations`, each diagnostic is a GitHub annotation too
    /// (paths relative to its root).
    package static func loadCorpus(
        _ workspace: Workspace, console: Console, annotations: AnnotationPaths? = nil
    ) -> [LoadedScenario]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: workspace.specs.path, isDirectory: &isFolder), isFolder.boolValue
        else {
            console.error("no scenario folder at \(workspace.display(workspace.specs))")
            return nil
        }
        do throws(DiagnosticList) {
            let corpus = try Corpus.load(specsDirectory: workspace.specs)
            // Goldens/ (and a pending folder) too: a link there would be read or written through.
            let goldenProblems = TreeScan.goldenProblems(workspace)
            if !goldenProblems.isEmpty { throw DiagnosticList(goldenProblems) }
            // Traceability: a rule id the catalogue lacks is a load error (Catalogue/Traceability.swift).
            let unknown = Traceability.check(scenarios: corpus.scenarios, specsDirectory: workspace.specs)
            if !unknown.isEmpty { throw DiagnosticList(unknown) }
            if corpus.scenarios.isEmpty {
                console.error("no scenario files under \(workspace.display(workspace.specs))")
                return nil
            }
            return corpus.scenarios
        } catch {
            for diagnostic in error.diagnostics { console.err(diagnostic.description + "\n") }
            if let annotations {
                // Diagnostics name files relative to the folder that holds the scenario folder.
                let base = workspace.specs.deletingLastPathComponent()
                let list = error.diagnostics.map { diagnostic in
                    GitHubAnnotations.Annotation(
                        "error",
                        file: annotations.path(workspace.display(URL(fileURLWithPath: diagnostic.path, relativeTo: base))),
                        line: diagnostic.line, column: diagnostic.column, title: "adspec", message: diagnostic.message)
                }
                console.out(GitHubAnnotations.capped(list, seeAlso: "the log of this step"))
            }
            return nil
        }
    }

    /// Runs the request and returns the exit status.
    package static func run(_ request: VerifyRequest, subject: any BindingSubject, console: Console) -> ExitStatus {
        let annotations = request.githubAnnotations ? request.annotationPaths ?? .printed(request.workspace) : nil
        guard let corpus = loadCorpus(request.workspace, console: console, annotations: annotations) else {
            return .badInput
        }
        let selected: [LoadedScenario]
        do {
            selected = try request.selection.apply(to: corpus)
        } catch {
            console.error(error.description)
            return .badInput
        }
        if let statusFile = request.shardStatusFile {
            // Bazel: touching the file says this runner understands sharding.
            _ = FileManager.default.createFile(atPath: statusFile.path, contents: nil)
        }
        let checker = ScenarioChecker(
            subject: subject, workspace: request.workspace, policy: request.policy,
            recordCommand: request.recordCommand)
        let (color, quiet, paths) = (request.color, request.quiet, request.annotationPaths ?? .printed(request.workspace))
        var results = ParallelMap.run(selected, jobs: request.jobs, body: { checker.check($0) }) { _, result in
            if !quiet || !result.status.isSuccess { console.out(render(result, color: color)) }
        }
        // Problems of the run as a whole become results of their own (RunProblem), counted by the
        // closing line and every report alike.
        var problems: [RunProblem] = []
        if let artifacts = request.artifacts {
            for result in results { problems += FailureArtifacts.write(result, to: artifacts, workspace: request.workspace) }
        }
        var orphanLines: [String] = []
        var orphans: [String] = []
        var warnings: [GitHubAnnotations.Annotation] = []
        if let policy = request.unreferenced {
            let found = Unreferenced.find(in: request.workspace.goldens, scenarioIDs: Set(corpus.map(\.id)))
            let unreferenced = RunProblem.unreferenced(found, workspace: request.workspace)
            orphans = unreferenced.map(\.path)
            let (lines, fails) = found.apply(policy, workspace: request.workspace)
            orphanLines = lines
            if !quiet || fails { for line in lines { console.out(line + "\n") } }
            if fails {
                problems = unreferenced + problems
            } else {
                warnings = unreferenced.map {
                    GitHubAnnotations.Annotation(
                        "warning", file: paths.path($0.path), title: "adspec \($0.kind)", message: $0.message)
                }
            }
        }
        func add(_ problem: RunProblem) {
            let result = problem.result
            if case .writeFailed = problem { console.out(render(result, color: color)) }
            results.append(result)
        }
        for problem in problems { add(problem) }
        let workspace = request.workspace
        if let junit = request.junit {
            var properties = [
                ("subject", subject.name), ("specs", paths.path(workspace.display(workspace.specs))),
                ("goldens", paths.path(workspace.display(workspace.goldens.directory))),
            ]
            if let shard = request.selection.shard { properties.append(("shard", shard.description)) }
            let text = JUnitReport.xml(results: results, notes: orphanLines, properties: properties)
            if let problem = write(text, to: junit, workspace) { add(problem) }
        }
        if let json = request.json {
            let text = JSONReport.json(results: results, subject: subject.name, unreferenced: orphans)
            if let problem = write(text, to: json, workspace) { add(problem) }
        }
        if let summary = request.stepSummary {
            let text = StepSummary.markdown(
                results: results, subject: subject.name, closingLine: closingLine(results), paths: paths)
            do throws(GoldenStore.WriteError) {
                try StepSummary.append(text, to: summary)
            } catch {
                add(RunProblem.writeFailed(summary, error, workspace: workspace))
            }
        }
        if request.githubAnnotations {
            var lists: [String] = []
            if let junit = request.junit { lists.append("the JUnit report \(paths.path(workspace.display(junit)))") }
            if request.stepSummary != nil { lists.append("the job summary") }
            lists.append("the log of this step")
            let seeAlso = lists.count == 1 ? lists[0] : lists.dropLast().joined(separator: ", ") + " and " + lists.last!
            let errors = results.compactMap { GitHubAnnotations.annotation(for: $0, paths: paths) }
            console.out(GitHubAnnotations.capped(errors + warnings, seeAlso: seeAlso))
        }
        let scenarios = results.filter { $0.problem == nil }
        let errors = scenarios.filter { $0.status == .errored }.count
        let recorded = scenarios.filter { $0.status == .recorded }.count
        let pending = scenarios.filter { $0.status == .pending && $0.written != nil }.count
        let awaiting = scenarios.filter { $0.status == .pending && $0.written == nil }.count
        let rejected = results.filter { if case .writeFailed = $0.problem { false } else { $0.problem != nil } }.count
        let unwritten = results.count - scenarios.count - rejected
        var notes: [String] = []
        if errors > 0 { notes.append("\(errors) errored (counted as failed)") }
        if recorded > 0 { notes.append("\(recorded) golden\(recorded == 1 ? "" : "s") written") }
        if pending > 0 { notes.append("\(pending) pending golden\(pending == 1 ? "" : "s") written for review") }
        if awaiting > 0 { notes.append("\(awaiting) pending golden\(awaiting == 1 ? "" : "s") waiting for review") }
        if rejected > 0 { notes.append("\(rejected) unreferenced golden\(rejected == 1 ? "" : "s") rejected") }
        if unwritten > 0 { notes.append("\(unwritten) file\(unwritten == 1 ? "" : "s") not written") }
        if !notes.isEmpty && !quiet { console.out(notes.joined(separator: ", ") + "\n") }
        console.out(closingLine(results) + "\n")
        return results.allSatisfy(\.status.isSuccess) ? .success : .failure
    }

    /// `N passed, N failed`: every result, problems of the run included (errors count as failed).
    /// CI tooling parses this line: its format does not change.
    package static func closingLine(_ results: [ScenarioResult]) -> String {
        let failed = results.filter { !$0.status.isSuccess }.count
        return "\(results.count - failed) passed, \(failed) failed"
    }

    /// Writes a report; a failure is a problem of the run (`nil` when written).
    static func write(_ text: String, to url: URL, _ workspace: Workspace) -> RunProblem? {
        do throws(GoldenStore.WriteError) {
            try GoldenStore.writeAtomically(text, to: url)
            return nil
        } catch {
            return RunProblem.writeFailed(url, error, workspace: workspace)
        }
    }

    /// One scenario's block of output: `PASS id`, or `FAIL id` / `ERROR id` with what happened
    /// indented below and the diff (unindented, so that it applies as a patch).
    public static func render(_ result: ScenarioResult, color: Bool) -> String {
        var text = "\(result.status.label) \(result.id)"
        if result.status == .recorded, let written = result.written { text += " (wrote \(written))" }
        text += "\n"
        if result.status != .recorded {
            for line in result.message.split(separator: "\n") { text += "  " + line + "\n" }
        }
        if result.status != .passed && result.status != .recorded, let diff = result.diff {
            text += diff.rendered(color: color)
        }
        return text
    }
}
