import AdSpecEngine
import Foundation

/// `adspec verify` and `adspec record`: load the corpus, select, run every scenario in parallel,
/// print results in id order, close with `N passed, N failed`.
public enum Verification {
    /// Loads every scenario, or prints the diagnostics (one `path:line:column: error: ...` a
    /// line) and returns `nil`: all-or-nothing, for the commands whose answer a partial corpus
    /// would falsify (the mutation gate).
    package static func loadCorpus(_ workspace: Workspace, console: Console, annotate: Bool = false) -> [LoadedScenario]? {
        guard let corpus = loadCorpusKeepingGoing(workspace, console: console, annotate: annotate) else { return nil }
        guard corpus.failures.isEmpty else {
            let count = corpus.failures.count
            console.err(
                "error: \(count) scenario file\(count == 1 ? "" : "s") failed to load (above); this command needs every scenario\n")
            return nil
        }
        return corpus.scenarios
    }

    /// Runs the request and returns the exit status.
    package static func run(_ request: VerifyRequest, subject: any BindingSubject, console: Console) -> ExitStatus {
        guard let loaded = loadCorpusKeepingGoing(request.workspace, console: console, annotate: request.githubAnnotations)
        else {
            return .badInput
        }
        let corpus = loaded.scenarios
        let selected: [RunItem]
        do {
            selected = try request.selection.apply(to: loaded)
        } catch {
            console.err("error: " + error.description.replacingOccurrences(of: "\n", with: "\nerror: ") + "\n")
            return .badInput
        }
        if let statusFile = request.shardStatusFile {
            // Bazel: touching the file says this runner understands sharding.
            _ = FileManager.default.createFile(atPath: statusFile.path, contents: nil)
        }
        let checker = ScenarioChecker(
            subject: subject, workspace: request.workspace, policy: request.policy,
            recordCommand: request.recordCommand)
        let (color, annotate, artifacts) = (request.color, request.githubAnnotations, request.artifacts)
        let onResult = request.onResult
        let workspace = request.workspace
        var results = ParallelMap.run(
            selected, jobs: request.jobs,
            body: { item in
                switch item {
                case .scenario(let scenario): checker.check(scenario)
                case .failure(let failure): result(of: failure, workspace: workspace)
                }
            }
        ) { _, result in
            var text = render(result, color: color)
            // A broken file was annotated at each of its diagnostics when it was loaded.
            if annotate, result.diagnostics.isEmpty, let annotation = GitHubAnnotations.annotation(for: result) { text += annotation }
            console.out(text)
            if let artifacts { FailureArtifacts.write(result, to: artifacts) }
            onResult?(result)
        }
        EngineChangeConfirmation.resolve(
            &results, workspace: request.workspace, terminal: request.terminal, console: console)
        var failed = results.filter { !$0.status.isSuccess }.count
        // A golden written is not a pass: it was not compared with anything (counted apart).
        let recordedCount = results.filter { $0.status == .recorded }.count
        let passed = results.count - failed - recordedCount
        var orphanLines: [String] = []
        var orphanFails = false
        var orphans: [String] = []
        if let policy = request.unreferenced, !loaded.failures.isEmpty, policy != .warn {
            // An unloaded scenario's golden would look unreferenced: never delete or reject it.
            orphanLines = [
                "error: --unreferenced \(policy.rawValue) refused: \(loaded.failures.count) scenario file"
                    + "\(loaded.failures.count == 1 ? "" : "s") failed to load, and \(loaded.failures.count == 1 ? "its golden" : "their goldens") would look unreferenced"
            ]
            for line in orphanLines { console.out(line + "\n") }
        } else if let policy = request.unreferenced {
            let found = Unreferenced.find(in: request.workspace.goldens, scenarioIDs: Set(corpus.map(\.id) + loaded.failures.map(\.id)))
            orphans =
                found.goldens.map { request.workspace.display(request.workspace.goldens.goldenURL(for: $0)) }
                + found.pending.map { request.workspace.display(request.workspace.goldens.pendingURL(for: $0)) }
            (orphanLines, orphanFails) = found.apply(policy, workspace: request.workspace)
            for line in orphanLines { console.out(line + "\n") }
            if annotate {
                for path in orphans {
                    console.out(
                        GitHubAnnotations.command(
                            orphanFails ? "error" : "warning", file: path, line: nil, title: "adspec unreferenced golden",
                            message: "no scenario references this golden"))
                }
            }
        }
        if let junit = request.junit {
            write(JUnitReport.xml(results: results, notes: orphanLines), to: junit, console: console)
        }
        if let json = request.json {
            write(JSONReport.json(results: results, subject: subject.name, unreferenced: orphans), to: json, console: console)
        }
        let unloaded = results.filter { !$0.diagnostics.isEmpty }.count
        let errors = results.filter { $0.status == .errored && $0.diagnostics.isEmpty }.count
        let recorded = results.filter { $0.status == .recorded }.count
        let pending = results.filter { $0.status == .pending && $0.written != nil }.count
        let awaiting = results.filter { $0.status == .pending && $0.written == nil }.count
        var notes: [String] = []
        if unloaded > 0 { notes.append("\(unloaded) failed to load (counted as failed)") }
        if errors > 0 { notes.append("\(errors) errored (counted as failed)") }
        if recorded > 0 { notes.append("\(recorded) golden\(recorded == 1 ? "" : "s") written") }
        if pending > 0 { notes.append("\(pending) pending golden\(pending == 1 ? "" : "s") written for review") }
        if awaiting > 0 { notes.append("\(awaiting) pending golden\(awaiting == 1 ? "" : "s") waiting for review") }
        if orphanFails { notes.append("\(orphans.count) unreferenced golden\(orphans.count == 1 ? "" : "s") rejected") }
        console.out(RootCauses.text(results))
        if !notes.isEmpty { console.out(notes.joined(separator: ", ") + "\n") }
        console.out("\(passed) passed, " + (recordedCount > 0 ? "\(recordedCount) recorded, " : "") + "\(failed) failed\n")
        if orphanFails { failed += 1 }
        // Bad input wins: a scenario file that failed to load makes the run exit 2.
        if !loaded.failures.isEmpty { return .badInput }
        return failed == 0 ? .success : .failure
    }

    static func write(_ text: String, to url: URL, console: Console) {
        do throws(GoldenStore.WriteError) {
            try GoldenStore.writeAtomically(text, to: url)
        } catch {
            console.err("error: \(error)\n")
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
