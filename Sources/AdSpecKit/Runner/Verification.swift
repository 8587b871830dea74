import AdSpecEngine
import Foundation

/// `adspec verify` and `adspec record`: load the corpus, select, run every scenario in parallel,
/// print results in id order, close with `N passed, N failed`.
public enum Verification {
    /// Loads every scenario, or prints the diagnostics (one `path:line:column: error: ...` a
    /// line) and returns `nil`.
    package static func loadCorpus(_ workspace: Workspace, console: Console, annotate: Bool = false) -> [LoadedScenario]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: workspace.specs.path, isDirectory: &isFolder), isFolder.boolValue
        else {
            console.err("error: no scenario folder at \(workspace.display(workspace.specs))\n")
            return nil
        }
        do throws(DiagnosticList) {
            let corpus = try Corpus.load(specsDirectory: workspace.specs)
            // Traceability: a rule id the catalogue lacks is a load error (Catalogue/Traceability.swift).
            let unknown = Traceability.check(scenarios: corpus.scenarios, specsDirectory: workspace.specs)
            if !unknown.isEmpty { throw DiagnosticList(unknown) }
            if corpus.scenarios.isEmpty {
                console.err("error: no scenario files under \(workspace.display(workspace.specs))\n")
                return nil
            }
            return corpus.scenarios
        } catch {
            for diagnostic in error.diagnostics {
                console.err(diagnostic.description + "\n")
                if annotate {
                    console.out(
                        GitHubAnnotations.command(
                            "error", file: workspace.display(URL(fileURLWithPath: diagnostic.path)), line: diagnostic.line,
                            column: diagnostic.column, title: "adspec", message: diagnostic.message))
                }
            }
            return nil
        }
    }

    /// Runs the request and returns the exit status.
    package static func run(_ request: VerifyRequest, subject: any BindingSubject, console: Console) -> ExitStatus {
        guard let corpus = loadCorpus(request.workspace, console: console, annotate: request.githubAnnotations) else {
            return .badInput
        }
        let selected: [LoadedScenario]
        do {
            selected = try request.selection.apply(to: corpus)
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
        var results = ParallelMap.run(selected, jobs: request.jobs, body: { checker.check($0) }) { _, result in
            var text = render(result, color: color)
            if annotate, let annotation = GitHubAnnotations.annotation(for: result) { text += annotation }
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
        if let policy = request.unreferenced {
            let found = Unreferenced.find(in: request.workspace.goldens, scenarioIDs: Set(corpus.map(\.id)))
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
        let errors = results.filter { $0.status == .errored }.count
        let recorded = results.filter { $0.status == .recorded }.count
        let pending = results.filter { $0.status == .pending && $0.written != nil }.count
        let awaiting = results.filter { $0.status == .pending && $0.written == nil }.count
        var notes: [String] = []
        if errors > 0 { notes.append("\(errors) errored (counted as failed)") }
        if recorded > 0 { notes.append("\(recorded) golden\(recorded == 1 ? "" : "s") written") }
        if pending > 0 { notes.append("\(pending) pending golden\(pending == 1 ? "" : "s") written for review") }
        if awaiting > 0 { notes.append("\(awaiting) pending golden\(awaiting == 1 ? "" : "s") waiting for review") }
        if orphanFails { notes.append("\(orphans.count) unreferenced golden\(orphans.count == 1 ? "" : "s") rejected") }
        console.out(RootCauses.text(results))
        if !notes.isEmpty { console.out(notes.joined(separator: ", ") + "\n") }
        console.out("\(passed) passed, " + (recordedCount > 0 ? "\(recordedCount) recorded, " : "") + "\(failed) failed\n")
        if orphanFails { failed += 1 }
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
