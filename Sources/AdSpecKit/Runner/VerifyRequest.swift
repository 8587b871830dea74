import AdSpecEngine
import AdSpecHarness
import Foundation

/// Everything `adspec verify` and `adspec record` need, resolved from flags and the environment.
package struct VerifyRequest: Sendable {
    package var workspace: Workspace
    package var policy: GoldenPolicy
    package var selection: Selection
    /// Threads to run scenarios on; 1 runs them serially. Output is the same either way.
    package var jobs: Int
    package var color: Bool
    /// `--quiet`: print only failures and errors (and problems of the run), and the closing line.
    package var quiet = false
    package var recordCommand: String
    /// `nil`: orphans are not checked (a filtered run).
    package var unreferenced: UnreferencedPolicy?
    package var junit: URL?
    package var json: URL?
    /// The report written to standard output instead of a file (`--json -`, `--junit -`): then
    /// everything else the run prints goes to standard error, so that the report is alone there.
    package var reportOnStandardOutput: StandardOutputReport?

    package enum StandardOutputReport: String, Sendable { case junit = "JUnit", json = "JSON" }
    /// Where failed scenarios' actual transcripts and diffs go.
    package var artifacts: URL?
    /// The reporter of the HTML pages of failing scenarios in `artifacts` (AdSpecHTML's
    /// `HTMLArtifactsReporter.init(artifacts:)`), given by the command line, which links the
    /// pictures; `nil`: no pages (the core draws nothing itself).
    package var pages: (@Sendable (URL) -> any RunReporter)?
    package var githubAnnotations = false
    /// How annotations name files (relative to the repository root); `nil`: as printed.
    package var annotationPaths: AnnotationPaths?
    /// GitHub's `GITHUB_STEP_SUMMARY`: a Markdown table of the results is appended to it.
    package var stepSummary: URL?
    /// Bazel's `TEST_SHARD_STATUS_FILE`, touched when the run is sharded.
    package var shardStatusFile: URL?
    /// `exact` (default) or `conformance` (Documentation/Conformance.md).
    package var mode: ComparisonMode = .exact
    /// The subject's declared implementation profile (`--profile`, issue 36, item 1), checked
    /// against the catalogue; used in conformance mode.
    package var profile: Profile?
    /// Asks before re-recording goldens the policy held (`GoldenPolicy.holdEngineChanges`);
    /// `nil` or not interactive: they are refused with a message naming `--force`.
    package var terminal: (any Terminal)?
    /// Receives each result as it is printed (`swift test` reports each scenario from it).
    package var onResult: (@Sendable (ScenarioResult) -> Void)?

    package init(
        workspace: Workspace, policy: GoldenPolicy = GoldenPolicy(), selection: Selection = Selection(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, color: Bool = false,
        recordCommand: String = "swift run adspec record"
    ) {
        self.workspace = workspace
        self.policy = policy
        self.selection = selection
        self.jobs = jobs
        self.color = color
        self.recordCommand = recordCommand
    }
}
