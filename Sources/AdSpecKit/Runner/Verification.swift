import AdSpecEngine
import AdSpecHarness
import Foundation

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

    /// Runs the request and returns the exit status: load, select, run, judge, report, summarise.
    package static func run(_ request: VerifyRequest, subject: any BindingSubject, console given: Console) -> ExitStatus {
        let startedAt = Date()
        // A report on standard output (`--json -`): what the run prints goes to standard error,
        // and standard output holds the report alone.
        let console = request.reportOnStandardOutput == nil ? given : Console(out: given.err, err: given.err)
        guard let corpus = load(request, console: console), let selected = select(request, corpus, console: console)
        else {
            return .badInput
        }
        guard reportsCanBeWritten(request, console: console) else { return .reportNotWritten }
        prepareFolders(request, startedAt: startedAt, console: console)
        var run = CompletedRun(
            request: request, subject: subject, selected: selected, loadFailures: corpus.failures,
            results: runScenarios(selected, request: request, subject: subject, console: console))
        judge(&run, corpus: corpus, console: console)
        report(&run, reporters: RunReporters.of(request, subject: subject, standardOutput: given.out), console: console)
        return summarise(run, console: console)
    }

    /// The corpus, file by file (a file that fails to load is a result of its own), its
    /// diagnostics printed, as annotations too on GitHub; `nil` when the run cannot go on.
    static func load(_ request: VerifyRequest, console: Console) -> Corpus? {
        let annotations = request.githubAnnotations ? request.reportPaths : nil
        return loadCorpusKeepingGoing(request.workspace, console: console, annotations: annotations, jobs: request.jobs)
    }

    /// The scenarios the request selects, in id order, or `nil` (printed) when a name in it names nothing.
    static func select(_ request: VerifyRequest, _ corpus: Corpus, console: Console) -> [RunItem]? {
        do {
            return try request.selection.apply(to: corpus)
        } catch {
            console.error(error.description)
            return nil
        }
    }

    /// Whether every report's folder exists and is writable (`ReportFiles`), checked before
    /// anything runs, so that no folder is created for them; what is not is printed.
    static func reportsCanBeWritten(_ request: VerifyRequest, console: Console) -> Bool {
        let problems = ReportFiles.problems(of: request)
        for problem in problems { console.error(problem) }
        return problems.isEmpty
    }

    /// Removes the stale temporary files of an interrupted write (the rest are reported), and
    /// touches Bazel's shard status file, which says this runner understands sharding.
    static func prepareFolders(_ request: VerifyRequest, startedAt: Date, console: Console) {
        let cleanup = InterruptedWrites.clean(request.workspace.goldens, startedAt: startedAt)
        for line in InterruptedWrites.lines(for: cleanup, workspace: request.workspace) { console.err(line + "\n") }
        if let statusFile = request.shardStatusFile {
            _ = FileManager.default.createFile(atPath: statusFile.path, contents: nil)
        }
    }

    /// Runs `selected` on `request.jobs` threads and returns the results in id order, each one
    /// printed (only failures when quiet) and passed to `onResult` in that order as it comes.
    static func runScenarios(
        _ selected: [RunItem], request: VerifyRequest, subject: any BindingSubject, console: Console
    ) -> [ScenarioResult] {
        let checker = ScenarioChecker(
            subject: subject, workspace: request.workspace, policy: request.policy,
            recordCommand: request.recordCommand, mode: request.mode, profile: request.profile)
        let (color, quiet, onResult, workspace) = (request.color, request.quiet, request.onResult, request.workspace)
        return ParallelMap.run(
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
    }

    /// Settles what the results leave open: goldens held because only the engine changed
    /// (`EngineChangeConfirmation`), and unreferenced goldens, which, when the policy rejects
    /// them, become results of their own (`RunProblem`), counted by the closing line and every
    /// report alike.
    static func judge(_ run: inout CompletedRun, corpus: Corpus, console: Console) {
        let request = run.request
        EngineChangeConfirmation.resolve(
            &run.results, workspace: request.workspace, terminal: request.terminal, console: console)
        run.unreferenced = unreferencedGoldens(request, corpus: corpus, console: console)
        if run.unreferenced.fail { run.results += RunProblem.results(run.unreferenced.problems) }
    }

    /// Applies the request's `--unreferenced` policy, and prints what it did (unless quiet and
    /// only warned about).
    static func unreferencedGoldens(_ request: VerifyRequest, corpus: Corpus, console: Console) -> UnreferencedGoldens {
        guard let policy = request.unreferenced else { return UnreferencedGoldens() }
        let workspace = request.workspace
        // Issue 39, item 7: a broken file stands for the id of its path (`ScenarioLoadFailure.id`);
        // other orphans are still reported (they were left out of JUnit and JSON).
        let found = Unreferenced.find(
            in: workspace.goldens, scenarioIDs: Set(corpus.scenarios.map(\.id) + corpus.failures.map(\.id)))
        var lines: [String] = []
        var applied = policy
        let failures = corpus.failures.count
        if failures > 0, policy == .delete {
            lines.append(
                "error: --unreferenced delete refused: \(failures) scenario file"
                    + "\(failures == 1 ? "" : "s") failed to load, and \(failures == 1 ? "its golden" : "their goldens")"
                    + " could look unreferenced; they are reported as under reject")
            applied = .reject
        }
        let problems = RunProblem.unreferenced(found, workspace: workspace)
        let (applyLines, fails) = found.apply(applied, workspace: workspace)
        lines += applyLines
        if !request.quiet || fails || !lines.isEmpty && applied != policy { for line in lines { console.out(line + "\n") } }
        return UnreferencedGoldens(lines: lines, problems: problems, fail: fails)
    }

    /// Gives the run to every reporter in turn; a file one could not write is printed now and kept
    /// in `run.unwritten`, which the reporters after it report too (not as a result).
    static func report(_ run: inout CompletedRun, reporters: [any RunReporter], console: Console) {
        for reporter in reporters {
            do throws(ReportError) {
                try reporter.write(run, console: console)
            } catch {
                // Not a result (issue 40, item 9: one scenario read `1 passed, 1 failed`).
                for (url, writeError) in error.unwritten {
                    let problem = RunProblem.writeFailed(url, writeError, workspace: run.request.workspace)
                    console.out("NOT WRITTEN \(problem.path): \(problem.message)\n")
                    run.unwritten.append(problem)
                }
            }
        }
    }

    /// Prints the root causes, the notes on what is counted apart and the closing line, and
    /// returns the exit status: a report or artifact that was asked for and not written fails the
    /// run, whatever the scenarios did (74); then a scenario file that failed to load (2).
    static func summarise(_ run: CompletedRun, console: Console) -> ExitStatus {
        let notes = countedApart(run.results)
        console.out(RootCauses.text(run.results))
        if !notes.isEmpty && !run.request.quiet { console.out(notes.joined(separator: ", ") + "\n") }
        let unwritten = run.unwritten.count
        if unwritten > 0 {
            console.out("\(unwritten) file\(unwritten == 1 ? "" : "s") not written (exit status \(ExitStatus.reportNotWritten.rawValue))\n")
        }
        console.out(closingLine(run.results) + "\n")
        if unwritten > 0 { return .reportNotWritten }
        if !run.loadFailures.isEmpty { return .badInput }
        return run.results.contains(where: \.status.isFailure) ? .failure : .success
    }

    /// The note that says what the closing line counts apart or within (`1 errored (counted as
    /// failed), 1 golden written`), one part a kind.
    static func countedApart(_ results: [ScenarioResult]) -> [String] {
        let scenarios = results.filter { $0.problem == nil }
        let unloaded = scenarios.filter { !$0.diagnostics.isEmpty }.count
        let errors = scenarios.filter { $0.status == .errored && $0.diagnostics.isEmpty }.count
        let recorded = scenarios.filter { $0.status == .recorded }.count
        let pending = scenarios.filter { $0.status == .pending && $0.written != nil }.count
        let awaiting = scenarios.filter { $0.status == .pending && $0.written == nil }.count
        let rejected = results.count - scenarios.count
        var notes: [String] = []
        if unloaded > 0 { notes.append("\(unloaded) failed to load (counted as failed)") }
        if errors > 0 { notes.append("\(errors) errored (counted as failed)") }
        if recorded > 0 { notes.append("\(recorded) golden\(recorded == 1 ? "" : "s") written") }
        if pending > 0 { notes.append("\(pending) pending golden\(pending == 1 ? "" : "s") written for review") }
        if awaiting > 0 { notes.append("\(awaiting) pending golden\(awaiting == 1 ? "" : "s") waiting for review") }
        if rejected > 0 { notes.append("\(rejected) unreferenced golden\(rejected == 1 ? "" : "s") rejected") }
        return notes
    }

    /// A pass keeps no transcript: nothing after the run reads a passing result's golden or actual
    /// text (diffs, artifacts and root causes are for failures), and 20,000 of them add up.
    static func releasingTranscripts(_ result: consuming ScenarioResult) -> ScenarioResult {
        guard result.status == .passed else { return result }
        result.expected = nil
        result.actual = nil
        return result
    }

    /// `N passed, N failed`: every result, problems of the run included (errors count as failed),
    /// as `RunCounts` counts them. CI tooling parses this line: its format does not change.
    /// Goldens written are not passes (nothing was compared): they are counted apart, after it
    /// (`2 passed, 0 failed, 1 recorded`), and so are scenarios NOT APPLICABLE to the subject's
    /// profile (issue 36, item 2). A file not written is not a result.
    package static func closingLine(_ results: [ScenarioResult]) -> String {
        RunCounts(results).closingLine
    }

    /// What `swift test` records as an issue for a scenario, `nil` for a pass. A golden written
    /// fails the test too, as swift-snapshot-testing does: nothing was compared.
    public static func testIssue(for result: ScenarioResult) -> String? {
        switch result.status {
        case .passed, .notApplicable: return nil
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
            for note in result.notes {
                for line in note.text(color: color).split(separator: "\n") { text += "  " + line + "\n" }
            }
        }
        if result.status != .passed && result.status != .recorded, let diff = result.diff {
            text += diff.rendered(color: color)
        }
        return text
    }
}
