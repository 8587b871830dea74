/// A read-only record of what the engine laid out, for pictures (`adspec report --html`): the
/// frame of every render that differed from the one before, with each mounted container's state
/// phase and binding. Recording only copies values the engine computed anyway; the transcript of a
/// recorded run is the transcript of an unrecorded one.
public struct RenderSnapshot: Sendable, Hashable {
    /// A mounted container as the engine saw it in this render.
    public struct ContainerInfo: Sendable, Hashable {
        /// Index of the container's node in `nodes`.
        public var index: Int
        public var id: String
        public var state: String
        public var isSlider: Bool
        /// The state's phase name (`.idle`, `.loading`, `.loaded`, `.failed`), or nil when the
        /// container waits for a state that does not exist yet.
        public var phase: String?
        /// `unbound`, `pending`, `bound` or `failed`.
        public var binding: String
    }

    /// Engine time of the render.
    public var timeMs: Int
    /// How many transcript lines had been written when the render was taken.
    public var lineCount: Int
    public var screen: Rect
    public var nodes: [PlacedNode]
    public var containers: [ContainerInfo]
}

extension ReferenceEngine {
    /// Runs the scenario as `run(_:)` does and also returns the renders where the screen, a phase or
    /// a binding changed (several renders at one engine time keep the last).
    public func runRecordingRenders(_ input: ScenarioInput) throws(RunError) -> (
        lines: [TranscriptLine], renders: [RenderSnapshot]
    ) {
        try APISurface.check(input.app)
        let simulation = Simulation(input: input, mutants: mutants, eventBudget: eventBudget)
        simulation.renderLog = []
        let lines = try simulation.run()
        return (lines, simulation.renderLog ?? [])
    }
}

extension Simulation {
    /// Appends this render to `renderLog` when one is being kept.
    func recordRender() {
        guard renderLog != nil else { return }
        let infos = containersInFrame().map { entry in
            let runtime = containers[entry.id]
            let binding: String
            switch runtime?.binding ?? .unbound {
            case .unbound: binding = "unbound"
            case .pending: binding = "pending"
            case .bound: binding = "bound"
            case .failed: binding = "failed"
            }
            return RenderSnapshot.ContainerInfo(
                index: entry.index, id: entry.id, state: entry.state, isSlider: entry.slider,
                phase: states[entry.state]?.phase.name, binding: binding)
        }
        let snapshot = RenderSnapshot(
            timeMs: now, lineCount: lines.count,
            screen: Rect(x: 0, y: 0, width: input.app.screenWidth, height: input.app.screenHeight),
            nodes: frame.nodes, containers: infos)
        guard var log = renderLog else { return }
        renderLog = nil  // one owner of the buffer: appending does not copy it
        if let last = log.last, last.nodes == snapshot.nodes, last.containers == snapshot.containers {
            log[log.count - 1].lineCount = snapshot.lineCount
        } else if let last = log.last, last.timeMs == snapshot.timeMs {
            log[log.count - 1] = snapshot
        } else {
            log.append(snapshot)
        }
        renderLog = log
    }
}
