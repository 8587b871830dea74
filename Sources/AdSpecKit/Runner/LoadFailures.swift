import AdSpecHarness
import Foundation

/// Item 6 of issue 12: a scenario file that fails to load does not stop the rest. The corpus is
/// loaded file by file; each broken file's diagnostics are printed in file order and it becomes
/// an ERROR result, and every other scenario runs. What affects every scenario (the schema, the
/// library files, the catalogue) still stops the run.
extension Verification {
    /// The corpus, file by file, with every problem printed (one `path:line:column: error: ...` a
    /// line, in file order; as GitHub annotations too with `annotations`, relative to its root, at
    /// most ten, see `GitHubAnnotations.capped`). `nil` when the run cannot
    /// go on at all: no scenario folder, no scenario file, or the schema, a library file or the
    /// catalogue failed to load. A scenario naming a rule id the catalogue lacks is a failure of
    /// that scenario.
    /// `hashingSources: false` for a command that never shows or compares a source hash,
    /// `keepingInputs: false` for one that runs nothing (`Corpus.loadEach`).
    /// Why the workspace's scenario folder is not one, when it is a folder that holds no
    /// `scenario.xsd`: checked before anything under it is walked (`--specs /` walked the whole
    /// file system). `nil` for a scenario folder, and for no folder at all (reported as such).
    package static func notAScenarioFolder(_ workspace: Workspace) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: workspace.specs.path, isDirectory: &isFolder), isFolder.boolValue,
            !Corpus.holdsSchema(workspace.specs)
        else { return nil }
        return "\(workspace.display(workspace.specs)) is not a scenario folder: it holds no \(Corpus.schemaFileName) "
            + "(Specs/ does); give --specs the folder of the scenarios"
    }

    package static func loadCorpusKeepingGoing(
        _ workspace: Workspace, console: Console, annotations: AnnotationPaths? = nil, jobs: Int = Corpus.defaultJobs,
        hashingSources: Bool = true, keepingInputs: Bool = true
    ) -> Corpus? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: workspace.specs.path, isDirectory: &isFolder), isFolder.boolValue
        else {
            console.error("no scenario folder at \(workspace.display(workspace.specs))")
            return nil
        }
        // Before anything under it is walked: `--specs /` walked the whole file system.
        if let problem = notAScenarioFolder(workspace) {
            console.error(problem)
            return nil
        }
        let print = { (diagnostics: [Diagnostic]) in
            for diagnostic in diagnostics { console.err(diagnostic.description + "\n") }
            guard let annotations, !diagnostics.isEmpty else { return }
            // Diagnostics name files relative to the folder that holds the scenario folder.
            let base = workspace.specs.deletingLastPathComponent()
            let list = diagnostics.map { diagnostic in
                GitHubAnnotations.Annotation(
                    "error",
                    file: annotations.path(workspace.display(URL(fileURLWithPath: diagnostic.path, relativeTo: base))),
                    line: diagnostic.line, column: diagnostic.column, title: "adspec", message: diagnostic.message)
            }
            console.out(GitHubAnnotations.capped(list, seeAlso: "the log of this step"))
        }
        // With more than one job the catalogue loads beside the corpus (Traceability.Prefetch),
        // and Goldens/ is scanned beside it too (the scan reads folders only; its problems are
        // reported after the corpus's, as without a thread).
        let prefetch = jobs > 1 ? Traceability.Prefetch(specsDirectory: workspace.specs) : nil
        let goldenScan = jobs > 1 ? Background { TreeScan.goldenProblems(workspace) } : nil
        // Every return waits for them, the early ones too: a process that exits while the thread is
        // still in libxml2 runs libxml2's destructor (`xmlCleanupParser`) under that parse, which
        // crashed `adspec list` on a corpus that does not load, after its error, instead of
        // exiting with the load error's status.
        defer {
            _ = prefetch?.wait()
            _ = goldenScan?.wait()
        }
        var corpus: Corpus
        do throws(DiagnosticList) {
            corpus = try Corpus.loadEach(
                specsDirectory: workspace.specs, jobs: jobs, hashingSources: hashingSources, keepingInputs: keepingInputs)
        } catch {
            print(error.diagnostics)
            return nil
        }
        // Goldens/ (and a pending folder) too: a link there would be read or written through.
        let goldenProblems = goldenScan?.wait() ?? TreeScan.goldenProblems(workspace)
        if !goldenProblems.isEmpty {
            print(corpus.failures.flatMap(\.diagnostics) + goldenProblems)
            return nil
        }
        // Traceability: a rule id the catalogue lacks fails the scenario that names it; a
        // catalogue that does not load stops the run (Catalogue/Traceability.swift).
        let unknown =
            prefetch?.check(scenarios: corpus.scenarios)
            ?? Traceability.check(scenarios: corpus.scenarios, specsDirectory: workspace.specs)
        if !unknown.isEmpty {
            let byPath = Dictionary(grouping: unknown, by: \.path)
            let scenarioPaths = Set(corpus.scenarios.map(\.path))
            let other = unknown.filter { !scenarioPaths.contains($0.path) }
            if !other.isEmpty {
                print(corpus.failures.flatMap(\.diagnostics) + other)
                return nil
            }
            let failing = corpus.scenarios.filter { byPath[$0.path] != nil }
            corpus.scenarios.removeAll { byPath[$0.path] != nil }
            corpus.failures += failing.map { ScenarioLoadFailure(id: $0.id, path: $0.path, diagnostics: byPath[$0.path]!) }
            corpus.failures.sort { $0.path < $1.path }
        }
        print(corpus.failures.flatMap(\.diagnostics))
        if corpus.scenarios.isEmpty && corpus.failures.isEmpty {
            console.error("no scenario files under \(workspace.display(workspace.specs))")
            return nil
        }
        return corpus
    }

    /// What a broken file's result says: each diagnostic, and that nothing was run or recorded.
    static func result(of failure: ScenarioLoadFailure, workspace: Workspace) -> ScenarioResult {
        var result = ScenarioResult(
            id: failure.id, title: "", rules: [], source: failure.path,
            golden: workspace.display(workspace.goldens.goldenURL(for: failure.id)), status: .errored,
            notes: failure.diagnostics.map { .text($0.description) }
                + [.text("the scenario failed to load: not run, nothing recorded")])
        result.diagnostics = failure.diagnostics
        return result
    }
}

/// One thing a run reports: a loaded scenario to check, or a file that failed to load.
package enum RunItem: Sendable {
    case scenario(LoadedScenario)
    case failure(ScenarioLoadFailure)

    var id: String {
        switch self {
        case .scenario(let scenario): scenario.id
        case .failure(let failure): failure.id
        }
    }
}

extension Selection {
    /// The selected scenarios and failures, merged in id order. A failure has no rules (its
    /// `<covers>` was not read): it is selected by an id pattern or an area that is its folder,
    /// never by `--rule`; a sharded run reports failures in its first shard. An id or glob that
    /// names only a failure is not an unknown id.
    func apply(to corpus: Corpus) throws(NoMatch) -> [RunItem] {
        try checkLengths()
        let failureIDs = corpus.failures.map(\.id)
        var forScenarios = self
        forScenarios.patterns = patterns.filter { pattern in
            corpus.scenarios.contains { Self.matches(pattern, $0.id) } || !failureIDs.contains { Self.matches(pattern, $0) }
        }
        let scenarios: [LoadedScenario]
        if forScenarios.patterns.isEmpty && !patterns.isEmpty {
            scenarios = []
        } else {
            scenarios = try forScenarios.apply(to: corpus.scenarios)
        }
        let failures = corpus.failures.filter { failure in
            (patterns.isEmpty || patterns.contains { Self.matches($0, failure.id) }) && rules.isEmpty
                && (areas.isEmpty || areas.contains { failure.id.hasPrefix($0 + "/") })
                && (shard == nil || shard?.index == 0)
        }
        let items = scenarios.map(RunItem.scenario) + failures.map(RunItem.failure)
        return items.sorted { $0.id < $1.id }
    }
}

extension Selection {
    /// What `adspec list` prints: each selected scenario (id, title) or failure (id, path, no
    /// title), in id order.
    package func items(of corpus: Corpus) throws(NoMatch) -> [(id: String, title: String?, path: String)] {
        try apply(to: corpus).map { item in
            switch item {
            case .scenario(let scenario): (scenario.id, scenario.title, scenario.path)
            case .failure(let failure): (failure.id, nil, failure.path)
            }
        }
    }
}
