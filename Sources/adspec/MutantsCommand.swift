import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// `adspec mutants [NAME...]`: the kit's self-test (every mutant must be caught by some scenario),
/// and `adspec mutants run NAME`: the corpus against one mutant, under an expectations file.
struct MutantsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mutants",
        abstract: "Run the corpus against each engine mutant; every one must be caught.",
        discussion: """
            Runs the whole corpus against the reference engine with one deliberate bug (a mutant) \
            switched on, for every mutant (or those named), in parallel, and compares each \
            transcript with its golden. A scenario catches a mutant when its transcript differs \
            from the golden or the engine cannot run it. Prints per mutant CAUGHT or SURVIVED with \
            its rule and the scenarios that caught it, per area of the rule catalogue the share \
            caught, the score in conformance mode beside exact mode's with every mutant caught in \
            exact mode only and why (Documentation/Mutants.md), and a closing line 'N mutants, N \
            caught, N survived'. A survivor is named with \
            its rule and the scenarios to strengthen. Scenarios that do not pass against the plain \
            reference engine are left out and fail the run. 'adspec mutants --list' lists the \
            mutants; 'adspec mutants check --help' shows the options.

            'run NAME' treats one mutant as another implementation: each scenario is PASS, FAIL, \
            ERROR, XFAIL (expected failure), XPASS (unexpected pass) or SKIP, as the expectations \
            file says (lines 'fail|skip <scenario id or glob> <reason>'); XPASS, FAIL and ERROR \
            fail the run.

            EXIT STATUS: 0 every mutant caught (or, with 'run', the run passed), 1 a mutant \
            survived, a scenario failed its baseline (or, with 'run', FAIL, ERROR or XPASS), 2 bad \
            input, 64 usage.
            """,
        subcommands: [Check.self, Run.self],
        defaultSubcommand: Check.self)

    /// The mutant called `name`, else a usage error naming the mutants whose names contain it.
    static func mutant(named name: String) throws(ValidationError) -> Mutant {
        if let mutant = Mutant(rawValue: name) { return mutant }
        let near = Mutant.allCases.filter { $0.rawValue.lowercased().contains(name.lowercased()) }.map(\.rawValue)
        throw ValidationError(
            "unknown mutant '\(name)'" + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)")
                + "; 'adspec mutants --list' lists them")
    }

    static let names = Mutant.allCases.map(\.rawValue)
}

extension MutantsCommand {
    /// `adspec mutants [check] [NAME...]`, the default: every mutant (or those named) must be caught.
    struct Check: AdSpecCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Run the corpus against each mutant (or those named); every one must be caught.",
            discussion: """
                Prints per mutant CAUGHT or SURVIVED with its rule and the scenarios that caught \
                it, per area of the rule catalogue the share caught, and 'N mutants, N caught, N \
                survived'. See 'adspec mutants --help'.

                EXIT STATUS: 0 every mutant caught, 1 a mutant survived or a scenario failed its \
                baseline, 2 bad input, 64 usage.
                """)

        @Argument(
            help: ArgumentHelp("A mutant (default: every mutant).", valueName: "name"), completion: .list(MutantsCommand.names))
        var names: [String] = []

        @Flag(help: "List the mutants: name, rule, what the bug is.")
        var list = false

        @Option(help: "Text or JSON.")
        var format: OutputFormat = .text

        @Flag(name: [.short, .long], help: "Show how each scenario caught each mutant (first differing line).")
        var verbose = false

        @OptionGroup var jobs: JobsOption

        @OptionGroup var locations: LocationOptions

        /// Belongs to `run`; taken here only to say so.
        @Option(help: .hidden)
        var expectations: String?

        func validate() throws {
            if list { return }
            if expectations != nil { throw ValidationError("--expectations goes with 'adspec mutants run NAME'") }
            for name in names { _ = try MutantsCommand.mutant(named: name) }
        }

        func run(in context: Context) -> ExitStatus {
            if list {
                let width = (Mutant.allCases.map(\.rawValue.count).max() ?? 0) + 2
                for mutant in Mutant.allCases {
                    context.console.out(
                        Columns.pad(mutant.rawValue, width) + Columns.pad(mutant.rule, 8) + mutant.summary + "\n")
                }
                return .success
            }
            let jobs: Int
            let reference: any BindingSubject
            do {
                jobs = try context.jobs(self.jobs.jobs)
                // The kit's self-test hook breaks the plain engine as it does for verify.
                reference =
                    try FaultInjectingSubject(
                        wrapping: ReferenceEngine(), specification: context.environment["ADSPEC_INJECT_FAULT"])
                    ?? ReferenceEngine()
            } catch {
                return context.usageError(error.description)
            }
            let mutants = names.isEmpty ? Mutant.allCases : names.compactMap(Mutant.init(rawValue:))
            let workspace = locations.workspace(in: context)
            guard let (catalogue, scenarios) = CatalogueLoading.catalogueAndCorpus(workspace, console: context.console)
            else { return .badInput }
            var run = MutationRun(scenarios: scenarios, workspace: workspace, catalogue: catalogue, mutants: mutants, jobs: jobs)
            run.reference = reference
            let report = run.run()
            context.console.out(format == .json ? report.json() : report.text(verbose: verbose))
            return report.passed ? .success : .failure
        }
    }

    /// `adspec mutants run NAME [--expectations FILE] [ID...]`.
    struct Run: AdSpecCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run the corpus against one mutant as another implementation, under an expectations file.",
            discussion: """
                Each scenario is PASS, FAIL, ERROR, XFAIL (expected failure), XPASS (unexpected \
                pass) or SKIP, as the expectations file says (lines 'fail|skip <scenario id or \
                glob> <reason>'); XPASS, FAIL and ERROR fail the run.

                EXIT STATUS: 0 the run passed, 1 FAIL, ERROR or XPASS, 2 bad input, 64 usage.
                """)

        @Argument(help: ArgumentHelp("The mutant.", valueName: "name"), completion: .list(MutantsCommand.names))
        var name: String

        @Argument(help: ArgumentHelp("A scenario id or a glob (default: every scenario).", valueName: "id"))
        var ids: [String] = []

        @Option(
            help: ArgumentHelp("The scenarios the mutant is known to fail, with reasons.", valueName: "file"),
            completion: .file())
        var expectations: String?

        @Option(
            help: ArgumentHelp(
                """
                Write (or, given the --expectations file itself, refresh) an expectations file from \
                this run: a 'fail' line for every scenario that fails, recording how it fails.
                """, valueName: "file"),
            completion: .file())
        var writeExpectations: String?

        @Option(
            help: ArgumentHelp(
                "The comparison: exact (default) or conformance (Documentation/Conformance.md).", valueName: "mode"))
        var mode: String = "exact"

        @OptionGroup var jobs: JobsOption

        @OptionGroup var locations: LocationOptions

        func validate() throws {
            _ = try MutantsCommand.mutant(named: name)
            guard ComparisonMode.names.contains(mode) else {
                throw ValidationError("--mode takes \(ComparisonMode.names.joined(separator: " or ")), not '\(mode)'")
            }
        }

        func run(in context: Context) -> ExitStatus {
            let jobs: Int
            do {
                jobs = try context.jobs(self.jobs.jobs)
            } catch {
                return context.usageError(error.description)
            }
            guard let mutant = Mutant(rawValue: name) else { return .usage }  // validate() named the problem
            let subject = MutantSubject(mutant: mutant)
            let workspace = locations.workspace(in: context)
            guard let corpus = Verification.loadCorpus(workspace, console: context.console) else { return .badInput }
            var expectations = Expectations.none
            if let file = self.expectations {
                do {
                    expectations = try Expectations.load(file: context.url(file), displayPath: file)
                } catch {
                    for diagnostic in error.diagnostics { context.console.err(diagnostic.description + "\n") }
                    return .badInput
                }
                let stale = expectations.check(against: corpus)
                if !stale.isEmpty {
                    for diagnostic in stale { context.console.err(diagnostic.description + "\n") }
                    return .badInput
                }
            }
            let selected: [LoadedScenario]
            do {
                selected = try Selection(patterns: ids).apply(to: corpus)
            } catch {
                return context.inputError(error.description)
            }
            var comparison = ComparisonMode.exact
            if mode == "conformance" {
                do throws(DiagnosticList) {
                    comparison = .conformance(try ConformanceWindows.load(specsDirectory: workspace.specs))
                } catch {
                    for diagnostic in error.diagnostics { context.console.err(diagnostic.description + "\n") }
                    return .badInput
                }
            }
            let path = expectations.path
            let report = ExpectationRun(
                subject: subject, workspace: workspace, expectations: expectations, jobs: jobs, mode: comparison
            ).run(selected) { outcome in context.console.out(ExpectationReport.render(outcome, expectationsPath: path)) }
            for line in report.staleRuleLines { context.console.out(line + "\n") }
            context.console.out(report.closingLine + "\n")
            if let file = writeExpectations {
                let previousText = self.expectations.flatMap { FileManager.default.contents(atPath: context.url($0).path) }
                    .map { String(decoding: $0, as: UTF8.self) }
                let text = ExpectationsWriter.text(
                    from: report, subject: subject.name, previous: self.expectations == nil ? nil : expectations,
                    previousText: previousText)
                do throws(GoldenStore.WriteError) {
                    try GoldenStore.writeAtomically(text, to: context.url(file))
                } catch {
                    context.console.error(error.description)
                    return .failure
                }
                context.console.out("wrote \(file)\n")
                return .success
            }
            return report.passed ? .success : .failure
        }
    }
}
