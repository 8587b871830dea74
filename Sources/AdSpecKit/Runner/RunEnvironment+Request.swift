import AdSpecEngine
import AdSpecHarness
import Foundation

/// One place that turns flags and the environment into a run, for `adspec verify|record` and for
/// `swift test` alike (issue 12, item 2): the same record policy, selection, sharding,
/// unreferenced-golden policy, reports (`XML_OUTPUT_FILE`, `ADSPEC_JSON`), artifacts
/// (`ADSPEC_ARTIFACTS_DIR`), annotations (`GITHUB_ACTIONS`, `GITHUB_WORKSPACE`), the step summary
/// (`GITHUB_STEP_SUMMARY`) and subject (`ADSPEC_INJECT_FAULT`).
extension RunEnvironment {
    /// What the command line gives; `swift test` gives nothing and reads the environment only.
    package struct RunFlags: Sendable {
        package var patterns: [String] = []
        package var rules: [String] = []
        package var areas: [String] = []
        package var shard: String?
        package var unreferenced: String?
        package var junit: String?
        package var json: String?
        package var record: RecordMode?
        package var pending = false
        /// `--force`: write goldens whose scenario did not change without asking.
        package var force = false

        package init() {}
    }

    /// The request of a run, and the notes to print before it (an `ADSPEC_RECORD` that `CI`
    /// overrides, a skipped orphan check).
    package func request(
        _ command: Command, flags: RunFlags = RunFlags(), workspace: Workspace, jobs: Int, color: Bool
    ) throws(UsageError) -> (VerifyRequest, notes: [String]) {
        // Paths printed relative to the display base resolve against it as a folder.
        let workspace = Workspace(
            specs: workspace.specs, goldens: workspace.goldens,
            displayBase: URL(fileURLWithPath: workspace.displayBase.path, isDirectory: true))
        var (policy, policyNotes) = try policy(command: command, modeFlag: flags.record, pendingFlag: flags.pending)
        // The command line holds goldens the engine alone changed; `swift test` fails a recording anyway.
        policy.holdEngineChanges = command != .test && !flags.force
        let (selection, statusFile) = try selection(
            patterns: flags.patterns, rules: flags.rules, areas: flags.areas, shard: flags.shard, specs: workspace.specs)
        let (unreferenced, unreferencedNotes) = try unreferenced(flag: flags.unreferenced, selection: selection)
        // Relative report paths are against the folder the run prints paths against.
        let base = URL(fileURLWithPath: workspace.displayBase.path, isDirectory: true)
        let reports = reports(junit: flags.junit, json: flags.json, base: base)
        var request = VerifyRequest(workspace: workspace, policy: policy, selection: selection, jobs: jobs, color: color)
        request.unreferenced = unreferenced
        request.junit = reports.junit
        request.json = reports.json
        // `-` as a report's path: that report on standard output (issue 40, item 1), one at most.
        let junitPath = flags.junit ?? self["XML_OUTPUT_FILE"]
        let jsonPath = flags.json ?? self["ADSPEC_JSON"]
        if junitPath == "-" && jsonPath == "-" {
            throw UsageError(
                "the JUnit and the JSON report cannot both go to standard output ('-'): give one of them a file's path")
        }
        if junitPath == "-" {
            request.junit = nil
            request.reportOnStandardOutput = .junit
        } else if jsonPath == "-" {
            request.json = nil
            request.reportOnStandardOutput = .json
        }
        request.artifacts = reports.artifacts
        request.githubAnnotations = githubAnnotations
        request.annotationPaths = AnnotationPaths.forRun(workspace, environment: self)
        request.stepSummary = stepSummary(base: base)
        request.shardStatusFile = statusFile
        return (request, policyNotes + unreferencedNotes)
    }

    /// The reference engine, or the kit's fault-injecting wrapper of it under `ADSPEC_INJECT_FAULT`.
    package func subject() throws(UsageError) -> any BindingSubject {
        let engine = ReferenceEngine()
        return try FaultInjectingSubject(wrapping: engine, specification: self["ADSPEC_INJECT_FAULT"]) ?? engine
    }
}
