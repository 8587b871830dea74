import AdSpecHarness
import AdSpecHTML
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// `adspec report --html DIR [ID...]`: a static site of the screen, the timeline and the transcript.
struct ReportCommand: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a static HTML report: screen, timeline and transcript of each scenario.",
        discussion: """
            Writes DIR/index.html (every selected scenario with its result, rules and areas) and \
            DIR/scenarios/<id>.html: the screen drawn from the engine's layout at each moment it \
            changed, a timeline with one lane per subject, the transcript, and for a failing scenario \
            the diff against its golden. Self-contained (no network, no script); the same bytes for \
            any number of jobs. Never writes goldens. See Documentation/HTMLReport.md.

            EXIT STATUS: 0 written (whatever the scenarios' results), 2 bad input (load errors, an \
            unknown id, rule or area), 64 usage, 74 a file could not be written.
            """)

    @Option(help: ArgumentHelp("The folder to write the site into (created if missing).", valueName: "dir"))
    var html: String

    @Argument(help: ArgumentHelp("A scenario id or a glob such as 'native/*' (default: every scenario).", valueName: "id"))
    var ids: [String] = []

    @Option(help: ArgumentHelp("Only scenarios covering RULE (an id or glob). Repeatable.", valueName: "rule"))
    var rule: [String] = []

    @Option(help: ArgumentHelp("Only scenarios in AREA (a catalogue area, its rule prefix or an id's first part). Repeatable.", valueName: "area"))
    var area: [String] = []

    @OptionGroup var locations: LocationOptions

    @OptionGroup var jobs: JobsOption

    func run(in context: Context) -> ExitStatus {
        let workspace = locations.workspace(in: context)
        let jobs: Int
        do throws(RunEnvironment.UsageError) {
            jobs = try context.jobs(self.jobs.jobs)
        } catch {
            return context.usageError(error.description)
        }
        guard let scenarios = Verification.loadCorpus(workspace, console: context.console) else { return .badInput }
        let selected: [LoadedScenario]
        do {
            let split = { (values: [String]) in values.flatMap { $0.split(separator: ",").map(String.init) } }
            selected = try Selection(
                patterns: ids, rules: split(rule), areas: split(area),
                areaPrefixes: CatalogueAreas.read(specs: workspace.specs)
            ).apply(to: scenarios)
        } catch {
            return context.inputError(error.description)
        }
        let files = HTMLReport.files(of: selected, workspace: workspace, jobs: jobs)
        let problems = HTMLReport.write(files, to: context.url(html))
        for problem in problems { context.console.error("cannot write \(problem.url.path): \(problem.error)") }
        if !problems.isEmpty { return .reportNotWritten }
        context.console.out("wrote \(files.count) pages to \(html)\n")
        return .success
    }
}
