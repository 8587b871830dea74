import AdSpecEngine
import AdSpecKit
import Foundation

/// `adspec mutants`: the kit's self-test (every mutant must be caught by some scenario), and
/// `adspec mutants run NAME`: the corpus against one mutant, under an expectations file.
enum MutantsCommand {
    static let help = """
        USAGE: adspec mutants [options] [NAME...]
               adspec mutants --list
               adspec mutants run NAME [--expectations FILE] [ID...]

        Runs the whole corpus against the reference engine with one deliberate bug (a mutant)
        switched on, for every mutant (or those named), in parallel, and compares each transcript
        with its golden. A scenario catches a mutant when its transcript differs from the golden
        or the engine cannot run it. Prints per mutant CAUGHT or SURVIVED with its rule and the
        scenarios that caught it, per area of the rule catalogue the share caught, and a closing
        line 'N mutants, N caught, N survived'. A survivor is named with its rule and the
        scenarios to strengthen. Scenarios that do not pass against the plain reference engine
        are left out and fail the run.

        'run NAME' treats one mutant as another implementation: each scenario is PASS, FAIL,
        ERROR, XFAIL (expected failure), XPASS (unexpected pass) or SKIP, as the expectations file
        says (lines 'fail|skip <scenario id or glob> <reason>'); XPASS, FAIL and ERROR fail the run.

        OPTIONS:
          --list              List the mutants: name, rule, what the bug is.
          --format FORMAT     text (default) or json.
          -v, --verbose       Show how each scenario caught each mutant (first differing line).
          --expectations FILE With 'run': the scenarios the mutant is known to fail, with reasons.
          -j, --jobs N        Threads (default: cores; ADSPEC_JOBS).
          --specs DIR         Scenario folder (default: Specs; see 'adspec --help').
          --goldens DIR       Golden folder (default: Goldens beside the scenario folder).
          -h, --help          Show this help.

        EXIT STATUS: 0 every mutant caught (or, with 'run', the run passed), 1 a mutant survived,
        a scenario failed its baseline (or, with 'run', FAIL, ERROR or XPASS), 2 bad input or usage.

        """

    static func run(_ arguments: [String]) -> ExitStatus {
        let verbose = arguments.contains("-v")
        let parsed = Commands.parse(
            arguments.filter { $0 != "-v" }, options: ["format", "jobs", "expectations"],
            switches: ["list", "verbose"], help: help)
        if parsed.has("list") {
            let width = (Mutant.allCases.map(\.rawValue.count).max() ?? 0) + 2
            for mutant in Mutant.allCases {
                console.out(
                    mutant.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                        + mutant.rule.padding(toLength: 8, withPad: " ", startingAt: 0) + mutant.summary + "\n")
            }
            return .success
        }
        let jobs = self.jobs(parsed)
        if parsed.positional.first == "run" {
            return runOne(parsed, jobs: jobs)
        }
        if parsed.last("expectations") != nil { usageError("--expectations goes with 'adspec mutants run NAME'", help: help) }
        let format = CatalogueLoading.format(parsed)
        let mutants = parsed.positional.isEmpty ? Mutant.allCases : parsed.positional.map(mutant(named:))
        let workspace = Commands.workspace(parsed)
        guard let (catalogue, scenarios) = CatalogueLoading.catalogueAndCorpus(workspace) else { return .badInput }
        let report = MutationRun(
            scenarios: scenarios, workspace: workspace, catalogue: catalogue, mutants: mutants, jobs: jobs
        ).run()
        console.out(format == "json" ? report.json() : report.text(verbose: verbose || parsed.has("verbose")))
        return report.passed ? .success : .failure
    }

    static func mutant(named name: String) -> Mutant {
        if let mutant = Mutant(rawValue: name) { return mutant }
        let near = Mutant.allCases.filter { $0.rawValue.lowercased().contains(name.lowercased()) }.map(\.rawValue)
        usageError(
            "unknown mutant '\(name)'" + (near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)")
                + "; 'adspec mutants --list' lists them")
    }

    static func jobs(_ parsed: Arguments) -> Int {
        var jobs: Int
        do {
            jobs = try environment.jobs()
        } catch {
            usageError(error.description)
        }
        if let text = parsed.last("jobs") {
            guard let value = Int(text), value >= 1 else { usageError("--jobs takes a positive number, not '\(text)'") }
            jobs = value
        }
        return jobs
    }

    /// `adspec mutants run NAME [--expectations FILE] [ID...]`.
    static func runOne(_ parsed: Arguments, jobs: Int) -> ExitStatus {
        guard parsed.positional.count >= 2 else { usageError("'run' needs a mutant name", help: help) }
        let subject = MutantSubject(mutant: mutant(named: parsed.positional[1]))
        let workspace = Commands.workspace(parsed)
        guard let corpus = Verification.loadCorpus(workspace, console: console) else { return .badInput }
        var expectations = Expectations.none
        if let file = parsed.last("expectations") {
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            do {
                expectations = try Expectations.load(file: URL(fileURLWithPath: file, relativeTo: cwd), displayPath: file)
            } catch {
                for diagnostic in error.diagnostics { console.err(diagnostic.description + "\n") }
                return .badInput
            }
            let stale = expectations.check(against: corpus)
            if !stale.isEmpty {
                for diagnostic in stale { console.err(diagnostic.description + "\n") }
                return .badInput
            }
        }
        let selected: [LoadedScenario]
        do {
            selected = try Selection(patterns: Array(parsed.positional.dropFirst(2))).apply(to: corpus)
        } catch {
            usageError(error.description)
        }
        let path = expectations.path
        let report = ExpectationRun(subject: subject, workspace: workspace, expectations: expectations, jobs: jobs)
            .run(selected) { outcome in console.out(ExpectationReport.render(outcome, expectationsPath: path)) }
        console.out(report.closingLine + "\n")
        return report.passed ? .success : .failure
    }
}
