import Foundation

/// Everything `adspec verify` and `adspec record` need, resolved from flags and the environment.
public struct VerifyRequest: Sendable {
    public var workspace: Workspace
    public var policy: GoldenPolicy
    public var selection: Selection
    /// Threads to run scenarios on; 1 runs them serially. Output is the same either way.
    public var jobs: Int
    public var color: Bool
    public var recordCommand: String
    /// `nil`: orphans are not checked (a filtered run).
    public var unreferenced: UnreferencedPolicy?
    public var junit: URL?
    public var json: URL?
    /// Where failed scenarios' actual transcripts and diffs go.
    public var artifacts: URL?
    public var githubAnnotations = false
    /// Bazel's `TEST_SHARD_STATUS_FILE`, touched when the run is sharded.
    public var shardStatusFile: URL?

    public init(
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
