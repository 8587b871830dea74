import AdSpecEngine
import AdSpecHTML
import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser
import Foundation

/// `adspec verify [ID...]`: run scenarios and compare each transcript with its golden.
struct Verify: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run scenarios and compare with their goldens.",
        discussion: RunOptions.discussion(
            """
            compares each transcript with its golden. On a mismatch prints a unified diff (appliable \
            with patch -p0) naming the golden, the first divergent event and the command that \
            re-records. A missing golden is a failure unless the record mode writes it.
            """))

    @Option(
        help: ArgumentHelp(
            "The record mode (default: ADSPEC_RECORD, else never). With CI set the mode is never unless this flag is given.",
            valueName: "mode"))
    var record: RecordMode?

    @Option(
        help: ArgumentHelp(
            """
            The comparison: exact (byte for byte, the default) or conformance (the normative \
            projection with the catalogue's windows and partial order; never writes goldens). \
            See Documentation/Conformance.md.
            """, valueName: "mode"))
    var mode: String = "exact"

    @Option(
        help: ArgumentHelp(
            """
            The subject's implementation profile, with --mode conformance: a JSON file of one \
            object, setting name to value (Documentation/Settings.md), and optionally \
            "configurable": [names]. See Documentation/Conformance.md.
            """, valueName: "file"))
    var profile: String?

    @OptionGroup var options: RunOptions

    @OptionGroup var subjectOptions: SubjectOptions

    func run(in context: Context) -> ExitStatus {
        guard let process = subjectOptions.subject else {
            return options.run(.verify, record: record, comparison: mode, profile: profile, in: context)
        }
        if record != nil || options.pending {
            return context.usageError("--subject-command never writes goldens: drop --record and --pending")
        }
        defer { process.shutDown() }
        // Never written: conformance mode writes none anyway, exact mode is told so (over ADSPEC_RECORD).
        let never: RecordMode? = mode == "conformance" ? nil : .never
        // Issue 36, items 1 and 5: the profile the subject's hello declares; with --profile too, the
        // two must agree.
        var declared: Profile?
        if mode == "conformance" { declared = process.declaredProfile() }
        return options.run(
            .verify, record: never, comparison: mode, profile: profile, declared: declared, subject: process, in: context)
    }
}

/// `adspec record [ID...]`: run scenarios and write their goldens.
struct Record: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run scenarios and write their goldens (refused when CI is set).",
        discussion: RunOptions.discussion(
            """
            writes their goldens. Without --record, every golden whose bytes changed is written \
            (mode 'all'). Refuses (exit 64) in CI (CI set to anything but false or 0, or \
            CONTINUOUS_INTEGRATION, BUILD_NUMBER, GITHUB_ACTIONS=true), unless --record \
            or --pending is given explicitly.
            """))

    @Option(
        help: ArgumentHelp(
            "The record mode (default: ADSPEC_RECORD, else all). With CI set the mode is never unless this flag is given.",
            valueName: "mode"))
    var record: RecordMode?

    @OptionGroup var options: RunOptions

    func run(in context: Context) -> ExitStatus { options.run(.record, record: record, in: context) }
}

/// What `verify` and `record` share: selection, reports, jobs, colour.
struct RunOptions: ParsableArguments {
    static func discussion(_ what: String) -> String {
        """
        Runs the scenarios (all, or those matching ID: an id or a glob such as 'native/*') and \
        \(what)

        Results are printed in id order, the same for any number of jobs, closing with \
        'N passed, N failed'. A golden is written only after two runs give identical bytes, and \
        never for a scenario that errors.

        ENVIRONMENT: CI, ADSPEC_RECORD, ADSPEC_PENDING, ADSPEC_PENDING_DIR, ADSPEC_FILTER, \
        ADSPEC_RULE, ADSPEC_AREA, ADSPEC_SHARD, ADSPEC_UNREFERENCED, ADSPEC_JOBS, ADSPEC_JSON, \
        ADSPEC_ARTIFACTS_DIR (failed scenarios' actual transcript and diff), GITHUB_ACTIONS \
        (annotations, paths relative to GITHUB_WORKSPACE or the repository root), GITHUB_STEP_SUMMARY \
        (a Markdown table of the results), XML_OUTPUT_FILE, TEST_TOTAL_SHARDS, TEST_SHARD_INDEX, \
        TEST_SHARD_STATUS_FILE, TEST_UNDECLARED_OUTPUTS_DIR, NO_COLOR, TERM=dumb, FORCE_COLOR, \
        CLICOLOR_FORCE. CI is detected as common libraries do: CI set to anything but false or 0; \
        else CONTINUOUS_INTEGRATION, BUILD_NUMBER or GITHUB_ACTIONS=true.

        EXIT STATUS: 0 all passed, 1 a scenario failed or errored or an unreferenced golden was \
        rejected, 2 bad input (load errors, unknown id, rule or area), 64 usage (a bad option, value or \
        variable, record in CI, --unreferenced on a filtered run); nothing is written on 2 or 64. 74 a \
        report or artifact (--junit, --json, ADSPEC_ARTIFACTS_DIR, GITHUB_STEP_SUMMARY) could not be \
        written: its folder must exist.
        """
    }

    @Argument(
        help: ArgumentHelp(
            "A scenario id or a glob such as 'native/*' (default: ADSPEC_FILTER, else every scenario).", valueName: "id"))
    var ids: [String] = []

    @OptionGroup var locations: LocationOptions

    @Flag(
        help: """
            Write pending goldens for review (adspec review/accept/reject) instead of over accepted \
            ones (ADSPEC_PENDING=1; folder: ADSPEC_PENDING_DIR, else '<id>.transcript.pending' beside).
            """)
    var pending = false

    @Option(help: ArgumentHelp("Only scenarios covering RULE (an id or glob: 'BIND-*'). Repeatable.", valueName: "rule"))
    var rule: [String] = []

    @Option(
        help: ArgumentHelp(
            """
            Only scenarios in AREA: a catalogue area ('binding'), its rule prefix ('BIND') or an \
            id's first part ('native'). Repeatable.
            """, valueName: "area"))
    var area: [String] = []

    @Option(
        help: ArgumentHelp(
            "Run the I-th of N shards (1-based; also ADSPEC_SHARD, Bazel's TEST_TOTAL_SHARDS and TEST_SHARD_INDEX).",
            valueName: "i/n"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            """
            Goldens no scenario references (default: ADSPEC_UNREFERENCED, else reject in CI, warn \
            elsewhere). Refused on a filtered run (ids, --rule, --area); on a shard, checked by shard 1 only.
            """, valueName: "policy"))
    var unreferenced: UnreferencedPolicy?

    @Option(help: ArgumentHelp("Write a JUnit XML report (also XML_OUTPUT_FILE) into an existing folder; - for standard output (the run's own output then goes to standard error).", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a JSON report (also ADSPEC_JSON) into an existing folder; - for standard output (the run's own output then goes to standard error).", valueName: "path"))
    var json: String?

    @OptionGroup var jobs: JobsOption

    @Flag(
        help: """
            Never colour diffs (colour is used on a terminal, unless NO_COLOR is set or TERM=dumb; \
            FORCE_COLOR or CLICOLOR_FORCE forces it).
            """)
    var noColor = false

    @Flag(
        help: """
            Re-record goldens whose scenario did not change although their transcript did (the \
            engine changed) without asking; without it such goldens are confirmed on a terminal \
            and refused elsewhere.
            """)
    var force = false

    @Flag(name: [.short, .long], help: "Print only failures (and errors) and the closing line.")
    var quiet = false

    /// Builds the request from the flags and the environment, and runs it.
    func run(
        _ command: RunEnvironment.Command, record: RecordMode?, comparison: String = "exact", profile: String? = nil,
        declared: Profile? = nil, subject: (any BindingSubject)? = nil, in context: Context
    ) -> ExitStatus {
        let environment = context.environment
        do throws(RunEnvironment.UsageError) {
            let jobs = try context.jobs(self.jobs.jobs)
            let workspace = locations.workspace(in: context)
            let split = { (values: [String]) in values.flatMap { $0.split(separator: ",").map(String.init) } }
            var flags = RunEnvironment.RunFlags()
            flags.patterns = ids
            flags.rules = split(rule)
            flags.areas = split(area)
            flags.shard = shard
            flags.unreferenced = unreferenced?.rawValue
            flags.junit = junit
            flags.json = json
            flags.record = record
            flags.pending = pending
            flags.force = force
            var (request, notes) = try environment.request(
                command, flags: flags, workspace: workspace, jobs: jobs, color: context.color(noColor: noColor))
            if !quiet { for note in notes { context.console.err(note + "\n") } }
            request.quiet = quiet
            // The HTML pages of failing scenarios beside their artifacts (Documentation/HTMLReport.md).
            request.pages = { HTMLArtifactsReporter(artifacts: $0) }
            if !locations.given.isEmpty { request.recordCommand += " " + locations.given.joined(separator: " ") }
            switch comparison {
            case "exact": break
            case "conformance":
                if record != nil || pending {
                    return context.usageError(
                        "--mode conformance never writes goldens: drop --record and --pending")
                }
                request.policy = GoldenPolicy(mode: .never)
                if !ConformanceWindows.hasCatalogue(specsDirectory: workspace.specs) {
                    context.console.err(
                        "note: no rule catalogue in \(workspace.display(workspace.specs)): no windows, every normative event is compared at the golden's time\n"
                    )
                }
                do throws(DiagnosticList) {
                    request.mode = .conformance(try ConformanceWindows.load(specsDirectory: workspace.specs))
                } catch {
                    context.console.err(error.description + "\n")  // path:line:column: error: ...
                    return .badInput
                }
                if let declared {
                    // Declared in the subject's hello: checked as a file's would be.
                    let problems: [String]
                    do throws(DiagnosticList) {
                        problems = try Catalogue.load(specsDirectory: workspace.specs).catalogue.problems(of: declared)
                    } catch {
                        context.console.err(error.description + "\n")
                        return .badInput
                    }
                    if !problems.isEmpty {
                        return context.usageError(problems.map { "the subject's hello: \($0)" }.joined(separator: "\n"))
                    }
                    request.profile = declared
                }
                if let profile {
                    switch ProfileFile.load(profile, specs: workspace.specs) {
                    case .success(let given):
                        // Issue 36, item 5: a file and a hello that disagree leave the profile unknown.
                        if let declared,
                            let conflict = Profile.disagreement(given, from: profile, declared, from: "the subject's hello")
                        {
                            return context.usageError(conflict)
                        }
                        request.profile = given
                    case .failure(.unreadable(let message)):
                        context.console.err(message + "\n")
                        return .badInput
                    case .failure(.refused(let problems)):
                        return context.usageError(problems.joined(separator: "\n"))
                    }
                }
            default:
                return context.usageError(
                    "--mode takes \(ComparisonMode.names.joined(separator: " or ")), not '\(comparison)'")
            }
            if profile != nil && comparison != "conformance" {
                return context.usageError("--profile needs --mode conformance: exact mode compares with the default profile's goldens")
            }
            request.terminal = context.terminal
            let chosen: any BindingSubject
            if let subject { chosen = subject } else { chosen = try environment.subject() }
            return Verification.run(request, subject: chosen, console: context.console)
        } catch {
            return context.usageError(error.description)
        }
    }
}
