import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// `adspec mutate`: mechanical mutation analysis of Sources/AdSpecEngine/ (Documentation/MechanicalMutation.md).
struct MutateCommand: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "mutate",
        abstract: "Mechanical mutation analysis of the engine: generate mutants, run the corpus against each.",
        discussion: """
            Generates mutants from Sources/AdSpecEngine/ by standard operators (relational and \
            boundary, equality, && and ||, arithmetic, integer constants, condition negation and \
            removal, removal of a call or assignment statement, early return), compiles them once \
            as a mutant schema in a copy of the package under .build-mutants/ (sites the compiler \
            rejects are dropped and listed as not compilable), records which scenarios execute \
            each site, and runs each mutant against those scenarios in exact mode. Prints the \
            score overall, per engine file and per rule area, every survivor with file:line, the \
            original and mutated code and the covering scenarios, and the unreached sites. \
            Mutants listed in the equivalents file (default Specs/Mutation/equivalent.txt) with a \
            reason are not counted; mutants listed in the known-survivors file (default \
            Specs/Mutation/known-survivors.txt) with why they are left count as not killed but do \
            not fail the run. A listed mutant that is killed or no longer exists is an error naming \
            the entry's file:line.

            EXIT STATUS: 0 every mutant killed or listed (or --report-only), 1 a mutant not killed \
            (survived or unreached) that neither list names, a wrong list entry, or the plain schema \
            fails a scenario, 2 the schema could not be built or the input does not load, 64 usage, \
            74 the --json report could not be written.
            """)

    @Option(help: ArgumentHelp("Run a deterministic sample of N mutants.", valueName: "n"))
    var sample: Int?

    @Option(help: ArgumentHelp("The sample's seed (default 0).", valueName: "s"))
    var seed: UInt64 = 0

    @Option(help: ArgumentHelp("Run shard i of n of the (sampled) mutants.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Only the mutants of this engine file (repeatable; default: every file).", valueName: "name"))
    var file: [String] = []

    @Option(help: ArgumentHelp("Write the full report as JSON to FILE.", valueName: "file"), completion: .file())
    var json: String?

    @Option(help: ArgumentHelp("The equivalents file (default Specs/Mutation/equivalent.txt).", valueName: "file"))
    var equivalents: String?

    @Option(help: ArgumentHelp("The known-survivors file (default Specs/Mutation/known-survivors.txt).", valueName: "file"))
    var knownSurvivors: String?

    @Option(help: ArgumentHelp("Seconds one mutant may run before it counts as a hang (killed).", valueName: "s"))
    var timeout: Double = 120

    @Flag(help: "Exit 0 although mutants survive (the lists' errors still fail).")
    var reportOnly = false

    @Flag(help: "List the mutants (file:line, key, original and mutated code) without building or running anything.")
    var list = false

    @Flag(name: [.short, .long], help: "List every covering scenario and every killed mutant.")
    var verbose = false

    @OptionGroup var jobs: JobsOption

    @OptionGroup var locations: LocationOptions

    func validate() throws {
        if let sample, sample < 1 { throw ValidationError("--sample takes a positive number, not '\(sample)'") }
        if let shard, MutantSelection.parseShard(shard) == nil {
            throw ValidationError("--shard takes i/n with 1 <= i <= n, not '\(shard)'")
        }
        if timeout <= 0 { throw ValidationError("--timeout takes a positive number of seconds") }
    }

    func run(in context: Context) -> ExitStatus {
        let jobs: Int
        do {
            jobs = try context.jobs(self.jobs.jobs)
        } catch {
            return context.usageError(error.description)
        }
        let workspace = locations.workspace(in: context)
        guard let root = Workspace.packageRoot(from: workspace.specs) else {
            return context.inputError("no Package.swift above \(workspace.display(workspace.specs))")
        }
        /// Reads one of the two lists: nil after printing its errors (the status is in `failed`).
        var failed: ExitStatus?
        func readList(_ option: String?, _ defaultName: String, _ listedAs: String, _ what: String) -> EquivalentMutants {
            let url = option.map(context.url) ?? workspace.specs.appendingPathComponent("Mutation/" + defaultName)
            let path = workspace.display(url)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                if option != nil { failed = context.inputError("no \(what) file at \(path)") }
                return EquivalentMutants(path: path, entries: [], listedAs: listedAs)
            }
            let (parsed, errors) = EquivalentMutants.parse(String(decoding: data, as: UTF8.self), path: path, listedAs: listedAs)
            if !errors.isEmpty {
                for error in errors { context.console.err(error + "\n") }
                failed = failed ?? .failure
            }
            return parsed
        }
        let equivalentList = readList(equivalents, "equivalent.txt", "equivalent", "equivalents")
        let knownList = readList(knownSurvivors, "known-survivors.txt", "a known survivor", "known-survivors")
        if let failed { return failed }
        if list {
            do throws(MechanicalMutationRun.Failure) {
                let plan = try MutationPlan.load(engineFolder: root.appendingPathComponent("Sources/AdSpecEngine"))
                let chosen = MutantSelection(sample: sample, seed: seed, shard: shard.flatMap(MutantSelection.parseShard))
                    .apply(plan.mutants(excluding: []).filter { file.isEmpty || file.contains(plan.sites[$0.site].file) })
                for mutant in chosen {
                    let site = plan.sites[mutant.site]
                    context.console.out(
                        "Sources/AdSpecEngine/\(site.file):\(site.line): \(site.key(variant: mutant.variant))\n"
                            + "    \(site.kind == .earlyReturn ? site.scope : site.code)  ->  \(site.mutatedCode(variant: mutant.variant))\n")
                }
                context.console.out("\(plan.sites.count) sites, \(chosen.count) mutants\n")
                // The equivalents file is checked for entries that name no mutant (no run needed).
                let existing = Set(plan.mutants(excluding: []).map { plan.sites[$0.site].key(variant: $0.variant) })
                let problems =
                    equivalentList.problems(existing: existing, killedBy: [:])
                    + knownList.problems(existing: existing, killedBy: [:]) + equivalentList.overlaps(knownList)
                for problem in problems { context.console.err(problem + "\n") }
                return problems.isEmpty ? .success : .failure
            } catch {
                context.console.error(error.description)
                return .badInput
            }
        }
        guard let (catalogue, scenarios) = CatalogueLoading.catalogueAndCorpus(workspace, console: context.console)
        else { return .badInput }
        var areasOfScenario: [String: [String]] = [:]
        for scenario in scenarios {
            areasOfScenario[scenario.id] = Array(Set(scenario.rules.compactMap { catalogue.rule($0)?.area })).sorted()
        }
        var run = MechanicalMutationRun(root: root, specs: workspace.specs, goldens: workspace.goldens.directory)
        run.selection = MutantSelection(sample: sample, seed: seed, shard: shard.flatMap(MutantSelection.parseShard))
        run.jobs = jobs
        run.onlyFiles = Set(file)
        run.timeout = timeout
        if let swift = context.environment["ADSPEC_SWIFT"] { run.swift = swift }
        let console = context.console
        run.progress = { console.err("mutate: " + $0 + "\n") }
        let outcome: MechanicalMutationRun.Outcome
        do throws(MechanicalMutationRun.Failure) {
            outcome = try run.run()
        } catch {
            console.error(error.description)
            return .badInput
        }
        var selectionText = sample.map { "sample \($0), seed \(seed)" } ?? "every mutant"
        if !file.isEmpty { selectionText += " of " + file.sorted().joined(separator: ", ") }
        if let shard { selectionText += ", shard \(shard)" }
        let report = MechanicalMutationReport(
            outcome: outcome, equivalents: equivalentList, knownSurvivors: knownList, areasOfScenario: areasOfScenario, engineFolder: "Sources/AdSpecEngine",
            selectionText: selectionText)
        console.out(report.text(verbose: verbose))
        if let json {
            do {
                try Data(report.json().utf8).write(to: context.url(json))
            } catch {
                console.error("cannot write \(json): \(error.localizedDescription)")
                return .reportNotWritten
            }
        }
        if !report.problems.isEmpty || !report.baselineFailures.isEmpty { return .failure }
        return report.unlisted.isEmpty || reportOnly ? .success : .failure
    }
}
