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
