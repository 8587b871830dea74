import AdSpecEngine
import AdSpecHarness
import Foundation
import Synchronization

/// `adspec verify` and `adspec record`: load the corpus, select, run every scenario in parallel,
/// print results in id order, close with `N passed, N failed`.
public enum Verification {
    /// Loads every scenario, or prints the diagnostics (one `path:line:column: error: ...` a
    /// line) and returns `nil`: all-or-nothing, for the commands whose answer a partial corpus
    /// would falsify (the mutation gate). With `annotations`, each diagnostic is a GitHub
    /// annotation too (paths relative to its root).
    package static func loadCorpus(
        _ workspace: Workspace, console: Console, annotations: AnnotationPaths? = nil
    ) -> [LoadedScenario]? {
        guard let corpus = loadCorpusKeepingGoing(workspace, console: console, annotations: annotations) else {
            return nil
        }
        guard corpus.failures.isEmpty else {
            let count = corpus.failures.count
            console.error(
                "\(count) scenario file\(count == 1 ? "" : "s") failed to load (above); this command needs every scenario")
            return nil
        }
        return corpus.scenarios
    }

    /// Runs the request and returns the exit status.
    package static func run(_ request: VerifyRequest, subject: any BindingSubject, console: Console) -> ExitStatus {
        let startedAt = Date()
        let annotations = request.githubAnnotations ? request.annotationPaths ?? .printed(request.workspace) : nil
        guard
            let loaded = loadCorpusKeepingGoing(
                request.workspace, console: console, annotations: annotations, jobs: request.jobs)
        else {
            return .badInput
        }
        let corpus = loaded.scenarios
        let selected: [RunItem]
        do {
            selected = try request.selection.apply(to: loaded)
        } catch {
            console.error(error.description)
            return .badInput
        }
        // Report paths are checked before anything runs (ReportFiles): no folder is created for them.
        let reportProblems = ReportFiles.problems(of: request)
        if !reportProblems.isEmpty {
            for problem in reportProblems { console.error(problem) }
            return .reportNotWritten
        }
        // Temporary files of an interrupted write: stale ones go, the rest are reported.
        let cleanup = InterruptedWrites.clean(request.workspace.goldens, startedAt: startedAt)
        for line in InterruptedWrites.lines(for: cleanup, workspace: request.workspace) { console.err(line + "\n") }
        if let statusFile = request.shardStatusFile {
            // Bazel: touching the file says this runner understands sharding.
            _ = FileManager.default.createFile(atPath: statusFile.path, contents: nil)
        }
        let checker = ScenarioChecker(
            subject: subject, workspace: request.workspace, policy: request.policy,
            recordCommand: request.recordCommand, mode: request.mode)
        let (color, quiet, paths) = (request.color, request.quiet, request.annotationPaths ?? .printed(request.workspace))
        let onResult = request.onResult
        let workspace = request.workspace
        var results = ParallelMap.run(
            selected, jobs: request.jobs,
            body: { item in
                switch item {
                case .scenario(let scenario): releasingTranscripts(checker.check(scenario))
                case .failure(let failure): result(of: failure, workspace: workspace)
                }
            }
        ) { _, result in
            if !quiet || !result.status.isSuccess { console.out(render(result, color: color)) }
            onResult?(result)
        }
        // Whatever way the run returns, a process that exits right after does not free first
        // what it loaded and found (ProcessLifetime).
        defer {
            if request.processExitsAfterRun { ProcessLifetime.keep((loaded, selected, results)) }
        }
        EngineChangeConfirmation.resolve(
            &results, workspace: request.workspace, terminal: request.terminal, console: console)
        // Problems of the run as a whole become results of their own (RunProblem), counted by the
        // closing line and every report alike.
        var problems: [RunProblem] = []
        if let artifacts = request.artifacts {
            for result in results { problems += FailureArtifacts.write(result, to: artifacts, workspace: request.workspace) }
            // The HTML pages of the failing scenarios (HTMLReport), drawn by the reference engine.
            if case .exact = request.mode, subject is ReferenceEngine {
                let failing = Set(results.filter { !$0.status.isSuccess && $0.problem == nil }.map(\.id))
                let scenarios = selected.compactMap { item -> LoadedScenario? in
                    if case .scenario(let scenario) = item, failing.contains(scenario.id) { return scenario }
                    return nil
                }
                if !scenarios.isEmpty {
                    let files = HTMLReport.files(of: scenarios, workspace: request.workspace, jobs: request.jobs)
                    let folder = artifacts.appendingPathComponent(HTMLReport.artifactsFolder)
                    problems += HTMLReport.write(files, to: folder).map {
                        RunProblem.writeFailed($0.url, $0.error, workspace: request.workspace)
                    }
                }
            }
        }
        var orphanLines: [String] = []
        var orphans: [String] = []
        var warnings: [GitHubAnnotations.Annotation] = []
        if let policy = request.unreferenced, !loaded.failures.isEmpty, policy != .warn {
            // An unloaded scenario's golden would look unreferenced: never delete or reject it.
            orphanLines = [
                "error: --unreferenced \(policy.rawValue) refused: \(loaded.failures.count) scenario file"
                    + "\(loaded.failures.count == 1 ? "" : "s") failed to load, and \(loaded.failures.count == 1 ? "its golden" : "their goldens") would look unreferenced"
            ]
            for line in orphanLines { console.out(line + "\n") }
        } else if let policy = request.unreferenced {
            let found = Unreferenced.find(
                in: request.workspace.goldens, scenarioIDs: Set(corpus.map(\.id) + loaded.failures.map(\.id)))
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
            // A broken file was annotated at each of its diagnostics when it was loaded.
            let errors = results.filter(\.diagnostics.isEmpty).compactMap { GitHubAnnotations.annotation(for: $0, paths: paths) }
            console.out(GitHubAnnotations.capped(errors + warnings, seeAlso: seeAlso))
        }
        let scenarios = results.filter { $0.problem == nil }
        let unloaded = scenarios.filter { !$0.diagnostics.isEmpty }.count
        let errors = scenarios.filter { $0.status == .errored && $0.diagnostics.isEmpty }.count
        let recorded = scenarios.filter { $0.status == .recorded }.count
        let pending = scenarios.filter { $0.status == .pending && $0.written != nil }.count
        let awaiting = scenarios.filter { $0.status == .pending && $0.written == nil }.count
        let rejected = results.filter { if case .writeFailed = $0.problem { false } else { $0.problem != nil } }.count
        let unwritten = results.count - scenarios.count - rejected
        var notes: [String] = []
        if unloaded > 0 { notes.append("\(unloaded) failed to load (counted as failed)") }
        if errors > 0 { notes.append("\(errors) errored (counted as failed)") }
        if recorded > 0 { notes.append("\(recorded) golden\(recorded == 1 ? "" : "s") written") }
        if pending > 0 { notes.append("\(pending) pending golden\(pending == 1 ? "" : "s") written for review") }
        if awaiting > 0 { notes.append("\(awaiting) pending golden\(awaiting == 1 ? "" : "s") waiting for review") }
        if rejected > 0 { notes.append("\(rejected) unreferenced golden\(rejected == 1 ? "" : "s") rejected") }
        if unwritten > 0 { notes.append("\(unwritten) file\(unwritten == 1 ? "" : "s") not written") }
        console.out(RootCauses.text(results))
        if !notes.isEmpty && !quiet { console.out(notes.joined(separator: ", ") + "\n") }
        console.out(closingLine(results) + "\n")
        // A report or artifact that was asked for and not written fails the run, whatever the
        // scenarios did (74); then bad input: a scenario file that failed to load makes it exit 2.
        if unwritten > 0 { return .reportNotWritten }
        if !loaded.failures.isEmpty { return .badInput }
        return results.allSatisfy(\.status.isSuccess) ? .success : .failure
    }

    /// A pass keeps no transcript: nothing after the run reads a passing result's golden or actual
    /// text (diffs, artifacts and root causes are for failures), and 20,000 of them add up.
    static func releasingTranscripts(_ result: consuming ScenarioResult) -> ScenarioResult {
        guard result.status == .passed else { return result }
        result.expected = nil
        result.actual = nil
        return result
    }

    /// `N passed, N failed`: every result, problems of the run included (errors count as failed).
    /// CI tooling parses this line: its format does not change. Goldens written are not passes
    /// (nothing was compared): they are counted apart, after it (`2 passed, 0 failed, 1 recorded`).
    package static func closingLine(_ results: [ScenarioResult]) -> String {
        let failed = results.filter { !$0.status.isSuccess }.count
        let recorded = results.filter { $0.status == .recorded }.count
        return "\(results.count - failed - recorded) passed, \(failed) failed" + (recorded > 0 ? ", \(recorded) recorded" : "")
    }

    /// Writes a report; a failure is a problem of the run (`nil` when written).
    static func write(_ text: String, to url: URL, _ workspace: Workspace) -> RunProblem? {
        do throws(GoldenStore.WriteError) {
            try GoldenStore.writeAtomically(text, to: url, creatingFolders: false)
            return nil
        } catch {
            return RunProblem.writeFailed(url, error, workspace: workspace)
        }
    }

    /// What `swift test` records as an issue for a scenario, `nil` for a pass. A golden written
    /// fails the test too, as swift-snapshot-testing does: nothing was compared.
    public static func testIssue(for result: ScenarioResult) -> String? {
        switch result.status {
        case .passed: return nil
        case .recorded:
            return "\(result.id): recorded a new golden at \(result.written ?? result.golden), re-run to verify "
                + "(a recording run is never a pass: nothing was compared)"
        case .failed, .missingGolden, .pending, .errored: return render(result, color: false)
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
