import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser

/// `adspec coverage`: which scenarios cover which rules of the catalogue, and the coverage gate.
struct CoverageCommand: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Rules of Specs/Catalogue per area, the scenarios covering each; the gate.",
        discussion: """
            Prints, per area of the rule catalogue (Specs/Catalogue/rules.xml) and per rule, the \
            scenarios whose <covers> names it, then a summary line:
              Summary: N of M required rules in implemented areas covered; ...
            Required: every must/should rule of an implemented area, and recommended/app-guidance \
            rules the engine models (a setting holds them, or a mutant breaks them).

            The gate fails (exit 1) when a required rule has no scenario or a scenario covers no \
            rule; each problem is printed as path:line:column: error: ... with what to add.

            EXIT STATUS: 0 the gate passes, 1 it fails, 2 bad input (catalogue or scenario load \
            errors, an unknown rule id in a scenario's covers), 64 usage.
            """)

    @Option(help: "Text or JSON.")
    var format: OutputFormat = .text

    @Option(
        help: ArgumentHelp(
            "Scenario folder (default: Specs in the current directory or the package root found by walking up to Package.swift).",
            valueName: "dir"))
    var specs: String?

    /// Taken, as by every command, and not used.
    @Option(help: .hidden)
    var goldens: String?

    func run(in context: Context) -> ExitStatus {
        let workspace = context.workspace(specs: specs, goldens: goldens)
        guard
            let (catalogue, scenarios, unloaded) = CatalogueLoading.catalogueAndCorpus(
                workspace, console: context.console, keepingGoing: true)
        else { return .badInput }
        let coverage = Coverage(catalogue: catalogue, scenarios: scenarios)
        context.console.out(format == .json ? coverage.json() : coverage.text())
        if unloaded > 0 {
            // A broken file's rules are not counted: the report above may call them missing.
            context.console.err(
                "error: \(unloaded) scenario file\(unloaded == 1 ? "" : "s") failed to load (above); "
                    + "coverage counts only the scenarios that loaded\n")
            return .badInput
        }
        return coverage.passed ? .success : .failure
    }
}

/// Loading shared by `adspec coverage` and `adspec mutants`.
enum CatalogueLoading {
    /// The catalogue, or `nil` after printing its diagnostics.
    static func catalogue(_ workspace: Workspace, console: Console) -> Catalogue? {
        if let problem = Verification.notAScenarioFolder(workspace) {
            console.error(problem)
            return nil
        }
        do {
            let loaded = try Catalogue.load(specsDirectory: workspace.specs)
            for note in loaded.notes { console.err(note + "\n") }
            return loaded.catalogue
        } catch {
            for diagnostic in error.diagnostics { console.err(diagnostic.description + "\n") }
            return nil
        }
    }

    /// The catalogue and the corpus, with every rule id checked; `nil` after printing problems.
    static func catalogueAndCorpus(_ workspace: Workspace, console: Console) -> (Catalogue, [LoadedScenario])? {
        guard let (catalogue, scenarios, _) = catalogueAndCorpus(workspace, console: console, keepingGoing: false)
        else { return nil }
        return (catalogue, scenarios)
    }

    /// The same; with `keepingGoing`, a scenario file that fails to load (or names an unknown rule)
    /// is printed and left out, and counted in `unloaded`, instead of stopping.
    static func catalogueAndCorpus(_ workspace: Workspace, console: Console, keepingGoing: Bool) -> (
        Catalogue, [LoadedScenario], unloaded: Int
    )? {
        guard let catalogue = catalogue(workspace, console: console) else { return nil }
        guard keepingGoing else {
            guard let scenarios = Verification.loadCorpus(workspace, console: console) else { return nil }
            return (catalogue, scenarios, 0)
        }
        guard let corpus = Verification.loadCorpusKeepingGoing(workspace, console: console) else { return nil }
        return (catalogue, corpus.scenarios, corpus.failures.count)
    }
}
